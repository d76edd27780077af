"""Betting Rounds, Table Stakes, side pots and rebates (004 "Basic Rules for Gambling")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.hall.betting import Action, Table, build_pots
from engine.hall.payout import distribute


def _table(stacks: dict[str, int], dead: int = 0, min_raise: bool = False) -> Table:
    t = Table(order=list(stacks), stacks=dict(stacks), dead=dead, min_raise_rule=min_raise)
    t.start_round()
    return t


def _play(t: Table, *actions: list[Any]) -> None:
    for a in actions:
        t.act(Action.parse(a))


def test_simple_betting_example() -> None:
    t = _table({"A": 50, "B": 50, "C": 50, "D": 50}, dead=4)
    _play(t, ["A", "raise_to", 2], ["B", "raise_to", 4], ["C", "fold"], ["D", "raise_to", 10],
          ["A", "fold"], ["B", "call"])
    assert t.round_over and t.round_contrib == {"A": 2, "B": 10, "C": 0, "D": 10}


def test_complex_betting_example_pots() -> None:
    t = _table({"A": 30, "B": 40, "C": 55, "D": 60}, dead=15)
    _play(t, ["A", "raise_to", 10], ["B", "raise_to", 20], ["C", "fold"], ["D", "all_in"],
          ["A", "call"], ["B", "call"])
    pots, rebates = t.pots()
    assert [(p.name, p.amount, p.eligible) for p in pots] == [
        ("main", 105, ["A", "B", "D"]), ("side1", 20, ["B", "D"])]
    assert rebates == {"D": 20}


def test_illegal_action_changes_nothing() -> None:
    t = _table({"A": 10, "B": 10})
    before = repr(t)
    for bad in (["B", "check"], ["A", "call"], ["A", "raise_to", 11], ["A", "raise_to", 0]):
        with pytest.raises(ValueError):
            t.act(Action.parse(bad))
    assert repr(t) == before


def test_min_raise_rule() -> None:
    t = _table({"A": 50, "B": 50, "C": 50}, min_raise=True)
    _play(t, ["A", "raise_to", 5])
    assert not t.is_legal(Action("B", "raise_to", 7))
    assert t.is_legal(Action("B", "raise_to", 10))
    assert t.legal("B").min_raise_to == 10


def test_short_all_in_does_not_reopen_raising() -> None:
    t = _table({"A": 100, "B": 100, "C": 13}, min_raise=True)
    _play(t, ["A", "raise_to", 10], ["B", "call"], ["C", "all_in"])  # +3 < 10: short
    assert t.to_act == "A"
    assert t.legal("A").can_call and not t.legal("A").can_raise
    assert not t.is_legal(Action("A", "raise_to", 30))
    _play(t, ["A", "call"])
    assert not t.legal("B").can_raise
    _play(t, ["B", "call"])
    assert t.round_over


def test_full_all_in_reopens_raising() -> None:
    t = _table({"A": 100, "B": 100, "C": 25})
    _play(t, ["A", "raise_to", 10], ["B", "call"], ["C", "all_in"])  # +15 >= 10: full
    assert t.legal("A").can_raise


def test_fold_win_takes_everything() -> None:
    t = _table({"A": 10, "B": 10}, dead=2)
    _play(t, ["A", "raise_to", 4], ["B", "fold"])
    s = t.settle(None)
    assert s.payouts == {"A": 6, "B": 0} and s.winners == ["A"]


def brute_force(order: list[str], committed: dict[str, int], folded: set[str],
                ranking: list[str]) -> dict[str, int]:
    """Chip by chip: the n-th chip a player put in goes to the best live player who put in
    at least n chips (the chip's owner gets it back if nobody else reached it)."""
    out = {p: 0 for p in order}
    live = [p for p in order if p not in folded]
    for p in order:
        for n in range(1, committed[p] + 1):
            reached = [q for q in live if committed[q] >= n]
            others = [q for q in order if q != p and committed[q] >= n]
            if not others:
                out[p] += 1
                continue
            best = min(reached, key=ranking.index)
            out[best] += 1
    return out


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_side_pots_match_chip_by_chip(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 6))
    order = [f"P{i}" for i in range(n)]
    committed = {p: data.draw(st.integers(0, 30)) for p in order}
    folded = {p for p in order if data.draw(st.booleans())}
    live = [p for p in order if p not in folded]
    if not live:
        return
    top_live = max(committed[p] for p in live)
    # a folded player never has more in than every live player: the last bettor is live
    if any(committed[p] > top_live for p in folded):
        return
    ranking = data.draw(st.permutations(live))
    pots, rebates = build_pots(order, committed, folded)
    s = distribute(order, pots, rebates, [[p] for p in ranking], "merchant", list(folded))
    assert s.payouts == brute_force(order, committed, folded, list(ranking))
    assert sum(s.payouts.values()) == sum(committed.values())


