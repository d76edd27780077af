"""A restored game continues exactly as the original (issue 14), property-style:
every mode x {no variant, Bar Deck, Prize, both} x its seat counts, restored
(to_json -> from_json, the restored object replacing the original) at random
decisions, and at every decision for a few games; the final `to_json` must equal
the uninterrupted game's, after `pending()` on both."""

from __future__ import annotations

import random

import pytest

from engine.game import Game, new_game
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup
from tests.engine.new_process import continue_in_new_process

CHARS = ["jett", "dale", "terci", "ygella", "petra"]
VARIANTS: list[dict[str, bool]] = [{}, {"bar_deck": True}, {"prize": True},
                                   {"bar_deck": True, "prize": True}, {"pub_crawl": True}]


def _setup(mode: str, n: int, options: dict[str, bool], seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    return {**make_setup(mode, n, [rng.choice(CHARS) for _ in range(n)]), "options": options}


def _play(setup: dict[str, object], seed: int, restore_at: set[int] | None,
          every: bool = False) -> str:
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 17 + i) for i in range(len(game.state.players))]
    for k in range(20_000):
        p = game.pending()
        if every or (restore_at is not None and k in restore_at):
            # saved at the question, as a player's save is, then asked again after loading
            game = Game.from_json(game.to_json())
            assert game.pending() == p, f"decision {k}: the restored game asks otherwise"
            p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    game.pending()
    return game.to_json()


CASES = [(mode, n, v) for mode in sorted(MODE_PLAYERS)
         for v in range(len(VARIANTS)) for n in list(MODE_PLAYERS[mode])[v % 2::2][:2]]


@pytest.mark.parametrize("mode,n,v", CASES)
def test_restore_at_random_decisions(mode: str, n: int, v: int) -> None:
    seed = 1000 + 7 * n + v
    setup = _setup(mode, n, VARIANTS[v], seed)
    plain = _play(setup, seed, None)
    rng = random.Random(seed)
    at = set(rng.sample(range(400), 6))
    assert _play(setup, seed, at) == plain


@pytest.mark.parametrize("mode,n", [("standard", 4), ("two-headed-dragon", 4), ("otto", 2)])
def test_restore_at_every_decision(mode: str, n: int) -> None:
    setup = _setup(mode, n, {"bar_deck": True, "prize": True}, 77)
    assert _play(setup, 77, None, every=True) == _play(setup, 77, None)




@pytest.mark.parametrize("mode", sorted(MODE_PLAYERS))
def test_a_save_loaded_in_a_fresh_process_plays_on_identically(mode: str) -> None:
    """Saved mid-game, loaded by a new Python process (nothing warm: no caches, no
    registered frames but what loading brings) and answered the same from there."""

    n = MODE_PLAYERS[mode][-1]
    seed = 4242 + n
    setup = _setup(mode, n, {"bar_deck": True, "prize": True}, seed)
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 17 + i) for i in range(len(game.state.players))]
    answers: list[int] = []
    save, at = "", random.Random(seed).randrange(40, 160)
    while (p := game.pending()) is not None:
        if len(answers) == at:
            save = game.to_json()
        answers.append(p.index_of(seats[p.seat].decide({}, p)))
        game.apply(answers[-1])
    game.pending()
    assert save, "the game was long enough to save part-way"
    assert continue_in_new_process(save, answers[at:]) == game.to_json()
