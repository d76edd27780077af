"""Den of Thieves reduced to what decides it: how many cards of each rank an inn holds.

Without Dragon Cards a Den of Thieves hand scores by its rank counts alone, and the
Rank tiebreaker (004 "Ties") reads only those counts too, so a seven-card hand is one
of 330 count vectors. That makes the game small enough to plan exactly where the
sampling levels guess:

- **Discards** (:func:`best_discard`): which ranks to throw away is solved by dynamic
  programming over the count vectors, looking ahead through every discard step still
  to come (a draw is a rank with the deck's rank frequencies), so a hand is kept for
  what it can become, not only for what it scores now.
- **Betting** (:func:`deals`): each sampled deal of the opponent's seven cards is
  played through the discard steps still to come, both inns discarding by the plan
  above, which is what the showdown will really compare; and the opponent's own
  belief is the Normal level's known estimate (its hand against a random hand, no
  discards), so the Expert can judge when the opponent folds.

Everything here reads only the seat's own hand and public counts.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations_with_replacement

from engine.hall import den_of_thieves as dt
from engine.hall.deck import COPIES_PER_SUIT, RANKS, SUITS, Card

Key = tuple[int, int, int, int, int]
HAND = 7
#: each rank's copies in the whole deck (6 animal sets)
FULL: Key = tuple(COPIES_PER_SUIT[r] * len(SUITS) for r in RANKS)  # type: ignore[assignment]
DECK_SIZE = sum(FULL)


def key_of(cards: list[Card]) -> Key:
    return tuple(sum(1 for c in cards if c.rank == r) for r in RANKS)  # type: ignore[return-value]


def _cards(key: Key) -> list[Card]:
    return [Card(r, SUITS[0]) for r, n in zip(RANKS, key) for _ in range(n)]


@cache
def strength(key: Key, strong: bool) -> tuple[int, Key]:
    """What the showdown compares: the score, then the Rank tiebreaker (rarest first)."""
    variants = {"strong_warriors"} if strong else set()
    return dt.evaluate(_cards(key), variants)["score"], key


def _keys(total: int) -> list[Key]:
    out = []
    for combo in combinations_with_replacement(range(len(RANKS)), total):
        out.append(tuple(combo.count(i) for i in range(len(RANKS))))
    return out  # type: ignore[return-value]


@cache
def _draws(k: int) -> tuple[tuple[float, Key], ...]:
    """(probability, ranks drawn) of drawing ``k`` cards, each rank with the deck's
    frequency."""
    out: dict[Key, float] = {}
    for combo in combinations_with_replacement(range(len(RANKS)), k):
        p = 1.0
        for i in combo:
            p *= FULL[i] / DECK_SIZE
        if k == 2 and combo[0] != combo[1]:
            p *= 2
        key: Key = tuple(combo.count(i) for i in range(len(RANKS)))  # type: ignore[assignment]
        out[key] = out.get(key, 0.0) + p
    return tuple((p, key) for key, p in out.items())


def _discards(key: Key) -> list[Key]:
    """Every discard of 0, 1 or 2 cards, as rank counts."""
    out: list[Key] = [(0, 0, 0, 0, 0)]
    for k in (1, 2):
        for combo in combinations_with_replacement(range(len(RANKS)), k):
            d: Key = tuple(combo.count(i) for i in range(len(RANKS)))  # type: ignore[assignment]
            if all(d[i] <= key[i] for i in range(len(RANKS))):
                out.append(d)
    return out


def _sub(a: Key, b: Key) -> Key:
    return tuple(x - y for x, y in zip(a, b))  # type: ignore[return-value]


def _add(a: Key, b: Key) -> Key:
    return tuple(x + y for x, y in zip(a, b))  # type: ignore[return-value]


@cache
def plan(key: Key, steps: int, strong: bool) -> tuple[float, Key]:
    """(expected final score, the discard to make now) with ``steps`` discard steps to
    come, each played by this same plan."""
    if steps == 0:
        return float(strength(key, strong)[0]), (0, 0, 0, 0, 0)
    best_v, best_d = -1.0, (0, 0, 0, 0, 0)
    for d in _discards(key):
        rest = _sub(key, d)
        n = sum(d)
        if n == 0:
            v = plan(key, steps - 1, strong)[0]
        else:
            v = sum(p * plan(_add(rest, drawn), steps - 1, strong)[0] for p, drawn in _draws(n))
        if v > best_v + 1e-9:
            best_v, best_d = v, d
    return best_v, best_d


def best_discard(hand: list[Card], steps: int, strong: bool) -> list[int]:
    """The hand indices to discard now (the plan's ranks, the first cards of each)."""
    _, d = plan(key_of(hand), steps, strong)
    want = dict(zip(RANKS, d))
    out = []
    for i, c in enumerate(hand):
        if want.get(c.rank, 0) > 0:
            out.append(i)
            want[c.rank] -= 1
    return out


def _beats(a: Key, b: Key, strong: bool) -> float:
    sa, sb = strength(a, strong), strength(b, strong)
    return 1.0 if sa > sb else 0.0 if sa < sb else 0.5


def _hyper(pool: Key, hand: Key) -> float:
    """The chance that 7 cards dealt from ``pool`` have rank counts ``hand``."""
    from math import comb

    num = 1
    for n, k in zip(pool, hand):
        num *= comb(n, k)
    return num / comb(sum(pool), sum(hand))


@cache
def naive_share(key: Key, strong: bool) -> float:
    """The Normal level's estimate of its chance, without its sampling noise: its hand
    as it stands against a random seven of the cards it cannot see, nobody discarding
    (engine.hall.ai.equity plays no discards in its rollouts)."""
    pool = _sub(FULL, key)
    return sum(_hyper(pool, other) * _beats(key, other, strong) for other in _keys(HAND))


def _draw(pool: list[int], n: int, rng: random.Random) -> Key:
    """Draw ``n`` ranks from ``pool`` (rank indices, consumed)."""
    counts = [0] * len(RANKS)
    for _ in range(n):
        counts[pool.pop(rng.randrange(len(pool)))] += 1
    return tuple(counts)  # type: ignore[return-value]


#: how likely a hand that its one-step plan would improve is kept as it is: Normal's
#: discard judges by a handful of sampled draws, so it sometimes stands pat anyway
STAND_PAT_SLIP = 0.25


def deals(mine: Key, steps: int, strong: bool, rng: random.Random, n: int,
          opp_stood_pat: bool = False) -> list[tuple[float, float]]:
    """Per sampled deal: (this seat's share of the pot at the showdown after the
    ``steps`` discard steps to come, both inns discarding by :func:`plan`; the
    opponent's Normal-level estimate of its own share). When the opponent kept its
    whole hand at its last discard step, its hand is one that discarding would not
    have improved, so other deals are mostly set aside."""
    base = [i for i, (f, m) in enumerate(zip(FULL, mine)) for _ in range(f - m)]
    out: list[tuple[float, float]] = []
    for _ in range(20 * n):
        if len(out) >= n:
            break
        pool = base[:]
        opp = _draw(pool, HAND, rng)
        if opp_stood_pat and sum(plan(opp, 1, strong)[1]) > 0 and rng.random() > STAND_PAT_SLIP:
            continue
        e_opp = naive_share(opp, strong)
        me = mine
        for s in range(steps, 0, -1):
            d = plan(me, s, strong)[1]
            me = _add(_sub(me, d), _draw(pool, sum(d), rng))
            d = plan(opp, s, strong)[1]
            opp = _add(_sub(opp, d), _draw(pool, sum(d), rng))
        out.append((_beats(me, opp, strong), e_opp))
    return out
