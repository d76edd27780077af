"""The Sea Event Deck at the table (RDI 4's optional deck; engine/flow/sea_events.py): the
face-down deck with its Progress Counters on it and how many cards it holds, and the
face-up discard pile (its top card, hover to read it). A Sea Event being resolved is shown
large in the table's "Being resolved" slot (with the other cards in play), not on the deck:
the deck stays face down, so no one reads its top card as revealed."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.widgets.side_areas import DIM, put_label
from rdi_desktop.widgets.table_draw import clip_text, label_px

PARCH = (240, 226, 196)
FOAM = (214, 236, 246)
COUNTER = (40, 150, 200)


def draw_sea(surf: pygame.Surface, r: pygame.Rect, sea: dict[str, Any], s: float
             ) -> list[tuple[pygame.Rect, str]]:
    """Draw the Sea Event Deck in `r`; returns (rect, card id) hover spots."""
    spots: list[tuple[pygame.Rect, str]] = []
    if not sea or r.w < 30 or r.h < 40:
        return spots
    size = label_px(12, s)
    line = art.text("Sea", size, DIM).get_height()
    title = clip_text("Sea Events", size, r.w, "italic", DIM)
    put_label(surf, title, (r.x, r.y), size, kind="side")
    gap = max(3, round(5 * s))
    cw = max(16, min((r.w - gap) // 2, round((r.h - 3 * line - 4) / 1.4)))
    y = r.y + line + 2
    deck = pygame.Rect(r.x, y, cw, round(cw * 1.4))
    disc = pygame.Rect(deck.right + gap, y, cw, deck.h)
    spots += _deck(surf, deck, sea, s)
    spots += _discard(surf, disc, list(sea.get("discard") or []))
    n, k = int(sea.get("deck_size", 0)), int(sea.get("counters", 0))
    below = deck.bottom + 2
    for text, colour in ((f"Deck {n}", PARCH), (f"Counters {k}", FOAM)):
        t = clip_text(text, size, r.w, "regular", colour)
        put_label(surf, t, (r.x, below), size, kind="side")
        below += line
    return spots


def _deck(surf: pygame.Surface, deck: pygame.Rect, sea: dict[str, Any], s: float
          ) -> list[tuple[pygame.Rect, str]]:
    """The face-down deck with the counters on it."""
    if int(sea.get("deck_size", 0)):
        surf.blit(art.card_back(deck.w, "sea"), deck.topleft)
    else:
        pygame.draw.rect(surf, (50, 70, 100), deck, 2, border_radius=6)
    draw_counters(surf, deck, int(sea.get("counters", 0)), s)
    return []


def draw_counters(surf: pygame.Surface, deck: pygame.Rect, k: int, s: float) -> None:
    """The Progress Counters, small blue discs in a row along the top of the deck."""
    if k <= 0:
        return
    rad = max(3, min(round(6 * s), (deck.w - 4) // (2 * min(k, 7)) - 1))
    for i in range(min(k, 7)):
        c = (deck.x + 3 + rad + i * (2 * rad + 1), deck.y + 4 + rad)
        pygame.draw.circle(surf, COUNTER, c, rad)
        pygame.draw.circle(surf, FOAM, c, rad, 1)


def _discard(surf: pygame.Surface, disc: pygame.Rect, pile: list[str]
             ) -> list[tuple[pygame.Rect, str]]:
    """The face-up discard pile: its top card."""
    if not pile:
        pygame.draw.rect(surf, (50, 70, 100), disc, 2, border_radius=6)
        return []
    surf.blit(art.card_face(pile[-1], disc.w), disc.topleft)
    return [(disc, pile[-1])]
