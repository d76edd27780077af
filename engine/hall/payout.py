"""Ties, tiebreakers and Split Rules (004 "Ties"), applied pot by pot.

A game ranks its showdown players into groups, best first, using its own
score and then its tiebreaker (Rank or Color). Players still in one group
after that are tied, and the Split Rule chosen by the Starting Player decides
what happens to each pot they tie for (hall.md: with side pots, each pot is
split on its own and each pot's remainder stays for the next game).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

from engine.hall.deck import Card, max_single_color, rank_counts
from engine.hall.pots import Pot, Settlement

MERCHANT, KING, COMMONER = "merchant", "king", "commoner"
SPLIT_RULES = (MERCHANT, KING, COMMONER)

K = TypeVar("K", bound=Hashable)


def group_by_key(players: Sequence[str], key: Callable[[str], K]) -> list[list[str]]:
    """Players grouped by ``key`` (higher is better), best group first, seat order kept."""
    keys = {p: key(p) for p in players}
    ordered = sorted(set(keys.values()), reverse=True)  # type: ignore[type-var]
    return [[p for p in players if keys[p] == k] for k in ordered]


def refine(groups: list[list[str]], key: Callable[[str], K]) -> list[list[str]]:
    """Break ties inside each group with a further key (a tiebreaker)."""
    out: list[list[str]] = []
    for g in groups:
        out.extend(group_by_key(g, key) if len(g) > 1 else [g])
    return out


def tiebreak_key(kind: str | None, hand: list[Card]) -> tuple[int, ...]:
    """004 "Ties": Rank = most of the rarest rank (Dragons beat Warriors); Color = most of
    one colour. All cards in the hand count, even those that do not otherwise score."""
    if kind == "rank":
        return rank_counts(hand)
    if kind == "color":
        return (max_single_color(hand),)
    return ()


def rank_players(players: Sequence[str], score_key: Callable[[str], K],
                 tiebreaker: str | None = None,
                 hand_of: Callable[[str], list[Card]] | None = None) -> list[list[str]]:
    """Showdown order, best group first: the game's score, then its tiebreaker if any."""
    groups = group_by_key(players, score_key)
    if tiebreaker and hand_of is not None:
        hands = hand_of
        groups = refine(groups, lambda p: tiebreak_key(tiebreaker, hands(p)))
    return groups


def split_pot(amount: int, tied: list[str], rule: str, all_players: list[str]
              ) -> tuple[dict[str, int], int, list[str] | None]:
    """One pot among tied players: (payouts, money left in the middle, replay players).

    Merchant's Rule splits evenly and leaves the remainder for the next game;
    King's Rule replays with the tied players (no ante); Commoner's Rule replays
    with all players, who all ante.
    """
    if rule not in SPLIT_RULES:
        raise ValueError(f"unknown split rule {rule!r}")
    if len(tied) == 1:
        return {tied[0]: amount}, 0, None
    if rule == MERCHANT:
        share = amount // len(tied)
        return {p: share for p in tied}, amount - share * len(tied), None
    replay = list(tied) if rule == KING else list(all_players)
    return {p: 0 for p in tied}, amount, replay


def distribute(order: list[str], pots: list[Pot], rebates: dict[str, int],
               ranking: list[list[str]] | None, split_rule: str,
               folded: Sequence[str] = ()) -> Settlement:
    """Pay every pot to its best eligible group, plus rebates; ``ranking=None`` = won by folds."""
    payouts = {p: 0 for p in order}
    for p, r in rebates.items():
        payouts[p] += r
    carry = 0
    winners: set[str] = set()
    pot_winners: dict[str, list[str]] = {}
    replays: list[dict[str, Any]] = []
    if ranking is None:
        live = [p for p in order if p not in folded]
        if len(live) != 1:
            raise ValueError("a win by folds needs exactly one player left")
        total = sum(p.amount for p in pots)
        payouts[live[0]] += total
        winners.add(live[0])
        pot_winners = {p.name: [live[0]] for p in pots}
    else:
        for pot in pots:
            best: list[str] = []
            for group in ranking:
                best = [p for p in group if p in pot.eligible]
                if best:
                    break
            if not best:  # nobody eligible (cannot happen with live players): keep it
                carry += pot.amount
                continue
            pay, left, again = split_pot(pot.amount, best, split_rule, order)
            for p, v in pay.items():
                payouts[p] += v
                if v > 0:
                    winners.add(p)
            carry += left
            pot_winners[pot.name] = best
            if again is not None:
                _add_replay(replays, again, pot.amount)
    return Settlement(pots, dict(rebates), payouts, [p for p in order if p in winners],
                      carry, pot_winners, replays[0]["players"] if replays else None, replays)


def _add_replay(replays: list[dict[str, Any]], players: list[str], amount: int) -> None:
    """Each tied pot is replayed by the players who tied for it (004 "All In": a side
    pot "can only be won by a player who contributed to it"; "Ties": King's Rule, "the
    players who tied play the same game again"). Pots tied by the same players, and
    every pot under Commoner's Rule (all players replay), share one replay."""
    for r in replays:
        if r["players"] == players:
            r["amount"] += amount
            return
    replays.append({"players": list(players), "amount": amount})
