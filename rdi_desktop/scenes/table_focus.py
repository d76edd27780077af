"""What the keyboard reaches at the table, from the rectangles the drawing last used.

Each element is a point the table's own click handling answers
(:meth:`rdi_desktop.scenes.table_input.TableInput.press`): a hand card's visible
part, a spot on a mat clear of the cards on it, a card in the centre, a picker's card,
then the pygame_gui buttons (the answers, the tray, Save / Load / Rules / Menu). Enter
on an element is the click there, so whatever a click does the keyboard does: a card
that needs a target is picked and the mats light up, Enter on a lit mat aims it, Esc
takes it back. The focus also moves the table's "mouse" to the point, so the hover
preview (the card enlarged, why a card is dimmed, a mat's words) follows the focus.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import pygame

from rdi_desktop.count_names import ABOUT
from rdi_desktop.focus import Focusable, gui_items, reading_order
from rdi_desktop.layout import FanSlot, fan_hit
from rdi_desktop.widgets.table_draw import R

if TYPE_CHECKING:
    from rdi_desktop.scenes.table import TableScene

Point = tuple[int, int]
#: where in a rectangle a free point is looked for, the middle first
FRACTIONS = (0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9)


def card_point(slots: list[FanSlot], card: tuple[int, int], i: int) -> Point | None:
    """A point on the visible part of the hand's card ``i`` (the fan overlaps them):
    the leftmost one on the card's middle line that clicks that card."""
    s = slots[i]
    for dx in range(-card[0] // 2 + 4, card[0] // 2, 3):
        pt = (round(s.cx + dx), round(s.cy))
        if fan_hit(slots, card, pt) == i:
            return pt
    return None


def free_point(rect: pygame.Rect, ok: Callable[[Point], bool]) -> Point | None:
    """A point of ``rect`` for which ``ok`` holds, as near its middle as can be."""
    for fy in FRACTIONS:
        for fx in FRACTIONS:
            pt = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
            if ok(pt):
                return pt
    return None


def _outside(rects: Iterable[pygame.Rect]) -> Callable[[Point], bool]:
    kept = list(rects)
    return lambda pt: not any(r.collidepoint(pt) for r in kept)


def table_items(sc: TableScene) -> list[Focusable]:
    """Every element of the table the keyboard can reach, in Tab order: the hand, the
    mats, the cards on the table, then the buttons."""
    ui = sc.app.ui
    buttons = [_off_hover(sc, it) for it in gui_items(ui, sc.root)]
    if sc.broken or sc.presenter.privacy_for is not None:
        return buttons
    dr = sc.drawing
    lay = sc.layout
    p = sc.presenter
    out: list[Focusable] = []
    hand = p.hands.get(p.viewer, [])
    for i in range(len(dr.slots)):
        pt = card_point(dr.slots, lay.hand_card, i)
        if pt is None:
            continue
        rect = pygame.Rect(0, 0, *lay.hand_card)
        rect.center = (round(dr.slots[i].cx), round(dr.slots[i].cy))
        card = hand[i] if i < len(hand) else None
        out.append(_at(sc, ("hand", i), rect, pt, card or "", card))
    spots = [r for r, _c, _t, _s in dr.mat_spots]
    names = [str(pl.get("name", "")) for pl in p.display.get("players") or []]
    for seat, pos in enumerate(sc.positions()[:sc.n]):
        if pos >= len(lay.mats):
            continue
        rect = R(lay.mats[pos])
        pt = free_point(rect, _outside([*spots, R(lay.hand), R(lay.log)]))
        if pt is not None:
            name = names[seat] if seat < len(names) else f"seat {seat}"
            out.append(_at(sc, ("mat", seat), rect, pt, f"mat {name}", None))
    out += reading_order(_card_spots(sc))
    return out + buttons


def _card_spots(sc: TableScene) -> list[Focusable]:
    """The spots on the mats (a Potion, a card to use), the cards in the centre and the
    side panel, a picker's cards: each once, at a point no earlier spot covers."""
    dr = sc.drawing
    found: list[Focusable] = []
    taken: list[pygame.Rect] = []
    listed: list[tuple[pygame.Rect, str | None, str]] = [
        (r, c, t) for r, c, t, _s in dr.mat_spots if t != "zoom" and not t.startswith(ABOUT)]
    listed += [(r, c, "card") for r, c in [*dr.hot_spots, *dr.widget_spots, *dr.arrange_spots]]
    seen: set[tuple[int, int, int, int]] = set()
    for k, (rect, card, tag) in enumerate(listed):
        key = (rect.x, rect.y, rect.w, rect.h)
        if key in seen or rect.w <= 0:
            continue
        seen.add(key)
        pt = free_point(rect, _outside(taken))
        taken.append(rect)
        if pt is None:
            continue
        label = f"{tag} {card}" if tag != "card" else str(card)
        found.append(_at(sc, ("spot", k, tag, card), pygame.Rect(rect), pt, label, card))
    return found


def _at(sc: TableScene, key: object, rect: pygame.Rect, pt: Point, label: str,
        card: str | None) -> Focusable:
    def hover() -> None:
        sc.input.mouse = pt

    return Focusable(key, rect, lambda: sc.input.press(pt), label, card=card, hover=hover,
                     point=pt)


def _off_hover(sc: TableScene, it: Focusable) -> Focusable:
    """A button: the table's preview goes (the "mouse" leaves the cards)."""
    def hover() -> None:
        sc.input.mouse = (-1, -1)

    it.hover = hover
    return it


def number_items(sc: TableScene) -> list[Focusable]:
    """What the number keys press: the answers in the prompt's order, then the tray's
    buttons left to right."""
    by_element = {id(it.element): it for it in gui_items(sc.app.ui, sc.root)}
    answers = sorted(sc.buttons, key=lambda b: sc.buttons[b])
    tray = sorted(sc.tray_buttons, key=lambda b: b.get_abs_rect().x)
    return [_off_hover(sc, by_element[id(b)]) for b in [*answers, *tray]
            if id(b) in by_element]