def _random_round(data: st.DataObject, t: Table) -> None:
    for _ in range(80):
        if t.round_over:
            return
        p = t.to_act
        assert p is not None
        lg = t.legal(p)
        choices = [w for w, ok in (("check", lg.can_check), ("call", lg.can_call),
                                   ("fold", lg.can_fold), ("all_in", lg.can_all_in),
                                   ("raise_to", lg.can_raise)) if ok]
        word = data.draw(st.sampled_from(choices))
        if word == "raise_to":
            assert lg.min_raise_to is not None and lg.max_raise_to is not None
            amount = data.draw(st.integers(lg.min_raise_to, lg.max_raise_to))
            t.act(Action(p, word, amount))
        else:
            t.act(Action(p, word))
    assert t.round_over


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_money_conserved_through_random_betting(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 6))
    order = [f"P{i}" for i in range(n)]
    stacks = {p: data.draw(st.integers(1, 60)) for p in order}
    dead = data.draw(st.integers(0, 10))
    total = sum(stacks.values()) + dead
    t = Table(order=order, stacks=stacks, dead=dead,
              min_raise_rule=data.draw(st.booleans()))
    for p in order:
        t.post(p, 1)
    for _ in range(data.draw(st.integers(1, 3))):
        if t.folded_out:
            break
        t.start_round()
        _random_round(data, t)
        t.end_round()
        assert sum(t.stacks.values()) + sum(t.committed.values()) + dead == total
        assert all(v >= 0 for v in t.stacks.values())
    pots, rebates = t.pots()
    assert sum(p.amount for p in pots) + sum(rebates.values()) == t.pot_total
    if t.folded_out:
        s = t.settle(None)
    else:
        live = t.live
        groups: list[list[str]] = []
        order_drawn: list[str] = data.draw(st.permutations(live))
        for p in order_drawn:
            join: bool = data.draw(st.booleans())
            if groups and join:
                groups[-1].append(p)
            else:
                groups.append([p])
        s = t.settle(groups, "merchant")
    assert sum(t.stacks[p] + s.payouts[p] for p in order) + s.carry_over == total


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_short_all_in_never_reopens(data: st.DataObject) -> None:
    """With the minimum-raise rule, a player who already acted may call or fold but not
    raise unless the Current Bet went up by a full raise since (one full raise, or short
    all-ins adding up to one); without it any raise reopens. PokerKit is the oracle for
    the same rule in test_pokerkit_oracle.py."""
    n = data.draw(st.integers(2, 5))
    order = [f"P{i}" for i in range(n)]
    t = Table(order=order, stacks={p: data.draw(st.integers(1, 40)) for p in order},
              min_raise_rule=data.draw(st.booleans()))
    t.start_round()
    for _ in range(60):
        if t.round_over:
            break
        p = t.to_act
        assert p is not None
        if p in t.acted and t.current_bet - t.acted[p] < (
                max(1, t.last_raise) if t.min_raise_rule else 1):
            assert not t.legal(p).can_raise
        lg = t.legal(p)
        choices = [w for w, ok in (("call", lg.can_call), ("check", lg.can_check),
                                   ("all_in", lg.can_all_in), ("raise_to", lg.can_raise),
                                   ("fold", lg.can_fold)) if ok]
        word = data.draw(st.sampled_from(choices))
        if word == "raise_to":
            assert lg.min_raise_to is not None and lg.max_raise_to is not None
            t.act(Action(p, word, data.draw(st.integers(lg.min_raise_to, lg.max_raise_to))))
        else:
            before_bet, last = t.current_bet, t.last_raise
            t.act(Action(p, word))
            if word == "all_in" and t.current_bet > before_bet \
                    and t.current_bet - before_bet < last:
                assert t.last_raise == last  # a short all-in keeps the minimum raise
