"""Threes (004 "Threes"): the lowest Keep of 5 dice wins, and 3's score nothing.

Order of play: ante, roll 5 dice, keep all dice of one value showing, Betting
Round, roll the rest and keep again ... until every Keep is full. Tiebreaker:
none (the Split Rule decides). Variants: Fool's Luck, Strength in Numbers,
Can't Win With Nothing, Hidden Fate (4 dice + a face-down card that counts as
a die; a Bard is a 3), Dragon Cards (with Hidden Fate: a Dragon is any value
1-6, declared at the reveal; this engine declares the best value for its owner).
"""

from __future__ import annotations

from typing import Any

from engine.hall.base import HallGame
from engine.hall.deck import Card, roll_dice
from engine.hall.prompts import KEEP, Prompt


def die_points(value: int) -> int:
    """004 "Scoring": 3's score no points."""
    return 0 if value == 3 else value


def keep_total(values: list[int]) -> int:
    return sum(die_points(v) for v in values)


def card_value(card: Card, declared: int | None = None) -> int:
    """Hidden Fate: the card counts as a die of its rank number; a Dragon as declared."""
    if card.is_dragon:
        if declared is None or not 1 <= declared <= 6:
            raise ValueError("a Dragon in the Keep needs a declared value 1-6")
        return declared
    return card.value


def keep_key(values: list[int], variants: set[str] | list[str]) -> tuple[int, int]:
    """Higher is better. Categories: Can't Win With Nothing (all 3's lose) < ordinary
    (lowest total) < Fool's Luck (all different, highest total) < Strength in Numbers
    (all the same, highest total)."""
    v = set(variants)
    total = keep_total(values)
    if "cant_win_with_nothing" in v and all(x == 3 for x in values):
        return (0, 0)
    if "strength_in_numbers" in v and len(set(values)) == 1:
        return (3, total)
    if "fools_luck" in v and len(set(values)) == len(values):
        return (2, total)
    return (1, -total)


def best_declaration(dice: list[int], variants: set[str] | list[str]) -> int:
    """The Dragon value (1-6) that gives its owner the best Keep (ties: the lowest value)."""
    return max(range(1, 7), key=lambda d: (keep_key([*dice, d], variants), -d))


def keep_from_roll(roll: list[int], chosen: int | None) -> tuple[list[int], int, bool]:
    """(dice added to the Keep in roll order, dice left to roll, whether it was forced).

    004 "Other Notes": with one die left you keep whatever you roll; if all dice show
    the same number you must keep all of them.
    """
    if not roll:
        raise ValueError("nothing was rolled")
    forced = len(roll) == 1 or len(set(roll)) == 1
    if forced:
        if chosen is not None and chosen != roll[0]:
            raise ValueError(f"the Keep must take {roll[0]}")
        chosen = roll[0]
    if chosen is None or chosen not in roll:
        raise ValueError(f"choose a value showing on the dice {roll}")
    added = [d for d in roll if d == chosen]
    return added, len(roll) - len(added), forced


class Threes(HallGame):
    GAME = "threes"
    TITLE = "Threes"
    VARIANTS = frozenset({"fools_luck", "strength_in_numbers", "cant_win_with_nothing",
                          "hidden_fate", "dragon_cards"})
    TIEBREAKER = None
    MAX_PLAYERS = 8

    def _setup(self) -> None:
        self.dice_count = 4 if self.has("hidden_fate") else 5
        self.keeps: dict[str, list[int]] = {p: [] for p in self.players}
        self.rolled: dict[str, list[int]] = {}
        self.cards: dict[str, Card] = {}
        self.declared: dict[str, int] = {}

    def _script(self) -> list[str]:
        s = ["deal"] if self.has("hidden_fate") else []
        s.append("roll")
        for _ in range(self.dice_count - 1):
            s += ["bet", "roll"]
        if self.has("hidden_fate"):
            s.append("bet:final")  # 004 Hidden Fate: one last Betting Round
        return s

    def left(self, player: str) -> int:
        return self.dice_count - len(self.keeps[player])

    def _enabled(self, step: str) -> bool:
        if step in ("bet", "roll"):
            return any(self.left(p) > 0 for p in self.live)
        return True

    def _begin(self, step: str) -> None:
        if step == "deal":
            for p in self.players:
                self.cards[p] = self.draw()
            self._log("Each player is dealt a face-down card (Hidden Fate).", kind="deal")
        elif step == "roll":
            self.rolled = {}
            for p in self.live:
                if self.left(p) > 0:
                    roll = roll_dice(self.rng, self.left(p))
                    self.rolled[p] = roll
                    self._log(f"{p} rolls {roll}.", kind="roll", player=p, dice=roll)
                    if len(roll) == 1 or len(set(roll)) == 1:
                        self._keep(p, roll[0])

    def _keep(self, player: str, value: int) -> None:
        added, _, forced = keep_from_roll(self.rolled[player], value)
        self.keeps[player].extend(added)
        self.done.append(player)
        how = " (forced)" if forced else ""
        self._log(f"{player} keeps {added}{how}.", kind="keep", player=player, dice=added)

    def _needs(self, step: str, player: str) -> bool:
        return step == "roll" and player in self.rolled

    def _prompt(self, step: str, player: str) -> Prompt:
        roll = self.rolled[player]
        return Prompt(player, KEEP, {"roll": roll, "choices": sorted(set(roll)),
                                     "keep": list(self.keeps[player])},
                      "Choose a value to put all its dice in your Keep")

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        if not isinstance(answer, int) or isinstance(answer, bool):
            raise ValueError("answer a die value showing on your roll")
        keep_from_roll(self.rolled[player], answer)  # validates
        self._keep(player, answer)
        return False  # _keep already marked the player done

    def values(self, player: str) -> list[int]:
        vals = list(self.keeps[player])
        if player in self.cards:
            card = self.cards[player]
            if card.is_dragon:
                if player not in self.declared:
                    self.declared[player] = best_declaration(vals, self.variants)
                vals.append(self.declared[player])
            else:
                vals.append(card_value(card))
        return vals

    def score_key(self, player: str) -> tuple[Any, ...]:
        return keep_key(self.values(player), self.variants)

    def breakdown(self, player: str) -> dict[str, Any]:
        vals = self.values(player)
        key = keep_key(vals, self.variants)
        category = {0: "cant_win_with_nothing", 1: "ordinary", 2: "fools_luck",
                    3: "strength_in_numbers"}[key[0]]
        out: dict[str, Any] = {"keep": list(self.keeps[player]), "values": vals,
                               "total": keep_total(vals), "category": category}
        if player in self.cards:
            out["card"] = self.cards[player].to_json()
            if player in self.declared:
                out["declared_value"] = self.declared[player]
        return out

    def _view(self, viewer: str | None) -> dict[str, Any]:
        return {"keeps": {p: list(v) for p, v in self.keeps.items()},
                "rolled": {p: list(v) for p, v in self.rolled.items()},
                "cards": {p: (c.to_json() if self.revealed(p, viewer) else None)
                          for p, c in self.cards.items()}}
