"""The prompt a game hands to whoever must decide next (a UI or an AI seat)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Prompt kinds used by the hall games.
BET = "bet"
REVEAL = "reveal"
EXCHANGE = "exchange"
KEEP = "keep"
DISCARD = "discard"
PLACE = "place"
CHOOSE_JOBS = "choose_jobs"
PLAY = "play"
PLACE_CLOCK = "place_clock"
PREDICT = "predict"
CHOOSE_DRAGON = "choose_dragon"
STAY_OR_LEAVE = "stay_or_leave"


@dataclass
class Prompt:
    """Who must decide, what kind of decision, and the legal options.

    ``options`` is JSON data whose shape depends on ``kind``; every game
    module documents the answer it accepts for each kind it asks.
    """

    player: str
    kind: str
    options: dict[str, Any] = field(default_factory=dict)
    text: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "options": self.options,
                "text": self.text}
