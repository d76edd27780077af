"""Scrolling a screen's list by rows: the mouse wheel, Page Up/Page Down, Home/End and
(where the screen says so) the Up/Down arrows, so a list longer than the window (many
saves, long statistics, many turning points, larger words) is read to its end with a
mouse or with the keyboard alone, never cut.
"""

from __future__ import annotations

import pygame

#: a page-key -> which way it goes (Home and End: to the first or last row)
PAGE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}
END_KEYS = {pygame.K_END: 1, pygame.K_HOME: -1}
ARROW_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1}


def scroll_rows(event: pygame.event.Event, page: int, arrows: bool = False) -> int | None:
    """How many rows ``event`` scrolls a list showing ``page`` rows (down is positive;
    a wheel notch: one row), or None when it is not a scrolling event. ``arrows``: the
    Up/Down keys scroll too (a screen whose rows take no focus)."""
    if event.type == pygame.MOUSEWHEEL:
        return -int(event.y) or None
    if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return None
    if event.key in PAGE_KEYS:
        return PAGE_KEYS[event.key] * max(1, page - 1)
    if event.key in END_KEYS:
        return END_KEYS[event.key] * 1_000_000
    if arrows and event.key in ARROW_KEYS:
        return ARROW_KEYS[event.key]
    return None

