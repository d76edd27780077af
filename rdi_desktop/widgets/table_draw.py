"""Drawing the table: player mats, the centre of the table, the hand fan and
the log panel. Pure drawing from the presenter's displayed state; every
rendered piece comes from :mod:`rdi_desktop.art` caches."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, fit_words
from rdi_desktop.fonts import font
from rdi_desktop.layout import FanSlot, Rect, hand_fan, mat_regions, stack_slots
from rdi_desktop.table_model import CentreInfo, MatInfo, PlateInfo
from rdi_desktop.widgets import labels
from rdi_desktop.widgets import side_areas as side
from rdi_desktop.widgets.labels import (
    DIM,
    GOLD,
    GREEN,
    MIN_LABEL,
    ORANGE,
    PARCH,
    RED,
    clip_text,
    label_px,
    put_label,
)

STAT_MAX = 20


def R(r: Rect | pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r[0], r[1], r[2], r[3]) if isinstance(r, Rect) else r


def character_name(cid: str) -> str:
    try:
        from engine.cards import cards

        return cards().characters[cid].name
    except Exception:  # noqa: BLE001
        return cid


# ---------------------------------------------------------------------------
# mats
# ---------------------------------------------------------------------------



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


def draw_track_block(surf: pygame.Surface, r: pygame.Rect, fort: float, alc: float,
                     s: float) -> None:
    """The track with room for its markers and a label line under it; the
    labels shrink (and drop words) to fit narrow mats."""
    mk = max(4, round(6 * s))
    th = max(7, min(round(11 * s), r.h - 2 * mk - 10))
    track = pygame.Rect(r.x + mk, r.y + mk, r.w - 2 * mk, th)
    draw_track(surf, track, fort, alc, s)
    ly = track.bottom + mk + 1
    size = max(8, min(round(12 * s), r.bottom - ly))
    fort_img, alc_img, gap_img = track_labels(r.w, fort, alc, size)
    surf.blit(fort_img, (r.x, ly))
    surf.blit(alc_img, (r.right - alc_img.get_width(), ly))
    if gap_img is not None:
        surf.blit(gap_img, (r.centerx - gap_img.get_width() // 2, ly))


def track_labels(width: int, fort: float, alc: float, size: int
                 ) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface | None]:
    """The Fortitude / Alcohol / gap labels under a track, the longest wording
    that fits ``width`` ("Fortitude 20" ... "F 20"; the gap goes first; None: no gap)."""
    fort_i, alc_i = round(fort), round(alc)
    gap = fort_i - alc_i
    gap_colour = (255, 120, 100) if gap <= 3 else PARCH
    for fort_t, alc_t, gap_t in ((f"Fortitude {fort_i}", f"Alcohol {alc_i}", f"gap {gap}"),
                                 (f"Fortitude {fort_i}", f"Alcohol {alc_i}", ""),
                                 (f"F {fort_i}", f"A {alc_i}", f"gap {gap}"),
                                 (f"F {fort_i}", f"A {alc_i}", "")):
        fort_img = art.text(fort_t, size, GREEN, "bold")
        alc_img = art.text(alc_t, size, ORANGE, "bold")
        gap_img = art.text(gap_t, size, gap_colour, "bold") if gap_t else None
        wide = fort_img.get_width() + alc_img.get_width()
        if wide + (gap_img.get_width() if gap_img else 0) + 12 <= width:
            break
    return fort_img, alc_img, gap_img


MAT_MARGIN = 6
_mat_cache: dict[int, tuple[Any, pygame.Surface, list[Any]]] = {}


def freeze(v: Any) -> Any:
    """Plain data as nested tuples: a hashable key for caching what was drawn from it."""
    if isinstance(v, dict):
        return tuple(sorted((k, freeze(x)) for k, x in v.items()))
    if isinstance(v, (list, tuple)):
        return tuple(freeze(x) for x in v)
    return v


def draw_mat(surf: pygame.Surface, rect: Rect, m: MatInfo, s: float,
             under: pygame.Surface | None = None, drawn: dict[Any, Any] | None = None,
             clip: pygame.Rect | None = None) -> list[side.Spot]:
    """Draw a mat, re-rendering it only when something it shows changed (the
    sliding markers re-render it while they move). With ``under`` (the table
    background, same coordinates) the cached mat is pre-composited on it, so
    each frame's blit is an opaque copy instead of an alpha blend. With
    ``drawn`` (what the target surface already shows, by seat) an unchanged
    mat is not even blitted; ``clip`` keeps the blit off the neighbours.
    Returns the mat's hot spots (screen coordinates)."""
    r = R(rect)
    p = m.player
    key = (tuple(r), s, under is not None, p.get("name"), p.get("character"), p.get("gold"),
           p.get("deck_size"), len(p.get("discard", [])), tuple(p.get("discard", [])[-1:]),
           p.get("drink_me_size"), p.get("hand_size"), p.get("out"), round(m.fort * 8),
           round(m.alc * 8), m.active, m.controller, m.in_round, m.viewer, m.targetable,
           m.hovered, m.glow > 0, m.team, m.wide, m.actions, m.actions_allowed, m.hand,
           m.owned, m.lit, m.track_names, m.tag, p.get("boss"), freeze(p.get("state")),
           m.potions, m.potion_lit, m.potion_hover, tuple(p.get("discard", ())), m.badges)
    hit = _mat_cache.get(m.seat)
    if hit is None or hit[0] != key:
        img = pygame.Surface((r.w + 2 * MAT_MARGIN, r.h + 2 * MAT_MARGIN), pygame.SRCALPHA)
        local = pygame.Rect(MAT_MARGIN, MAT_MARGIN, r.w, r.h)
        labels.MAT_ORIGIN = (r.x - MAT_MARGIN, r.y - MAT_MARGIN)  # where recorded labels are
        fit_words.SEAT, fit_words.SHORTENED[m.seat] = m.seat, []  # its words, for the hover
        try:
            spots = _draw_mat(img, local, m, s)
        finally:
            labels.MAT_ORIGIN = (0, 0)
            fit_words.SEAT = None
        area = pygame.Rect(r.x - MAT_MARGIN, r.y - MAT_MARGIN, img.get_width(),
                           img.get_height())
        if under is not None and under.get_rect().contains(area):
            base = under.subsurface(area).copy()
            base.blit(img, (0, 0))
            img = base
        if pygame.display.get_surface() is not None:
            img = img.convert() if under is not None else img.convert_alpha()
        dx, dy = r.x - MAT_MARGIN, r.y - MAT_MARGIN
        _mat_cache[m.seat] = (key, img, [(sr.move(dx, dy), c, t) for sr, c, t in spots])
        hit = _mat_cache[m.seat]
    if drawn is None or drawn.get(("mat", m.seat)) != key:
        _blit_clipped(surf, hit[1], (r.x - MAT_MARGIN, r.y - MAT_MARGIN), clip)
        if drawn is not None:
            drawn[("mat", m.seat)] = key
    return list(hit[2])


