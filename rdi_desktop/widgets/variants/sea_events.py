"""The Sea Events' table widget (RDI 4's optional deck): the Sea Event Deck with its
Progress Counters and its face-up discard, in the side panel (rdi_desktop/widgets/sea.py
draws it)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.layout import Rect, TableLayout, side_line, side_room
from rdi_desktop.widgets.sea import draw_sea
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget


@register_widget
class SeaEventsWidget(TableWidget):
    option = "sea_events"
    place = "side"
    order = 30

    def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
        """In the side panel under the widgets before it: the face-down deck with its
        Progress Counters, the face-up discard, their counts."""
        gap = max(4, round(6 * lay.scale))
        h = 3 * side_line(lay.scale) + round(32 * lay.scale * 1.4) + gap
        self.room: Rect = side_room(lay, h)
        return lay

    def key(self, view: dict[str, Any]) -> Any:
        return freeze(view.get("sea"))

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        if not view.get("sea"):
            return []
        return draw_sea(surf, R(self.room), view["sea"], lay.scale)
