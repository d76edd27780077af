"""The Prize variant in the app (003 "Prizes"; engine/variants/prize.py): its New Game
switch, the strip of the Inn's Prizes under the cards being resolved (the table widget),
the Prizes a player holds on their mat, used from there (a click on it, lit when the prompt
offers it, or queued in the anytime tray), and a Prize used leaves the player's held
Prizes.

This module declares those to the table (rdi_desktop/reach.py: the mat action, its words,
the held cards; rdi_desktop/dispatch.py: where a card `source`d "prize" goes), so the
table's core files name no variant."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.card_art import register_backdrop
from rdi_desktop.dispatch import register_source
from rdi_desktop.layout import Rect, TableLayout
from rdi_desktop.looks import register_type_icon
from rdi_desktop.reach import MatAction, register_anytime_cards, register_mat_action
from rdi_desktop.variant_ui import VariantUI, register_variant_ui
from rdi_desktop.widgets.labels import DIM, GOLD, label_px, put_label
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget

#: the option label of using a held Prize, and the player state key holding them
LABEL = "prize"
HELD = "prizes"


def _held(player: dict[str, Any], private: Mapping[str, Any]) -> set[str]:
    return {str(c) for c in (player.get("state") or {}).get(HELD) or []}


def _used(pr: Any, e: dict[str, Any]) -> None:
    """A Prize used: it leaves the player's held Prizes (not their hand)."""
    held = pr._state(e.get("player")).get(HELD)
    c = e.get("card")
    if isinstance(held, list) and c in held:
        held.remove(c)


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


def draw_prize_strip(surf: pygame.Surface, r: pygame.Rect, prizes: dict[str, Any], s: float
                     ) -> list[tuple[pygame.Rect, str]]:
    """The Prize variant: the Inn's Prizes face up, the Prize in the pot, the bin."""
    spots: list[tuple[pygame.Rect, str]] = []
    if r.w < 40 or r.h < 12:
        return spots
    pygame.draw.rect(surf, (34, 26, 12), r, border_radius=6)
    pygame.draw.rect(surf, (150, 120, 50), r, 1, border_radius=6)
    inner = r.inflate(-6, -6)
    inn = list(prizes.get("inn", []))
    pot = list(prizes.get("pot", []))
    bin_n = len(prizes.get("bin", []))
    size = label_px(11, s)
    lab = art.text("Prizes", size, GOLD, "bold")
    put_label(surf, lab, (inner.x, inner.y), size, kind="centre")
    sub = art.text(f"Inn {len(inn)} \u00b7 bin {bin_n}", size, DIM)
    put_label(surf, sub, (inner.x, inner.y + lab.get_height()), size, kind="centre")
    x = inner.x + max(lab.get_width(), sub.get_width()) + 8
    ch = inner.h
    cw = max(8, round(ch / 1.4))
    for c in inn:
        if x + cw > inner.right:
            break
        img = art.card_face(c, cw)
        surf.blit(img, (x, inner.y))
        spots.append((pygame.Rect(x, inner.y, img.get_width(), img.get_height()), c))
        x += cw + 3
    if pot:
        x += 8
        t = art.text("in the pot:", size, GOLD, "italic")
        if x + t.get_width() + cw <= inner.right:
            put_label(surf, t, (x, inner.centery - t.get_height() // 2), size, kind="centre")
            x += t.get_width() + 4
            for c in pot:
                if x + cw > inner.right:
                    break
                img = art.card_face(c, cw)
                surf.blit(img, (x, inner.y))
                pygame.draw.rect(surf, GOLD, (x - 1, inner.y - 1, cw + 2, img.get_height() + 2),
                                 2, border_radius=3)
                spots.append((pygame.Rect(x, inner.y, img.get_width(), img.get_height()), c))
                x += cw + 3
    return spots


register_variant_ui(VariantUI(LABEL, "Prize", order=20))
register_mat_action(MatAction(LABEL, "the Prize {card}", "Use {card}"))
register_type_icon(LABEL, "trophy-cup")  # Prize cards (their card type is the variant's id)
register_backdrop(LABEL, (120, 92, 20))
register_anytime_cards(_held)
register_source(LABEL, _used)
