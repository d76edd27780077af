"""Issue 15's four money cases, each exactly as filed (004 "Ties", "All In", "Debt and
Loan Markers"; hall.md "Short all-in raises")."""

from __future__ import annotations

import random
from typing import Any

from engine.hall import new_game
from engine.hall.ai import HallAI, quick_choice
from engine.hall.base import HallGame
from engine.hall.betting import Action, Table
from engine.hall.session import Session


def _drive(g: HallGame, bets: list[list[Any]], ranking: list[list[str]]) -> None:
    """Play ``g`` with the scripted bets (then check/call), cheap answers elsewhere, and
    the showdown order forced to ``ranking`` (the deal is random; the money is the point)."""
    g.ranking = lambda: [[p for p in grp if p in g.live] for grp in ranking]  # type: ignore[method-assign]
    queue = list(bets)
    rng = random.Random(0)
    while (p := g.pending()) is not None:
        if p.kind == "bet":
            if queue and queue[0][0] == p.player:
                g.apply(p.player, queue.pop(0))
            else:
                g.apply(p.player, "call" if p.options["call_amount"] else "check")
        else:
            g.apply(p.player, quick_choice(g, p, rng))
    assert not queue, f"scripted bets left over: {queue}"


# ----- 1. King's Rule with ties in two pots -------------------------------------------------
def test_kings_rule_ties_in_two_pots_replay_each_pot_with_its_own_tied_players() -> None:
    """Stacks A1 5, A2 5, B 30, C 30, ante 1; A1 all in, A2 all in, B raises to 20, C calls;
    ranking A1 = A2, then B = C. Main 20 (all), side 32 (B, C). The side pot "can only be
    won by a player who contributed to it": A1 and A2 replay for 20, B and C for 32."""
    t = Table(order=["A1", "A2", "B", "C"], stacks={"A1": 5, "A2": 5, "B": 30, "C": 30})
    for p in t.order:
        t.post(p, 1)
    t.start_round()
    for a in (["A1", "all_in"], ["A2", "all_in"], ["B", "raise_to", 20], ["C", "call"]):
        t.act(Action.parse(a))
    assert t.round_over
    s = t.settle([["A1", "A2"], ["B", "C"]], "king")
    assert [(p.name, p.amount, p.eligible) for p in s.pots] == [
        ("main", 20, ["A1", "A2", "B", "C"]), ("side1", 32, ["B", "C"])]
    assert s.replays == [{"players": ["A1", "A2"], "amount": 20},
                         {"players": ["B", "C"], "amount": 32}]
    assert sum(s.payouts.values()) == 0 and s.carry_over == 52


def test_kings_rule_two_pot_tie_in_a_session_plays_both_replays_with_their_pots() -> None:
    s = Session(["A1", "A2", "B", "C"], rounds=1, seed=3)
    s.purse.money.update({"A1": 5, "A2": 5, "B": 30, "C": 30})
    g = s.start_game("rogues_and_warriors", split_rule="king")
    _drive(g, [["A1", "all_in"], ["A2", "all_in"], ["B", "raise_to", 20], ["C", "call"]],
           [["A1", "A2"], ["B", "C"]])
    s.finish_game()
    assert s.total_money == 70
    first = s.start_replay()
    assert first.players == ["A1", "A2"] and first.table.pot_total == 20
    _drive(first, [], [["A1"], ["A2"]])
    s.finish_game()
    assert s.purse.money["A1"] == 20 and s.total_money == 70
    second = s.start_replay()
    assert second.players == ["B", "C"] and second.table.pot_total == 32
    _drive(second, [], [["C"], ["B"]])
    s.finish_game()
    assert s.purse.money == {"A1": 20, "A2": 0, "B": 9, "C": 41}
    assert s.replay is None and s.carry == 0 and s.games_played == 1


