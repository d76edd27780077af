"""Serena and Kaylin beyond the scenarios (tests/scenarios/rdi3/): Piety starts at 8,
Kaylin's first mood is revealed at setup, Private Pixie Time shields her from everything
until her next turn and then goes to her discard pile, the Wulfric deck reshuffles under
the current mood, and random games with both keep every invariant."""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.game import new_game
from engine.invariants import baseline, violations
from engine.scenario import build
from tests.engine.checked_games import play_checked

FILL = ["gambling-im-in"] * 8


def test_setup_piety_eight_and_a_first_mood() -> None:
    g = new_game({"players": [{"name": "S", "character": "serena"},
                              {"name": "K", "character": "kaylin"}]}, 3).state
    assert g.players[0].state["piety"] == 8
    k = g.players[1].state
    assert len(k["wulfric_discard"]) == 1 and k["mood"] == k["wulfric_discard"][-1]
    assert len(k["wulfric_deck"]) == 11
    assert cards().get(k["mood"]).type == "wulfric"
    assert "orc" in g.players[0].traits  # Orcish Rotgut reads it


def _pixie_table() -> Any:
    return build({
        "seed": 3, "mode": "standard",
        "players": [
            {"name": "Kaylin", "character": "kaylin", "hand": ["private-pixie-time"],
             "deck": FILL, "drink_me": ["dragon-breath-ale"], "state": {"mood": "playful"}},
            {"name": "Serena", "character": "serena", "hand": ["blasphemer", "tip-the-wench"],
             "deck": FILL, "drink_me": ["light-ale"], "state": {"piety": 5}}],
        "drink_deck": ["light-ale"] * 6, "start": {"player": "Kaylin", "phase": "action"}})


def test_private_pixie_time_shields_her_until_her_next_turn() -> None:
    game = _pixie_table()
    g = game.state
    while (p := game.pending()) is not None and p.kind != "action":
        game.apply(p.options[-1])
    assert p is not None and p.seat == 0
    game.apply({"card": "private-pixie-time"})
    # her turn ended at once: no Drink phase (the Dragon Breath Ale is still in her pile)
    while (p := game.pending()) is not None and g.active == 0:
        game.apply(p.options[-1] if p.kind in ("respond", "action", "discard")
                   else p.options[0])
    kaylin = g.players[0]
    assert kaylin.state["pixie"] == ["private-pixie-time"]
    assert kaylin.drink_me == ["dragon-breath-ale"]
    # Serena's turn: Blasphemer! on the shielded Kaylin does nothing to her
    while (p := game.pending()) is not None and p.kind != "action":
        game.apply(p.options[-1] if p.kind in ("respond", "discard") else p.options[0])
    assert p is not None and p.seat == 1
    game.apply({"card": "blasphemer"})
    while (p := game.pending()) is not None and g.active == 1:
        game.apply(p.options[-1] if p.kind in ("respond", "action", "discard")
                   else p.options[0])
    assert kaylin.fortitude == 20 and g.players[1].state["piety"] == 6
    # her next turn begins: Pixie Time is over and goes to her discard pile
    while (p := game.pending()) is not None and g.phase == "begin":
        game.apply(p.options[-1] if p.kind == "respond" else p.options[0])
    assert "pixie" not in kaylin.state and "private-pixie-time" in kaylin.discard


def test_the_wulfric_deck_reshuffles_under_the_current_mood() -> None:
    from engine.characters.kaylin import reveal_mood

    game = _pixie_table()
    g = game.state
    st = g.players[0].state
    st["wulfric_deck"] = []
    st["wulfric_discard"] = ["thirsty", "sleepy", "playful"]
    base = baseline(g)
    reveal_mood(g, 0)
    assert st["wulfric_discard"][0] == "playful"  # the old mood stays, the new one on top
    assert len(st["wulfric_discard"]) == 2 and len(st["wulfric_deck"]) == 1
    assert violations(g, base) == []


def test_random_games_with_serena_and_kaylin_keep_every_invariant() -> None:
    for seed in range(30):
        play_checked(seed, ["serena", "kaylin", "jett", "phyll", "nerodia", "farai"],
                     {"pub_crawl": seed % 2 == 0})
