"""Jett's mat: the Momentum tracker (0 to 3, the lit circle his Momentum now)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.looks import register_look
from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import (
    MIN_PX,
    PARCH,
    Spot,
    _head,
    small,
)


def draw_momentum(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                  ) -> list[Spot]:
    n = int(st.get("momentum", 0) or 0)
    area = _head(surf, r, "Momentum", s, need=2 * MIN_PX)
    rad = max(5, min(area.h // 2 - 1, area.w // 10, round(13 * s)))
    step = min(rad * 3, (area.w - 2 * rad) // 3) if area.w > 2 * rad else rad * 2
    cy = area.centery if area.h < 2 * (rad + 1) + 4 else area.y + rad + 1
    f = small(s, 11)
    for i in range(4):
        cx = area.x + rad + 1 + i * step
        on = i == n
        filled = i <= n
        col = (236, 190, 60) if on else (58, 80, 104) if filled else (40, 34, 30)
        pygame.draw.circle(surf, col, (cx, cy), rad)
        pygame.draw.circle(surf, (255, 240, 190) if on else (120, 100, 80), (cx, cy), rad,
                           2 if on else 1)
        if 2 * rad >= f:  # the number fits in its circle (else the lit circle says it)
            t = art.text(str(i), f, (30, 20, 8) if on else PARCH, "bold", shadow=not on)
            surf.blit(t, t.get_rect(center=(cx, cy)))
        if i < 3:
            pygame.draw.line(surf, (120, 100, 80), (cx + rad, cy), (cx + step - rad, cy), 1)
    return []


register("jett", lambda surf, r, p, s, own, lit: draw_momentum(surf, r, p.get("state") or {}, s),
         lambda p: "momentum" in (p.get("state") or {}))

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("jett", ((40, 120, 170), (230, 200, 90)), "running-shoe", "envelope")
