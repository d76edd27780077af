"""What each variant brings to the table's screens, declared by its own widget.

Issue 29: the New Game switches, the command line's `--variants`, the autoplay loop's
combinations, the table's layout and centre, and the prompts' questions each listed
the Bar Deck, the Prize, the Pub Crawl and the Sea Events by name. Now a variant's
widget (``rdi_desktop/widgets/<variant>.py``) registers a :class:`VariantUI` as it
loads, and those screens read this registry: a new variant adds its own widget file.

Pure registry (no pygame here; the callbacks draw).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: (the table's layout, the displayed view) -> the layout with room made for the variant
Layout = Callable[[Any, dict[str, Any]], Any]
#: (surface, the table's layout, the displayed view) -> (rect, card id) hover spots
Centre = Callable[[Any, Any, dict[str, Any]], list[tuple[Any, str]]]


@dataclass(frozen=True)
class VariantUI:
    """One variant's table declarations. `option`: its `setup["options"]` key;
    `label`: its New Game switch (in `order`); `layout`, `centre`: room made for it
    and what it draws in the table's centre while on; `questions`: its prompt
    reasons' questions ({to}: the card asked about); `held`: cards it puts in front of
    a player (from their state), drawn on their mat, each lit one answering the mat
    action `held_tag`."""

    option: str
    label: str
    order: int = 50
    layout: Layout | None = None
    centre: Centre | None = None
    questions: dict[str, str] = field(default_factory=dict)
    held: Callable[[dict[str, Any]], list[str]] | None = None
    held_tag: str = "zoom"


VARIANT_UIS: dict[str, VariantUI] = {}


def register_variant_ui(v: VariantUI) -> None:
    VARIANT_UIS[v.option] = v


def variant_uis() -> list[VariantUI]:
    """Every variant's declarations, in the New Game's order."""
    from rdi_desktop.dispatch import load

    load()
    return sorted(VARIANT_UIS.values(), key=lambda v: (v.order, v.option))


def options() -> list[str]:
    """The variants' option keys (the New Game switches, `--variants`)."""
    return [v.option for v in variant_uis()]


def in_play(view: dict[str, Any]) -> list[VariantUI]:
    """The variants switched on in this table's view."""
    on = view.get("options") or {}
    return [v for v in variant_uis() if on.get(v.option)]


def question(reason: str) -> str | None:
    """A variant's question for one of its prompt reasons."""
    for v in variant_uis():
        if reason in v.questions:
            return v.questions[reason]
    return None


def held_cards(state: dict[str, Any]) -> list[tuple[str, str]]:
    """(card, the mat action a lit one answers) for the cards the variants put in front
    of a player (held Prizes, Drinks kept on the Pub Crawl)."""
    return [(c, v.held_tag) for v in variant_uis() if v.held is not None
            for c in v.held(state)]


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
    from rdi_desktop.dispatch import load

    load()
    return sorted(MODE_UIS.values(), key=lambda m: m.mode)
