"""The Sea Events in the app (RDI 4's optional deck; engine/variants/sea_events.py): the
New Game switch, the table widget and how the table shows the deck's events.

At the table, the side panel shows the face-down deck with its Progress Counters on it and
how many cards it holds, and the face-up discard pile (its top card, hover to read it). A
Sea Event being resolved is shown large in the table's "Being resolved" slot (with the
other cards in play), not on the deck: the deck stays face down, so no one reads its top
card as revealed."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.dispatch import register_event
from rdi_desktop.layout import Rect, TableLayout, side_line, side_room
from rdi_desktop.variant_ui import VariantUI, register_variant_ui
from rdi_desktop.widgets.labels import clip_text, label_px
from rdi_desktop.widgets.side_areas import DIM, put_label
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget

OPTION = "sea_events"  # the variant's setup option (its id)
PARCH = (240, 226, 196)
FOAM = (214, 236, 246)
COUNTER = (40, 150, 200)


register_variant_ui(VariantUI(OPTION, "Sea Events", order=40))


@register_widget
class SeaEventsWidget(TableWidget):
    option = OPTION
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


def draw_sea(surf: pygame.Surface, r: pygame.Rect, sea: dict[str, Any], s: float
             ) -> list[tuple[pygame.Rect, str]]:
    """Draw the Sea Event Deck in `r`; returns (rect, card id) hover spots."""
    spots: list[tuple[pygame.Rect, str]] = []
    if not sea or r.w < 30 or r.h < 40:
        return spots
    size = label_px(12, s)
    line = art.text("Sea", size, DIM).get_height()
    title = clip_text("Sea Events", size, r.w, "italic", DIM)
    put_label(surf, title, (r.x, r.y), size, kind="side")
    gap = max(3, round(5 * s))
    cw = max(16, min((r.w - gap) // 2, round((r.h - 3 * line - 4) / 1.4)))
    y = r.y + line + 2
    deck = pygame.Rect(r.x, y, cw, round(cw * 1.4))
    disc = pygame.Rect(deck.right + gap, y, cw, deck.h)
    spots += _deck(surf, deck, sea, s)
    spots += _discard(surf, disc, list(sea.get("discard") or []))
    n, k = int(sea.get("deck_size", 0)), int(sea.get("counters", 0))
    below = deck.bottom + 2
    for text, colour in ((f"Deck {n}", PARCH), (f"Counters {k}", FOAM)):
        t = clip_text(text, size, r.w, "regular", colour)
        put_label(surf, t, (r.x, below), size, kind="side")
        below += line
    return spots


def _deck(surf: pygame.Surface, deck: pygame.Rect, sea: dict[str, Any], s: float
          ) -> list[tuple[pygame.Rect, str]]:
    """The face-down deck with the counters on it."""
    if int(sea.get("deck_size", 0)):
        surf.blit(art.card_back(deck.w, "sea"), deck.topleft)
    else:
        pygame.draw.rect(surf, (50, 70, 100), deck, 2, border_radius=6)
    draw_counters(surf, deck, int(sea.get("counters", 0)), s)
    return []


def draw_counters(surf: pygame.Surface, deck: pygame.Rect, k: int, s: float) -> None:
    """The Progress Counters, small blue discs in a row along the top of the deck."""
    if k <= 0:
        return
    rad = max(3, min(round(6 * s), (deck.w - 4) // (2 * min(k, 7)) - 1))
    for i in range(min(k, 7)):
        c = (deck.x + 3 + rad + i * (2 * rad + 1), deck.y + 4 + rad)
        pygame.draw.circle(surf, COUNTER, c, rad)
        pygame.draw.circle(surf, FOAM, c, rad, 1)


def _discard(surf: pygame.Surface, disc: pygame.Rect, pile: list[str]
             ) -> list[tuple[pygame.Rect, str]]:
    """The face-up discard pile: its top card."""
    if not pile:
        pygame.draw.rect(surf, (50, 70, 100), disc, 2, border_radius=6)
        return []
    surf.blit(art.card_face(pile[-1], disc.w), disc.topleft)
    return [(disc, pile[-1])]


# -- how the table shows the Sea Event Deck's events (rdi_desktop/dispatch.py) ---------
def _sea(pr: Any) -> dict[str, Any]:
    got: dict[str, Any] = pr.display.setdefault("sea", {})
    return got


def _counter_removed(pr: Any, e: dict[str, Any]) -> None:
    sea = _sea(pr)
    sea["counters"] = n = int(e.get("counters", 0))
    left = f"{n} left" if n else "the last one"
    pr.add_log(f"A Sea Event Progress Counter comes off ({left})", kind="sea_counter_removed")


def _revealed(pr: Any, e: dict[str, Any]) -> None:
    """A revealed Sea Event is shown large where cards being resolved are."""
    from rdi_desktop import anim

    sea, c, g = _sea(pr), str(e.get("card", "")), pr.geometry
    sea["revealed"] = c
    sea["deck_size"] = max(0, int(sea.get("deck_size", 1)) - 1)
    pr.add_log(f"{pr.name(e.get('player'))} reveals the Sea Event {art.card_title(c)}", c,
               "sea_event")
    face = art.card_face(c, g.card_w)
    pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.stack, g.stack, 1.4,
                             s0=1.6, s1=1.6, linger=0.8))


def _counters_placed(pr: Any, e: dict[str, Any]) -> None:
    """It goes to the discard pile and its Progress Counters go on the deck."""
    sea, c = _sea(pr), str(e.get("card", ""))
    sea["revealed"] = None
    sea.setdefault("discard", []).append(c)
    sea["counters"] = n = int(e.get("counters", 0))
    pr.add_log(f"{art.card_title(c)} is discarded; {n} Progress Counter"
               f"{'s go' if n != 1 else ' goes'} on the Sea Event Deck", c,
               "sea_counters_placed")


def _reshuffled(pr: Any, e: dict[str, Any]) -> None:
    sea = _sea(pr)
    sea["deck_size"] = int(e.get("deck_size", 0))
    sea["discard"] = []
    pr.add_log("The Sea Event discard pile is shuffled into a new deck", kind="sea_reshuffled")


register_event("sea_counter_removed", _counter_removed, 0.3)
register_event("sea_event", _revealed, 1.2, sound="sea")
register_event("sea_counters_placed", _counters_placed, 0.4)
register_event("sea_reshuffled", _reshuffled, 0.35)
