"""Owner card packs (cards.md §4): checked before the TOML reader sees them.

The card loader checks each card against the effect vocabulary and refuses a pack
that does not fit (it is reported and skipped, whatever it raised: a pack nested too
deep makes the TOML reader raise RecursionError at once). Here, what must be refused
before a byte is read: a file far larger than any pack; and, once read, what the
vocabulary cannot see: a card it overrides stays in or out of the types that change
hands (a kit's Potion deck sells its cards to other players; an Action card there would
be sold and still counted as its owner's).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.file_reading import FileProblem, read_text

__all__ = ["MAX_PACK_BYTES", "check_pack"]

#: far more than a whole character's cards take (the largest shipped file is ~13 KB)
MAX_PACK_BYTES = 1024 * 1024


def check_pack(path: Path) -> None:
    """FileProblem when the pack is too large to be one, or not text."""
    read_text(path, "card pack", limit=MAX_PACK_BYTES)


#: the fewest cards a deck a pack adds may hold (a character's: a hand of 7 and more to
#: draw; a Drink deck: a Pub Crawl tavern's six)
MIN_CHARACTER_DECK, MIN_DRINK_DECK = 20, 6
#: the most cards any deck may hold: far more than a table can use (a character's deck
#: is 40, a side deck at most 18, a Drink deck 30), far fewer than would fill the memory
#: (a count of a billion was once built into a deck card by card)
MAX_DECK = 1_000


def check_overrides(before: Any, after: Any) -> None:
    """FileProblem when the pack moves a card it overrides into or out of the types that
    change hands (a kit's roaming cards: Phrenk's Potions), or a card that does not change
    hands into a side deck of cards that do (an Action card sold from Phrenk's Potion
    deck would still count as his), shrinks a deck it overrides (a
    game deals from it: a Drink deck the pack emptied left the opening Drinks nothing to
    deal), or adds a deck too small to play. (Any other change of type is an owner's to
    make: cards.md §4.)"""
    from engine.kits import roaming_types

    roaming = roaming_types()
    for cid, card in after.cards.items():
        old = before.cards.get(cid)
        if old is not None and (old.type in roaming) != (card.type in roaming):
            raise FileProblem(f"The card pack makes {card.title!r} a {card.type} card; it is "
                              f"a {old.type} card.", f"{cid}: type {old.type} -> {card.type}")
    for name, ch in after.characters.items():
        _deck_size(ch.name, ch.deck, before.characters.get(name), MIN_CHARACTER_DECK,
                   lambda c: c.deck)
        old_sides = dict(before.characters[name].side_decks) \
            if name in before.characters else {}
        for side, cards in ch.side_decks:
            _not_too_many(f"{ch.name}'s {side} deck", cards)
            roams = {after.cards[c].type in roaming for c, _ in cards if c in after.cards}
            was = {before.cards[c].type in roaming for c, _ in old_sides.get(side, ())
                   if c in before.cards}
            if len(roams) > 1 or (was and roams and roams != was):
                raise FileProblem(
                    f"The card pack puts cards that change hands and cards that do not "
                    f"together in {ch.name}'s {side} deck.", f"{ch.name} {side}: {roams}")
    for name, deck in after.drink_decks.items():
        _deck_size(f"the {name} Drink deck", deck, before.drink_decks.get(name),
                   MIN_DRINK_DECK, lambda d: d)


def _deck_size(what: str, deck: Any, old: Any, least: int, cards_of: Any) -> None:
    n = _not_too_many(what, deck)
    floor = least if old is None else sum(count for _, count in cards_of(old))
    if n < floor or any(count < 0 for _, count in deck):
        raise FileProblem(f"The card pack leaves {what} {n} cards; it needs at least "
                          f"{floor}.", f"{what}: {n} < {floor}")


def _not_too_many(what: str, deck: Any) -> int:
    """The deck's size, or a FileProblem when it is more than any table can use."""
    n = sum(count for _, count in deck)
    if n > MAX_DECK:
        raise FileProblem(f"The card pack gives {what} {n:,} cards; a deck holds at most "
                          f"{MAX_DECK:,}.", f"{what}: {n} > {MAX_DECK}")
    return n
