"""The Prize variant's table widget (002 "Prizes"): the Inn's Prizes face up, the Prize in
the pot and the bin's count, on a strip at the bottom of the centre's stack area."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.layout import TableLayout, with_prizes
from rdi_desktop.widgets.table_draw import R, draw_prize_strip, freeze
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget


@register_widget
class PrizeWidget(TableWidget):
    option = "prize"
    place = "centre"
    order = 10
    asks = {"prize": "Choose a Prize from the Inn to put in the pot."}
    labels = {"prize": "Use {card}"}

    def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
        return with_prizes(lay)

    @classmethod
    def held(cls, player: dict[str, Any]) -> list[str]:
        return list((player.get("state") or {}).get("prizes", []) or [])

    def key(self, view: dict[str, Any]) -> Any:
        return freeze(view.get("prizes"))

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        return draw_prize_strip(surf, R(lay.prizes), view.get("prizes") or {}, lay.scale)
