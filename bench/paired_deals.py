"""What a head-to-head check can tell apart, and whether pairing deals would help.

    .venv/bin/python bench/paired_deals.py --power
    .venv/bin/python bench/paired_deals.py [--a expert] [--b hard] [--iterations 10]
        [--deals 150] [--seed 7] [--jobs 2]

``--power`` reads the kept ``expert-vs-hard`` runs (bench/strength/): the standard
deviation of a game's credit to Expert minus Hard's, the 95% interval that 200 games
give, the true edge a 200-game check finds half the time and four times in five, and
how many games the measured edge would need (two-sided 5% test, 80% power, normal
approximation).

Otherwise it plays each deal twice at a 4-seat standard table (levels a, b and two
Normal seats, seated as engine.tournament rotates them), the second time with a and b
swapped: the same characters, the same game seed (so the same shuffles), the Normal
seats' seeds unchanged. Searching levels stop at ``--iterations`` (no clock), so the
check is cheap and does not depend on the machine's speed; ``--iterations 0`` plays
them at their shipped time budgets instead (slow: about 26 s a game, two at once). It prints the correlation of the two games' differences
(a's credit minus b's) and the standard error of the mean difference both ways:
over all games as if unpaired, and over the deals' means. Pairing pays only if the
correlation is well below zero (a deal that favours a's seat in one game favours b
in the other).

Why: issue 32's "Expert clearly ahead of Hard" is judged over 200 games at that table,
and the per-game difference is noisy; this says how big an edge such a check can show,
and whether a duplicate design (as in duplicate bridge) would show a smaller one.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.tournament import DEFAULT_CHARACTERS, Config, GameResult, play  # noqa: E402

Z95, Z80 = 1.959964, 0.841621  # two-sided 5% test; 80% power


def games_needed(sd: float, edge: float) -> float:
    """Games for a two-sided 5% test to find a true mean difference `edge` with 80% power."""
    return ((Z95 + Z80) * sd / edge) ** 2


def edge_found(sd: float, games: int, power_z: float) -> float:
    """The true edge that `games` games find with the power whose z is `power_z` (0: half
    the time; Z80: four times in five)."""
    return (Z95 + power_z) * sd / math.sqrt(games)


def power_report() -> str:
    from bench.strength import kept

    runs = [s for s in kept() if s["tournament"] == "expert-vs-hard"]
    d = [a - b for s in runs for a, b in s["pairs"]]
    n, mean, sd = len(d), statistics.mean(d), statistics.stdev(d)
    lines = [f"expert-vs-hard kept: {n} games over seeds "
             f"{'+'.join(str(s['seed']) for s in runs)}; Expert - Hard {mean * 100:+.1f} "
             f"points a game, standard deviation {sd:.3f}",
             f"200 games: 95% interval +-{Z95 * sd / math.sqrt(200) * 100:.1f} points; "
             f"an edge of {edge_found(sd, 200, 0.0) * 100:.1f} points passes half the time, "
             f"{edge_found(sd, 200, Z80) * 100:.1f} four times in five"]
    for edge in (mean, 0.066, 0.10):
        if edge > 0:
            lines.append(f"an edge of {edge * 100:.1f} points needs "
                         f"{games_needed(sd, edge):,.0f} games")
    return "\n".join(lines)


def difference(r: GameResult, a: str, b: str) -> float:
    credit = dict(zip(r.levels, r.credit))
    return credit[a] - credit[b]


def play_pair(args: tuple[int, Config, str, str]) -> tuple[float, float]:
    """Deal k as dealt, and again with a and b swapped in their seats."""
    k, cfg, a, b = args
    swapped = replace(cfg, seats=tuple(b if s == a else a if s == b else s for s in cfg.seats))
    first, second = play(k, cfg), play(k, swapped)
    if first.characters != second.characters:
        raise RuntimeError(f"deal {k} dealt other characters when replayed")
    return difference(first, a, b), difference(second, a, b)


def pairing_report(pairs: list[tuple[float, float]], a: str, b: str) -> str:
    d1, d2 = [x for x, _ in pairs], [y for _, y in pairs]
    every = d1 + d2
    rho = statistics.correlation(d1, d2)
    se_unpaired = statistics.stdev(every) / math.sqrt(len(every))
    se_paired = statistics.stdev([(x + y) / 2 for x, y in pairs]) / math.sqrt(len(pairs))
    return (f"{a} vs {b}: {len(pairs)} deals, {len(every)} games; mean difference "
            f"{statistics.mean(every):+.3f}; correlation of a deal's two games {rho:+.3f}; "
            f"standard error unpaired {se_unpaired:.4f}, paired {se_paired:.4f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/paired_deals.py")
    ap.add_argument("--power", action="store_true", help="the kept runs' power, play nothing")
    ap.add_argument("--a", default="expert")
    ap.add_argument("--b", default="hard")
    ap.add_argument("--iterations", type=int, default=10,
                    help="per search (Hard, Expert); 0 for the shipped time budgets")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=2)
    o = ap.parse_args(argv)
    if o.power:
        print(power_report())
        return 0
    if "normal" in (o.a, o.b) or o.a == o.b:
        ap.error("--a and --b must be two levels other than normal (the other seats are)")
    cfg = Config((o.a, o.b, "normal", "normal"), tuple(DEFAULT_CHARACTERS), o.seed)
    if o.iterations > 0:  # 0: the shipped time budgets
        cfg = replace(cfg, hard_seconds=1e9, hard_iterations=o.iterations)
    work = [(k, cfg, o.a, o.b) for k in range(o.deals)]
    if o.jobs > 1:
        from multiprocessing import get_context

        with get_context("spawn").Pool(o.jobs) as pool:
            pairs = pool.map(play_pair, work)
    else:
        pairs = [play_pair(w) for w in work]
    print(pairing_report(pairs, o.a, o.b))
    return 0


if __name__ == "__main__":
    sys.exit(main())
