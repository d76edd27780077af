"""Random-seat games checked after every decision (shared by the characters' and variants'
tests): every mode in turn, a seeded seat count and characters, the card, Gold and stat
invariants asserted at each step, and the game must end."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup


def play_checked(seed: int, chars: Sequence[str], options: dict[str, Any],
                 first: str | None = None, max_decisions: int = 20_000) -> Game:
    """One game: mode by seed, `first` (if given) in the first seat, the rest drawn from
    `chars`; fails with the seed and mode on the first invariant violation."""
    rng = random.Random(seed)
    mode = sorted(MODE_PLAYERS)[seed % len(MODE_PLAYERS)]
    n = rng.choice(list(MODE_PLAYERS[mode]))
    seated = ([first] if first else []) + [rng.choice(list(chars))
                                           for _ in range(n - (1 if first else 0))]
    game = new_game({**make_setup(mode, n, seated), "options": dict(options)}, seed)
    base = baseline(game.state)
    seats = [RandomSeat(seed * 5 + i) for i in range(len(game.state.players))]
    for _ in range(max_decisions):
        p = game.pending()
        assert violations(game.state, base) == [], (seed, mode)
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    assert game.state.over, (seed, mode)
    return game


def play_on_together(old: Game, new: Game, seats: Sequence[Any], limit: int,
                     each: Any = None) -> None:
    """Give two games (an old save's and the new form's) the same answers until both
    end or `limit` decisions pass; `each(old)` runs after every step. Both must ask the
    same question at every step: the caller compares their saves after."""
    for _ in range(limit):
        a, b = old.pending(), new.pending()
        if a is None or b is None:
            assert a is None and b is None
            return
        assert a.to_dict() == b.to_dict()
        choice = seats[a.seat].decide({}, a)
        old.apply(choice)
        new.apply(choice)
        if each is not None:
            each(old)
