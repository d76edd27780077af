"""Drawing a team's plate over its two mats: the members' names, the shared track,
Gold and the Potion flasks. Rendered once into a cached surface and drawn again only
when what it shows changes; pure drawing from the table model's
:class:`~rdi_desktop.table_model.PlateInfo`."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, fit_words, layout, palette
from rdi_desktop.count_names import ABOUT, count_name
from rdi_desktop.fonts import font
from rdi_desktop.layout import Rect
from rdi_desktop.table_model import PlateInfo
from rdi_desktop.widgets import labels
from rdi_desktop.widgets import side_areas as side
from rdi_desktop.widgets.labels import GOLD, MIN_LABEL, PARCH, clip_text, put_label
from rdi_desktop.widgets.mat_draw import draw_track, flask
from rdi_desktop.widgets.table_draw import R, short_name

_plate_cache: dict[int, tuple[Any, pygame.Surface, list[Any]]] = {}


def draw_plate(surf: pygame.Surface, rect: Rect, info: PlateInfo, s: float, index: int,
               under: pygame.Surface | None = None, drawn: dict[Any, Any] | None = None
               ) -> list[side.Spot]:
    """A team's shared stats over its two mats: names, the shared track, Gold
    and the Potion Tokens (a button when a Potion may be drunk now)."""
    r = R(rect)
    key = (tuple(r), s, layout.TEXT_SCALE, info.team, info.members, round(info.fort * 8), round(info.alc * 8),
           info.gold, info.potions, info.potion_lit, info.potion_hover, info.active, info.mine,
           info.boss, palette.name())
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
    role = "team_boss" if info.boss else "team_mine" if info.mine else "team_other"
    pygame.draw.rect(surf, (*palette.colour(role), 235), r, border_radius=8)
    edge = palette.colour("active") if info.active else (150, 120, 70)
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
    flask(surf, pygame.Rect(pr.x, pr.y, pot_size, pot_size), info.potions > 0)
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
    spots.append((pygame.Rect(gx, inner.y, coin + 2 + gt.get_width(), inner.h), None,
                  ABOUT + "Team " + count_name("gold", info.gold)))
    spots.append((pr.copy(), None, ABOUT + "Team " + count_name("potions", info.potions)))
    # left: the team's names and numbers
    name_w = min(round(inner.w * 0.42), round(240 * s))
    nsize = max(MIN_LABEL, min(round(13 * s), inner.h // 2))
    mine = "Your team: " if info.mine else ""  # in words, not in the plate's colour alone
    names = mine + " & ".join(info.members)
    if font("dejavu_serif", nsize, "bold").size(names)[0] > name_w:
        names = mine + " & ".join(short_name(n) for n in info.members)
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
