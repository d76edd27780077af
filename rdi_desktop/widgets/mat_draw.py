"""Drawing the player mats and the team plates: each player's track of Fortitude and
Alcohol, counters, side area (the character's own mat file draws it) and badges (a
team's plate: plate_draw). Each is rendered once into a cached surface and drawn again
only when what it shows changes. Pure drawing from the table model's
:class:`~rdi_desktop.table_model.MatInfo`."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, fit_words, layout, palette
from rdi_desktop.count_names import ABOUT, count_name, zone_names
from rdi_desktop.fonts import font
from rdi_desktop.layout import Rect, mat_regions
from rdi_desktop.table_model import MatInfo
from rdi_desktop.widgets import labels
from rdi_desktop.widgets import side_areas as side
from rdi_desktop.widgets.labels import (
    DIM,
    GOLD,
    MIN_LABEL,
    PARCH,
    clip_text,
    label_px,
    put_label,
)
from rdi_desktop.widgets.table_draw import R, character_name, freeze

STAT_MAX = 20


def draw_track(surf: pygame.Surface, r: pygame.Rect, fort: float, alc: float, s: float,
               mk: int | None = None) -> None:
    """One 0..20 track: Alcohol filled from 0, the gap to Fortitude in its zone's colour
    (safe, close, one Drink away: rdi_desktop.palette), markers A (below) and F (above),
    ``mk`` px tall. The zones differ in pattern too: plain, sparse stripes, dense
    cross-hatching."""
    pygame.draw.rect(surf, (24, 16, 10), r, border_radius=4)
    cell = r.w / (STAT_MAX + 1)
    ax = r.x + cell * (alc + 0.5)
    fx = r.x + cell * (fort + 0.5)
    gap = fort - alc
    pygame.draw.rect(surf, palette.colour("alcohol_fill"),
                     (r.x + 1, r.y + 2, max(0, ax - r.x - 1), r.h - 4), border_radius=3)
    if fx > ax:
        zone = gap_zone(gap)
        bar = pygame.Rect(round(ax), r.y + 2, round(fx - ax), r.h - 4)
        pygame.draw.rect(surf, palette.colour(f"gap_{zone}"), bar)
        _hatch(surf, bar, zone)
    for i in range(0, STAT_MAX + 1, 5):
        x = r.x + cell * (i + 0.5)
        pygame.draw.line(surf, (90, 70, 50), (x, r.bottom - 3), (x, r.bottom - 1), 1)
    mk = mk if mk is not None else max(4, round(6 * s))
    pygame.draw.polygon(surf, palette.colour("alcohol"), [(ax, r.bottom - 2), (ax - mk, r.bottom + mk),
                                                          (ax + mk, r.bottom + mk)])
    pygame.draw.polygon(surf, (30, 14, 4), [(ax, r.bottom - 2), (ax - mk, r.bottom + mk),
                                            (ax + mk, r.bottom + mk)], 1)
    pygame.draw.polygon(surf, palette.colour("fortitude"),
                        [(fx, r.y + 2), (fx - mk, r.y - mk), (fx + mk, r.y - mk)])
    pygame.draw.polygon(surf, (10, 30, 10), [(fx, r.y + 2), (fx - mk, r.y - mk),
                                             (fx + mk, r.y - mk)], 1)
    pygame.draw.rect(surf, (120, 96, 60), r, 1, border_radius=4)


def gap_zone(gap: float) -> str:
    """The track's zone by the gap between Fortitude and Alcohol: "safe" (more than 6),
    "warn" (4 to 6), "danger" (3 or less: one strong Drink passes the player out)."""
    return "safe" if gap > 6 else "warn" if gap > 3 else "danger"


def _hatch(surf: pygame.Surface, bar: pygame.Rect, zone: str) -> None:
    """The zone's pattern over its colour, so the zones differ without colour: none when
    safe, sparse stripes when close, dense cross-hatching in danger."""
    if zone == "safe" or bar.w < 2 or bar.h < 2:
        return
    step = 6 if zone == "warn" else 4
    ink = (40, 26, 10) if zone == "warn" else (255, 236, 220)
    old = surf.get_clip()
    surf.set_clip(bar.clip(old))
    for x in range(bar.x - bar.h, bar.right + bar.h, step):
        pygame.draw.line(surf, ink, (x, bar.bottom), (x + bar.h, bar.y), 1)
        if zone == "danger":
            pygame.draw.line(surf, ink, (x, bar.y), (x + bar.h, bar.bottom), 1)
    surf.set_clip(old)


def draw_track_block(surf: pygame.Surface, r: pygame.Rect, fort: float, alc: float,
                     s: float) -> None:
    """The track with room for its markers and a label line under it; the
    labels shrink (and drop words) to fit narrow mats."""
    # the words come first: the bar and its markers give way to them
    size = label_px(12, s)
    line = font("dejavu_sans", size, "bold").get_linesize()
    while size > MIN_LABEL and line + 2 * 4 + 6 > r.h:
        size -= 1
        line = font("dejavu_sans", size, "bold").get_linesize()
    mk = max(3, min(round(6 * s), (r.h - line - 6) // 3))
    th = max(4, min(round(11 * s), r.h - 2 * mk - 1 - line))
    track = pygame.Rect(r.x + mk, r.y + mk, r.w - 2 * mk, th)
    draw_track(surf, track, fort, alc, s, mk)
    ly = min(track.bottom + mk + 1, r.bottom - line)
    fort_img, alc_img, gap_img = track_labels(r.w, fort, alc, size)
    put_label(surf, fort_img, (r.x, ly), size, kind="fort", full=f"Fortitude {round(fort)}")
    put_label(surf, alc_img, (r.right - alc_img.get_width(), ly), size, kind="alc",
              full=f"Alcohol {round(alc)}")
    if gap_img is not None:
        put_label(surf, gap_img, (r.centerx - gap_img.get_width() // 2, ly), size, kind="gap")


def track_labels(width: int, fort: float, alc: float, size: int
                 ) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface | None]:
    """The Fortitude / Alcohol / gap labels under a track, the longest wording
    that fits ``width`` ("Fortitude 20" ... "F 20"; the gap goes first; None: no gap)."""
    fort_i, alc_i = round(fort), round(alc)
    gap = fort_i - alc_i
    danger = gap_zone(gap) == "danger"
    gap_colour = palette.colour("gap_alert_text") if danger else PARCH
    gap_w = f"\u26a0 gap {gap}" if danger else f"gap {gap}"  # a warning sign, not red alone
    for fort_t, alc_t, gap_t in ((f"Fortitude {fort_i}", f"Alcohol {alc_i}", gap_w),
                                 (f"Fortitude {fort_i}", f"Alcohol {alc_i}", ""),
                                 (f"F {fort_i}", f"A {alc_i}", gap_w),
                                 (f"F {fort_i}", f"A {alc_i}", "")):
        fort_img = art.text(fort_t, size, palette.colour("fortitude"), "bold")
        alc_img = art.text(alc_t, size, palette.colour("alcohol"), "bold")
        gap_img = art.text(gap_t, size, gap_colour, "bold") if gap_t else None
        side = max(fort_img.get_width(), alc_img.get_width())
        if gap_img is None and fort_img.get_width() + alc_img.get_width() + 12 <= width:
            break
        if gap_img is not None and 2 * side + gap_img.get_width() + 16 <= width:
            break  # the gap sits in the middle: clear of both
    return fort_img, alc_img, gap_img


MAT_MARGIN = 6
_mat_cache: dict[int, tuple[Any, pygame.Surface, list[Any]]] = {}


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
    key = (tuple(r), s, layout.TEXT_SCALE, under is not None, p.get("name"), p.get("character"), p.get("gold"),
           p.get("deck_size"), len(p.get("discard", [])), tuple(p.get("discard", [])[-1:]),
           p.get("drink_me_size"), p.get("hand_size"), p.get("out"), round(m.fort * 8),
           round(m.alc * 8), m.active, m.controller, m.in_round, m.viewer, m.targetable,
           m.hovered, m.glow > 0, m.team, m.wide, m.actions, m.actions_allowed, m.hand,
           m.owned, m.lit, m.track_names, m.tag, p.get("boss"), freeze(p.get("state")),
           m.potions, m.potion_lit, m.potion_hover, tuple(p.get("discard", ())), m.badges,
           palette.name())
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


def _draw_badges(surf: pygame.Surface, head: pygame.Rect, right: int, room: int,
                 words: tuple[str, ...], s: float) -> int:
    """Other characters' tokens on this mat (Remy's Mark): red plates at the head row's
    right, left of its other plates (at the bottom they covered the kit's own words,
    "Plotted 0"); its sign alone when the name needs the room. Returns the width taken."""
    size = label_px(12, s)
    x = right
    for w in words:
        word = w if room - (right - x) > 150 * s else w.split()[0]
        t = art.text(word, size, (255, 236, 210), "bold")
        tr = t.get_rect(topright=(x - 6, head.y + 2))
        box = tr.inflate(10, 4)
        pygame.draw.rect(surf, BADGE_FILL, box, border_radius=7)
        pygame.draw.rect(surf, (255, 200, 150), box, 1, border_radius=7)
        put_label(surf, t, tr, size, kind="token", full=w)
        x = box.x - 2
    return right - x + 6


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
    # 12 px at least; a head row too short for the line under the name
    # leaves that line to the hover (the mat's words, fit_words)
    name_size = max(MIN_LABEL, min(label_px(16, s), round(em * 0.48)))
    tag = m.tag or ("BOSS" if p.get("boss") else "")
    tag_size = label_px(11, s)
    if tag and tw - art.text(tag, tag_size, (30, 10, 5), "bold",
                             shadow=False).get_width() < 70 * s:
        tag = "\u265b" if tag in ("BOSS", "LEADER") else ""  # narrow: a crown only
    if tag:
        tt = art.text(tag, tag_size, (30, 10, 5), "bold", shadow=False)
        tr = tt.get_rect(topright=(head.right, head.y))
        pygame.draw.rect(surf, (230, 110, 60) if tag == "BOSS" else GOLD, tr.inflate(6, 2),
                         border_radius=5)
        put_label(surf, tt, tr, tag_size, kind="tag")
        tw -= tr.w + 8
    if m.controller:  # in the head row, where nothing else is
        tw -= _control_badge(surf, head, head.right - (head.right - tx - tw), tw, s)
    elif m.in_round:  # in the head row too: at the bottom it covered the kit's area
        tw -= _round_badge(surf, head, head.right - (head.right - tx - tw), tw, s)
    if m.badges:
        tw -= _draw_badges(surf, head, tx + tw, tw, m.badges, s)
    if m.potions is not None:
        ps = max(12, min(round(20 * s), em // 2 + 4))
        pt_size = label_px(11, s)
        pt = art.text(f"\u00d7{m.potions}", pt_size, PARCH, "bold")
        pr = pygame.Rect(0, 0, ps + 2 + pt.get_width(), ps)
        pr.topright = (head.right - (head.right - tx - tw), head.bottom - ps)
        if m.potion_lit:
            box = pr.inflate(6, 4)
            pygame.draw.rect(surf, (160, 90, 210) if m.potion_hover else (120, 60, 160), box,
                             border_radius=6)
            pygame.draw.rect(surf, (255, 220, 120), box, 2, border_radius=6)
            spots.append((box, None, "potion"))
        flask(surf, pygame.Rect(pr.x, pr.y, ps, ps), m.potions > 0)
        spots.append((pr.copy(), None, ABOUT + count_name("potions", m.potions)))
        put_label(surf, pt, (pr.x + ps + 2, pr.centery - pt.get_height() // 2), pt_size,
                  kind="potions")
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
    sub_size = min(label_px(12, s), head.bottom - head.y - name_img.get_height())
    if sub_size >= MIN_LABEL:  # (left of the plates and badges of the name's row)
        put_label(surf, clip_text(sub.strip(), sub_size, tw, "italic", DIM),
                  (tx, head.y + name_img.get_height()), sub_size, kind="sub")
    else:
        fit_words.remember(sub.strip())
    small = label_px(12, s)
    if automaton:
        spots += _draw_otto_body(surf, reg, m, s)
    else:
        if reg.track.w > 1:
            draw_track_block(surf, R(reg.track), m.fort, m.alc, s)
        spots += _draw_counters(surf, R(reg.counters), m, s, small)
        spots += _draw_side_area(surf, R(reg.side), m, s)
    if m.wide and reg.actions.w > 1:
        spots += side.draw_actions(surf, R(reg.actions), list(m.actions), m.actions_allowed, s)
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
        if t.get_width() > r.w - 10:  # inside its mat at every scale
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
    num_size = max(MIN_LABEL, min(label_px(14, s), r.h))
    gold_size = num_size  # Gold, with Fortitude and Alcohol, is the last to get smaller
    if not m.team:
        surf.blit(art.coin(icon), (x, cy))
        gold_img = art.text(str(p.get("gold", 0)), gold_size, GOLD, "bold")
        put_label(surf, gold_img, (x + icon + 2, r.y + (r.h - gold_img.get_height()) // 2),
                  gold_size, kind="gold")
        spots.append((pygame.Rect(x, r.y, icon + 2 + gold_img.get_width(), r.h), None,
                      ABOUT + count_name("gold", int(p.get("gold", 0) or 0))))
        x += icon + gold_img.get_width() + max(4, round(8 * s))
    bh = r.h - 2
    bw = max(7, round(bh / 1.4))
    items = [("deck", p.get("deck_size", 0), "deck"),
             ("discard", len(p.get("discard", [])), "discard"),
             ("drink", p.get("drink_me_size", 0), "Drink Me!")]
    if not m.viewer:
        items.append(("hand", p.get("hand_size", 0), "hand"))
    # labels when every item fits with its label, else numbers only
    lab_size = label_px(10, s)
    widths = []
    for _kind, num, label in items:
        t = art.text(str(num), num_size, PARCH, "bold")
        lt = art.text(label, lab_size, DIM)
        widths.append((t, lt))
    labelled = _labelled(x, right, bw, widths, [kind for kind, _n, _l in items])
    for (kind, num, _label), (t, lt) in zip(items, widths):
        with_labels = kind in labelled
        need = bw + 3 + t.get_width() + (lt.get_width() + 3 if with_labels else 0)
        if x + need > right:
            break
        spots.append((pygame.Rect(x, r.y, need, r.h), None,
                      ABOUT + count_name(kind, int(num or 0))))
        if kind == "discard":
            top = p.get("discard", [])
            img = art.card_face(top[-1], bw) if top else art.card_back(bw, "player", ch)
            if top:
                spots.append((pygame.Rect(x, r.y + 1, bw, round(bw * 1.4)), top[-1], "zoom"))
        elif kind == "hand":
            img = art.card_back(bw, "player", ch)
        else:
            img = art.card_back(bw, "player" if kind == "deck" else kind, ch)
        surf.blit(img, (x, r.y + 1))
        put_label(surf, t, (x + bw + 3, r.y + (r.h - t.get_height()) // 2), num_size,
                  kind="count")
        x += bw + 3 + t.get_width()
        if with_labels:
            put_label(surf, lt, (x + 3, r.y + (r.h - lt.get_height()) // 2 + 1), lab_size,
                      kind="count-word")
            x += lt.get_width() + 3
        x += max(5, round(9 * s))
    return spots


#: which counts get their word first when not every word fits (the one a newcomer
#: could not tell apart first); the hover names every one
LABEL_FIRST = ("drink", "deck", "discard", "hand")


def _labelled(x: int, right: int, bw: int, widths: list[tuple[pygame.Surface, pygame.Surface]],
              kinds: list[str]) -> set[str]:
    """The counts drawn with their word beside them: as many as fit, taken in the order
    of :data:`LABEL_FIRST`."""
    room = right - x - sum(bw + 3 + t.get_width() + 8 for t, _lt in widths)
    out: set[str] = set()
    for kind in LABEL_FIRST:
        if kind not in kinds:
            continue
        extra = widths[kinds.index(kind)][1].get_width() + 3
        if extra > room:  # in order only: a mat never words its deck but not its Drinks
            break
        out.add(kind)
        room -= extra
    return out


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
        names = zone_names(p)
        if names:  # the kit's zones, named (its cards zoom first)
            spots.append((pygame.Rect(r), None, ABOUT + "  \u00b7  ".join(names)))
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



def flask(surf: pygame.Surface, r: pygame.Rect, full: bool) -> None:
    body = pygame.Rect(r.x + r.w // 6, r.y + r.h // 3, r.w * 2 // 3, r.h * 2 // 3)
    neck = pygame.Rect(r.centerx - r.w // 8, r.y + r.h // 10, max(2, r.w // 4), r.h // 4)
    pygame.draw.rect(surf, (200, 200, 220), neck)
    pygame.draw.ellipse(surf, (170, 90, 220) if full else (70, 60, 80), body)
    pygame.draw.ellipse(surf, (230, 220, 240), body, 1)
    pygame.draw.rect(surf, (120, 80, 40), (neck.x - 1, r.y, neck.w + 2, max(2, r.h // 8)))
