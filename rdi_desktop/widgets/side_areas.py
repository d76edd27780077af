"""The drawing helpers of the player mats' side areas, held Prizes, the Boss's Actions,
a teammate's hand: pure drawing from the displayed view.

A character's side area is drawn by its mat file (``rdi_desktop/mats/<id>.py``), or,
without one, from its kit's declared zones (``rdi_desktop/mats/zones.py``); this module
names no character. Every function draws inside the rectangle it is given (scaled to it) and
returns hot spots ``(rect, card id or None, tag)``: the table zooms on the card under the
mouse and answers a prompt option when a lit spot is clicked (the tag is the option's
label, a zone's key for a card played from it; ``zoom`` only zooms).
"""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, fit_words, layout
from rdi_desktop.fonts import font
from rdi_desktop.mats import mat
from rdi_desktop.widgets import labels

Spot = tuple[pygame.Rect, str | None, str]

PARCH = (241, 225, 189)
DIM = (180, 160, 130)
GOLD = (240, 200, 80)
LIT = (255, 220, 110)


#: the smallest text on a mat: readable at 1280x720
MIN_PX = 12


def small(s: float, base: int = 10) -> int:
    return max(MIN_PX, round(base * s * layout.TEXT_SCALE))


def put_label(surf: pygame.Surface, img: pygame.Surface, pos: Any, size: int,
              kind: str = "mat") -> None:
    """A label on a mat, recorded where the mat being drawn is on the screen."""
    labels.put_label(surf, img, pos, size, labels.MAT_ORIGIN, kind)


