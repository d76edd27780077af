"""Hints: what the Expert would play at a human seat's prompt, and why.

The hint runs the Expert's search (engine.ai.ismcts) from the asking seat's own
knowledge only: its `Game.view` and `Game.redacted` snapshot, exactly what an AI
seat in that chair is handed, so a hint can never read a card the player could not
see (tests/engine/test_hint.py scrambles the hidden cards and expects the same hint).

Besides the choice it keeps, per option at the root, the leaf values the search
backed up (the Expert's learned chance to win, engine.ai.value) and how the
playouts ended, so the table can say "about 41% to win, others 30-33%" and give one
reason drawn from what the search saw.

Determinism: the search's generator is seeded from the game's seed, the number of
answers given so far and the seat (all public), and the search stops on an
iteration count (the wall-clock limit is only a guard for a slow machine), so the
same position gets the same hint. Cancelling: `cancel` is checked between iterations.
"""

from __future__ import annotations

import math
import threading
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ai.heuristic import NORMAL, HeuristicSeat
from engine.ai.ismcts import EXPERT_BUDGET, Budget, ExpertSeat, Key, Node, key
from engine.game import Game
from engine.prompts import Prompt

#: the shipped hint budget: a fixed number of iterations (the same hint on any machine:
#: about 0.4 s of one core); 1.0 s of wall clock stops a search early only on a machine
#: too busy for them, leaving room for the last iteration and the thread's scheduling
#: under load, so a hint answers within 1.5 s (bench/bench_hint.py measures p50 and p95)
HINT_BUDGET = Budget(**{**EXPERT_BUDGET.__dict__, "seconds": 1.0, "max_iterations": 160})
#: per decision in a game review: smaller, so a 4-player game is reviewed in a minute
REVIEW_BUDGET = Budget(**{**EXPERT_BUDGET.__dict__, "seconds": 1e9, "max_iterations": 40})
#: a 95% interval's half width in standard errors
Z95 = 1.96


class HintCancelled(Exception):
    """The player cancelled the hint (Esc) before the search finished."""


@dataclass(frozen=True)
class OptionEstimate:
    """One option at the root: its estimated chance to win (None: never tried) and the
    half width of its 95% interval, from `visits` playouts."""

    index: int
    chance: float | None
    spread: float
    visits: int

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "chance": self.chance, "spread": self.spread,
                "visits": self.visits}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> OptionEstimate:
        c = d.get("chance")
        return OptionEstimate(int(d["index"]), None if c is None else float(c),
                              float(d.get("spread", 0.0)), int(d.get("visits", 0)))


@dataclass(frozen=True)
class Hint:
    """What the Expert would play (`choice`, an option index) and what it saw."""

    seat: int
    kind: str
    choice: int
    options: tuple[OptionEstimate, ...]
    reason: str
    iterations: int

    def estimate(self, i: int) -> OptionEstimate:
        return self.options[i]

    def summary(self, label: Callable[[int], str]) -> str:
        """One line a player reads: "Play Dark Ale: about 41% to win, others 30-33%"."""
        head = label(self.choice)
        mine = self.options[self.choice].chance
        others = [o.chance for o in self.options
                  if o.index != self.choice and o.chance is not None]
        if mine is None:
            return f"{head}: the Expert's choice"
        text = f"{head}: about {pct(mine)} to win"
        if others:
            lo, hi = round(100 * min(others)), round(100 * max(others))
            text += f", others {lo}%" if lo == hi else f", others {lo}-{hi}%"
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "choice": self.choice,
                "options": [o.to_dict() for o in self.options], "reason": self.reason,
                "iterations": self.iterations}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Hint:
        return Hint(int(d["seat"]), str(d["kind"]), int(d["choice"]),
                    tuple(OptionEstimate.from_dict(o) for o in d.get("options", [])),
                    str(d.get("reason", "")), int(d.get("iterations", 0)))


def pct(x: float) -> str:
    return f"{round(100 * x)}%"


def hint_seed(game_seed: int, answers: int, seat: int) -> int:
    """The search's seed: public facts only (the game's seed, answers so far, the seat)."""
    return zlib.crc32(f"hint:{game_seed}:{answers}:{seat}".encode())


@dataclass
class _Tally:
    """Per root option: the backed-up values and how the playouts ended."""

    total: float = 0.0
    square: float = 0.0
    n: int = 0
    out: list[int] | None = None  # per seat: playouts after which it was out


