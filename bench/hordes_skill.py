"""What Dragon Hordes' decisions are worth: `python bench/hordes_skill.py [--keep]`.

Dragon Hordes has no Betting Round; a seat decides only what to predict after its roll
and where a rolled 6's coin goes. To see how much those decisions can gain against the
Hall's Normal, this plays the game's rules in a compact copy (eight Horde counts, the
unseen deck as 15 rank-and-colour counts, each seat's gain; tests/hall/test_hordes_skill.py
checks it turn by turn against engine.hall.dragon_hordes and Normal's rule), fast enough
for thousands of games, with these challengers against Normal:

- ``normal``: Normal itself (the yardstick: half the games, bar the seat's luck);
- ``never``: never predicts (a 6's coin on the emptiest Dragon Horde, as Normal);
- ``two_ply``: each option judged over every roll and card of the opponent's next turn
  played by Normal's rule (exact), plus half the best one-Horde prediction left for
  this seat's next turn;
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
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.hall.deck import COLORS, RANKS  # noqa: E402
from engine.tournament import wilson  # noqa: E402

KEPT = Path(__file__).resolve().parent / "hordes_skill.json"

#: Horde order in the compact state: the five Grey (by rank), then the three Dragon
NR, NC = len(RANKS), len(COLORS)
NH = NR + NC
#: (rank index, colour index) of every card kind; the full deck holds 2 x rank number
#: of each (004 "The Cards": 6 animal sets of 15, two animal sets to a colour)
KINDS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(NR) for c in range(NC))
FULL_COUNTS: tuple[int, ...] = tuple(2 * (r + 1) for r, _ in KINDS)
#: a prediction in the compact state: (rank index or -1, colour index or -1)
Pred = tuple[int, int]
PASS: Pred = (-1, -1)


class Table:
    """The compact game: mutable, cheap to copy."""

    __slots__ = ("hordes", "deck", "gain", "stacks", "turn", "over", "left")

    def __init__(self, hordes: list[int], deck: list[int], gain: list[int],
                 stacks: list[int], turn: int) -> None:
        self.hordes = hordes
        self.deck = deck  # unseen card counts by kind
        self.gain = gain
        self.stacks = stacks
        self.turn = turn
        self.over = False
        self.left = [False, False]  # out of money: the seat has left the game

    def copy(self) -> Table:
        t = Table(self.hordes[:], self.deck[:], self.gain[:], self.stacks[:], self.turn)
        t.left = self.left[:]
        return t

    def to_roll(self) -> bool:
        """Move the turn to the next seat that can roll (a seat that cannot pay for a
        roll leaves, engine.hall.dragon_hordes); False when the game is over."""
        for _ in range(3):
            if self.over or not any(self.hordes):
                self.over = True
                return False
            if not self.left[self.turn] and self.stacks[self.turn] < 2:
                self.left[self.turn] = True
            if not self.left[self.turn]:
                return True
            if all(self.left):
                break
            self.turn = 1 - self.turn
        self.over = True
        return False


def normal_predict(h: list[int], deck: list[int], money: int) -> Pred:
    """The Normal level's prediction (engine.hall.ai.hordes_predict), from counts: the
    prediction with the best expected coins (a miss costing its 1 or 2), ``PASS``
    unless one gains; ties go to the first in the rule's order (ranks, colours, then
    rank-and-colour pairs)."""
    n = sum(deck)
    if n == 0 or money < 1:
        return PASS
    rt = [deck[3 * r] + deck[3 * r + 1] + deck[3 * r + 2] for r in range(NR)]
    ct = [deck[c] + deck[3 + c] + deck[6 + c] + deck[9 + c] + deck[12 + c] for c in range(NC)]
    best, best_s = PASS, 0
    for r in range(NR):
        if h[r] > 0:
            s = rt[r] * h[r] - (n - rt[r])
            if s > best_s:
                best, best_s = (r, -1), s
    for c in range(NC):
        if h[NR + c] > 0:
            s = ct[c] * h[NR + c] - (n - ct[c])
            if s > best_s:
                best, best_s = (-1, c), s
    if money >= 2:
        for r in range(NR):
            hr = h[r]
            if hr <= 0:
                continue
            for c in range(NC):
                hc = h[NR + c]
                if hc <= 0:
                    continue
                both = deck[3 * r + c]
                s = both * (hr + hc) + (rt[r] - both) * (hr // 2) \
                    + (ct[c] - both) * (hc // 2) - 2 * (n - rt[r] - ct[c] + both)
                if s > best_s:
                    best, best_s = (r, c), s
    return best


def legal(h: list[int], money: int) -> list[Pred]:
    """Every prediction the rules allow (004: none on an empty Horde; the engine's
    order), and passing."""
    out: list[Pred] = [PASS]
    if money >= 1:
        out += [(r, -1) for r in range(NR) if h[r] > 0]
        out += [(-1, c) for c in range(NC) if h[NR + c] > 0]
    if money >= 2:
        out += [(r, c) for r in range(NR) for c in range(NC) if h[r] > 0 and h[NR + c] > 0]
    return out


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


def resolve(t: Table, seat: int, pred: Pred, kind: int) -> None:
    """A prediction meets the revealed card (engine.hall.dragon_hordes.resolve_prediction)."""
    r, c = pred
    h = t.hordes
    kr, kc = KINDS[kind]
    rank_hit, color_hit = r >= 0 and kr == r, c >= 0 and kc == c
    if r >= 0 and c >= 0:
        if rank_hit and color_hit:
            take = h[r] + h[NR + c]
            h[r] = h[NR + c] = 0
            _take(t, seat, take)
        elif rank_hit or color_hit:
            hit, miss = (r, NR + c) if rank_hit else (NR + c, r)
            half = h[hit] // 2
            h[miss] += h[hit] - half
            h[hit] = 0
            _take(t, seat, half)
        else:
            h[r] += 1
            h[NR + c] += 1
            _pay(t, seat, 2)
        return
    single = r if r >= 0 else NR + c
    if rank_hit or color_hit:
        _take(t, seat, h[single])
        h[single] = 0
    else:
        h[single] += 1
        _pay(t, seat, 1)


def _take(t: Table, seat: int, n: int) -> None:
    t.stacks[seat] += n
    t.gain[seat] += n


def _pay(t: Table, seat: int, n: int) -> None:
    n = min(n, t.stacks[seat])
    t.stacks[seat] -= n
    t.gain[seat] -= n


def normal_dragon(h: list[int]) -> int:
    """The Normal level's Dragon Horde for a rolled 6: the emptiest (first on ties)."""
    return min(range(NC), key=lambda c: h[NR + c])


