"""Declared trackers: a number on a character's mat whose rules are data.

A kit declares a tracker as a zone of kind "tracker" with a `Track` (engine/kits.py):
its range, its start, what it gains each turn. This module is the one copy of the code
five characters used to repeat (a getter, a clamped setter that emits the "tracker"
event, the set-up default, the per-turn gain); the gain/lose ops and the `if_<key>`
branch a `Track` asks for are registered by engine/effects/tracker_ops.py.
"""

from __future__ import annotations

from engine.events import emit
from engine.kits import Kit, Track, tracks, zone
from engine.model import GameState


def track(key: str) -> Track:
    """The declared rules of tracker `key` (a KeyError names an undeclared one)."""
    z = zone(key)
    if z is None or z.track is None:
        raise KeyError(f"no declared tracker {key!r}")
    return z.track


def value(g: GameState, p: int, key: str) -> int:
    """The tracker's number for player p (its start until it is set)."""
    return int(g.players[p].state.get(key, track(key).start))


def set_value(g: GameState, p: int, key: str, v: int) -> int:
    """Set the tracker to `v`, kept within its range; a change emits the "tracker" event
    with the old and new values. Returns the new value."""
    old = value(g, p, key)
    new = track(key).clamp(v)
    g.players[p].state[key] = new
    if new != old:
        emit(g, "tracker", player=p, tracker=key, old=old, new=new)
    return new


def move(g: GameState, p: int, key: str, delta: int) -> int:
    """Move the tracker by `delta` (within its range); the new value."""
    return set_value(g, p, key, value(g, p, key) + delta)


def setup(g: GameState, p: int, k: Kit) -> None:
    """Each declared tracker starts at its start (a scenario's value stays)."""
    for z in tracks(k):
        assert z.track is not None
        g.players[p].state.setdefault(z.key, z.track.start)


def begin(g: GameState, p: int, k: Kit) -> None:
    """The beginning of p's turn: each tracker gains its `per_turn`."""
    for z in tracks(k):
        assert z.track is not None
        if z.track.per_turn:
            move(g, p, z.key, z.track.per_turn)
