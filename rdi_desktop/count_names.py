"""What each number on a mat is called: the words hovering a count tells, and the mat's
legend in the Rules screen.

A newcomer cannot tell a deck from a Drink Me! pile by a small card back and a number,
so every count a mat draws names itself on hover ("Drink Me! pile: 3 Drinks waiting").
The generic counts are the same on every mat; a character's own zones are named from its
kit's zone declarations (engine/kits.py ``Zone``), so this module names no character.
Pure: words from the displayed view, no drawing.
"""

from __future__ import annotations

from typing import Any

from engine.kits import HIDDEN, OWNER, TOP, Zone, kit

#: the hover tag prefix of a spot that only names what is under the mouse
ABOUT = "about:"

#: the generic counts of a mat, in the order it draws them: (key, icon, legend words)
GENERIC: tuple[tuple[str, str, str], ...] = (
    ("gold", "coin", "Gold: the coins you gamble with; out of Gold, out of the game"),
    ("deck", "card back", "Deck: your cards still to draw"),
    ("discard", "top card", "Discard pile: your played and discarded cards (the top one "
                            "face up)"),
    ("drink", "Drink card back", "Drink Me! pile: Drinks ordered for you, waiting to be "
                                 "drunk"),
    ("hand", "card back", "Hand: how many cards another player holds"),
    ("fort", "green marker", "Fortitude: how much more you can take; at or under your "
                             "Alcohol, you pass out"),
    ("alc", "orange marker", "Alcohol: how drunk you are"),
    ("potions", "flask", "Potion tokens: each drunk for its effect"),
)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def count_name(key: str, n: int) -> str:
    """The hover line of one generic count (``key`` from :data:`GENERIC`)."""
    words = {
        "gold": f"Gold: {_plural(n, 'coin', 'coins')}",
        "deck": f"Deck: {_plural(n, 'card', 'cards')} to draw",
        "discard": f"Discard pile: {_plural(n, 'card', 'cards')}",
        "drink": f"Drink Me! pile: {_plural(n, 'Drink', 'Drinks')} waiting",
        "hand": f"Hand: {_plural(n, 'card', 'cards')}",
        "potions": f"Potion tokens: {n}",
    }
    return words.get(key, f"{key}: {n}")


def zone_caption(z: Zone) -> str:
    """A zone's name: a declared tracker's word, else its key in words
    ("brawler_deck" -> "Brawler deck")."""
    if z.track is not None and z.track.word:
        return z.track.word
    return z.key.replace("_", " ").capitalize()


def _zone_value(z: Zone, state: dict[str, Any]) -> str | None:
    """What the view tells of a zone, in words (None: it is not on the table)."""
    if z.key in state:
        v = state[z.key]
        if isinstance(v, list):
            return _plural(len(v), "card", "cards")
        if isinstance(v, dict):
            if z.kind == "tokens":
                return ", ".join(f"{str(k).replace('_', ' ')} {int(n)}" for k, n in v.items()) \
                    or "none"
            return None
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            top = z.track.high if z.track is not None else None
            return f"{int(v)}" + (f" of {top}" if top is not None else "")
        return None
    size = state.get(f"{z.key}_size")
    if isinstance(size, int):
        hidden = " (face down)" if z.visibility in (HIDDEN, OWNER, TOP) else ""
        return _plural(size, "card", "cards") + hidden
    return None


def zone_names(player: dict[str, Any]) -> list[str]:
    """The hover lines of a character's own zones on its mat, in the kit's order:
    "Brawl Count: 3 of 10", "Brawler deck: 5 cards (face down)"."""
    try:
        zones = kit(str(player.get("character", ""))).zones
    except Exception:  # noqa: BLE001 - a seat with no kit (none drawn either)
        return []
    st = player.get("state") or {}
    out = []
    for z in zones:
        value = _zone_value(z, st)
        if value is not None:
            out.append(f"{zone_caption(z)}: {value}")
    return out


def zone_legend(z: Zone) -> str:
    """A declared zone's line in the mat's legend (Rules screen)."""
    what = {"pile": "a pile of cards", "row": "a row of cards", "tracker": "a number",
            "tokens": "tokens by kind"}.get(z.kind, "")
    if z.track is not None:
        top = f" to {z.track.high}" if z.track.high is not None else ""
        what = f"a track from {z.track.low}{top}"
    if z.kind in ("pile", "row"):
        what += {HIDDEN: ", face down (its count shown)",
                 OWNER: ", seen by its owner only (others see its count)",
                 TOP: ", its top card face up (the rest counted)"}.get(z.visibility,
                                                                       ", face up")
    return f"{zone_caption(z)}: {what}" if what else ""
