"""The Pub Crawl's tavern row (002 "The Pub Crawl Variant"): one tile per tavern laid out,
the RDI first. Each tile names the tavern and shows whether it is Open (with its face-down
Drink Deck's count) or Closed, its discard pile's count, and the party pawn where the party
is. A tavern the prompt lets the player Crawl to is lit; clicking it answers the prompt.
Hovering a tile zooms the tavern card (its Event)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.widgets.side_areas import DIM, put_label

GOLD = (255, 214, 90)
PARCH = (240, 226, 196)
LIT = (120, 230, 140)
RDI = "the-red-dragon-inn-tavern-card"


def tile_rect(r: pygame.Rect, n: int, k: int, s: float) -> pygame.Rect:
    """The k-th of n tavern tiles in the row `r`."""
    gap = max(3, round(5 * s))
    tw = (r.w - gap * (n - 1)) // max(1, n)
    return pygame.Rect(r.x + k * (tw + gap), r.y, tw, r.h)


def pawn_image(s: float) -> pygame.Surface:
    """The party pawn (also drawn flying between taverns)."""
    rad = max(4, round(7 * s))
    img = pygame.Surface((2 * rad + 2, 2 * rad + 2), pygame.SRCALPHA)
    pygame.draw.circle(img, GOLD, (rad + 1, rad + 1), rad)
    pygame.draw.circle(img, (90, 60, 20), (rad + 1, rad + 1), rad, 2)
    return img


def draw_taverns(surf: pygame.Surface, r: pygame.Rect, crawl: dict[str, Any], s: float,
                 lit: frozenset[str] | set[str] = frozenset()
                 ) -> list[tuple[pygame.Rect, str]]:
    spots: list[tuple[pygame.Rect, str]] = []
    taverns = list(crawl.get("taverns") or [])
    if not taverns or r.w < 60 or r.h < 20:
        return spots
    size = max(9, round(11 * s))
    at = crawl.get("at")
    closed = set(crawl.get("closed") or [])
    sizes = crawl.get("deck_sizes") or {}
    discards = crawl.get("discards") or {}
    for k, t in enumerate(taverns):
        tile = tile_rect(r, len(taverns), k, s)
        shut = t in closed
        here = t == at
        fill = (30, 26, 22) if shut else (64, 44, 26)
        pygame.draw.rect(surf, fill, tile, border_radius=5)
        edge = LIT if t in lit else (GOLD if here else (120, 96, 60))
        pygame.draw.rect(surf, edge, tile, 3 if (here or t in lit) else 1, border_radius=5)
        side = min(tile.w, tile.h) - 6
        if side >= 12:  # the tavern's sign (the Inn: a tankard), faint behind its words
            mark = art.icon("beer-stein" if t == RDI else "tavern-sign", side,
                            (44, 38, 32) if shut else (100, 70, 40))
            surf.blit(mark, mark.get_rect(center=tile.center))
        name = art.card_title(t)
        if t == RDI:
            name = "Red Dragon Inn"
        words = _fit(name, size, tile.w - 6)
        y = tile.y + 3
        for line in words[:2]:
            img = art.text(line, size, DIM if shut else PARCH, "bold")
            put_label(surf, img, (tile.x + 4, y), size, kind="centre")
            y += img.get_height()
        if t == RDI:
            status = "home" if crawl.get("home") else "Drink Deck"
        elif shut:
            status = "Closed"
        else:
            status = f"Open \u00b7 {int(sizes.get(t, 0))} left"
        if y + size <= tile.bottom - 2:
            img = art.text(status, size, DIM if shut else (200, 220, 170), "italic")
            put_label(surf, img, (tile.x + 4, y), size, kind="centre")
            y += img.get_height()
        if t != RDI and y + size <= tile.bottom - 2:
            img = art.text(f"discard {len(discards.get(t) or [])}", size, DIM)
            put_label(surf, img, (tile.x + 4, y), size, kind="centre")
        if here:
            img = pawn_image(s)
            surf.blit(img, (tile.right - img.get_width() - 3, tile.y + 3))
        spots.append((tile, t))
    return spots


def _fit(text: str, size: int, width: int) -> list[str]:
    """Words wrapped to `width` (the last line cut if it must be)."""
    lines: list[str] = []
    cur = ""
    for w in text.split():
        trial = (cur + " " + w).strip()
        if art.text(trial, size, PARCH, "bold").get_width() <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines
