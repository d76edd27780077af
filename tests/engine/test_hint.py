"""Hints (engine.ai.hint): honest, legal in every mode and variant, reproducible."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from engine import kits
from engine.ai.heuristic import normal
from engine.ai.hint import (
    HINT_BUDGET,
    Budget,
    Hint,
    HintCancelled,
    HintSeat,
    hint,
    table_fact,
)
from engine.driver import run_game
from engine.game import Game, new_game
from engine.prompts import KINDS
from engine.seats import RandomSeat
from engine.simulate import make_setup
from tests.engine.test_ai import _searchable
from tests.engine.test_kits import MODES, OPTIONS, PLAYERS, _scramble

TINY = Budget(**{**HINT_BUDGET.__dict__, "seconds": 1e9, "max_iterations": 24})
QUICK = Budget(**{**HINT_BUDGET.__dict__, "seconds": 1e9, "max_iterations": 3})


def _game(mode: str, opts: dict[str, Any], seed: int) -> Game:
    n = PLAYERS[mode]
    chars = kits.playable_characters()[:n]
    setup = make_setup(mode, n, list(chars))
    setup["options"] = dict(opts)
    return new_game(setup, seed)


def test_a_hint_is_the_same_whatever_the_hidden_cards_are() -> None:
    """Honesty: scrambling every zone the seat cannot see (other hands, deck orders, Drink
    piles, side decks) changes nothing in the hint, chances and reason included."""
    for seed in (11, 12, 13):
        game, prompt = _searchable(seed)
        rng = random.Random(seed)
        twin = game.clone()
        _scramble(twin, 0, rng)
        assert twin.pending() == prompt
        assert twin.state.players[1].hand != game.state.players[1].hand \
            or twin.state.players[1].deck != game.state.players[1].deck
        assert hint(game, 0, TINY) == hint(twin, 0, TINY)


@pytest.mark.parametrize("mode", MODES)
def test_hints_are_honest_and_legal_in_every_mode_and_variant(mode: str) -> None:
    """At the first prompt of each kind, in every variant: the hinted option is one of the
    prompt's options, and the hint does not move when hidden cards do."""
    kinds: set[str] = set()
    came: set[str] = set()
    for k, opts in enumerate(OPTIONS):
        seed = 500 + 7 * k + len(mode)
        game = _game(mode, opts, seed)
        seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
        seen: set[str] = set()
        rng = random.Random(seed)
        for _ in range(400):
            p = game.pending()
            if p is None:
                break
            came.add(p.kind)
            if p.kind not in seen:
                seen.add(p.kind)
                h = hint(game, p.seat, QUICK)
                assert 0 <= h.choice < len(p.options), (mode, opts, p.kind)
                assert len(h.options) == len(p.options)
                assert h.seat == p.seat and h.kind == p.kind
                twin = game.clone()
                _scramble(twin, p.seat, rng)
                assert hint(twin, p.seat, QUICK) == h, (mode, opts, p.kind)
                kinds.add(p.kind)
            game.apply(seats[p.seat].decide({}, p))
    # every kind that came up was hinted; all seven come up (Otto's two-seat game
    # orders no Drink through a prompt)
    assert kinds == came
    assert kinds == set(KINDS) - ({"order"} if mode == "otto" else set())


def test_a_hint_is_reproducible_and_round_trips() -> None:
    game, _ = _searchable(31)
    a, b = hint(game, 0, TINY), hint(game, 0, TINY)
    assert a == b
    assert Hint.from_dict(a.to_dict()) == a
    assert a.iterations <= TINY.max_iterations
    tried = [o for o in a.options if o.chance is not None]
    assert tried and all(0.0 <= (o.chance or 0) <= 1.0 and o.spread >= 0 for o in tried)
    assert sum(o.visits for o in a.options) <= a.iterations
    assert a.reason


