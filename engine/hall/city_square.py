"""City Square (004 "City Square"): build the most prosperous 3x3 city in four years.

Each year every player places 3 dealt cards face up in their city grid: at
most 2 cards per district (the top one counts), never 2 in one district in the
same year. Districts: Warrior = Barracks, Lady = Estate, Bard = Tavern,
Merchant = Market, Rogue = Slum, Dragon = Fancy Tavern. Scoring:

- an unpatrolled Slum (no Barracks next to it; Happy Peasants: or a Tavern,
  not a Fancy one) makes connected Estates and Markets fail (empty);
  a patrolled Slum scores 1;
- the largest connected collection of Markets scores 1 per Market (Dragons:
  +1 per Dragon connected to that collection; a Dragon does not join Markets);
- an Estate scores 1 per unique non-Slum district type connected to it (each
  Dragon counts as its own unique neighbour);
- a Tavern (and a Fancy Tavern) scores 1 per connected Barracks.

Tiebreaker: Color (of the visible cards).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.hall.base import HallGame
from engine.hall.deck import LETTER, Card
from engine.hall.prompts import PLACE, Prompt

SIZE = 3
EMPTY = "."
Pos = tuple[int, int]


def _neighbors(pos: Pos) -> tuple[Pos, ...]:
    r, c = pos
    return tuple((r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                 if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)


#: computed once: scoring asks for them hundreds of thousands of times in AI playouts
_NEIGHBORS: dict[Pos, tuple[Pos, ...]] = {(r, c): _neighbors((r, c))
                                          for r in range(SIZE) for c in range(SIZE)}


def neighbors(pos: Pos) -> tuple[Pos, ...]:
    return _NEIGHBORS[pos]


@dataclass
class CityScore:
    score: int
    failed: list[Pos]
    points: dict[Pos, int] = field(default_factory=dict)
    markets: list[Pos] = field(default_factory=list)
    market_points: int = 0
    patrolled: list[Pos] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "failed_districts": [list(p) for p in self.failed],
                "district_points": [{"at": list(p), "points": v}
                                    for p, v in sorted(self.points.items())],
                "scoring_markets": [list(p) for p in self.markets],
                "market_points": self.market_points,
                "patrolled_slums": [list(p) for p in self.patrolled]}


def parse_grid(rows: list[str]) -> dict[Pos, str]:
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        raise ValueError("a city is 3 rows of 3 letters")
    grid = {(r, c): rows[r][c] for r in range(SIZE) for c in range(SIZE)}
    if any(v not in "WLBMRD." for v in grid.values()):
        raise ValueError("district letters are W L B M R D .")
    return grid


def _components(cells: set[Pos]) -> list[list[Pos]]:
    seen: set[Pos] = set()
    out = []
    for start in sorted(cells):
        if start in seen:
            continue
        comp, todo = [], [start]
        seen.add(start)
        while todo:
            cur = todo.pop()
            comp.append(cur)
            for n in neighbors(cur):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        out.append(sorted(comp))
    return out


def score_city(grid: dict[Pos, str], variants: set[str] | list[str] | tuple[str, ...] = ()
               ) -> CityScore:
    happy = "happy_peasants" in variants

    def patrolled(pos: Pos) -> bool:
        return any(grid[n] == "W" or (happy and grid[n] == "B") for n in neighbors(pos))

    slums = [p for p, v in sorted(grid.items()) if v == "R"]
    guarded = [p for p in slums if patrolled(p)]
    failed = sorted({n for s in slums if s not in guarded for n in neighbors(s)
                     if grid[n] in "LM"})
    eff = {p: (EMPTY if p in failed else v) for p, v in grid.items()}
    points: dict[Pos, int] = {}
    # Markets: the largest connected collection (Dragons add to it, never join it).
    best: list[Pos] = []
    best_val = 0
    for comp in _components({p for p, v in eff.items() if v == "M"}):
        dragons = {n for m in comp for n in neighbors(m) if eff[n] == "D"}
        val = len(comp) + len(dragons)
        if (len(comp), val) > (len(best), best_val):
            best, best_val = comp, val
    for p, v in eff.items():
        near = [eff[n] for n in neighbors(p)]
        if v == "M":
            points[p] = 1 if p in best else 0
        elif v == "L":
            kinds = {x for x in near if x in "WLBM"}
            points[p] = len(kinds) + near.count("D")
        elif v in "BD":
            points[p] = near.count("W")
        elif v == "R":
            points[p] = 1 if p in guarded else 0
        elif v == "W" or v == EMPTY:
            points[p] = 0
    total = sum(v for p, v in points.items() if eff[p] != "M") + best_val
    return CityScore(total, failed, points, best, best_val, guarded)


def placements_legal(existing: dict[Pos, list[str]], placements: list[Pos]) -> str | None:
    """Why a year's placements break the rules, or None (004 "Building Your City")."""
    if len(set(placements)) != len(placements):
        return "you may not play 2 cards to the same district in the same year"
    for p in placements:
        if not (0 <= p[0] < SIZE and 0 <= p[1] < SIZE):
            return f"district {list(p)} is outside the 3x3 city"
        if len(existing.get(p, [])) >= 2:
            return f"district {list(p)} already holds 2 cards"
    return None


