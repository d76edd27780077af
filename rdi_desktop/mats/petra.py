"""Petra's mat: the Hellfire tracker over her Plotted cards (face down to others), and how
the table shows a card Plotted, her Plotted cards discarded and her Hellfire erupting."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.dispatch import register_tracker
from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import register, register_event
from rdi_desktop.merge import register_folded
from rdi_desktop.reach import register_action_words
from rdi_desktop.widgets.side_areas import (
    DIM,
    Spot,
    _head,
    lit_frame,
    mini_back,
    mini_card,
    put_label,
    small,
)


def _flame(surf: pygame.Surface, c: tuple[int, int], size: int, on: bool) -> None:
    x, y = c
    outer = [(x, y - size), (x + size * 0.7, y + size * 0.2), (x + size * 0.45, y + size * 0.8),
             (x - size * 0.45, y + size * 0.8), (x - size * 0.7, y + size * 0.2)]
    pygame.draw.polygon(surf, (240, 90, 30) if on else (110, 50, 30), outer)
    inner = [(x, y - size * 0.35), (x + size * 0.35, y + size * 0.4), (x, y + size * 0.75),
             (x - size * 0.35, y + size * 0.4)]
    pygame.draw.polygon(surf, (255, 210, 80) if on else (150, 90, 50), inner)


def draw_hellfire(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                  ) -> list[Spot]:
    pos = int(st.get("hellfire", 0) or 0)
    boss = st.get("hellfire_side") == "boss"
    area = _head(surf, r, "Hellfire" + (" \u2014 BOSS side" if boss else ""), s,
                 (255, 150, 110) if boss else DIM)
    cell = max(6, min(area.h - 2, (area.w - 4) // 6, round(22 * s)))
    f = small(s, 10)
    digits = cell >= f  # numbers only where they fit; the caption says the spot
    top = area.y + max(0, (area.h - cell) // 2) if area.h < 2 * cell else area.y
    for i in range(5):
        box = pygame.Rect(area.x + i * (cell + 2), top, cell, cell)
        on = i == pos
        pygame.draw.rect(surf, (200, 70, 30) if on else (50, 26, 20), box, border_radius=3)
        pygame.draw.rect(surf, (255, 200, 120) if on else (120, 70, 50), box, 1,
                         border_radius=3)
        if digits:
            t = art.text(str(i), f, (255, 240, 220) if on else DIM, "bold")
            put_label(surf, t, t.get_rect(center=box.center), f)
    fx = area.x + 5 * (cell + 2) + cell // 2
    _flame(surf, (fx, top + cell // 2), max(4, cell // 2), pos >= 4)
    if boss:
        pygame.draw.rect(surf, (255, 120, 80), pygame.Rect(area.x - 2, top - 2,
                                                           6 * (cell + 2) + 2, cell + 4), 1,
                         border_radius=4)
    return []


def draw_plotted(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float,
                 character: str, own: list[str] | None, lit: set[str]) -> list[Spot]:
    """Face-down Plotted cards (a count); the owner sees their faces."""
    n = len(own) if own is not None else int(st.get("plotted_size", 0) or 0)
    area = _head(surf, r, f"Plotted {n}", s)
    spots: list[Spot] = []
    if n == 0 or area.h < 8:
        return spots
    cw = max(8, min(round(area.h / 1.4), round(40 * s)))
    step = min(cw + 3, max(4, (area.w - cw) // max(1, n - 1)))
    for i in range(min(n, 8)):
        cr = pygame.Rect(area.x + i * step, area.y, cw, round(cw * 1.4))
        if own is not None and i < len(own):
            got = mini_card(surf, own[i], cr)
            on = own[i] in lit
            lit_frame(surf, got, on)
            spots.append((got, own[i], "plotted" if on else "zoom"))
        else:
            mini_back(surf, cr, character)
    return spots


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
    if "plotted" in pr.own_zones(p):
        pr.own_zones(p)["plotted"] = []
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


register_action_words("plotted", "the Scheme {card}")
# 003 Petra: "after Discard and Draw she may Plot one card": asked with the turn's next
# question as a button (a turn without a Plot costs no question of its own)
register_folded("plot", "Plot a card first")
register_event("plotted", _plotted, 0.35)
register_event("plot_discarded", _plot_discarded, 0.3)
register_tracker("hellfire", _hellfire)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("petra", ((60, 30, 30), (230, 90, 40)), "devil-mask", "fire")
register_subtype_icon("scheme", "scroll-unfurled")
