"""Serena's mat: the Piety track 1-8 (cards.md §2: from 8; below 1 she atones). The marker
glows gold when high, the 1 is marked as the atonement space."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.looks import register_look
from rdi_desktop.mats import Spot, register
from rdi_desktop.widgets.side_areas import DIM, _head, put_label, small

SPACES = 8


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    piety = int((p.get("state") or {}).get("piety", SPACES) or SPACES)
    area = _head(surf, r, f"Piety {piety}/8", s, (255, 220, 130) if piety >= 6 else
                 ((255, 150, 120) if piety <= 2 else DIM))
    cell = max(5, min(area.h - 2, (area.w - 2) // SPACES - 2, round(20 * s)))
    f = small(s, 10)
    top = area.y + max(0, (area.h - cell) // 2) if area.h < 2 * cell else area.y
    for i in range(1, SPACES + 1):
        box = pygame.Rect(area.x + (i - 1) * (cell + 2), top, cell, cell)
        on = i == piety
        fill = (214, 176, 70) if on else ((70, 36, 30) if i == 1 else (44, 48, 40))
        pygame.draw.rect(surf, fill, box, border_radius=4)
        pygame.draw.rect(surf, (255, 240, 190) if on else (110, 100, 80), box, 1,
                         border_radius=4)
        if cell >= f:
            t = art.text(str(i), f, (30, 20, 8) if on else DIM, "bold")
            put_label(surf, t, t.get_rect(center=box.center), f)
    return []


register("serena", draw, lambda p: "piety" in (p.get("state") or {}))

# portrait and mat colours: orc green, paladin gilt (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("serena", ((58, 74, 50), (226, 206, 140)), "orc-head", "cross-shield")
