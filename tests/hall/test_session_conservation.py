"""Conservation over whole sessions (004 "Adventurer's Choice", "Appendix: Playing for
Shares", "Ties"): random sessions of random games with random bets, every Split Rule
(so Merchant's remainders carry in and King's and Commoner's Rules replay), loans
between games and Playing for Shares remainders. After every single decision the
session's gold is the same as at the start, no stack, pot or purse is negative, and
every session ends."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.hall import GAMES
from engine.hall.ai import quick_choice
from engine.hall.base import HallGame
from engine.hall.prompts import Prompt
from engine.hall.session import Session

MAX_DECISIONS_PER_GAME = 3000
MAX_GAMES = 60  # replays included


def random_bet(prompt: Prompt, rng: random.Random) -> Any:
    o = prompt.options
    words = list(o["actions"])
    word = rng.choice(words)
    if word == "raise_to":
        lo, hi = o["min_raise_to"], o["max_raise_to"]
        return ["raise_to", rng.randint(lo, min(hi, lo + rng.choice((0, 2, 10, hi))))]
    return word


def check_money(s: Session, total: int) -> None:
    assert s.total_money == total
    assert all(v >= 0 for v in s.purse.money.values())
    assert s.carry >= 0 and all(r["amount"] >= 0 for r in s.replays)
    g = s.game
    if g is not None and not g.over:
        assert all(v >= 0 for v in g.table.stacks.values())
        assert all(v >= 0 for v in g.table.committed.values())


def play(g: HallGame, s: Session, total: int, rng: random.Random) -> None:
    for _ in range(MAX_DECISIONS_PER_GAME):
        p = g.pending()
        if p is None:
            return
        ans = random_bet(p, rng) if p.kind == "bet" else quick_choice(g, p, rng)
        g.apply(p.player, ans)
        check_money(s, total)
    raise AssertionError(f"{g.GAME} did not end in {MAX_DECISIONS_PER_GAME} decisions")


def run_session(seed: int, n: int, mode: str) -> Session:
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(n)]
    s = Session(names, rounds=rng.choice((1, 2)), seed=seed)
    total = s.total_money
    shares = mode == "shares"
    opts: dict[str, Any] = {"betting": "playing_for_shares" if shares else "betting_rounds",
                            "share": rng.choice((0, 2, 3, 5)) if shares else 3}
    ante = opts["share"] if shares else 1
    for _ in range(MAX_GAMES):
        if s.over:
            return s
        for p in names:  # 004 "Debt and Loan Markers": between games, below 25
            if s.purse.loan_allowed(p) and rng.random() < 0.7:
                s.request_loan(p)
        check_money(s, total)
        if s.replay is not None:
            g = s.start_replay()
        else:
            able = [p for p in names if s.purse.money[p] >= ante]
            fit = sorted(k for k, c in GAMES.items() if c.MIN_PLAYERS <= len(able)
                         <= c.MAX_PLAYERS)
            if len(able) < 2 or not fit:
                return s  # fewer than two can ante: the session ends (controller does too)
            name = rng.choice(fit)
            if s.carry and "dragon_hordes" in fit and rng.random() < 0.5:
                name = "dragon_hordes"  # no pot of its own: where does carried gold go?
            variants = [v for v in sorted(GAMES[name].VARIANTS) if rng.random() < 0.3]
            if not shares:
                variants = [v for v in variants if v != "unwound_clock"]
            split = rng.choice(("merchant", "king", "commoner"))
            g = s.start_game(name, variants, split_rule=split,
                             min_raise_rule=rng.random() < 0.5, **opts)
        check_money(s, total)
        play(g, s, total, rng)
        s.finish_game()
        check_money(s, total)
    raise AssertionError(f"session did not end in {MAX_GAMES} games")


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31), st.integers(2, 6))
def test_adventurers_choice_sessions_conserve_gold(seed: int, n: int) -> None:
    s = run_session(seed, n, "adventurers")
    assert sum(r["score"] for r in s.standings()) + s.carry == 50 * n


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**31), st.integers(2, 6))
def test_playing_for_shares_sessions_conserve_gold(seed: int, n: int) -> None:
    s = run_session(seed, n, "shares")
    assert sum(r["score"] for r in s.standings()) + s.carry == 50 * n


def test_replays_loans_and_carry_ins_all_happen() -> None:
    """The random sessions above do reach what they claim to cover."""
    seen: set[str] = set()
    for seed in range(40):
        s = run_session(seed, 2 + seed % 5, "adventurers" if seed % 3 else "shares")
        for h in s.history:
            if h["options"].get("ante") is not None:
                seen.add("replay")
        if any(s.purse.debt_markers.values()):
            seen.add("loan")
        if any(h.get("carry_in") for h in s.history):
            seen.add("carry_in")
    assert {"replay", "loan", "carry_in"} <= seen, seen
