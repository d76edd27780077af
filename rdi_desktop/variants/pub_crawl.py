"""The Pub Crawl in the app (002 "The Pub Crawl Variant"; engine/variants/pub_crawl.py): the
New Game switch, the table widget and how the table shows the Crawl's events.

The taverns are a compact list in the table's side panel, one row per tavern laid out, the
RDI first. Each row names the tavern and shows whether it is Open (with its face-down Drink
Deck's count) or Closed, and the party pawn where the party is; hovering a row zooms the
tavern card (its Event) and says the rest (its discard pile) in a line. A tavern the Crawl
prompt offers is lit; clicking it answers the prompt; the party pawn flies to a tavern's
row."""

from __future__ import annotations

from typing import Any

import pygame

from engine.prompts import Prompt
from rdi_desktop import art
from rdi_desktop.dispatch import register_event
from rdi_desktop.layout import Rect, TableLayout, side_line
from rdi_desktop.variant_ui import VariantUI, register_variant_ui
from rdi_desktop.widgets.labels import clip_text, label_px
from rdi_desktop.widgets.side_areas import DIM, put_label
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget, side_rows

OPTION = "pub_crawl"  # the variant's setup option (its id)
GOLD = (255, 214, 90)
PARCH = (240, 226, 196)
LIT = (120, 230, 140)
RDI = "the-red-dragon-inn-tavern-card"


register_variant_ui(VariantUI(OPTION, "Pub Crawl", order=30))


def _taverns(view: dict[str, Any]) -> list[str]:
    return list((view.get("crawl") or {}).get("taverns") or [])


@register_widget
class PubCrawlWidget(TableWidget):
    option = OPTION
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


def tile_rect(r: pygame.Rect, n: int, k: int, s: float) -> pygame.Rect:
    """The k-th of n tavern rows in the side panel's list `r` (under its heading)."""
    line = side_line(s)
    return pygame.Rect(r.x, r.y + line * (k + 1), r.w, line)


def pawn_image(s: float) -> pygame.Surface:
    """The party pawn (also drawn flying between taverns)."""
    rad = max(4, round(7 * s))
    img = pygame.Surface((2 * rad + 2, 2 * rad + 2), pygame.SRCALPHA)
    pygame.draw.circle(img, GOLD, (rad + 1, rad + 1), rad)
    pygame.draw.circle(img, (90, 60, 20), (rad + 1, rad + 1), rad, 2)
    return img


def draw_taverns(surf: pygame.Surface, r: pygame.Rect, crawl: dict[str, Any], s: float,
                 lit: frozenset[str] | set[str] = frozenset()
                 ) -> list[tuple[pygame.Rect, str]]:
    """The compact tavern list: a heading, then per tavern its name (all names at
    one size that fits them whole, else cut),
    Open with its Drinks left or Closed, and the party's pawn; a lit row can be
    clicked to Crawl there. Hover for the rest (:func:`tavern_detail`)."""
    spots: list[tuple[pygame.Rect, str]] = []
    taverns = list(crawl.get("taverns") or [])
    if not taverns or r.w < 60 or r.h < 20:
        return spots
    size = label_px(13, s)
    head = art.text("Pub Crawl", size, GOLD, "bold")
    put_label(surf, head, (r.x + 2, r.y + 1), size, kind="side")
    closed = set(crawl.get("closed") or [])
    rows = [(tile_rect(r, len(taverns), k, s), t) for k, t in enumerate(taverns)]
    rows = [(row, t) for row, t in rows if row.bottom <= r.bottom]
    name_px = _names_size(rows, crawl, s, closed)
    for row, t in rows:
        _row(surf, row, t, crawl, s, t in lit, t in closed, name_px)
        spots.append((row, t))
    return spots


def _name_room(row: pygame.Rect, t: str, crawl: dict[str, Any], s: float, shut: bool,
               px: int) -> int:
    """The width a row leaves for the tavern's name (after the pawn, before its state
    in ``px``)."""
    status = _status(t, crawl, shut)
    st_w = art.text(status, px, DIM, "italic").get_width()
    inner = row.inflate(0, -2)
    return inner.right - 4 - st_w - (6 if status else 0) - (inner.x + pawn_image(s).get_width()
                                                            + 6)


def _names_size(rows: list[tuple[pygame.Rect, str]], crawl: dict[str, Any], s: float,
                closed: set[str]) -> int:
    """One size for every row's words, the largest (down to 12 px) at which every
    name fits whole beside its state: at 150% the names were cut ("Lucky's Rollin...")."""
    top = label_px(12, s)
    for px in range(top, 11, -1):
        if all(art.text(short_name(t), px, PARCH).get_width()
               <= _name_room(row, t, crawl, s, t in closed, px) for row, t in rows):
            return px
    return 12


