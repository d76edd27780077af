"""What the Gambling Hall's table shows of a player's own hand comes from the game's view
(the screen never asks the game object): the view carries the viewer's own scores, equal
to what the game scores at the showdown, and never another player's."""

from __future__ import annotations

import random

import pytest

from engine.hall import GAMES, new_game
from engine.hall.ai import quick_choice
from engine.hall.base import HallGame
from engine.hall.den_of_thieves import evaluate
from engine.hall.the_wheel import strength_added

PLAYERS = ["A", "B", "C"]


def played(name: str, decisions: int, seed: int = 5) -> HallGame:
    """A game some decisions in (bets checked or called, the rest the quick choice)."""
    g = new_game(name, PLAYERS, None, sorted({"dragon_cards"} & GAMES[name].VARIANTS),
                 seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        p = g.pending()
        if p is None:
            break
        if p.kind == "bet":
            acts = p.options["actions"]
            g.apply(p.player, "check" if "check" in acts else "call")
        else:
            g.apply(p.player, quick_choice(g, p, rng))
    return g


@pytest.mark.parametrize("name, key", [("kings_council", "hand_points"),
                                       ("three_kingdoms", "hand_points"),
                                       ("the_wheel", "hand_score"),
                                       ("den_of_thieves", "hand_score"),
                                       ("city_square", "city_score")])
def test_the_view_scores_the_viewers_own_hand(name: str, key: str) -> None:
    g = played(name, 8)
    for p in PLAYERS:
        v = g.view(p)
        assert v[key] is not None
        breakdown = g.breakdown(p)
        if name == "city_square":
            assert v[key] == g.city_score(p).to_json()
        elif name == "den_of_thieves":
            assert v[key] == evaluate(g.hands[p], g.variants)["score"]
        elif key == "hand_points":
            assert v[key] == breakdown["per_card"]
        else:
            assert v[key] == breakdown["score"]
    assert g.view(None).get(key) is None, "a spectator has no hand to score"


def test_the_wheel_view_says_what_a_card_adds_to_each_spoke() -> None:
    gains = played("the_wheel", 3).view("A")["spoke_gains"]
    assert gains["Dragon"] == dict.fromkeys(gains["Warrior"], 3)
    for name, row in gains.items():
        assert row == {spoke: strength_added(name, spoke) for spoke in row}
        if name != "Dragon":
            assert row[name] == 2 and sorted(row.values()).count(1) == 2


def test_what_the_table_reads_holds_no_card_object() -> None:
    """The additions are numbers and names: a card object in them would count as seen by
    the AI (engine/hall/ai.py unseen_cards walks the whole view)."""
    for name in ("kings_council", "three_kingdoms", "the_wheel", "den_of_thieves",
                 "city_square", "rogues_and_warriors", "dragon_hordes"):
        v = played(name, 6).view("A")
        for key in ("hand_points", "hand_score", "hand_declaration", "spoke_gains",
                    "city_score", "face_up", "horde_ranks", "horde_colors", "king_animal"):
            assert "suit" not in repr(v.get(key)), (name, key)
