"""Slow: install the program the way Python users do (issue 35) and run it from there.

A clean copy of the checkout is built into an sdist and a wheel (``python -m build``,
the wheel from the sdist, as a release does); the wheel is installed with pip into a
fresh virtual environment outside the repository (its dependencies from the package
index); then, from a folder outside the repository, with no PYTHONPATH and a home
folder whose path has spaces and non-ASCII letters, the installed ``rdi-desktop``
prints its version, passes ``--selftest OUT.png`` and plays one ``--autoplay`` game
whose autosave records the version, and the installed copy keeps its data in the user
data folder. Every step asserts: a missing tool or index fails the test, never skips.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]
BIN = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""
#: folders that a clean checkout does not have (build output, caches, local saves)
NOT_IN_A_CHECKOUT = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info",
                                           "__pycache__", "*.pyc", ".*_cache", ".hypothesis",
                                           "saves", "settings.json", "last_setup.json")


def _run(cmd: list[str | Path], timeout: float, **kw: object) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                          timeout=timeout, **kw)  # type: ignore[call-overload]
    assert proc.returncode == 0, (f"{cmd} exited {proc.returncode}\n"
                                  f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return proc


def _clean_checkout(dest: Path) -> Path:
    """The files a fresh clone has (tracked and new, not ignored) copied to ``dest``."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], cwd=REPO, capture_output=True)
    if listed.returncode != 0:  # not a git checkout (an unpacked sdist): copy the tree
        shutil.copytree(REPO, dest, ignore=NOT_IN_A_CHECKOUT)
        return dest
    for rel in filter(None, listed.stdout.decode().split("\0")):
        src = REPO / rel
        if src.is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    return dest


def _repo_files(folder: str) -> list[str]:
    """Every file under ``folder`` of the repository, as posix paths."""
    return sorted(p.relative_to(REPO).as_posix() for p in (REPO / folder).rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


def _check_archives(sdist: Path, wheel: Path) -> None:
    """The whole assets/ and engine/data trees are in both, whatever the file type."""
    with zipfile.ZipFile(wheel) as zf:
        in_wheel = set(zf.namelist())
    with tarfile.open(sdist) as tf:
        top = sdist.name.removesuffix(".tar.gz")
        in_sdist = {n.removeprefix(top + "/") for n in tf.getnames()}
    for rel in _repo_files("assets"):
        assert "rdi_desktop/" + rel in in_wheel, f"{rel} missing from the wheel"
        assert rel in in_sdist, f"{rel} missing from the sdist"
    for rel in _repo_files("engine/data"):
        assert rel in in_wheel, f"{rel} missing from the wheel"
        assert rel in in_sdist, f"{rel} missing from the sdist"


def _user_env(home: Path) -> dict[str, str]:
    """A player's environment: headless SDL, a home folder of its own, nothing from
    the repository (no PYTHONPATH, no data-folder override)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "RDI_DATA_DIR", "VIRTUAL_ENV", "DISPLAY")
           and not k.startswith("XDG_")}
    home.mkdir(parents=True, exist_ok=True)
    (home / "tmp").mkdir(exist_ok=True)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               USERPROFILE=str(home), APPDATA=str(home / "AppData" / "Roaming"),
               LOCALAPPDATA=str(home / "AppData" / "Local"), TMPDIR=str(home / "tmp"),
               TEMP=str(home / "tmp"), TMP=str(home / "tmp"), PYTHONIOENCODING="utf-8")
    return env


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_the_wheel_installs_and_runs_outside_the_repository(
    tmp_path: Path, image_colours: Callable[[Path], int]
) -> None:
    started = time.monotonic()
    root = tmp_path / "Zoë Ångström's games"
    src = _clean_checkout(root / "checkout")
    dist = root / "dist"
    _run([sys.executable, "-m", "build", "--outdir", dist, src], timeout=600, cwd=root)
    sdist, = dist.glob("*.tar.gz")
    wheel, = dist.glob("*.whl")
    assert wheel.name == f"rdi_desktop-{VERSION}-py3-none-any.whl"
    _check_archives(sdist, wheel)

    venv = root / "venv ü"
    _run([sys.executable, "-m", "venv", venv], timeout=300)
    py = venv / BIN / f"python{EXE}"
    _run([py, "-m", "pip", "install", "--disable-pip-version-check", "-q", wheel],
         timeout=600, cwd=root)
    app = venv / BIN / f"rdi-desktop{EXE}"
    assert app.is_file(), "pip made no rdi-desktop command"

    outside = root / "somewhere else"
    outside.mkdir()
    env = _user_env(root / "home of Zoë")
    probe = _run([py, "-c", "import json, rdi_desktop, engine\n"
                  "from rdi_desktop.resources import assets_dir\n"
                  "from rdi_desktop.saves import save_dir\n"
                  "print(json.dumps([rdi_desktop.__file__, engine.__file__, "
                  "str(assets_dir()), str(save_dir())]))"],
                 timeout=120, cwd=outside, env=env)
    pkg, eng, assets, saves = (Path(p) for p in json.loads(probe.stdout))
    for path in (pkg, eng, assets):
        assert path.is_relative_to(venv), f"{path} is not the installed copy"
    assert (assets / "theme.json").is_file()
    assert saves.is_relative_to(env["HOME"]) and saves.is_dir(), saves
    assert not saves.is_relative_to(venv), "saves beside the code"

    shown = _run([app, "--version"], timeout=120, cwd=outside, env=env)
    assert shown.stdout.strip() == f"rdi-desktop {VERSION}"

    shot = outside / "self test.png"
    _run([app, "--selftest", shot.name], timeout=300, cwd=outside, env=env)
    assert image_colours(shot) > 100

    data = root / "Zoë's data folder"
    played = _run([app, "--autoplay", "--players", "3", "--seed", "4", "--speed", "50",
                   "--screenshot", "end.png"], timeout=600, cwd=outside,
                  env={**env, "RDI_DATA_DIR": str(data)})
    assert "winners:" in played.stdout, played.stdout
    assert image_colours(outside / "end.png") > 100
    autosaves = list((data / "saves").glob("*.json"))
    assert autosaves, "the autoplay game wrote no autosave"
    saved = json.loads(autosaves[0].read_text(encoding="utf-8"))
    assert saved["engine_version"] == VERSION
    print(f"wheel install test: {time.monotonic() - started:.1f}s")
