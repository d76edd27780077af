"""Typed events the UI animates and the log prints.

Events are plain records appended to the game's event list as things happen.
They carry player indexes and card ids only, never live objects, so the UI can
read them from another thread once handed over.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.model import register_immutable

#: The kinds of event the core emits. A kit declares its own (`Kit.event_kinds`: a new
#: character edits no list here), a variant too (`Variant.event_kinds`); `event_kinds()` is
#: the whole vocabulary, which
#: tests/engine/test_events.py checks every `emit` in the engine names, each emitted
#: somewhere. ("tracker" is core: five characters' trackers share it.)
EVENT_KINDS = frozenset({
    # the game and its turns
    "game_started", "turn_started", "phase", "turn_ended", "player_out", "game_over",
    # cards
    "card_played", "card_resolved", "card_negated", "ignored", "redirected", "revealed",
    "card_discarded", "cards_drawn", "deck_reshuffled",
    # drinks
    "drink_ordered", "drink_revealed", "drink_modified", "drink_split", "drink_passed",
    "drink_drunk", "drinks_reshuffled", "sobered",
    # stats and gold
    "stat_changed", "gold_moved", "potion",
    # gambling and contests
    "gambling_started", "gambling_control", "gambling_left", "gambling_ended",
    "contest_started", "contest_ended",
    # characters' trackers
    "tracker",
    # kept Drinks (the Pub Crawl's and the Sea Event deck's kinds are their variants':
    # `Variant.event_kinds`; but "sea_event", which is also the Sea Event's card type, and
    # the table's card art (rdi_desktop/art.py) styles that type)
    "drink_kept", "sea_event",
})
#: kind -> who declared it (a kit: "kit 'dale'")
_DECLARED: dict[str, str] = {}


def declare_event_kinds(kinds: tuple[str, ...], by: str) -> None:
    """Add a kit's own event kinds; one the core or another kit has is refused, naming both."""
    for k in kinds:
        first = "the core (engine/events.py)" if k in EVENT_KINDS else _DECLARED.get(k)
        if first is not None and first != by:
            raise ValueError(f"event kind {k!r} is declared by {first} and again by {by}: "
                             "give one of them another name")
    for k in kinds:
        _DECLARED[k] = by


def forget_event_kinds(kinds: tuple[str, ...]) -> None:
    """Take back kinds a test's made-up kit or variant declared."""
    for k in kinds:
        _DECLARED.pop(k, None)


def event_kinds() -> frozenset[str]:
    """Every kind of event the table engine may emit: the core's and the kits'."""
    return EVENT_KINDS | frozenset(_DECLARED)


class Event(NamedTuple):
    """One thing that happened. A named tuple: immutable (so copies of a game share it)
    and cheap to make; the engine emits hundreds per game."""

    kind: str
    data: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}


register_immutable(Event)


_new_event = tuple.__new__


def emit(g: Any, kind: str, **data: Any) -> None:
    g.events.append(_new_event(Event, (kind, data)))  # Event(kind, data), minus a frame
