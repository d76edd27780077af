"""Kaylin's mat: Wulfric's mood card face up (the top of the Wulfric discard pile, always
readable: its name and what it does, and hover zooms it), the Wulfric deck's count, and
Private Pixie Time in front of her while it lasts."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import Spot, register, register_event
from rdi_desktop.widgets.side_areas import DIM, _head, fit, mini_card, put_label, small

art.TYPE_STYLE.setdefault("wulfric", ((70, 80, 96), (150, 170, 200), "Wulfric"))
WORDS = {"loyal-wulfrics-mood": "-1 to each Fortitude loss", "thirsty": "-1 AC per Drink",
         "sleepy": "+1 to each Fortitude loss", "mischievous": "+1 AC per Drink",
         "playful": "no effect"}


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    pile = list(st.get("wulfric_discard") or [])
    mood = str(st.get("mood") or (pile[-1] if pile else "")) or None
    deck = int(st.get("wulfric_deck_size", 0) or 0)
    pixie = bool(st.get("pixie"))
    cap = f"Wulfric: {art.card_title(mood)}" if mood else "Wulfric"
    area = _head(surf, r, cap + f" \u00b7 deck {deck}", s, (200, 230, 255))
    spots: list[Spot] = []
    if not mood or area.h < 8:
        return spots
    x = area.x
    if area.h >= 22:
        cw = max(10, min(round(area.h / 1.4), round(40 * s), area.w // 3))
        got = mini_card(surf, mood, pygame.Rect(area.x, area.y, cw, area.h))
        if got.bottom <= r.bottom and got.right <= r.right:
            spots.append((got, mood, "zoom"))
        x = got.right + 4
    f = small(s, 10)
    words = WORDS.get(mood, "")
    if pixie:
        words = "Pixie Time: Ignores all effects" + (f" \u00b7 {words}" if words else "")
    # reworded to its room, every number whole, the full words on hover
    t = fit(words, f, r.right - x, (255, 214, 120) if pixie else DIM, "italic")
    put_label(surf, t, (x, area.y + max(0, (min(area.h, 2 * f) - t.get_height()) // 2)), f)
    return spots


def _mood(pr: Any, e: dict[str, Any]) -> None:
    p, c = e.get("player"), str(e.get("card"))
    st = pr._state(p)
    st["mood"] = c
    st.setdefault("wulfric_discard", []).append(c)
    if int(st.get("wulfric_deck_size", 0) or 0) > 0:
        st["wulfric_deck_size"] = int(st["wulfric_deck_size"]) - 1
    pr.add_log(f"Wulfric's mood: {art.card_title(c)} ({WORDS.get(c, '')})", c, "mood")
    if isinstance(p, int):
        g = pr.geometry
        pr.animator.add(anim.FloatText(art.card_title(c), g.side_center(p), (200, 230, 255),
                                       round(18 * g.scale), 0.9))


def _pixie(pr: Any, e: dict[str, Any]) -> None:
    p = e.get("player")
    pr._state(p)["pixie"] = [e.get("card")]
    pr.add_log(f"{pr.name(p)} takes some Private Pixie Time: she Ignores all effects",
               e.get("card"), "pixie_time")


def _pixie_over(pr: Any, e: dict[str, Any]) -> None:
    pr._state(e.get("player")).pop("pixie", None)
    pr.add_log(f"{pr.name(e.get('player'))}'s Pixie Time is over", kind="pixie_over")


register_event("mood", _mood, 0.4)
register_event("pixie_time", _pixie, 0.4)
register_event("pixie_over", _pixie_over, 0.2)
register("kaylin", draw, lambda p: "wulfric_discard" in (p.get("state") or {}))

# portrait and mat colours: twilight, pixie glow (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("kaylin", ((60, 52, 96), (196, 220, 240)), "fairy", "wolf-head")
register_type_icon("wulfric", "wolf-head")
