"""Thousands of seeded random games: all end, no exception, no invariant violation."""

from __future__ import annotations

import pytest

from engine.simulate import play_one, simulate

CHUNKS = 8
GAMES_PER_CHUNK = 250  # 2,000 games over 2-8 players
#: the chunks `make test` plays; the rest of the 2,000 games are in the slow tier
QUICK_CHUNKS = 1


@pytest.mark.parametrize("chunk", [pytest.param(k, marks=[pytest.mark.slow] if k >= QUICK_CHUNKS
                                                else []) for k in range(CHUNKS)])
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


@pytest.mark.parametrize("mode", ["two-headed-dragon", "boss-battle", "two-headed-boss-battle",
                                  "leaders-and-lackeys", "otto"])
def test_variant_games_keep_invariants(mode: str) -> None:
    res = simulate(120, None, seed=7, check=True, mode=mode)
    assert res.errors == [] and res.violations == []
    assert res.games == 120


def test_team_gold_is_counted_once() -> None:
    from engine.game import new_game
    from engine.invariants import gold_total

    g = new_game({"mode": "two-headed-dragon", "players": [
        {"character": "jett", "team": "A"}, {"character": "terci", "team": "A"},
        {"character": "dale", "team": "B"}, {"character": "ygella", "team": "B"}]}, 3).state
    assert g.teams == {"A": {"fortitude": 20, "alcohol": 0, "gold": 10, "potions": 2},
                       "B": {"fortitude": 20, "alcohol": 0, "gold": 10, "potions": 2}}
    assert gold_total(g) == 20 + g.inn + g.pot
    assert all(p.gold == 10 for p in g.players)


def test_boss_setup() -> None:
    from engine.game import new_game

    game = new_game({"mode": "boss-battle", "players": [
        {"character": "jett"}, {"character": "petra", "boss": True},
        {"character": "dale"}, {"character": "terci"}]}, 5)
    g = game.state
    boss = g.players[1]
    assert g.active == 1  # the Boss always goes first
    assert len(boss.hand) == 9 and len(boss.hand) + len(boss.deck) == 55
    assert boss.state["hellfire_side"] == "boss"
    assert g.teams["Boss"]["potions"] == 3 and g.teams["Challengers"]["potions"] == 3


def test_bar_deck_and_prizes_keep_invariants() -> None:
    from engine.game import new_game
    from engine.invariants import baseline, violations
    from engine.seats import RandomSeat

    for seed in range(30):
        game = new_game({"players": [{"character": c} for c in ("jett", "dale", "terci")],
                         "options": {"bar_deck": True, "prize": True}}, seed)
        assert len(game.state.drink_deck) == 30 - 3
        assert len(game.state.variants["bar_deck"].reserve) == 30
        base = baseline(game.state)
        seats = [RandomSeat(seed + i) for i in range(3)]
        while (p := game.pending()) is not None:
            game.apply(seats[p.seat].decide({}, p))
            assert violations(game.state, base) == []
        held = [c for pl in game.state.players for c in pl.state.get("prizes", [])]
        st = game.state.variants["prize"]
        prizes = st.inn + st.bin + held + st.pot
        assert sorted(prizes) == sorted(["dales-finest-mushroom", "speedy-runners-stopwatch",
                                         "straw-of-misdirection"])
