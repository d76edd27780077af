"""The review of a finished game: where one seat's chance to win fell the most.

The game is replayed from its set-up, seed and decisions. At each decision of the
chosen seat that the Expert searches (engine.ai.ismcts.Budget.search_kinds), the
hint search runs from that seat's own view at that moment (engine.ai.hint, at the
smaller REVIEW_BUDGET), which estimates every option's chance to win. The *loss* of a
decision is the Expert's choice's chance minus the chance of what was played; the
turning points are the decisions with the largest losses.

Reproducible: each search is seeded from the game's seed, the decision's index and the
seat, and stops on an iteration count, so a seeded game gets the same review on any
machine. Cancellable between iterations; progress is reported as a fraction.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.ai.hint import REVIEW_BUDGET, Budget, Hint, hint
from engine.game import Game, new_game

#: the review format's version (kept with a replay file: see rdi_desktop.review_file)
REVIEW_VERSION = 1
#: turning points listed at most, and the least fall that counts as one
TURNING_POINTS = 5
MIN_LOSS = 0.02


@dataclass(frozen=True)
class Moment:
    """One reviewed decision: `index` is its place in the game's decision list."""

    index: int
    turn: int
    kind: str
    played: int
    hint: Hint

    @property
    def best(self) -> int:
        return self.hint.choice

    @property
    def loss(self) -> float:
        """How much the seat's estimated chance to win fell against the Expert's choice."""
        a = self.hint.options[self.best].chance
        b = self.hint.options[self.played].chance
        if a is None or b is None or self.played == self.best:
            return 0.0
        return max(0.0, a - b)

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "turn": self.turn, "kind": self.kind,
                "played": self.played, "hint": self.hint.to_dict()}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Moment:
        return Moment(int(d["index"]), int(d["turn"]), str(d["kind"]), int(d["played"]),
                      Hint.from_dict(d["hint"]))


@dataclass(frozen=True)
class Review:
    seat: int
    iterations: int  # the search budget per decision
    moments: tuple[Moment, ...] = field(default_factory=tuple)

    def turning_points(self, limit: int = TURNING_POINTS) -> list[Moment]:
        """The decisions where the chance fell the most, biggest first (ties: earliest)."""
        hurt = [m for m in self.moments if m.loss >= MIN_LOSS]
        return sorted(hurt, key=lambda m: (-m.loss, m.index))[:limit]

    def agreed(self) -> int:
        """Decisions where the seat played what the Expert would have."""
        return sum(1 for m in self.moments if m.played == m.best)

    def to_dict(self) -> dict[str, Any]:
        return {"version": REVIEW_VERSION, "seat": self.seat, "iterations": self.iterations,
                "moments": [m.to_dict() for m in self.moments]}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Review:
        if int(d.get("version", 0)) != REVIEW_VERSION:
            raise ValueError("a review of another format")
        return Review(int(d["seat"]), int(d["iterations"]),
                      tuple(Moment.from_dict(m) for m in d.get("moments", [])))


def reviewed_points(setup: dict[str, Any], seed: int, decisions: list[int], seat: int,
                    kinds: tuple[str, ...]) -> list[tuple[int, Game]]:
    """The game at each decision of `seat` the review searches: (its index, a copy)."""
    game = new_game(setup, seed)
    out: list[tuple[int, Game]] = []
    for i, d in enumerate(decisions):
        p = game.pending()
        if p is None:
            break
        if p.seat == seat and len(p.options) > 1 and p.kind in kinds:
            out.append((i, game.clone()))
        game.apply(d)
    return out


def review(setup: dict[str, Any], seed: int, decisions: list[int], seat: int,
           budget: Budget = REVIEW_BUDGET, cancel: threading.Event | None = None,
           progress: Callable[[float], None] | None = None) -> Review:
    """Review `seat`'s play in the game (setup, seed, decisions); raises
    engine.ai.hint.HintCancelled when `cancel` is set."""
    points = reviewed_points(setup, seed, decisions, seat, budget.search_kinds)
    moments: list[Moment] = []
    total = max(1, len(points))
    for k, (i, game) in enumerate(points):
        def step(x: float, k: int = k) -> None:
            if progress is not None:
                progress((k + x) / total)

        h = hint(game, seat, budget, cancel, step)
        moments.append(Moment(i, game.state.turn_number, h.kind, decisions[i], h))
    if progress is not None:
        progress(1.0)
    return Review(seat, budget.max_iterations, tuple(moments))
