"""Pure pygame drawing for the hall table: cards, dice, the Wheel, cities, hordes.

Every function draws into a surface and, where the thing can be clicked,
returns the rectangles it used so the scene can hit-test them. Cards are the
engine's JSON card objects (``{"rank", "suit"}`` / ``{"rank": "Dragon",
"color"}``); ``None`` is a face-down card.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from rdi_desktop import palette, text_size
from rdi_desktop.fonts import font
from rdi_desktop.widgets import labels as recorder

Card = dict[str, Any] | None

FELT = (28, 62, 40)
FELT_DARK = (18, 42, 27)
WOOD = (74, 44, 23)
WOOD_DARK = (40, 24, 12)
BRASS = (201, 162, 39)
GOLD = (224, 184, 79)
PARCHMENT = (236, 218, 176)
INK = (43, 26, 15)
CREAM = (241, 225, 189)
MUTED = (170, 150, 120)
HILITE = (255, 214, 90)
RED_TEXT = (230, 90, 70)
GREEN_TEXT = (120, 210, 120)

#: the three card colours; their RGB comes from the palette in use (card_rgb)
CARD_COLOURS = ("red", "green", "blue")
#: each colour's shape, drawn wherever the colour is (a card's band, a Wheel chip), so
#: cards of one colour match without telling the colours apart
COLOUR_SHAPES = {"red": "triangle", "green": "circle", "blue": "square"}
SUIT_COLOUR = {"Hawk": "red", "Wolf": "red", "Owl": "green", "Horse": "green",
               "Wren": "blue", "Hare": "blue"}
LETTERS = {"Warrior": "W", "Lady": "L", "Bard": "B", "Merchant": "M", "Rogue": "R",
           "Dragon": "D"}
RANK_NUMBER = {"Warrior": 1, "Lady": 2, "Bard": 3, "Merchant": 4, "Rogue": 5}
DISTRICTS = {"W": "Barracks", "L": "Estate", "B": "Tavern", "M": "Market", "R": "Slum",
             "D": "Fancy Tavern"}


def card_rgb(colour: str) -> tuple[int, int, int]:
    """The RGB of a card colour ("red", "green", "blue") in the palette in use."""
    return palette.colour(f"hall_{colour}") if colour in CARD_COLOURS else MUTED


def colour_mark(surf: pygame.Surface, centre: tuple[int, int], radius: int, colour: str,
                fill: tuple[int, int, int], edge: tuple[int, int, int] | None = None) -> None:
    """The shape of a card colour (a triangle, a circle, a square) ``radius`` px around
    ``centre``, filled with ``fill``, outlined with ``edge``."""
    cx, cy = centre
    radius = max(2, radius)
    shape = COLOUR_SHAPES.get(colour, "circle")
    if shape == "triangle":
        pts = [(cx, cy - radius), (cx + radius, cy + round(radius * 0.8)),
               (cx - radius, cy + round(radius * 0.8))]
        pygame.draw.polygon(surf, fill, pts)
        if edge:
            pygame.draw.polygon(surf, edge, pts, 1)
    elif shape == "square":
        box = pygame.Rect(0, 0, round(radius * 1.7), round(radius * 1.7))
        box.center = centre
        pygame.draw.rect(surf, fill, box)
        if edge:
            pygame.draw.rect(surf, edge, box, 1)
    else:
        pygame.draw.circle(surf, fill, centre, radius)
        if edge:
            pygame.draw.circle(surf, edge, centre, radius, 1)


def card_colour(card: dict[str, Any]) -> str:
    if card.get("rank") == "Dragon":
        return str(card.get("color", "red"))
    return SUIT_COLOUR.get(str(card.get("suit")), "red")


def card_name(card: Card) -> str:
    if card is None:
        return "a hidden card"
    if card.get("rank") == "Dragon":
        return f"{card.get('color')} Dragon"
    return f"{card_colour(card)} {card['rank']} ({card.get('suit')})"


# -- text ---------------------------------------------------------------------
_text_cache: dict[tuple[Any, ...], pygame.Surface] = {}
#: id of a cached picture -> the words it shows (for the fit tests' record)
_text_words: dict[int, str] = {}


def clear_text_cache() -> None:
    """Forget rendered text (fonts die with ``pygame.quit()``)."""
    _text_cache.clear()
    _text_words.clear()


def tpx(size: int) -> int:
    """A Hall word's font size: ``size`` at 100%, grown with the player's text size."""
    return round(size * text_size.SCALE)


def line(size: int, style: str = "regular", family: str = "dejavu_sans") -> int:
    """The height of a line of words of ``size`` (at 100%) at the text size."""
    return int(font(family, tpx(size), style).get_linesize())


def width(s: str, size: int, style: str = "regular", family: str = "dejavu_sans") -> int:
    """How wide ``s`` is at ``size`` (at 100%) at the text size."""
    return int(font(family, tpx(size), style).size(s)[0])


def text(surf: pygame.Surface, s: str, pos: tuple[int, int], size: int = 16,
         colour: tuple[int, int, int] = CREAM, style: str = "regular", anchor: str = "topleft",
         family: str = "dejavu_sans", max_width: int | None = None, art: bool = False,
         record: bool = True) -> pygame.Rect:
    """Words at ``size`` px (at 100%; grown with the text size unless they are ``art``,
    a letter that is part of a drawn card or chip). Wider than ``max_width``: smaller,
    down to their 100% size, before they are cut with "..."."""
    grown = size if art else tpx(size)
    key = (s, grown, colour, style, family, max_width)
    img = _text_cache.get(key)
    shown = s
    if img is None:
        img, shown = _render(s, size, grown, colour, style, family, max_width)
        if len(_text_cache) > 3000:
            clear_text_cache()
        _text_cache[key] = img
        _text_words[id(img)] = shown
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    if recorder.DRAWN is not None and record and not art:
        shown = _text_words.get(id(img), s)
        clipped = not surf.get_clip().contains(rect.inflate(-2, -2))
        ox, oy = surf.get_abs_offset()
        recorder.DRAWN.append(recorder.Label(rect.move(ox, oy), grown, "hall", shown, s,
                                             clipped))
    return rect


def _render(s: str, size: int, grown: int, colour: tuple[int, int, int], style: str,
            family: str, max_width: int | None) -> tuple[pygame.Surface, str]:
    """The picture of ``s`` (and the words it shows) in ``max_width``: at ``grown`` px,
    else the largest size down to ``size`` that fits, else cut with "..."."""
    for sz in range(grown, size - 1, -1):
        f = font(family, sz, style)
        if max_width is None or f.size(s)[0] <= max_width:
            return f.render(s, True, colour), s
    f = font(family, size, style)
    while s and f.size(s + "…")[0] > max_width:  # type: ignore[operator]
        s = s[:-1]
    return f.render(s + "…", True, colour), s + "…"


def wrap(s: str, size: int, room: int, style: str = "regular",
         family: str = "dejavu_sans", sep: str = " ") -> list[str]:
    """``s`` broken into lines no wider than ``room`` at ``size`` (at 100%) at the text
    size, between its parts (words, or the ``sep``-joined parts of a line of facts);
    a part wider than the room alone has a line of its own."""
    out: list[str] = []
    for part in s.split(sep):
        trial = f"{out[-1]}{sep}{part}" if out else part
        if out and width(trial.strip(), size, style, family) <= room:
            out[-1] = trial
        elif sep != " " and width(part.strip(), size, style, family) > room:
            out += wrap(part, size, room, style, family)  # a part too wide: by its words
        else:
            out.append(part)
    return [x.strip() for x in out] or [""]


def columns(surf: pygame.Surface, lines: list[str], rect: pygame.Rect, size: int,
            colour: tuple[int, int, int] = CREAM, step: int = 0) -> bool:
    """``lines`` one under another in ``rect``, in as few columns as fit its height
    (each line wrapped to its column: larger words take more columns and lines, never
    the room past ``rect``); False (nothing drawn) when four columns do not hold them."""
    lh = max(step, line(size))
    for n in range(1, 5):
        col_w = (rect.width - 20 * (n - 1)) // n
        items = [wrap(x, size, col_w) for x in lines]
        per = max(1, rect.height // lh)
        cols: list[list[str]] = [[]]
        for item in items:
            if cols[-1] and len(cols[-1]) + len(item) > per:
                cols.append([])
            cols[-1] += item
        if len(cols) <= n:
            break
    else:
        return False
    for k, col in enumerate(cols):
        for j, words in enumerate(col):
            text(surf, words, (rect.left + k * (col_w + 20), rect.top + j * lh), size, colour)
    return True


class Pen:
    """Lines of words one under another from (``x``, ``y``), each wrapped to ``room``
    px: larger words take more lines, never the next line's place. ``y`` is where the
    next line goes."""

    def __init__(self, surf: pygame.Surface, x: int, y: int, room: int) -> None:
        self.surf, self.x, self.y, self.room = surf, x, y, room

    def write(self, s: str, size: int = 14, colour: tuple[int, int, int] = CREAM,
              style: str = "regular", family: str = "dejavu_sans", step: int = 0,
              sep: str = " ", shadow: bool = False) -> int:
        """Draw ``s`` (wrapped) and move down past it, at least ``step`` px a line (the
        spacing at 100%); returns the bottom of its last line."""
        put = shadow_text if shadow else text
        for ln in wrap(s, size, self.room, style, family, sep):
            put(self.surf, ln, (self.x, self.y), size, colour, style, family=family)
            self.y += max(step, line(size, style, family))
        return self.y


def shadow_text(surf: pygame.Surface, s: str, pos: tuple[int, int], size: int = 16,
                colour: tuple[int, int, int] = CREAM, style: str = "regular",
                anchor: str = "topleft", family: str = "dejavu_sans",
                max_width: int | None = None) -> pygame.Rect:
    x, y = pos
    text(surf, s, (x + 1, y + 1), size, (8, 4, 2), style, anchor, family, max_width,
         record=False)
    return text(surf, s, pos, size, colour, style, anchor, family, max_width)


def panel(surf: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int, int] = (20, 12, 6, 170),
          border: tuple[int, int, int] = BRASS, width: int = 2, radius: int = 8) -> None:
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=radius)
    surf.blit(s, rect.topleft)
    if width:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)


# -- background ---------------------------------------------------------------
_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A green baize table with a dark edge (cached per size)."""
    surf = _felt_cache.get(size)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size)
        surf.fill(FELT)
        small = pygame.Surface((32, 18), pygame.SRCALPHA)
        for y in range(18):
            for x in range(32):
                d = math.hypot((x - 15.5) / 16, (y - 8.5) / 9)
                small.set_at((x, y), (0, 0, 0, min(200, int(170 * max(0.0, d - 0.35) ** 1.4))))
        surf.blit(pygame.transform.smoothscale(small, size), (0, 0))
        for i in range(0, w, 3):  # a faint weave
            pygame.draw.line(surf, (31, 66, 43), (i, 0), (i, h), 1)
        _felt_cache.clear()
        _felt_cache[size] = surf
    return surf


