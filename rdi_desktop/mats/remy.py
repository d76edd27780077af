"""Remy's mat: his Marks (cards.md §2: one per other player; at most one on a player, never
on Remy). His mat shows the Marks left in his supply and who carries one; every marked
player's mat carries a red "Marked" plate (a badge), so the table shows it where it matters."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look
from rdi_desktop.mats import Spot, register, register_badges, register_event
from rdi_desktop.widgets.side_areas import DIM, _head, put_label, small

MARK = (200, 50, 40)


def _marks(p: dict[str, Any]) -> list[str]:
    return [str(n) for n in (p.get("state") or {}).get("marks") or []]


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    marks = _marks(p)
    supply = max(0, int(st.get("mark_supply", 0) or 0) - len(marks))
    area = _head(surf, r, f"Marks: {supply} left", s, DIM)
    f = small(s, 11)
    d = max(8, min(area.h - 2, round(16 * s)))
    x, y = area.x, area.y + max(0, (min(area.h, 2 * d) - d) // 2)
    named = area.y > r.y  # caption on top: room for names; beside it: Mark tokens only
    x += 0 if named else 4
    for name in marks:
        if not named:  # the marked players' own mats carry the "Marked" plate
            pygame.draw.circle(surf, MARK, (x + d // 2, y + d // 2), d // 2)
            x += d + 3
            continue
        t = art.text(name, f, (255, 236, 210), "bold")
        need = d + 4 + t.get_width() + 8
        if x + need > area.right:
            break
        pygame.draw.circle(surf, MARK, (x + d // 2, y + d // 2), d // 2)
        pygame.draw.circle(surf, (255, 200, 150), (x + d // 2, y + d // 2), d // 2, 1)
        put_label(surf, t, t.get_rect(midleft=(x + d + 4, y + d // 2)), f)
        x += need
    if not marks and named and area.h >= f:
        t = art.text("no one marked", f, DIM, "italic")
        put_label(surf, t, t.get_rect(midleft=(area.x, y + d // 2)), f)
    return []


def _badges(view: dict[str, Any], seat: int) -> list[str]:
    players = view.get("players") or []
    if seat >= len(players) or players[seat].get("out"):
        return []
    name = players[seat].get("name")
    for pl in players:
        if pl.get("character") == "remy" and not pl.get("out") and name in _marks(pl):
            return ["\u2691 Marked"]
    return []


def _patch(pr: Any, e: dict[str, Any], add: bool) -> None:
    """The mat follows the engine's event: the marked player's name joins or leaves
    Remy's list in the displayed state."""
    by, who = e.get("by"), e.get("player")
    players = pr.display.get("players", [])
    if not isinstance(by, int) or not isinstance(who, int) or by >= len(players):
        return
    st = players[by].setdefault("state", {})
    marks = list(st.get("marks") or [])
    name = players[who].get("name")
    if add and name not in marks:
        marks.append(name)
    elif not add and name in marks:
        marks.remove(name)
    st["marks"] = marks


def _marked(pr: Any, e: dict[str, Any]) -> None:
    _patch(pr, e, True)
    who = e.get("player")
    pr.add_log(f"{pr.name(who)} is marked by {pr.name(e.get('by'))}", kind="marked")
    g = pr.geometry
    if isinstance(who, int):
        pr.animator.add(anim.FloatText("Marked!", g.mat_center(who), (255, 120, 100),
                                       round(22 * g.scale), 0.9))


def _unmarked(pr: Any, e: dict[str, Any]) -> None:
    _patch(pr, e, False)
    pr.add_log(f"{pr.possessive(e.get('player'))} Mark goes back to {pr.name(e.get('by'))}",
               kind="unmarked")


register("remy", draw, lambda p: "marks" in (p.get("state") or {}))
register_badges(_badges)
register_event("marked", _marked, 0.4)
register_event("unmarked", _unmarked, 0.3)

# portrait and mat colours: navy coat, brass buttons (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("remy", ((40, 54, 84), (214, 190, 130)), "target-poster", "pirate-hook")
