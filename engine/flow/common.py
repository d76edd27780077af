"""Helpers every flow frame uses: auto-answering empty questions, naming players."""

from __future__ import annotations

from typing import Any

from engine.model import GameState
from engine.prompts import Option, Prompt

PASS_LABELS = ("pass", "done", "no")


def auto_answer(p: Prompt) -> Option | None:
    """scenarios.md "No empty questions": pass for a seat with nothing to choose.

    A prompt whose only options are pass/done is answered with that; a target,
    order or choose prompt with exactly one option takes it.
    """
    if all(o.label in PASS_LABELS and o.card is None for o in p.options):
        return p.options[0] if p.options else None
    if p.kind in ("target", "order", "choose") and len(p.options) == 1:
        return p.options[0]
    return None


def ask(frame: Any, g: GameState, prompt: Prompt) -> Prompt | None:
    """Return the prompt, or answer it for the seat when there is no real choice."""
    auto = auto_answer(prompt)
    if auto is not None:
        frame.answer(g, auto)
        return None
    return prompt


def player_options(g: GameState, players: list[int]) -> tuple[Option, ...]:
    return tuple(Option(player=g.players[p].name) for p in players)


def ctx(g: GameState, **kw: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"phase": g.phase}
    d.update({k: v for k, v in kw.items() if v is not None})
    return d
