"""Thousands of seeded random games: all end, no exception, no invariant violation."""

from __future__ import annotations

import pytest

from engine.simulate import play_one, simulate

CHUNKS = 8
GAMES_PER_CHUNK = 250  # 2,000 games over 2-8 players


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_invariants(chunk: int) -> None:
    res = simulate(GAMES_PER_CHUNK, None, seed=10_000 * chunk + 1, check=True)
    assert res.errors == []
    assert res.violations == []
    assert res.games == GAMES_PER_CHUNK
    assert sum(res.endings[k] for k in ("one winner", "tie", "no winner")) == GAMES_PER_CHUNK


def test_every_player_count_finishes() -> None:
    chars = ["jett", "dale", "terci", "ygella", "petra"]
    for n in range(2, 9):
        game, bad = play_one(n * 17, n, chars, check=True)
        assert bad == [] and game.over
        assert len(game.state.winners) >= 1
        assert sum(p.alive for p in game.state.players) <= 1
