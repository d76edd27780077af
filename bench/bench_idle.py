"""Idle cost of the table: CPU share and resident memory while it waits for a click.

A 6-player game at 1920x1080 (you and five AIs, normal animation speed) runs
in the app's real main loop until your first decision is on screen, every
animation has finished and the card faces are rendered; then the loop keeps
running, untouched, for a few seconds. Reports the process CPU time over wall
time in that window (all threads: the UI and the waiting engine) as a share
of one core, the resident set size (VmRSS) at its end, and the frames drawn
while idle. Goal: under 5% of a core and under 300 MB. Measured on this
branch (8 s): 1.1% and 111 MB headless (SDL dummy driver); 1.7% and 220 MB in
a real X11 window under Xvfb (``SDL_VIDEODRIVER=x11 xvfb-run ...``).

    .venv/bin/python bench/bench_idle.py [seconds] [mode]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("RDI_DATA_DIR", tempfile.mkdtemp(prefix="rdi-bench-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main(seconds: float = 5.0, mode: str = "standard") -> int:
    from rdi_desktop.app import App
    from rdi_desktop.scenes.table_open import open_table
    from rdi_desktop.settings import Settings
    from rdi_desktop.table_setup import mode_players, variant_setup

    app = App(size=(1920, 1080), fullscreen=False, settings=Settings(animation_speed=1.0))
    n = 6 if 6 in mode_players()[mode] else max(mode_players()[mode])
    setup, kinds, seed = variant_setup(mode, n, 12, human=True)
    scene = open_table(app, setup, kinds, seed)
    state: dict[str, float] = {}

    def watch(a: App) -> None:
        now = time.perf_counter()
        ready = (scene.presenter.prompt is not None and scene.presenter.idle
                 and not scene.drawing.warming())
        if "start" not in state:
            if ready:
                state.update(start=now, cpu=time.process_time(), drawn=a.frames_drawn)
            elif now - state.setdefault("t0", now) > 120:
                raise SystemExit("no decision came within 120 s")
            return
        if now - state["start"] >= seconds:
            state.update(end=now, cpu_end=time.process_time(), drawn_end=a.frames_drawn,
                         rss=rss_mb())
            a.running = False

    app.run(scene, on_frame=watch)
    wall = state["end"] - state["start"]
    cpu = (state["cpu_end"] - state["cpu"]) / wall * 100
    print(f"idle at 1920x1080, {n} players ({mode}), {wall:.1f} s waiting for a click:")
    print(f"  CPU (process time / wall time, all threads): {cpu:.1f}% of a core (goal < 5%)")
    print(f"  resident memory (VmRSS): {state['rss']:.0f} MB (goal < 300 MB)")
    print(f"  frames drawn while idle: {state['drawn_end'] - state['drawn']:.0f}")
    scene.engine.stop()
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0,
                          sys.argv[2] if len(sys.argv) > 2 else "standard"))
