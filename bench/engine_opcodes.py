"""The engine's work per decision counted, not timed: bytecodes and Python calls.

    .venv/bin/python bench/engine_opcodes.py [OTHER] [--games 30] [--top 0]

On the shared 2-core machine a timing moves by +-15% with the neighbours' load, which
hides a 3% change; a count does not move at all. This replays the seeded 4-player
random games of ``bench/bench_engine.py`` (decisions recorded from the random seats
first) through ``pending()`` and ``apply()`` under a tracer, and prints the bytecodes
and Python calls per decision: a deterministic stand-in for the engine's speed (not a
replacement for it: a C call counts as one bytecode however long it runs). ``--top N``
lists the N functions with the most bytecodes of their own. Given ``OTHER`` (a checkout
or exported tree, say main's), that tree is counted the same way in a fresh process.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
from types import FrameType
from typing import Any

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHARS = ("jett", "dale", "terci", "ygella")


def count(tree: str, games: int, top: int) -> dict[str, Any]:
    """In this process (the tree's engine on sys.path): bytecodes and calls per decision."""
    from engine.game import new_game
    from engine.seats import RandomSeat

    def setup() -> dict[str, Any]:
        return {"players": [{"character": c} for c in CHARS]}

    recorded = []
    for seed in range(1, games + 1):
        game = new_game(setup(), seed)
        seats = [RandomSeat(seed * 7 + i) for i in range(4)]
        chosen = []
        while (p := game.pending()) is not None:
            a = seats[p.seat].decide({}, p)
            game.apply(a)
            chosen.append(a)
        recorded.append((seed, chosen))
    ops: collections.Counter[tuple[str, int, str]] = collections.Counter()
    calls: collections.Counter[tuple[str, int, str]] = collections.Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        code = frame.f_code
        key = (os.path.relpath(code.co_filename, tree), code.co_firstlineno, code.co_name)
        if event == "opcode":
            ops[key] += 1
        elif event == "call":
            calls[key] += 1
        return tracer

    decisions = 0
    for seed, chosen in recorded:
        game = new_game(setup(), seed)
        sys.settrace(tracer)
        for a in chosen:
            game.pending()
            game.apply(a)
        sys.settrace(None)
        decisions += len(chosen)
    return {"ops": sum(ops.values()) / decisions, "calls": sum(calls.values()) / decisions,
            "top": [(f"{name} {path}:{line}", n / decisions, calls[(path, line, name)] / decisions)
                    for (path, line, name), n in ops.most_common(top)]}


def report(side: str, got: dict[str, Any]) -> None:
    print(f"{side}: {got['ops']:,.0f} bytecodes and {got['calls']:.1f} Python calls "
          "per decision")
    for where, n, c in got["top"]:
        print(f"  {n:7.1f} bytecodes {c:5.2f} calls  {where}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other", nargs="?")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--top", type=int, default=0)
    ap.add_argument("--probe", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        sys.path.insert(0, args.probe)
        print(json.dumps(count(args.probe, args.games, args.top)))
        return 0
    trees = {"this tree": HERE}
    if args.other:
        trees = {"other": os.path.abspath(args.other), **trees}
    got = {}
    for side, tree in trees.items():
        out = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--probe", tree, "--games",
             str(args.games), "--top", str(args.top)],
            cwd=tree, capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONPATH": tree}).stdout
        got[side] = json.loads(out)
        report(side, got[side])
    if args.other:
        print(f"ratio: bytecodes x{got['other']['ops'] / got['this tree']['ops']:.2f}, "
              f"calls x{got['other']['calls'] / got['this tree']['calls']:.2f} fewer")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
