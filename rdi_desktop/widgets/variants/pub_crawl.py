"""The Pub Crawl's table widget (002 "The Pub Crawl Variant"): the tavern list in the side
panel (rdi_desktop/widgets/taverns.py draws it); a tavern the Crawl prompt offers is lit and
a click on it answers; the party pawn flies to a tavern's row; hovering a row says the rest."""

from __future__ import annotations

from typing import Any

import pygame

from engine.prompts import Prompt
from rdi_desktop.layout import Rect, TableLayout
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.taverns import draw_taverns, tavern_detail, tile_rect
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget, side_rows


def _taverns(view: dict[str, Any]) -> list[str]:
    return list((view.get("crawl") or {}).get("taverns") or [])


@register_widget
class PubCrawlWidget(TableWidget):
    option = "pub_crawl"
    place = "side"
    order = 20
    asks = {"crawl": "Crawl! Move the party to which tavern? (click a lit tavern)",
            "deck_top": "The Star Mole: which card goes on top of your deck? (click it)"}

    def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
        """A compact list at the top of the side panel, one row per tavern under its
        heading (a row of tiles in the centre would cut the names at 8 seats and
        150%)."""
        self.room: Rect = side_rows(lay, (len(_taverns(view)) or 6) + 1)
        return lay

    @classmethod
    def held(cls, player: dict[str, Any]) -> list[str]:
        """Drinks kept in front of the player (Old Fae-shioned)."""
        return list((player.get("state") or {}).get("kept", []) or [])

    def key(self, view: dict[str, Any]) -> Any:
        return freeze(view.get("crawl"))

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        if not view.get("crawl"):
            return []
        return draw_taverns(surf, R(self.room), view["crawl"], lay.scale, lit)

    def lit(self, prompt: Prompt) -> frozenset[str]:
        if prompt.context.get("reason") != "crawl":
            return frozenset()
        return frozenset(str(o.card) for o in prompt.options if o.card)

    def anchor(self, lay: TableLayout, view: dict[str, Any], card: str
               ) -> tuple[float, float] | None:
        order = _taverns(view)
        if card not in order or not self.room.w:
            return None
        r = tile_rect(R(self.room), len(order), order.index(card), lay.scale)
        return (float(r.centerx), float(r.centery))

    def detail(self, view: dict[str, Any], card: str) -> str:
        crawl = view.get("crawl") or {}
        if card in (crawl.get("taverns") or []):
            return tavern_detail(card, crawl)  # what the compact row leaves out
        return ""
