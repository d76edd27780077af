"""run_game: the only loop that calls Seat.decide."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from engine.game import Game
from engine.seats import Seat

Sink = Callable[[list[Any], Game], None]


def run_game(game: Game, seats: Sequence[Seat], sink: Sink | None = None,
             stop: threading.Event | None = None, max_decisions: int = 200_000,
             events_sent: int = 0) -> Game:
    """Ask seats until the game ends; after each decision hand new events to `sink`.

    `events_sent` says how many of the game's events the receiver already holds:
    a table that starts from a snapshot taken after setup must not be sent the
    setup events again, or it would replay them over numbers that include them.
    """
    sent = events_sent
    for _ in range(max_decisions):
        if stop is not None and stop.is_set():
            break
        p = game.pending()
        if sink is not None and len(game.state.events) > sent:
            sink(game.state.events[sent:], game)
            sent = len(game.state.events)
        if p is None:
            break
        seat = seats[p.seat]
        view = game.view(p.seat)
        if getattr(seat, "wants_redacted", False):
            # search seats sample hidden cards from what this seat could know
            view["redacted"] = game.redacted(p.seat)
        answer = seat.decide(view, p)
        game.apply(answer)
    if sink is not None and len(game.state.events) > sent:
        sink(game.state.events[sent:], game)
    return game
