"""Decision speed of each AI level: decisions per second and p50/p95 decision time.

    .venv/bin/python bench/bench_ai.py [--games N] [--hard-seconds S]
        [--hard-iterations N] [--seed S] [--levels random,easy,normal,hard]

Each level plays seat 0 of 4-player games against Normal seats (Random for the
random level's table too would make games shorter and unlike real play). For Hard
it also prints the search's iterations per second (over the decisions it searched):
strength is judged per iteration (`--hard-iterations` fixes the count, so the
machine's speed cannot move it) and speed per second, separately.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.driver import run_game  # noqa: E402
from engine.game import new_game  # noqa: E402
from engine.seats import make_seat  # noqa: E402
from engine.tournament import TimedSeat, percentile  # noqa: E402

CHARS = ("jett", "dale", "terci", "ygella", "petra")


def bench(level: str, games: int, seed: int, hard_seconds: float | None,
          hard_iterations: int | None = None) -> tuple[list[float], int, float, float]:
    """Decision times of `level` in seat 0, plus iterations, wall and CPU seconds of its
    searches (CPU time says what an idle core would do on a machine others load)."""
    times: list[float] = []
    iters, search_s, cpu_s = 0, 0.0, 0.0
    for k in range(games):
        setup = {"players": [{"name": f"P{i}", "character": CHARS[(i + k) % 5]}
                             for i in range(4)]}
        game = new_game(setup, seed + k)
        if level in ("hard", "expert") and (hard_seconds is not None
                                            or hard_iterations is not None):
            from engine.ai.ismcts import expert, hard

            make = hard if level == "hard" else expert
            inner = make(k, seconds=hard_seconds, max_iterations=hard_iterations)
        else:
            inner = make_seat(level, seed=k)
        timed = TimedSeat(inner)
        seats = [timed] + [make_seat("normal", seed=k * 10 + i) for i in range(1, 4)]
        run_game(game, seats)
        times.extend(timed.times)
        iters += int(getattr(inner, "total_iterations", 0))
        search_s += float(getattr(inner, "search_seconds", 0.0))
        cpu_s += float(getattr(inner, "search_cpu_seconds", 0.0))
    return times, iters, search_s, cpu_s


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20,
                    help="games per level (hard, expert: a fifth)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hard-seconds", type=float, default=None)
    ap.add_argument("--hard-iterations", type=int, default=None)
    ap.add_argument("--levels", default="random,easy,normal,hard,expert")
    a = ap.parse_args(argv)
    print(f"{'level':<8} {'decisions':>9} {'per s':>10} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}"
          f" {'iter/s':>8} {'iter/cpu-s':>10}")
    for level in a.levels.split(","):
        n = max(1, a.games // 5) if level in ("hard", "expert") else a.games
        t0 = time.perf_counter()
        ts, iters, search_s, cpu_s = bench(level, n, a.seed, a.hard_seconds,
                                           a.hard_iterations)
        _ = time.perf_counter() - t0
        total = sum(ts)
        rate = len(ts) / total if total > 0 else float("inf")
        ips = f"{iters / search_s:>8.0f}" if search_s > 0 else f"{'-':>8}"
        ips += f" {iters / cpu_s:>10.0f}" if cpu_s > 0 else f" {'-':>10}"
        print(f"{level:<8} {len(ts):>9} {rate:>10.0f} {statistics.median(ts) * 1000:>8.3f} "
              f"{percentile(ts, 0.95) * 1000:>8.3f} {max(ts) * 1000:>8.3f} {ips}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
