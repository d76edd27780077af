"""Rogues and Warriors at the table: the pairs in order in the middle, two cards a hand
(one face up), and the questions of showing one card and exchanging the hidden one."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart, register_part
from rdi_desktop.hall.hand_games import card_width

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


@register_part
class RoguesAndWarriors(GamePart):
    game = "rogues_and_warriors"
    headings = {"reveal": "Show one card", "exchange": "Exchange?"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"reveal": self._reveal, "exchange": self._exchange}

    def zone_height(self, grown: int) -> int:
        """Two cards: smaller when the seats' heads grow (the pairs keep their room)."""
        return max(66, 92 - grown)

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        cards = v["hands"].get(player, [])
        d.card_row(s, z, cards, min(52, (z.width - 6) // 2, int((z.height - 4) / 1.4)), gap=4)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        cards = v["hands"].get(me, [])
        fu = v.get("face_up", {}).get(me)
        labels = ["shown" if fu == i else "hidden" for i in range(len(cards))]
        rects = d.card_row(s, inner, cards, card_width(inner, 2), selected=None, labels=labels)
        if kind == "reveal":
            for i, r in enumerate(rects):
                self.table.hits.append((r, partial(self.table.answer, i)))

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "Pairs, best first", (main.left + 10, main.top + 2), 15, d.GOLD,
                      "bold", family="dejavu_serif")
        order = [f"{i + 1}. {pair}" for i, pair in enumerate(v.get("pair_order", []))]
        # five to a column (fewer where the middle is short), as wide as the widest pair
        # and as tall as a line of them
        col_w = max([90] + [d.width(x, 14, "bold") + 16 for x in order])
        row_h = max(20, d.line(14, "bold"))
        top = main.top + max(26, d.line(15, "bold", "dejavu_serif") + 4)
        below = d.line(12) + 4 if "dragon_cards" in v["variants"] else 0
        rows = max(1, min(5, (main.bottom - top - below) // row_h))
        for i, words in enumerate(order):
            pc, pr = divmod(i, rows)
            d.text(s, words, (main.left + 14 + pc * col_w, top + pr * row_h), 14, d.CREAM,
                   "bold")
        if "dragon_cards" in v["variants"]:
            pen = d.Pen(s, main.left + 14, min(max(main.top + 130, top + rows * row_h + 4),
                                               main.bottom - below + 4), main.width - 24)
            pen.write("Two Dragons beat everything.", 12, d.MUTED)

    def _reveal(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        cards = prompt.options["cards"]
        t.label(pygame.Rect(6, 30, cw, 24), "Click a card, or:", p)
        bw = (cw - 18) // 2
        for i, card in enumerate(cards[:2]):
            t.button(pygame.Rect(6 + i * (bw + 6), 60, bw, 40),
                     f"Show {d.LETTERS[card['rank']]} ({d.card_colour(card)})", p,
                     partial(t.answer, i), object_id=f"#reveal_{i}")

    def _exchange(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        down = prompt.options["cards"][prompt.options["face_down"]]
        t.label(pygame.Rect(6, 30, cw, 24), f"Your hidden card: {d.card_name(down)}", p)
        bw = (cw - 18) // 2
        t.button(pygame.Rect(6, 60, bw, 40), "Exchange it", p, lambda: t.answer(True),
                 object_id="#exchange_yes")
        t.button(pygame.Rect(12 + bw, 60, bw, 40), "Keep it", p, lambda: t.answer(False),
                 object_id="#exchange_no")
