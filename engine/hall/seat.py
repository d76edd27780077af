"""Hall AI seats with the table's seat interface: ``decide(view, prompt) -> Option``.

The seat sees only what the driver hands it: the view and, because it sets
``wants_redacted``, ``view["redacted"]``, the current game with every card it cannot
see masked (:mod:`engine.hall.redact`). It plans on that masked game with
:class:`engine.hall.ai.HallAI`, so a hidden card can never change its decision.
Its randomness comes from its own seed and the decision number, so a saved game
continues as the original would.
"""

from __future__ import annotations

import json
import random
from typing import Any

from engine.hall import GAMES, game_from_json
from engine.hall.expert import hall_ai
from engine.hall.match import SESSION_VARIANTS
from engine.hall.options import option_for
from engine.prompts import NO, YES, Option, Prompt

LEVELS = ("easy", "normal", "hard", "expert")


class HallSeat:
    wants_redacted = True

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        if level not in LEVELS:
            level = "easy"
        self.level = level
        self.seed = seed

    def _rng(self, view: dict[str, Any]) -> random.Random:
        return random.Random(self.seed * 1_000_003 + int(view.get("decision_no", 0)))

    def decide(self, view: dict[str, Any], prompt: Prompt) -> Option | int:
        rng = self._rng(view)
        if prompt.kind == "continue":
            return 0
        if prompt.kind == "loan":
            return YES if prompt.options and YES in prompt.options else NO
        if prompt.kind == "choose_game":
            return choose_game(prompt, rng)
        red = view.get("redacted")
        if red is None:
            raise ValueError("a hall AI seat needs view['redacted'] (wants_redacted)")
        game = game_from_json(red)
        player = str(prompt.context["player"])
        ai = hall_ai(self.level, rng.randrange(2**31))
        answer = ai.decide(game, player)
        opt = option_for(prompt.kind, player, answer)
        if opt in prompt.options:
            return opt
        # an answer outside the options (e.g. a raise the clamp missed): the safest option
        for safe in (Option(label="check"), Option(label="fold")):
            if safe in prompt.options:
                return safe
        return 0


def choose_game(prompt: Prompt, rng: random.Random) -> int:
    """Any game that fits the table, now and then with a variant (never the
    session-changing ones)."""
    by_game: dict[str, list[int]] = {}
    for i, o in enumerate(prompt.options):
        v = json.loads(str(o.value))
        if not set(v["variants"]) & SESSION_VARIANTS:
            by_game.setdefault(v["game"], []).append(i)
    name = rng.choice(sorted(by_game))
    # sorted before drawing: a set's order changes with PYTHONHASHSEED
    wanted = [x for x in sorted(GAMES[name].VARIANTS - SESSION_VARIANTS) if rng.random() < 0.25]
    for i in by_game[name]:
        if json.loads(str(prompt.options[i].value))["variants"] == wanted:
            return i
    return by_game[name][0]