BADGE_FILL = (150, 34, 30)


def _draw_badges(surf: pygame.Surface, r: pygame.Rect, words: tuple[str, ...], s: float) -> None:
    """Other characters' tokens on this mat (Remy's Mark): red plates, bottom left."""
    x = r.x + 6
    for w in words:
        t = art.text(w, max(9, round(12 * s)), (255, 236, 210), "bold")
        tr = t.get_rect(bottomleft=(x + 4, r.bottom - 6))
        box = tr.inflate(10, 4)
        pygame.draw.rect(surf, BADGE_FILL, box, border_radius=7)
        pygame.draw.rect(surf, (255, 200, 150), box, 1, border_radius=7)
        surf.blit(t, tr)
        x = box.right + 4


def _control_badge(surf: pygame.Surface, head: pygame.Rect, right: int, room: int, s: float
                   ) -> int:
    """The gold "in control" plate at the head row's right (a star alone when the
    name needs the room); returns the width it took from the name."""
    size = label_px(12, s)
    word = "\u2605 in control" if room > 150 * s else "\u2605"
    t = art.text(word, size, (30, 20, 5), "bold", shadow=False)
    tr = t.get_rect(topright=(right - 4, head.y + 2))
    pygame.draw.rect(surf, GOLD, tr.inflate(8, 4), border_radius=6)
    put_label(surf, t, tr, size, labels.MAT_ORIGIN, "badge")
    return tr.w + 12


def _round_badge(surf: pygame.Surface, head: pygame.Rect, right: int, room: int, s: float
                 ) -> int:
    """The "gambling" plate of a player in the Round of Gambling (not in control):
    gold words on dark at the head row's right (a die alone when the name needs the
    room); returns the width it took from the name."""
    size = label_px(12, s)
    word = "gambling" if room > 150 * s else "\u2680"
    t = art.text(word, size, GOLD, "bold", shadow=False)
    tr = t.get_rect(topright=(right - 4, head.y + 2))
    pygame.draw.rect(surf, (40, 26, 10), tr.inflate(8, 4), border_radius=6)
    pygame.draw.rect(surf, GOLD, tr.inflate(8, 4), 1, border_radius=6)
    put_label(surf, t, tr, size, labels.MAT_ORIGIN, "round")
    return tr.w + 12


def _blit_clipped(surf: pygame.Surface, img: pygame.Surface, at: tuple[int, int],
                  clip: pygame.Rect | None) -> None:
    if clip is None:
        surf.blit(img, at)
        return
    old = surf.get_clip()
    surf.set_clip(clip.clip(old))
    surf.blit(img, at)
    surf.set_clip(old)