# -- cards --------------------------------------------------------------------
def _card_name_px(name: str, px: int, room: int, style: str = "bold") -> int:
    """The largest size from ``px`` down to 7 at which a card face's word is whole in
    ``room`` (0: none; a small seat card shows "Merchant" whole or not at all)."""
    for size in range(px, 6, -1):
        if font("dejavu_sans", size, style).size(name)[0] <= room:
            return size
    return 0


def draw_card(surf: pygame.Surface, rect: pygame.Rect, card: Card, selected: bool = False,
              dim: bool = False, label: str | None = None) -> None:
    """A card face (or back for ``None``), scaled to ``rect``."""
    r = pygame.Rect(rect)
    radius = max(3, r.width // 10)
    if selected:
        r = r.move(0, -max(4, r.height // 10))
        pygame.draw.rect(surf, HILITE, r.inflate(6, 6), border_radius=radius + 2)
    pygame.draw.rect(surf, (10, 6, 3), r.move(2, 3), border_radius=radius)
    if card is None:
        pygame.draw.rect(surf, (110, 22, 18), r, border_radius=radius)
        inner = r.inflate(-max(4, r.width // 6), -max(4, r.width // 6))
        pygame.draw.rect(surf, GOLD, inner, 1, border_radius=max(2, radius - 2))
        step = max(5, r.width // 5)
        clip = surf.get_clip()
        surf.set_clip(inner.clip(clip) if clip else inner)
        for k in range(-inner.height, inner.width, step):
            x0 = inner.left + k
            pygame.draw.line(surf, (140, 40, 30), (x0, inner.top),
                             (x0 + inner.height, inner.bottom), 1)
            pygame.draw.line(surf, (140, 40, 30), (x0 + inner.height, inner.top),
                             (x0, inner.bottom), 1)
        surf.set_clip(clip)
        pygame.draw.rect(surf, (60, 12, 9), r, 2, border_radius=radius)
        return
    cname = card_colour(card)
    colour = card_rgb(cname)
    dragon = card.get("rank") == "Dragon"
    pygame.draw.rect(surf, PARCHMENT if not dragon else (250, 232, 170), r, border_radius=radius)
    band_h = max(6, r.height // 5)
    band = pygame.Rect(r.left, r.top, r.width, band_h)
    pygame.draw.rect(surf, colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    mark = max(2, band_h // 2 - 1)
    colour_mark(surf, (band.right - mark - max(2, r.width // 12), band.centery), mark, cname,
                (255, 255, 255))
    letter = LETTERS.get(str(card.get("rank")), "?")
    big = max(10, int(r.height * 0.42))
    text(surf, letter, (r.centerx, r.top + band_h + (r.height - band_h) // 2 - r.height // 14),
         big, colour, "bold", "center", "dejavu_serif", art=True)
    if r.width >= 44:
        num = RANK_NUMBER.get(str(card.get("rank")))
        corner = str(num) if num else "D"
        text(surf, corner, (r.left + 4, r.top + 1), max(9, band_h - 3), (255, 255, 255),
             "bold", art=True)
        name = str(card.get("rank"))
        sub = str(card.get("suit") or card.get("color"))
        fs = max(9, min(13, r.width // 6))
        named = _card_name_px(name, fs, r.width - 4)
        if named:  # whole or not at all: the big letter and the number name it too
            text(surf, name, (r.centerx, r.bottom - fs * 2 - 4), named, INK, "bold",
                 "midtop", art=True)
        subbed = _card_name_px(sub, fs, r.width - 4, "regular")
        if subbed:
            text(surf, sub, (r.centerx, r.bottom - fs - 3), subbed, INK, "regular", "midtop",
                 art=True)
    border = GOLD if dragon else (90, 60, 30)
    pygame.draw.rect(surf, border, r, 2 if dragon else 1, border_radius=radius)
    if label:
        text(surf, label, (r.centerx, r.bottom + 2), 11, CREAM, "regular", "midtop")
    if dim:
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surf.blit(veil, r.topleft)


def card_row(surf: pygame.Surface, area: pygame.Rect, cards: list[Card], card_w: int,
             selected: set[int] | None = None, gap: int = 6, dim: set[int] | None = None,
             labels: list[str] | None = None) -> list[pygame.Rect]:
    """Cards left to right inside ``area`` (overlapping when short of room)."""
    n = len(cards)
    if n == 0:
        return []
    card_h = int(card_w * 1.4)
    step = card_w + gap
    if n > 1 and step * (n - 1) + card_w > area.width:
        step = max(8, (area.width - card_w) // (n - 1))
    rects = []
    for i, c in enumerate(cards):
        r = pygame.Rect(area.left + i * step, area.top, card_w, card_h)
        draw_card(surf, r, c, bool(selected and i in selected), bool(dim and i in dim),
                  labels[i] if labels and i < len(labels) else None)
        rects.append(r)
    return rects


# -- dice -----------------------------------------------------------------------
PIPS = {1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)],
        3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
        5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
        6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)]}


def draw_die(surf: pygame.Surface, rect: pygame.Rect, value: int, selected: bool = False,
             kept: bool = False) -> None:
    r = pygame.Rect(rect)
    radius = max(2, r.width // 6)
    if selected:
        pygame.draw.rect(surf, HILITE, r.inflate(6, 6), border_radius=radius + 2)
    pygame.draw.rect(surf, (10, 6, 3), r.move(1, 2), border_radius=radius)
    face = (250, 244, 228) if not kept else (236, 214, 160)
    pygame.draw.rect(surf, face, r, border_radius=radius)
    pygame.draw.rect(surf, (90, 60, 30), r, 1, border_radius=radius)
    pip = (150, 20, 16) if value == 3 else INK
    pr = max(1, r.width // 10)
    for fx, fy in PIPS.get(value, []):
        pygame.draw.circle(surf, pip, (r.left + round(fx * r.width), r.top + round(fy * r.height)),
                           pr)


def dice_row(surf: pygame.Surface, pos: tuple[int, int], values: list[int], size: int,
             selected: set[int] | None = None, kept: bool = False, gap: int = 4
             ) -> list[pygame.Rect]:
    rects = []
    for i, v in enumerate(values):
        r = pygame.Rect(pos[0] + i * (size + gap), pos[1], size, size)
        draw_die(surf, r, v, bool(selected and i in selected), kept)
        rects.append(r)
    return rects


# -- chips / pot ------------------------------------------------------------------
def chip_stack(surf: pygame.Surface, pos: tuple[int, int], amount: int, r: int = 9) -> None:
    """A little stack of coins (height grows slowly with the amount)."""
    n = min(8, max(1, int(math.log2(amount + 1)))) if amount > 0 else 0
    x, y = pos
    for i in range(n):
        pygame.draw.ellipse(surf, (90, 70, 10), (x - r, y - i * 3 - r // 2 + 2, 2 * r, r))
        pygame.draw.ellipse(surf, GOLD, (x - r, y - i * 3 - r // 2, 2 * r, r))
        pygame.draw.ellipse(surf, (150, 110, 20), (x - r, y - i * 3 - r // 2, 2 * r, r), 1)


# -- the Wheel --------------------------------------------------------------------
SPOKES = ("Warrior", "Merchant", "Bard", "Lady", "Rogue")


def draw_wheel(surf: pygame.Surface, centre: tuple[int, int], radius: int,
               strengths: dict[str, int], wheel: list[dict[str, Any]], marked: list[str],
               leading: str | None, highlight: list[str] | None = None
               ) -> dict[str, pygame.Rect]:
    """Five spokes clockwise from the top; returns the clickable rect of each spoke's hub."""
    cx, cy = centre
    pygame.draw.circle(surf, WOOD_DARK, centre, radius + 6)
    pygame.draw.circle(surf, (58, 38, 20), centre, radius + 2)
    pygame.draw.circle(surf, BRASS, centre, radius + 2, 2)
    hubs: dict[str, pygame.Rect] = {}
    for i, spoke in enumerate(SPOKES):
        ang = -math.pi / 2 + i * 2 * math.pi / 5
        ex, ey = cx + math.cos(ang) * radius * 0.78, cy + math.sin(ang) * radius * 0.78
        pygame.draw.line(surf, (120, 84, 44), centre, (ex, ey), 5)
        # placed cards as chips along the spoke
        placed = [w for w in wheel if w["spoke"] == spoke]
        for k, w in enumerate(placed):
            t = 0.28 + 0.11 * k
            off = 9 if w["card"] != spoke else 0
            if w["card"] == "Dragon":
                off = -9
            px = cx + math.cos(ang) * radius * t + math.cos(ang + math.pi / 2) * off
            py = cy + math.sin(ang) * radius * t + math.sin(ang + math.pi / 2) * off
            cname = str(w.get("color"))
            rr = max(6, radius // 14)
            tri = COLOUR_SHAPES.get(cname) == "triangle"  # its letter sits low, in its body
            colour_mark(surf, (round(px), round(py)), round(rr * (1.5 if tri else 1.0)), cname,
                        card_rgb(cname), PARCHMENT)
            text(surf, LETTERS.get(w["card"], "?"), (round(px), round(py + (rr * 0.35 if tri else 0))),
                 max(8, rr + 2), (255, 255, 255), "bold", "center", art=True)
        hub_r = max(18, radius // 5)
        hub = pygame.Rect(0, 0, hub_r * 2, hub_r * 2)
        hub.center = (round(ex), round(ey))
        fill = (90, 90, 96) if spoke not in marked else (50, 50, 54)
        if spoke == leading:
            pygame.draw.circle(surf, HILITE, hub.center, hub_r + 5)
        if highlight and spoke in highlight:
            pygame.draw.circle(surf, (120, 220, 255), hub.center, hub_r + 4, 3)
        pygame.draw.circle(surf, fill, hub.center, hub_r)
        pygame.draw.circle(surf, (200, 200, 205), hub.center, hub_r, 2)
        text(surf, LETTERS[spoke], (hub.centerx, hub.centery - 5), max(11, hub_r - 2),
             (245, 245, 245), "bold", "center", "dejavu_serif", art=True)
        text(surf, str(strengths.get(spoke, 0)), (hub.centerx, hub.centery + hub_r // 2 + 1),
             max(9, hub_r // 2), HILITE, "bold", "center", art=True)
        name = spoke + (" (closed)" if spoke in marked else "")
        out = radius + 22 + spoke_push(name)  # larger words: further out, off the hubs
        lx = cx + math.cos(ang) * out
        ly = cy + math.sin(ang) * (radius + 14)
        shadow_text(surf, name, (round(lx), round(ly)), 12, CREAM, "bold", "center")
        hubs[spoke] = hub
    pygame.draw.circle(surf, BRASS, centre, max(6, radius // 10))
    return hubs


def spoke_push(name: str) -> int:
    """How much further out a spoke's name goes than at 100% (half what it grew)."""
    return (width(name, 12, "bold") - int(font("dejavu_sans", 12, "bold").size(name)[0])) // 2


# -- City Square ------------------------------------------------------------------
def draw_city(surf: pygame.Surface, rect: pygame.Rect, city: dict[str, list[dict[str, Any]]],
              failed: list[list[int]] | None = None, points: dict[tuple[int, int], int] | None = None,
              pending: dict[tuple[int, int], dict[str, Any]] | None = None,
              clickable: set[tuple[int, int]] | None = None
              ) -> dict[tuple[int, int], pygame.Rect]:
    """A 3x3 city; each district shows its top card (and a mark if it covers another)."""
    cell = min(rect.width, rect.height) // 3
    out: dict[tuple[int, int], pygame.Rect] = {}
    failed_set = {tuple(p) for p in (failed or [])}
    for r in range(3):
        for c in range(3):
            cr = pygame.Rect(rect.left + c * cell, rect.top + r * cell, cell - 2, cell - 2)
            out[(r, c)] = cr
            pygame.draw.rect(surf, (44, 34, 22), cr, border_radius=3)
            cards = city.get(f"{r},{c}", [])
            new = pending.get((r, c)) if pending else None
            top = new if new is not None else (cards[-1] if cards else None)
            if top is not None:
                cname = card_colour(top)
                col = card_rgb(cname)
                inner = cr.inflate(-4, -4)
                pygame.draw.rect(surf, PARCHMENT, inner, border_radius=3)
                bh = max(3, inner.height // 6)
                pygame.draw.rect(surf, col, (inner.left, inner.top, inner.width, bh),
                                 border_top_left_radius=3, border_top_right_radius=3)
                colour_mark(surf, (inner.left + bh, inner.top + bh // 2), max(2, bh // 2 - 1),
                            cname, (255, 255, 255))
                letter = LETTERS.get(str(top.get("rank")), "?")
                text(surf, letter, inner.center, max(10, int(cell * 0.45)), col, "bold",
                     "center", "dejavu_serif", art=True)
                if cell >= 60:
                    text(surf, DISTRICTS[letter], (inner.centerx, inner.bottom - 2),
                         max(9, cell // 8), INK, "regular", "midbottom", art=True)
                if len(cards) + (1 if new is not None else 0) > 1:
                    pygame.draw.rect(surf, (90, 60, 30), inner.move(2, 2), 1, border_radius=3)
                if new is not None:
                    pygame.draw.rect(surf, (120, 220, 255), cr, 3, border_radius=3)
            if (r, c) in failed_set:
                pygame.draw.line(surf, (200, 30, 20), cr.topleft, cr.bottomright, 3)
                pygame.draw.line(surf, (200, 30, 20), cr.topright, cr.bottomleft, 3)
            if points and (r, c) in points and top is not None:
                badge = pygame.Rect(0, 0, max(14, cell // 3), max(12, cell // 4))
                badge.topright = (cr.right - 1, cr.top + 1)
                pygame.draw.rect(surf, (30, 90, 40), badge, border_radius=4)
                text(surf, str(points[(r, c)]), badge.center, max(9, cell // 5), (255, 255, 255),
                     "bold", "center", art=True)
            if clickable and (r, c) in clickable:
                pygame.draw.rect(surf, (120, 220, 255), cr, 1, border_radius=3)
            if len(cards) >= 2:
                pygame.draw.circle(surf, (200, 60, 40), (cr.left + 5, cr.bottom - 5), 3)
    return out


# -- Dragon Hordes ------------------------------------------------------------------
HORDES = ("Warrior", "Lady", "Bard", "Merchant", "Rogue", "red", "green", "blue")


def draw_hordes(surf: pygame.Surface, rect: pygame.Rect, hordes: dict[str, int],
                chosen: set[str] | None = None) -> dict[str, pygame.Rect]:
    """Eight Horde cards in two rows (ranks, then the three Dragon Hordes)."""
    out: dict[str, pygame.Rect] = {}
    w = min(92, (rect.width - 8 * 5) // 5, int((rect.height - 10) / 2.5))
    h = int(w * 1.25)
    for i, name in enumerate(HORDES):
        row, col = (0, i) if i < 5 else (1, i - 5 + 1)
        r = pygame.Rect(rect.left + col * (w + 8), rect.top + row * (h + 10), w, h)
        out[name] = r
        dragon = name in CARD_COLOURS
        base = card_rgb(name) if dragon else (110, 110, 116)
        if chosen and name in chosen:
            pygame.draw.rect(surf, HILITE, r.inflate(8, 8), border_radius=8)
        pygame.draw.rect(surf, base, r, border_radius=6)
        pygame.draw.rect(surf, GOLD if dragon else (200, 200, 205), r, 2, border_radius=6)
        title = f"{name.title()} Dragon" if dragon else name
        for k, words in enumerate(wrap(title, 11 if dragon else 12, w - 6, "bold")):
            text(surf, words, (r.centerx, r.top + 4 + k * line(11 if dragon else 12, "bold")),
                 11 if dragon else 12, (255, 255, 255), "bold", "midtop", max_width=w - 4)
        if dragon:
            colour_mark(surf, (r.right - 9, r.top + 28), 5, name, (255, 255, 255))
        amt = hordes.get(name, 0)
        chip_stack(surf, (r.centerx, r.bottom - h // 3), amt, max(7, w // 8))
        text(surf, str(amt), (r.centerx, r.bottom - 4), 18, HILITE if amt else MUTED, "bold",
             "midbottom")
    return out
