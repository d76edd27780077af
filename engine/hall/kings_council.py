"""King's Council (004 "King's Council"): advisors with much in common with the King.

Each card scores 2 for the King's rank, 1 for the King's colour and 1 for the
King's animal type (Bird: Hawk, Owl, Wren; Mammal: Wolf, Horse, Hare). Highest
total wins; Tiebreaker: Color. Foreign Council: a hand scoring 0 beats all
others. Dragon Cards: the Dragon of the King's colour is worth 5, the others 3.
"""

from __future__ import annotations

from typing import Any

from engine.hall.deck import Card
from engine.hall.discard_draw import DiscardDrawGame


def card_points(card: Card, king: Card) -> int:
    """Points of one card against the King (004 "Scoring")."""
    if card.is_dragon:
        return 5 if card.color == king.color else 3
    pts = 0
    if card.rank == king.rank:
        pts += 2
    if card.color == king.color:
        pts += 1
    if king.animal is not None and card.animal == king.animal:
        pts += 1
    return pts


def hand_points(hand: list[Card], king: Card) -> list[int]:
    return [card_points(c, king) for c in hand]


def council_key(score: int, variants: set[str] | list[str]) -> tuple[int, int]:
    """Higher is better; Foreign Council puts a 0-point hand above every other."""
    if "foreign_council" in variants and score == 0:
        return (1, 0)
    return (0, score)


class KingsCouncil(DiscardDrawGame):
    GAME = "kings_council"
    TITLE = "King's Council"
    VARIANTS = frozenset({"foreign_council", "dragon_cards"})
    TIEBREAKER = "color"

    def _setup(self) -> None:
        self.hands: dict[str, list[Card]] = {}
        self.king: Card | None = None

    def _script(self) -> list[str]:
        return ["deal", "king", "bet", "discard", "bet", "discard", "bet"]

    def _begin(self, step: str) -> None:
        if step == "deal":
            for p in self.players:
                self.hands[p] = [self.draw() for _ in range(5)]
            self._log("Each player is dealt 5 cards.", kind="deal")
        elif step == "king":
            self.king = self.draw()
            self._log(f"The King is the {self.king}.", kind="king", card=self.king.to_json())

    def points(self, player: str) -> list[int]:
        assert self.king is not None
        return hand_points(self.hands[player], self.king)

    def score_key(self, player: str) -> tuple[Any, ...]:
        return council_key(sum(self.points(player)), self.variants)

    def tiebreak_hand(self, player: str) -> list[Card]:
        return self.hands[player]

    def breakdown(self, player: str) -> dict[str, Any]:
        pts = self.points(player)
        return {"cards": [c.to_json() for c in self.hands[player]], "per_card": pts,
                "score": sum(pts)}

    def public_breakdown(self) -> dict[str, Any]:
        return {"king": self.king.to_json() if self.king else None}

    def _view(self, viewer: str | None) -> dict[str, Any]:
        own = viewer is not None and viewer in self.hands and self.king is not None
        return {"king": self.king.to_json() if self.king else None,
                # what the King's animal is ("Bird", "Mammal"; None: a Dragon has none)
                "king_animal": self.king.animal if self.king else None,
                "hands": self._hands_view(viewer),
                # the viewer's own cards' points against the King (their information)
                "hand_points": self.points(viewer) if own and viewer is not None else None}
