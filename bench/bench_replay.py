"""Replay viewer step time at 1920x1080 in a long game (issue 33: at most 50 ms a step).

Builds the longest of a few seeded 8-player games (seats that pass whenever they
may, so games run long), saves it, opens it in the replay viewer the way
``--replay`` does and times each step: the step built from the checkpoints, handed
to the table and the whole frame drawn (update + draw, no vsync). Steps go back
one at a time from the end, forward again, and jump turn by turn both ways.
Reports median and p95 per kind of step.

    .venv/bin/python bench/bench_replay.py [seeds]
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("RDI_DATA_DIR", tempfile.mkdtemp(prefix="rdi-bench-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TARGET_MS = 50.0


def long_game(seeds: int) -> object:
    """The longest (most decisions) of ``seeds`` 8-player games of passive seats."""
    from engine.cards import cards
    from engine.game import Game, new_game
    from engine.simulate import make_setup

    chars = sorted(cards().characters)
    best: Game | None = None
    for s in range(seeds):
        rng = random.Random(s)
        setup = make_setup("standard", 8, [chars[(s + i) % len(chars)] for i in range(8)])
        for spec in setup["players"]:  # type: ignore[union-attr]
            spec["seat"] = "normal"
        g = new_game(setup, s)
        while (p := g.pending()) is not None and len(g.state.decisions) < 50_000:
            passes = [i for i, o in enumerate(p.options) if o.label in ("pass", "done")]
            g.apply(passes[0] if passes else rng.randrange(len(p.options)))
        if best is None or len(g.state.decisions) > len(best.state.decisions):
            best = g
    assert best is not None
    return best


def stats(name: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return (f"{name:<12} n={len(ms):5d}  median {statistics.median(ms):6.2f} ms  "
            f"p95 {p95:6.2f} ms  max {ms[-1]:6.2f} ms")


def main(seeds: int = 8) -> int:
    from rdi_desktop.app import App
    from rdi_desktop.scenes.replay import open_replay
    from rdi_desktop.settings import Settings

    game = long_game(seeds)
    path = Path(os.environ["RDI_DATA_DIR"]) / "long.json"
    path.write_text(game.to_json(), encoding="utf-8")  # type: ignore[attr-defined]
    app = App(size=(1920, 1080), fullscreen=False, settings=Settings())
    t0 = time.perf_counter()
    scene = open_replay(app, path)
    opened = (time.perf_counter() - t0) * 1000
    app.push(scene)
    app.running = True
    app.step(0.0)
    rep = scene.replay
    print(f"game: {rep.last} decisions, {len(rep.turn_starts())} turns, "
          f"{len(rep.events)} events; opened in {opened:.0f} ms")

    def frame(act: str) -> float:
        t = time.perf_counter()
        scene.act(act)
        app.step(0.0)
        return (time.perf_counter() - t) * 1000

    back = [frame("prev") for _ in range(rep.last)]
    fwd = [frame("next") for _ in range(rep.last)]
    turns = [frame("prev_turn") for _ in range(len(rep.turn_starts()))]
    turns += [frame("next_turn") for _ in range(len(rep.turn_starts()))]
    worst = 0.0
    for name, ms in (("step back", back), ("step fwd", fwd), ("turn jump", turns)):
        print(stats(name, ms))
        worst = max(worst, sorted(ms)[min(len(ms) - 1, int(len(ms) * 0.95))])
    print(f"target: p95 <= {TARGET_MS:.0f} ms a step -> {'ok' if worst <= TARGET_MS else 'OVER'}")
    app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(*(int(a) for a in sys.argv[1:2])))
