"""Soak: many seeded games in every mode, variant and seat count, checked at every step.

    python -m engine.soak --games N [--jobs J] [--seed S] [--max-decisions D]
                          [--part K/N --results DIR] [--report]

Each game seats random players, some of them Normal (heuristic) AIs, and after every
step checks the invariants (Gold conserved, every card in one place, stats in range).
At random decisions it also

- saves and restores the game (`to_json` / `from_json`) and plays the next decisions
  on both copies with the same answers: the copies must stay identical;
- answers illegally (an index out of range, a made-up option, a wrong type): the
  engine must refuse with `IllegalAnswer` and leave the state exactly as it was;

and every game must end within the decision limit. It prints a table per mode and
variant and `N passed, M failed`; the exit status is 1 when any game failed.
Games are spread over worker processes (`--jobs`, default: every core).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.kits import playable_characters
from engine.prompts import IllegalAnswer, Option, Prompt
from engine.seats import RandomSeat, Seat, make_seat
from engine.simulate import MODE_PLAYERS, make_setup
from engine.variant_registry import optioned

MAX_DECISIONS = 8000


def variants() -> dict[str, dict[str, bool]]:
    """The soaked option sets, as the variant modules declare them (engine/variant_registry.py:
    a new variant is soaked without editing this file): none, each variant alone (by its
    soak name), then "all" of those that say they are played together."""
    out: dict[str, dict[str, bool]] = {"none": {}}
    for v in optioned():  # (Otto's mode is soaked as a mode)
        out[v.soak.name or v.id] = {v.option: True}
    together = {v.option: True for v in optioned() if v.soak.with_others}
    if len(together) > 1:
        out["all"] = together
    return out


VARIANTS = variants()  # the grid's option sets (those registered as this module loads)
ROUND_TRIP_P = 0.02  # chance per decision of a save/restore round trip
ROUND_TRIP_STEPS = 12  # decisions both copies play before they are compared
ILLEGAL_P = 0.02  # chance per decision of an illegal answer first


@dataclass(frozen=True)
class Case:
    mode: str
    variant: str
    players: int
    seed: int


@dataclass
class Outcome:
    case: Case
    decisions: int = 0
    round_trips: int = 0
    illegal: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.problems


def cases(games: int, seed: int = 1) -> list[Case]:
    """`games` cases spread evenly over every mode x variant x seat count."""
    grid = [(m, v, n) for m, counts in MODE_PLAYERS.items() for v in variants() for n in counts]
    return [Case(*grid[k % len(grid)], seed=seed * 1_000_003 + k) for k in range(games)]


def _seats(case: Case, n: int, rng: random.Random) -> list[Seat]:
    """Random seats, and a Normal AI in about half the games (never all of them)."""
    normal = case.seed % 2 == 0
    out: list[Seat] = []
    for i in range(n):
        if normal and i % 2 == 1:
            out.append(make_seat("normal", seed=rng.randrange(1 << 30)))
        else:
            out.append(RandomSeat(rng.randrange(1 << 30)))
    return out


def _illegal_answers(p: Prompt, rng: random.Random) -> Iterator[Any]:
    """Answers no prompt accepts: out of range, a made-up option, wrong types."""
    yield len(p.options) + rng.randrange(5)
    yield -1 - rng.randrange(3)
    yield Option(card="no-such-card", label="bogus")
    yield {"label": "not-an-option", "value": 99}
    yield True
    yield "pass please"


def _try_illegal(game: Game, p: Prompt, rng: random.Random, out: Outcome) -> None:
    before = game.to_json()
    bad = rng.choice(list(_illegal_answers(p, rng)))
    try:
        game.apply(bad)
    except IllegalAnswer:
        pass
    except Exception as e:  # noqa: BLE001 - any other error is a failure to report
        out.problems.append(f"illegal answer {bad!r} raised {type(e).__name__}: {e}")
        return
    else:
        out.problems.append(f"illegal answer {bad!r} was accepted")
        return
    out.illegal += 1
    if game.to_json() != before:
        out.problems.append(f"illegal answer {bad!r} changed the state")


def _answer(game: Game, seats: list[Seat], p: Prompt) -> Any:
    s = seats[p.seat]
    view = game.view(p.seat) if not isinstance(s, RandomSeat) else {}
    return s.decide(view, p)


def _round_trip(game: Game, seats: list[Seat], out: Outcome) -> Game | None:
    """Save and restore, then play both copies on with the same answers; the copies must
    stay identical. Returns the restored game to go on with (None: the game ended)."""
    restored = Game.from_json(game.to_json())
    out.round_trips += 1
    for _ in range(ROUND_TRIP_STEPS):
        p, q = game.pending(), restored.pending()
        if p != q:
            out.problems.append(f"round trip diverged at decision {len(game.state.decisions)}: "
                                f"{p} != {q}")
            return None
        if p is None:
            break
        a = _answer(game, seats, p)
        game.apply(a)
        restored.apply(a)
    game.pending()
    restored.pending()
    if restored.to_json() != game.to_json():
        out.problems.append(f"round trip diverged by decision {len(game.state.decisions)}")
        return None
    return restored


def play_case(case: Case, max_decisions: int = MAX_DECISIONS) -> Outcome:
    """One soaked game; every problem is recorded (the first stops the game)."""
    out = Outcome(case)
    rng = random.Random(case.seed)
    chars = playable_characters()
    setup = make_setup(case.mode, case.players, [rng.choice(chars) for _ in range(case.players)])
    setup["options"] = dict(variants()[case.variant])
    try:
        game = new_game(setup, case.seed)
        seats = _seats(case, len(game.state.players), rng)
        base = baseline(game.state)
        while not out.problems:
            p = game.pending()
            bad = violations(game.state, base)
            if bad:
                out.problems.append(f"after decision {out.decisions}: " + "; ".join(bad))
                break
            if p is None:
                break
            if out.decisions >= max_decisions:
                out.problems.append(f"did not end in {max_decisions} decisions")
                break
            if rng.random() < ILLEGAL_P:
                _try_illegal(game, p, rng, out)
                continue
            if rng.random() < ROUND_TRIP_P:
                got = _round_trip(game, seats, out)
                if got is None:
                    break
                game = got
                out.decisions = len(game.state.decisions)
                continue
            game.apply(_answer(game, seats, p))
            out.decisions += 1
        if not out.problems and not game.over:
            out.problems.append("stopped without a winner or an end")
    except Exception as e:  # noqa: BLE001 - an engine error is a failed game, not a crash
        out.problems.append(f"engine error {type(e).__name__}: {e}")
    return out


def run(games: int, seed: int = 1, jobs: int = 1, max_decisions: int = MAX_DECISIONS,
        play: Callable[[Case, int], Outcome] = play_case,
        todo: list[Case] | None = None) -> list[Outcome]:
    """Plays `todo` (default: all `games` cases of `seed`)."""
    todo = cases(games, seed) if todo is None else todo
    if jobs <= 1:
        return [play(c, max_decisions) for c in todo]
    from multiprocessing import get_context

    with get_context("spawn").Pool(jobs) as pool:
        out: list[Outcome] = []
        for o in pool.imap(_play_args, [(play, c, max_decisions) for c in todo], chunksize=8):
            out.append(o)
            _progress(len(out), len(todo), o)
        return out


def _play_args(args: tuple[Callable[[Case, int], Outcome], Case, int]) -> Outcome:
    play, case, max_decisions = args
    return play(case, max_decisions)


_FAILED_SO_FAR: list[int] = [0]


def _progress(done: int, total: int, o: Outcome) -> None:
    """A line on stderr every 1,000 games, so a run of hours shows it is alive."""
    _FAILED_SO_FAR[0] += not o.passed
    if done % 1000 == 0 or done == total:
        print(f"soak: {done}/{total} games, {_FAILED_SO_FAR[0]} failed", file=sys.stderr, flush=True)


def report(outcomes: list[Outcome], seconds: float | None = None) -> str:
    rows: dict[tuple[str, str], list[Outcome]] = defaultdict(list)
    for o in outcomes:
        rows[(o.case.mode, o.case.variant)].append(o)
    lines = [f"{'mode':<24}{'variant':<11}{'games':>6}{'passed':>8}{'failed':>8}"
             f"{'decisions':>11}{'round trips':>13}{'illegal':>9}"]
    for (mode, variant), os_ in sorted(rows.items()):
        ok = sum(o.passed for o in os_)
        lines.append(f"{mode:<24}{variant:<11}{len(os_):>6}{ok:>8}{len(os_) - ok:>8}"
                     f"{sum(o.decisions for o in os_):>11}{sum(o.round_trips for o in os_):>13}"
                     f"{sum(o.illegal for o in os_):>9}")
    failed = [o for o in outcomes if not o.passed]
    for o in failed[:20]:
        c = o.case
        lines.append(f"FAILED {c.mode} {c.variant} {c.players} players seed {c.seed}: "
                     + "; ".join(o.problems))
    if seconds is not None:
        lines.append(f"{len(outcomes)} games in {seconds:.1f} s")
    lines.append(f"{len(outcomes) - len(failed)} passed, {len(failed)} failed")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.soak")
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--max-decisions", type=int, default=MAX_DECISIONS)
    ap.add_argument("--part", help="K/N: play only every N-th game, from the K-th "
                    "(engine/soak_parts.py)")
    ap.add_argument("--results", type=Path, help="folder to keep the part's totals in")
    ap.add_argument("--report", action="store_true",
                    help="sum the parts found in --results (with --part's N) and stop")
    a = ap.parse_args(argv)
    from engine import soak_parts

    try:
        part, parts = soak_parts.parse_part(a.part) if a.part else (1, 1)
    except ValueError as e:
        ap.error(str(e))
    if a.report:
        if a.results is None:
            ap.error("--report needs --results")
        print(soak_parts.merged(a.results, a.games, a.seed, parts))
        return 0
    todo = soak_parts.part_cases(cases(a.games, a.seed), part, parts)
    t0 = time.perf_counter()
    outcomes = run(a.games, a.seed, max(1, a.jobs), a.max_decisions, todo=todo)
    seconds = time.perf_counter() - t0
    print(report(outcomes, seconds))
    if a.results is not None:
        path = soak_parts.write_part(a.results, a.games, a.seed, part, parts, outcomes,
                                     seconds, max(1, a.jobs))
        print(f"part {part}/{parts} written to {path}")
    return 0 if all(o.passed for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
