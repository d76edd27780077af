"""Gambling Hall speed: AI decisions per second and whole AI games per second; and, for
the Hall on the engine interface (HallMatch + HallSeat, what the app runs), the time of
one AI decision including the view and the masked copy of the game (median and p95),
and the share of it that the masking costs."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.hall import new_game  # noqa: E402
from engine.hall.ai import HallAI  # noqa: E402
from engine.hall.match import HallMatch  # noqa: E402
from engine.hall.seat import HallSeat  # noqa: E402


def bench(name: str, level: str, games: int) -> None:
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        players = ["A", "B", "C", "D"]
        g = new_game(name, players, seed=seed)
        seats = {p: HallAI(level, seed=seed * 10 + i) for i, p in enumerate(players)}
        while (prompt := g.pending()) is not None:
            g.apply(prompt.player, seats[prompt.player].decide(g, prompt.player))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"{name:22s} {level:7s} {decisions / elapsed:8.1f} AI decisions/s "
          f"{games / elapsed:7.2f} games/s ({games} games, 4 players)")


def bench_match(name: str, level: str, games: int) -> None:
    """Per decision: pending + view + masked game + decide + apply, as run_match does."""
    total: list[float] = []
    masking: list[float] = []
    for seed in range(games):
        names = ["A", "B", "C", "D"]
        m = HallMatch({"players": names, "game": name, "seed": seed, "seats": [level] * 4})
        seats = [HallSeat(level, seed * 10 + i) for i in range(4)]
        while (p := m.pending()) is not None:
            t0 = time.perf_counter()
            view = m.view(p.seat)
            t1 = time.perf_counter()
            view["redacted"] = m.redacted(p.seat)
            t2 = time.perf_counter()
            m.apply(seats[p.seat].decide(view, p))
            total.append(time.perf_counter() - t0)
            masking.append(t2 - t1)
    total.sort()
    med = total[len(total) // 2]
    p95 = total[int(len(total) * 0.95)]
    share = sum(masking) / sum(total)
    print(f"match {name:16s} {level:7s} decision median {med * 1000:7.2f} ms  "
          f"p95 {p95 * 1000:7.2f} ms  masking {share:5.1%} of the time "
          f"({len(total)} decisions)")


if __name__ == "__main__":
    for game in ("rogues_and_warriors", "threes", "city_square"):
        bench_match(game, "normal", 3)
    for game in ("rogues_and_warriors", "threes", "den_of_thieves", "city_square",
                 "the_wheel", "dragon_hordes"):
        bench(game, "normal", 5)
    bench("kings_council", "hard", 3)
    bench("kings_council", "easy", 10)
