"""What the table says about a card by its id: its title, type, text, flavour and owner
(no pygame). The art draws from it; the sounds and the words ask it a card's type or
title."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4096)
def card_info(card_id: str) -> tuple[str, str, str, str, str]:
    """(title, type, text, flavour, owner) of a card, or placeholders."""
    from engine.cards import cards

    try:
        c = cards().get(card_id)
    except Exception:  # noqa: BLE001 - unknown ids draw as a blank card
        return (card_id, "unknown", "", "", "")
    text = c.text
    if c.drink is not None and not text:
        text = f"+{c.drink.alcohol} Alcohol Content"
    return (c.title, c.type, text, c.flavor, c.owner)


def card_title(card_id: str) -> str:
    return card_info(card_id)[0]


def card_type(card_id: str) -> str:
    return card_info(card_id)[1]