# ----- 2. Commoner's Rule --------------------------------------------------------------------
def _commoner_tie(money: dict[str, int]) -> Session:
    """A (3 money) goes all in, B calls, A and B tie: A ends the game with nothing."""
    s = Session(list(money), rounds=1, seed=5)
    s.purse.money.update(money)
    g = s.start_game("rogues_and_warriors", split_rule="commoner")
    _drive(g, [["A", "all_in"]], [["A", "B"], [p for p in money if p not in "AB"]])
    s.finish_game()
    assert s.purse.money["A"] == 0 and s.replay is not None
    return s


def test_commoner_replay_with_a_tied_player_who_cannot_ante_starts() -> None:
    """Was: finish_game dropped A (cannot ante), start_replay raised "needs 2-6 players"."""
    s = _commoner_tie({"A": 3, "B": 50})
    g = s.start_replay()
    assert g.players == ["A", "B"]  # A keeps the claim to the pot
    assert g.table.pot_total == 6 + 1  # the tied pot plus B's ante; A had nothing to ante
    assert s.total_money == 53


def test_commoner_replay_seats_are_decided_after_loans_between_games() -> None:
    """004 "Debt and Loan Markers": a loan between games. A borrows and antes; C, who sat
    the game out without money, borrows too and plays the replay ("with all players")."""
    s = _commoner_tie({"A": 3, "B": 80, "C": 0})
    assert s.history[-1]["players"] == ["A", "B"]  # C could not ante the first game
    assert s.request_loan("A") == "B"
    assert s.request_loan("C") == "B"
    g = s.start_replay()
    assert g.players == ["A", "B", "C"]
    assert g.table.pot_total == 6 + 3
    assert g.table.stacks == {"A": 24, "B": 26, "C": 24}
    assert s.total_money == 83


# ----- 3. Dragon Hordes carry-in -------------------------------------------------------------
def test_dragon_hordes_keeps_carried_in_gold() -> None:
    """new_game("dragon_hordes", ["A","B"], {"A":10,"B":10}, carry_in=3) must end with 23."""
    for seed in range(6):
        g = new_game("dragon_hordes", ["A", "B"], {"A": 10, "B": 10}, carry_in=3, seed=seed)
        seats = {"A": HallAI("easy", 1), "B": HallAI("easy", 2)}
        while (p := g.pending()) is not None:
            g.apply(p.player, seats[p.player].decide(g, p.player))
        res = g.result()
        assert res is not None
        assert sum(res["final_stacks"].values()) + res["carry_over"] == 23
        best = res["winners"]
        assert sum(res["payouts"][p] for p in best) + res["carry_over"] == 3 + sum(
            res["public"]["hordes"].values())


# ----- 4. Short all-ins adding up to a full raise ---------------------------------------------
def test_short_all_ins_adding_up_to_a_full_raise_reopen_raising() -> None:
    """Stacks A 100, B 100, C 17, D 23 (ante 1); A raises to 10, B calls, C all in 16, D all
    in 22: +6 and +6 since A acted make 12 >= 10, a full raise, so A may raise, to 32+."""
    t = Table(order=["A", "B", "C", "D"], stacks={"A": 100, "B": 100, "C": 17, "D": 23},
              min_raise_rule=True)
    for p in t.order:
        t.post(p, 1)
    t.start_round()
    for a in (["A", "raise_to", 10], ["B", "call"], ["C", "all_in"], ["D", "all_in"]):
        t.act(Action.parse(a))
    assert t.current_bet == 22 and t.to_act == "A"
    lg = t.legal("A")
    assert lg.can_raise and lg.min_raise_to == 32
    assert not t.is_legal(Action("A", "raise_to", 31))
    assert t.is_legal(Action("A", "raise_to", 32))
    t.act(Action("A", "call"))
    assert t.legal("B").can_raise  # B too acted at 10


def test_one_short_all_in_still_does_not_reopen() -> None:
    t = Table(order=["A", "B", "C"], stacks={"A": 100, "B": 100, "C": 17}, min_raise_rule=True)
    t.start_round()
    for a in (["A", "raise_to", 10], ["B", "call"], ["C", "all_in"]):
        t.act(Action.parse(a))
    assert t.current_bet == 17 and not t.legal("A").can_raise
