"""The Drink Deck: drawing a Drink, refilling the deck (003 "Drink Rules"; a variant in
play may build the new deck: the Bar Deck, engine/variants/bar_deck.py) and discarding a Drink
card.

Its own module below the drinking flow: the Pub Crawl's taverns draw from it and the
drinking flow asks the Pub Crawl where a Drink goes, so neither may hold it (no import
circle).
"""

from __future__ import annotations

from engine.effects.stats import move_gold
from engine.events import emit
from engine.model import GameState
from engine.shuffling import shuffle
from engine.variant_registry import refill_from, refill_ready, take_discard


def refill_drink_deck(g: GameState) -> None:
    """Each player pays 1 Gold to the Inn, then the discards become the new deck."""
    if g.drink_deck:
        return
    paid: set[str] = set()
    for p in g.order_from(g.active):
        # 003 "Drink Rules" (teams): each team, not each player, pays 1 Gold.
        unit = g.players[p].team or f"#{p}"
        if unit in paid:
            continue
        paid.add(unit)
        move_gold(g, p, "inn", 1, cause="drinks")
    build = refill_from(g)
    if build is not None:  # a variant's new Drink Deck (the Bar Deck's next 30)
        g.drink_deck = build(g)
    else:
        g.drink_deck = g.drink_discard
        g.drink_discard = []
        shuffle(g.rng, g.drink_deck)
    emit(g, "drinks_reshuffled", size=len(g.drink_deck))


def draw_drink(g: GameState) -> str | None:
    if not g.drink_deck:
        refill_drink_deck(g)
    if not g.drink_deck:
        return None
    c = g.drink_deck.pop(0)
    if not g.drink_deck and (g.drink_discard or refill_ready(g)):
        refill_drink_deck(g)  # instantly: the Drink Deck is never out of cards
    return c


def discard_drink(g: GameState, card: str) -> None:
    """A Drink card goes to the Drink discard pile, unless a variant in play takes it (the
    Pub Crawl: its own tavern's pile, 002 "Drink Discard Piles")."""
    if not take_discard(g, card):
        g.drink_discard.append(card)