class _HintSearch(ExpertSeat):
    """The Expert's search, keeping per-option statistics at the root and checking a
    cancel flag and reporting progress between iterations."""

    def __init__(self, seed: int, budget: Budget, cancel: threading.Event | None,
                 progress: Callable[[float], None] | None) -> None:
        from engine.ai.value import shipped_expert

        super().__init__(seed, budget, value=shipped_expert().values)
        self.cancel = cancel
        self.progress = progress
        self.tallies: dict[Key, _Tally] = {}
        self.mates: list[int] = []  # the seats whose wins are this seat's (its team)
        self._leaf_out: list[bool] = []
        self._last_value = 0.0
        self._done = 0

    def iterate(self, root: Node, game: Game, prior_key: Key) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise HintCancelled()
        before = {k: c.visits for k, c in root.children.items()}
        self._leaf_out = []
        super().iterate(root, game, prior_key)
        vals_seat = self._last_value
        for k, c in root.children.items():
            if c.visits != before.get(k, 0):
                t = self.tallies.setdefault(k, _Tally(out=[0] * len(self._leaf_out or [0])))
                t.total += vals_seat
                t.square += vals_seat * vals_seat
                t.n += 1
                if t.out is not None:
                    for i, o in enumerate(self._leaf_out):
                        if o and i < len(t.out):
                            t.out[i] += 1
                break
        self._done += 1
        if self.progress is not None:
            self.progress(min(1.0, self._done / max(1, self.budget.max_iterations)))

    def playout(self, game: Game) -> list[float]:
        vals = super().playout(game)
        self._leaf_out = [not p.alive for p in game.state.players]
        self._last_value = sum(vals[i] for i in self.mates if i < len(vals))
        return vals

    def settled(self, root: Node, it: int, start: float) -> bool:
        """Stop early when the leader cannot be caught in the iterations left (counted
        in iterations only, never in time, so the hint is the same on any machine)."""
        if len(root.children) < 2:
            return False
        left = self.budget.max_iterations - it
        v = sorted((c.visits for c in root.children.values()), reverse=True)
        return v[0] - v[1] > left


def _memo(view: dict[str, Any], seat: int) -> tuple[str, str | None] | None:
    """The card this seat has just played (public: it is on the stack), which Normal's
    answer to a follow-up prompt (a target, a mode) reads."""
    for it in reversed(view.get("stack", [])):
        if it.get("owner") == seat:
            return str(it["card"]), None
    return None


def hint(game: Game, seat: int, budget: Budget = HINT_BUDGET,
         cancel: threading.Event | None = None,
         progress: Callable[[float], None] | None = None) -> Hint:
    """The Expert's answer to `seat`'s pending prompt, searched from that seat's view.

    Reads only what `seat` may know (its view, its redacted snapshot, the count of
    answers given). Raises HintCancelled when `cancel` is set during the search and
    ValueError when the pending prompt is not this seat's."""
    p = game.pending()
    if p is None or p.seat != seat:
        raise ValueError("no prompt of this seat is pending")
    view = game.view(seat)
    red = game.redacted(seat)
    seed = hint_seed(int(red["snapshot"].get("seed", 0)), len(game.state.decisions), seat)
    return hint_from_view(view, red, p, seed, budget, cancel, progress)


def hint_from_view(view: dict[str, Any], red: dict[str, Any], p: Prompt, seed: int,
                   budget: Budget = HINT_BUDGET, cancel: threading.Event | None = None,
                   progress: Callable[[float], None] | None = None) -> Hint:
    """`hint` from a seat's view and redacted snapshot (a hint-following seat is handed
    exactly these, as an AI seat is)."""
    normal = HeuristicSeat(seed, NORMAL)
    memo = _memo(view, p.seat)
    if memo is not None:
        normal.memo[p.seat] = memo
    prior = normal.decide(view, p)
    if len(p.options) == 1:
        return Hint(p.seat, p.kind, 0, (OptionEstimate(0, None, 0.0, 0),),
                    "it is the only choice", 0)
    s = _HintSearch(seed, budget, cancel, progress)
    s.mates = team_of(view, p.seat)
    best = s.search(red, p, prior)
    # the Expert leaves discarding to Normal (engine.ai.ismcts.Budget.search_kinds)
    choice = best if p.kind in budget.search_kinds else prior
    opts = tuple(_estimate(i, s.tallies.get(key(p, o))) for i, o in enumerate(p.options))
    reason = explain(view, p, choice, s.tallies)
    if progress is not None:
        progress(1.0)
    return Hint(p.seat, p.kind, choice, opts, reason, s.last_iterations)


