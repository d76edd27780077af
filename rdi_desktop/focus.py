"""What the keyboard can reach on a screen, and where focus goes next.

A screen is a list of :class:`Focusable` elements in Tab order, each with the rectangle
the focus ring goes round and what Enter does to it. The pygame_gui widgets of a screen
(buttons, drop-down menus, check boxes, sliders, text fields) are found here
(:func:`gui_items`); a screen that draws its own clickable things (the table's hand,
mats and piles, the Gambling Hall's cards) adds them from the very rectangles its
drawing and its clicks use, so the keyboard reaches what the mouse reaches.
:mod:`rdi_desktop.keyboard` moves the focus over these lists and draws the ring.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UISelectionList,
    UITextEntryLine,
    UIWindow,
)


@dataclass
class Focusable:
    """One element the focus can rest on.

    ``activate``: what Enter or Space does (what a click would); ``hover``: shows the
    element's hover text (the table's card preview); ``card``: a card whose text H
    shows enlarged; ``step``: Left/Right change the element's value (a slider) and
    return True, else the arrows move the focus."""

    key: Hashable
    rect: pygame.Rect
    activate: Callable[[], None]
    label: str = ""
    card: str | None = None
    hover: Callable[[], None] | None = None
    step: Callable[[int], bool] | None = None
    #: the point a click would use (the real-window test matches it to a prompt's)
    point: tuple[int, int] | None = None
    #: the pygame_gui widget it is, if one
    element: Any = None

    @property
    def at(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center


# -- moving the focus --------------------------------------------------------------------
def index_of(items: list[Focusable], key: Hashable) -> int | None:
    return next((i for i, it in enumerate(items) if it.key == key), None)


def tab_next(items: list[Focusable], key: Hashable, step: int) -> int | None:
    """The element after (``step`` 1) or before (-1) ``key`` in Tab order, wrapping;
    the first (or last) when nothing has the focus."""
    if not items:
        return None
    i = index_of(items, key)
    if i is None:
        return 0 if step > 0 else len(items) - 1
    return (i + step) % len(items)


def toward(items: list[Focusable], key: Hashable, dx: int, dy: int) -> int | None:
    """The nearest element in the arrow's direction from the focused one (one a little
    off the line beats one far along it less than one straight ahead); the first
    element when nothing has the focus; None when nothing lies that way."""
    i = index_of(items, key)
    if i is None:
        return 0 if items else None
    cx, cy = items[i].rect.center
    best: tuple[float, int] | None = None
    for j, it in enumerate(items):
        if j == i:
            continue
        x, y = it.rect.center
        along = (x - cx) * dx + (y - cy) * dy
        if along <= 0:
            continue
        across = abs((x - cx) * dy) + abs((y - cy) * dx)
        score = along + 2.5 * across
        if best is None or score < best[0]:
            best = (score, j)
    return None if best is None else best[1]


# -- the ring ----------------------------------------------------------------------------
RING = (255, 236, 120)
RING_EDGE = (10, 6, 2)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """A thick outline round ``rect`` with corner brackets: a shape, not a colour, so it
    reads on any background and to any eye (a dark edge each side of a light band)."""
    r = pygame.Rect(rect).inflate(16, 16)
    room = surface.get_rect().inflate(-6, -6)
    r = r.clip(room) if r.colliderect(room) else r  # a mat at the window's edge: ring inside
    pygame.draw.rect(surface, RING_EDGE, r.inflate(4, 4), 2, border_radius=9)
    pygame.draw.rect(surface, RING, r, 4, border_radius=8)
    pygame.draw.rect(surface, RING_EDGE, r.inflate(-8, -8), 1, border_radius=5)
    arm = max(10, min(r.w, r.h) // 4)
    for (x, y), (sx, sy) in ((r.topleft, (1, 1)), (r.topright, (-1, 1)),
                             (r.bottomleft, (1, -1)), (r.bottomright, (-1, -1))):
        x -= sx * 4
        y -= sy * 4
        pygame.draw.line(surface, RING_EDGE, (x, y), (x + sx * arm, y), 7)
        pygame.draw.line(surface, RING_EDGE, (x, y), (x, y + sy * arm), 7)
        pygame.draw.line(surface, RING, (x, y), (x + sx * arm, y), 3)
        pygame.draw.line(surface, RING, (x, y), (x, y + sy * arm), 3)
    return r.inflate(14, 14)


# -- pygame_gui's widgets ----------------------------------------------------------------
def press(button: UIButton) -> None:
    """What a click on ``button`` does: pygame_gui's own "pressed" event (the scene, a
    drop-down menu, a slider or a selection list answers it on the next frame)."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
        "ui_element": button, "ui_object_id": button.most_specific_combined_id}))


