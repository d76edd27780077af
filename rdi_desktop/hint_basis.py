"""What a hint may read, taken on the engine thread at a prompt of a seat whose hints
are on (rdi_desktop.coach runs the search from it on a worker thread)."""

from __future__ import annotations

from dataclasses import dataclass
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
