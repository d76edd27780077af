"""The Bar Deck in the app (003 "The Bar Deck Variant"; engine/variants/bar_deck.py): its
New Game switch and its table widget, the Bar Deck's count on a plate across the top of
the Drink Deck (under the deck's own label there is no room at 125-150%: the centre's edge
cut it)."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.layout import TableLayout
from rdi_desktop.variant_ui import VariantUI, register_variant_ui
from rdi_desktop.widgets.labels import label_px, put_label
from rdi_desktop.widgets.table_draw import R, count_text
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget

OPTION = "bar_deck"  # the variant's setup option (its id)

register_variant_ui(VariantUI(OPTION, "Bar Deck", order=10))


@register_widget
class BarDeckWidget(TableWidget):
    option = OPTION
    place = "centre"
    order = 40

    def key(self, view: dict[str, Any]) -> Any:
        return view.get("bar_deck_size")

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        deck = R(lay.deck)
        size = label_px(12, lay.scale)
        # the number is kept whole (count_text: smaller, then shorter words)
        t = count_text(f"Bar {int(view.get('bar_deck_size', 0))}", size, deck.w - 4, "bold")
        plate = t.get_rect(midtop=(deck.centerx, deck.y + 4)).inflate(6, 2)
        pygame.draw.rect(surf, (30, 18, 8), plate, border_radius=4)
        put_label(surf, t, t.get_rect(center=plate.center), size, kind="centre")
        return []
