"""The engine's speed beside another checkout's, in one run on one machine.

Runs ``bench/bench_engine.py`` of this tree and of ``OTHER`` (a checkout or an
exported tree of, say, main) in turns, ``--turns`` times each, and prints both
sides' decisions per second (each run: every game's fastest of five) and the
4-player game's median, best over the turns, and the ratios.

    .venv/bin/python bench/engine_side_by_side.py OTHER [--turns 3]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(tree: str) -> tuple[float, float]:
    """(decisions per second, median game ms) of one run of ``tree``'s bench."""
    out = subprocess.run([sys.executable, os.path.join(tree, "bench", "bench_engine.py")],
                         cwd=tree, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": tree}).stdout
    rate = float(re.search(r"pending\(\): ([\d,]+)", out).group(1).replace(",", ""))  # type: ignore[union-attr]
    median = float(re.search(r"median ([\d.]+) ms", out).group(1))  # type: ignore[union-attr]
    return rate, median


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other")
    ap.add_argument("--turns", type=int, default=3)
    args = ap.parse_args()
    sides: dict[str, list[tuple[float, float]]] = {"this tree": [], "other": []}
    for _ in range(args.turns):
        sides["other"].append(run(os.path.abspath(args.other)))
        sides["this tree"].append(run(HERE))
    best = {k: (max(r for r, _ in v), min(m for _, m in v)) for k, v in sides.items()}
    for k, (rate, median) in best.items():
        print(f"{k}: {rate:,.0f} decisions/s, 4-player game median {median:.2f} ms "
              f"(best of {args.turns} runs)")
    print(f"ratio: decisions/s x{best['this tree'][0] / best['other'][0]:.2f}, "
          f"game median x{best['other'][1] / best['this tree'][1]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