def parents(el: Any) -> list[Any]:
    """The elements and containers ``el`` sits in, nearest first."""
    out: list[Any] = []
    seen = {id(el)}
    cur = el
    while True:
        nxt = getattr(cur, "parent_element", None) or getattr(cur, "ui_container", None)
        if nxt is None or id(nxt) in seen:
            return out
        seen.add(id(nxt))
        out.append(nxt)
        cur = nxt


def _shown(el: Any) -> bool:
    return bool(el.alive() and el.visible and getattr(el, "is_enabled", True))


def top_window(manager: pygame_gui.UIManager) -> UIWindow | None:
    """The window (a dialog, a note) over the screen, which then has the keys alone."""
    stack = manager.get_window_stack().get_full_stack()
    for w in reversed(stack):
        if isinstance(w, UIWindow) and w.alive() and w.visible:
            return w
    return None


def open_dropdown(manager: pygame_gui.UIManager, within: Any) -> UIDropDownMenu | None:
    for el in manager.get_sprite_group().sprites():
        if isinstance(el, UIDropDownMenu) and _shown(el) and within in parents(el) \
                and el.current_state is el.menu_states.get("expanded"):
            return el
    return None


def close_dropdown(menu: UIDropDownMenu) -> None:
    state = menu.current_state
    button = getattr(state, "close_button", None) or getattr(state, "selected_option_button",
                                                             None)
    if button is not None:
        press(button)


def _checkbox_toggle(manager: pygame_gui.UIManager, box: UICheckBox) -> Callable[[], None]:
    def go() -> None:
        manager.set_focus_set(box)
        box.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" "))
    return go


def _slider_step(slider: UIHorizontalSlider) -> Callable[[int], bool]:
    def go(direction: int) -> bool:
        button = slider.right_button if direction > 0 else slider.left_button
        if button is None:
            return False
        press(button)
        return True
    return go


def _item(manager: pygame_gui.UIManager, el: Any) -> Focusable | None:
    """The focus element of a widget, or None for one the keyboard skips (a window's
    title bar, a slider's or scroll bar's own arrows, a closed menu's parts)."""
    rect = pygame.Rect(el.get_abs_rect())
    oid = el.most_specific_combined_id
    if isinstance(el, UIDropDownMenu):
        state = el.current_state
        opener = getattr(state, "open_button", None) or getattr(state,
                                                                 "selected_option_button", None)
        if opener is None or el.current_state is el.menu_states.get("expanded"):
            return None
        selected = el.selected_option
        label = selected[0] if isinstance(selected, tuple) else str(selected)
        return Focusable(("gui", oid, "menu", *rect.topleft), rect, lambda: press(opener),
                         label, element=el)
    if isinstance(el, UICheckBox):
        text = str(getattr(el, "text", ""))
        words = getattr(el, "text_label", None)
        if words is not None and words.visible:
            rect = rect.union(pygame.Rect(words.get_abs_rect()))
        return Focusable(("gui", oid, text, *rect.topleft), rect, _checkbox_toggle(manager, el),
                         text)
    if isinstance(el, UIHorizontalSlider):
        return Focusable(("gui", oid, *rect.topleft), rect, lambda: None, "slider",
                         step=_slider_step(el))
    if isinstance(el, UITextEntryLine):
        return Focusable(("gui", oid, *rect.topleft), rect, lambda: manager.set_focus_set(el),
                         "text")
    if isinstance(el, UIButton):
        if oid.endswith(("#title_bar", "#close_button")):
            return None
        for p in parents(el):
            if isinstance(p, UISelectionList):
                break  # a list's (or an open menu's) entries are each a stop
            if isinstance(p, (UIHorizontalSlider, UIDropDownMenu)) or \
                    type(p).__name__.endswith("ScrollBar"):
                return None
        return Focusable(("gui", oid, el.text, *rect.topleft), rect, lambda: press(el),
                         str(el.text))
    return None


def gui_items(manager: pygame_gui.UIManager, within: Any,
              only: Callable[[Any], bool] | None = None) -> list[Focusable]:
    """The widgets under ``within`` (a scene's root container or a window) the keyboard
    can use, in reading order (rows top to bottom, each left to right)."""
    if within is None:
        return []
    menu = open_dropdown(manager, within)
    if menu is not None:
        within = menu  # an open menu has the keys until an entry is picked
    found: list[Focusable] = []
    seen: set[Hashable] = set()
    for el in manager.get_sprite_group().sprites():
        if not _shown(el) or within not in parents(el) or (only and not only(el)):
            continue
        it = _item(manager, el)
        if it is None or it.key in seen or it.rect.w <= 0:
            continue
        it.element = el if it.element is None else it.element
        seen.add(it.key)
        found.append(it)
    return reading_order(found)


def reading_order(items: Iterable[Focusable]) -> list[Focusable]:
    return sorted(items, key=lambda it: (it.rect.centery // 24, it.rect.x))
