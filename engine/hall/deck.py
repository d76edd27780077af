"""The Rogues and Warriors deck, the Dragon and Grey cards, and seeded dice.

004 "The Cards": 90 cards in 6 animal sets of 15 (1 Warrior, 2 Ladies, 3 Bards,
4 Merchants, 5 Rogues); Hawk/Wolf are red, Owl/Horse green, Wren/Hare blue;
Hawk, Owl and Wren are Birds, the others Mammals. Three Dragon Cards (one per
colour) are shuffled in only when a game's Dragon variant is used; the five
Grey Cards are *never* shuffled in (they are the Wheel's spokes and the
Hordes), so they are not cards of this module.

A card is a small frozen value with a stable text code (``"W-Hawk"``,
``"D-red"``) so that game states serialize to JSON without pickle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

RANKS: tuple[str, ...] = ("Warrior", "Lady", "Bard", "Merchant", "Rogue")
DRAGON = "Dragon"
RANK_NUMBER: dict[str, int] = {"Warrior": 1, "Lady": 2, "Bard": 3, "Merchant": 4, "Rogue": 5}
RANK_BY_NUMBER: dict[int, str] = {n: r for r, n in RANK_NUMBER.items()}
COPIES_PER_SUIT: dict[str, int] = {"Warrior": 1, "Lady": 2, "Bard": 3, "Merchant": 4, "Rogue": 5}
SUITS: tuple[str, ...] = ("Hawk", "Wolf", "Owl", "Horse", "Wren", "Hare")
COLORS: tuple[str, ...] = ("red", "green", "blue")
SUIT_COLOR: dict[str, str] = {
    "Hawk": "red", "Wolf": "red", "Owl": "green", "Horse": "green", "Wren": "blue", "Hare": "blue",
}
BIRDS = frozenset({"Hawk", "Owl", "Wren"})
LETTER: dict[str, str] = {"Warrior": "W", "Lady": "L", "Bard": "B", "Merchant": "M",
                          "Rogue": "R", "Dragon": "D"}
RANK_OF_LETTER: dict[str, str] = {v: k for k, v in LETTER.items()}


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a rank with an animal suit, or a Dragon with only a colour."""

    rank: str
    suit: str | None = None
    dragon_color: str | None = None

    @property
    def is_dragon(self) -> bool:
        return self.rank == DRAGON

    @property
    def color(self) -> str:
        if self.suit is not None:
            return SUIT_COLOR[self.suit]
        assert self.dragon_color is not None
        return self.dragon_color

    @property
    def animal(self) -> str | None:
        """``"Bird"``/``"Mammal"`` (004 "King's Council"); Dragons have no animal suit."""
        if self.suit is None:
            return None
        return "Bird" if self.suit in BIRDS else "Mammal"

    @property
    def value(self) -> int:
        """The rank number printed on the card (Warrior 1 ... Rogue 5); a Dragon is 0."""
        return RANK_NUMBER.get(self.rank, 0)

    @property
    def code(self) -> str:
        return f"{LETTER[self.rank]}-{self.suit if self.suit else self.dragon_color}"

    def __str__(self) -> str:
        if self.is_dragon:
            return f"{self.dragon_color} Dragon"
        return f"{self.color} {self.rank} ({self.suit})"

    def to_json(self) -> dict[str, str]:
        """The vector format's card object (hall-vector-format.md section 2)."""
        if self.is_dragon:
            return {"rank": DRAGON, "color": self.color}
        assert self.suit is not None
        return {"rank": self.rank, "suit": self.suit}

    @staticmethod
    def from_json(obj: Any) -> Card:
        """Parse a card object; raises ValueError on anything that is not a card."""
        if isinstance(obj, Card):
            return obj
        if isinstance(obj, str):
            return Card.from_code(obj)
        if not isinstance(obj, dict):
            raise ValueError(f"not a card: {obj!r}")
        rank = obj.get("rank")
        if rank == DRAGON:
            color = obj.get("color")
            if color not in COLORS or set(obj) != {"rank", "color"}:
                raise ValueError(f"bad Dragon card: {obj!r}")
            return Card(DRAGON, None, color)
        suit = obj.get("suit")
        if rank not in RANK_NUMBER or suit not in SUIT_COLOR or set(obj) != {"rank", "suit"}:
            raise ValueError(f"bad card: {obj!r}")
        return Card(rank, suit)

    @staticmethod
    def from_code(code: str) -> Card:
        letter, _, rest = code.partition("-")
        rank = RANK_OF_LETTER.get(letter)
        if rank is None:
            raise ValueError(f"bad card code {code!r}")
        if rank == DRAGON:
            if rest not in COLORS:
                raise ValueError(f"bad card code {code!r}")
            return Card(DRAGON, None, rest)
        if rest not in SUIT_COLOR:
            raise ValueError(f"bad card code {code!r}")
        return Card(rank, rest)


def dragon(color: str) -> Card:
    return Card(DRAGON, None, color)


def full_deck(dragons: bool = False) -> list[Card]:
    """The 90-card deck in a fixed order, plus the 3 Dragons when a Dragon variant is on."""
    cards = [Card(rank, suit) for suit in SUITS for rank in RANKS
             for _ in range(COPIES_PER_SUIT[rank])]
    if dragons:
        cards.extend(dragon(c) for c in COLORS)
    return cards


def shuffled_deck(rng: random.Random, dragons: bool = False) -> list[Card]:
    """A shuffled draw pile; the *end* of the list is the top of the deck."""
    cards = full_deck(dragons)
    rng.shuffle(cards)
    return cards


def roll_dice(rng: random.Random, n: int) -> list[int]:
    """``n`` six-sided dice from the game's own seeded RNG (determinism)."""
    return [rng.randint(1, 6) for _ in range(n)]


def max_single_color(cards: list[Card]) -> int:
    """004 "Ties", Color: the most cards of one colour (a Dragon counts for its own colour)."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c.color] = counts.get(c.color, 0) + 1
    return max(counts.values(), default=0)


def rank_counts(cards: list[Card]) -> tuple[int, ...]:
    """004 "Ties", Rank: counts of (Dragon, Warrior, Lady, Bard, Merchant, Rogue), rarest first."""
    order = (DRAGON, *RANKS)
    return tuple(sum(1 for c in cards if c.rank == r) for r in order)
