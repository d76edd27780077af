"""The Hall's Expert in heads-up Dragon Hordes: when to leave, and a look at the opponent's turn.

Leaving (004 "Other Rules", engine.hall.dragon_hordes) changes what a seat plays for.
The money on the Hordes can only end with the players still in, so a seat whose gain
this game is above every other player's gain plus everything on the Hordes has won
for certain if it leaves now (:func:`sure_win`); heads-up, where every coin on the
Hordes was paid by one of the two seats, that is simply "ahead of where it started".
The seat's own gain changes only on its own turn, so it is asked right then: instead
of predicting, and after a turn that took money.

While that is not yet so, a prediction is judged by where it leaves the seat after
the opponent's next turn, played by the Normal level's rule (engine.hall.ai), exactly
over its 21 kinds of roll and its revealed card: the outcomes that would let the seat
leave a winner count :data:`SURE_BONUS` coins besides the lead, the others the lead
after that turn plus :data:`BETA` x the best one-Horde prediction left for the seat's
next turn. A rolled 6's coin goes where the best prediction that follows is worth
most. The unseen deck is the whole deck less the cards revealed since it was last
gathered, as every level counts it; nothing hidden is read.

Measured on the compact copy of the game (bench/hordes_skill.py) and on the engine
(bench/hall_strength.py); the README quotes both.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.hall.deck import COLORS, RANKS, full_deck
from engine.hall.dragon_hordes import DragonHordes

NR, NC = len(RANKS), len(COLORS)
#: the card kinds of the Grey deck, (rank index, colour index), and their full counts
KINDS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(NR) for c in range(NC))
_COUNTS = Counter((RANKS.index(c.rank), COLORS.index(c.color)) for c in full_deck(False))
FULL: tuple[int, ...] = tuple(_COUNTS[k] for k in KINDS)
#: the 21 distinct rolls of two dice and how many of the 36 give each
ROLLS: tuple[tuple[int, int, int], ...] = tuple(
    (a, b, 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7))
#: a prediction: (rank index or -1, colour index or -1); (-1, -1) passes
Pred = tuple[int, int]
PASS: Pred = (-1, -1)
#: coins an outcome that lets the seat leave a certain winner is worth besides its lead
SURE_BONUS = 10.0
#: the weight of the best one-Horde prediction left for the seat's next turn
BETA = 0.5


class State:
    """Two seats' game in counts: the Hordes (ranks, then colours), the unseen deck by
    kind, each seat's gain this game and money, whether the opponent can still roll."""

    __slots__ = ("h", "deck", "gain", "money", "over")

    def __init__(self, h: list[int], deck: list[int], gain: list[int], money: list[int]
                 ) -> None:
        self.h, self.deck, self.gain, self.money = h, deck, gain, money
        self.over = False

    def copy(self) -> State:
        s = State(self.h[:], self.deck[:], self.gain[:], self.money[:])
        s.over = self.over
        return s


def sure_win(g: DragonHordes, player: str) -> bool:
    """Leaving now wins for certain: no other player can end above ``player``, even
    taking everything on the Hordes (a player who left takes nothing more)."""
    mine = g.delta[player]
    rest = sum(g.hordes.values())
    return all(mine > g.delta[q] + (0 if q in g.left_game else rest)
               for q in g.players if q != player)


def heads_up_opponent(g: DragonHordes, player: str) -> str | None:
    """The one other player still in, or None when there are more (or none)."""
    others = [q for q in g.players if q != player and q not in g.left_game]
    return others[0] if len(others) == 1 else None


def state_of(g: DragonHordes, player: str, opp: str) -> State:
    seen = Counter((RANKS.index(c.rank), COLORS.index(c.color)) for c in g.revealed_cards)
    deck = [max(0, n - seen[k]) for k, n in zip(KINDS, FULL)]
    if not any(deck):
        deck = list(FULL)
    h = [g.hordes[r] for r in RANKS] + [g.hordes[c] for c in COLORS]
    return State(h, deck, [g.delta[player], g.delta[opp]],
                 [g.table.stacks[player], g.table.stacks[opp]])


