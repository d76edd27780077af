"""How characters and card kinds look: colours and the game-icons.net icons they use.

Pure data (no pygame), filled in by the character's own mat file
(``rdi_desktop/mats/<id>.py`` calls :func:`register_look` and, for a kit's own
card type, :func:`register_type_icon`), so no core front-end file names a
character. ``tools/build_art.py`` reads these registries to vendor only the icons
used and to compose ``assets/portraits/<id>.png``; ``rdi_desktop.art`` reads them
to draw mats, emblems and card illustrations.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LOOKS", "STACK_CAPTIONS", "SUBTYPE_ICONS", "TYPE_ICONS", "Look", "register_look",
           "register_subtype_icon", "register_type_icon", "all_icons"]

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    """A character's palette (main, accent) and its emblem icons: the big one says
    who they are, the small one what they do (game-icons.net names)."""

    colours: tuple[RGB, RGB]
    icon: str
    accent: str = ""


LOOKS: dict[str, Look] = {}

#: card type -> icon for every card of that type (generic types here; a kit's own
#: types are registered by its mat file, a variant's by its widget)
TYPE_ICONS: dict[str, str] = {
    "action": "fist",
    "sometimes": "checked-shield",
    "anytime": "hourglass",
    "gambling": "rolling-dice-cup",
    "cheating": "card-joker",
    "drink": "beer-stein",
    "drink_event": "glass-celebration",
    "sea_event": "big-wave",
    "tavern": "tavern-sign",
    "tracker": "fire",
}

#: card type -> its caption under a card of that type being resolved, in place of its
#: owner's name (a kit's card joined to the one it came with: "+ Gear"), by its mat file
STACK_CAPTIONS: dict[str, str] = {}

#: card subtype -> icon, ahead of what the text does (a Mix-in, a Pet, a Scheme...)
SUBTYPE_ICONS: dict[str, str] = {"boss": "crown"}

#: icons drawn for the Boss form and for the table's own pieces
EXTRA_ICONS = ("crown", "beer-stein", "big-wave", "tavern-sign", "coins",
               "wine-glass", "brandy-bottle", "water-drop", "beer-horn", "teapot",
               "glass-shot", "punch", "health-increase", "cancel", "return-arrow",
               "card-pickup", "coins-pile", "card-ace-spades", "skull-crossed-bones",
               "broken-bottle", "sparkles", "eye-target", "kraken-tentacle", "anchor",
               "ship-wheel", "hand")


def register_look(character: str, colours: tuple[RGB, RGB], icon: str,
                  accent: str = "") -> None:
    LOOKS[character] = Look(colours, icon, accent)


def register_type_icon(card_type: str, icon: str) -> None:
    TYPE_ICONS[card_type] = icon


def register_subtype_icon(subtype: str, icon: str) -> None:
    SUBTYPE_ICONS[subtype] = icon


def all_icons() -> list[str]:
    """Every icon the game draws (what the build vendors), once the plug-ins have
    registered their looks and card types (rdi_desktop.plugins)."""
    names = set(EXTRA_ICONS) | set(TYPE_ICONS.values()) | set(SUBTYPE_ICONS.values())
    for look in LOOKS.values():
        names.add(look.icon)
        if look.accent:
            names.add(look.accent)
    return sorted(names)
