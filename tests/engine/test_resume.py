"""A saved game continues exactly as the original would: restore at the Prize choice.

Regression for a state that lived outside the snapshot: the Prize prompt (003
"The Prize Variant") marked the card's item as "asked" before the answer, so a
restored game re-running the play stage skipped the prompt and lost the Prize.
"""

from __future__ import annotations

import random

import pytest

from engine.game import Game, new_game
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup

CHARS = ["jett", "dale", "terci", "ygella", "petra"]


def _prize_game(mode: str, seed: int) -> Game | None:
    """Play randomly until someone starting a Round picks a Prize; None if it never happens."""
    rng = random.Random(seed)
    n = min(MODE_PLAYERS[mode])
    chars = [rng.choice(CHARS) for _ in range(n)]
    setup = {**make_setup(mode, n, chars), "options": {"prize": True}}
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 7 + i) for i in range(len(game.state.players))]
    for _ in range(5000):
        p = game.pending()
        if p is None:
            return None
        if p.kind == "choose" and p.context.get("reason") == "prize":
            return game
        game.apply(seats[p.seat].decide({}, p))
    return None


@pytest.mark.parametrize("mode", ["standard", "two-headed-dragon", "boss-battle",
                                  "leaders-and-lackeys", "otto"])
def test_restore_at_the_prize_choice_keeps_the_prize(mode: str) -> None:
    for seed in range(40):
        game = _prize_game(mode, seed)
        if game is not None:
            break
    else:
        pytest.fail(f"no Prize choice reached in {mode}")
    restored = Game.from_json(game.to_json())
    p1, p2 = game.pending(), restored.pending()
    assert p1 is not None and p2 is not None
    assert p2 == p1, "the restored game must ask the same Prize question"
    game.apply(p1.options[0])
    restored.apply(p2.options[0])
    seats = [RandomSeat(99 + i) for i in range(len(game.state.players))]
    seen_prize_in_pot = False
    for _ in range(20000):
        p1, p2 = game.pending(), restored.pending()
        assert p1 == p2
        pot = game.state.variants["prize"].pot
        assert restored.state.variants["prize"].pot == pot
        seen_prize_in_pot = seen_prize_in_pot or bool(pot)
        if p1 is None:
            break
        answer = seats[p1.seat].decide({}, p1)
        game.apply(answer)
        restored.apply(answer)
    assert seen_prize_in_pot, "the chosen Prize must reach the pot"
    assert restored.to_json() == game.to_json()
