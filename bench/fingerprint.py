"""A fingerprint of seeded games: one hash over the event logs and final saves.

Plays a fixed set of seeded games (every mode, the variant options, 2-8 players,
random and heuristic seats) and hashes what happened. A refactor that must
"change no rule outcome" keeps this hash identical (tests/engine/test_fingerprint.py).
A second hash covers every seat's `view` and `redacted` at the end of each game,
kept apart because a fix to what a view shows changes it without changing play.

    python -m bench.fingerprint
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator
from typing import Any

from engine.ai.heuristic import HeuristicSeat
from engine.game import Game, new_game
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup

CHARACTERS = ("dale", "jett", "petra", "terci", "ygella")
VARIANTS: tuple[dict[str, Any], ...] = ({}, {"bar_deck": True}, {"prize": True},
                                        {"betting": True})
MAX_DECISIONS = 4000


def cases() -> Iterator[tuple[str, int, dict[str, Any], int, bool]]:
    """(mode, players, options, seed, heuristic seats?) for every fingerprinted game."""
    seed = 1
    for mode, counts in MODE_PLAYERS.items():
        for n in counts:
            for opts in VARIANTS:
                yield mode, n, opts, seed, seed % 2 == 0
                seed += 1


def play(mode: str, n: int, opts: dict[str, Any], seed: int, heuristic: bool) -> Game:
    rng = random.Random(seed)
    chars = [rng.choice(CHARACTERS) for _ in range(n)]
    setup = make_setup(mode, n, chars)
    setup["options"] = dict(opts)
    game = new_game(setup, seed)
    seats: list[Any] = [HeuristicSeat(seed * 7 + i) if heuristic and i % 2 == 0
                        else RandomSeat(seed * 31 + i) for i in range(len(game.state.players))]
    for _ in range(MAX_DECISIONS):
        p = game.pending()
        if p is None:
            break
        view = game.view(p.seat) if heuristic else {}
        game.apply(seats[p.seat].decide(view, p))
    return game


def fingerprints() -> tuple[str, str, str]:
    """(play hash of random-seat games, play hash of games with heuristic seats, views hash).

    The first is the rules' fingerprint; the second also moves when the Normal AI's
    choices change (issue 14: it chooses Spend/Harvest by value)."""
    rules_h = hashlib.sha256()
    ai_h = hashlib.sha256()
    view_h = hashlib.sha256()
    for case in cases():
        game = play(*case)
        play_h = ai_h if case[-1] else rules_h
        play_h.update(json.dumps(case, sort_keys=True).encode())
        play_h.update(json.dumps([game.state.events, game.state.decisions], sort_keys=True,
                                 default=str).encode())
        play_h.update(game.to_json().encode())
        for s in range(len(game.state.players)):
            view_h.update(json.dumps(game.view(s), sort_keys=True, default=str).encode())
            view_h.update(json.dumps(game.redacted(s), sort_keys=True, default=str).encode())
    return rules_h.hexdigest(), ai_h.hexdigest(), view_h.hexdigest()


if __name__ == "__main__":
    a, b, c = fingerprints()
    print(f"rules {a}\nai    {b}\nviews {c}")
