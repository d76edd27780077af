"""Replays (issue 33; architecture.md: a seed plus the decision log replays a game).

Games of every mode and variant are played with seeded random seats; their
replay must end on exactly the saved snapshot, any step reached by jumping about
(back, then forward, through checkpoints or not) must equal the same step reached
by re-running the decisions from the start, and a game started from a step
("Play from here") must continue exactly like the original given the same answers.
"""

from __future__ import annotations

import json
import random

import pytest

from engine.game import Game, new_game, snapshot
from engine.replay import STRIDE, Replay, ReplayProblem, replay_from_dict, replay_of
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup

VARIANTS: dict[str, dict[str, bool]] = {
    "plain": {}, "bar_deck": {"bar_deck": True}, "prize": {"prize": True},
    "pub_crawl": {"pub_crawl": True}, "sea_events": {"sea_events": True},
    "all": {"bar_deck": True, "prize": True, "pub_crawl": True, "sea_events": True},
}
CHARS = ["dale", "jett", "terci", "ygella", "phyll", "farai", "lucky", "nerodia"]


def played(mode: str, options: dict[str, bool], seed: int,
           max_decisions: int = 3000) -> Game:
    """A seeded game of ``mode`` with ``options``, played by random seats."""
    n = MODE_PLAYERS[mode][0] if mode != "standard" else 4
    setup = make_setup(mode, n, CHARS[:n])
    if options:
        setup["options"] = dict(options)
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 7 + i) for i in range(len(game.state.players))]
    for _ in range(max_decisions):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    return game


def straight(game: Game, upto: int) -> dict[str, object]:
    """Step ``upto`` the slow way: a new game and the first ``upto`` decisions."""
    g = game.state
    fresh = new_game(g.setup, int(g.seed))
    for d in g.decisions[:upto]:
        fresh.apply(d)
    fresh.pending()
    return snapshot(fresh.state)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("mode", sorted(MODE_PLAYERS))
def test_replay_ends_on_the_saved_snapshot(mode: str, variant: str) -> None:
    game = played(mode, VARIANTS[variant], seed=11)
    assert game.state.decisions, "the game made no decisions"
    saved = json.loads(game.to_json())  # the save, as written to disk
    rep = replay_from_dict(saved)
    assert rep.last == len(game.state.decisions)
    end = rep.game_at(rep.last)
    assert json.loads(json.dumps(snapshot(end.state))) == saved["snapshot"]
    assert snapshot(end.state) == snapshot(game.state)
    # the log in step at the end is the whole game's log
    assert [e.to_dict() for e in end.state.events] == [e.to_dict() for e in game.state.events]


def test_back_then_forward_gives_the_same_snapshot() -> None:
    game = played("standard", {"prize": True}, seed=5)
    rep = replay_of(game)
    assert rep.last > 3 * STRIDE, "needs a game longer than a few checkpoints"
    rng = random.Random(3)
    for _ in range(12):
        i = rng.randrange(1, rep.last + 1)
        at_i = rep.snapshot_at(i)
        assert at_i == straight(game, i)
        back = rep.snapshot_at(i - 1)  # one step back ...
        assert back == straight(game, i - 1)
        assert rep.snapshot_at(i) == at_i  # ... and forward again
        rep.snapshot_at(rng.randrange(0, rep.last + 1))  # a jump anywhere between
        assert rep.snapshot_at(i) == at_i


def test_a_step_keeps_the_events_up_to_it() -> None:
    game = played("standard", {}, seed=8)
    rep = replay_of(game)
    for i in (0, 1, rep.last // 2, rep.last):
        events = rep.game_at(i).state.events
        assert len(events) == rep.steps[i].events
        assert events == game.state.events[:len(events)]


@pytest.mark.parametrize("mode,variant", [("standard", "plain"), ("otto", "prize"),
                                          ("two-headed-dragon", "pub_crawl"),
                                          ("boss-battle", "sea_events")])
def test_play_from_here_continues_like_the_original(mode: str, variant: str) -> None:
    game = played(mode, VARIANTS[variant], seed=21)
    rep = replay_of(game)
    for k in (0, rep.last // 3, rep.last - 1):
        branch = rep.branch(k)
        assert branch.state.decisions == game.state.decisions[:k]
        for d in game.state.decisions[k:]:  # the same answers as the original
            branch.apply(d)
        branch.pending()
        assert snapshot(branch.state) == snapshot(game.state)
        # a branch is its own game: playing it does not change the replay
        assert rep.snapshot_at(rep.last) == snapshot(game.state)


def test_turn_list_and_turn_steps() -> None:
    game = played("standard", {}, seed=2)
    rep = replay_of(game)
    starts = rep.turn_starts()
    assert starts[0] == (rep.steps[0].turn, 0)
    assert [t for t, _s in starts] == sorted({s.turn for s in rep.steps})
    second = starts[1][1]
    assert rep.next_turn(0) == second
    assert rep.prev_turn(second + 1) == second
    assert rep.prev_turn(second) == 0
    assert rep.steps[second].turn != rep.steps[second - 1].turn


def test_damaged_decisions_are_refused_in_words() -> None:
    game = played("standard", {}, seed=4)
    g = game.state
    bad = list(g.decisions)
    bad[10] = 999
    with pytest.raises(ReplayProblem, match="decision 11 does not fit"):
        Replay(g.setup, int(g.seed), bad)
    with pytest.raises(ReplayProblem, match="after the game had ended"):
        Replay(g.setup, int(g.seed), [*g.decisions, 0])
    with pytest.raises(ReplayProblem, match="lacks its set-up"):
        replay_from_dict({"setup": g.setup, "decisions": []})
    with pytest.raises(ReplayProblem, match="cannot start a game"):
        Replay({"players": [{"character": "dale"}]}, 1, [])
