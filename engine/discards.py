"""Where a card that leaves play goes: its owner's discard pile, or the side pile a kit
routes it to (a side deck's card to its own discard pile, a card a kit claims to the
claiming seat's pile).

Below both the effect vocabulary (engine/effects/) and the flow (engine/flow/), which both
discard cards; it asks the kits' `Statics.discard_to` / `claims` and names no character.
"""

from __future__ import annotations

from engine.cards import cards
from engine.kits import KITS, Kit
from engine.model import GameState


def discard_card(g: GameState, p: int, card: str) -> None:
    """A card leaves play: side-deck cards go to their own discard piles."""
    c = cards().get(card)
    for k in _routing_kits():
        rules = k.statics
        key = rules.discard_to(c) if rules.discard_to else None
        if key:
            owner = rules.claims(g) if rules.claims is not None else None
            g.players[p if owner is None else owner].state.setdefault(key, []).append(card)
            return
    g.players[p].discard.append(card)


_ROUTED: dict[int, list[Kit]] = {}


def _routing_kits() -> list[Kit]:
    """The kits that route cards to side piles (kept per registry size: kits load once)."""
    got = _ROUTED.get(len(KITS))
    if got is None:
        got = _ROUTED[len(KITS)] = [k for k in KITS.values()
                                      if k.statics.discard_to is not None]
    return got
