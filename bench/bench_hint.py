"""How fast the coach answers: hint latency per prompt kind and a game review's wall time.

    .venv/bin/python bench/bench_hint.py [--per-kind N] [--reviews N] [--seed S] [--keep]

- Hints: seeded 4-player games of Normal seats are played; at prompts with a choice the
  hint (engine.ai.hint, at the shipped HINT_BUDGET) is timed, up to ``--per-kind`` of
  each prompt kind, over several seats and games. Printed per kind and overall: p50
  and p95 of wall-clock seconds (the goal: p95 at most 1.5 s on the 2-core machine).
- Review: finished seeded games of 4 and 8 Normal seats are reviewed for seat 0 at
  REVIEW_BUDGET (engine.ai.review); printed: wall seconds per game (goal: at most a
  minute for 4 players), the decisions searched and the machine's load average.

``--keep`` writes the numbers to ``bench/hint_bench.json``; the README quotes them and
a test holds it to them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.heuristic import normal  # noqa: E402
from engine.ai.hint import HINT_BUDGET, REVIEW_BUDGET, Budget, hint  # noqa: E402
from engine.ai.review import review  # noqa: E402
from engine.driver import run_game  # noqa: E402
from engine.game import Game, new_game  # noqa: E402
from engine.simulate import make_setup  # noqa: E402
from engine.tournament import DEFAULT_CHARACTERS, percentile  # noqa: E402

KEPT = Path(__file__).resolve().parent / "hint_bench.json"


def _setup(n: int, k: int) -> dict[str, Any]:
    chars = [DEFAULT_CHARACTERS[(i + k) % len(DEFAULT_CHARACTERS)] for i in range(n)]
    return make_setup("standard", n, chars)


def hint_times(per_kind: int, seed: int, budget: Budget = HINT_BUDGET, max_games: int = 12
               ) -> tuple[dict[str, list[float]], list[float], list[int]]:
    """Wall seconds of hints, per prompt kind, at a spread of moments of seeded games; the
    CPU seconds of each (what an idle core would take: the machine is shared) and the
    iterations each searched (the wall-clock guard stops a search early under load)."""
    times: dict[str, list[float]] = defaultdict(list)
    cpu: list[float] = []
    iters: list[int] = []
    for k in range(max_games):
        game = new_game(_setup(4, k), seed + k)
        seats = [normal(seed + k * 10 + i) for i in range(4)]
        step = 0
        while (p := game.pending()) is not None:
            step += 1
            full = len(times[p.kind]) >= per_kind
            # every 5th chance of a kind, so the samples spread over the game
            if len(p.options) > 1 and not full and step % 5 == 0:
                t0, c0 = time.perf_counter(), time.process_time()
                h = hint(game, p.seat, budget)
                times[p.kind].append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
                iters.append(h.iterations)
            game.apply(seats[p.seat].decide(game.view(p.seat), p))
        if times and all(len(v) >= per_kind for v in times.values()) and k >= 3:
            break
    return dict(times), cpu, iters


def played(n: int, seed: int) -> Game:
    game = new_game(_setup(n, seed), seed)
    run_game(game, [normal(seed * 10 + i) for i in range(n)])
    return game


def review_time(n: int, seed: int) -> dict[str, Any]:
    g = played(n, seed).state
    t0, c0 = time.perf_counter(), time.process_time()
    rev = review(g.setup, g.seed, list(g.decisions), 0, REVIEW_BUDGET)
    return {"players": n, "seconds": round(time.perf_counter() - t0, 2),
            "cpu_seconds": round(time.process_time() - c0, 2),
            "decisions": len(rev.moments), "game_decisions": len(g.decisions)}


def _ms(xs: list[float], q: float) -> float:
    return round(1000 * percentile(xs, q), 1)


def hints_part(per_kind: int, full_per_kind: int, seed: int) -> dict[str, Any]:
    """Hints at the shipped budget (its wall-clock guard on), and full-budget hints (the
    guard off) timed in CPU seconds: what a hint costs a core of its own."""
    times, cpu, iters = hint_times(per_kind, seed)
    every = [t for v in times.values() for t in v]
    kinds = {k: {"n": len(v), "p50_ms": _ms(v, 0.5), "p95_ms": _ms(v, 0.95)}
             for k, v in sorted(times.items())}
    for k, row in kinds.items():
        print(f"hint {k:8s} n={row['n']:3d} p50 {row['p50_ms']:7.1f} ms  "
              f"p95 {row['p95_ms']:7.1f} ms")
    iters.sort()
    mid = iters[len(iters) // 2] if iters else 0
    print(f"hint all      n={len(every):3d} p50 {_ms(every, 0.5):7.1f} ms  "
          f"p95 {_ms(every, 0.95):7.1f} ms  (median {mid} iterations)")
    unguarded = Budget(**{**HINT_BUDGET.__dict__, "seconds": 1e9})
    _t, full, full_iters = hint_times(full_per_kind, seed + 1000, unguarded)
    print(f"full-budget hints n={len(full)} CPU p50 {_ms(full, 0.5):.1f} ms  "
          f"p95 {_ms(full, 0.95):.1f} ms")
    return {"hints": {"n": len(every), "p50_ms": _ms(every, 0.5), "p95_ms": _ms(every, 0.95),
                      "iterations_p50": mid, "per_kind": kinds},
            "full_hint_cpu": {"n": len(full), "p50_ms": _ms(full, 0.5),
                              "p95_ms": _ms(full, 0.95)},
            "hint_budget_iterations": HINT_BUDGET.max_iterations,
            "hint_guard_seconds": HINT_BUDGET.seconds,
            "load_average_at_start": round(os.getloadavg()[0], 2), "hints_nice": os.nice(0)}


def reviews_part(reviews: int, seed: int) -> dict[str, Any]:
    rows = [review_time(n, seed + r) for n in (4, 8) for r in range(reviews)]
    for r in rows:
        print(f"review {r['players']} players: {r['seconds']:.1f} s (CPU "
              f"{r['cpu_seconds']:.1f} s) for {r['decisions']} decisions searched")
    return {"reviews": rows, "review_budget_iterations": REVIEW_BUDGET.max_iterations,
            "review_max_seconds": {str(n): max(r["seconds"] for r in rows
                                               if r["players"] == n) for n in (4, 8)},
            "review_load_average_at_start": round(os.getloadavg()[0], 2),
            "reviews_nice": os.nice(0)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--per-kind", type=int, default=20)
    ap.add_argument("--full-per-kind", type=int, default=2,
                    help="full-budget hints timed in CPU seconds, per prompt kind")
    ap.add_argument("--reviews", type=int, default=2, help="games reviewed per table size")
    ap.add_argument("--part", choices=("all", "hints", "reviews"), default="all")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep", action="store_true",
                    help="write the parts run into bench/hint_bench.json (the others kept)")
    a = ap.parse_args()
    out: dict[str, Any] = {"cores": os.cpu_count()}
    if a.part in ("all", "hints"):
        out.update(hints_part(a.per_kind, a.full_per_kind, a.seed))
    if a.part in ("all", "reviews"):
        out.update(reviews_part(a.reviews, a.seed))
    if a.keep:
        old = json.loads(KEPT.read_text(encoding="utf-8")) if KEPT.exists() else {}
        KEPT.write_text(json.dumps({**old, **out}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
