"""`rdi-desktop --autoplay --loop-minutes M` (issue 14's app soak): a short loop in a new
process plays a game of every mode through the table and reports memory; the verdict
fails on a failed game or on memory growth of 10% or more."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from rdi_desktop.autoplay_loop import LoopReport, verdict

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_loop_plays_every_mode_in_a_new_process(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               RDI_DATA_DIR=str(tmp_path))
    got = subprocess.run([sys.executable, "-m", "rdi_desktop", "--autoplay",
                          "--loop-minutes", "0"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=500)
    assert "autoplay loop: 6 games (standard 1, two-headed-dragon 1, boss-battle 1, " \
           "two-headed-boss-battle 1, leaders-and-lackeys 1, otto 1)" in got.stdout, \
        got.stdout + got.stderr
    assert "0 failures" in got.stdout
    assert "resident memory (caches emptied) after warm-up" in got.stdout
    assert got.returncode == 0, got.stdout + got.stderr


def test_the_verdict_fails_on_a_failed_game_or_memory_growth() -> None:
    ok = LoopReport(baseline=100 << 20, end=105 << 20)
    assert verdict(ok) == 0
    assert verdict(LoopReport(baseline=100 << 20, end=110 << 20)) == 1
    failed = LoopReport(baseline=100 << 20, end=100 << 20, failures=["otto: exception"])
    assert verdict(failed) == 1


def test_leaving_a_table_gives_memory_back(tmp_path: Path, monkeypatch: Any) -> None:
    """The table's exit collects and trims (the fix for the +80% the loop first saw)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path))
    from rdi_desktop import memory
    from rdi_desktop.scenes.table_open import open_table
    from rdi_desktop.table_setup import variant_setup
    from tests.desktop.ui_driver import make_app

    calls: list[bool] = []
    real = memory.release_memory
    monkeypatch.setattr(memory, "release_memory", lambda: calls.append(real()) or True)
    app = make_app()
    try:
        setup, kinds, seed = variant_setup("standard", 3, 1, human=False)
        scene = open_table(app, setup, kinds, seed, autoplay=True)
        app.push(scene)
        assert calls == []
        app.pop()
        assert calls == [sys.platform.startswith("linux")]
    finally:
        app.shutdown()