def roll_part(t: Table, a: int, b: int, dragon: int) -> bool:
    """The roll of a turn (engine.hall.dragon_hordes.apply_roll); True when the seat
    goes on to predict (no doubles)."""
    h = t.hordes
    seat = t.turn
    if a == b:
        dragons = h[NR] + h[NR + 1] + h[NR + 2]
        if dragons > 0:
            h[NR] = h[NR + 1] = h[NR + 2] = 0
            _take(t, seat, dragons)
            t.over = not any(h)
        else:
            _take(t, seat, sum(h))
            for i in range(NH):
                h[i] = 0
            t.over = True
        return False
    for face in (a, b):
        h[face - 1 if face <= 5 else NR + dragon] += 1
    _pay(t, seat, 2)
    return True


def playout(t: Table, dice: random.Random, order: list[int], pos: list[int],
            rng: random.Random, limit: int = 400) -> None:
    """Both seats play Normal's rules to the end (or ``limit`` turns)."""
    for _ in range(limit):
        if not t.to_roll():
            return
        a, b = dice.randint(1, 6), dice.randint(1, 6)
        dragon = normal_dragon(t.hordes) if 6 in (a, b) else 0
        if roll_part(t, a, b, dragon) and not t.over:
            pred = normal_predict(t.hordes, t.deck, t.stacks[t.turn])
            if pred != PASS:
                resolve(t, t.turn, pred, _draw(t, order, pos, rng))
        t.turn = 1 - t.turn



#: the 21 distinct rolls of two dice and how many of the 36 give each
ROLLS: tuple[tuple[int, int, int], ...] = tuple(
    (a, b, 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7))


def outcomes(t: Table, seat: int, pred: Pred) -> list[tuple[float, Table]]:
    """(probability, table after) of every way ``pred`` can turn out (one per kind of
    card revealed that changes something different)."""
    if pred == PASS:
        return [(1.0, t)]
    n = sum(t.deck) or 1
    groups: dict[tuple[bool, bool], int] = {}
    r, c = pred
    for k, (kr, kc) in enumerate(KINDS):
        if t.deck[k]:
            key = (r >= 0 and kr == r, c >= 0 and kc == c)
            groups[key] = groups.get(key, 0) + t.deck[k]
    out = []
    for (rh, ch), cnt in groups.items():
        kind = next(k for k, (kr, kc) in enumerate(KINDS) if t.deck[k]
                    and (r >= 0 and kr == r) == rh and (c >= 0 and kc == c) == ch)
        x = t.copy()
        resolve(x, seat, pred, kind)
        x.deck[kind] -= 1
        if not any(x.deck):
            x.deck = list(FULL_COUNTS)
        out.append((cnt / n, x))
    return out


