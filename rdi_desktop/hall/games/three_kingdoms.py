"""Three Kingdoms at the table: the War Cards and each colour's War Value in the middle,
each card of the viewer's hand with its points were the war to end now."""

from __future__ import annotations

from typing import Any

import pygame

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import register_part
from rdi_desktop.hall.hand_games import HandGame, score_line


@register_part
class ThreeKingdoms(HandGame):
    game = "three_kingdoms"

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "War Cards", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        lh = max(26, d.line(14, "bold") + 4)
        # the cards as tall as the room the two lines under them leave (90 px at most)
        ch = max(40, min(90, main.height - 24 - 2 * lh - 10))
        row = pygame.Rect(main.left + 10, main.top + 24, main.width - 20, ch + 10)
        d.card_row(s, row, v.get("war_cards", []), min(64, int(ch / 1.4)), gap=8)
        y = main.top + 24 + ch + 10
        x = main.left + 10
        for col, val in v.get("war_values", {}).items():
            words = f"{col}: War Value {val if val is not None else '-'}"
            w = d.width(words, 14, "bold") + 18
            if x > main.left + 10 and x + w > main.right:  # the next ones on a new line
                x, y = main.left + 10, y + lh
            d.colour_mark(s, (x + 6, y + (d.line(14, "bold") + 1) // 2), 7, col, d.card_rgb(col),
                          d.CREAM)
            d.text(s, words, (x + 18, y), 14, d.CREAM, "bold")
            x += max(200, w + 24)
        pts = v.get("hand_points")
        pen = d.Pen(s, main.left + 10, y + lh, main.width - 20)
        score_line(self.table, s, v, None if pts is None else
                   f"Your hand scores {sum(pts)} if the war ended now", (pen.x, pen.y), pen)
