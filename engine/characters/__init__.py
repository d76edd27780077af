"""Character mechanics: hooks the turn calls at its fixed points.

Each character with a side mechanic registers functions here by character id;
characters without one (and the staple-deck fixtures) need nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.model import GameState

Hook = Callable[[GameState, int], None]
BEGIN: dict[str, Hook] = {}
END: dict[str, Hook] = {}
AFTER_DRAW: dict[str, Hook] = {}


def begin_of_turn(g: GameState, p: int) -> None:
    hook = BEGIN.get(g.players[p].character)
    if hook:
        hook(g, p)


def end_of_turn(g: GameState, p: int) -> None:
    hook = END.get(g.players[p].character)
    if hook:
        hook(g, p)


def after_draw(g: GameState, p: int) -> None:
    hook = AFTER_DRAW.get(g.players[p].character)
    if hook:
        hook(g, p)


SETUP: dict[str, Hook] = {}


def setup_player(g: GameState, p: int) -> None:
    hook = SETUP.get(g.players[p].character)
    if hook:
        hook(g, p)
