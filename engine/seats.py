"""Seats: who answers a prompt. Pluggable through the `rdi_desktop.seats` entry points."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from engine.prompts import Option, Prompt


class Seat(Protocol):
    def decide(self, view: dict[str, Any], prompt: Prompt) -> Option | int: ...


class RandomSeat:
    """Uniform over the legal options, from its own seeded generator.

    Discarding is the exception: a uniform choice would discard most of the hand
    every turn, so `done` gets half the weight.
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: dict[str, Any], prompt: Prompt) -> int:
        if prompt.kind == "discard" and self.rng.random() < 0.6:
            return len(prompt.options) - 1
        return self.rng.randrange(len(prompt.options))


SeatFactory = Callable[..., Seat]


def _easy(seed: int = 0) -> Seat:
    from engine.ai.heuristic import easy

    return easy(seed)


def _normal(seed: int = 0) -> Seat:
    from engine.ai.heuristic import normal

    return normal(seed)


def _hard(seed: int = 0) -> Seat:
    from engine.ai.ismcts import hard

    return hard(seed)


def _expert(seed: int = 0) -> Seat:
    from engine.ai.ismcts import expert

    return expert(seed)


# Built-in levels (engine.ai); plug-ins add more through `load_entry_point_seats`.
# A factory is called as factory(seed=...) and returns an object with decide().
SEATS: dict[str, SeatFactory] = {"random": RandomSeat, "easy": _easy, "normal": _normal,
                                 "hard": _hard, "expert": _expert}
LEVELS = ("random", "easy", "normal", "hard", "expert")

# One line per built-in level for the New Game screen: what it does and how long it
# thinks (the numbers are bench/bench_ai.py's on the 2-core development machine).
LEVEL_INFO: dict[str, str] = {
    "random": "Random: any legal move, at random; instant.",
    "easy": "Easy: Normal's rules of thumb played carelessly; instant.",
    "normal": "Normal: weighs every card by Fortitude margin and Gold; instant.",
    "hard": "Hard: plays the hidden hands out, judged as self-play taught it; up to 0.5 s.",
    "expert": "Expert: Hard's search with a wider learned judgement; up to 1 s a decision.",
}


def level_info(name: str) -> str:
    """The New Game line for a seat level; a plug-in's level says so by its name."""
    return LEVEL_INFO.get(name, f"{name}: a plug-in seat.")


def register_seat(name: str, factory: SeatFactory) -> None:
    SEATS[name] = factory


def load_entry_point_seats() -> list[str]:
    """Add seats from installed packages (group `rdi_desktop.seats`); return problems."""
    from importlib.metadata import entry_points

    problems: list[str] = []
    for ep in entry_points(group="rdi_desktop.seats"):
        if ep.name in LEVELS:
            problems.append(f"seat {ep.name!r} from a plug-in would replace a built-in level")
            continue
        try:
            SEATS[ep.name] = ep.load()
        except Exception as e:  # a broken plug-in is reported, never fatal
            problems.append(f"seat {ep.name!r} could not be loaded: {e}")
    return problems


def make_seat(name: str, seed: int = 0) -> Seat:
    try:
        factory = SEATS[name]
    except KeyError:
        raise KeyError(f"unknown seat {name!r}; known: {', '.join(sorted(SEATS))}") from None
    return factory(seed=seed)
