"""Slow: build the one-folder executable from pyinstaller.spec and run its
self-test headless (the same thing `make exe` produces)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_frozen_build_runs_selftest(
    tmp_path: Path, child_env: dict[str, str], image_colours: Callable[[Path], int]
) -> None:
    pytest.importorskip("PyInstaller")
    dist, work = tmp_path / "dist", tmp_path / "work"
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(REPO / "pyinstaller.spec")],
        cwd=tmp_path, capture_output=True, text=True, timeout=1000,
    )
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    exe = dist / "rdi-desktop" / ("rdi-desktop.exe" if os.name == "nt" else "rdi-desktop")
    assert exe.is_file()
    # issue 30: pygame_gui's unused CJK fonts stay out; the pictures and sounds go in
    bundled = {p.name for p in (dist / "rdi-desktop").rglob("*")}
    assert not {n for n in bundled if n.startswith(("NotoSansJP", "NotoSansKR", "NotoSansSC"))}
    assert {"music_title.ogg", "coin_1.wav", "jett.png", "beer-stein.png"} <= bundled
    from engine import native

    if native.state == "compiled":  # the compiled engine goes in with its shared library
        assert {"engine_native__mypyc", "turn"} <= {n.split(".")[0] for n in bundled
                                                   if n.endswith((".so", ".pyd"))}
        assert "compiled_types.json" in bundled  # the save checks read its classes' types

    shot = tmp_path / "frozen.png"
    env = dict(child_env)
    env.pop("PYTHONPATH", None)  # the bundle must not need the source tree
    run = subprocess.run([str(exe), "--selftest", str(shot)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stdout + run.stderr
    assert image_colours(shot) > 100

    # issue 35: the frozen program knows its version (pyproject.toml travels with it),
    # and the Linux build carries its desktop entry and icon
    import tomllib

    version = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["version"]
    shown = subprocess.run([str(exe), "--version"], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0 and shown.stdout.strip() == f"rdi-desktop {version}", shown
    if sys.platform.startswith("linux"):
        for name in ("rdi-desktop.desktop", "rdi-desktop.png", "install-desktop-entry.sh"):
            assert (exe.parent / name).is_file(), name

    # the built program loads a save written by another process (issue 13): a team game
    # mid-turn, so every frame kind on its stack must be known to the frozen engine
    from tests.desktop.test_load_flag import write_save

    save = write_save(tmp_path / "mid.json", "two-headed-dragon", 3, 90)
    shot2 = tmp_path / "loaded.png"
    run = subprocess.run([str(exe), "--load", str(save), "--selftest", str(shot2)],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "loaded mid.json" in run.stdout
    assert image_colours(shot2) > 100
