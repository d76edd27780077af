"""Rogues and Warriors (004 "Rogues and Warriors"): the best pair of two cards wins.

Order of play: ante, deal 2, Betting Round, each player reveals 1 card,
Betting Round, (Exchange: each may swap the face-down card, Betting Round),
showdown. Tiebreaker: Color.

The pair order is printed on the cards, not in the booklet text; hall.md
adopts "lower sum of rank numbers wins, equal sums go to the rarer pair". It
lives in ONE table, :data:`PAIR_ORDER`, and every function takes the table as
data so that it can be replaced.
"""

from __future__ import annotations

from typing import Any

from engine.hall.base import HallGame
from engine.hall.deck import LETTER, RANK_NUMBER, Card
from engine.hall.prompts import EXCHANGE, REVEAL, Prompt

# THE pair table, best first (hall.md "Rogues and Warriors pair order").
PAIR_ORDER: tuple[str, ...] = ("WW", "WL", "LL", "WB", "WM", "LB", "BB", "WR", "LM", "LR",
                               "BM", "MM", "BR", "MR", "RR")
ALL_PAIRS = frozenset(a + b for i, a in enumerate("WLBMR") for b in "WLBMR"[i:])
DRAGON_PAIR = "DD"


def pair_code(cards: list[Card]) -> str:
    """The pair a hand counts as. 004 Dragon Cards: a Dragon copies the other card's rank;
    two Dragons are ``"DD"``."""
    a, b = cards
    if a.is_dragon and b.is_dragon:
        return DRAGON_PAIR
    if a.is_dragon:
        a = b
    if b.is_dragon:
        b = a
    lo, hi = sorted((a, b), key=lambda c: RANK_NUMBER[c.rank])
    return LETTER[lo.rank] + LETTER[hi.rank]


def pair_position(code: str, order: tuple[str, ...] | list[str] = PAIR_ORDER) -> int:
    """1 = best. ``"DD"`` beats all other hands (position 0)."""
    if code == DRAGON_PAIR:
        return 0
    if code not in order:
        raise ValueError(f"pair {code!r} is not in the pair table")
    return list(order).index(code) + 1


def pair_order_strict(order: tuple[str, ...] | list[str]) -> bool:
    """All 15 pairs ranked, none twice."""
    return len(order) == 15 and set(order) == ALL_PAIRS


def better_pair(a: str, b: str, order: tuple[str, ...] | list[str] = PAIR_ORDER) -> str | None:
    pa, pb = pair_position(a, order), pair_position(b, order)
    return None if pa == pb else (a if pa < pb else b)


def hand_key(cards: list[Card], order: tuple[str, ...] | list[str] = PAIR_ORDER
             ) -> tuple[int, int]:
    """Higher is better: the pair, then (004 Dragon Cards) a hand with a Dragon beats one
    without. The Color tiebreaker comes after this key."""
    code = pair_code(cards)
    return (16 - pair_position(code, order), int(any(c.is_dragon for c in cards)))


class RoguesAndWarriors(HallGame):
    GAME = "rogues_and_warriors"
    TITLE = "Rogues and Warriors"
    VARIANTS = frozenset({"exchange", "dragon_cards"})
    TIEBREAKER = "color"
    MAX_PLAYERS = 8

    def _setup(self) -> None:
        self.pair_order: list[str] = list(PAIR_ORDER)
        self.hands: dict[str, list[Card]] = {}
        self.face_up: dict[str, int] = {}
        self.chosen: dict[str, int] = {}

    def _script(self) -> list[str]:
        s = ["deal", "bet", "reveal", "bet"]
        if self.has("exchange"):
            s += ["exchange", "bet"]
        return s

    def _begin(self, step: str) -> None:
        if step == "deal":
            for p in self.players:
                self.hands[p] = [self.draw(), self.draw()]
            self._log("Each player is dealt 2 cards.", kind="deal")
        elif step == "reveal":
            self.chosen = {}

    def _needs(self, step: str, player: str) -> bool:
        return step in ("reveal", "exchange")

    def _prompt(self, step: str, player: str) -> Prompt:
        cards = [c.to_json() for c in self.hands[player]]
        if step == "reveal":
            return Prompt(player, REVEAL, {"cards": cards, "choices": [0, 1]},
                          "Choose the card to reveal (0 or 1)")
        down = 1 - self.face_up[player]
        return Prompt(player, EXCHANGE, {"cards": cards, "face_down": down,
                                         "choices": [True, False]},
                      "Exchange your face-down card? (true/false)")

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        if step == "reveal":
            if answer not in (0, 1) or isinstance(answer, bool):
                raise ValueError("answer 0 or 1: the index of the card to reveal")
            self.chosen[player] = int(answer)
            return True
        if not isinstance(answer, bool):
            raise ValueError("answer true (exchange the face-down card) or false")
        if answer:
            down = 1 - self.face_up[player]
            self.discards.append(self.hands[player][down])
            self.hands[player][down] = self.draw()
            self._log(f"{player} exchanges the face-down card.", kind="exchange",
                      player=player)
        else:
            self._log(f"{player} keeps the face-down card.", kind="exchange", player=player)
        return True

    def _end(self, step: str) -> None:
        if step == "reveal":
            for p in self.live:
                self.face_up[p] = self.chosen[p]
                self._log(f"{p} reveals {self.hands[p][self.chosen[p]]}.", kind="reveal",
                          player=p, card=self.hands[p][self.chosen[p]].to_json())

    def score_key(self, player: str) -> tuple[Any, ...]:
        return hand_key(self.hands[player], self.pair_order)

    def tiebreak_hand(self, player: str) -> list[Card]:
        return self.hands[player]

    def breakdown(self, player: str) -> dict[str, Any]:
        code = pair_code(self.hands[player])
        return {"pair": code, "position": pair_position(code, self.pair_order),
                "cards": [c.to_json() for c in self.hands[player]]}

    def _view(self, viewer: str | None) -> dict[str, Any]:
        hands: dict[str, Any] = {}
        for p in self.players:
            cards = self.hands.get(p, [])
            if self.revealed(p, viewer):
                hands[p] = [c.to_json() for c in cards]
            else:
                hands[p] = [c.to_json() if p in self.face_up and i == self.face_up[p]
                            else None for i, c in enumerate(cards)]
        # which card of each hand is face up (its index), public as the card itself is
        return {"hands": hands, "pair_order": list(self.pair_order),
                "face_up": dict(self.face_up)}
