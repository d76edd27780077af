"""Wizgille's mat: the Gear deck (face down, counted) and the last Gear revealed, face up
(hover to read: what it added to her Device)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.looks import (
    STACK_CAPTIONS,
    register_look,
    register_subtype_icon,
    register_type_icon,
)
from rdi_desktop.mats import Spot, register
from rdi_desktop.widgets.side_areas import DIM, _head, mini_card, put_label, small

art.TYPE_STYLE.setdefault("gear", ((90, 80, 60), (190, 160, 100), "Gear"))


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    deck = int(st.get("gear_deck_size", 0) or 0)
    shown = [str(c) for c in st.get("gear_discard") or []]
    area = _head(surf, r, f"Gears {deck} \u00b7 used {len(shown)}", s, (230, 200, 140))
    spots: list[Spot] = []
    if not shown or area.h < 8:
        return spots
    last = shown[-1]
    if area.h >= 22:
        cw = max(10, min(round(area.h / 1.4), round(40 * s), area.w // 3))
        got = mini_card(surf, last, pygame.Rect(area.x, area.y, cw, area.h))
        if got.bottom <= r.bottom and got.right <= r.right:
            spots.append((got, last, "zoom"))
        x = got.right + 4
    else:
        x = area.x
    f = small(s, 10)
    t = art.text(f"last: {art.card_title(last)}", f, DIM, "italic")
    if x + t.get_width() <= r.right:
        put_label(surf, t, (x, area.y), f)
    return spots


register("wizgille", draw, lambda p: "gear_deck_size" in (p.get("state") or {})
         or "gear_deck" in (p.get("state") or {}))

# portrait and mat colours: brass and leather (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("wizgille", ((86, 64, 40), (220, 180, 110)), "gears", "gear-hammer")
register_subtype_icon("device", "gear-hammer")
register_type_icon("gear", "cog")
STACK_CAPTIONS["gear"] = "+ Gear"  # a Gear being resolved is joined to its Device
