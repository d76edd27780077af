"""Den of Thieves at the table: how an inn scores, and what the viewer's inn is worth now
(declared as a Den where that scores more)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart, register_part
from rdi_desktop.hall.hand_games import discard_controls, own_hand, score_line, seat_hand

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene

RULES = ["Bards 1; Ladies 1 + 1 per Bard; Merchants 1,2,2,3,3...",
         "Warriors 3, +1 per Rogue they kill (2 each);",
         "other Rogues kill Merchants, then Ladies, then Bards."]


@register_part
class DenOfThieves(GamePart):
    game = "den_of_thieves"
    headings = {"discard": "Discard and draw"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"discard": partial(discard_controls, table)}

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        seat_hand(s, v, player, z)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        own_hand(self.table, s, v, me, inner, kind)

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "Den of Thieves", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        for i, rule in enumerate(RULES):
            d.text(s, rule, (main.left + 14, main.top + 28 + i * 20), 13, d.MUTED)
        worth = None
        if v.get("hand_score") is not None:
            how = "as a Den" if v.get("hand_declaration") == "den_of_thieves" else ""
            worth = f"Your inn is worth {v['hand_score']} {how}".rstrip()
        score_line(self.table, s, v, worth, (main.left + 14, main.top + 96))
