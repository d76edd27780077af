"""What Dragon Hordes' decisions are worth: `python bench/hordes_skill.py [--keep]`.

Dragon Hordes has no Betting Round; a seat decides only what to predict after its roll
and where a rolled 6's coin goes. To see how much those decisions can gain against the
Hall's Normal, this plays the game's rules in a compact form (eight Horde counts, the
unseen deck as 15 rank-and-colour counts, each seat's gain: engine.hall.hordes_search,
the form the Hall's Expert searches; tests/hall/test_hordes_skill.py checks it turn by
turn against engine.hall.dragon_hordes and Normal's rule), fast enough for thousands of
games, with these challengers against Normal:

- ``normal``: Normal itself (the yardstick: half the games, bar the seat's luck);
- ``never``: never predicts (a 6's coin on the emptiest Dragon Horde, as Normal);
- ``two_ply``: each option judged over every roll and card of the opponent's next turn
  played by Normal's rule (exact), plus half the best one-Horde prediction left for
  this seat's next turn;
- ``value_search``: the same exact look at the opponent's next turn, scored by this
  seat's chance to win at its following roll instead of coins: a table of the roller's
  chance by its lead and the Grey and the Dragon Hordes' totals, learned from Normal
  self-play (:func:`train_values`), so a coin counts for what it does to the chance to win;
- ``leaving``: the Hall's Expert (engine.hall.hordes_search): it leaves the game when
  leaving wins for certain (004 "Other Rules"), instead of predicting or after a turn
  that took money, and judges each prediction through the opponent's next turn with the
  outcomes that let it leave a winner counted first;
- ``rollouts``: the four options with the best expected coins and passing, each played
  to the end 200 times (slow: seconds a game) (Normal's rule for both seats afterwards), every option meeting
  the same dice and cards in each playout; the one that won most.

Games come in pairs with the seats swapped (game 2m and 2m+1 share seed m), as in
bench/hall_strength.py. A game is won by the seat that gained more. ``--keep`` writes
``bench/hordes_skill.json`` (the challengers run replace their rows; share with its 95% Wilson interval, the challenger's mean
coins, the mean gap between the seats at the end), which the README quotes.
"""

from __future__ import annotations

import argparse
import bisect
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.hall import hordes_search as hs  # noqa: E402
from engine.hall.hordes_search import (  # noqa: E402
    KINDS,
    NC,
    NR,
    PASS,
    ROLLS,
    Pred,
    State,
    resolve,
)
from engine.tournament import wilson  # noqa: E402

KEPT = Path(__file__).resolve().parent / "hordes_skill.json"

#: Horde order in the compact state: the five Grey (by rank), then the three Dragon;
#: the card kinds and their counts, the rules' steps and Normal's rule are the engine's
#: own (engine.hall.hordes_search, which the Hall's Expert plays)
NH = NR + NC
FULL_COUNTS: tuple[int, ...] = hs.FULL


class Table(State):
    """The compact game: the engine's counts plus whose turn it is and who has left."""

    __slots__ = ("turn", "left")

    def __init__(self, hordes: list[int], deck: list[int], gain: list[int],
                 stacks: list[int], turn: int) -> None:
        super().__init__(hordes, deck, gain, stacks)
        self.turn = turn
        self.left = [False, False]  # the seat has left the game (out of money, or chose to)

    @property
    def hordes(self) -> list[int]:
        return self.h

    @property
    def stacks(self) -> list[int]:
        return self.money

    def copy(self) -> Table:
        t = Table(self.h[:], self.deck[:], self.gain[:], self.money[:], self.turn)
        t.over = self.over
        t.left = self.left[:]
        return t

    def to_roll(self) -> bool:
        """Move the turn to the next seat that can roll (a seat that cannot pay for a
        roll leaves, engine.hall.dragon_hordes); False when the game is over."""
        for _ in range(3):
            if self.over or not any(self.h):
                self.over = True
                return False
            if not self.left[self.turn] and self.money[self.turn] < 2:
                self.left[self.turn] = True
            if not self.left[self.turn]:
                return True
            if all(self.left):
                break
            self.turn = 1 - self.turn
        self.over = True
        return False


