"""Wizgille beyond the scenarios (tests/scenarios/rdi3/23-27): the Gear deck reshuffles its
discards, a Gear window comes before its Device's, the Normal AI fixes (Negates) a Gear that
weakens her own Device and leaves a helpful one, and random games keep every invariant."""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.invariants import baseline, violations
from engine.scenario import build
from engine.seats import make_seat
from tests.engine.checked_games import play_checked

FILL = ["gambling-im-in"] * 8


def _table(gears: list[str], hand: list[str]) -> Any:
    return build({
        "seed": 3, "mode": "standard",
        "players": [{"name": "Wizgille", "character": "wizgille", "hand": hand,
                     "deck": FILL, "drink_me": ["light-ale"], "decks": {"gear": gears}},
                    {"name": "Jett", "character": "jett", "hand": [], "deck": FILL,
                     "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale"] * 6, "start": {"player": "Wizgille", "phase": "action"}})


def test_the_gear_deck_reshuffles_its_discards() -> None:
    from engine.characters.wizgille import reveal_gear

    game = _table([], [])
    g = game.state
    g.players[0].state["gear_discard"] = ["backfire", "spare-parts"]
    base = baseline(g)
    got = reveal_gear(g, 0)
    assert got in ("backfire", "spare-parts")
    assert len(g.players[0].state["gear_deck"]) == 1
    assert g.players[0].state["gear_discard"] == [got]
    assert violations(g, base) == []
    assert len(cards().character("wizgille").side_deck("gear")) == 18


def _at_gear(gear: str) -> tuple[Any, Any]:
    game = _table([gear, "spare-parts"], ["oh-no-its-not-supposed-to-do-that",
                                          "wait-wait-i-can-fix-that"])
    game.apply({"card": "oh-no-its-not-supposed-to-do-that"})
    p = game.pending()
    assert p is not None and p.context.get("to") == gear  # the Gear is answered first
    return game, p


def test_normal_fixes_a_gear_that_weakens_her_device() -> None:
    game, p = _at_gear("its-not-supposed-to-shoot-sparks")
    seat = make_seat("normal", seed=1)
    assert p.options[p.index_of(seat.decide(game.view(0), p))].card == "wait-wait-i-can-fix-that"


def test_normal_keeps_a_gear_that_helps() -> None:
    game, p = _at_gear("extra-sprocket")
    seat = make_seat("normal", seed=1)
    assert p.options[p.index_of(seat.decide(game.view(0), p))].card is None
    game.apply(p.options[-1])
    while (q := game.pending()) is not None and game.state.phase == "action":
        game.apply(q.options[-1])
    assert game.state.players[1].fortitude == 17  # 2 + the sprocket's 1


def test_random_games_with_wizgille_keep_every_invariant() -> None:
    gears = 0
    for seed in range(30):
        game = play_checked(seed, ["phrenk", "kaylin", "serena", "nerodia", "phyll", "farai"],
                            {"pub_crawl": seed % 2 == 0}, first="wizgille")
        gears += sum(1 for e in game.state.events if e.kind == "revealed"
                     and e.data.get("why") == "gear")
    assert gears > 0  # Devices were played and revealed Gears
