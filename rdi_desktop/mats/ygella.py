"""Ygella's mat: the Pets in her discard pile, face up (hover to read). Her cards fetch
and count them (003 "Release the whole menagerie!"), so the mat always keeps a row for
them, even while there are none yet."""

from __future__ import annotations

from typing import Any

import pygame

from engine.cards import cards
from rdi_desktop.dispatch import register_reveal_words
from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import Spot, register
from rdi_desktop.widgets.side_areas import _head, mini_card


def pets(p: dict[str, Any]) -> list[str]:
    db = cards()
    return [c for c in p.get("discard") or [] if c in db.cards and "pet" in db.get(c).subtypes]


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    shown = pets(p)
    area = _head(surf, r, f"Pets in discard {len(shown)}", s, need=20)
    spots: list[Spot] = []
    cw = min(round(area.h / 1.4), round(40 * s))
    if not shown or cw < 16:  # card faces are 16 px wide at least; the caption counts them
        return spots
    step = min(cw + 3, max(4, (area.w - cw) // max(1, len(shown) - 1)))
    for i, c in enumerate(shown[:10]):
        got = mini_card(surf, c, pygame.Rect(area.x + i * step, area.y, cw, area.h))
        spots.append((got, c, "zoom"))
    return spots


register("ygella", draw)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_reveal_words("pet", " (a Pet)")  # the log: "Ygella reveals Sir Nibbles (a Pet)"
register_look("ygella", ((120, 70, 150), (240, 170, 60)), "bear-head", "paw-print")
register_subtype_icon("pet", "paw-print")