def normal_predict(t: Table) -> Pred:
    """The Normal level's prediction for the seat on turn (engine.hall.ai.hordes_predict)."""
    return hs.normal_predict(t, t.turn)


def normal_dragon(t: Table) -> int:
    """The Normal level's Dragon Horde for a rolled 6: the emptiest (first on ties)."""
    return hs.normal_dragon(t)


def legal(t: Table) -> list[Pred]:
    """Passing and every prediction the rules allow the seat on turn."""
    return hs.legal(t, t.turn)


def _draw(t: Table, order: list[int], pos: list[int], rng: random.Random) -> int:
    """The next card kind: the playout's own card order over the unseen deck (the same
    order for every candidate), refilled from the whole deck when it runs out."""
    if pos[0] >= len(order):
        order.extend(_shuffled(list(FULL_COUNTS), rng))
    k = order[pos[0]]
    pos[0] += 1
    if t.deck[k] > 0:
        t.deck[k] -= 1
    if not any(t.deck):
        t.deck = list(FULL_COUNTS)
    return k


def _shuffled(counts: list[int], rng: random.Random) -> list[int]:
    out = [k for k, n in enumerate(counts) for _ in range(n)]
    rng.shuffle(out)
    return out


def outcomes(t: Table, seat: int, pred: Pred) -> list[tuple[float, Table]]:
    """Each way ``pred`` can turn out (engine.hall.hordes_search; a Table copies as one)."""
    return [(p, cast(Table, x)) for p, x in hs.outcomes(t, seat, pred)]


def roll_part(t: Table, a: int, b: int, dragon: int) -> bool:
    """The roll of the seat on turn (engine.hall.dragon_hordes.apply_roll); True when
    it goes on to predict (no doubles)."""
    return hs.roll(t, t.turn, a, b, dragon)


def playout(t: Table, dice: random.Random, order: list[int], pos: list[int],
            rng: random.Random, limit: int = 400) -> None:
    """Both seats play Normal's rules to the end (or ``limit`` turns)."""
    for _ in range(limit):
        if not t.to_roll():
            return
        a, b = dice.randint(1, 6), dice.randint(1, 6)
        dragon = normal_dragon(t) if 6 in (a, b) else 0
        if roll_part(t, a, b, dragon) and not t.over:
            pred = normal_predict(t)
            if pred != PASS:
                resolve(t, t.turn, pred, _draw(t, order, pos, rng))
        t.turn = 1 - t.turn


def opp_turn_value(t: Table, seat: int, beta: float) -> float:
    """``seat``'s lead after the opponent's next turn by Normal's rule, exactly, plus
    ``beta`` x the best one-Horde prediction left (engine.hall.hordes_search)."""
    return hs.after_opponent(t, seat, beta)


# ----- value_search: the opponent's next turn, scored by the chance to win ------------------
#: the win-chance table's cells: lower edges of the Grey Hordes' total and of the Dragon
#: Hordes' total (a roll with the Dragon Hordes empty can take everything)
G_EDGES: tuple[int, ...] = (*range(0, 31, 2), 31, 36, 41, 51, 61)
R_EDGES: tuple[int, ...] = (0, 1, 2, 3, 4, 6, 9)
D_MAX = 200  # leads beyond this are a certain result
TRAIN_GAMES, TRAIN_SEED, MIN_SAMPLES = 150_000, 500_000, 4000
_values: list[list[float]] | None = None


def _cell(g: int, r: int) -> int:
    return (bisect.bisect_right(G_EDGES, g) - 1) * len(R_EDGES) + bisect.bisect_right(R_EDGES, r) - 1


