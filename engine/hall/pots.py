"""A game's pots and how its money moves once it is settled (004 "Basic Rules for
Gambling", "Ties").

Their own module, so that neither the betting table (which builds pots) nor the payout
(which splits them) imports the other for these two types: no import circle, counting
imports inside functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Pot:
    name: str
    amount: int
    eligible: list[str]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "amount": self.amount, "eligible": list(self.eligible)}


@dataclass
class Settlement:
    """How the money of a finished game moves."""

    pots: list[Pot]
    rebates: dict[str, int]
    payouts: dict[str, int]
    winners: list[str]
    carry_over: int
    pot_winners: dict[str, list[str]]
    replay_with: list[str] | None = None
    #: one entry per replay due: ``{"players": [...], "amount": n}`` (the pots they tied)
    replays: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"pots": [p.to_json() for p in self.pots], "rebates": dict(self.rebates),
                "payouts": dict(self.payouts), "winners": list(self.winners),
                "carry_over": self.carry_over,
                "pot_winners": {k: list(v) for k, v in self.pot_winners.items()},
                "replay_with": self.replay_with,
                "replays": [dict(r, players=list(r["players"])) for r in self.replays]}
