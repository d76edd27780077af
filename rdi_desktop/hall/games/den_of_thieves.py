"""Den of Thieves at the table: how an inn scores, and what the viewer's inn is worth now
(declared as a Den where that scores more)."""

from __future__ import annotations

from typing import Any

import pygame

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import register_part
from rdi_desktop.hall.hand_games import HandGame, score_line

RULES = ["Bards 1; Ladies 1 + 1 per Bard; Merchants 1,2,2,3,3...",
         "Warriors 3, +1 per Rogue they kill (2 each);",
         "other Rogues kill Merchants, then Ladies, then Bards."]


@register_part
class DenOfThieves(HandGame):
    game = "den_of_thieves"

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "Den of Thieves", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        pen = d.Pen(s, main.left + 14, main.top + max(28, d.line(15, "bold") + 6),
                    main.width - 24)
        for rule in RULES:
            pen.write(rule, 13, d.MUTED, step=20)
        pen.y = max(pen.y + 8, main.top + 96)
        worth = None
        if v.get("hand_score") is not None:
            how = "as a Den" if v.get("hand_declaration") == "den_of_thieves" else ""
            worth = f"Your inn is worth {v['hand_score']} {how}".rstrip()
        score_line(self.table, s, v, worth, (pen.x, pen.y), pen)
