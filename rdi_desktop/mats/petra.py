"""Petra's mat: the Hellfire tracker over her Plotted cards (face down to others)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import Spot, register
from rdi_desktop.widgets.side_areas import draw_hellfire, draw_plotted


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: list[str] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    row = max(18, round(30 * s))
    if r.h >= 2 * row:
        top = pygame.Rect(r.x, r.y, r.w, row)
        rest = pygame.Rect(r.x, r.y + row + 2, r.w, r.h - row - 2)
    else:
        half = r.w * 3 // 5  # one row: the track gets the larger part
        top = pygame.Rect(r.x, r.y, half - 3, r.h)
        rest = pygame.Rect(r.x + half + 3, r.y, r.w - half - 3, r.h)
    spots = draw_hellfire(surf, top, st, s)
    spots += draw_plotted(surf, rest, st, s, str(p.get("character", "")), own, lit)
    return spots


register("petra", draw, lambda p: "hellfire" in (p.get("state") or {}))

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("petra", ((60, 30, 30), (230, 90, 40)), "devil-mask", "fire")
register_subtype_icon("scheme", "scroll-unfurled")
