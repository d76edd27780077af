"""Den of Thieves (004 "Den of Thieves"): the most profitable inn of 7 patrons.

Bards 1 each; Ladies 1 + 1 per Bard; Merchants 1, 2, 2, 3, 3, 4, 4; Warriors
3 + 1 per Rogue they kill (up to 2 each); Rogues no Warrior killed kill a
patron each: Merchants first, then Ladies, then Bards. A hand may be declared
a *Den of Thieves*: Warriors become Rogues and every thief who kills no patron
is worth 2. Tiebreaker: Rank. The engine declares the better way for you.

Strong Warriors: Warriors are always worth 3, even in a Den (the project lets
the player give the Den's kills to the Warriors first, vector DT-13).
Dragon Cards: each Dragon must be slain by 2 Warriors, 4 Rogues or 1 Warrior +
2 Rogues, or the hand scores 0; a slain Dragon and its slayers score 12 and the
rest scores normally; all 3 Dragons: 19 regardless.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Any

from engine.hall.deck import Card
from engine.hall.discard_draw import DiscardDrawGame

SLAYER_SETS: tuple[tuple[int, int], ...] = ((2, 0), (0, 4), (1, 2))  # (Warriors, Rogues)
KILL_ORDER = ("Merchant", "Lady", "Bard")  # 004: "Rogues follow the money!"


def merchant_points(n: int) -> int:
    """1 for the first, 2 for the second and third, 3 for the fourth and fifth, ..."""
    return sum(1 + k // 2 for k in range(1, n + 1))


@dataclass
class DenScore:
    score: int
    declaration: str
    breakdown: dict[str, int] = field(default_factory=dict)
    killed: list[str] = field(default_factory=list)
    warrior_kills: int = 0
    dragons_slain: int = 0
    slayers: list[tuple[int, int]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "declaration": self.declaration,
                "breakdown": dict(self.breakdown), "killed": list(self.killed),
                "warrior_kills": self.warrior_kills, "dragons_slain": self.dragons_slain,
                "slayers": [list(s) for s in self.slayers]}


def _kill(patrons: Counter[str], killers: int) -> list[str]:
    killed = []
    for _ in range(killers):
        victim = next((r for r in KILL_ORDER if patrons[r] > 0), None)
        if victim is None:
            break
        patrons[victim] -= 1
        killed.append(victim)
    return killed


def _patron_points(patrons: Counter[str]) -> dict[str, int]:
    bards = patrons["Bard"]
    return {"Lady": patrons["Lady"] * (1 + bards), "Bard": bards,
            "Merchant": merchant_points(patrons["Merchant"])}


def score_normal(counts: Counter[str]) -> DenScore:
    w, r = counts["Warrior"], counts["Rogue"]
    warrior_kills = min(r, 2 * w)
    patrons = Counter({k: counts[k] for k in KILL_ORDER})
    killed = _kill(patrons, r - warrior_kills)
    bd = {"Warrior": 3 * w + warrior_kills, **_patron_points(patrons)}
    return DenScore(sum(bd.values()), "normal", bd, killed, warrior_kills)


def score_den(counts: Counter[str], strong_warriors: bool) -> DenScore:
    w, r = counts["Warrior"], counts["Rogue"]
    patrons = Counter({k: counts[k] for k in KILL_ORDER})
    killed = _kill(patrons, w + r)
    kills = len(killed)
    if strong_warriors:
        thieves = 3 * w + 2 * (r - max(0, kills - w))
    else:
        thieves = 2 * (w + r - kills)
    bd = {"Thieves": thieves, **_patron_points(patrons)}
    return DenScore(sum(bd.values()), "den_of_thieves", bd, killed)


def _assignments(dragons: int, w: int, r: int) -> list[tuple[tuple[int, int], ...]]:
    out = []
    for combo in combinations_with_replacement(SLAYER_SETS, dragons):
        if sum(s[0] for s in combo) <= w and sum(s[1] for s in combo) <= r:
            out.append(combo)
    return out


def score_hand(hand: list[Card], variants: set[str] | list[str], declaration: str
               ) -> DenScore:
    """Best score of ``hand`` under one declaration, Dragon rules included."""
    strong = "strong_warriors" in variants
    counts: Counter[str] = Counter(c.rank for c in hand)
    d = counts.pop("Dragon", 0)
    if d >= 3:
        return DenScore(19, declaration, {}, [], 0, 3)
    best: DenScore | None = None
    for combo in _assignments(d, counts["Warrior"], counts["Rogue"]):
        rest = Counter(counts)
        rest["Warrior"] -= sum(s[0] for s in combo)
        rest["Rogue"] -= sum(s[1] for s in combo)
        res = score_normal(rest) if declaration == "normal" else score_den(rest, strong)
        res.score += 12 * d
        res.dragons_slain = d
        res.slayers = list(combo)
        if best is None or res.score > best.score:
            best = res
    if best is None:  # an unslain Dragon: the hand is worth nothing
        zero = {"Warrior": 0, "Lady": 0, "Bard": 0, "Merchant": 0}
        return DenScore(0, declaration, zero, [], 0, 0)
    return best


def evaluate(hand: list[Card], variants: set[str] | list[str]) -> dict[str, Any]:
    """Everything the vectors and the result screen show about a hand."""
    normal = score_hand(hand, variants, "normal")
    den = score_hand(hand, variants, "den_of_thieves")
    best = normal if normal.score >= den.score else den
    bd = {k: normal.breakdown.get(k, 0) for k in ("Warrior", "Lady", "Bard", "Merchant")}
    return {"score": best.score, "normal_score": normal.score, "den_score": den.score,
            "best_declaration": best.declaration, "breakdown": bd,
            "killed": list(normal.killed), "normal": normal.to_json(), "den": den.to_json()}


class DenOfThieves(DiscardDrawGame):
    GAME = "den_of_thieves"
    TITLE = "Den of Thieves"
    VARIANTS = frozenset({"strong_warriors", "dragon_cards"})
    TIEBREAKER = "rank"

    def _setup(self) -> None:
        self.hands: dict[str, list[Card]] = {}

    def _script(self) -> list[str]:
        return ["deal", "bet", "discard", "bet", "discard", "bet"]

    def _begin(self, step: str) -> None:
        if step == "deal":
            for p in self.players:
                self.hands[p] = [self.draw() for _ in range(7)]
            self._log("Each player is dealt 7 cards.", kind="deal")

    def score_key(self, player: str) -> tuple[Any, ...]:
        return (evaluate(self.hands[player], self.variants)["score"],)

    def tiebreak_hand(self, player: str) -> list[Card]:
        return self.hands[player]

    def breakdown(self, player: str) -> dict[str, Any]:
        out = evaluate(self.hands[player], self.variants)
        out["cards"] = [c.to_json() for c in self.hands[player]]
        return out

    def _view(self, viewer: str | None) -> dict[str, Any]:
        out: dict[str, Any] = {"hands": self._hands_view(viewer)}
        if viewer is not None and viewer in self.hands:  # the viewer's own inn, scored now
            ev = evaluate(self.hands[viewer], self.variants)
            out["hand_score"] = ev["score"]
            out["hand_declaration"] = ev["best_declaration"]
        return out
