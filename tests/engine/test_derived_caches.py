"""The engine caches what it derives from card definitions (which cards can answer a
window, what a card can change, which play stages a mode uses, which modes need no
window). An owner pack can redefine a card mid-session, so every such cache must follow
the new definition: these tests warm the caches, swap the card, and look again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.cards import cards, use_packs
from engine.effects.ops import affected, may_change
from engine.flow.gambling import GAMBLE_TYPES
from engine.flow.play_card import PlayCard
from engine.flow.responses import response_options, static_modes
from engine.flow.turn import action_options
from engine.flow.window import Window
from engine.game import new_game
from engine.model import GameState, Item
from engine.prompts import Option

CARD = "sorry-bout-the-claws"  # a staple Action: "another player loses Fortitude"
# The same title redefined: an Anytime card that gives its player Gold instead.
PACK = """
[[cards]]
title = "Sorry 'bout the claws"
type = "anytime"
effects = [{ op = "gain_gold", who = "self", amount = 1 }]
"""


@pytest.fixture
def packs(tmp_path: Path) -> Iterator[Path]:
    (tmp_path / "claws.toml").write_text(PACK)
    yield tmp_path
    use_packs([])


def state_with_card() -> GameState:
    g = new_game({"players": [{"character": c} for c in ("jett", "dale", "terci")]}, 7).state
    g.players[0].hand = [CARD]
    g.phase = "action"
    g.active = 0
    return g


def test_window_answers_follow_a_redefined_card(packs: Path) -> None:
    g = state_with_card()
    win = Window("phase", 0, "phase")
    assert list(response_options(g, 0, win, {})) == []  # an Action card never answers a window
    use_packs([packs])
    assert list(response_options(g, 0, win, {})) == [Option(card=CARD)]


def test_what_a_card_changes_follows_a_redefined_card(packs: Path) -> None:
    g = state_with_card()
    item = Item(1, CARD, 0, mode=0, target=1)
    assert may_change(item, ("fortitude", -1)) and ("fortitude", -1) in affected(g, item, 1)
    use_packs([packs])
    assert not may_change(item, ("fortitude", -1))
    assert affected(g, item, 0) == {("gold", 1)} and affected(g, item, 1) == set()


def test_play_stages_and_free_modes_follow_a_redefined_card(packs: Path) -> None:
    g = state_with_card()
    assert action_options(g, 0) == [Option(card=CARD)]
    assert static_modes(cards().get(CARD), GAMBLE_TYPES) == ()  # no use on a gambling turn
    play = PlayCard(player=0, card=CARD, context="action", stage="start", mode=0)
    play._next()
    play._next()
    assert play.stage == "target"  # the Action picks another player
    use_packs([packs])
    assert action_options(g, 0) == [Option(card=CARD)]
    assert static_modes(cards().get(CARD), GAMBLE_TYPES) == (0,)  # Anytime: whenever
    play = PlayCard(player=0, card=CARD, context="action", stage="start", mode=0)
    play._next()
    play._next()
    assert play.stage == "window"  # nothing to target, choose or pay: straight to responses


# --- the player-state keys that can add answers beyond the hand (responses.extra_keys) ---

def _no_take(g: GameState, p: int, card: str) -> None:
    raise AssertionError("never played here")


def _no_done(g: GameState, card: str) -> None:
    raise AssertionError("never played here")


def test_extra_keys_follow_a_kit_registered_and_unregistered() -> None:
    from engine import kits
    from engine.flow.responses import extra_keys

    assert "zz-stash" not in extra_keys()  # warmed before the kit comes
    kits.register(kits.Kit("zz-keeper", actions=kits.Actions(keys=("zz-stash",))))
    try:
        assert "zz-stash" in extra_keys()
    finally:
        kits.unregister("zz-keeper")
    assert "zz-stash" not in extra_keys()


def test_extra_keys_follow_a_held_source_and_clear_caches() -> None:
    from engine.flow import responses

    assert "zz-held" not in responses.extra_keys()
    held = responses.HeldSource("zz-source", "zz-held", _no_take, _no_done, ("anytime",))
    responses.register_held_source(held)
    try:
        assert "zz-held" in responses.extra_keys()
    finally:
        del responses.HELD_SOURCES["zz-source"]
    responses.clear_caches()
    assert "zz-held" not in responses.extra_keys()
