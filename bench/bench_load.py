"""Loading a saved game: the checked load (engine/filecheck) side by side with the
unchecked one it replaced.

The unchecked load is what ``Game.from_json`` did before every file was checked: the
standard library's ``json.loads``, the game built from the snapshot and its log's events
rebuilt (as that code did it). The checked
load is ``Game.from_json`` now: msgspec's reader, the form checked, the game built, its
meaning checked against the game its set-up starts. Saves of normal games (four
players, every variant, 150 decisions in) are loaded alternately by both, many times
each; the report gives each one's median per save and the median of the ratios.
Target: the checked load within 10% of the unchecked one.

The game a set-up starts is built on the first load of that game and kept
(engine/filecheck/start.py), so the repeated loads above time the check itself; the
"first load" line times a load with nothing kept (the first Continue after starting
the app), the starting game built as part of it.

    .venv/bin/python bench/bench_load.py [--saves 12] [--reps 40]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TARGET = 1.10


def saves(n: int) -> list[str]:
    from engine.game import new_game
    from engine.kits import playable_characters
    from engine.seats import RandomSeat
    from engine.simulate import make_setup
    from engine.soak import VARIANTS

    chars = playable_characters()
    out = []
    opts = list(VARIANTS.values())
    for k in range(n):
        setup = dict(make_setup("standard", 4, [chars[(k * 3 + i) % len(chars)]
                                                for i in range(4)]),
                     options=dict(opts[k % len(opts)]))
        g = new_game(setup, 100 + k)
        seat = RandomSeat(k)
        for _ in range(150):
            p = g.pending()
            if p is None:
                break
            g.apply(seat.decide({}, p))
        out.append(g.to_json())
    return out


def unchecked(text: str) -> Any:
    """``Game.from_json`` as it was before the check, for a save with a snapshot: the
    standard library's reader, the state restored, the log's events rebuilt."""
    from engine.events import Event
    from engine.game import Game, restore

    data = json.loads(text)
    game = Game(restore(data["snapshot"]))
    events = []
    for e in data.get("log") or []:
        d = dict(e)
        events.append(Event(str(d.pop("kind")), d))
    game.state.events = events
    return game


def checked(text: str) -> Any:
    from engine.game import Game

    return Game.from_json(text)


def first_load(text: str) -> Any:
    """The checked load with no starting game kept (the first load of this game)."""
    from engine.filecheck.start import clear

    clear()
    return checked(text)


def _time(f: Any, text: str) -> float:
    """The CPU time of one load (the machine is shared: wall time would count the time
    other processes took)."""
    t = time.process_time()
    f(text)
    return time.process_time() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--saves", type=int, default=12)
    ap.add_argument("--reps", type=int, default=40)
    args = ap.parse_args(argv)
    texts = saves(args.saves)
    for t in texts:  # warm: every module imported, every check compiled
        checked(t)
        unchecked(t)
    ratios, old_ms, new_ms, first_ms, first_ratios = [], [], [], [], []
    for t in texts:
        a, b, c = [], [], []
        for _ in range(args.reps):  # alternately, so all see the same machine load
            a.append(_time(unchecked, t))
            c.append(_time(first_load, t))
            b.append(_time(checked, t))
        old, new = statistics.median(a) * 1000, statistics.median(b) * 1000
        first = statistics.median(c) * 1000
        old_ms.append(old)
        new_ms.append(new)
        first_ms.append(first)
        ratios.append(new / old)
        first_ratios.append(first / old)
    ratio = statistics.median(ratios)
    print(f"{len(texts)} saves of {min(map(len, texts)) // 1024}-"
          f"{max(map(len, texts)) // 1024} KB, {args.reps} loads each, medians:")
    print(f"  unchecked (json + build):       {statistics.median(old_ms):.3f} ms")
    print(f"  checked (Game.from_json now):   {statistics.median(new_ms):.3f} ms")
    print(f"  checked / unchecked, median:    {ratio:.3f} (target <= {TARGET})")
    print(f"  checked, first load of a game:  {statistics.median(first_ms):.3f} ms "
          f"({statistics.median(first_ratios):.3f} of unchecked)")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
