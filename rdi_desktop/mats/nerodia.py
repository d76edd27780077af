"""Nerodia's mat: the Petrification Pile, face down. A stack of stone slabs, one per card,
each marked with the initial of the player it came from (public: everyone saw them given),
the top one (which Decays next) at the right; and how many cards a Glare can spend now,
lit when she can Glare at all.

Engine events shown here: cards Petrified, a card Decaying, a Glare, cards returned.
"""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look
from rdi_desktop.mats import Spot, register, register_event
from rdi_desktop.widgets.side_areas import DIM, _head, put_label, small

STONE = (128, 128, 120)
GOLD = (255, 214, 90)


def _tint(name: str) -> tuple[int, int, int]:
    """A steady colour per owner name (same name, same colour, every frame)."""
    h = sum(ord(ch) * (k + 7) for k, ch in enumerate(name))
    return (110 + h % 90, 110 + (h // 7) % 90, 110 + (h // 49) % 90)


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    n = int(st.get("petrified_size", len(st.get("petrified") or [])) or 0)
    names = [str(x) for x in st.get("petrified_owners") or []][:n]
    cap = f"Petrified {n} \u00b7 Glare up to {n}" if n else "Petrified 0"
    area = _head(surf, r, cap, s, GOLD if n else DIM, need=12)
    if not names or area.h < 8:
        return []
    f = small(s, 9)
    sw = max(6, min(round(22 * s), area.h))
    step = sw + 2 if len(names) * (sw + 2) <= area.w else max(2, (area.w - sw) // (len(names) - 1))
    for k, name in enumerate(names):  # bottom first, left to right: the top at the right
        box = pygame.Rect(area.x + k * step, area.y + (area.h - sw) // 2, sw, sw)
        pygame.draw.rect(surf, STONE, box, border_radius=3)
        pygame.draw.rect(surf, _tint(name), box, 2, border_radius=3)
        if sw >= f:
            t = art.text(name[:1].upper(), f, (30, 30, 30), "bold")
            put_label(surf, t, t.get_rect(center=box.center), f)
        if k == len(names) - 1:
            pygame.draw.rect(surf, GOLD, box.inflate(2, 2), 1, border_radius=4)
    return []


def _owners(pr: Any, seat: Any) -> list[str]:
    st = pr._state(seat)
    got = st.setdefault("petrified_owners", [])
    return got


def _size(pr: Any, seat: Any, size: Any) -> None:
    if size is not None:
        pr._state(seat)["petrified_size"] = int(size)


def _petrified(pr: Any, e: dict[str, Any]) -> None:
    owner, ner, n = e.get("player"), e.get("nerodia"), int(e.get("count", 1))
    names = _owners(pr, ner)
    names[:0] = [pr.name(owner)] * n  # under the pile
    _size(pr, ner, e.get("size"))
    pr.add_log(f"{pr.name(owner)} Petrifies {n} card{'s' if n != 1 else ''}", kind="petrified")
    g = pr.geometry
    if isinstance(owner, int) and isinstance(ner, int):
        back = art.card_back(g.card_w, "player", "nerodia")
        pr.animator.add(anim.Fly(back, ("back", "nerodia", g.card_w), g.mat_center(owner),
                                 g.side_center(ner), 0.45, s0=0.6, s1=0.3))


def _decayed(pr: Any, e: dict[str, Any]) -> None:
    ner = e.get("player")
    names = _owners(pr, ner)
    if names:
        names.pop()
    _size(pr, ner, e.get("size"))
    owner = e.get("owner")
    pr.add_log(f"A Petrified card Decays back to {pr.name(owner)}", kind="decayed")
    g = pr.geometry
    if isinstance(owner, int) and isinstance(ner, int):
        back = art.card_back(g.card_w, "player", "nerodia")
        pr.animator.add(anim.Fly(back, ("back", "nerodia", g.card_w), g.side_center(ner),
                                 g.mat_center(owner), 0.45, s0=0.3, s1=0.6))


def _glared(pr: Any, e: dict[str, Any]) -> None:
    ner, n = e.get("player"), int(e.get("count", 0))
    names = _owners(pr, ner)
    del names[max(0, len(names) - n):]
    _size(pr, ner, e.get("size"))
    pr.add_log(f"{pr.name(ner)} Glares with {n} Petrified card{'s' if n != 1 else ''}",
               kind="glared")
    g = pr.geometry
    if isinstance(ner, int):
        pr.animator.add(anim.FloatText(f"Glare {n}!", g.side_center(ner), GOLD,
                                       round(20 * g.scale), 0.9))


def _returned(pr: Any, e: dict[str, Any]) -> None:
    who = e.get("player")
    if e.get("discarded"):
        pr.add_log(f"A Petrified card of {pr.name(who)} crumbles to the discard pile",
                   kind="unpetrified")


register("nerodia", draw, lambda p: "petrified_size" in (p.get("state") or {})
         or "petrified" in (p.get("state") or {}))
register_event("petrified", _petrified, 0.4)
register_event("decayed", _decayed, 0.4)
register_event("glared", _glared, 0.4)
register_event("unpetrified", _returned, 0.2)

# portrait and mat colours: serpent green, jade (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("nerodia", ((44, 70, 60), (170, 200, 150)), "medusa-head", "stone-bust")