def _row(surf: pygame.Surface, row: pygame.Rect, t: str, crawl: dict[str, Any], s: float,
         lit: bool, shut: bool, name_px: int | None = None) -> None:
    size = name_px or label_px(12, s)
    here = t == crawl.get("at")
    fill = (30, 26, 22) if shut else (64, 44, 26)
    inner = row.inflate(0, -2)
    pygame.draw.rect(surf, fill, inner, border_radius=4)
    if lit or here:
        pygame.draw.rect(surf, LIT if lit else GOLD, inner, 2, border_radius=4)
    pawn = pawn_image(s)
    if here:
        surf.blit(pawn, (inner.x + 3, inner.centery - pawn.get_height() // 2))
    elif pawn.get_height() >= 8:  # the tavern's sign where the pawn would stand
        side = pawn.get_height()
        mark = art.icon("beer-stein" if t == RDI else "tavern-sign", side,
                        (60, 50, 40) if shut else (150, 108, 60))
        surf.blit(mark, (inner.x + 3 + (pawn.get_width() - side) // 2, inner.centery - side // 2))
    status = _status(t, crawl, shut)
    st = art.text(status, size, DIM if shut else (200, 220, 170), "italic")
    x0 = inner.x + pawn.get_width() + 6
    name_w = inner.right - 4 - st.get_width() - (6 if status else 0) - x0
    name = clip_text(short_name(t), size, max(10, name_w), "regular", DIM if shut else PARCH)
    put_label(surf, name, (x0, inner.centery - name.get_height() // 2), size, kind="side")
    if status:
        put_label(surf, st, (inner.right - 4 - st.get_width(),
                             inner.centery - st.get_height() // 2), size, kind="side")


def short_name(t: str) -> str:
    """A tavern's name for its row: without a leading "The" (the full name is on hover)."""
    if t == RDI:
        return "Red Dragon Inn"
    name = art.card_title(t)
    return name[4:] if name.startswith("The ") else name


def _status(t: str, crawl: dict[str, Any], shut: bool) -> str:
    if t == RDI:
        return "home" if crawl.get("home") else ""  # its Drinks: the Drink Deck (hover)
    if shut:
        return "Closed"
    return f"Open {int((crawl.get('deck_sizes') or {}).get(t, 0))}"


def tavern_detail(t: str, crawl: dict[str, Any]) -> str:
    """The hover line of a tavern row: what the row leaves out."""
    name = "The Red Dragon Inn" if t == RDI else art.card_title(t)
    if t == RDI:
        return f"{name}: the party's home; Drinks come from the Drink Deck"
    shut = t in set(crawl.get("closed") or [])
    left = int((crawl.get("deck_sizes") or {}).get(t, 0))
    disc = len((crawl.get("discards") or {}).get(t) or [])
    state = "Closed" if shut else f"Open, {left} Drink{'s' if left != 1 else ''} left"
    here = ", the party is here" if t == crawl.get("at") else ""
    return f"{name}: {state}, {disc} in its discard pile{here}"


def _fit(text: str, size: int, width: int) -> list[str]:
    """Words wrapped to `width` (the last line cut if it must be)."""
    lines: list[str] = []
    cur = ""
    for w in text.split():
        trial = (cur + " " + w).strip()
        if art.text(trial, size, PARCH, "bold").get_width() <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


# -- how the table shows the Pub Crawl's events (rdi_desktop/dispatch.py) -------------
def tavern_name(t: str) -> str:
    return "the Red Dragon Inn" if t == RDI else art.card_title(t)


def _crawl(pr: Any) -> dict[str, Any]:
    got: dict[str, Any] = pr.display.setdefault("crawl", {})
    return got


def _crawled(pr: Any, e: dict[str, Any]) -> None:
    """The party pawn moves to the next tavern."""
    from rdi_desktop import anim

    cr, t, g = _crawl(pr), str(e.get("tavern")), pr.geometry
    cr["at"] = t
    if t == RDI:
        cr["home"] = True
    pr.add_log(f"{pr.name(e.get('player'))} Crawls to {tavern_name(t)}", t, "crawled")
    pr.animator.add(anim.Fly(pawn_image(g.scale), ("pawn", round(g.scale * 100)),
                             g.tavern(str(e.get("old"))), g.tavern(t), 0.6))
    pr.animator.add(anim.FloatText(f"Crawl! \u2192 {tavern_name(t)}", g.stack, GOLD,
                                   round(22 * g.scale), 1.2))


def _closed(pr: Any, e: dict[str, Any]) -> None:
    cr, t = _crawl(pr), str(e.get("tavern"))
    closed = cr.setdefault("closed", [])
    if t not in closed:
        closed.append(t)
    cr.setdefault("deck_sizes", {})[t] = 0
    pr.add_log(f"{tavern_name(t)} Closes: its last Drink is gone", t, "tavern_closed")


def _tavern_event(pr: Any, e: dict[str, Any]) -> None:
    """A Tavern Event is shown large where cards being resolved are."""
    from rdi_desktop import anim

    _crawl(pr)
    t, g = str(e.get("tavern")), pr.geometry
    pr.add_log(f"Tavern Event at {tavern_name(t)}", t, "tavern_event")
    face = art.card_face(t, g.card_w)
    pr.animator.add(anim.Fly(face, ("face", t, g.card_w), g.stack, g.stack, 1.2,
                             s0=1.6, s1=1.6, linger=0.6))


def _deck_topped(pr: Any, e: dict[str, Any]) -> None:
    _crawl(pr)
    pr.add_log(f"{pr.name(e.get('player'))} puts a card on top of their deck",
               kind="deck_topped")


def _drink_kept(pr: Any, e: dict[str, Any]) -> None:
    _crawl(pr)
    p, c = e.get("player"), str(e.get("card"))
    pr._state(p).setdefault("kept", []).append(c)
    pr.add_log(f"{pr.name(p)} keeps {art.card_title(c)} in front of them", c, "drink_kept")


register_event("crawled", _crawled, 0.6, sound="crawl")
register_event("tavern_closed", _closed, 0.4)
register_event("tavern_event", _tavern_event, 1.0, sound="crawl")
register_event("deck_topped", _deck_topped, 0.35)
register_event("drink_kept", _drink_kept, 0.4)
