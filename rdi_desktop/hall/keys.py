"""What the keyboard reaches at a Gambling Hall table: the cards, dice and spaces the
table drew as clickable (the very rectangles and actions its clicks use, ``hits``),
then its pygame_gui controls; the number keys press the question's controls in the
order they were built (:mod:`rdi_desktop.keyboard`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from rdi_desktop.focus import Focusable, gui_items, reading_order

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


def hall_items(sc: HallTableScene) -> list[Focusable]:
    """The drawn things to pick (each once: the top-most a click would find), then the
    buttons, tabs, slider and check boxes."""
    drawn: list[Focusable] = []
    if not sc.broken:
        seen: set[tuple[int, int, int, int]] = set()
        for k in range(len(sc.hits) - 1, -1, -1):
            rect, fn = sc.hits[k]
            key = (rect.x, rect.y, rect.w, rect.h)
            if key in seen:
                continue
            seen.add(key)
            drawn.append(Focusable(("hit", key), pygame.Rect(rect), fn, f"pick {k + 1}"))
    return reading_order(drawn) + gui_items(sc.app.ui, sc.root)


def hall_numbers(sc: HallTableScene) -> list[Focusable]:
    """The question's controls (a bet, a card game's choices, the panels' buttons
    between games), in the order they were made."""
    by_element = {id(it.element): it for it in gui_items(sc.app.ui, sc.root)}
    return [by_element[id(b)] for b in sc.actions
            if isinstance(b, UIButton) and id(b) in by_element]
