"""Gambling Hall speed: AI decisions per second and whole AI games per second."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.hall import new_game  # noqa: E402
from engine.hall.ai import HallAI  # noqa: E402


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


if __name__ == "__main__":
    for game in ("rogues_and_warriors", "threes", "den_of_thieves", "city_square",
                 "the_wheel", "dragon_hordes"):
        bench(game, "normal", 5)
    bench("kings_council", "hard", 3)
    bench("kings_council", "easy", 10)