def _self_play(seed: int, hist: list[list[int]]) -> None:
    """One game of two Normal seats; at every roll, the roller's cell and how its lead
    changed from then to the end go into ``hist``."""
    deal, dice = random.Random(seed), random.Random(seed * 7 + 1)
    t = Table([0] * NH, list(FULL_COUNTS), [0, 0], [50, 50], 0)
    order, pos = _shuffled(t.deck, deal), [0]
    for s in (0, 1):
        r, c = KINDS[_draw(t, order, pos, deal)]
        t.hordes[r] += 1
        t.hordes[NR + c] += 1
        hs.pay(t, s, 2)
    seen: list[tuple[int, int, int]] = []
    while t.to_roll():
        s = t.turn
        seen.append((s, _cell(sum(t.hordes[:NR]), sum(t.hordes[NR:])), t.gain[s] - t.gain[1 - s]))
        a, b = dice.randint(1, 6), dice.randint(1, 6)
        if roll_part(t, a, b, normal_dragon(t)) and not t.over:
            pred = normal_predict(t)
            if pred != PASS:
                resolve(t, s, pred, _draw(t, order, pos, deal))
        t.turn = 1 - s
    for s, cell, lead in seen:
        final = t.gain[s] - t.gain[1 - s]
        hist[cell][max(-D_MAX, min(D_MAX, final - lead)) + D_MAX] += 1


def train_values(games: int = TRAIN_GAMES) -> list[list[float]]:
    """The roller's chance to win (a tie half a win) by cell and lead, from Normal
    self-play: a lead D wins when the lead's change to the end is above -D. A cell with
    fewer than MIN_SAMPLES rolls borrows its neighbours' (wider and wider)."""
    ng, nr, width = len(G_EDGES), len(R_EDGES), 2 * D_MAX + 1
    hist = [[0] * width for _ in range(ng * nr)]
    for k in range(games):
        _self_play(TRAIN_SEED + k, hist)
    table = []
    for cell in range(ng * nr):
        gi, ri = divmod(cell, nr)
        for reach in range(max(ng, nr)):
            pooled = [sum(hist[a * nr + b][i] for a in range(max(0, gi - reach), min(ng, gi + reach + 1))
                          for b in range(max(0, ri - reach), min(nr, ri + reach + 1)))
                      for i in range(width)]
            if sum(pooled) >= MIN_SAMPLES:
                break
        n = sum(pooled) or 1
        above = [0] * (width + 1)  # above[i]: rolls whose change is at least i - D_MAX
        for i in range(width - 1, -1, -1):
            above[i] = above[i + 1] + pooled[i]
        table.append([(above[D_MAX - d + 1] + 0.5 * pooled[D_MAX - d]) / n
                      for d in range(-D_MAX, D_MAX + 1)])
    return table


def win_chance(t: Table, seat: int) -> float:
    """``seat``'s chance to win with ``seat`` about to roll (the result when it is over)."""
    global _values
    if t.over or not any(t.hordes):
        return credit(t, seat)
    lead = t.gain[seat] - t.gain[1 - seat]
    if abs(lead) > D_MAX:
        return 1.0 if lead > 0 else 0.0
    if _values is None:
        _values = train_values()
    return _values[_cell(sum(t.hordes[:NR]), sum(t.hordes[NR:]))][lead + D_MAX]


def opp_turn_chance(t: Table, seat: int) -> float:
    """``seat``'s chance to win after the opponent's next turn, played by Normal's rule
    over every roll and card (exact), scored by :func:`win_chance` at ``seat``'s roll."""
    opp = 1 - seat
    if t.over or not any(t.hordes):
        return credit(t, seat)
    if t.left[opp] or t.stacks[opp] < 2:
        return win_chance(t, seat)
    total = 0.0
    for a, b, w in ROLLS:
        x = t.copy()
        x.turn = opp
        if roll_part(x, a, b, normal_dragon(x)) and not x.over:
            pred = normal_predict(x)
            total += w * sum(p * win_chance(y, seat) for p, y in outcomes(x, opp, pred))
        else:
            total += w * win_chance(x, seat)
    return total / 36


