"""The Bar Deck variant at the table (003 "The Bar Deck Variant"; engine/flow/drink_deck.py):
its New Game switch and its count, on a plate across the Drink Deck's top."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop.variant_ui import VariantUI, register_variant_ui
from rdi_desktop.widgets.table_draw import PARCH, R, clip_text, label_px, put_label


def _centre(surf: pygame.Surface, lay: Any, view: dict[str, Any]
            ) -> list[tuple[pygame.Rect, str]]:
    """On a plate across the deck's top: under the deck's own label there is no room at
    125-150% (it was cut by the centre's edge, issue 31)."""
    deck = R(lay.deck)
    size = label_px(12, lay.scale)
    t = clip_text(f"Bar {int(view.get('bar_deck_size', 0))}", size, deck.w - 4, "bold", PARCH)
    plate = t.get_rect(midtop=(deck.centerx, deck.y + 4)).inflate(6, 2)
    pygame.draw.rect(surf, (30, 18, 8), plate, border_radius=4)
    put_label(surf, t, t.get_rect(center=plate.center), size, kind="centre")
    return []


register_variant_ui(VariantUI("bar_deck", "Bar Deck", order=10, centre=_centre))
