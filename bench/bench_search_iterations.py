"""Hard's and Expert's search iterations per decision at their shipped budgets.

    .venv/bin/python bench/bench_search_iterations.py [OTHER] [--decisions 24] [--turns 2]

Both levels search for a wall-clock budget (engine/ai/ismcts.py: Hard 0.42 s, Expert
0.75 s, and a search stops early once its leader cannot be caught), so a faster engine
buys them more iterations per decision, not quicker answers. This asks each level the
same questions: 4-player games (jett, dale, terci, ygella) played by Normal seats, and
at seat 0's first ``--decisions`` questions that the level searches, the level is asked
too (its answer is not played, so every tree sees the same positions).

Given ``OTHER`` (a checkout or exported tree, say main's), both trees are measured in
turns (other, this, other, this, ...), each in a fresh process, and the figures are
printed side by side. Per level: the median and mean iterations per searched decision
(wall-clock budget, as shipped: a loaded machine lowers them), and iterations per CPU
second of the searches (the process's CPU time: what the machine's load takes away is
left out). Each figure is the best over the turns.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from typing import Any

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHARS = ("jett", "dale", "terci", "ygella")
LEVELS = ("hard", "expert")


def probe(decisions: int) -> dict[str, dict[str, Any]]:
    """In this process (the tree's engine on sys.path): each level's iterations at each
    of the first `decisions` questions it searches, and its searches' CPU seconds."""
    from engine.ai.ismcts import expert, hard
    from engine.game import new_game
    from engine.seats import make_seat

    out: dict[str, dict[str, Any]] = {}
    for level in LEVELS:
        seat = (hard if level == "hard" else expert)(0)
        iters: list[int] = []
        game_no = 0
        while len(iters) < decisions:
            game_no += 1
            game = new_game({"players": [{"name": f"P{i}", "character": c}
                                         for i, c in enumerate(CHARS)]}, game_no)
            normal = [make_seat("normal", seed=game_no * 10 + i) for i in range(4)]
            while (p := game.pending()) is not None and len(iters) < decisions:
                view = game.view(p.seat)
                if (p.seat == 0 and len(p.options) > 1
                        and p.kind in seat.budget.search_kinds):
                    asked = dict(view, redacted=game.redacted(p.seat))
                    seat.decide(asked, p)
                    iters.append(seat.last_iterations)
                game.apply(normal[p.seat].decide(view, p))
        out[level] = {"iterations": iters, "cpu": seat.search_cpu_seconds,
                      "wall": seat.search_seconds, "budget": seat.budget.seconds}
    return out


def run(tree: str, decisions: int) -> dict[str, dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--probe", tree,
         "--decisions", str(decisions)],
        cwd=tree, capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": tree})
    got: dict[str, dict[str, Any]] = json.loads(done.stdout)
    return got


def summary(runs: list[dict[str, dict[str, Any]]], level: str) -> str:
    """One tree's line for `level`: the best turn's median, mean and iterations/CPU-s."""
    med = max(statistics.median(r[level]["iterations"]) for r in runs)
    mean = max(statistics.fmean(r[level]["iterations"]) for r in runs)
    per_cpu = max(sum(r[level]["iterations"]) / r[level]["cpu"] for r in runs)
    n = len(runs[0][level]["iterations"])
    return (f"{level} ({runs[0][level]['budget']:.2f} s): median {med:.0f}, mean {mean:.0f} "
            f"iterations per decision over {n} decisions; {per_cpu:,.0f} iterations per "
            "CPU second")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other", nargs="?")
    ap.add_argument("--decisions", type=int, default=24)
    ap.add_argument("--turns", type=int, default=2)
    ap.add_argument("--probe", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        sys.path.insert(0, args.probe)
        print(json.dumps(probe(args.decisions)))
        return 0
    trees = {"this tree": HERE}
    if args.other:
        trees = {"other": os.path.abspath(args.other), **trees}
    got: dict[str, list[dict[str, dict[str, Any]]]] = {k: [] for k in trees}
    for turn in range(args.turns):
        for side, tree in trees.items():
            got[side].append(run(tree, args.decisions))
        print(f"turn {turn + 1} of {args.turns} done", file=sys.stderr)
    for level in LEVELS:
        for side, runs in got.items():
            print(f"{side}: {summary(runs, level)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
