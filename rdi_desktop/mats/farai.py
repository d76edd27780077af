"""Farai's mat: his three Brew decks side by side (Beer, Wine, Spirits), each with its
revealed top Brew (hover to read), the cards left, and its progress counters against the
number the Brew needs; the column his token is at is framed in gold.

Engine events shown here: the token moving, a counter going on, a Brew finished.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.cards import cards
from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import Spot, register, register_event
from rdi_desktop.widgets.side_areas import DIM, mini_card, put_label, small

BREWS = ("beer", "wine", "spirits")
COLOUR = {"beer": (196, 150, 60), "wine": (150, 40, 70), "spirits": (120, 170, 200)}
GOLD = (255, 214, 90)
art.TYPE_STYLE.setdefault("brew", ((92, 70, 30), (180, 140, 60), "Brew"))


def _need(card: str | None) -> int:
    if not card:
        return 0
    try:
        return int(cards().get(card).data.get("progress", 1))
    except KeyError:
        return 0


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    prog = st.get("brews") or {}
    at = st.get("brew_at")
    spots: list[Spot] = []
    gap = max(2, round(3 * s))
    cw = (r.w - 2 * gap) // 3
    f = small(s, 9)
    for i, b in enumerate(BREWS):
        col = pygame.Rect(r.x + i * (cw + gap), r.y, cw, r.h)
        top = st.get(f"brews_{b}_top")
        left = int(st.get(f"brews_{b}_size", 0) or 0)
        done, need = int(prog.get(b, 0) or 0), _need(top)
        pygame.draw.rect(surf, (40, 34, 48), col, border_radius=4)
        pygame.draw.rect(surf, GOLD if at == b else (90, 80, 100), col, 2 if at == b else 1,
                         border_radius=4)
        label = f"{b.title()} {done}/{need}" if top else f"{b.title()} done"
        t = art.text(label, f, GOLD if at == b else DIM, "bold")
        if t.get_width() > col.w - 4:
            t = art.text(f"{b[0].upper()} {done}/{need}" if top else f"{b[0].upper()} -", f,
                         GOLD if at == b else DIM, "bold")
        line = t.get_height()
        put_label(surf, t, (col.x + 3, col.y + 1), f)
        body = pygame.Rect(col.x + 3, col.y + line + 2, col.w - 6, col.h - line - 4)
        if top and body.h >= 22:
            fw = max(10, min(body.w // 2, round(body.h / 1.4)))
            got = mini_card(surf, str(top), pygame.Rect(body.x, body.y, fw, body.h))
            if got.right <= col.right and got.bottom <= col.bottom:
                spots.append((got, str(top), "zoom"))
            _dots(surf, pygame.Rect(got.right + 3, body.y, body.right - got.right - 3, body.h),
                  done, need, COLOUR[b], left, f)
        elif body.h >= 6:
            _dots(surf, body, done, need, COLOUR[b], left, f)
    return spots


def _dots(surf: pygame.Surface, r: pygame.Rect, done: int, need: int,
          colour: tuple[int, int, int], left: int, f: int) -> None:
    """The progress counters (filled) against the Brew's need, then the cards left."""
    if r.w < 6 or r.h < 6:
        return
    rad = max(2, min(r.h // 4, r.w // (2 * max(need, 1) + 2), 5))
    y = r.y + rad + 1
    for k in range(need):
        c = (r.x + rad + k * (2 * rad + 2), y)
        if c[0] + rad > r.right:
            break
        if k < done:
            pygame.draw.circle(surf, colour, c, rad)
        pygame.draw.circle(surf, (220, 210, 190), c, rad, 1)
    t = art.text(f"{left} left", f, DIM)
    if y + rad + 2 + t.get_height() <= r.bottom and t.get_width() <= r.w:
        put_label(surf, t, (r.x, y + rad + 2), f)


def _state(pr: Any, e: dict[str, Any]) -> dict[str, Any]:
    return pr._state(e.get("player"))


def _token(pr: Any, e: dict[str, Any]) -> None:
    st = _state(pr, e)
    st["brew_at"] = e.get("new")
    pr.add_log(f"{pr.name(e.get('player'))} moves to the {str(e.get('new')).title()}",
               kind="brew_token")


def _progress(pr: Any, e: dict[str, Any]) -> None:
    st = _state(pr, e)
    b = str(e.get("brew"))
    st.setdefault("brews", {})[b] = int(e.get("progress", 0))
    pr.add_log(f"{pr.name(e.get('player'))} works on {art.card_title(str(e.get('card')))} "
               f"({e.get('progress')}/{e.get('need')})", e.get("card"), "brew_progress")
    p = e.get("player")
    if isinstance(p, int):
        g = pr.geometry
        pr.animator.add(anim.FloatText("+1 progress", g.side_center(p), COLOUR.get(b, GOLD),
                                       round(16 * g.scale), 0.8))


def _finished(pr: Any, e: dict[str, Any]) -> None:
    st = _state(pr, e)
    b, c = str(e.get("brew")), str(e.get("card"))
    st.setdefault("brews", {})[b] = 0
    st[f"brews_{b}_top"] = e.get("next")
    size = int(st.get(f"brews_{b}_size", 0) or 0)
    st[f"brews_{b}_size"] = max(0, size - 1)
    st.setdefault("brew_discard", []).append(c)
    pr.add_log(f"{pr.name(e.get('player'))}'s {art.card_title(c)} is ready!", c,
               "brew_finished")
    p = e.get("player")
    if isinstance(p, int):
        g = pr.geometry
        face = art.card_face(c, g.card_w)
        pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.side_center(p), g.stack,
                                 0.5, s0=0.4, s1=1.2))
        pr.animator.add(anim.FloatText("Brew ready!", g.side_center(p), GOLD,
                                       round(20 * g.scale), 1.0))


register("farai", draw, lambda p: "brews" in (p.get("state") or {}))
register_event("brew_token", _token, 0.3)
register_event("brew_progress", _progress, 0.35)
register_event("brew_finished", _finished, 0.6)

# portrait and mat colours: temple violet, gilt (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("farai", ((64, 52, 90), (222, 196, 120)), "cauldron", "holy-symbol")
register_type_icon("brew", "cauldron")
