"""Kings Council at the table: the King in the middle with what matches it scores, each
card of the viewer's hand with its points against the King."""

from __future__ import annotations

from typing import Any

import pygame

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import register_part
from rdi_desktop.hall.hand_games import HandGame, score_line


@register_part
class KingsCouncil(HandGame):
    game = "kings_council"

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        if not v.get("king"):
            return
        cr = pygame.Rect(main.left + 10, main.top + 24, 80, 112)
        d.shadow_text(s, "The King", (cr.centerx, main.top + 2), 15, d.GOLD, "bold",
                      "midtop", "dejavu_serif")
        d.draw_card(s, cr, v["king"])
        king = v["king"]
        x = cr.right + 20
        pen = d.Pen(s, x, cr.top, main.right - x)
        pen.write(f"Same rank ({king['rank']}): 2 points", 14, step=22)
        pen.write(f"Same colour ({d.card_colour(king)}): 1 point", 14, step=22)
        if v.get("king_animal"):  # a Dragon King has no animal
            pen.write(f"Same animal type ({v['king_animal']}): 1 point", 14, step=22)
        pen.y = max(pen.y + 12, cr.top + 78)
        pts = v.get("hand_points")
        score_line(self.table, s, v, None if pts is None else f"Your council scores {sum(pts)}",
                   (x, pen.y), pen)
