"""Tara's foresight on the table: the Drinks she is looking at, shown large in the centre.

Arranging a pile (`choose`, reason "arrange") is an ordered-click picker: the cards are face
up in a row, left = nearer the top; a click on one puts it next from the top, and the cards
already settled are dimmed and numbered. Placing Drinks she looked at (an
`order` prompt with reason "looked") shows all of them with the one being placed now lit;
she answers by clicking a player's mat as for any order. Only the player looking sees this:
the table draws it from her own prompt, never from the public view.
"""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, layout

PANEL = (24, 16, 10, 215)
GOLD = (255, 214, 90)


def arrange_cards(ctx: dict[str, Any]) -> list[str]:
    return [str(c) for c in ctx.get("seen") or []]


def draw_arrange(surf: pygame.Surface, centre: pygame.Rect, ctx: dict[str, Any], s: float,
                 hover: str | None = None) -> list[tuple[pygame.Rect, str]]:
    """Draw the picker over the centre of the table; returns (rect, card) click spots."""
    cards = arrange_cards(ctx)
    if not cards:
        return []
    looked = ctx.get("reason") == "looked"
    done = int(ctx.get("position", 1)) - 1
    n = len(cards)
    pad = max(6, round(10 * s))
    title_px = max(12, round(17 * s * layout.TEXT_SCALE))  # (the player's text size too)
    foot_px = max(10, round(13 * s * layout.TEXT_SCALE))
    if looked:
        head = "The Drinks you order, seen: click a player's mat for the lit one"
    else:
        head = f"Arrange the Drinks: click the one to go {_nth(done + 1)} from the top"
    tf = art.font("dejavu_sans", title_px, "bold")
    lines = [head]
    # as wide as its title (up to the centre's width), which wraps when it is wider;
    # the title's lines take the cards' room
    wide = min(centre.w, tf.size(head)[0] + 2 * pad)
    for _ in range(3):
        title_h = title_px + (len(lines) - 1) * tf.get_linesize()
        room_h = centre.h - 3 * pad - title_h - foot_px - 4  # the panel fits the centre
        w = min(round(150 * s), (centre.w - 2 * pad) // max(1, n) - pad, int(room_h / 1.4))
        w = max(40, w)
        h = round(w * 1.4)
        panel = pygame.Rect(0, 0, max(n * (w + pad) + pad, round(360 * s), wide),
                            h + 3 * pad + title_h + foot_px + 4)
        lines = art.wrap(head, tf, panel.w - 2 * pad)
    panel.center = centre.center
    panel.clamp_ip(centre)
    shade = pygame.Surface(panel.size, pygame.SRCALPHA)
    shade.fill(PANEL)
    surf.blit(shade, panel.topleft)
    pygame.draw.rect(surf, GOLD, panel, 2, border_radius=10)
    y = panel.y + pad // 2
    for line in lines[:max(1, (panel.h - h - 3 * pad - foot_px) // tf.get_linesize())]:
        t = art.text(line, title_px, (255, 240, 200), "bold")
        if t.get_width() > panel.w - 2 * pad:  # (a window too narrow for one word)
            t = art.text(line, max(9, title_px * (panel.w - 2 * pad) // t.get_width()),
                         (255, 240, 200), "bold")
        surf.blit(t, t.get_rect(midtop=(panel.centerx, y)))
        y += tf.get_linesize()
    y = panel.y + pad + title_h + pad // 2
    spots: list[tuple[pygame.Rect, str]] = []
    x = panel.x + (panel.w - (n * (w + pad) - pad)) // 2
    for k, cid in enumerate(cards):
        slot = pygame.Rect(x, y, w, h)
        face = art.card_face(cid, w)
        settled = not looked and k < done  # already put back: dimmed, numbered
        lit = (k == 0) if looked else not settled
        surf.blit(face if lit else art.dimmed(("arr", cid, w), face), slot.topleft)
        if lit:
            col = (255, 240, 170) if (hover == cid or looked) else GOLD
            pygame.draw.rect(surf, col, slot.inflate(4, 4), 3 if hover == cid else 2,
                             border_radius=8)
        if settled:
            _number(surf, slot, k + 1, s)
        elif not looked:
            spots.append((slot, cid))
        x += w + pad
    foot = ("Left of the row is nearer the top." if not looked else
            f"{len(cards)} Drink{'s' if len(cards) != 1 else ''} to place")
    ft = art.text(foot, foot_px, (220, 200, 160), "italic")
    surf.blit(ft, ft.get_rect(midbottom=(panel.centerx, panel.bottom - pad // 2)))
    return spots


def _nth(k: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth"}.get(k, f"#{k}")


def _number(surf: pygame.Surface, slot: pygame.Rect, k: int, s: float) -> None:
    r = max(10, round(14 * s))
    pygame.draw.circle(surf, GOLD, slot.center, r)
    t = art.text(str(k), max(10, round(16 * s)), (40, 20, 5), "bold", shadow=False)
    surf.blit(t, t.get_rect(center=slot.center))
