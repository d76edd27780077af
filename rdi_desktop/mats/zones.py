"""Mat renderers per zone kind, and the mat every character gets from its kit's zones.

A character's own mat file (`rdi_desktop/mats/<id>.py`) draws its mechanic the way the
physical mat shows it. A character without one still has a readable mat: each zone its
kit declares is drawn by the renderer of its kind (tracker: its value, or for a declared
tracker, a space per value of its range with the current one lit; pile and row: the
cards face up, or face down with their count when the zone is not public; tokens: each
kind's count), side by side, in the order the kit lists them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.kits import Track, Zone, kit
from rdi_desktop.mats import register_by_zones
from rdi_desktop.widgets.side_areas import (
    DIM,
    LIT,
    PARCH,
    _head,
    draw_backs_row,
    fit,
    mini_card,
    put_label,
    small,
)

Spot = tuple[pygame.Rect, str | None, str]
# (surface, rect, caption, the zone's public value: a number, cards, a count, a mapping)
ZoneRenderer = Callable[[pygame.Surface, pygame.Rect, str, Any, float], list[Spot]]

ZONE_KINDS: dict[str, ZoneRenderer] = {}


def zone_kind(kind: str) -> Callable[[ZoneRenderer], ZoneRenderer]:
    def add(fn: ZoneRenderer) -> ZoneRenderer:
        ZONE_KINDS[kind] = fn
        return fn
    return add


def caption(key: str) -> str:
    """A zone's caption from its state key ("stash_deck" -> "Stash deck")."""
    return key.replace("_", " ").capitalize()


