"""Lucky's mat: the Heat track 0-1-2-3, the 3 marked as the town guard's visit (002 "Lucky
the Scofflaw": at 3 Heat she pays a penalty of her choice, then Heat is back to 0)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.looks import register_look
from rdi_desktop.mats import Spot, register
from rdi_desktop.widgets.side_areas import DIM, _head, put_label, small

HEAT_SPOTS = 4  # 0, 1, 2 and the 3 that calls the guard


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    heat = int((p.get("state") or {}).get("heat", 0) or 0)
    area = _head(surf, r, f"Heat {heat}/3", s, (255, 170, 120) if heat >= 2 else DIM)
    cell = max(6, min(area.h - 2, (area.w - 4) // HEAT_SPOTS - 2, round(22 * s)))
    f = small(s, 10)
    top = area.y + max(0, (area.h - cell) // 2) if area.h < 2 * cell else area.y
    for i in range(HEAT_SPOTS):
        box = pygame.Rect(area.x + i * (cell + 3), top, cell, cell)
        on = i == heat
        hot = i == HEAT_SPOTS - 1
        fill = (200, 60, 40) if on else ((90, 30, 24) if hot else (40, 46, 40))
        pygame.draw.rect(surf, fill, box, border_radius=4)
        pygame.draw.rect(surf, (255, 210, 130) if on else (120, 90, 60), box, 1,
                         border_radius=4)
        if cell >= f:  # the caption says the value where numbers do not fit
            t = art.text(str(i), f, (255, 240, 220) if on else DIM, "bold")
            put_label(surf, t, t.get_rect(center=box.center), f)
    return []


register("lucky", draw, lambda p: "heat" in (p.get("state") or {}))

# portrait and mat colours: hood green, stolen gold (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("lucky", ((48, 70, 58), (214, 178, 92)), "hood", "clover")
