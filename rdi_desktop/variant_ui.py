"""The variants' New Game switches and the modes a kit brings, declared by their own files.

A variant's front-end file (rdi_desktop/variants/<id>.py) registers a :class:`VariantUI`
(what it draws at the table is its table widget, in the same file) and a mat file a
:class:`ModeUI`; the New Game screen, the Rules screen, the command line's `--variants` and
the autoplay loop's combinations read these registries and name no variant or mode.

Pure registries (no pygame here).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class VariantUI:
    """One variant's New Game switch: `option`, its `setup["options"]` key; `label`, the
    switch's words; `order`, its place among the switches (and its rules' place on the
    Rules screen). What the variant draws at the table, the room it takes and its
    questions are its table widget's (rdi_desktop/widgets/variants.py)."""

    option: str
    label: str
    order: int = 50


VARIANT_UIS: dict[str, VariantUI] = {}


def register_variant_ui(v: VariantUI) -> None:
    """A second switch for one option is refused, naming both, rather than replacing."""
    old = VARIANT_UIS.get(v.option)
    if old is not None and old != v:
        raise ValueError(f"the variant {v.option!r} has a New Game switch already "
                         f"({old.label!r}), so {v.label!r} is refused")
    VARIANT_UIS[v.option] = v


def unregister_variant_ui(option: str) -> None:
    """Forget a variant's switch (a test's made-up variant, once it is done)."""
    VARIANT_UIS.pop(option, None)


def variant_uis() -> list[VariantUI]:
    """Every variant's switch, in the New Game's order."""
    return sorted(VARIANT_UIS.values(), key=lambda v: (v.order, v.option))


def options() -> list[str]:
    """The variants' option keys (the New Game switches, `--variants`)."""
    return [v.option for v in variant_uis()]


@dataclass(frozen=True)
class ModeUI:
    """A game mode a kit or variant brings (Otto's two-player game, declared by his mat
    file): its name on New Game, the seat counts it allows (the players; an automaton
    adds itself), the count New Game starts at, and a line saying what it is."""

    mode: str
    name: str
    players: tuple[int, ...]
    default: int
    blurb: str = ""


MODE_UIS: dict[str, ModeUI] = {}


def register_mode(m: ModeUI) -> None:
    MODE_UIS[m.mode] = m


def mode_uis() -> list[ModeUI]:
    return sorted(MODE_UIS.values(), key=lambda m: m.mode)
