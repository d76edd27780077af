"""How much of the engine's time goes to asking players at response windows: the ceiling
of any speed-up that only makes those questions cheaper.

    .venv/bin/python bench/engine_asking_share.py [--games 60] [--rounds 6]

Every window (and every phase window's first look) asks each living player in turn what
they could play: ``response_options``. This replays the seeded 4-player random games of
``bench/bench_engine.py`` through ``pending()`` and ``apply()`` twice over, in turns: once
as they are, and once with each of those questions answered from a recording of the same
game (one call returning the recorded answer: as if asking cost nothing). The ratio of the
two is the most that any work on the questions alone could gain. Time is the process's
CPU time, each game's best over the rounds (as ``bench/engine_side_by_side.py``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine.flow.window as window  # noqa: E402
from engine.game import new_game  # noqa: E402
from engine.prompts import Option  # noqa: E402
from engine.seats import RandomSeat  # noqa: E402

CHARS = ("jett", "dale", "terci", "ygella")
Ask = Callable[..., Sequence[Option]]


def setup() -> dict[str, Any]:
    return {"players": [{"character": c} for c in CHARS]}


def record(seed: int) -> list[int]:
    """The random seats' decisions in the seeded game."""
    game = new_game(setup(), seed)
    seats = [RandomSeat(seed * 7 + i) for i in range(4)]
    chosen = []
    while (p := game.pending()) is not None:
        a = seats[p.seat].decide({}, p)
        game.apply(a)
        chosen.append(a)
    return chosen


def replay(seed: int, chosen: list[int]) -> float:
    """CPU seconds in pending() + apply() for the recorded decisions."""
    game = new_game(setup(), seed)
    pending, apply = game.pending, game.apply
    t0 = time.thread_time()
    for a in chosen:
        pending()
        apply(a)
    return time.thread_time() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=6)
    args = ap.parse_args()
    real: Ask = window.response_options
    games = {s: record(s) for s in range(1, args.games + 1)}
    answers: dict[int, list[Sequence[Option]]] = {}
    for s, chosen in games.items():
        got = answers[s] = []

        def keep(*a: Any, _got: list[Sequence[Option]] = got) -> Sequence[Option]:
            out = real(*a)
            _got.append(out)
            return out

        window.response_options = keep
        replay(s, chosen)
    best = {"asked": [float("inf")] * len(games), "free": [float("inf")] * len(games)}
    try:
        for _ in range(args.rounds):
            for k, (s, chosen) in enumerate(games.items()):
                window.response_options = real
                best["asked"][k] = min(best["asked"][k], replay(s, chosen))
                window.response_options = _recorded(answers[s])
                best["free"][k] = min(best["free"][k], replay(s, chosen))
    finally:
        window.response_options = real
    n = sum(map(len, games.values()))
    asked, free = sum(best["asked"]), sum(best["free"])
    print(f"as played: {n / asked:,.0f} decisions/s; questions answered from the recording: "
          f"{n / free:,.0f} decisions/s (CPU time, each of {len(games)} games' best of "
          f"{args.rounds}); the questions take {(asked - free) / asked:.0%} of the time, so "
          f"making them free gains at most x{asked / free:.2f}")
    return 0


def _recorded(answers: list[Sequence[Option]]) -> Ask:
    """A stand-in for response_options giving the recorded answers in order."""
    nxt = iter(answers).__next__

    def ask(*_a: Any) -> Sequence[Option]:
        return nxt()

    return ask


if __name__ == "__main__":
    raise SystemExit(main())