def value_search_value(t: Table, pred: Pred) -> float:
    return sum(p * opp_turn_chance(x, t.turn) for p, x in outcomes(t, t.turn, pred))


# ----- the challengers ----------------------------------------------------------------------
def credit(t: Table, seat: int) -> float:
    d = t.gain[seat] - t.gain[1 - seat]
    return 1.0 if d > 0 else 0.0 if d < 0 else 0.5


def expected_coins(t: Table, pred: Pred) -> float:
    """A prediction's expected coins now (a miss costs its 1 or 2)."""
    return sum(p * (x.gain[t.turn] - t.gain[t.turn]) for p, x in outcomes(t, t.turn, pred))


BETA = 0.5  # two_ply: the weight of the best prediction left for this seat's next turn
PLAYOUTS, SHORTLIST = 200, 4  # rollouts: playouts per option, options besides passing


def two_ply_value(t: Table, pred: Pred) -> float:
    return sum(p * opp_turn_value(x, t.turn, BETA) for p, x in outcomes(t, t.turn, pred))


def rollout_best(t: Table, options: list[Any], apply: Callable[[Table, Any, Callable[[], int]], None],
                 rng: random.Random) -> Any:
    """The option that won most playouts; every option meets the same dice and cards."""
    seat = t.turn
    wins = [0.0] * len(options)
    for _ in range(PLAYOUTS):
        seed = rng.getrandbits(48)
        order = _shuffled(t.deck, random.Random(seed))
        for i, option in enumerate(options):
            c, pos, cards = t.copy(), [0], random.Random(seed + 1)

            def draw(c: Table = c, pos: list[int] = pos, cards: random.Random = cards,
                     order: list[int] = order) -> int:
                return _draw(c, order, pos, cards)

            apply(c, option, draw)
            c.turn = 1 - c.turn
            playout(c, random.Random(seed + 2), order, pos, cards)
            wins[i] += credit(c, seat)
    return options[max(range(len(options)), key=lambda i: wins[i])]


def _predict_then(c: Table, pred: Pred, draw: Callable[[], int]) -> None:
    if pred != PASS:
        resolve(c, c.turn, pred, draw())


def challenger_predict(name: str, t: Table, rng: random.Random) -> Pred:
    options = legal(t)
    if name == "never":
        return PASS
    if name == "normal":
        return normal_predict(t)
    if name == "two_ply":
        return max(options, key=lambda p: two_ply_value(t, p))
    if name == "value_search":
        return max(options, key=lambda p: value_search_value(t, p))
    if name == "leaving":
        return hs.best_prediction(t, t.turn)[0]
    ranked = sorted((p for p in options if p != PASS), key=lambda p: -expected_coins(t, p))
    return rollout_best(t, [PASS, *ranked[:SHORTLIST]], _predict_then, rng)


def challenger_dragon(name: str, t: Table, a: int, b: int, rng: random.Random) -> int:
    if name in ("never", "normal"):
        return normal_dragon(t)

    def placed(col: int) -> Table:
        x = t.copy()
        roll_part(x, a, b, col)
        return x

    if name == "two_ply":
        return max(range(NC), key=lambda col: max(
            two_ply_value(placed(col), p) for p in legal(placed(col))))
    if name == "value_search":
        return max(range(NC), key=lambda col: max(
            value_search_value(placed(col), p) for p in legal(placed(col))))
    if name == "leaving":
        return hs.best_dragon(t, t.turn, a, b)

    def then(c: Table, col: int, draw: Callable[[], int]) -> None:
        roll_part(c, a, b, col)
        _predict_then(c, normal_predict(c), draw)

    return int(rollout_best(t, list(range(NC)), then, rng))


