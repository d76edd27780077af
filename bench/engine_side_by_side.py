"""The engine's speed beside another checkout's, in one run on one machine.

    .venv/bin/python bench/engine_side_by_side.py OTHER [OTHER ...] [--turns 5] [--rounds 3]
        [--games 200]

Each ``OTHER`` is a checkout or an exported tree (say, main's: ``git archive main | tar -x
-C DIR``); with several (an old baseline and today's main), all of them and this tree take
turns in the one run. Every side is measured by the same probe (this file run with ``--probe TREE``,
importing the engine of ``TREE`` in a fresh process), so the two numbers differ only by
the engine. It plays the seeded 4-player random games of ``bench/bench_engine.py``:

- *decisions per second in pending() + apply()*: each game's decisions (recorded from its
  random seats on the first play) are replayed through ``pending()`` and ``apply()`` alone,
  so the seats' own time is not counted;
- *the 4-player game*: the whole game, set-up and random seats included, as
  ``bench_engine.py`` times it.

Why it holds up on a shared, loaded machine:

- time is the process's CPU time (``time.thread_time``), not the wall clock, so the time
  the scheduler gives the neighbours is not counted against either side;
- the sides take turns (other, this, other, this, ...), so a slow minute falls on both;
- each game's figure is its best over every round of every turn (as ``timeit`` advises:
  the slower runs measure the neighbours, not the code), and the two totals are built
  from those bests.

Prints each side's figures, how many of its modules were compiled ones (engine/native.py),
and the ratios (this tree over each other).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHARS = ("jett", "dale", "terci", "ygella")


def probe(games: int, rounds: int) -> dict[str, list[float]]:
    """In this process (the tree's engine on sys.path): each game's best CPU seconds over
    `rounds` rounds, engine alone and whole game, and its decision count."""
    from engine.game import new_game
    from engine.seats import RandomSeat

    def play(seed: int) -> tuple[float, list[int]]:
        t0 = time.thread_time()
        game = new_game({"players": [{"character": c} for c in CHARS]}, seed)
        seats = [RandomSeat(seed * 7 + i) for i in range(4)]
        chosen = []
        while (p := game.pending()) is not None:
            a = seats[p.seat].decide({}, p)
            game.apply(a)
            chosen.append(a)
        return time.thread_time() - t0, chosen

    def replay(seed: int, chosen: list[int]) -> float:
        game = new_game({"players": [{"character": c} for c in CHARS]}, seed)
        pending, apply = game.pending, game.apply
        t0 = time.thread_time()
        for a in chosen:
            pending()
            apply(a)
        if pending() is not None:
            raise SystemExit(f"seed {seed}: the replay did not end the game")
        return time.thread_time() - t0

    seeds = range(1, games + 1)
    play(0)  # warm the caches, as the bench does
    whole = [float("inf")] * games
    engine = [float("inf")] * games
    counts = [0] * games
    for _ in range(rounds):
        for k, s in enumerate(seeds):
            dt, chosen = play(s)
            whole[k] = min(whole[k], dt)
            counts[k] = len(chosen)
            engine[k] = min(engine[k], replay(s, chosen))
    try:  # the compiled engine's modules this process loaded (a tree from before it: none)
        from engine.native import compiled
        native = float(len(compiled()))
    except ImportError:
        native = 0.0
    return {"whole": whole, "engine": engine, "decisions": [float(n) for n in counts],
            "compiled": [native]}


def run(tree: str, games: int, rounds: int) -> dict[str, list[float]]:
    """One probe of `tree` in a fresh process."""
    out = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--probe", tree, "--games", str(games),
         "--rounds", str(rounds)],
        cwd=tree, capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": tree, "PYTHONHASHSEED": "0"}).stdout
    got: dict[str, list[float]] = json.loads(out)
    return got


def merge(runs: list[dict[str, list[float]]]) -> tuple[float, float, float]:
    """(decisions per second, median game ms, decisions a game) from each game's best."""
    engine = [min(r["engine"][k] for r in runs) for k in range(len(runs[0]["engine"]))]
    whole = [min(r["whole"][k] for r in runs) for k in range(len(runs[0]["whole"]))]
    decisions = runs[0]["decisions"]
    return (sum(decisions) / sum(engine), statistics.median(whole) * 1000,
            sum(decisions) / len(decisions))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other", nargs="*")
    ap.add_argument("--turns", type=int, default=5, help="probes of each side, alternating")
    ap.add_argument("--rounds", type=int, default=3, help="plays of every game per probe")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--probe", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        sys.path.insert(0, args.probe)
        print(json.dumps(probe(args.games, args.rounds)))
        return 0
    if not args.other:
        ap.error("name the other tree")
    others = [os.path.abspath(o) for o in args.other]
    trees = {**{("other" if len(others) == 1 else o): o for o in others}, "this tree": HERE}
    got: dict[str, list[dict[str, Any]]] = {k: [] for k in trees}
    for turn in range(args.turns):
        for side, tree in trees.items():
            got[side].append(run(tree, args.games, args.rounds))
        print(f"turn {turn + 1} of {args.turns} done", file=sys.stderr)
    best = {side: merge(runs) for side, runs in got.items()}
    plays = args.turns * args.rounds
    for side, (rate, median, per_game) in best.items():
        native = int(got[side][0].get("compiled", [0])[0])
        print(f"{side}: {rate:,.0f} decisions/s in pending() + apply(), 4-player game "
              f"median {median:.2f} ms ({per_game:.0f} decisions a game; CPU time, each "
              f"game's best of {plays} plays; "
              f"{f'{native} compiled modules' if native else 'pure Python'})")
    mine = best.pop("this tree")
    for side, other in best.items():
        if mine[2] != other[2]:
            print(f"note: {side} plays different games (the decision counts differ)")
        print(f"ratio over {side}: decisions/s x{mine[0] / other[0]:.2f}, "
              f"game median x{other[1] / mine[1]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
