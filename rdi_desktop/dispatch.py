"""How the table shows each engine event: a table from event kind to its handler.

The table is filled by whoever owns the event, so that a new character or variant
never means editing the presenter: the generic events by ``rdi_desktop/core_events.py``,
a character's by its mat file (``rdi_desktop/mats/<id>.py``), a variant's by its front-end
file (``rdi_desktop/variants/<id>.py``), all loaded once at start-up
(:mod:`rdi_desktop.plugins`). The presenter only looks the kind up.

A handler is called as ``handler(presenter, event)``: it patches the displayed state,
writes the log and starts the animations. It returns None to hold the next event back
for its registered time, or a number of seconds to hold it instead.

Pure registry (no pygame), so the engine-free tests can read it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rdi_desktop.event_sounds import EVENT_SOUNDS

EventHandler = Callable[[Any, dict[str, Any]], "float | None"]
#: seconds an event with no handler of its own holds the next one back
DEFAULT_HOLD = 0.08


@dataclass(frozen=True)
class Shown:
    """One event kind's entry: how it is shown, how long it holds, who registered it."""

    handler: EventHandler
    hold: float
    by: str


TABLE: dict[str, Shown] = {}
#: a tracker's own way to show a change (a tracker that fires, like Petra's Hellfire);
#: other trackers get the generic "Label old -> new"
TRACKERS: dict[str, EventHandler] = {}
_TRACKER_BY: dict[str, str] = {}
#: where a card is played from (a `card_played` event's `source`) when that is neither
#: the hand nor a zone of the player's state: how the displayed state follows it
SOURCES: dict[str, EventHandler] = {}
_SOURCE_BY: dict[str, str] = {}
#: a stat change on a track a player keeps for another (a `stat_changed` event with a
#: `track`: Otto's one track per player), patched by the mat file that keeps them
TRACKS: list[EventHandler] = []
#: why a card was revealed (a `revealed` event's `why`) -> the words after its title
REVEAL_WORDS: dict[str, str] = {}


class DuplicateHandler(ValueError):
    """Two modules registered the same name: the message names both."""


def registrant(depth: int = 2) -> str:
    """The module that called the registering function (`depth` frames up)."""
    return str(sys._getframe(depth).f_globals.get("__name__", "?"))


def refuse_duplicate(what: str, name: str, first: str, second: str) -> None:
    if first != second:
        raise DuplicateHandler(f"{what} {name!r} is shown by {first} and again by {second}: "
                               "give one of them another name")


def register_event(kind: str, handler: EventHandler, hold: float = 0.3,
                   by: str | None = None, sound: str = "") -> None:
    """Show events of `kind` with `handler`. A kind another module already shows is
    refused with a message naming both (one would have silently hidden the other);
    the same module may register it again (a test's made-up kit, once per test).
    `sound`: the effect the event makes (rdi_desktop/event_sounds.py)."""
    who = by or registrant()
    old = TABLE.get(kind)
    if old is not None:
        refuse_duplicate("event kind", kind, old.by, who)
    TABLE[kind] = Shown(handler, hold, who)
    if sound:
        EVENT_SOUNDS[kind] = sound


def register_tracker(tracker: str, handler: EventHandler, by: str | None = None) -> None:
    """Show a `tracker` event about this tracker key with `handler`."""
    who = by or registrant()
    if tracker in TRACKERS:
        refuse_duplicate("tracker", tracker, _TRACKER_BY.get(tracker, "?"), who)
    TRACKERS[tracker] = handler
    _TRACKER_BY[tracker] = who


def register_source(source: str, handler: EventHandler, by: str | None = None) -> None:
    """Follow a card played from `source` (neither the hand nor a player's zone)."""
    who = by or registrant()
    if source in SOURCES:
        refuse_duplicate("card source", source, _SOURCE_BY.get(source, "?"), who)
    SOURCES[source] = handler
    _SOURCE_BY[source] = who


def register_track_keeper(handler: EventHandler) -> None:
    """Patch the displayed tracks of a `stat_changed` event that names a `track`."""
    TRACKS.append(handler)


def register_reveal_words(why: str, words: str) -> None:
    REVEAL_WORDS[why] = words


def shown(kind: str) -> Shown | None:
    """The kind's entry (None: an event the table does not show; it holds briefly)."""
    return TABLE.get(kind)
