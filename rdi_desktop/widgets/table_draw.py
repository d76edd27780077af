"""Drawing the table: player mats, the centre of the table, the hand fan and
the log panel. Pure drawing from the presenter's displayed state; every
rendered piece comes from :mod:`rdi_desktop.art` caches."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.fonts import font
from rdi_desktop.layout import FanSlot, Rect, hand_fan, stack_slots

PARCH = (241, 225, 189)
DIM = (180, 160, 130)
GOLD = (240, 200, 80)
RED = (230, 80, 60)
GREEN = (110, 210, 120)
ORANGE = (245, 160, 60)
STAT_MAX = 20


def R(r: Rect | pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r[0], r[1], r[2], r[3]) if isinstance(r, Rect) else r


def character_name(cid: str) -> str:
    try:
        from engine.cards import cards

        return cards().characters[cid].name
    except Exception:  # noqa: BLE001
        return cid


def clip_text(s: str, size: int, width: int, style: str = "regular",
              colour: tuple = PARCH, family: str = "dejavu_sans") -> pygame.Surface:
    img = art.text(s, size, colour, style, family)
    if img.get_width() <= width:
        return img
    f = font(family, size, style)
    while s and f.size(s + "\u2026")[0] > width:
        s = s[:-1]
    return art.text(s + "\u2026", size, colour, style, family)


# ---------------------------------------------------------------------------
# mats
# ---------------------------------------------------------------------------
@dataclass
class MatInfo:
    seat: int
    player: dict[str, Any]
    fort: float
    alc: float
    active: bool
    controller: bool
    in_round: bool
    viewer: bool
    targetable: bool = False
    hovered: bool = False
    glow: float = 0.0


def draw_track(surf: pygame.Surface, r: pygame.Rect, fort: float, alc: float, s: float) -> None:
    """One 0..20 track: Alcohol filled orange from 0, the gap to Fortitude green
    (red when it is small), markers A (below) and F (above)."""
    pygame.draw.rect(surf, (24, 16, 10), r, border_radius=4)
    cell = r.w / (STAT_MAX + 1)
    ax = r.x + cell * (alc + 0.5)
    fx = r.x + cell * (fort + 0.5)
    gap = fort - alc
    pygame.draw.rect(surf, (150, 80, 24), (r.x + 1, r.y + 2, max(0, ax - r.x - 1), r.h - 4),
                     border_radius=3)
    if fx > ax:
        col = (60, 150, 70) if gap > 6 else (190, 150, 40) if gap > 3 else (190, 50, 40)
        pygame.draw.rect(surf, col, (ax, r.y + 2, fx - ax, r.h - 4))
    for i in range(0, STAT_MAX + 1, 5):
        x = r.x + cell * (i + 0.5)
        pygame.draw.line(surf, (90, 70, 50), (x, r.bottom - 3), (x, r.bottom - 1), 1)
    mk = max(4, round(6 * s))
    pygame.draw.polygon(surf, ORANGE, [(ax, r.bottom - 2), (ax - mk, r.bottom + mk),
                                       (ax + mk, r.bottom + mk)])
    pygame.draw.polygon(surf, (30, 14, 4), [(ax, r.bottom - 2), (ax - mk, r.bottom + mk),
                                            (ax + mk, r.bottom + mk)], 1)
    pygame.draw.polygon(surf, GREEN, [(fx, r.y + 2), (fx - mk, r.y - mk), (fx + mk, r.y - mk)])
    pygame.draw.polygon(surf, (10, 30, 10), [(fx, r.y + 2), (fx - mk, r.y - mk),
                                             (fx + mk, r.y - mk)], 1)
    pygame.draw.rect(surf, (120, 96, 60), r, 1, border_radius=4)


MAT_MARGIN = 6
_mat_cache: dict[int, tuple[Any, pygame.Surface]] = {}


def draw_mat(surf: pygame.Surface, rect: Rect, m: MatInfo, s: float,
             under: pygame.Surface | None = None) -> None:
    """Draw a mat, re-rendering it only when something it shows changed (the
    sliding markers re-render it while they move). With ``under`` (the table
    background, same coordinates) the cached mat is pre-composited on it, so
    each frame's blit is an opaque copy instead of an alpha blend."""
    r = R(rect)
    p = m.player
    key = (tuple(r), s, under is not None, p.get("name"), p.get("character"), p.get("gold"), p.get("deck_size"),
           len(p.get("discard", [])), tuple(p.get("discard", [])[-1:]), p.get("drink_me_size"),
           p.get("hand_size"), p.get("out"), round(m.fort * 8), round(m.alc * 8), m.active,
           m.controller, m.in_round, m.viewer, m.targetable, m.hovered, m.glow > 0)
    hit = _mat_cache.get(m.seat)
    if hit is None or hit[0] != key:
        img = pygame.Surface((r.w + 2 * MAT_MARGIN, r.h + 2 * MAT_MARGIN), pygame.SRCALPHA)
        _draw_mat(img, pygame.Rect(MAT_MARGIN, MAT_MARGIN, r.w, r.h), m, s)
        area = pygame.Rect(r.x - MAT_MARGIN, r.y - MAT_MARGIN, img.get_width(),
                           img.get_height())
        if under is not None and under.get_rect().contains(area):
            base = under.subsurface(area).copy()
            base.blit(img, (0, 0))
            img = base
        if pygame.display.get_surface() is not None:
            img = img.convert() if under is not None else img.convert_alpha()
        _mat_cache[m.seat] = (key, img)
        hit = _mat_cache[m.seat]
    surf.blit(hit[1], (r.x - MAT_MARGIN, r.y - MAT_MARGIN))