def pay(s: State, seat: int, n: int) -> None:
    n = min(n, s.money[seat])
    s.money[seat] -= n
    s.gain[seat] -= n


def take(s: State, seat: int, n: int) -> None:
    s.money[seat] += n
    s.gain[seat] += n


def resolve(s: State, seat: int, pred: Pred, kind: int) -> None:
    """A prediction meets the revealed card (engine.hall.dragon_hordes.resolve_prediction)."""
    r, c = pred
    h = s.h
    kr, kc = KINDS[kind]
    rank_hit, color_hit = r >= 0 and kr == r, c >= 0 and kc == c
    if r >= 0 and c >= 0:
        if rank_hit and color_hit:
            take(s, seat, h[r] + h[NR + c])
            h[r] = h[NR + c] = 0
        elif rank_hit or color_hit:
            hit, miss = (r, NR + c) if rank_hit else (NR + c, r)
            half = h[hit] // 2
            h[miss] += h[hit] - half
            h[hit] = 0
            take(s, seat, half)
        else:
            h[r] += 1
            h[NR + c] += 1
            pay(s, seat, 2)
        return
    single = r if r >= 0 else NR + c
    if rank_hit or color_hit:
        take(s, seat, h[single])
        h[single] = 0
    else:
        h[single] += 1
        pay(s, seat, 1)


def outcomes(s: State, seat: int, pred: Pred) -> list[tuple[float, State]]:
    """(probability, state after) of each different way ``pred`` can turn out."""
    if pred == PASS:
        return [(1.0, s)]
    n = sum(s.deck)
    r, c = pred
    groups: dict[tuple[bool, bool], tuple[int, int]] = {}
    for k, (kr, kc) in enumerate(KINDS):
        if s.deck[k]:
            key = (r >= 0 and kr == r, c >= 0 and kc == c)
            count, first = groups.get(key, (0, k))
            groups[key] = (count + s.deck[k], first)
    out = []
    for count, kind in groups.values():
        x = s.copy()
        resolve(x, seat, pred, kind)
        x.deck[kind] -= 1
        if not any(x.deck):
            x.deck = list(FULL)
        out.append((count / n, x))
    return out


def legal(s: State, seat: int) -> list[Pred]:
    """Passing and every prediction the rules allow (none on an empty Horde)."""
    h, money = s.h, s.money[seat]
    out: list[Pred] = [PASS]
    if money >= 1:
        out += [(r, -1) for r in range(NR) if h[r] > 0]
        out += [(-1, c) for c in range(NC) if h[NR + c] > 0]
    if money >= 2:
        out += [(r, c) for r in range(NR) for c in range(NC) if h[r] > 0 and h[NR + c] > 0]
    return out


