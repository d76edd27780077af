"""Running the work stack to the next question (engine/game.py `Game.pending`).

Its own module so that the compiled engine (engine/native.py) runs this loop natively: it
is entered at every decision and calls the top frame's `step` several times each.
"""

from __future__ import annotations

from engine.frames import Frame
from engine.kits import automaton
from engine.model import GameState
from engine.prompts import Prompt


def advance(g: GameState, limit: int) -> Prompt | None:
    """Step the top frame until one asks a seat a question (returned), at most `limit`
    steps. None when the game is over, its stack empty or a runner halted it, or when the
    limit was reached (the caller tells these apart: only then is none of them so)."""
    stack = g.stack
    players = g.players
    for _ in range(limit):
        if g.over or not stack or g.halted:
            return None
        top: Frame = stack[-1]
        p = top.step(g)
        if p is not None:
            seat = players[p.seat]
            if seat.automaton:
                # Otto decides by fixed rules, never through a seat.
                auto = automaton(seat.character).auto_answer
                top.answer(g, p.options[auto(g, p)])
                continue
            return p
    return None
