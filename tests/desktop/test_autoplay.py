"""--autoplay plays all-AI games through the app's own path (EngineThread,
presenter, table scene) at instant speed to the end, for 2-6 players."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from rdi_desktop.__main__ import main


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_autoplay_in_process(headless: Path, players: int,
                             image_colours: Callable[[Path], int],
                             capsys: pytest.CaptureFixture[str]) -> None:
    out = headless / f"auto{players}.png"
    rc = main(["--autoplay", "--seed", str(players * 7), "--players", str(players),
               "--screenshot", str(out), "--size", "1280x720"])
    text = capsys.readouterr().out
    assert rc == 0, text
    assert "winners:" in text
    assert out.exists() and image_colours(out) > 200


def test_autoplay_command_line(child_env: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "final.png"
    r = subprocess.run([sys.executable, "-m", "rdi_desktop", "--autoplay", "--seed", "3",
                        "--players", "4", "--screenshot", str(out)],
                       env=child_env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert out.exists()
    assert "autoplay:" in r.stdout