class CitySquare(HallGame):
    GAME = "city_square"
    TITLE = "City Square"
    VARIANTS = frozenset({"happy_peasants", "dragon_cards"})
    TIEBREAKER = "color"

    def _setup(self) -> None:
        self.cities: dict[str, dict[str, list[Card]]] = {p: {} for p in self.players}
        self.dealt: dict[str, list[Card]] = {}
        self.chosen: dict[str, list[list[int]]] = {}
        self.year = 0

    def _script(self) -> list[str]:
        return ["year", "place", "bet"] * 4

    @staticmethod
    def key(pos: Pos) -> str:
        return f"{pos[0]},{pos[1]}"

    def stacks_of(self, player: str) -> dict[Pos, list[str]]:
        out: dict[Pos, list[str]] = {}
        for k, cards in self.cities[player].items():
            r, c = (int(x) for x in k.split(","))
            out[(r, c)] = [LETTER[x.rank] for x in cards]
        return out

    def grid(self, player: str) -> dict[Pos, str]:
        stacks = self.stacks_of(player)
        return {(r, c): (stacks[(r, c)][-1] if stacks.get((r, c)) else EMPTY)
                for r in range(SIZE) for c in range(SIZE)}

    def _begin(self, step: str) -> None:
        if step == "year":
            self.year += 1
            self.chosen = {}
            for p in self.live:
                self.dealt[p] = [self.draw() for _ in range(3)]
            self._log(f"Year {self.year}: each player is dealt 3 cards.", kind="year",
                      year=self.year)

    def _needs(self, step: str, player: str) -> bool:
        return step == "place"

    def _prompt(self, step: str, player: str) -> Prompt:
        stacks = self.stacks_of(player)
        free = [[r, c] for r in range(SIZE) for c in range(SIZE)
                if len(stacks.get((r, c), [])) < 2]
        return Prompt(player, PLACE, {"cards": [c.to_json() for c in self.dealt[player]],
                                      "free_districts": free},
                      "Place each dealt card: a list of 3 [row, column] positions")

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        if (not isinstance(answer, list) or len(answer) != len(self.dealt[player])
                or not all(isinstance(a, list | tuple) and len(a) == 2
                           and all(isinstance(x, int) for x in a) for a in answer)):
            raise ValueError("answer a [row, column] position for each dealt card")
        pos = [(int(a[0]), int(a[1])) for a in answer]
        why = placements_legal(self.stacks_of(player), pos)
        if why:
            raise ValueError(why)
        self.chosen[player] = [list(p) for p in pos]
        return True

    def _end(self, step: str) -> None:
        if step != "place":
            return
        for p in self.live:
            for card, (r, c) in zip(self.dealt[p], self.chosen[p]):
                self.cities[p].setdefault(self.key((r, c)), []).append(card)
            self._log(f"{p} builds {', '.join(str(c) for c in self.dealt[p])}.", kind="build",
                      player=p, at=self.chosen[p])
        self.dealt = {}

    def city_score(self, player: str) -> CityScore:
        return score_city(self.grid(player), self.variants)

    def score_key(self, player: str) -> tuple[Any, ...]:
        return (self.city_score(player).score,)

    def tiebreak_hand(self, player: str) -> list[Card]:
        return [cards[-1] for cards in self.cities[player].values() if cards]

    def breakdown(self, player: str) -> dict[str, Any]:
        out = self.city_score(player).to_json()
        g = self.grid(player)
        out["grid_top_row_first"] = ["".join(g[(r, c)] for c in range(SIZE))
                                     for r in range(SIZE)]
        return out

    def _view(self, viewer: str | None) -> dict[str, Any]:
        cities = {p: {k: [c.to_json() for c in v] for k, v in city.items()}
                  for p, city in self.cities.items()}
        dealt = {p: ([c.to_json() for c in v] if p == viewer else len(v))
                 for p, v in self.dealt.items()}
        scores = {p: self.city_score(p).score for p in self.players}
        return {"cities": cities, "dealt": dealt, "year": self.year, "city_scores": scores,
                # the viewer's city scored now: its districts' points and the failed ones
                "city_score": self.city_score(viewer).to_json()
                if viewer is not None and viewer in self.cities else None}
