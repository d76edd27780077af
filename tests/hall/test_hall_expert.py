"""The Hall's Expert level: it never reads a hidden card, answers legally in every game,
is deterministic from its seed, and is offered wherever the Hall's levels are chosen."""

from __future__ import annotations

import json
import random

import pytest

from engine.hall import GAMES, new_game
from engine.hall import expert as ex
from engine.hall.ai import HallAI
from engine.hall.expert import ExpertHallAI, bet_choice, hall_ai, heads_up_bet
from engine.hall.match import HallMatch
from engine.hall.redact import masked
from engine.hall.seat import LEVELS, HallSeat
from tests.hall.test_hall_engine import scramble


@pytest.fixture(autouse=True)
def fewer_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fewer sampled deals keep the tests quick; what a seat may see does not depend on
    how many deals it samples."""
    monkeypatch.setattr(ex, "OUTER", 4)
    monkeypatch.setattr(ex, "INNER", 2)
    monkeypatch.setattr(ex, "OUTER_SLOW", 2)
    monkeypatch.setattr(ex, "INNER_SLOW", 2)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_expert_decisions_ignore_hidden_cards(name: str, players: int) -> None:
    """The decision of an Expert seat is the same whatever the other players' hidden
    cards (and the deck, and the dice to come) are: heads-up (the search over deals
    against a pot-odds opponent) and at a bigger table."""
    names = ["Ann", "Bo", "Cy"][:players]
    m = HallMatch({"players": names, "game": name, "seed": 3, "variants": [],
                   "seats": ["expert"] * players})
    seats = [HallSeat("expert", 20 + i) for i in range(players)]
    checked = changed = 0
    while (p := m.pending()) is not None and m.phase == "play" and checked < 6:
        player = m.names[p.seat]
        view = m.view(p.seat)
        view["redacted"] = m.redacted(p.seat)
        want = seats[p.seat].decide(json.loads(json.dumps(view)), p)
        other = m.clone()
        g = other.game
        assert g is not None
        scramble(g, player, random.Random(checked))
        changed += other.to_json() != m.to_json()
        v2 = other.view(p.seat)
        v2["redacted"] = other.redacted(p.seat)
        assert seats[p.seat].decide(v2, p) == want
        checked += 1
        m.apply(want)
    assert checked and changed, "the scramble must really move hidden cards"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_expert_plays_a_whole_game_legally_against_normal(name: str) -> None:
    """Every answer goes through the game's own apply (an illegal one raises), on the
    masked game as the app's seats see it, and the same seeds play the same game."""
    def play() -> list[str]:
        g = new_game(name, ["A", "B"], seed=7)
        seats = {"A": hall_ai("expert", 1), "B": hall_ai("normal", 2)}
        while (prompt := g.pending()) is not None:
            g.apply(prompt.player, seats[prompt.player].decide(masked(g, prompt.player),
                                                                prompt.player))
        assert g.result() is not None
        return g.log

    assert play() == play()


def test_heads_up_betting_answers_are_legal_and_raise_within_the_limits() -> None:
    for seed in range(6):
        g = new_game("rogues_and_warriors", ["A", "B"], seed=seed)
        prompt = g.pending()
        assert prompt is not None and prompt.kind == "bet"
        answer = heads_up_bet(masked(g, prompt.player), prompt.player, prompt.options,
                              random.Random(seed))
        o = prompt.options
        if isinstance(answer, dict):
            assert o["min_raise_to"] <= answer["amount"] <= o["max_raise_to"]
        else:
            assert answer in o["actions"]
        g.apply(prompt.player, answer)  # raises if illegal


def test_the_bigger_table_rule_bets_by_its_chance() -> None:
    o = {"actions": ["check", "raise_to", "all_in", "fold"], "call_amount": 0,
         "min_raise_to": 1, "max_raise_to": 49, "current_bet": 0, "pot": 3}
    assert bet_choice(0.9, o, 0, 49, 3)["action"] == "raise_to"
    assert bet_choice(0.05, o, 0, 49, 3) == "check"
    facing = {**o, "actions": ["call", "raise_to", "all_in", "fold"], "call_amount": 20,
              "current_bet": 20, "pot": 23}
    assert bet_choice(0.05, facing, 0, 49, 3) == "fold"


def test_expert_is_its_own_class_and_a_level_of_every_hall_seat() -> None:
    assert isinstance(hall_ai("expert", 1), ExpertHallAI)
    assert type(hall_ai("hard", 1)) is HallAI
    assert "expert" in LEVELS and HallSeat("expert").level == "expert"


def test_the_hall_lobby_offers_expert() -> None:
    from rdi_desktop.hall import catalog
    from rdi_desktop.hall.controller import AI_LEVELS

    assert ("AI - expert", "expert") in catalog.SEAT_KINDS
    assert "expert" in AI_LEVELS