def best_single(h: list[int], deck: list[int]) -> float:
    """The best expected coins of a one-Horde prediction (a cheap look at what the next
    roller can take)."""
    n = sum(deck) or 1
    best = 0.0
    for r in range(NR):
        if h[r]:
            p = (deck[3 * r] + deck[3 * r + 1] + deck[3 * r + 2]) / n
            best = max(best, p * h[r] - (1 - p))
    for c in range(NC):
        if h[NR + c]:
            p = (deck[c] + deck[3 + c] + deck[6 + c] + deck[9 + c] + deck[12 + c]) / n
            best = max(best, p * h[NR + c] - (1 - p))
    return best


def opp_turn_value(t: Table, seat: int, beta: float) -> float:
    """This seat's gain over the opponent's after the opponent's next turn played by
    Normal's rules, exactly over its dice and its card, plus ``beta`` x the best
    one-Horde prediction left for this seat's next turn."""
    opp = 1 - seat
    base = t.gain[seat] - t.gain[opp]
    if t.over or not any(t.hordes) or t.left[opp] or t.stacks[opp] < 2:
        return base + (0.0 if t.over else beta * best_single(t.hordes, t.deck))
    total = 0.0
    for a, b, w in ROLLS:
        x = t.copy()
        x.turn = opp
        dragon = normal_dragon(x.hordes) if 6 in (a, b) else 0
        if roll_part(x, a, b, dragon) and not x.over:
            pred = normal_predict(x.hordes, x.deck, x.stacks[opp])
            v = 0.0
            for p, y in outcomes(x, opp, pred):
                v += p * (y.gain[seat] - y.gain[opp] + beta * best_single(y.hordes, y.deck))
        else:
            v = x.gain[seat] - x.gain[opp] + (0.0 if x.over else
                                              beta * best_single(x.hordes, x.deck))
        total += w * v
    return total / 36




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
    options = legal(t.hordes, t.stacks[t.turn])
    if name == "never":
        return PASS
    if name == "normal":
        return normal_predict(t.hordes, t.deck, t.stacks[t.turn])
    if name == "two_ply":
        return max(options, key=lambda p: two_ply_value(t, p))
    ranked = sorted((p for p in options if p != PASS), key=lambda p: -expected_coins(t, p))
    return rollout_best(t, [PASS, *ranked[:SHORTLIST]], _predict_then, rng)


def challenger_dragon(name: str, t: Table, a: int, b: int, rng: random.Random) -> int:
    if name in ("never", "normal"):
        return normal_dragon(t.hordes)

    def placed(col: int) -> Table:
        x = t.copy()
        roll_part(x, a, b, col)
        return x

    if name == "two_ply":
        return max(range(NC), key=lambda col: max(
            two_ply_value(placed(col), p) for p in legal(placed(col).hordes, t.stacks[t.turn])))

    def then(c: Table, col: int, draw: Callable[[], int]) -> None:
        roll_part(c, a, b, col)
        _predict_then(c, normal_predict(c.hordes, c.deck, c.stacks[c.turn]), draw)

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
        _pay(t, s, 2)
    for _ in range(1000):
        if not t.to_roll():
            break
        a, b = dice.randint(1, 6), dice.randint(1, 6)
        mine = t.turn == me
        dragon = 0
        if 6 in (a, b) and a != b:
            dragon = challenger_dragon(name, t, a, b, own) if mine else normal_dragon(t.hordes)
        if roll_part(t, a, b, dragon) and not t.over:
            pred = (challenger_predict(name, t, own) if mine
                    else normal_predict(t.hordes, t.deck, t.stacks[t.turn]))
            if pred != PASS:
                resolve(t, t.turn, pred, _draw(t, order, pos, deal))
        t.turn = 1 - t.turn
    return credit(t, me), t.gain[me], abs(t.gain[0] - t.gain[1])


DEFAULT_GAMES = {"normal": 3000, "never": 3000, "two_ply": 400, "rollouts": 80}


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
