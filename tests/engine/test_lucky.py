"""Lucky's Heat beyond the scenarios (tests/scenarios/rdi8/): the Normal AI chooses the
penalty that costs it least, the penalty never opens a window, and Heat is a public
tracker in every view."""

from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.prompts import Prompt
from engine.scenario import build
from engine.seats import make_seat


def _at_penalty(gold: int, fortitude: int, alcohol: int) -> tuple[Game, Prompt]:
    data: dict[str, Any] = {
        "seed": 3, "mode": "standard",
        "players": [
            {"name": "Lucky", "character": "lucky", "gold": gold, "fortitude": fortitude,
             "alcohol": alcohol, "hand": ["fence-the-goods"], "deck": ["gambling-im-in"] * 6,
             "drink_me": ["light-ale"], "state": {"heat": 1}},
            {"name": "Jett", "character": "jett", "hand": ["gambling-im-in"],
             "deck": ["gambling-im-in"] * 6, "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale", "dark-ale"], "start": {"player": "Lucky", "phase": "action"}}
    game = build(data)
    while (p := game.pending()) is not None and p.context.get("reason") != "heat":
        game.apply(next((o for o in p.options if o.card == "fence-the-goods"), p.options[-1]))
    assert p is not None
    return game, p


def _normal_picks(gold: int, fortitude: int, alcohol: int) -> str:
    game, p = _at_penalty(gold, fortitude, alcohol)
    seat = make_seat("normal", seed=1)
    return str(p.options[p.index_of(seat.decide(game.view(p.seat), p))].label)


def test_normal_pays_gold_when_its_margin_is_thin() -> None:
    assert _normal_picks(gold=12, fortitude=10, alcohol=6) == "gold"


def test_normal_keeps_its_gold_when_gold_is_short() -> None:
    # Fence the goods brings 2 Gold first: 3 Gold would be 1 after paying
    assert _normal_picks(gold=1, fortitude=20, alcohol=0) in ("alcohol", "fortitude")


def test_the_penalty_is_asked_with_no_window_and_heat_is_public() -> None:
    game, p = _at_penalty(10, 20, 0)
    assert [o.label for o in p.options] == ["alcohol", "gold", "fortitude"]
    assert game.view(1)["players"][0]["state"]["heat"] == 3
    game.apply({"label": "fortitude"})
    assert game.state.players[0].fortitude == 18
    assert game.state.players[0].state["heat"] == 0  # 1 + 2 = 3: paid, back to 0