def normal_predict(s: State, seat: int) -> Pred:
    """The Normal level's prediction (engine.hall.ai.hordes_predict) in counts: the best
    expected coins, a miss costing its 1 or 2; passing unless one gains; ties to the
    first in the rules' order."""
    deck, h, n = s.deck, s.h, sum(s.deck)
    rt = [deck[3 * r] + deck[3 * r + 1] + deck[3 * r + 2] for r in range(NR)]
    ct = [sum(deck[3 * r + c] for r in range(NR)) for c in range(NC)]
    best, best_s = PASS, 0
    for pred in legal(s, seat)[1:]:
        r, c = pred
        if r >= 0 and c >= 0:
            both = deck[3 * r + c]
            score = both * (h[r] + h[NR + c]) + (rt[r] - both) * (h[r] // 2) \
                + (ct[c] - both) * (h[NR + c] // 2) - 2 * (n - rt[r] - ct[c] + both)
        elif r >= 0:
            score = rt[r] * h[r] - (n - rt[r])
        else:
            score = ct[c] * h[NR + c] - (n - ct[c])
        if score > best_s:
            best, best_s = pred, score
    return best


def normal_dragon(s: State) -> int:
    """The Normal level's Dragon Horde for a 6: the emptiest (the first on ties)."""
    return min(range(NC), key=lambda c: s.h[NR + c])


def roll(s: State, seat: int, a: int, b: int, dragon: int) -> bool:
    """The roll of a turn (engine.hall.dragon_hordes.apply_roll); True when the seat goes
    on to predict."""
    h = s.h
    if a == b:
        dragons = h[NR] + h[NR + 1] + h[NR + 2]
        if dragons:
            h[NR] = h[NR + 1] = h[NR + 2] = 0
            take(s, seat, dragons)
            s.over = not any(h)
        else:
            take(s, seat, sum(h))
            h[:] = [0] * len(h)
            s.over = True
        return False
    for face in (a, b):
        h[face - 1 if face <= 5 else NR + dragon] += 1
    pay(s, seat, 2)
    return True


def best_single(s: State) -> float:
    """The best expected coins of a one-Horde prediction."""
    n = sum(s.deck) or 1
    best = 0.0
    for r in range(NR):
        if s.h[r]:
            p = (s.deck[3 * r] + s.deck[3 * r + 1] + s.deck[3 * r + 2]) / n
            best = max(best, p * s.h[r] - (1 - p))
    for c in range(NC):
        if s.h[NR + c]:
            p = sum(s.deck[3 * r + c] for r in range(NR)) / n
            best = max(best, p * s.h[NR + c] - (1 - p))
    return best


def sure(s: State, me: int) -> bool:
    """Seat ``me`` leaving now wins for certain (heads-up :func:`sure_win`)."""
    return not s.over and s.gain[me] > s.gain[1 - me] + sum(s.h)


def _lead(s: State, me: int, beta: float) -> float:
    return s.gain[me] - s.gain[1 - me] + (0.0 if s.over else beta * best_single(s))


def after_opponent(s: State, me: int, beta: float = BETA) -> float:
    """Seat ``me``'s lead after the other seat's next turn by Normal's rule, exactly,
    plus ``beta`` x the best one-Horde prediction left (see the module docstring)."""
    opp = 1 - me
    if s.over or not any(s.h) or s.money[opp] < 2:
        return _lead(s, me, beta)
    total = 0.0
    for a, b, w in ROLLS:
        x = s.copy()
        if roll(x, opp, a, b, normal_dragon(x)) and not x.over:
            total += w * sum(p * _lead(y, me, beta)
                             for p, y in outcomes(x, opp, normal_predict(x, opp)))
        else:
            total += w * _lead(x, me, beta)
    return total / 36


def value(s: State, me: int, pred: Pred) -> float:
    """What seat ``me``'s prediction ``pred`` is worth (see the module docstring)."""
    v = 0.0
    for p, x in outcomes(s, me, pred):
        if sure(x, me):
            v += p * (SURE_BONUS + x.gain[me] - x.gain[1 - me])
        else:
            v += p * after_opponent(x, me, BETA)
    return v


def best_prediction(s: State, me: int) -> tuple[Pred, float]:
    best, best_v = PASS, float("-inf")
    for pred in legal(s, me):
        v = value(s, me, pred)
        if v > best_v:
            best, best_v = pred, v
    return best, best_v


def best_dragon(s: State, me: int, a: int, b: int) -> int:
    """A rolled 6's coin where the best prediction that follows is worth most."""
    def worth(col: int) -> float:
        x = s.copy()
        roll(x, me, a, b, col)
        return best_prediction(x, me)[1]

    return max(range(NC), key=worth)


def to_answer(pred: Pred) -> Any:
    if pred == PASS:
        return "pass"
    r, c = pred
    out: dict[str, str] = {}
    if r >= 0:
        out["rank"] = RANKS[r]
    if c >= 0:
        out["color"] = COLORS[c]
    return out


def predict(g: DragonHordes, player: str, opp: str) -> Any:
    """Heads-up: the prediction (or "pass") with the best :func:`value`."""
    return to_answer(best_prediction(state_of(g, player, opp), 0)[0])


def dragon(g: DragonHordes, player: str, opp: str) -> str:
    """Heads-up: a rolled 6's coin where the best prediction that follows is worth most."""
    a, b = g.roll
    return COLORS[best_dragon(state_of(g, player, opp), 0, a, b)]