def team_of(view: dict[str, Any], seat: int) -> list[int]:
    """The seats that win together with `seat` (its team in a team game, else itself):
    a team's chance to win is its members' values summed."""
    team = view["players"][seat].get("team")
    if not view.get("teams") or team is None:
        return [seat]
    return [i for i, pl in enumerate(view["players"]) if pl.get("team") == team]


def _estimate(i: int, t: _Tally | None) -> OptionEstimate:
    if t is None or t.n == 0:
        return OptionEstimate(i, None, 0.0, 0)
    mean = t.total / t.n
    if t.n < 2:
        return OptionEstimate(i, mean, 0.5, t.n)
    var = max(0.0, (t.square - t.n * mean * mean) / (t.n - 1))
    return OptionEstimate(i, mean, min(0.5, Z95 * math.sqrt(var / t.n)), t.n)


def _names(view: dict[str, Any]) -> list[str]:
    return [str(p["name"]) for p in view["players"]]


def explain(view: dict[str, Any], p: Prompt, choice: int,
            tallies: dict[Key, _Tally]) -> str:
    """One short reason from what the search saw: how often a player was out at the end
    of the playouts after the chosen option against after the others; else the table's
    most pressing fact (a player near passing out or out of Gold)."""
    seat = p.seat
    names = _names(view)
    mine = tallies.get(key(p, p.options[choice]))
    rest = [t for k, t in tallies.items() if k != key(p, p.options[choice]) and t.n]
    best_text, best_gap = "", 0.12  # a difference smaller than this is noise
    if mine is not None and mine.n >= 4 and mine.out and rest:
        n_rest = sum(t.n for t in rest)
        for i, name in enumerate(names):
            a = mine.out[i] / mine.n
            b = sum((t.out[i] if t.out and i < len(t.out) else 0) for t in rest) / n_rest
            gap = (b - a) if i == seat else (a - b)
            if gap > best_gap:
                best_gap = gap
                if i == seat:
                    best_text = (f"you were out of the game in {pct(a)} of the games the "
                                 f"search played on after this, {pct(b)} after the others")
                else:
                    best_text = (f"{name} was out of the game in {pct(a)} of the games the search "
                                 f"played on after this, {pct(b)} after the others")
    if best_text:
        return best_text
    return table_fact(view, seat) or "the search's games went best after this choice"


def table_fact(view: dict[str, Any], seat: int) -> str:
    """The table's most pressing public fact, in a player's words."""
    facts: list[tuple[int, str]] = []
    for i, pl in enumerate(view["players"]):
        if pl.get("out") is not None:
            continue
        margin = int(pl["fortitude"]) - int(pl["alcohol"])
        gold = int(pl["gold"])
        who = "you are" if i == seat else f"{pl['name']} is"
        has = "you have" if i == seat else f"{pl['name']} has"
        if margin <= 2:
            facts.append((margin, f"{who} one Drink from passing out"))
        elif margin <= 4:
            facts.append((margin, f"{who} {margin} Alcohol from passing out"))
        if gold <= 2:
            facts.append((gold, f"{has} only {gold} Gold left"))
    if not facts:
        return ""
    return min(facts)[1]


class HintSeat:
    """A seat that plays every hint it is shown (bench/hint_strength.py measures it):
    handed what an AI seat is handed, it asks `hint_from_view` and answers its choice."""

    name = "hint"
    wants_redacted = True

    def __init__(self, seed: int = 0, budget: Budget = HINT_BUDGET) -> None:
        self.seed = seed
        self.budget = budget
        self.asked = 0
        self.iterations: list[int] = []

    def decide(self, view: dict[str, Any], prompt: Prompt) -> int:
        if len(prompt.options) == 1:
            return 0
        self.asked += 1
        red = view["redacted"]
        seed = hint_seed(int(red["snapshot"].get("seed", 0)) ^ self.seed, self.asked,
                         prompt.seat)
        h = hint_from_view(view, red, prompt, seed, self.budget)
        self.iterations.append(h.iterations)
        return h.choice
