"""Typed events the UI animates and the log prints.

Events are plain records appended to the game's event list as things happen.
They carry player indexes and card ids only, never live objects, so the UI can
read them from another thread once handed over.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.model import register_immutable

EVENT_KINDS = (
    "game_started", "turn_started", "phase", "card_played", "card_resolved", "card_negated",
    "ignored", "drink_ordered", "drink_revealed", "drink_modified", "drink_split",
    "drink_passed", "drink_drunk", "sobered", "stat_changed", "gold_moved", "cards_drawn",
    "card_discarded", "deck_reshuffled", "drinks_reshuffled", "gambling_started",
    "gambling_control", "gambling_left", "gambling_ended", "contest_started",
    "contest_ended", "player_out", "game_over", "note",
)


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
