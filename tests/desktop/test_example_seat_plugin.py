"""The README's example seat plug-in (``examples/cautious_seat``), installed as a player
would into a fresh environment beside the game, appears in New Game with its own
description and plays a whole game at the table (``--autoplay --seats``) in a new
process.

The fresh venv is made without pip (the game's own pip installs into it with
``--python``) and sees the game's environment through a ``.pth`` file, so pygame and the
game are not installed again; the plug-in is installed with ``pip install --no-deps -e``
from a copy, so the repository stays clean. pip builds it in an isolated environment (as
a user's install does), which fetches setuptools: about 12 s in all, so the slow tier.
"""

from __future__ import annotations

import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "cautious_seat"

NEW_GAME = """
from rdi_desktop.app import App
from engine.seats import level_info
app = App(size=(1280, 720), fullscreen=False)
app.open_scene("title")
app.open_scene("new_game")
menu = app.top.widgets[1]["kind"]
print("OFFERED", [o[0] if isinstance(o, tuple) else o for o in menu.options_list])
print("LINE", level_info("cautious"))
print("NOTE", repr(app.notice_html))
app.shutdown()
"""


def fresh_venv(where: Path) -> Path:
    """A new venv that sees the game's environment (its site-packages, through a .pth
    file that adds them as a site directory, so their own .pth files count too)."""
    base = Path(getattr(sys, "_base_executable", sys.executable))
    subprocess.run([str(base), "-m", "venv", "--without-pip", str(where)], check=True,
                   timeout=120)
    python = where / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; "
                              "print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    ours = {sysconfig.get_paths()["purelib"], *site.getsitepackages()}
    (Path(purelib) / "_the_game.pth").write_text(
        "".join(f"import site; site.addsitedir({p!r})\n" for p in sorted(ours)),
        encoding="utf-8")
    return python


@pytest.mark.slow
def test_the_example_plug_in_installs_and_plays(tmp_path: Path,
                                                child_env: dict[str, str]) -> None:
    python = fresh_venv(tmp_path / "venv")
    package = tmp_path / "cautious_seat"
    shutil.copytree(EXAMPLE, package)
    child_env.pop("PYTHONPATH")  # the game comes from the environment, as installed
    pip = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                          "-q", "--no-deps", "-e", str(package)],
                         capture_output=True, text=True, timeout=300, env=child_env)
    assert pip.returncode == 0, pip.stdout + pip.stderr

    shown = subprocess.run([str(python), "-c", NEW_GAME], cwd=tmp_path, env=child_env,
                           capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    assert "'Cautious'" in shown.stdout, shown.stdout
    assert "LINE Cautious: passes whenever it may; otherwise a random legal move; instant." \
        in shown.stdout
    assert "NOTE ''" in shown.stdout, shown.stdout  # nothing was left out at start-up

    game = subprocess.run([str(python), "-m", "rdi_desktop", "--autoplay", "--seed", "3",
                           "--seats", "cautious,normal,cautious"], cwd=tmp_path,
                          env=child_env, capture_output=True, text=True, timeout=300)
    assert game.returncode == 0, game.stdout + game.stderr
    assert "3 players" in game.stdout and "winners: " in game.stdout
    assert "autoplay: seats cautious, normal, cautious" in game.stdout
