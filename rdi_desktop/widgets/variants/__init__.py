"""The variants' parts of the table, as widgets a variant registers (the table names
no variant).

A variant's widget module subclasses :class:`TableWidget` and decorates it with
:func:`register_widget`; every module in this package is imported when the package loads,
so adding a variant's widget is adding its file (a test may register one of its own). The
table asks :func:`widgets_for` which widgets the game's options turn on, lets each take its
room in the layout, draws it with the centre or in the side panel over the log, and hands
it the clicks, hover lines and animation anchors for its cards.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from engine.prompts import Prompt
from rdi_desktop.layout import Rect, TableLayout, side_line, side_room

Spot = tuple[pygame.Rect, str]


class TableWidget:
    """One variant's part of the table. Subclasses set :attr:`option` and override what
    they need; the defaults take no room and draw nothing."""

    #: the variant's id: the setup option that turns it on (``setup["options"][option]``)
    option: ClassVar[str] = ""
    #: "centre": drawn after the centre of the table, inside it; "side": in the panel over
    #: the log (its background is drawn when a side widget has taken room)
    place: ClassVar[str] = "centre"
    #: the order widgets take room and are drawn in (lower first)
    order: ClassVar[int] = 50
    #: the banner's question for the variant's own ``choose`` reasons ({to}: what it is
    #: about), as a kit's choose_text is for a character's
    asks: ClassVar[dict[str, str]] = {}
    #: an answer button's words for the variant's own option labels on a card ({card})
    labels: ClassVar[dict[str, str]] = {}
    #: the mat action a lit held card answers when clicked ("zoom": none, it only zooms)
    held_tag: ClassVar[str] = "zoom"

    def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
        """Take this widget's room in the table's layout (the default: none)."""
        return lay

    def key(self, view: dict[str, Any]) -> Any:
        """What the drawing depends on in ``view``: it is drawn again when this changes."""
        return None

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        """Draw the widget; returns (rect, card id) spots: hovered ones zoom their card, a
        click on one whose card is ``lit`` answers the prompt's option for that card."""
        return []

    def lit(self, prompt: Prompt) -> frozenset[str]:
        """The cards of this widget that answer the viewer's ``prompt`` when clicked."""
        return frozenset()

    def anchor(self, lay: TableLayout, view: dict[str, Any], card: str
               ) -> tuple[float, float] | None:
        """Where ``card`` sits in this widget (an animation flies there), if it does."""
        return None

    @classmethod
    def held(cls, player: dict[str, Any]) -> list[str]:
        """The cards this variant puts in front of ``player`` (a player view): drawn at
        the right of their mat's counters, where a click may use one."""
        return []

    def detail(self, view: dict[str, Any], card: str) -> str:
        """A line under the zoomed ``card`` saying what the widget's compact look leaves
        out ("" for none)."""
        return ""


#: variant id (its setup option) -> its table widget
WIDGETS: dict[str, type[TableWidget]] = {}


def register_widget(cls: type[TableWidget]) -> type[TableWidget]:
    """Register a variant's table widget (a class decorator). A second widget for the same
    variant is refused, naming both, rather than silently replacing the first."""
    if not cls.option:
        raise ValueError(f"{cls.__module__}.{cls.__qualname__}: a table widget needs an option")
    old = WIDGETS.get(cls.option)
    if old is not None and old is not cls:
        raise ValueError(f"the variant {cls.option!r} has a table widget already: "
                         f"{old.__module__}.{old.__qualname__}, so "
                         f"{cls.__module__}.{cls.__qualname__} is refused")
    if cls.place not in ("centre", "side"):
        raise ValueError(f"{cls.__qualname__}: place is 'centre' or 'side', not {cls.place!r}")
    WIDGETS[cls.option] = cls
    return cls


def unregister_widget(option: str) -> None:
    WIDGETS.pop(option, None)


def widgets_for(view: dict[str, Any]) -> list[TableWidget]:
    """The widgets of the variants ``view``'s options turn on, in their order."""
    on = view.get("options") or {}
    return [cls() for cls in sorted(WIDGETS.values(), key=lambda c: (c.order, c.option))
            if on.get(cls.option)]


def held_cards(player: dict[str, Any]) -> list[tuple[str, str]]:
    """Every variant's cards in front of ``player`` with the mat action a lit one
    answers, in the widgets' order."""
    return [(c, cls.held_tag) for cls in sorted(WIDGETS.values(), key=lambda c: (c.order, c.option))
            for c in cls.held(player)]


def widget_asks() -> dict[str, str]:
    """Every registered variant's banner questions, by ``choose`` reason."""
    return {r: q for cls in WIDGETS.values() for r, q in cls.asks.items()}


def widget_labels() -> dict[str, str]:
    """Every registered variant's answer-button words, by option label."""
    return {k: w for cls in WIDGETS.values() for k, w in cls.labels.items()}


def side_rows(lay: TableLayout, rows: int) -> Rect:
    """:func:`~rdi_desktop.layout.side_room` for ``rows`` lines of the side panel's
    text."""
    return side_room(lay, side_line(lay.scale) * rows)

