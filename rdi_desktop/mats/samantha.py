"""Samantha's mat: the Brawl Count 0-10 with its 4 / 7 / 10 marks (002: at 4 she loses 1
Alcohol, at 7 gains 1 Gold from the Inn, from 10 orders an extra Drink every turn), and the
Brawler deck (face down, counted) beside the last Brawler revealed (hover to read)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.event_sounds import register_type_sound
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import Spot, register
from rdi_desktop.widgets.side_areas import (
    DIM,
    MIN_PX,
    PARCH,
    _head,
    mini_card,
    put_label,
    small,
)

# Brawlers are Actions played by her: an Action's red frame, a bruised banner
art.TYPE_STYLE.setdefault("brawler", ((132, 44, 30), (170, 84, 52), "Brawler"))
MARKS = {4: "-1 AC", 7: "+1 G", 10: "+1 Drink"}
TOP = 10


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    count = int(st.get("brawl_count", 0) or 0)
    deck = int(st.get("brawler_deck_size", 0) or 0)
    shown = list(st.get("brawler_discard") or [])
    last = shown[-1] if shown else None
    spots: list[Spot] = []
    side = min(r.w // 4, round(r.h / 1.4) + 4) if last and r.h >= 26 else 0
    track = pygame.Rect(r.x, r.y, r.w - side, r.h)
    area = _head(surf, track, f"Brawl Count {count}/{TOP} \u00b7 Brawlers {deck}", s,
                 (255, 190, 120) if count >= 7 else DIM)
    cell = max(5, min(area.h - 2, (area.w - 2) // (TOP + 1) - 2, round(18 * s)))
    f = small(s, 10)
    top = area.y + max(0, (area.h - cell) // 2) if area.h < 2 * cell else area.y
    for i in range(TOP + 1):
        box = pygame.Rect(area.x + i * (cell + 2), top, cell, cell)
        on = i == count
        mark = i in MARKS
        fill = (190, 90, 40) if on else ((92, 60, 30) if mark else (46, 34, 28))
        pygame.draw.rect(surf, fill, box, border_radius=3)
        pygame.draw.rect(surf, (255, 214, 140) if on or mark else (110, 80, 60), box, 1,
                         border_radius=3)
        px = f  # the mark's number inside its box (a big text size: smaller, to 12 px)
        while mark and px > MIN_PX and art.text(str(i), px, PARCH).get_height() > cell + 2:
            px -= 1
        t = art.text(str(i), px, (255, 240, 220), "bold")
        if mark and t.get_height() <= cell + 2:
            put_label(surf, t, t.get_rect(center=box.center), px)
    if side and last:
        cr = pygame.Rect(r.right - side + 4, r.y, side - 4, r.h - 2)  # faces round up
        got = mini_card(surf, last, cr)
        if got.right <= r.right and got.bottom <= r.bottom:
            spots.append((got, last, "zoom"))
    return spots


register("samantha", draw, lambda p: "brawl_count" in (p.get("state") or {}))

# portrait and mat colours: tavern oak, brass (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("samantha", ((70, 40, 28), (200, 160, 96)), "punch", "coins-pile")
register_type_icon("brawler", "mailed-fist")
register_type_sound("brawler", "brawl")  # a Brawler revealed: a Brawl
