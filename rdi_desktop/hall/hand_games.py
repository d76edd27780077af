"""What the Hall's card-hand games share at the table (Kings Council, Three Kingdoms, Den
of Thieves, The Wheel): a seat's hand face down, the viewer's hand with the cards picked,
the discard-and-draw controls and the line saying what the viewer's hand is worth now.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


def card_width(inner: pygame.Rect, n: int) -> int:
    """A card of a hand of ``n`` as wide as fits in one row, at least 52 (then the cards
    overlap a little)."""
    by_height = int((inner.height - 16) / 1.4)
    return max(min(52, by_height), min(84, by_height, inner.width // max(1, n) - 6))


def seat_hand(s: pygame.Surface, v: dict[str, Any], player: str, z: pygame.Rect) -> None:
    """A seat's hand: its cards where the viewer may see them, else their backs."""
    h = v["hands"].get(player, 0)
    cards = h if isinstance(h, list) else [None] * int(h)
    w = max(16, min(44, int((z.height - 4) / 1.4)))
    d.card_row(s, z, cards, w, gap=2)


def own_hand(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], me: str,
             inner: pygame.Rect, kind: str | None, labels: list[str] | None = None) -> None:
    """The viewer's hand, the picked cards raised: up to two to discard, one to play."""
    cards = v["hands"].get(me, [])
    if not isinstance(cards, list):
        return
    rects = d.card_row(s, inner, cards, card_width(inner, len(cards)), t.selection,
                       labels=labels)
    if kind == "discard":
        for i, r in enumerate(rects):
            t.hits.append((r, partial(t.toggle, i, 2)))
    elif kind == "play":
        for i, r in enumerate(rects):
            t.hits.append((r, partial(t.toggle, i, 1)))


def point_labels(v: dict[str, Any]) -> list[str] | None:
    """Each of the viewer's cards' points (the view's ``hand_points``), when known."""
    pts = v.get("hand_points")
    return None if pts is None else [f"{x} pt" for x in pts]


def score_line(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], line: str | None,
               pos: tuple[int, int], pen: d.Pen | None = None) -> None:
    """What the viewer's hand is worth right now (their own information only): nothing
    for a spectator, a player sitting out or one who folded. With a ``pen``: its next
    line (wrapped to its room)."""
    me = t.viewer
    if line is None or me is None or me not in v["players"] or me in v.get("folded", []):
        return
    if pen is not None:
        pen.write(line, 14, d.HILITE, "bold")
    else:
        d.text(s, line, pos, 14, d.HILITE, "bold")


def discard_controls(t: HallTableScene, p: UIContainer, cw: int, prompt: Prompt) -> None:
    n = len(t.selection)
    t.label(pygame.Rect(6, 30, cw, 24), "Click up to 2 cards of your hand to throw away.", p)
    bw = (cw - 18) // 2
    t.button(pygame.Rect(6, 60, bw, 40), f"Discard {n} and draw", p,
             lambda: t.answer(sorted(t.selection)), n > 0, object_id="#discard_go")
    t.button(pygame.Rect(12 + bw, 60, bw, 40), "Keep my hand", p,
             lambda: t.answer([]), object_id="#discard_none")


class HandGame(GamePart):
    """A card-hand game's part of the table: the seats' hands face down, the viewer's
    with what each card scores where the view says it, and the discard-and-draw controls.
    The game's own middle is its subclass's."""

    headings = {"discard": "Discard and draw"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"discard": partial(discard_controls, table)}

    def zone_height(self, grown: int) -> int:
        """The seats' cards are face down (a count): smaller when the heads grow."""
        return max(56, 92 - grown)

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        seat_hand(s, v, player, z)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        own_hand(self.table, s, v, me, inner, kind, point_labels(v))
