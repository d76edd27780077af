"""The work stack's frame base and registry.

A frame is a small dataclass of plain data with `step(g)` (do automatic work, or
return the Prompt a seat must answer) and `answer(g, option)`. Frames hold no
closures or generators, so the whole stack copies and serialises.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, ClassVar

from engine.prompts import Option, Prompt

FRAMES: dict[str, type[Frame]] = {}


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


def frame(cls: type[Frame]) -> type[Frame]:
    FRAMES[cls.KIND] = cls
    return cls


#: Packages whose modules define frames; imported (all their modules) before a
#: saved stack is read, so loading works in a fresh process whatever was
#: imported first (a save used to fail with "damaged: 'turn'" after a restart).
FRAME_PACKAGES = ("engine.flow", "engine.characters")


def load_frame_modules() -> None:
    """Import every module of FRAME_PACKAGES so each frame kind is registered."""
    import importlib
    import pkgutil

    for name in FRAME_PACKAGES:
        pkg = importlib.import_module(name)
        for info in pkgutil.iter_modules(pkg.__path__, name + "."):
            importlib.import_module(info.name)


def frame_from_dict(d: dict[str, Any]) -> Frame:
    d = dict(d)
    kind = d.pop("kind")
    cls = FRAMES.get(kind)
    if cls is None:
        load_frame_modules()
        cls = FRAMES[kind]
    return cls.from_saved(d)
