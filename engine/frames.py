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

try:  # read by mypyc only (tools/build_native.py); a dev dependency, so optional
    from mypy_extensions import mypyc_attr
except ImportError:  # nothing to do when the engine runs from source
    def mypyc_attr(*_args: Any, **_kwargs: Any) -> Callable[[type], type]:  # type: ignore[misc]
        return lambda cls: cls

FRAMES: dict[str, type[Frame]] = {}
F = TypeVar("F", bound="Frame")


# kits' and variants' frames (modules never compiled) subclass it
@mypyc_attr(allow_interpreted_subclasses=True)
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
    """Register a frame class under `kind` (its KIND, what its saves are named by): the
    decorator of the frames in modules that are never compiled (kits, variants)."""

    def register(cls: type[F]) -> type[F]:
        register_frame(kind, cls)
        return cls

    return register


def register_frame(kind: str, cls: type[Frame]) -> None:
    """Register `cls` under `kind`. A module compiled by mypyc (tools/build_native.py) calls
    this after the class, as neither form of naming the kind works there: a class with any
    decorator but @dataclass is not compiled as a native class, and a `KIND = ...` line in
    the class body becomes a dataclass field."""
    cls.KIND = kind
    FRAMES[kind] = cls


def frame_from_dict(d: dict[str, Any]) -> Frame:
    """A saved frame. Every frame kind is registered by then: the `engine` package imports
    every module that defines one as it loads (engine/rules.py)."""
    d = dict(d)
    kind = d.pop("kind")
    return FRAMES[kind].from_saved(d)