def test_a_hint_is_the_expert_choice_of_that_search() -> None:
    """On a searched prompt the hint plays the search's vote (the option with the most
    visits, Normal's answer given its prior votes), as the Expert seat does."""
    game, prompt = _searchable(12)
    h = hint(game, 0, TINY)
    votes = [o.visits + (TINY.prior_visits if i == _normal_answer(game) else 0)
             for i, o in enumerate(h.options)]
    assert votes[h.choice] == max(votes)
    assert prompt.kind in TINY.search_kinds


def _normal_answer(game: Game) -> int:
    from engine.ai.heuristic import NORMAL, HeuristicSeat
    from engine.ai.hint import _memo, hint_seed

    p = game.pending()
    assert p is not None
    view = game.view(p.seat)
    seat = HeuristicSeat(hint_seed(game.state.seed, len(game.state.decisions), p.seat), NORMAL)
    memo = _memo(view, p.seat)
    if memo:
        seat.memo[p.seat] = memo
    return seat.decide(view, p)


def test_a_cancelled_hint_stops_between_iterations() -> None:
    game, _ = _searchable(13)
    cancel = threading.Event()
    seen: list[float] = []

    def progress(x: float) -> None:
        seen.append(x)
        if len(seen) == 5:
            cancel.set()

    with pytest.raises(HintCancelled):
        hint(game, 0, Budget(**{**TINY.__dict__, "max_iterations": 10_000}), cancel, progress)
    assert len(seen) == 5 and seen == sorted(seen)


def test_a_hint_is_asked_for_the_seat_whose_prompt_it_is() -> None:
    game, _ = _searchable(13)
    with pytest.raises(ValueError):
        hint(game, 1, TINY)


def test_the_summary_reads_as_a_player_would_say_it() -> None:
    from engine.ai.hint import OptionEstimate

    h = Hint(0, "action", 1, (OptionEstimate(0, 0.30, 0.04, 20), OptionEstimate(1, 0.41, 0.03, 60),
                              OptionEstimate(2, 0.33, 0.05, 15)), "r", 95)
    assert h.summary(lambda i: f"Play {'ABC'[i]}") == "Play B: about 41% to win, others 30-33%"
    view = {"players": [{"name": "Me", "fortitude": 20, "alcohol": 3, "gold": 9, "out": None},
                        {"name": "Dale", "fortitude": 20, "alcohol": 18, "gold": 9, "out": None}]}
    assert table_fact(view, 0) == "Dale is one Drink from passing out"


def test_a_hint_following_seat_finishes_a_game() -> None:
    game = new_game(make_setup("standard", 2, ["jett", "dale"]), 77)
    me = HintSeat(77, Budget(**{**QUICK.__dict__, "max_iterations": 2}))
    run_game(game, [me, normal(1)])
    assert game.over and me.asked > 0


def _played(n: int, seed: int) -> Game:
    chars = ["jett", "dale", "terci", "ygella", "petra"][:n]
    game = new_game(make_setup("standard", n, chars), seed)
    run_game(game, [normal(seed + i) for i in range(n)])
    return game


def test_the_review_of_a_seeded_game_is_reproducible_from_its_seed() -> None:
    from engine.ai.review import Review, review

    game = _played(3, 91)
    g = game.state
    budget = Budget(**{**QUICK.__dict__, "max_iterations": 6})
    seen: list[float] = []
    part = list(g.decisions[:200])  # the first turns: a review reads any prefix alike
    a = review(g.setup, g.seed, part, 1, budget, progress=seen.append)
    b = review(g.setup, g.seed, part, 1, budget)
    assert a == b and a.moments
    assert Review.from_dict(a.to_dict()) == a
    assert seen[-1] == 1.0 and seen == sorted(seen)
    for m in a.moments:
        assert m.played == g.decisions[m.index] and m.loss >= 0.0
    tp = a.turning_points()
    assert [m.loss for m in tp] == sorted((m.loss for m in tp), reverse=True)
    assert all(m.played != m.best for m in tp)


def test_a_review_can_be_cancelled() -> None:
    from engine.ai.review import review

    game = _played(3, 92)
    g = game.state
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(HintCancelled):
        review(g.setup, g.seed, list(g.decisions), 0, QUICK, cancel)
