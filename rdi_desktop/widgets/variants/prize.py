"""The Prize variant's table widget (002 "Prizes"): the Inn's Prizes face up, the Prize in
the pot and the bin's count, on a strip at the bottom of the centre's stack area."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.layout import TableLayout, with_prizes
from rdi_desktop.widgets.prizes import HELD, LABEL, draw_prize_strip
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget


@register_widget
class PrizeWidget(TableWidget):
    option = LABEL
    place = "centre"
    order = 10
    asks = {LABEL: "Choose a Prize from the Inn to put in the pot."}
    labels = {LABEL: "Use {card}"}
    held_tag = LABEL  # a lit held Prize answers "use the Prize"

    def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
        return with_prizes(lay)

    @classmethod
    def held(cls, player: dict[str, Any]) -> list[str]:
        return [str(c) for c in (player.get("state") or {}).get(HELD, []) or []]

    def key(self, view: dict[str, Any]) -> Any:
        return freeze(view.get("prizes"))

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        return draw_prize_strip(surf, R(lay.prizes), view.get("prizes") or {}, lay.scale)
