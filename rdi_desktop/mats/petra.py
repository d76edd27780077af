"""Petra's mat: the Hellfire tracker over her Plotted cards (face down to others), and how
the table shows a card Plotted, her Plotted cards discarded and her Hellfire erupting."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.dispatch import register_tracker
from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import Spot, register, register_event
from rdi_desktop.widgets.side_areas import draw_hellfire, draw_plotted


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    row = max(18, round(30 * s))
    if r.h >= 2 * row:
        top = pygame.Rect(r.x, r.y, r.w, row)
        rest = pygame.Rect(r.x, r.y + row + 2, r.w, r.h - row - 2)
    else:
        half = r.w * 3 // 5  # one row: the track gets the larger part
        top = pygame.Rect(r.x, r.y, half - 3, r.h)
        rest = pygame.Rect(r.x + half + 3, r.y, r.w - half - 3, r.h)
    spots = draw_hellfire(surf, top, st, s)
    mine = own.get("plotted") if own is not None else None
    spots += draw_plotted(surf, rest, st, s, str(p.get("character", "")), mine, lit)
    return spots


register("petra", draw, lambda p: "hellfire" in (p.get("state") or {}))


def _plotted(pr: Any, e: dict[str, Any]) -> None:
    """A card from her hand goes face down under her mat (counted for everyone)."""
    p = e.get("player")
    st = pr._state(p)
    st["plotted_size"] = int(st.get("plotted_size", 0)) + 1
    players = pr.display.get("players", [])
    mine = isinstance(p, int) and p < len(players)
    if mine and players[p].get("hand_size", 0) > 0:
        players[p]["hand_size"] -= 1
    pr.add_log(f"{pr.name(p)} plots a card", kind="plotted")
    g = pr.geometry
    back = art.card_back(g.card_w // 2, "player", str(players[p].get("character", ""))
                         if mine else "")
    pr.animator.add(anim.Fly(back, ("back", "player", "", g.card_w // 2), g.mat_center(p),
                             g.side_center(p) if isinstance(p, int) else g.stack, 0.4))


def _plot_discarded(pr: Any, e: dict[str, Any]) -> None:
    p = e.get("player")
    pr._state(p)["plotted_size"] = 0
    if isinstance(p, int) and p in pr.private:
        pr.private[p]["plotted"] = []
    pr.add_log(f"{pr.name(p)} discards {e.get('count', 0)} Plotted card(s)",
               kind="plot_discarded")


def _hellfire(pr: Any, e: dict[str, Any]) -> None:
    """Her Hellfire moved; at its top it erupts (the tracker event says it `fires`)."""
    p = e.get("player")
    g = pr.geometry
    side = g.side_center(p) if isinstance(p, int) else g.stack
    if int(e.get("fires", 0)):
        pr.add_log(f"{pr.possessive(p)} Hellfire erupts!", kind="tracker")
        pr.animator.add(anim.FloatText("HELLFIRE!", side, (255, 110, 40), round(24 * g.scale),
                                       1.1))
    else:
        new = int(e.get("new", 0))
        pr.add_log(f"{pr.possessive(p)} Hellfire moves to {new}", kind="tracker")
        pr.animator.add(anim.FloatText(f"Hellfire {new}", side, (255, 140, 60),
                                       round(18 * g.scale), 0.9))


register_event("plotted", _plotted, 0.35)
register_event("plot_discarded", _plot_discarded, 0.3)
register_tracker("hellfire", _hellfire)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("petra", ((60, 30, 30), (230, 90, 40)), "devil-mask", "fire")
register_subtype_icon("scheme", "scroll-unfurled")
