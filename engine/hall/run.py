"""run_match: the loop that asks hall seats, like :func:`engine.driver.run_game`."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from engine.hall.match import HallMatch

Sink = Callable[[list[dict[str, Any]], HallMatch], None]


def run_match(match: HallMatch, seats: Sequence[Any], sink: Sink | None = None,
              stop: threading.Event | None = None, max_decisions: int = 200_000) -> HallMatch:
    """Ask seats until the match ends; after each decision hand ``sink`` the new events
    (maybe none: a hidden choice moves the state without a public event)."""
    sent = 0
    fresh = True  # a decision was applied since the sink last heard: the state moved
    for _ in range(max_decisions):
        if stop is not None and stop.is_set():
            break
        p = match.pending()
        if sink is not None and (len(match.events) > sent or fresh):
            sink(match.events[sent:], match)
            sent = len(match.events)
        fresh = False
        if p is None:
            break
        seat = seats[p.seat]
        view = match.view(p.seat)
        if getattr(seat, "wants_redacted", False):
            view["redacted"] = match.redacted(p.seat)
        match.apply(seat.decide(view, p))
        fresh = True
    if sink is not None and len(match.events) > sent:
        sink(match.events[sent:], match)
    return match
