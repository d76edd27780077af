"""Phyll's Mix-ins beyond the scenarios (tests/scenarios/rdi8/21-28): the opening hand's
Mix-ins go to the Shelf, the Shelf is counted by the card invariant and public in every
view, a mixed Drink keeps its mark through a save, and the Normal AI puts a Mix-in on a
rival's Drink, never on its own."""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.scenario import build
from engine.seats import make_seat


def _mixins() -> set[str]:
    return {c for c in cards().deck_list("phyll") if "mixin" in cards().get(c).subtypes}


def test_the_deck_has_eight_mix_ins_and_forty_cards() -> None:
    deck = cards().deck_list("phyll")
    assert len(deck) == 40
    assert sum(1 for c in deck if c in _mixins()) == 8


def test_opening_hand_mix_ins_go_to_the_shelf_with_no_replacement() -> None:
    seen = 0
    for seed in range(40):
        g = new_game({"players": [{"name": "P", "character": "phyll"},
                                  {"name": "J", "character": "jett"}]}, seed=seed).state
        phyll = g.players[0]
        shelf = phyll.state["shelf"]
        assert not any(c in _mixins() for c in phyll.hand)
        assert len(phyll.hand) + len(shelf) == 7  # no replacement draw
        seen += len(shelf)
    assert seen > 0


def _at_jetts_drink(jett_hand: tuple[str, ...] = ()) -> Game:
    data: dict[str, Any] = {
        "seed": 3, "mode": "standard",
        "players": [
            {"name": "Phyll", "character": "phyll", "hand": ["shaken-not-stirred"],
             "deck": ["gambling-im-in"] * 6, "drink_me": ["light-ale"],
             "state": {"shelf": ["dash-of-troll-bitters"]}, "alcohol": 0},
            {"name": "Jett", "character": "jett", "hand": list(jett_hand), "alcohol": 6,
             "fortitude": 10,
             "deck": ["gambling-im-in"] * 6, "drink_me": ["dark-ale"]}],
        "drink_deck": ["light-ale", "dark-ale"], "start": {"player": "Jett", "phase": "drink"}}
    return build(data)


def test_the_shelf_is_public_and_counted() -> None:
    game = _at_jetts_drink()
    base = baseline(game.state)
    assert game.view(1)["players"][0]["state"]["shelf"] == ["dash-of-troll-bitters"]
    red = game.redacted(1)
    assert red["snapshot"]["players"][0]["state"]["shelf"] == ["dash-of-troll-bitters"]
    p = game.pending()
    assert p is not None and p.kind == "respond"
    game.apply(next(o for o in p.options if o.card == "dash-of-troll-bitters"))
    game.pending()
    assert violations(game.state, base) == []


def test_a_mixed_drink_keeps_its_mark_through_a_save() -> None:
    game = _at_jetts_drink(("i-dont-think-so",))
    p = game.pending()
    assert p is not None
    game.apply(next(o for o in p.options if o.card == "dash-of-troll-bitters"))
    p = game.pending()  # Jett may answer the Mix-in: it is marked on the Drink already
    assert p is not None and p.seat == 1 and p.context.get("to") == "dash-of-troll-bitters"
    drinks = list(game.state.drinks.values())
    assert drinks and drinks[0].tags.get("mixin") == "dash-of-troll-bitters"
    again = Game.from_json(game.to_json())
    assert list(again.state.drinks.values())[0].tags == drinks[0].tags
    assert again.view(0)["drinks"][0]["tags"]["mixin"] == "dash-of-troll-bitters"


def test_normal_mixes_a_rivals_drink() -> None:
    game = _at_jetts_drink()
    p = game.pending()
    assert p is not None and p.seat == 0
    seat = make_seat("normal", seed=1)
    pick = p.options[p.index_of(seat.decide(game.view(0), p))]
    assert pick.card == "dash-of-troll-bitters"  # Jett at 6/10: +2 hurts


def test_normal_does_not_mix_its_own_drink() -> None:
    data: dict[str, Any] = {
        "seed": 3, "mode": "standard",
        "players": [
            {"name": "Phyll", "character": "phyll", "hand": [], "alcohol": 6, "fortitude": 10,
             "deck": ["gambling-im-in"] * 6, "drink_me": ["dark-ale"],
             "state": {"shelf": ["dash-of-troll-bitters"]}},
            {"name": "Jett", "character": "jett", "hand": [],
             "deck": ["gambling-im-in"] * 6, "drink_me": ["dark-ale"]}],
        "drink_deck": ["light-ale", "dark-ale"], "start": {"player": "Phyll", "phase": "drink"}}
    game = build(data)
    p = game.pending()
    assert p is not None and p.seat == 0
    seat = make_seat("normal", seed=1)
    assert p.options[p.index_of(seat.decide(game.view(0), p))].card is None
