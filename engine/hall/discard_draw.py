"""The shared "discard 0, 1 or 2 cards, then draw that many" step.

King's Council, Three Kingdoms and Den of Thieves all use it (004: "In turn
order, each player discards 0, 1, or 2 cards from their hand, then draws that
many cards"). The answer is a list of hand indices.
"""

from __future__ import annotations

from typing import Any

from engine.hall.base import HallGame
from engine.hall.deck import Card
from engine.hall.prompts import DISCARD, Prompt

MAX_DISCARD = 2


def check_discard(hand: list[Card], answer: Any) -> list[int]:
    """Validate a discard answer (distinct hand indices, at most 2)."""
    if not isinstance(answer, list) or not all(
            isinstance(i, int) and not isinstance(i, bool) for i in answer):
        raise ValueError("answer a list of 0, 1 or 2 card indices to discard")
    if len(answer) > MAX_DISCARD or len(set(answer)) != len(answer):
        raise ValueError("discard 0, 1 or 2 different cards")
    if any(not 0 <= i < len(hand) for i in answer):
        raise ValueError(f"card indices go from 0 to {len(hand) - 1}")
    return list(answer)


class DiscardDrawGame(HallGame):
    """A hand-of-cards game with ``discard`` steps."""

    hands: dict[str, list[Card]]

    # The only decision these games add to betting: each player's discard step.
    def _needs(self, step: str, player: str) -> bool:
        return step == "discard"

    def _prompt(self, step: str, player: str) -> Prompt:
        return self._discard_prompt(player)

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        return self._discard(player, answer)

    def _discard_prompt(self, player: str) -> Prompt:
        return Prompt(player, DISCARD, {"hand": [c.to_json() for c in self.hands[player]],
                                        "max": MAX_DISCARD},
                      "Discard 0, 1 or 2 cards (list of indices); you draw as many")

    def _discard(self, player: str, answer: Any) -> bool:
        idx = check_discard(self.hands[player], answer)
        hand = self.hands[player]
        for i in sorted(idx, reverse=True):
            self.discards.append(hand.pop(i))
        for _ in idx:
            hand.append(self.draw())
        self._log(f"{player} discards and draws {len(idx)}.", kind="discard", player=player,
                  count=len(idx))
        return True

    def _hands_view(self, viewer: str | None) -> dict[str, Any]:
        return {p: ([c.to_json() for c in h] if self.revealed(p, viewer) else len(h))
                for p, h in self.hands.items()}
