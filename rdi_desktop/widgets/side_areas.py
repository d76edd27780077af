"""The character side areas on the player mats, Otto's tracks, the team plates,
the Boss's Actions and held Prizes: pure drawing from the displayed view.

Every function draws inside the rectangle it is given (scaled to it) and
returns hot spots ``(rect, card id or None, tag)``: the table zooms on the
card under the mouse and answers a prompt option when a lit spot is clicked
(tags ``treat``, ``plotted``, ``prize``, ``potion``; ``zoom`` only zooms).
"""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, fit_words
from rdi_desktop.fonts import font

Spot = tuple[pygame.Rect, str | None, str]

PARCH = (241, 225, 189)
DIM = (180, 160, 130)
GOLD = (240, 200, 80)
LIT = (255, 220, 110)
SUPPLY_COLOURS = {"bandage": (236, 236, 228), "splint": (196, 140, 80),
                  "salve": (120, 210, 140)}
SUPPLY_LETTER = {"bandage": "B", "splint": "S", "salve": "O"}
SUPPLY_ORDER = ("bandage", "splint", "salve")


#: the smallest text on a mat: readable at 1280x720 (issue 13)
MIN_PX = 12


def small(s: float, base: int = 10) -> int:
    return max(MIN_PX, round(base * s))


def put_label(surf: pygame.Surface, img: pygame.Surface, pos: Any, size: int,
              kind: str = "mat") -> None:
    """table_draw's recorder (imported late: table_draw imports this module)."""
    from rdi_desktop.widgets import table_draw

    table_draw.put_label(surf, img, pos, size, table_draw.MAT_ORIGIN, kind)


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
# Jett
# ---------------------------------------------------------------------------
def draw_momentum(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                  ) -> list[Spot]:
    n = int(st.get("momentum", 0) or 0)
    area = _head(surf, r, "Momentum", s, need=2 * MIN_PX)
    rad = max(5, min(area.h // 2 - 1, area.w // 10, round(13 * s)))
    step = min(rad * 3, (area.w - 2 * rad) // 3) if area.w > 2 * rad else rad * 2
    cy = area.centery if area.h < 2 * (rad + 1) + 4 else area.y + rad + 1
    f = small(s, 11)
    for i in range(4):
        cx = area.x + rad + 1 + i * step
        on = i == n
        filled = i <= n
        col = (236, 190, 60) if on else (90, 120, 150) if filled else (40, 34, 30)
        pygame.draw.circle(surf, col, (cx, cy), rad)
        pygame.draw.circle(surf, (255, 240, 190) if on else (120, 100, 80), (cx, cy), rad,
                           2 if on else 1)
        if 2 * rad >= f:  # the number fits in its circle (else the lit circle says it)
            t = art.text(str(i), f, (30, 20, 8) if on else PARCH, "bold", shadow=not on)
            surf.blit(t, t.get_rect(center=(cx, cy)))
        if i < 3:
            pygame.draw.line(surf, (120, 100, 80), (cx + rad, cy), (cx + step - rad, cy), 1)
    return []


# ---------------------------------------------------------------------------
# Petra
# ---------------------------------------------------------------------------
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


# ---------------------------------------------------------------------------
# Dale
# ---------------------------------------------------------------------------
def draw_planter(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                 ) -> list[Spot]:
    box = list(st.get("planter", []))
    deck = st.get("mushroom_deck_size")
    cap = "Planter" + (f" \u00b7 deck {deck}" if isinstance(deck, int) else "")
    area = _head(surf, r, cap, s, need=small(s, 9) + 4)
    spots: list[Spot] = []
    gap = max(2, round(3 * s))
    sw = (area.w - 3 * gap) // 4
    for i in range(4):
        slot = pygame.Rect(area.x + i * (sw + gap), area.y, sw, area.h)
        if i >= len(box):
            pygame.draw.rect(surf, (40, 52, 30), slot, border_radius=4)
            pygame.draw.rect(surf, (80, 96, 60), slot, 1, border_radius=4)
            continue
        m = box[i]
        card = str(m.get("card"))
        vals = art.mushroom_values(card)
        value = m.get("value")
        ripe = bool(vals) and value == vals[-1]
        pygame.draw.rect(surf, (70, 92, 44) if not ripe else (110, 100, 36), slot,
                         border_radius=4)
        pygame.draw.rect(surf, (170, 200, 120) if not ripe else GOLD, slot, 1, border_radius=4)
        _mushroom(surf, slot, card, vals, value, s)
        spots.append((slot, card, "zoom"))
    return spots


def _mushroom(surf: pygame.Surface, slot: pygame.Rect, card: str, vals: list[int],
              value: Any, s: float) -> None:
    """One planted Mushroom: its name and Harvest Values with the Rake Token's one lit;
    in a short slot, the current value in a badge beside the name."""
    f = small(s, 9)
    line = art.text("Ag", f, PARCH).get_height()
    if slot.h < 2 * line + 2:  # one line: badge, then the name
        rad = max(6, min(slot.h // 2 - 1, f))
        c = (slot.x + 2 + rad, slot.centery)
        pygame.draw.circle(surf, (240, 200, 80), c, rad)
        t = art.text(str(value), max(MIN_PX, rad + 2), (30, 20, 8), "bold", shadow=False)
        put_label(surf, t, t.get_rect(center=c), max(MIN_PX, rad + 2))
        room = slot.w - 2 * rad - 8
        if room >= 3 * f:  # else the badge alone (hover the slot for the card)
            name = fit(art.card_title(card), f, room, PARCH, "bold")
            put_label(surf, name, (c[0] + rad + 3, slot.centery - name.get_height() // 2), f)
        return
    name = fit(art.card_title(card), f, slot.w - 4, PARCH, "bold")
    put_label(surf, name, (slot.x + 2, slot.y + 1), f)
    vy = slot.y + name.get_height() + 2
    vh = max(f, min(slot.bottom - vy - 2, round(16 * s)))
    n = max(1, len(vals))
    vw = max(6, min(vh + 2, (slot.w - 4) // n))
    fs = max(MIN_PX, min(round(vh * 0.75), small(s, 11)))
    for j, v in enumerate(vals):
        vr = pygame.Rect(slot.x + 2 + j * vw, vy, vw - 1, vh)
        on = value in vals and j == vals.index(value)
        if on:
            pygame.draw.ellipse(surf, (240, 200, 80), vr)
        t = art.text(str(v), fs, (30, 20, 8) if on else (200, 220, 170), "bold", shadow=not on)
        surf.blit(t, t.get_rect(center=vr.center))


# ---------------------------------------------------------------------------
# Terci
# ---------------------------------------------------------------------------
def _token(surf: pygame.Surface, c: tuple[int, int], rad: int, kind: str, s: float) -> None:
    pygame.draw.circle(surf, SUPPLY_COLOURS.get(kind, PARCH), c, rad)
    pygame.draw.circle(surf, (40, 30, 20), c, rad, 1)
    t = art.text(SUPPLY_LETTER.get(kind, "?"), max(7, round(rad * 1.2)), (40, 26, 14), "bold",
                 shadow=False)
    surf.blit(t, t.get_rect(center=c))


def draw_patients(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float,
                  lit: set[str]) -> list[Spot]:
    """Two Waiting Patient slots with their treatment cost, and the supply tokens."""
    spots: list[Spot] = []
    sup_w = min(round(r.w * 0.4), max(round(120 * s), 96))
    pr = pygame.Rect(r.x, r.y, r.w - sup_w - 6, r.h)
    area = _head(surf, pr, "Waiting Patients", s, need=24)
    waiting = list(st.get("waiting", []))
    sw = (area.w - 4) // 2
    rad = max(6, min(round(8 * s), area.h // 4))
    for i in range(2):
        slot = pygame.Rect(area.x + i * (sw + 4), area.y, sw, area.h)
        if i >= len(waiting):
            pygame.draw.rect(surf, (60, 40, 40), slot, 1, border_radius=4)
            continue
        c = waiting[i]
        got = mini_card(surf, c, pygame.Rect(slot.x, slot.y, slot.w - 2 * rad - 4, slot.h))
        on = c in lit
        lit_frame(surf, got, on)
        spots.append((got, c, "treat" if on else "zoom"))
        # the cost as supply tokens down the card's right side
        tx, ty = got.right + rad + 2, got.y + rad
        for kind, n in art.treat_cost(c):
            for _ in range(n):
                if ty + rad > slot.bottom:
                    tx, ty = tx + 2 * rad + 2, got.y + rad
                _token(surf, (tx, ty), rad, kind, s)
                ty += 2 * rad + 2
    _draw_supplies(surf, pygame.Rect(r.right - sup_w, r.y, sup_w, r.h),
                   st.get("supplies", {}) or {}, s)
    return spots


def _draw_supplies(surf: pygame.Surface, sr: pygame.Rect, have: dict[str, Any], s: float
                   ) -> None:
    """Each Medical Supply: its token, its name and how many (of 3) Terci holds; on a
    short mat one line of tokens with counts."""
    f = small(s, 9)
    line = art.text("Ag", f, PARCH).get_height()
    if sr.h < 3 * line and sr.w < 200 * s:  # a short, narrow mat: the counts take the row
        fit_words.remember("Supplies: " + ", ".join(
            f"{k} {int(have.get(k, 0) or 0)}" for k in SUPPLY_ORDER))  # told on hover
        rows = sr
    else:
        rows = _head(surf, sr, "Supplies", s, need=3 * line)
    if rows.h >= 3 * line:  # a row each: token, name, count
        rh = rows.h // 3
        rad = max(5, min(rh // 2 - 1, f // 2 + 2))
        for i, kind in enumerate(SUPPLY_ORDER):
            y = rows.y + i * rh + rh // 2
            _token(surf, (rows.x + rad + 1, y), rad, kind, s)
            t = fit(f"{kind} {int(have.get(kind, 0) or 0)}", f, rows.w - 2 * rad - 6, PARCH)
            put_label(surf, t, (rows.x + 2 * rad + 5, y - t.get_height() // 2), f)
        return
    step = rows.w // 3
    digit = art.text("0", f, PARCH, "bold").get_width()
    rad = min(rows.h // 2 - 1, f // 2 + 2, (step - digit - 4) // 2)
    if rad < 4:  # too narrow for tokens: the counts as letters
        t = fit(" ".join(f"{SUPPLY_LETTER[k]}{int(have.get(k, 0) or 0)}" for k in SUPPLY_ORDER),
                f, rows.w, PARCH, "bold")
        put_label(surf, t, (rows.x, rows.centery - t.get_height() // 2), f)
        return
    for i, kind in enumerate(SUPPLY_ORDER):
        c = (rows.x + i * step + rad + 1, rows.centery)
        _token(surf, c, rad, kind, s)
        t = art.text(str(int(have.get(kind, 0) or 0)), f, PARCH, "bold")
        put_label(surf, t, (c[0] + rad + 2, c[1] - t.get_height() // 2), f)


# ---------------------------------------------------------------------------
# Otto
# ---------------------------------------------------------------------------
def draw_otto_tracks(surf: pygame.Surface, r: pygame.Rect, tracks: dict[str, Any],
                     names: list[str], s: float) -> None:
    """One 0-6 Fortitude/Alcohol track per player (the other players' names)."""
    rows = [n for n in names if n in tracks] or list(tracks)
    if not rows:
        return
    rh = max(10, r.h // len(rows))
    f = small(s, 10)
    name_w = min(round(r.w * 0.3), round(90 * s))
    for i, n in enumerate(rows):
        tr = tracks.get(n, {})
        fort, alc = int(tr.get("fortitude", 6)), int(tr.get("alcohol", 0))
        y = r.y + i * rh
        t = fit(n, f, name_w, PARCH, "bold")
        surf.blit(t, (r.x, y + (rh - t.get_height()) // 2 - (t.get_height() // 2
                                                              if rh >= 2 * t.get_height() else 0)))
        bar = pygame.Rect(r.x + name_w + 4, y + 2, r.w - name_w - 4, rh - 4)
        cell = bar.w / 7
        for v in range(7):
            cr = pygame.Rect(round(bar.x + v * cell), bar.y, max(2, round(cell) - 2), bar.h)
            col = (40, 28, 20)
            if v < alc:
                col = (150, 80, 24)
            elif v < fort:
                col = (60, 130, 70) if fort - alc > 2 else (190, 60, 40)
            pygame.draw.rect(surf, col, cr, border_radius=3)
            if v == fort:
                pygame.draw.rect(surf, (110, 210, 120), cr, 2, border_radius=3)
            if v == alc:
                pygame.draw.rect(surf, (245, 160, 60), cr.inflate(-4, -4), 2, border_radius=2)
            t = art.text(str(v), max(7, min(f, cr.h - 2)), PARCH)
            surf.blit(t, t.get_rect(center=cr.center))
        lab = art.text(f"F{fort} A{alc}", max(7, f - 1), DIM)
        if t.get_height() + lab.get_height() <= rh:
            surf.blit(lab, (r.x, y + (rh - t.get_height()) // 2 + t.get_height() - 2))


def draw_otto_deck(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                   ) -> list[Spot]:
    spots: list[Spot] = []
    h = r.h
    cw = max(10, round(h / 1.4))
    n = int(st.get("otto_deck_size", 0) or 0)
    back = art.card_back(cw, "player", "otto")
    surf.blit(back, r.topleft)
    f = small(s, 11)
    t = art.text(f"deck {n}", f, PARCH, "bold")
    surf.blit(t, (r.x + cw + 3, r.y))
    disc = list(st.get("otto_discard", []))
    x = r.x + cw + 3 + max(t.get_width(), round(50 * s)) + 6
    if disc and x + cw <= r.right:
        got = mini_card(surf, disc[-1], pygame.Rect(x, r.y, cw, h))
        spots.append((got, disc[-1], "zoom"))
        t2 = art.text(f"discard {len(disc)}", f, PARCH)
        if got.right + 3 + t2.get_width() <= r.right:
            surf.blit(t2, (got.right + 3, r.y))
    return spots


# ---------------------------------------------------------------------------
# prizes, the Boss's Actions, a teammate's hand
# ---------------------------------------------------------------------------
def draw_prizes(surf: pygame.Surface, r: pygame.Rect, prizes: list[str], lit: set[str]
                ) -> list[Spot]:
    """Held Prizes as small gold-edged cards, right-aligned in ``r``."""
    spots: list[Spot] = []
    cw = max(8, round(r.h / 1.4))
    x = r.right - cw
    for c in reversed(prizes):
        if x < r.x:
            break
        cr = pygame.Rect(x, r.y, cw, r.h)
        got = mini_card(surf, c, cr)
        on = c in lit
        pygame.draw.rect(surf, LIT if on else GOLD, got.inflate(2, 2), 2 if on else 1,
                         border_radius=3)
        spots.append((got, c, "prize" if on else "zoom"))
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
    from rdi_desktop.mats import mat

    got = mat(str(player.get("character", "")))
    return got is not None and got[1](player)


def draw_side(surf: pygame.Surface, r: pygame.Rect, player: dict[str, Any], s: float,
              own_plotted: list[str] | None = None, lit: set[str] | None = None
              ) -> list[Spot]:
    """The character side area of ``player``, drawn by its character's mat renderer."""
    from rdi_desktop.mats import mat

    if r.w < 20 or r.h < 10:
        return []
    got = mat(str(player.get("character", "")))
    if got is None or not got[1](player):
        return []
    old = surf.get_clip()
    surf.set_clip(r.clip(old))  # a mat never paints over its neighbours, whatever its file does
    try:
        return got[0](surf, r, player, s, own_plotted, lit or set())
    finally:
        surf.set_clip(old)