def _head(surf: pygame.Surface, r: pygame.Rect, text: str, s: float,
          colour: tuple = DIM, need: int = 16) -> pygame.Rect:
    """Caption a side area and return the room left for its contents: the caption on
    top when there is height for both, else at the left (short mats, big scales), so a
    track never collapses under its own label."""
    t = fit(text, small(s, 10), r.w, colour, "italic")
    if r.h >= t.get_height() + 1 + need:
        put_label(surf, t, r.topleft, small(s, 10), kind="mat")
        return pygame.Rect(r.x, r.y + t.get_height() + 1, r.w, r.h - t.get_height() - 1)
    t = fit(text, small(s, 10), max(8, r.w // 2), colour, "italic")
    put_label(surf, t, (r.x, r.centery - t.get_height() // 2), small(s, 10), kind="mat")
    return pygame.Rect(r.x + t.get_width() + 6, r.y, r.w - t.get_width() - 6, r.h)


def fit(text: str, size: int, width: int, colour: tuple = PARCH, style: str = "regular",
        family: str = "dejavu_sans") -> pygame.Surface:
    """A cached text line fitted to ``width``: on a mat, the longest wording that
    fits with every number whole (:mod:`rdi_desktop.fit_words`), else cut with an
    ellipsis."""
    img = art.text(text, size, colour, style, family)
    if img.get_width() <= width or width <= 4:
        return img
    if fit_words.SEAT is not None:
        got = fit_words.fit_line(text, size, width,
                                 lambda t, px: art.text(t, px, colour, style, family).get_width())
        if got is not None:
            return art.text(got[0], got[1], colour, style, family)
        fit_words.ellipsized(text)  # the layout tests fail on it
    f = font(family, max(6, size), style)
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return art.text(text + "\u2026", size, colour, style, family)


def _label(surf: pygame.Surface, r: pygame.Rect, text: str, s: float,
           colour: tuple = DIM) -> int:
    """A small caption at the top-left of ``r``; returns its height."""
    t = fit(text, small(s, 10), r.w, colour, "italic")
    put_label(surf, t, r.topleft, small(s, 10))
    return t.get_height()


def lit_frame(surf: pygame.Surface, r: pygame.Rect, on: bool) -> None:
    if on:
        pygame.draw.rect(surf, LIT, r.inflate(4, 4), 2, border_radius=4)


def mini_card(surf: pygame.Surface, card: str, r: pygame.Rect) -> pygame.Rect:
    """A card face fitted into ``r`` (kept at card ratio), top-left aligned."""
    w = max(10, min(r.w, round(r.h / 1.4)))
    img = art.card_face(card, w)
    surf.blit(img, r.topleft)
    return pygame.Rect(r.x, r.y, img.get_width(), img.get_height())


def mini_back(surf: pygame.Surface, r: pygame.Rect, character: str) -> pygame.Rect:
    w = max(8, min(r.w, round(r.h / 1.4)))
    img = art.card_back(w, "player", character)
    surf.blit(img, r.topleft)
    return pygame.Rect(r.x, r.y, img.get_width(), img.get_height())


# ---------------------------------------------------------------------------
# cards held in front of a player, the Boss's Actions, a teammate's hand
# ---------------------------------------------------------------------------
def draw_held(surf: pygame.Surface, r: pygame.Rect, held: list[tuple[str, str]],
              lit: set[str]) -> list[Spot]:
    """Cards a variant puts in front of a player (held Prizes, kept Drinks) as small
    gold-edged cards, right-aligned in ``r``; a lit one is tagged with the mat action
    it answers (rdi_desktop/variant_ui.py held_cards)."""
    spots: list[Spot] = []
    cw = max(8, round(r.h / 1.4))
    x = r.right - cw
    for c, tag in reversed(held):
        if x < r.x:
            break
        cr = pygame.Rect(x, r.y, cw, r.h)
        got = mini_card(surf, c, cr)
        on = c in lit
        pygame.draw.rect(surf, LIT if on else GOLD, got.inflate(2, 2), 2 if on else 1,
                         border_radius=3)
        spots.append((got, c, tag if on else "zoom"))
        x -= cw + 3
    return spots


def draw_actions(surf: pygame.Surface, r: pygame.Rect, played: list[str], allowed: int,
                 s: float) -> list[Spot]:
    """The Boss's Actions this turn: played cards laid out, empty slots up to X."""
    pygame.draw.rect(surf, (30, 14, 10), r, border_radius=6)
    pygame.draw.rect(surf, (150, 60, 40), r, 1, border_radius=6)
    inner = r.inflate(-6, -6)
    lh = _label(surf, inner, f"Actions this turn {len(played)}/{allowed}", s, (255, 170, 130))
    area = pygame.Rect(inner.x, inner.y + lh + 2, inner.w, inner.h - lh - 2)
    n = max(allowed, len(played), 1)
    cw = max(10, min(round(area.h / 1.4), (area.w - 3 * (n - 1)) // n))
    spots: list[Spot] = []
    for i in range(n):
        cr = pygame.Rect(area.x + i * (cw + 3), area.y, cw, round(cw * 1.4))
        if i < len(played):
            got = mini_card(surf, played[i], cr)
            spots.append((got, played[i], "zoom"))
        else:
            pygame.draw.rect(surf, (90, 50, 40), cr, 1, border_radius=4)
    return spots


def draw_hand_row(surf: pygame.Surface, r: pygame.Rect, hand: list[str], s: float,
                  label: str = "Hand") -> list[Spot]:
    """A teammate's hand, face up and small (hover to read)."""
    lh = _label(surf, r, f"{label} {len(hand)}", s)
    area = pygame.Rect(r.x, r.y + lh + 1, r.w, r.h - lh - 1)
    spots: list[Spot] = []
    if not hand or area.h < 10:
        return spots
    cw = max(10, round(area.h / 1.4))
    step = min(cw + 2, max(4, (area.w - cw) // max(1, len(hand) - 1)))
    for i, c in enumerate(hand):
        cr = pygame.Rect(area.x + i * step, area.y, cw, area.h)
        got = mini_card(surf, c, cr)
        vis = pygame.Rect(got.x, got.y, step if i < len(hand) - 1 else got.w, got.h)
        spots.append((vis, c, "zoom"))
    return spots


def draw_backs_row(surf: pygame.Surface, r: pygame.Rect, n: int, character: str, s: float
                   ) -> None:
    if n <= 0 or r.h < 10:
        return
    cw = max(8, min(round(r.h / 1.4), round(24 * s)))
    step = max(3, min(cw + 2, round(cw * 0.45)))
    for i in range(min(n, 10)):
        surf.blit(art.card_back(cw, "player", character), (r.x + i * step, r.y))


# ---------------------------------------------------------------------------
# the side area by character
# ---------------------------------------------------------------------------
def has_side(player: dict[str, Any]) -> bool:
    """Whether the player's character has a mat area to draw (rdi_desktop/mats)."""
    got = mat(str(player.get("character", "")))
    return got is not None and got[1](player)


def draw_side(surf: pygame.Surface, r: pygame.Rect, player: dict[str, Any], s: float,
              own: dict[str, list[str]] | None = None, lit: set[str] | None = None
              ) -> list[Spot]:
    """The character side area of ``player``, drawn by its character's mat renderer;
    ``own``: the viewer's OWNER zones when this is their mat (rdi_desktop/bridge.py)."""
    if r.w < 20 or r.h < 10:
        return []
    got = mat(str(player.get("character", "")))
    if got is None or not got[1](player):
        return []
    old = surf.get_clip()
    surf.set_clip(r.clip(old))  # a mat never paints over its neighbours, whatever its file does
    try:
        return got[0](surf, r, player, s, own, lit or set())
    finally:
        surf.set_clip(old)