def _draw_mat(surf: pygame.Surface, rect: Rect | pygame.Rect, m: MatInfo, s: float
              ) -> list[side.Spot]:
    r = R(rect)
    p = m.player
    ch = p.get("character", "")
    spots: list[side.Spot] = []
    surf.blit(art.mat_background(ch, r.size, m.active), r.topleft)
    automaton = bool(p.get("automaton"))
    reg = mat_regions(Rect(*r), s, team=m.team or automaton, wide=m.wide)
    head = R(reg.head)
    em = head.h
    surf.blit(art.emblem(ch, em, bool(p.get("boss"))), head.topleft)
    tx = head.x + em + max(4, round(6 * s))
    tw = head.right - tx
    # 12 px at least (issue 13); a head row too short for the line under the name
    # leaves that line to the hover (the mat's words, fit_words)
    name_size = max(MIN_LABEL, min(round(16 * s), round(em * 0.48)))
    tag = m.tag or ("BOSS" if p.get("boss") else "")
    if tag and tw - art.text(tag, max(8, round(11 * s)), (30, 10, 5), "bold",
                             shadow=False).get_width() < 70 * s:
        tag = "\u265b" if tag in ("BOSS", "LEADER") else ""  # narrow: a crown only
    if tag:
        tt = art.text(tag, max(8, round(11 * s)), (30, 10, 5), "bold", shadow=False)
        tr = tt.get_rect(topright=(head.right, head.y))
        pygame.draw.rect(surf, (230, 110, 60) if tag == "BOSS" else GOLD, tr.inflate(6, 2),
                         border_radius=5)
        surf.blit(tt, tr)
        tw -= tr.w + 8
    if m.controller:  # in the head row, where nothing else is (issue 31)
        tw -= _control_badge(surf, head, head.right - (head.right - tx - tw), tw, s)
    elif m.in_round:  # in the head row too: at the bottom it covered the kit's area
        tw -= _round_badge(surf, head, head.right - (head.right - tx - tw), tw, s)
    if m.potions is not None:
        ps = max(12, min(round(20 * s), em // 2 + 4))
        pt = art.text(f"\u00d7{m.potions}", max(8, round(11 * s)), PARCH, "bold")
        pr = pygame.Rect(0, 0, ps + 2 + pt.get_width(), ps)
        pr.topright = (head.right - (head.right - tx - tw), head.bottom - ps)
        if m.potion_lit:
            box = pr.inflate(6, 4)
            pygame.draw.rect(surf, (160, 90, 210) if m.potion_hover else (120, 60, 160), box,
                             border_radius=6)
            pygame.draw.rect(surf, (255, 220, 120), box, 2, border_radius=6)
            spots.append((box, None, "potion"))
        _flask(surf, pygame.Rect(pr.x, pr.y, ps, ps), m.potions > 0)
        surf.blit(pt, (pr.x + ps + 2, pr.centery - pt.get_height() // 2))
        tw -= pr.w + 8
    name_img = clip_text(str(p.get("name", "?")), name_size, tw, "bold", (255, 244, 214),
                         "dejavu_serif")  # fitted: never under 12 px
    put_label(surf, name_img, (tx, head.y), name_size, labels.MAT_ORIGIN, "name")
    sub = character_name(ch) if not p.get("automaton") else "mechanical friend"
    if sub == p.get("name"):
        sub = ""
    if m.viewer:
        sub += "  (you)" if not m.active else "  (you, your turn)"
    elif m.active:
        sub += "  (their turn)"
    if m.actions_allowed and not m.wide and m.active:
        sub = f"Actions {len(m.actions)}/{m.actions_allowed}  " + sub.strip()
    sub_size = min(round(12 * s), head.bottom - head.y - name_img.get_height())
    if sub_size >= MIN_LABEL:
        surf.blit(clip_text(sub.strip(), sub_size, head.right - tx, "italic", DIM),
                  (tx, head.y + name_img.get_height()))
    else:
        fit_words.remember(sub.strip())
    small = max(8, round(12 * s))
    if automaton:
        spots += _draw_otto_body(surf, reg, m, s)
    else:
        if reg.track.w > 1:
            draw_track_block(surf, R(reg.track), m.fort, m.alc, s)
        spots += _draw_counters(surf, R(reg.counters), m, s, small)
        spots += _draw_side_area(surf, R(reg.side), m, s)
    if m.wide and reg.actions.w > 1:
        spots += side.draw_actions(surf, R(reg.actions), list(m.actions), m.actions_allowed, s)
    if m.badges:
        _draw_badges(surf, r, m.badges, s)
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
        size = max(12, round(22 * s))
        t = art.outlined(word, font("dejavu_serif", size, "bold"), (240, 70, 50), (0, 0, 0), 2)
        if t.get_width() > r.w - 10:  # inside its mat at every scale (issue 31)
            size = max(12, size * (r.w - 10) // t.get_width())
            t = art.outlined(word, font("dejavu_serif", size, "bold"), (240, 70, 50),
                             (0, 0, 0), 2)
        put_label(surf, t, t.get_rect(center=r.center), size, labels.MAT_ORIGIN, "stamp")
    return spots


def _draw_counters(surf: pygame.Surface, r: pygame.Rect, m: MatInfo, s: float, small: int
                   ) -> list[side.Spot]:
    """Gold (not for team members), deck, discard, Drink Me!, hand; held Prizes
    on the right. Labels only where they fit."""
    p = m.player
    ch = p.get("character", "")
    spots: list[side.Spot] = []
    # the cards variants put in front of the player (held Prizes, kept Drinks)
    from rdi_desktop.widgets.variants import held_cards  # its widgets import this module

    held = held_cards(p)
    right = r.right
    if held:
        pw = min(r.w // 3, len(held) * (round(r.h / 1.4) + 3))
        pr = pygame.Rect(r.right - pw, r.y, pw, r.h)
        spots += side.draw_held(surf, pr, held, set(m.lit))
        right = pr.x - 4
    icon = max(10, min(round(18 * s), r.h - 2))
    x = r.x
    cy = r.y + (r.h - icon) // 2
    num_size = max(8, min(round(14 * s), r.h))
    if not m.team:
        surf.blit(art.coin(icon), (x, cy))
        gold_img = art.text(str(p.get("gold", 0)), num_size, GOLD, "bold")
        surf.blit(gold_img, (x + icon + 2, r.y + (r.h - gold_img.get_height()) // 2))
        x += icon + gold_img.get_width() + max(4, round(8 * s))
    bh = r.h - 2
    bw = max(7, round(bh / 1.4))
    items = [("player", p.get("deck_size", 0), "deck"),
             ("discard", len(p.get("discard", [])), "discard"),
             ("drink", p.get("drink_me_size", 0), "Drink Me!")]
    if not m.viewer:
        items.append(("hand", p.get("hand_size", 0), "hand"))
    # labels when every item fits with its label, else numbers only
    lab_size = max(7, round(10 * s))
    widths = []
    for _kind, num, label in items:
        t = art.text(str(num), num_size, PARCH, "bold")
        lt = art.text(label, lab_size, DIM)
        widths.append((t, lt))
    with_labels = x + sum(bw + 3 + t.get_width() + lt.get_width() + 3 + 8
                          for t, lt in widths) <= right
    for (kind, _num, _label), (t, lt) in zip(items, widths):
        need = bw + 3 + t.get_width() + (lt.get_width() + 3 if with_labels else 0)
        if x + need > right:
            break
        if kind == "discard":
            top = p.get("discard", [])
            img = art.card_face(top[-1], bw) if top else art.card_back(bw, "player", ch)
            if top:
                spots.append((pygame.Rect(x, r.y + 1, bw, round(bw * 1.4)), top[-1], "zoom"))
        elif kind == "hand":
            img = art.card_back(bw, "player", ch)
        else:
            img = art.card_back(bw, kind, ch)
        surf.blit(img, (x, r.y + 1))
        surf.blit(t, (x + bw + 3, r.y + (r.h - t.get_height()) // 2))
        x += bw + 3 + t.get_width()
        if with_labels:
            surf.blit(lt, (x + 3, r.y + (r.h - lt.get_height()) // 2 + 1))
            x += lt.get_width() + 3
        x += max(5, round(9 * s))
    return spots


def _draw_side_area(surf: pygame.Surface, r: pygame.Rect, m: MatInfo, s: float
                    ) -> list[side.Spot]:
    p = m.player
    ch = str(p.get("character", ""))
    spots: list[side.Spot] = []
    has = side.has_side(p)
    if m.hand is not None:
        # a teammate's hand under the character area
        if has:
            hh = max(round(r.h * 0.5), min(r.h, round(34 * s)))
            hr = pygame.Rect(r.x, r.bottom - hh, r.w, hh)
            r = pygame.Rect(r.x, r.y, r.w, max(1, hr.y - 3 - r.y))
        else:
            hr = r
        spots += side.draw_hand_row(surf, hr, list(m.hand), s, m.hand_label)
        if not has:
            return spots
    if has:
        own = {k: list(v) for k, v in m.owned} if m.owned is not None else None
        spots += side.draw_side(surf, r, p, s, own, set(m.lit))
    elif not m.viewer:
        side.draw_backs_row(surf, r, int(p.get("hand_size", 0)), ch, s)
    return spots


def _draw_otto_body(surf: pygame.Surface, reg: Any, m: MatInfo, s: float) -> list[side.Spot]:
    """The automaton's body (one track per player, its deck): drawn by its mat file."""
    from rdi_desktop.mats import AUTOMATON

    body = pygame.Rect(reg.counters.x, reg.counters.y, reg.counters.w,
                       reg.side.bottom - reg.counters.y)
    spots: list[side.Spot] = []
    for draw in AUTOMATON:
        spots += draw(surf, body, m.player, s, list(m.track_names))
    return spots


# ---------------------------------------------------------------------------
# team plates
# ---------------------------------------------------------------------------



_plate_cache: dict[int, tuple[Any, pygame.Surface, list[Any]]] = {}


def draw_plate(surf: pygame.Surface, rect: Rect, info: PlateInfo, s: float, index: int,
               under: pygame.Surface | None = None, drawn: dict[Any, Any] | None = None
               ) -> list[side.Spot]:
    """A team's shared stats over its two mats: names, the shared track, Gold
    and the Potion Tokens (a button when a Potion may be drunk now)."""
    r = R(rect)
    key = (tuple(r), s, info.team, info.members, round(info.fort * 8), round(info.alc * 8),
           info.gold, info.potions, info.potion_lit, info.potion_hover, info.active, info.mine,
           info.boss)
    hit = _plate_cache.get(index)
    fresh = hit is None or hit[0] != key
    if fresh:
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        spots = _plate_words(img, r, info, s, index)
        if under is not None and under.get_rect().contains(r):
            base = under.subsurface(r).copy()
            base.blit(img, (0, 0))
            img = base
        if pygame.display.get_surface() is not None:
            img = img.convert() if under is not None else img.convert_alpha()
        _plate_cache[index] = (key, img, [(sr.move(r.x, r.y), c, t) for sr, c, t in spots])
        hit = _plate_cache[index]
    assert hit is not None
    if labels.LABELS is not None and not fresh:  # a test wants the labels: draw them again
        _plate_words(pygame.Surface(r.size, pygame.SRCALPHA), r, info, s, index)
    if drawn is None or drawn.get(("plate", index)) != hit[0]:
        surf.blit(hit[1], r.topleft)
        if drawn is not None:
            drawn[("plate", index)] = hit[0]
    return list(hit[2])


def _plate_words(img: pygame.Surface, r: pygame.Rect, info: PlateInfo, s: float, index: int
                 ) -> list[side.Spot]:
    """Draw a team's plate, its words fitted like a mat's (kept under a key of
    their own, below the seats: -1 for the first plate)."""
    fit_words.SEAT = -1 - index
    fit_words.SHORTENED[fit_words.SEAT] = []
    try:
        return _draw_plate(img, pygame.Rect(0, 0, r.w, r.h), info, s, r.topleft)
    finally:
        fit_words.SEAT = None


def _draw_plate(surf: pygame.Surface, r: pygame.Rect, info: PlateInfo, s: float,
                origin: tuple[int, int] = (0, 0)) -> list[side.Spot]:
    bg = (70, 30, 22, 235) if info.boss else (38, 30, 52, 235) if info.mine else (30, 24, 18, 235)
    pygame.draw.rect(surf, bg, r, border_radius=8)
    edge = (255, 214, 90) if info.active else (150, 120, 70)
    pygame.draw.rect(surf, edge, r, 2 if info.active else 1, border_radius=8)
    pad = max(4, round(6 * s))
    inner = r.inflate(-2 * pad, -4)
    spots: list[side.Spot] = []
    # right: gold and potions
    pot_size = max(12, min(inner.h - 2, round(24 * s)))
    f = max(MIN_LABEL, min(round(13 * s), inner.h // 2))
    pw = pot_size + 4 + art.text("\u00d70", f).get_width()
    pr = pygame.Rect(inner.right - pw, inner.y + (inner.h - pot_size) // 2, pw, pot_size)
    if info.potion_lit:
        pygame.draw.rect(surf, (120, 60, 160) if not info.potion_hover else (160, 90, 210),
                         pr.inflate(6, 4), border_radius=6)
        pygame.draw.rect(surf, (255, 220, 120), pr.inflate(6, 4), 2, border_radius=6)
        spots.append((pr.inflate(6, 4), None, "potion"))
    _flask(surf, pygame.Rect(pr.x, pr.y, pot_size, pot_size), info.potions > 0)
    t = art.text(f"\u00d7{info.potions}", f, PARCH, "bold")
    put_label(surf, t, (pr.x + pot_size + 3, pr.centery - t.get_height() // 2), f, origin,
              "plate")
    coin = max(10, min(inner.h - 4, round(18 * s)))
    gsize = max(MIN_LABEL, min(round(15 * s), inner.h))
    gt = art.text(str(info.gold), gsize, GOLD, "bold")
    gx = pr.x - 10 - gt.get_width() - coin - 2
    surf.blit(art.coin(coin), (gx, inner.centery - coin // 2))
    put_label(surf, gt, (gx + coin + 2, inner.centery - gt.get_height() // 2), gsize, origin,
              "plate")
    # left: the team's names and numbers
    name_w = min(round(inner.w * 0.42), round(240 * s))
    nsize = max(MIN_LABEL, min(round(13 * s), inner.h // 2))
    names = " & ".join(info.members)
    if font("dejavu_serif", nsize, "bold").size(names)[0] > name_w:
        names = " & ".join(short_name(n) for n in info.members)
    nt = clip_text(names, nsize, name_w, "bold", (255, 244, 214), "dejavu_serif")
    put_label(surf, nt, (inner.x, inner.y), nsize, origin, "plate")
    fort, alc = round(info.fort), round(info.alc)
    ssize = max(MIN_LABEL, min(round(12 * s), inner.h - nt.get_height()))
    text = f"Fortitude {fort} \u00b7 Alcohol {alc}"
    if font("dejavu_sans", ssize, "bold").size(text)[0] > name_w:
        text = f"Fort {fort} \u00b7 Alc {alc}"
    stat = clip_text(text, ssize, name_w, "bold", PARCH)
    put_label(surf, stat, (inner.x, min(inner.y + nt.get_height(), r.bottom - stat.get_height())),
              ssize, origin, "plate")
    # middle: the shared track
    mk = max(4, round(6 * s))
    tx0 = inner.x + name_w + 8 + mk
    tx1 = gx - 10 - mk
    if tx1 - tx0 > 40:
        th = max(6, min(round(11 * s), inner.h - 2 * mk - 2))
        draw_track(surf, pygame.Rect(tx0, inner.centery - th // 2, tx1 - tx0, th), info.fort,
                   info.alc, s)
    return spots


def short_name(name: str) -> str:
    """ "Doctor Terci 2" -> "Terci 2", "Boss Petra" -> "Petra"."""
    t = name.split()
    if len(t) <= 1:
        return name
    if t[-1].isdigit():
        return f"{t[-2]} {t[-1]}"
    return t[-1]


def _flask(surf: pygame.Surface, r: pygame.Rect, full: bool) -> None:
    body = pygame.Rect(r.x + r.w // 6, r.y + r.h // 3, r.w * 2 // 3, r.h * 2 // 3)
    neck = pygame.Rect(r.centerx - r.w // 8, r.y + r.h // 10, max(2, r.w // 4), r.h // 4)
    pygame.draw.rect(surf, (200, 200, 220), neck)
    pygame.draw.ellipse(surf, (170, 90, 220) if full else (70, 60, 80), body)
    pygame.draw.ellipse(surf, (230, 220, 240), body, 1)
    pygame.draw.rect(surf, (120, 80, 40), (neck.x - 1, r.y, neck.w + 2, max(2, r.h // 8)))


# ---------------------------------------------------------------------------
# the centre of the table
# ---------------------------------------------------------------------------
def count_text(text: str, size: int, width: int, style: str = "regular",
               colour: tuple = PARCH) -> pygame.Surface:
    """A counter ("Discard 0", "Bar 30") fitted to ``width`` with its number whole:
    smaller down to 12 px, then shorter words ("Disc. 0"), never cut with "..."."""
    got = fit_words.fit_line(text, size, width,
                             lambda t, px: art.text(t, px, colour, style).get_width())
    if got is None:
        return clip_text(text, size, width, style, colour)
    return art.text(got[0], got[1], colour, style)


def draw_pile_label(surf: pygame.Surface, r: pygame.Rect, text: str, s: float,
                    width: int | None = None) -> None:
    """A count under a pile, no wider than ``width`` (the pile and half the gaps)."""
    size = label_px(12, s)
    t = count_text(text, size, width or r.w + 8)
    put_label(surf, t, t.get_rect(midtop=(r.centerx, r.bottom + 3)), size, kind="centre")


def draw_centre(surf: pygame.Surface, lay: Any, centre: CentreInfo
                ) -> list[tuple[pygame.Rect, str]]:
    """Drink Deck, drink discard, Inn and pot, the pending stack and the drinks
    in play, as the table model says (a variant's own parts are its widget's:
    rdi_desktop/widgets/variants/). Returns (rect, card id) hot spots for hover zoom."""
    s = lay.scale
    spots: list[tuple[pygame.Rect, str]] = []
    deck = R(lay.deck)
    n = centre.deck
    if n:
        back = art.card_back(deck.w, "drink")
        for i in range(min(3, max(1, n // 8))):
            surf.blit(back, (deck.x - i * 2, deck.y - i * 2))
    else:
        pygame.draw.rect(surf, (60, 80, 60), deck, 2, border_radius=6)
    room = deck.w + (lay.discard.x - deck.right) - 4  # a label may not reach the next pile
    draw_pile_label(surf, deck, f"Deck {n}", s, room)
    disc = R(lay.discard)
    dd = centre.discard
    if dd:
        surf.blit(art.card_face(dd[-1], disc.w), disc.topleft)
        spots.append((disc, dd[-1]))
    else:
        pygame.draw.rect(surf, (60, 80, 60), disc, 2, border_radius=6)
    draw_pile_label(surf, disc, f"Discard {len(dd)}", s, room)
    # Inn and pot
    inn = R(lay.inn)
    _token(surf, inn, "Inn", centre.inn, s, False)
    pot = R(lay.pot)
    ctrl = centre.controller
    _token(surf, pot, "Pot", centre.pot, s, centre.gambling)
    if ctrl:
        size = label_px(12, s)
        t = clip_text(f"\u2605 {ctrl}", size, min(pot.w + 40, lay.stack.x - pot.x - 4), "bold",
                      GOLD)
        at = _controller_at(lay, t)
        if at is not None:
            put_label(surf, t, at, size, kind="centre")
    # the stack: cards being resolved, then drinks in play
    st = R(lay.stack)
    cw = max(24, min(round(lay.pile_card[0] * 0.9), round(st.h / 1.4 * 0.8)))
    entries = centre.entries
    if entries:
        lsize = label_px(12, s)
        lt = art.text("Being resolved", lsize, DIM, "italic")
        put_label(surf, lt, (st.x, st.y), lsize, kind="centre")
    head = font("dejavu_sans", label_px(12, s)).get_linesize() + 2
    wsize = label_px(11, s)
    foot = font("dejavu_sans", wsize).get_linesize() + 2
    cw = max(16, min(cw, round((st.h - head - foot) / 1.4)))
    slots = stack_slots(Rect(st.x, st.y + head, st.w, st.h - head - foot), len(entries),
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
            step = slots[1][0] - slots[0][0] if len(slots) > 1 else cw + 10
            t = clip_text(who, wsize, max(8, min(cw + 10, step - 2)), "regular", PARCH)
            put_label(surf, t, (x, rr.bottom + 1), wsize, kind="centre")
    return spots


def _controller_at(lay: Any, t: pygame.Surface) -> tuple[int, int] | None:
    """Where the "in control" name goes: under the pot, or (no room left in the
    centre there: 8 seats at 150%) over the Inn; else nowhere: the controller's
    mat wears its "in control" badge anyway."""
    pot, inn, c = R(lay.pot), R(lay.inn), R(lay.centre)
    if pot.bottom + 2 + t.get_height() <= c.bottom:
        return (pot.x, pot.bottom + 2)
    if inn.y - 2 - t.get_height() >= c.y:
        return (inn.x, inn.y - 2 - t.get_height())
    return None


#: the picture behind a gold token's number
TOKEN_ICONS = {"Inn": "tavern-sign", "Pot": "coins-pile"}


def _token(surf: pygame.Surface, r: pygame.Rect, label: str, value: int, s: float,
           lit: bool) -> None:
    pygame.draw.rect(surf, (40, 26, 12) if not lit else (90, 64, 16), r, border_radius=10)
    pygame.draw.rect(surf, GOLD if lit else (140, 110, 60), r, 2, border_radius=10)
    mark = art.icon(TOKEN_ICONS.get(label, "coins"), round(r.h * 0.72), (120, 92, 48))
    surf.blit(mark, mark.get_rect(midright=(r.right - 6, r.centery)))  # the Inn's sign
    c = art.coin(round(r.h * 0.6))
    surf.blit(c, (r.x + 6, r.centery - c.get_height() // 2))
    vsize = max(MIN_LABEL + 2, round(r.h * 0.36))
    t = art.text(str(value), vsize, GOLD, "bold")
    put_label(surf, t, (r.x + 10 + c.get_width(), r.centery - t.get_height() + 2), vsize,
              kind="centre")
    lsize = max(MIN_LABEL, round(r.h * 0.24))
    lt = art.text(label, lsize, PARCH)
    put_label(surf, lt, (r.x + 10 + c.get_width(), r.centery + 1), lsize, kind="centre")


# ---------------------------------------------------------------------------
# the hand fan
# ---------------------------------------------------------------------------
def draw_hand(surf: pygame.Surface, rect: Rect, hand: list[str], card: tuple[int, int],
              legal: set[int] | None, hovered: int | None,
              picked: set[int] | frozenset[int] = frozenset(),
              mark: str = "discard") -> list[FanSlot]:
    """``legal``: indexes lit (others dimmed); None: no prompt, all normal.
    ``picked``: cards chosen (to discard; or one being aimed), raised high and
    marked with ``mark``."""
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
        if i in picked:
            lift = card[1] * 0.22
        elif i == hovered:
            lift = card[1] * 0.12
        elif state == "l":
            lift = card[1] * 0.05
        img = art.rotated(key2, base, slot.angle)
        at = img.get_rect(center=(round(slot.cx), round(slot.cy - lift)))
        surf.blit(img, at)
        if i in picked:
            tag = art.text(mark, max(12, cw // 8), (255, 235, 220), "bold")
            box = tag.get_rect(midbottom=(at.centerx, at.top + 2)).inflate(10, 4)
            pygame.draw.rect(surf, (150, 30, 30) if mark == "discard" else (40, 110, 60), box,
                             border_radius=4)
            surf.blit(tag, tag.get_rect(center=box.center))
    return slots


# ---------------------------------------------------------------------------
# the log panel
# ---------------------------------------------------------------------------
class LogPanel:
    """The log side panel: newest at the bottom, wheel to scroll, hover an
    entry naming a card to see that card."""

    def __init__(self) -> None:
        self.scroll = 0  # entries scrolled up from the newest
        #: the log's length when last drawn, and the entries come since the player
        #: scrolled up (the view stays where they put it; issue 31)
        self.total: int | None = None
        self.unseen = 0
        #: the "jump to the newest" plate while scrolled up (screen coordinates)
        self.jump_rect: pygame.Rect | None = None
        self.rows: list[tuple[pygame.Rect, str | None]] = []
        self._wrap_cache: dict[tuple[str, int, int], list[str]] = {}
        self._bg: tuple[Any, pygame.Surface] | None = None
        self._lines: dict[tuple[Any, ...], pygame.Surface] = {}
        self.origin = (0, 0)

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
             s: float, only_if_changed: bool = False) -> bool:
        self.origin = (rect[0], rect[1])
        """Blit the panel, re-rendering it only when the log or the scroll changed
        (``only_if_changed``: not even blitted then). True when it was blitted."""
        r = R(rect)
        self.follow(len(entries))
        key = (tuple(r), top, len(entries), id(entries[-1]) if entries else 0, self.scroll, s)
        if labels.LABELS is not None:
            self._bg = None  # a test wants the labels: render again
        if only_if_changed and self._bg is not None and self._bg[0] == key:
            return False
        if self._bg is None or self._bg[0] != key:
            img = pygame.Surface(r.size)
            rows = self._render(img, pygame.Rect(0, 0, r.w, r.h), top - r.y, entries, s)
            if pygame.display.get_surface() is not None:
                img = img.convert()
            self._bg = (key, img)
            self.rows = [(row.move(r.x, r.y), card) for row, card in rows]
            self.jump_rect = self._jump(img, s).move(r.x, r.y) if self.scroll else None
        surf.blit(self._bg[1], r.topleft)
        return True

    def _line(self, text: str, size: int, style: str, colour: tuple) -> pygame.Surface:
        key = (text, size, style, colour)
        img = self._lines.get(key)
        if img is None:
            if len(self._lines) > 4000:
                self._lines.clear()
            img = self._lines[key] = font("dejavu_sans", size, style).render(text, True, colour)
        return img

    def _render(self, surf: pygame.Surface, r: pygame.Rect, top: int, entries: list[Any],
                s: float) -> list[tuple[pygame.Rect, str | None]]:
        surf.fill((22, 13, 7))
        pygame.draw.line(surf, (150, 110, 50), (0, 0), (0, r.h), 2)
        pad = max(6, round(8 * s))
        hsize = label_px(16, s)
        head = art.text("Log", hsize, GOLD, "bold", "dejavu_serif")
        put_label(surf, head, (r.x + pad, top), hsize, self.origin, "log")
        area = pygame.Rect(r.x + pad, top + head.get_height() + 4, r.w - 2 * pad,
                           r.bottom - top - head.get_height() - 4 - pad)
        size = label_px(13, s)
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
                if y + 3 + j * lh >= area.top:
                    put_label(surf, self._line(line, size, style, colour),
                              (area.x + (0 if j == 0 else 10), y + 3 + j * lh), size,
                              self.origin, "log")
            rows.append((row, e.card))
            i -= 1
        surf.set_clip(None)
        return rows

    def follow(self, total: int) -> None:
        """New entries: at the newest the log shows them; scrolled up, the entries
        in view stay put and are counted for the jump plate."""
        grown = total - self.total if self.total is not None else 0
        self.total = total
        if grown > 0 and self.scroll > 0:
            self.scroll += grown
            self.unseen += grown

    def _jump(self, surf: pygame.Surface, s: float) -> pygame.Rect:
        """The plate at the foot of the log that jumps back to the newest entry."""
        text = "\u25bc Newest" + (f" ({self.unseen} new)" if self.unseen else "")
        img = art.text(text, label_px(13, s), (40, 20, 5), "bold", "dejavu_sans")
        pad = max(4, round(5 * s))
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        box.midbottom = (surf.get_width() // 2, surf.get_height() - pad)
        pygame.draw.rect(surf, GOLD, box, border_radius=max(4, box.h // 2))
        surf.blit(img, (box.x + pad, box.y + pad))
        return box

    def jump(self) -> None:
        """Back to the newest entry, following new ones again."""
        self.scroll = 0
        self.unseen = 0

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for row, card in self.rows:
            if row.collidepoint(pos):
                return card
        return None

    def on_wheel(self, dy: int, total: int) -> None:
        self.total = total
        self.scroll = max(0, min(max(0, total - 1), self.scroll + dy * 3))
        if self.scroll == 0:
            self.unseen = 0