def _value_text(surf: pygame.Surface, area: pygame.Rect, text: str, s: float) -> None:
    if area.w < 8 or area.h < 8:
        return
    img = fit(text, small(s, 16), area.w, PARCH, "bold")
    put_label(surf, img, (area.x, area.y + max(0, (area.h - img.get_height()) // 2)),
              small(s, 16))


@zone_kind("tracker")
def draw_tracker(surf: pygame.Surface, r: pygame.Rect, title: str, value: Any, s: float
                 ) -> list[Spot]:
    area = _head(surf, r, title, s, need=2 * small(s, 10))
    _value_text(surf, area, str(int(value or 0)), s)
    return []


def draw_track(track: Track, surf: pygame.Surface, r: pygame.Rect, title: str, value: Any,
               s: float) -> list[Spot]:
    """A declared tracker (engine/kits.py `Track`) as its mat shows one: a space per value
    from its low to its high, the current one lit and numbered; a long or open-ended
    range is its value and top as text."""
    v = int(value or 0)
    area = _head(surf, r, title, s, need=2 * small(s, 10))
    n = None if track.high is None else track.high - track.low + 1
    if n is None or n > 12:
        top = "" if track.high is None else f" / {track.high}"
        _value_text(surf, area, f"{v}{top}", s)
        return []
    side = min(area.h, (area.w - 2 * (n - 1)) // n, round(26 * s))
    if side < 6:  # too small for spaces: the number says it
        _value_text(surf, area, str(v), s)
        return []
    for i in range(n):
        box = pygame.Rect(area.x + i * (side + 2), area.y + (area.h - side) // 2, side, side)
        here = track.low + i == v
        pygame.draw.rect(surf, LIT if here else DIM, box, 0 if here else 1,
                         border_radius=max(1, side // 5))
    if side >= small(s, 10):
        _value_text(surf, pygame.Rect(area.x + n * (side + 2) + 4, area.y,
                                      max(0, area.right - area.x - n * (side + 2) - 4),
                                      area.h), str(v), s)
    return []


def _cards(value: Any) -> list[str] | None:
    if not isinstance(value, list):
        return None
    return [str(v["card"]) if isinstance(v, dict) else str(v) for v in value]


@zone_kind("pile")
def draw_pile(surf: pygame.Surface, r: pygame.Rect, title: str, value: Any, s: float
              ) -> list[Spot]:
    """Face-up cards in a row (hover to read), or a count for cards others cannot see."""
    shown = _cards(value)
    count = len(shown) if shown is not None else int(value or 0)
    area = _head(surf, r, f"{title} {count}", s, need=20)
    spots: list[Spot] = []
    if shown is None:  # face down: the backs, as many as fit (the caption counts them)
        if area.h >= 22:
            draw_backs_row(surf, pygame.Rect(area.x, area.y, area.w, area.h), count, "", s)
        return spots
    if not shown:
        return spots
    cw = min(round(area.h / 1.4), round(40 * s))
    if cw < 16:  # card faces are 16 px wide at least: the caption's count says it
        return spots
    step = min(cw + 3, max(4, (area.w - cw) // max(1, len(shown) - 1)))
    for i, c in enumerate(shown[:12]):
        if area.x + i * step + cw > area.right:
            break
        got = mini_card(surf, c, pygame.Rect(area.x + i * step, area.y, cw, area.h))
        spots.append((got, c, "zoom"))
    return spots


ZONE_KINDS["row"] = draw_pile


@zone_kind("tokens")
def draw_tokens(surf: pygame.Surface, r: pygame.Rect, title: str, value: Any, s: float
                ) -> list[Spot]:
    area = _head(surf, r, title, s, need=small(s, 10) + 2)
    counts = value if isinstance(value, dict) else {}
    text = "  ".join(f"{caption(str(k))} {int(n)}" for k, n in counts.items()) or "none"
    img = fit(text, small(s, 10), area.w, DIM)
    if area.h >= img.get_height() and area.w > 8:
        put_label(surf, img, area.topleft, small(s, 10))
    return []


def _public_value(zone: Zone, state: dict[str, Any], own: dict[str, list[str]] | None
                  ) -> tuple[bool, Any]:
    """(is it on the table, what a viewer may see of it): cards others cannot see come
    as a `<key>_size` count in the view; an OWNER zone's cards, to its owner, face up."""
    if own is not None and zone.key in own:
        return True, list(own[zone.key])
    if zone.key in state:
        return True, state[zone.key]
    size = f"{zone.key}_size"
    if size in state:
        return True, int(state[size])
    return False, None


def _drawn_zones(player: dict[str, Any], own: dict[str, list[str]] | None = None
                 ) -> list[tuple[Zone, Any]]:
    st = player.get("state") or {}
    out = []
    for z in kit(str(player.get("character", ""))).zones:
        there, value = _public_value(z, st, own)
        if there and z.kind in ZONE_KINDS:
            out.append((z, value))
    return out


def _render(z: Zone) -> ZoneRenderer:
    """The zone's renderer: its kind's, or, for a declared tracker, its range's spaces."""
    track = z.track
    if z.kind == "tracker" and track is not None:
        return lambda surf, r, title, value, s: draw_track(track, surf, r, title, value, s)
    return ZONE_KINDS[z.kind]


def draw_by_zones(surf: pygame.Surface, r: pygame.Rect, player: dict[str, Any], s: float,
                  own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    """The mat of a character without a mat file: its zones side by side. A card the
    prompt lets the player play from a zone (lit) is tagged with the zone's key: a click
    on it answers the option so labelled (rdi_desktop/reach.py)."""
    zones = _drawn_zones(player, own)
    spots: list[Spot] = []
    if not zones:
        return spots
    w = (r.w - 6 * (len(zones) - 1)) // len(zones)
    old_clip = surf.get_clip()
    try:
        for i, (z, value) in enumerate(zones):
            cell = pygame.Rect(r.x + i * (w + 6), r.y, w, r.h)
            surf.set_clip(cell.clip(old_clip))  # a zone never paints over its neighbour
            spots += [(rect.clip(cell), c, z.key if z.playable_from and c in lit else how)
                      for rect, c, how in _render(z)(
                          surf, cell, z.track.word if z.track else caption(z.key), value, s)]
    finally:
        surf.set_clip(old_clip)
    return spots


def shows_zones(player: dict[str, Any]) -> bool:
    return bool(_drawn_zones(player))


register_by_zones(draw_by_zones, shows_zones)
