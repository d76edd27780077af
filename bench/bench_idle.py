"""Idle cost of every screen: CPU share and resident memory while it waits for input.

Each screen of ``bench/screens.py`` (the title, the menus, the table waiting for
a click, a dialog over it, game over, the replay viewer paused, the tutorial
waiting for its click, the Gambling Hall lobby and a Hall table) is opened in a
new process, in the app's real main loop at 1280x720 (4 players at the table,
normal animation speed), the way a player gets there. Once it waits for the
player (every animation finished, the card faces rendered), the loop keeps
running untouched for a few seconds. Reported per screen: process CPU time
over wall time in that window (all threads: the UI and a waiting engine) as a
share of one core, the resident set size (VmRSS) at its end, and the frames
drawn meanwhile (full frames, and ambient frames that send only the rectangles
they changed). Goals: at most 5% of a core for a static screen, 10% for the
title, under 300 MB each.

A real window: ``xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python
bench/bench_idle.py`` (the X11 driver is used whenever DISPLAY is set);
without a display it runs on SDL's dummy driver.

    .venv/bin/python bench/bench_idle.py [--seconds S] [screen ...]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

#: the goal per screen: (% of a core, MB)
TITLE_GOAL, STATIC_GOAL, RSS_GOAL = 10.0, 5.0, 300.0


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def measure(name: str, seconds: float) -> dict[str, float | str]:
    """In this process: open ``name`` on a new app, wait until it waits, measure."""
    from bench.screens import open_screen
    from rdi_desktop.app import SETTLE_FRAMES, App
    from rdi_desktop.settings import Settings

    app = App(size=(1280, 720), fullscreen=False, settings=Settings(animation_speed=1.0))
    app.open_scene("title")
    ready = open_screen(app, name)
    state: dict[str, float] = {}

    def watch(a: App) -> None:
        now = time.perf_counter()
        if "start" not in state:
            if ready() and a.idle_frames > SETTLE_FRAMES:
                state.update(start=now, cpu=time.process_time(), drawn=a.frames_drawn,
                             ambient=a.ambient_frames)
            elif now - state.setdefault("t0", now) > 180:
                raise SystemExit(f"{name}: not waiting for input within 180 s")
            return
        if now - state["start"] >= seconds:
            state.update(end=now, cpu_end=time.process_time(), drawn_end=a.frames_drawn,
                         ambient_end=a.ambient_frames, rss=rss_mb())
            a.running = False

    app.run(None, on_frame=watch)
    wall = state["end"] - state["start"]
    ambient = state["ambient_end"] - state["ambient"]
    out: dict[str, float | str] = {
        "screen": name, "seconds": round(wall, 1),
        "cpu": round((state["cpu_end"] - state["cpu"]) / wall * 100, 1),
        "rss": round(state["rss"]), "full": state["drawn_end"] - state["drawn"] - ambient,
        "ambient": ambient, "driver": os.environ.get("SDL_VIDEODRIVER", "")}
    for scene in app.scenes:
        engine = getattr(scene, "engine", None) or getattr(getattr(scene, "ctrl", None),
                                                          "bridge", None)
        if engine is not None and hasattr(engine, "stop"):
            engine.stop()
    app.shutdown()
    return out


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "x11" if env.get("DISPLAY") else "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env["RDI_DATA_DIR"] = tempfile.mkdtemp(prefix="rdi-bench-")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (ROOT, env.get("PYTHONPATH")) if p)
    return env


def main(argv: list[str] | None = None) -> int:
    from bench.screens import SCREENS

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("screens", nargs="*", default=SCREENS)
    args = ap.parse_args(argv)
    if args.child:
        print("RESULT " + json.dumps(measure(args.child, args.seconds)), flush=True)
        return 0
    rows = []
    for name in args.screens:
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--seconds",
                               str(args.seconds), "--child", name], env=child_env(),
                              capture_output=True, text=True, timeout=600)
        line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")), None)
        if line is None:
            print(f"{name}: failed\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
            return 1
        rows.append(json.loads(line[7:]))
    driver = rows[0]["driver"] if rows else ""
    print(f"idle at 1280x720 ({driver} driver), {args.seconds:.0f} s per screen, "
          "CPU = process time / wall time (all threads):")
    print("| screen | CPU, % of a core | resident MB | full frames | ambient frames |")
    print("|---|---:|---:|---:|---:|")
    ok = True
    for r in rows:
        goal = TITLE_GOAL if r["screen"] in ("title", "tutorial") else STATIC_GOAL
        met = float(r["cpu"]) <= goal and float(r["rss"]) < RSS_GOAL
        ok &= met
        print(f"| {r['screen']} | {r['cpu']} | {r['rss']} | {r['full']:.0f} | "
              f"{r['ambient']:.0f} |{'' if met else ' over the goal'}")
    print(f"goals: static screens <= {STATIC_GOAL}%, title (and the tutorial's glow) <= "
          f"{TITLE_GOAL}%, under {RSS_GOAL:.0f} MB: {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
