"""Adventurer's Choice money rules (004 "Adventurer's Choice").

Everyone starts with 50. Between games a player with fewer than 25 may ask for
a loan: the richest player must give 25 and takes a Loan Marker, the borrower a
Debt Marker. Markers are not money: they are ignored when deciding who may
borrow or must lend, and count +25 / -25 only in the final standings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STARTING_MONEY = 50
LOAN_SIZE = 25
LOAN_THRESHOLD = 25


@dataclass
class Purse:
    """Money and markers of the players of a session, seat order kept."""

    players: list[str]
    money: dict[str, int]
    debt_markers: dict[str, int] = field(default_factory=dict)
    loan_markers: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for p in self.players:
            self.debt_markers.setdefault(p, 0)
            self.loan_markers.setdefault(p, 0)

    @staticmethod
    def new(players: list[str], start: int = STARTING_MONEY) -> Purse:
        return Purse(list(players), {p: start for p in players})

    def loan_allowed(self, player: str) -> bool:
        return self.money[player] < LOAN_THRESHOLD and self.lender_for(player) is not None

    def lender_for(self, player: str) -> str | None:
        """The player with the most money (markers not counted); seat order breaks ties."""
        others = [p for p in self.players if p != player]
        if not others:
            return None
        best = max(self.money[p] for p in others)
        if best < LOAN_SIZE:
            return None
        return next(p for p in others if self.money[p] == best)

    def take_loan(self, player: str) -> str:
        """Give ``player`` a loan of 25; returns the lender. ValueError if not allowed."""
        if player not in self.money:
            raise ValueError(f"unknown player {player!r}")
        if self.money[player] >= LOAN_THRESHOLD:
            raise ValueError(f"{player} has {self.money[player]}: loans are for fewer than 25")
        lender = self.lender_for(player)
        if lender is None:
            raise ValueError("nobody can cover a loan of 25")
        self.money[lender] -= LOAN_SIZE
        self.money[player] += LOAN_SIZE
        self.loan_markers[lender] += 1
        self.debt_markers[player] += 1
        return lender

    def final_scores(self) -> dict[str, int]:
        return {p: self.money[p] + LOAN_SIZE * (self.loan_markers[p] - self.debt_markers[p])
                for p in self.players}

    def winners(self) -> list[str]:
        scores = self.final_scores()
        best = max(scores.values())
        return [p for p in self.players if scores[p] == best]

    def standings(self) -> list[dict[str, Any]]:
        scores = self.final_scores()
        order = sorted(self.players, key=lambda p: (-scores[p], self.players.index(p)))
        return [{"player": p, "score": scores[p], "money": self.money[p],
                 "loan_markers": self.loan_markers[p], "debt_markers": self.debt_markers[p]}
                for p in order]
