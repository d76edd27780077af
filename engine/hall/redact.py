"""What one seat may know of a hall game, as a game object: the *masked* copy.

A hall AI decides from a view; to plan it needs a game it can play forward, so the
view carries a masked copy of the game: every card the seat cannot see (the deck,
other players' hidden cards, the Clock, face-down discards) is replaced by the same
multiset of unseen cards laid out in a fixed order, and the dice RNG is reseeded.
The copy is a function of what the seat knows only: scrambling the hidden cards of
the real game leaves it unchanged (tests/hall/test_hall_engine.py, the honesty test).
"""

from __future__ import annotations

import random
from typing import Any

from engine.hall.ai import _hidden_zones
from engine.hall.base import HallGame
from engine.hall.deck import Card

#: games whose discard pile is face down (004: "discarded face down unless the game
#: specifies otherwise"); in the others every discard was shown to the table
PUBLIC_DISCARDS = frozenset({"the_wheel", "dragon_hordes", "jack_of_all_trades"})


def hidden_zones(g: HallGame, viewer: str | None) -> list[tuple[Any, list[Any]]]:
    """(container, keys) pairs holding the cards ``viewer`` cannot see."""
    zones: list[tuple[Any, list[Any]]] = list(_hidden_zones(g, viewer or ""))
    if viewer is None:  # a spectator sees no hand at all
        hands: dict[str, list[Card]] | None = getattr(g, "hands", None)
        if hands is not None:
            zones += [(h, list(range(len(h)))) for h in hands.values()]
    cards_one: dict[str, Card] | None = getattr(g, "cards", None)  # Threes Hidden Fate
    if isinstance(cards_one, dict):
        zones.append((cards_one, sorted(p for p in cards_one if p != viewer)))
    if g.GAME not in PUBLIC_DISCARDS:
        zones.append((g.discards, list(range(len(g.discards)))))
    return zones


def masked(game: HallGame, viewer: str | None) -> HallGame:
    """A copy of ``game`` holding only what ``viewer`` knows (see the module docstring)."""
    if game.over:  # everything that matters has been shown
        c = game.clone()
        c.rng = random.Random(0)
        return c
    c = game.clone()
    zones = hidden_zones(c, viewer)
    pool = sorted((z[k] for z, keys in zones for k in keys), key=lambda card: card.code)
    i = 0
    for z, keys in zones:
        for k in keys:
            z[k] = pool[i]
            i += 1
    c.rng = random.Random(0)
    return c


def masked_json(game: HallGame, viewer: str | None) -> dict[str, Any]:
    return masked(game, viewer).to_json()
