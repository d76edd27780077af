"""An example seat plug-in: the seat protocol of the README's "Plug-in seats" in use."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.prompts import Prompt

#: the quiet answers Cautious gives whenever the prompt offers one
QUIET = ("pass", "done", "no")


class CautiousSeat:
    """Passes (or is done, or says no) whenever it may; otherwise picks at random."""

    #: the one line New Game shows beside the seat's name
    description = "passes whenever it may; otherwise a random legal move; instant."

    def __init__(self, seed: int = 0) -> None:
        # every random choice from the seat's own generator: a game replays exactly
        self.rng = random.Random(seed)

    def decide(self, view: dict[str, Any], prompt: Prompt) -> int:
        """The index of one of ``prompt.options``."""
        for i, option in enumerate(prompt.options):
            if option.label in QUIET:
                return i
        return self.rng.randrange(len(prompt.options))
