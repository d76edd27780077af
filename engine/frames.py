"""The work stack's frame base and registry.

A frame is a small dataclass of plain data with `step(g)` (do automatic work, or
return the Prompt a seat must answer) and `answer(g, option)`. Frames hold no
closures or generators, so the whole stack copies and serialises.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, ClassVar, TypeVar

from engine.prompts import Option, Prompt

FRAMES: dict[str, type[Frame]] = {}
F = TypeVar("F", bound="Frame")


class Frame:
    KIND: ClassVar[str] = "frame"

    def step(self, g: Any) -> Prompt | None:
        raise NotImplementedError

    def answer(self, g: Any, opt: Option) -> None:
        raise NotImplementedError(f"{self.KIND} asked no question")

    @classmethod
    def from_saved(cls, d: dict[str, Any]) -> Frame:
        """The frame from its saved fields (a frame whose fields were renamed reads the
        older saves' form here)."""
        return cls(**d)

    def held(self) -> list[tuple[int, str]]:
        """Cards this frame holds in the open (revealed, between zones): (owner, card)."""
        return []

    def held_drinks(self) -> list[str]:
        """Drink cards this frame holds between piles (Tara looking at the Drinks she
        orders): the drink-card invariant counts them here."""
        return []

    def to_dict(self) -> dict[str, Any]:
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(
                f.name for f in fields(self))  # type: ignore[arg-type]
        d = {n: getattr(self, n) for n in names}
        d["kind"] = self.KIND
        return d


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def frame(kind: str) -> Callable[[type[F]], type[F]]:
    """Register a frame class under `kind` (its KIND, what its saves are named by).

    The kind is given here, not as a class attribute in the dataclass body: a frame
    module compiled by mypyc (tools/build_native.py) lists every class-level name among
    the dataclass fields, so a `KIND = ...` line there would become a field."""

    def register(cls: type[F]) -> type[F]:
        cls.KIND = kind
        FRAMES[kind] = cls
        return cls

    return register


def frame_from_dict(d: dict[str, Any]) -> Frame:
    """A saved frame. Every frame kind is registered by then: the `engine` package imports
    every module that defines one as it loads (engine/rules.py)."""
    d = dict(d)
    kind = d.pop("kind")
    return FRAMES[kind].from_saved(d)
