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

from engine.hall.base import HallGame
from engine.hall.deck import Card

#: games whose discard pile is face down (004: "discarded face down unless the game
#: specifies otherwise"); in the others every discard was shown to the table
PUBLIC_DISCARDS = frozenset({"the_wheel", "dragon_hordes", "jack_of_all_trades"})


def hidden_zones(g: HallGame, viewers: str | None | list[str]) -> list[tuple[Any, list[Any]]]:
    """(container, keys) pairs holding the cards none of ``viewers`` can see (one name, a
    list of names for a hot-seat screen, or None for a spectator)."""
    seen = {viewers} if isinstance(viewers, str) else set(viewers or [])
    a: Any = g
    zones: list[tuple[Any, list[Any]]] = [(g.deck, list(range(len(g.deck))))]
    others = [p for p in g.players if p not in seen]
    hands: dict[str, list[Card]] | None = getattr(a, "hands", None)
    if hands is not None:
        face_up: dict[str, int] = getattr(a, "face_up", {})
        zones += [(hands[p], [i for i in range(len(hands[p])) if face_up.get(p) != i])
                  for p in others if p in hands]
    for attr in ("card_workers", "dealt"):
        d: dict[str, list[Card]] = getattr(a, attr, {})
        zones += [(d[p], list(range(len(d[p])))) for p in others if p in d]
    clock: list[Card] | None = getattr(a, "clock", None)
    if clock is not None:
        zones.append((clock, list(range(len(clock)))))
    cards_one: dict[str, Card] | None = getattr(a, "cards", None)  # Threes Hidden Fate
    if isinstance(cards_one, dict):
        zones.append((cards_one, sorted(p for p in cards_one if p not in seen)))
    if g.GAME not in PUBLIC_DISCARDS:
        zones.append((g.discards, list(range(len(g.discards)))))
    return zones


def masked(game: HallGame, viewer: str | None | list[str]) -> HallGame:
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


def masked_json(game: HallGame, viewer: str | None | list[str]) -> dict[str, Any]:
    return masked(game, viewer).to_json()
