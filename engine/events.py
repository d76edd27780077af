"""Typed events the UI animates and the log prints.

Events are plain records appended to the game's event list as things happen.
They carry player indexes and card ids only, never live objects, so the UI can
read them from another thread once handed over.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.model import register_immutable

#: Every kind of event the table engine emits: the one list (tests/engine/test_events.py
#: checks every `emit` in the engine names one of these and each is emitted somewhere).
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
    # characters' side mechanics
    "tracker", "planted", "grown", "harvested", "gathered", "patient_arrived", "treated",
    "supply", "plotted", "plot_discarded", "shelved", "brew_token", "brew_progress",
    "brew_finished", "petrified", "decayed", "glared", "unpetrified", "mood", "pixie_time",
    "pixie_over", "potion_kept", "potion_sold", "potion_declined", "marked", "unmarked",
    "drinks_arranged", "prize_given",
    # the Pub Crawl and kept Drinks
    "crawled", "tavern_event", "tavern_closed", "deck_topped", "drink_kept",
    # the Sea Event deck
    "sea_counter_removed", "sea_event", "sea_counters_placed", "sea_reshuffled",
    # Otto
    "otto_revealed", "otto_reshuffled", "otto_passed_out",
})


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
