"""Three Kingdoms at the table: the War Cards and each colour's War Value in the middle,
each card of the viewer's hand with its points were the war to end now."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart, register_part
from rdi_desktop.hall.hand_games import (
    discard_controls,
    own_hand,
    point_labels,
    score_line,
    seat_hand,
)

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


@register_part
class ThreeKingdoms(GamePart):
    game = "three_kingdoms"
    headings = {"discard": "Discard and draw"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"discard": partial(discard_controls, table)}

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        seat_hand(s, v, player, z)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        own_hand(self.table, s, v, me, inner, kind, point_labels(v))

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "War Cards", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        row = pygame.Rect(main.left + 10, main.top + 24, main.width - 20, 100)
        d.card_row(s, row, v.get("war_cards", []), 64, gap=8)
        y = main.top + 24 + 100
        x = main.left + 10
        for col, val in v.get("war_values", {}).items():
            pygame.draw.circle(s, d.CARD_COLOURS[col], (x + 6, y + 9), 7)
            d.text(s, f"{col}: War Value {val if val is not None else '-'}", (x + 18, y), 14,
                   d.CREAM, "bold")
            x += 200
        pts = v.get("hand_points")
        score_line(self.table, s, v, None if pts is None else
                   f"Your hand scores {sum(pts)} if the war ended now", (main.left + 10, y + 26))
