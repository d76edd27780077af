"""Engine speed: full random games, clone(), and apply()+pending() throughput.

Targets (issue "Rules engine"): a 4-player random game <= 25 ms median, clone() <= 0.5 ms,
>= 30,000 decisions per second.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game import new_game  # noqa: E402
from engine.seats import RandomSeat  # noqa: E402

CHARS = ("jett", "dale", "terci", "ygella")


def one_game(seed: int) -> tuple[float, int, list[float]]:
    game = new_game({"players": [{"character": c} for c in CHARS]}, seed)
    seats = [RandomSeat(seed * 7 + i) for i in range(4)]
    answers = []
    t0 = time.perf_counter()
    while True:
        p = game.pending()
        if p is None:
            break
        a = seats[p.seat].decide({}, p)
        answers.append(a)
        game.apply(a)
    dt = time.perf_counter() - t0
    return dt, len(answers), []


def main() -> None:
    one_game(0)
    times, decisions = [], 0
    for s in range(1, 201):
        dt, n, _ = one_game(s)
        times.append(dt)
        decisions += n
    times.sort()
    print(f"4-player random game: median {statistics.median(times) * 1000:.2f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1000:.2f} ms (target <= 25 ms median)")
    print(f"decisions per second (apply + pending, incl. seat): {decisions / sum(times):,.0f} "
          f"(target >= 30,000)")
    game = new_game({"players": [{"character": c} for c in CHARS]}, 5)
    seats = [RandomSeat(i) for i in range(4)]
    for _ in range(60):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        game.clone()
    dt = (time.perf_counter() - t0) / n
    print(f"clone(): {dt * 1000:.3f} ms (target <= 0.5 ms)")
    t0 = time.perf_counter()
    for _ in range(200):
        game.to_json()
    print(f"to_json(): {(time.perf_counter() - t0) / 200 * 1000:.3f} ms")


if __name__ == "__main__":
    main()
