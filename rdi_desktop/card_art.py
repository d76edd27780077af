"""Which picture a card face carries (pure data and rules, no pygame).

A Drink is drawn by its type (the first word of its title that names a drink: Wine,
Ale, Rum...) or else by its strength, on a backdrop that deepens with its Alcohol
Content, with a Chaser glass or a skull (Fortitude loss) as a second icon. An Action,
Sometimes or Anytime card is drawn by what its rules text does (Negate, Ignore,
send damage back, Gold, Fortitude, Alcohol Content, cards); every other kind by its
type's icon (:data:`rdi_desktop.looks.TYPE_ICONS`, a kit's own types registered by
its mat file). The text is the project's generated rules text, so a card's picture
follows its behaviour.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rdi_desktop.looks import SUBTYPE_ICONS, TYPE_ICONS

__all__ = ["CardArt", "card_art", "drink_art", "text_icon"]

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class CardArt:
    icon: str
    backdrop: RGB
    accent: str = ""


#: (whole word in a Drink's title, icon): the first that matches wins
DRINK_WORDS: tuple[tuple[str, str], ...] = (
    ("cutting you off", "cancel"), ("water", "water-drop"), ("dishwater", "water-drop"),
    ("tea", "teapot"), ("kraken", "kraken-tentacle"), ("wine", "wine-glass"),
    ("martini", "wine-glass"), ("red", "wine-glass"), ("mead", "beer-horn"),
    ("rotgut", "skull-crossed-bones"), ("swill", "skull-crossed-bones"),
    ("rum", "brandy-bottle"), ("grog", "brandy-bottle"), ("gin", "brandy-bottle"),
    ("schnapps", "brandy-bottle"), ("firewater", "brandy-bottle"), ("bitters", "brandy-bottle"),
    ("ale", "beer-stein"), ("lager", "beer-stein"), ("stout", "beer-stein"),
    ("porter", "beer-stein"), ("cider", "beer-stein"), ("brew", "beer-stein"),
)
#: strength -> icon when the title names no drink
STRENGTH_ICONS = {0: "water-drop", 1: "beer-stein", 2: "wine-glass", 3: "brandy-bottle"}
#: Alcohol Content -> backdrop (pale for water, amber, orange, red, deep crimson)
STRENGTH_COLOURS: dict[int, RGB] = {0: (70, 110, 140), 1: (150, 104, 40), 2: (170, 84, 30),
                                     3: (150, 40, 30), 4: (110, 20, 40)}

#: (phrase in the rules text, icon): the first that matches wins
TEXT_ICONS: tuple[tuple[str, str], ...] = (
    ("negate", "cancel"),
    ("ignore", "checked-shield"),
    ("reduce the fortitude", "checked-shield"),
    ("the player who played that card loses", "return-arrow"),
    ("the fortitude that card would make you lose", "return-arrow"),
    ("take control of the round", "card-ace-spades"),
    ("round of gambling", "coins-pile"),
    ("gold", "coins"),
    ("loses", "punch"),
    ("lose fortitude", "punch"),
    ("gains 1 alcohol", "broken-bottle"), ("gains 2 alcohol", "broken-bottle"),
    ("gains 3 alcohol", "broken-bottle"),
    ("you gain", "health-increase"), ("you lose", "health-increase"),
    ("draw", "card-pickup"),
    ("drink", "beer-horn"),
)
TEXT_KINDS = ("action", "sometimes", "anytime")

#: the backdrop of a card kind's illustration (a darker tone of its frame)
KIND_BACKDROP: dict[str, RGB] = {
    "action": (110, 30, 24), "sometimes": (30, 60, 116), "anytime": (28, 92, 50),
    "gambling": (130, 92, 20), "cheating": (74, 32, 100), "drink_event": (16, 86, 92),
    "sea_event": (16, 52, 96), "tavern": (96, 56, 24),
}


def register_backdrop(card_type: str, colour: RGB) -> None:
    """A kit's or variant's own card type's backdrop (registered by its own file)."""
    KIND_BACKDROP[card_type] = colour
DEFAULT_BACKDROP: RGB = (84, 70, 56)


def _has_word(title: str, word: str) -> bool:
    return re.search(rf"\b{re.escape(word)}\b", title) is not None


def drink_art(title: str, alcohol: int, fortitude: int, chaser: bool) -> CardArt:
    """A Drink's picture: its type from the title, else its strength."""
    low = title.lower()
    icon = next((i for w, i in DRINK_WORDS if _has_word(low, w)), "")
    if not icon:
        icon = STRENGTH_ICONS[min(3, max(0, alcohol))]
    accent = "glass-shot" if chaser else "skull-crossed-bones" if fortitude < 0 else \
        "health-increase" if fortitude > 0 else ""
    return CardArt(icon, STRENGTH_COLOURS[min(4, max(0, alcohol))], accent)


def text_icon(text: str) -> str:
    """The icon for what a card's rules text does ('' when no phrase matches)."""
    low = text.lower()
    return next((i for phrase, i in TEXT_ICONS if phrase in low), "")


def card_art(ctype: str, title: str, text: str, drink: tuple[int, int, bool] | None = None,
             subtypes: tuple[str, ...] = ()) -> CardArt:
    """The picture of a card of type ``ctype``; ``drink`` is (alcohol, fortitude, chaser);
    a subtype with its own icon (a Mix-in, a Pet, a Patient...) wins over the text."""
    if ctype == "drink" and drink is not None:
        return drink_art(title, *drink)
    backdrop = KIND_BACKDROP.get(ctype, DEFAULT_BACKDROP)
    marked = next((SUBTYPE_ICONS[s] for s in subtypes if s in SUBTYPE_ICONS), "")
    if marked:
        return CardArt(marked, backdrop)
    fallback = TYPE_ICONS.get(ctype, "")
    if ctype in TEXT_KINDS:
        return CardArt(text_icon(text) or fallback or "fist", backdrop)
    if ctype == "sea_event" and _has_word(title.lower(), "kraken"):
        return CardArt("kraken-tentacle", backdrop)
    return CardArt(fallback or "sparkles", backdrop)
