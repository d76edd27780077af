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


#: plug-in seats' own one-line descriptions, by seat name (see :func:`plugin_description`)
PLUGIN_INFO: dict[str, str] = {}


def level_info(name: str) -> str:
    """The New Game line for a seat level: a built-in level's own line, a plug-in's
    description as the plug-in gives it, or (a plug-in that gives none) its name."""
    if name in LEVEL_INFO:
        return LEVEL_INFO[name]
    # named as New Game's menu names it (rdi_desktop.scenes.new_game.kind_label)
    if PLUGIN_INFO.get(name):
        return f"{name.capitalize()}: {PLUGIN_INFO[name]}"
    return f"{name.capitalize()}: a plug-in seat."


def plugin_description(factory: object) -> str:
    """What a plug-in says of its seat: the factory's ``description`` attribute, else the
    first line of its docstring; one line of at most 80 characters."""
    text = getattr(factory, "description", None)
    if not isinstance(text, str) or not text.strip():
        text = (getattr(factory, "__doc__", None) or "").strip().split("\n")[0]
    text = " ".join(text.split())
    return text if len(text) <= 80 else text[:79].rstrip() + "\u2026"


def register_seat(name: str, factory: SeatFactory) -> None:
    SEATS[name] = factory


ENTRY_POINT_GROUP = "rdi_desktop.seats"


def load_entry_point_seats() -> list[str]:
    """Add seats from installed packages (group ``rdi_desktop.seats``); return a sentence
    per plug-in left out. A plug-in is tried once here (loaded, and one seat made with
    seed 0 that must have ``decide``), so a broken one is said at start-up and never
    reaches a table."""
    from importlib.metadata import entry_points

    problems: list[str] = []
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name in LEVELS or ep.name == "human":
            problems.append(f"The plug-in seat \u201c{ep.name}\u201d is left out: it would "
                            f"replace the built-in \u201c{ep.name}\u201d.")
            continue
        try:
            factory = ep.load()
            if not callable(getattr(factory(seed=0), "decide", None)):
                raise TypeError("its seat has no decide(view, prompt)")
        except Exception as e:  # a broken plug-in is reported, never fatal
            problems.append(f"The plug-in seat \u201c{ep.name}\u201d could not be loaded "
                            f"and is left out ({type(e).__name__}: {e}).")
            continue
        SEATS[ep.name] = factory
        PLUGIN_INFO[ep.name] = plugin_description(factory)
    return problems


def make_seat(name: str, seed: int = 0) -> Seat:
    try:
        factory = SEATS[name]
    except KeyError:
        raise KeyError(f"unknown seat {name!r}; known: {', '.join(sorted(SEATS))}") from None
    return factory(seed=seed)
