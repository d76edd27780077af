"""Helpers every flow frame uses: auto-answering empty questions, naming players."""

from __future__ import annotations

from typing import Any

from engine.model import GameState
from engine.prompts import Option, Prompt, player_option

PASS_LABELS = ("pass", "done", "no")


def auto_answer(p: Prompt) -> Option | None:
    """scenarios.md "No empty questions": pass for a seat with nothing to choose.

    A prompt whose only options are pass/done is answered with that; a target,
    order or choose prompt with exactly one option takes it.
    """
    opts = p.options
    for o in opts:
        if o.card is not None or o.label not in PASS_LABELS:
            break
    else:
        return opts[0] if opts else None
    if len(opts) == 1 and p.kind in ("target", "order", "choose"):
        return opts[0]
    return None


def ask(frame: Any, g: GameState, prompt: Prompt) -> Prompt | None:
    """Return the prompt, or answer it for the seat when there is no real choice."""
    auto = auto_answer(prompt)
    if auto is not None:
        frame.answer(g, auto)
        return None
    return prompt


def player_options(g: GameState, players: list[int]) -> tuple[Option, ...]:
    ps = g.players
    return tuple([player_option(ps[p].name) for p in players])


def ctx(g: GameState, **kw: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"phase": g.phase}
    for k, v in kw.items():
        if v is not None:
            d[k] = v
    return d