# ----- a match ------------------------------------------------------------------------------
def play(name: str, k: int, stack: int = 50) -> tuple[float, int, int]:
    """Game k: the challenger in seat k % 2, seed 1000 + k // 2; (credit, its coins, gap)."""
    seed, me = 1000 + k // 2, k % 2
    deal, dice, own = random.Random(seed), random.Random(seed * 7 + 1), random.Random(k)
    t = Table([0] * NH, list(FULL_COUNTS), [0, 0], [stack, stack], 0)
    order, pos = _shuffled(t.deck, deal), [0]
    for s in (0, 1):  # 004 setup: each reveals a card, 1 on its colour's and rank's Horde
        r, c = KINDS[_draw(t, order, pos, deal)]
        t.hordes[r] += 1
        t.hordes[NR + c] += 1
        hs.pay(t, s, 2)
    for _ in range(1000):
        if not t.to_roll():
            break
        a, b = dice.randint(1, 6), dice.randint(1, 6)
        mine = t.turn == me
        dragon = 0
        if 6 in (a, b) and a != b:
            dragon = challenger_dragon(name, t, a, b, own) if mine else normal_dragon(t)
        if roll_part(t, a, b, dragon) and not t.over:
            if mine and name == "leaving" and hs.sure(t, me):
                t.left[me] = True  # 004 "Other Rules": leaves instead of predicting
            else:
                pred = (challenger_predict(name, t, own) if mine
                        else normal_predict(t))
                if pred != PASS:
                    resolve(t, t.turn, pred, _draw(t, order, pos, deal))
        if mine and name == "leaving" and hs.sure(t, me):
            t.left[me] = True  # asked after a turn that took money (heads-up, "sure" is
            # reached only by taking money)
        t.turn = 1 - t.turn
    return credit(t, me), t.gain[me], abs(t.gain[0] - t.gain[1])


DEFAULT_GAMES = {"normal": 3000, "never": 3000, "two_ply": 400, "value_search": 1000,
                 "leaving": 3000, "rollouts": 80}


def measure(name: str, games: int) -> dict[str, Any]:
    start = time.process_time()
    rows = [play(name, k) for k in range(games)]
    share = sum(r[0] for r in rows) / games
    low, high = wilson(share, games)
    return {"challenger": name, "games": games, "share": round(share, 4),
            "low": round(low, 4), "high": round(high, 4),
            "coins_per_game": round(sum(r[1] for r in rows) / games, 2),
            "mean_gap": round(sum(r[2] for r in rows) / games, 1),
            "cpu_s_per_game": round((time.process_time() - start) / games, 3)}


def kept() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(KEPT.read_text(encoding="utf-8"))["rows"]
    return rows


def readme_line(row: dict[str, Any]) -> str:
    """How the README quotes a kept row (a test holds it to the file)."""
    return (f"`{row['challenger']}` {row['share']:.1%} [{row['low']:.1%}, {row['high']:.1%}] "
            f"of {row['games']:,} games")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/hordes_skill.py")
    ap.add_argument("--only", default=",".join(DEFAULT_GAMES))
    ap.add_argument("--games", type=int, default=None, help="games per challenger")
    ap.add_argument("--keep", action="store_true", help=f"write {KEPT.name}")
    a = ap.parse_args(argv)
    out = []
    for name in a.only.split(","):
        if name not in DEFAULT_GAMES:
            ap.error(f"unknown challenger {name!r}")
        row = measure(name, a.games or DEFAULT_GAMES[name])
        print(json.dumps(row), flush=True)
        out.append(row)
    if a.keep:  # the challengers run replace their kept rows, the others stay
        ran = {r["challenger"] for r in out}
        old = [r for r in kept() if r["challenger"] not in ran] if KEPT.exists() else []
        rows = sorted([*old, *out], key=lambda r: list(DEFAULT_GAMES).index(r["challenger"]))
        KEPT.write_text(json.dumps({"rows": rows}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
