"""The Prize variant's table widget (002 "Prizes"): the Inn's Prizes face up, the Prize in
the pot and the bin's count, on a strip at the bottom of the centre's stack area."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.layout import Rect, TableLayout
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
        """The strip takes the bottom of the centre's stack area (at most 64 px at 100%,
        a third of the centre), the cards being resolved keep the rest."""
        s, st, centre = lay.scale, lay.stack, lay.centre
        gap = max(4, round(6 * s))
        h = min(round(64 * s), max(1, centre.h // 3))
        self.strip = Rect(st.x, centre.y + centre.h - gap - h, st.w, h)
        lay.stack = Rect(st.x, st.y, st.w, max(1, self.strip.y - gap - st.y))
        return lay

    @classmethod
    def held(cls, player: dict[str, Any]) -> list[str]:
        return [str(c) for c in (player.get("state") or {}).get(HELD, []) or []]

    def key(self, view: dict[str, Any]) -> Any:
        return freeze(view.get("prizes"))

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        return draw_prize_strip(surf, R(self.strip), view.get("prizes") or {}, lay.scale)
