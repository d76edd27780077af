"""`rdi-desktop --selftest OUT.png` opens the window headless, draws, saves."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_selftest_writes_a_non_blank_screenshot(
    tmp_path: Path, child_env: dict[str, str], image_colours: Callable[[Path], int]
) -> None:
    out = tmp_path / "shot.png"
    proc = subprocess.run(
        [sys.executable, "-m", "rdi_desktop", "--selftest", str(out)],
        cwd=REPO, env=child_env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert out.is_file()
    assert image_colours(out) > 100  # a drawn scene, not a single fill colour

    from PIL import Image

    with Image.open(out) as img:
        assert img.size == (1280, 720)


def test_selftest_honours_size(tmp_path: Path, child_env: dict[str, str]) -> None:
    out = tmp_path / "small.png"
    proc = subprocess.run(
        [sys.executable, "-m", "rdi_desktop", "--size", "900x640", "--selftest", str(out)],
        cwd=REPO, env=child_env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    from PIL import Image

    with Image.open(out) as img:
        assert img.size == (900, 640)


def test_bad_size_is_a_usage_error(child_env: dict[str, str]) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "rdi_desktop", "--size", "huge"],
        cwd=REPO, env=child_env, capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert "WIDTHxHEIGHT" in proc.stderr
