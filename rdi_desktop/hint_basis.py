"""What a hint may read, taken on the engine thread at a prompt of a seat whose hints
are on (rdi_desktop.coach runs the search from it on a worker thread)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.ai.hint import hint_seed
from engine.game import Game


@dataclass(frozen=True)
class HintBasis:
    """What a hint may read: the seat's view and redacted snapshot, and the seed."""

    view: dict[str, Any]
    redacted: dict[str, Any]
    seed: int
    answers: int  # decisions taken before this prompt (where a hint is recorded)


def hint_seats(game: Game) -> set[int]:
    """The seats whose hints are on (their set-up record says ``"hints": true``)."""
    return {i for i, spec in enumerate(game.state.setup.get("players", []))
            if isinstance(spec, dict) and spec.get("hints") is True}


def basis_for(game: Game, seat: int) -> HintBasis:
    """On the engine thread, at a prompt of `seat`: the part of the game a hint reads."""
    answers = len(game.state.decisions)
    red = game.redacted(seat)
    return HintBasis(game.view(seat), red,
                     hint_seed(int(red["snapshot"].get("seed", 0)), answers, seat), answers)


def hints_in(data: object) -> list[dict[str, int | str]]:
    """The hints a save or shared file records (its optional ``"hints"`` field: one
    record per hint shown, at which decision, for which seat, what it advised); records
    of another form are dropped, never trusted."""
    raw = data.get("hints") if isinstance(data, dict) else None
    out: list[dict[str, int | str]] = []
    for h in raw if isinstance(raw, list) else []:
        if isinstance(h, dict) and all(type(h.get(k)) is int for k in
                                       ("decision", "seat", "choice")):
            out.append({"decision": h["decision"], "seat": h["seat"], "choice": h["choice"],
                        "kind": str(h.get("kind", ""))[:16]})
    return out[:100_000]


def hints_in_file(path: Path) -> list[dict[str, int | str]]:
    """:func:`hints_in` of a save file ([] when it cannot be read: the game was loaded
    from it already, so only the record of hints is lost)."""
    try:
        return hints_in(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return []