def _draw_mat(surf: pygame.Surface, rect: Rect | pygame.Rect, m: MatInfo, s: float) -> None:
    r = R(rect)
    p = m.player
    ch = p.get("character", "")
    surf.blit(art.mat_background(ch, r.size, m.active), r.topleft)
    pad = max(4, round(7 * s))
    big = r.h > 150 * s or r.w > 260 * s
    em = max(20, min(round(r.h * (0.3 if big else 0.34)), round(r.w * 0.24), round(64 * s)))
    surf.blit(art.emblem(ch, em), (r.x + pad, r.y + pad))
    tx = r.x + pad * 2 + em
    tw = r.right - tx - pad
    name_size = max(10, round((17 if big else 15) * s))
    surf.blit(clip_text(str(p.get("name", "?")), name_size, tw, "bold", (255, 244, 214),
                        "dejavu_serif"), (tx, r.y + pad - 2))
    sub = character_name(ch)
    if sub == p.get("name"):
        sub = ""
    if m.viewer:
        sub += "  (you)" if not m.active else "  (you, your turn)"
    elif m.active:
        sub += "  (their turn)"
    surf.blit(clip_text(sub, max(9, round(12 * s)), tw, "italic", DIM),
              (tx, r.y + pad + name_size + 2))
    # track
    ty = r.y + pad + em + max(8, round(12 * s))
    th = max(8, round(11 * s))
    track = pygame.Rect(r.x + pad + 2, ty, r.w - 2 * pad - 4, th)
    draw_track(surf, track, m.fort, m.alc, s)
    small = max(9, round(12 * s))
    fort, alc = round(m.fort), round(m.alc)
    lab = art.text(f"Fortitude {fort}", small, GREEN, "bold")
    lab2 = art.text(f"Alcohol {alc}", small, ORANGE, "bold")
    ly = track.bottom + max(6, round(8 * s))
    surf.blit(lab, (track.x, ly))
    surf.blit(lab2, (track.right - lab2.get_width(), ly))
    gap = fort - alc
    gl = art.text(f"gap {gap}", small, (255, 120, 100) if gap <= 3 else PARCH)
    if track.w > lab.get_width() + lab2.get_width() + gl.get_width() + 16:
        surf.blit(gl, (track.centerx - gl.get_width() // 2, ly))
    # counters row
    cy = ly + lab.get_height() + max(4, round(6 * s))
    icon = max(14, round(18 * s))
    x = r.x + pad
    surf.blit(art.coin(icon), (x, cy))
    gold_img = art.text(str(p.get("gold", 0)), max(10, round(15 * s)), GOLD, "bold")
    surf.blit(gold_img, (x + icon + 3, cy + (icon - gold_img.get_height()) // 2))
    x += icon + gold_img.get_width() + pad * 2
    bw = max(8, round(icon * 0.75))
    items = [("player", f"{p.get('deck_size', 0)}", "deck"),
             ("discard", f"{len(p.get('discard', []))}", "disc"),
             ("drink", f"{p.get('drink_me_size', 0)}", "Drink Me!")]
    for kind, num, label in items:
        if x > r.right - pad - bw:
            break
        if kind == "discard":
            top = p.get("discard", [])
            img = art.card_face(top[-1], bw) if top else art.card_back(bw, "player", ch)
        else:
            img = art.card_back(bw, kind, ch)
        surf.blit(img, (x, cy - 2))
        t = art.text(num, small, PARCH, "bold")
        surf.blit(t, (x + bw + 2, cy + (icon - t.get_height()) // 2))
        lt = art.text(label, max(8, round(10 * s)), DIM)
        if big:
            surf.blit(lt, (x, cy + round(bw * 1.4) + 1))
        x += bw + t.get_width() + max(lt.get_width() - bw - t.get_width(), 0) * big + pad * 2
    # hand (backs) for opponents
    hand_n = int(p.get("hand_size", 0))
    hy = cy + round(bw * 1.4) + (round(10 * s) + 8 if big else 4)
    if not m.viewer and hy + round(18 * s) < r.bottom:
        hb = max(8, min(round(16 * s), round((r.bottom - hy - pad) / 1.4)))
        back = art.card_back(hb, "player", ch)
        step = max(3, round(hb * 0.35))
        for i in range(min(hand_n, 10)):
            surf.blit(back, (r.x + pad + i * step, hy))
        t = art.text(f"hand {hand_n}", small, PARCH)
        surf.blit(t, (r.x + pad + min(hand_n, 10) * step + hb + 4, hy))
    # gambling tags
    tag_y = r.y + pad
    if m.controller:
        t = art.text("\u2605 in control", max(9, round(12 * s)), (30, 20, 5), "bold",
                     shadow=False)
        tr = t.get_rect(topright=(r.right - pad, r.bottom - pad - t.get_height()))
        pygame.draw.rect(surf, GOLD, tr.inflate(8, 4), border_radius=6)
        surf.blit(t, tr)
    elif m.in_round:
        t = art.text("gambling", max(9, round(11 * s)), GOLD)
        surf.blit(t, t.get_rect(topright=(r.right - pad, r.bottom - pad - t.get_height())))
    del tag_y
    if m.glow > 0:
        pygame.draw.rect(surf, (255, 240, 170), r.inflate(4, 4), 2, border_radius=10)
    if m.targetable:
        col = (255, 230, 120) if m.hovered else (230, 180, 60)
        pygame.draw.rect(surf, col, r.inflate(6, 6), 4 if m.hovered else 2, border_radius=10)
    if p.get("out"):
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((10, 5, 2, 165))
        surf.blit(shade, r.topleft)
        word = "PASSED OUT" if p.get("out") == "passed_out" else "OUT OF GOLD"
        t = art.outlined(word, font("dejavu_serif", max(12, round(22 * s)), "bold"),
                         (240, 70, 50), (0, 0, 0), 2)
        surf.blit(t, t.get_rect(center=r.center))


# ---------------------------------------------------------------------------
# the centre of the table
# ---------------------------------------------------------------------------
def draw_pile_label(surf: pygame.Surface, r: pygame.Rect, text: str, s: float) -> None:
    t = art.text(text, max(9, round(12 * s)), PARCH)
    surf.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 3)))


def draw_centre(surf: pygame.Surface, lay: Any, view: dict[str, Any],
                names: list[str]) -> list[tuple[pygame.Rect, str]]:
    """Drink Deck, drink discard, Inn and pot, the pending stack and the drinks
    in play. Returns (rect, card id) hot spots for hover zoom."""
    s = lay.scale
    spots: list[tuple[pygame.Rect, str]] = []
    deck = R(lay.deck)
    n = int(view.get("drink_deck_size", 0))
    if n:
        back = art.card_back(deck.w, "drink")
        for i in range(min(3, max(1, n // 8))):
            surf.blit(back, (deck.x - i * 2, deck.y - i * 2))
    else:
        pygame.draw.rect(surf, (60, 80, 60), deck, 2, border_radius=6)
    draw_pile_label(surf, deck, f"Drink Deck {n}", s)
    disc = R(lay.discard)
    dd = view.get("drink_discard", [])
    if dd:
        surf.blit(art.card_face(dd[-1], disc.w), disc.topleft)
        spots.append((disc, dd[-1]))
    else:
        pygame.draw.rect(surf, (60, 80, 60), disc, 2, border_radius=6)
    draw_pile_label(surf, disc, f"Discard {len(dd)}", s)
    # Inn and pot
    inn = R(lay.inn)
    _token(surf, inn, "Inn", int(view.get("inn", 0)), s, False)
    pot = R(lay.pot)
    gm = view.get("gambling")
    ctrl = None
    if isinstance(gm, dict) and gm.get("controller") is not None:
        try:
            ctrl = names[int(gm["controller"])]
        except (IndexError, ValueError, TypeError):
            ctrl = None
    _token(surf, pot, "Pot", int(view.get("pot", 0)), s, gm is not None)
    if ctrl:
        t = clip_text(f"\u2605 {ctrl}", max(9, round(12 * s)), pot.w + 40, "bold", GOLD)
        surf.blit(t, (pot.x, pot.bottom + 2))
    # the stack: cards being resolved, then drinks in play
    st = R(lay.stack)
    items = list(view.get("stack", []))
    drinks = list(view.get("drinks", []))
    cw = max(24, min(round(lay.pile_card[0] * 0.9), round(st.h / 1.4 * 0.8)))
    entries: list[tuple[str, str, bool]] = []
    for d in drinks:
        for j, c in enumerate(d.get("cards", [])):
            who = names[d["drinker"]] if isinstance(d.get("drinker"), int) \
                and d["drinker"] < len(names) else ""
            entries.append((c, ("for " + who) if j == 0 and who else "+ chaser",
                            bool(d.get("ignored"))))
    for it in items:
        owner = it.get("owner")
        who = names[owner] if isinstance(owner, int) and owner < len(names) else ""
        entries.append((it["card"], who, bool(it.get("negated"))))
    if entries:
        lt = art.text("Being resolved", max(9, round(12 * s)), DIM, "italic")
        surf.blit(lt, (st.x, st.y))
    slots = stack_slots(Rect(st.x, st.y + 14, st.w, st.h - 30), len(entries),
                        (cw, round(cw * 1.4)))
    for (c, who, crossed), (x, y) in zip(entries, slots):
        face = art.card_face(c, cw)
        surf.blit(face, (x, y))
        rr = pygame.Rect(x, y, face.get_width(), face.get_height())
        spots.append((rr, c))
        if crossed:
            pygame.draw.line(surf, RED, rr.topleft, rr.bottomright, 4)
            pygame.draw.line(surf, RED, rr.topright, rr.bottomleft, 4)
        if who:
            t = clip_text(who, max(8, round(11 * s)), cw + 10, "regular", PARCH)
            surf.blit(t, (x, rr.bottom + 1))
    return spots


def _token(surf: pygame.Surface, r: pygame.Rect, label: str, value: int, s: float,
           lit: bool) -> None:
    pygame.draw.rect(surf, (40, 26, 12) if not lit else (90, 64, 16), r, border_radius=10)
    pygame.draw.rect(surf, GOLD if lit else (140, 110, 60), r, 2, border_radius=10)
    c = art.coin(round(r.h * 0.6))
    surf.blit(c, (r.x + 6, r.centery - c.get_height() // 2))
    t = art.text(str(value), max(10, round(r.h * 0.36)), GOLD, "bold")
    surf.blit(t, (r.x + 10 + c.get_width(), r.centery - t.get_height() + 2))
    lt = art.text(label, max(8, round(r.h * 0.24)), PARCH)
    surf.blit(lt, (r.x + 10 + c.get_width(), r.centery + 1))


# ---------------------------------------------------------------------------
# the hand fan
# ---------------------------------------------------------------------------
def draw_hand(surf: pygame.Surface, rect: Rect, hand: list[str], card: tuple[int, int],
              legal: set[int] | None, hovered: int | None) -> list[FanSlot]:
    """``legal``: indexes lit (others dimmed); None: no prompt, all normal."""
    slots = hand_fan(rect, len(hand), card)
    cw = card[0]
    for i, (cid, slot) in enumerate(zip(hand, slots)):
        key = ("face", cid, cw)
        face = art.card_face(cid, cw)
        state = "n"
        if legal is not None:
            state = "l" if i in legal else "d"
        if state == "l":
            base = art.lit(key, face)
            key2: tuple = ("lit", key)
        elif state == "d":
            base = art.dimmed(key, face)
            key2 = ("dim", key)
        else:
            base, key2 = face, key
        lift = 0.0
        if i == hovered:
            lift = card[1] * 0.12
        elif state == "l":
            lift = card[1] * 0.05
        img = art.rotated(key2, base, slot.angle)
        surf.blit(img, img.get_rect(center=(round(slot.cx), round(slot.cy - lift))))
    return slots


# ---------------------------------------------------------------------------
# the log panel
# ---------------------------------------------------------------------------
class LogPanel:
    """The log side panel: newest at the bottom, wheel to scroll, hover an
    entry naming a card to see that card."""

    def __init__(self) -> None:
        self.scroll = 0  # entries scrolled up from the newest
        self.rows: list[tuple[pygame.Rect, str | None]] = []
        self._wrap_cache: dict[tuple[str, int, int], list[str]] = {}
        self._bg: tuple[Any, pygame.Surface] | None = None

    def wrapped(self, text: str, size: int, width: int, style: str) -> list[str]:
        key = (text, size, width)
        lines = self._wrap_cache.get(key)
        if lines is None:
            if len(self._wrap_cache) > 5000:
                self._wrap_cache.clear()
            lines = self._wrap_cache[key] = art.wrap(text, font("dejavu_sans", size, style),
                                                     width)
        return lines

    def draw(self, surf: pygame.Surface, rect: Rect, top: int, entries: list[Any],
             s: float) -> None:
        """Blit the panel, re-rendering it only when the log or the scroll changed."""
        r = R(rect)
        key = (tuple(r), top, len(entries), id(entries[-1]) if entries else 0, self.scroll, s)
        if self._bg is None or self._bg[0] != key:
            img = pygame.Surface(r.size)
            rows = self._render(img, pygame.Rect(0, 0, r.w, r.h), top - r.y, entries, s)
            if pygame.display.get_surface() is not None:
                img = img.convert()
            self._bg = (key, img)  # type: ignore[assignment]
            self.rows = [(row.move(r.x, r.y), card) for row, card in rows]
        surf.blit(self._bg[1], r.topleft)

    def _render(self, surf: pygame.Surface, r: pygame.Rect, top: int, entries: list[Any],
                s: float) -> list[tuple[pygame.Rect, str | None]]:
        surf.fill((22, 13, 7))
        pygame.draw.line(surf, (150, 110, 50), (0, 0), (0, r.h), 2)
        pad = max(6, round(8 * s))
        head = art.text("Log", max(12, round(16 * s)), GOLD, "bold", "dejavu_serif")
        surf.blit(head, (r.x + pad, top))
        area = pygame.Rect(r.x + pad, top + head.get_height() + 4, r.w - 2 * pad,
                           r.bottom - top - head.get_height() - 4 - pad)
        size = max(10, round(13 * s))
        lh = font("dejavu_sans", size).get_linesize()
        rows: list[tuple[pygame.Rect, str | None]] = []
        y = area.bottom
        i = len(entries) - 1 - self.scroll
        surf.set_clip(area)
        while i >= 0 and y > area.top:
            e = entries[i]
            style = "bold" if e.kind in ("turn", "player_out", "game_over") else "regular"
            colour = PARCH
            if e.kind == "turn":
                colour = GOLD
            elif e.kind in ("player_out", "game_over"):
                colour = (255, 120, 100)
            elif e.card:
                colour = (230, 214, 180)
            lines = self.wrapped(e.text, size, area.w - 10, style)
            h = lh * len(lines) + (4 if e.kind == "turn" else 1)
            y -= h
            row = pygame.Rect(area.x, y, area.w, h)
            if e.kind == "turn":
                pygame.draw.line(surf, (110, 80, 40), (area.x, y + 1), (area.right, y + 1), 1)
            for j, line in enumerate(lines):
                f = font("dejavu_sans", size, style)
                surf.blit(f.render(line, True, colour), (area.x + (0 if j == 0 else 10),
                                                         y + 3 + j * lh))
            rows.append((row, e.card))
            i -= 1
        surf.set_clip(None)
        return rows

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for row, card in self.rows:
            if row.collidepoint(pos):
                return card
        return None

    def on_wheel(self, dy: int, total: int) -> None:
        self.scroll = max(0, min(max(0, total - 1), self.scroll + dy * 3))
