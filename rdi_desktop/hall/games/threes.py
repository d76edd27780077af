"""Threes at the table: each seat's Keep and last roll (and the Hidden Fate card), the
viewer's dice to keep from, and the question of which value to keep."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt
from rdi_desktop.hall import catalog
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart, register_part

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


@register_part
class Threes(GamePart):
    game = "threes"
    headings = {"keep": "Choose your Keep"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"keep": self._keep}

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        keep = v["keeps"].get(player, [])
        size = max(12, min(22, (z.width - 40) // 6))
        lh = max(14, d.line(11))
        d.text(s, "Keep", (z.left, z.top), 11, d.MUTED)
        d.dice_row(s, (z.left, z.top + lh), keep, size, kept=True, gap=3)
        rolled = v["rolled"].get(player, [])
        if rolled:
            d.text(s, "Rolled", (z.left, z.top + lh + 4 + size), 11, d.MUTED)
            d.dice_row(s, (z.left, z.top + 2 * lh + 4 + size), rolled, size, gap=3)
        if player in v.get("cards", {}):
            card = v["cards"][player]
            cr = pygame.Rect(z.right - 30, z.bottom - 42, 30, 42)
            d.draw_card(s, cr, card)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        keep = v["keeps"].get(me, [])
        dx = max(60, d.width("Rolled:", 13) + 10)  # the dice right of the longer word
        d.text(s, "Keep:", (inner.left, inner.top + 4), 13, d.CREAM)
        d.dice_row(s, (inner.left + dx, inner.top), keep, 36, kept=True, gap=6)
        rolled = v["rolled"].get(me, [])
        if rolled:
            d.text(s, "Rolled:", (inner.left, inner.top + 56), 13, d.CREAM)
            rects = d.dice_row(s, (inner.left + dx, inner.top + 50), rolled, 44, gap=8)
            if kind == "keep":
                for i, r in enumerate(rects):
                    self.table.hits.append((r, partial(self.table.answer, rolled[i])))
        card = v.get("cards", {}).get(me)
        if me in v.get("cards", {}):
            cr = pygame.Rect(inner.right - 70, inner.top, 64, 90)
            d.draw_card(s, cr, card, label="hidden fate")

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "Threes", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        lines = ["Lowest Keep wins; every 3 counts zero."]
        for var in v["variants"]:
            lines.append(catalog.variant_label(var))
        pen = d.Pen(s, main.left + 14, main.top + max(28, d.line(15, "bold") + 6),
                    main.width - 24)
        for line in lines:
            pen.write(line, 14, d.CREAM, step=20)

    def _keep(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        roll = prompt.options["roll"]
        t.label(pygame.Rect(6, 30, cw, 24), f"Rolled {roll}; 3's count zero.", p)
        choices = prompt.options["choices"]
        bw = (cw - 18) // 3
        for i, val in enumerate(choices):
            r = pygame.Rect(6 + (i % 3) * (bw + 6), 60 + (i // 3) * 44, bw, 40)
            t.button(r, f"Keep {val}s (x{roll.count(val)})", p, partial(t.answer, val),
                     object_id=f"#keep_{val}", small_font=True)
