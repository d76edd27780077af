"""Phyll's mat: the Mix-in Shelf (002: public, unlimited, played from as from his hand).

Every Mix-in on the Shelf is shown face up (hover to read); one the prompt on screen lets
him play now is lit and answers the prompt when clicked (its spot is tagged "shelf", the
zone's name, like a Plotted Scheme). Many Mix-ins overlap so all fit in the mat.
"""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import Spot, register, register_event
from rdi_desktop.widgets.side_areas import _head, lit_frame, mini_card

SHELF = "shelf"


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    shelf = [str(c) for c in (p.get("state") or {}).get(SHELF) or []]
    # a card face needs some 22 px of height: a short mat puts the caption at the left
    area = _head(surf, r, f"Mix-in Shelf {len(shelf)}", s, (230, 200, 130) if lit else
                 (170, 160, 140), need=24)
    spots: list[Spot] = []
    if not shelf or area.h < 22:
        return spots
    cw = max(8, min(round(area.h / 1.4), round(44 * s), area.w))
    n = len(shelf)
    step = cw + 3 if n == 1 else min(cw + 3, max(3, (area.w - cw) // (n - 1)))
    for i, c in enumerate(shelf):
        cr = pygame.Rect(area.x + i * step, area.y, cw, min(area.h, round(cw * 1.4)))
        got = mini_card(surf, c, cr)
        on = c in lit
        lit_frame(surf, got, on)
        spots.append((got, c, SHELF if on else "zoom"))
    return spots


def _shelved(pr: Any, e: dict[str, Any]) -> None:
    """A drawn Mix-in goes onto the Shelf: patch the shown Shelf, log it, fly it there."""
    p, c = e.get("player"), str(e.get("card"))
    pr._state(p).setdefault(SHELF, []).append(c)
    pr.add_log(f"{pr.name(p)} puts {art.card_title(c)} on the Mix-in Shelf", c, "shelved")
    g = pr.geometry
    if isinstance(p, int):
        face = art.card_face(c, g.card_w)
        pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.mat_center(p),
                                 g.side_center(p), 0.4, s0=0.8, s1=0.35))


register("phyll", draw, lambda p: SHELF in (p.get("state") or {}))
register_event("shelved", _shelved, 0.35)

# portrait and mat colours: bottle green, brass (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("phyll", ((46, 74, 52), (214, 176, 96)), "boar", "fizzing-flask")
register_subtype_icon("mixin", "fizzing-flask")
