"""Issue 29: a variant may keep a typed state (not plain JSON) with a save form of its own,
as the Bar Deck and the Prize do. A made-up one, "Ledger", added in this file alone (no
engine file edited): a dataclass in the variants map, counting the Drinks that reach their
drinkers' window (the Prize's forced-Straw point), saved under its own top-level key and read
back by its own load hook. It plays random games in every mode through the soak (save and
restore round trips, illegal answers, the invariants)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from engine import soak
from engine.game import Game, new_game
from engine.model import GameState
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS
from engine.variant_registry import (
    DrinkHooks,
    SaveForm,
    SoakPlan,
    TurnHooks,
    Variant,
    ViewPart,
    register_variant,
    unregister_variant,
)

ID = "ledger"
SAVE_KEY = "ledger_book"


@dataclass
class Ledger:
    windows: int = 0
    drinks: int = 0


def _on(g: GameState) -> bool:
    return ID in g.variants


def _window(g: GameState, drinks: list[int]) -> None:
    book = g.variants[ID]
    book.windows += 1
    book.drinks += len(drinks)


def _save(g: GameState) -> dict[str, Any]:
    book = g.variants.get(ID)
    return {SAVE_KEY: [book.windows, book.drinks]} if book is not None else {}


def _load(g: GameState, snap: dict[str, Any]) -> None:
    if SAVE_KEY in snap:
        g.variants[ID] = Ledger(*snap[SAVE_KEY])


LEDGER = Variant(ID, option=ID, on=_on, order=95,
                 hooks=TurnHooks(setup=lambda g: g.variants.update({ID: Ledger()})),
                 drinks=DrinkHooks(window=_window), saves=SaveForm(save=_save, load=_load),
                 view=ViewPart(ID, lambda g: g.variants[ID].drinks), soak=SoakPlan("ledger"))


@pytest.fixture
def ledger() -> Iterator[Variant]:
    register_variant(LEDGER)
    try:
        yield LEDGER
    finally:
        unregister_variant(ID)


def test_its_typed_state_is_saved_in_its_own_form_and_read_back(ledger: Variant) -> None:
    game = new_game({"players": [{"character": "jett"}, {"character": "dale"}],
                     "options": {ID: True}}, 3)
    seats = [RandomSeat(3), RandomSeat(4)]
    while (p := game.pending()) is not None and game.state.variants[ID].windows < 3:
        game.apply(seats[p.seat].decide({}, p))
    book = game.state.variants[ID]
    assert isinstance(book, Ledger) and book.windows > 0 and book.drinks >= book.windows
    snap = json.loads(game.to_json())["snapshot"]
    assert snap[SAVE_KEY] == [book.windows, book.drinks] and "variants" not in snap
    loaded = Game.from_json(game.to_json())
    assert loaded.state.variants[ID] == book and loaded.view(0)[ID] == book.drinks
    assert game.clone().state.variants[ID] == book


def test_it_plays_random_games_in_every_mode_through_the_soak(ledger: Variant) -> None:
    grid = sum(len(c) for c in MODE_PLAYERS.values()) * len(soak.variants())
    mine = {c.mode: c for c in soak.cases(grid) if c.variant == "ledger"}
    assert set(mine) == set(MODE_PLAYERS)
    for case in mine.values():
        out = soak.play_case(case, max_decisions=1500)
        assert out.passed, (case, out.problems)
        assert out.round_trips + out.illegal > 0
