"""The keyboard on every screen: the focus, the focus ring, the number keys, the Help
overlay (F1 or ?) and the enlarged card (Z).

The app gives each event to :meth:`KeyLayer.handle`, which lets the top scene have it
first (a scene's own keys win: the replay's arrows, the title menu's Up and Down, the
table's Esc and Enter for an aimed card or a placed Drink) and then moves the focus
over what the screen offers (:mod:`rdi_desktop.focus`): a scene that draws its own
clickable things gives them in ``focus_items()`` (the table, the Gambling Hall), any
other is its pygame_gui widgets. A window over the screen (a note, a question) has
the keys alone. ``number_items()`` are what the number keys press (the answers), and
``focus_hint()`` a rectangle the focus should go to (the tutorial's highlight).

The ring is drawn only once the keyboard has moved the focus (a mouse click hides it),
so a mouse player sees the screen as before.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UITextEntryLine

from rdi_desktop import art
from rdi_desktop.focus import (
    Focusable,
    close_dropdown,
    draw_ring,
    gui_items,
    index_of,
    open_dropdown,
    tab_next,
    top_window,
    toward,
)
from rdi_desktop.key_help import draw_help
from rdi_desktop.text_size import px

if TYPE_CHECKING:
    from rdi_desktop.app import App

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
DIGITS = {**{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
          **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class KeyLayer:
    """The keys of the app: what has the focus, and the overlays the keys open."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.focus: Hashable | None = None
        #: the keyboard moved the focus since the last click: the ring is shown
        self.active = False
        self.help_open = False
        #: the card Z shows enlarged (None: none)
        self.enlarged: str | None = None
        self._hint: tuple[int, int, int, int] | None = None
        self._logged: Any = None

    # -- what the screen offers -----------------------------------------------------
    def items(self) -> list[Focusable]:
        ui = self.app.ui
        window = top_window(ui)
        if window is not None:
            return gui_items(ui, window)
        top = self.app.top
        if top is None:
            return []
        own = getattr(top, "focus_items", None)
        if own is not None and open_dropdown(ui, top.root) is None:
            return list(own())
        return gui_items(ui, top.root)

    def numbered(self) -> list[Focusable]:
        top = self.app.top
        own = getattr(top, "number_items", None)
        if own is None or top_window(self.app.ui) is not None:
            return []
        return list(own())

    def focused(self, items: list[Focusable] | None = None) -> Focusable | None:
        items = self.items() if items is None else items
        i = index_of(items, self.focus)
        return None if i is None else items[i]

    def _typing(self) -> bool:
        focus = self.app.ui.get_focus_set() or set()
        return any(isinstance(el, UITextEntryLine) for el in focus)

    def _follow_hint(self, items: list[Focusable]) -> None:
        """A new highlight (the tutorial's) takes the focus to its element once: the
        player may then move it elsewhere."""
        hint = getattr(self.app.top, "focus_hint", None)
        rect = hint() if hint is not None else None
        now = tuple(rect) if rect is not None else None
        if now == self._hint and index_of(items, self.focus) is not None:
            return  # the same highlight (a new element there takes the focus again)
        self._hint = now
        if rect is None:
            return
        exact = [it for it in items if it.rect == rect]
        inside = [it for it in items if it.rect.collidepoint(rect.center)]
        pick = (exact or inside)[:1]
        if pick:
            self.focus = pick[0].key
            if pick[0].hover is not None:
                pick[0].hover()

    def _into_menu(self, items: list[Focusable]) -> None:
        """An open drop-down menu has the focus on its chosen entry to start from."""
        menu = open_dropdown(self.app.ui, getattr(self.app.top, "root", None))
        if menu is None or index_of(items, self.focus) is not None:
            return
        chosen = menu.selected_option
        text = chosen[0] if isinstance(chosen, tuple) else str(chosen)
        self.focus = next((it.key for it in items if it.label == text), self.focus)

    # -- events ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The event for the top scene, with the overlays before it and the focus
        after it (True: used)."""
        if self._overlay_event(event):
            return True
        top = self.app.top
        if top is not None and top.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _overlay_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.active = False
            if self.help_open or self.enlarged is not None:
                self.help_open = False
                self.enlarged = None
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        asked = event.key == pygame.K_F1 or (getattr(event, "unicode", "") == "?"
                                             and not self._typing())
        if self.help_open:
            if asked or event.key in (pygame.K_ESCAPE, *ENTER):
                self.help_open = False
            return True  # the list is read, nothing under it is pressed
        if self.enlarged is not None:
            if event.key in (pygame.K_ESCAPE, pygame.K_z, *ENTER):
                self.enlarged = None
            return True
        if asked:
            self.help_open = True
            return True
        if event.key == pygame.K_ESCAPE:
            menu = open_dropdown(self.app.ui, getattr(self.app.top, "root", None))
            if menu is not None:
                close_dropdown(menu)
                return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        typing = self._typing()
        if typing and key != pygame.K_TAB:
            return False  # the text field has the keys
        items = self.items()
        self._follow_hint(items)
        self._into_menu(items)
        if key == pygame.K_TAB:
            j = tab_next(items, self.focus, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return self._move(items[j] if j is not None else None)
        if key in ARROWS:
            cur = self.focused(items)
            dx, dy = ARROWS[key]
            if cur is not None and cur.step is not None and dy == 0 and self.active:
                return cur.step(dx)
            j = toward(items, self.focus if self.active else None, dx, dy)
            return self._move(items[j]) if j is not None else self.active
        if key in ENTER:
            cur = self.focused(items)
            if cur is None:
                return False
            self.active = True
            cur.activate()
            return True
        if key in DIGITS:
            nums = self.numbered()
            n = DIGITS[key]
            if n <= len(nums):
                self.active = True
                self._move(nums[n - 1])
                nums[n - 1].activate()
                return True
            return False
        if key == pygame.K_z:
            cur = self.focused(items)
            if cur is not None and cur.card:
                self.enlarged = cur.card
                return True
        return False

    def _move(self, item: Focusable | None) -> bool:
        self.active = True
        if item is None:
            return False
        self.focus = item.key
        # a text field the focus reaches takes the typing; leaving it gives the keys back
        if isinstance(item.element, UITextEntryLine):
            self.app.ui.set_focus_set(item.element)
        elif self._typing():
            self.app.ui.set_focus_set(None)
        if item.hover is not None:
            item.hover()
        if self.app.debug_path and (item.key, item.at) != self._logged:
            self._logged = (item.key, item.at)
            self.app.debug(f"focus {item.at[0]} {item.at[1]} {item.label}")
        return True

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Over everything (pygame_gui too): the ring, the answers' numbers, the
        enlarged card, the Help overlay."""
        if self.active:
            items = self.items()
            self._follow_hint(items)
            cur = self.focused(items)
            for n, it in enumerate(self.numbered()[:9], start=1):
                self._badge(surface, it.rect, str(n))
            if cur is not None:
                draw_ring(surface, cur.rect)
        if self.enlarged is not None:
            self._draw_enlarged(surface, self.enlarged)
        if self.help_open:
            draw_help(surface)

    @staticmethod
    def _badge(surface: pygame.Surface, rect: pygame.Rect, digit: str) -> None:
        t = art.text(digit, px(14), (20, 10, 4), "bold", shadow=False)
        box = pygame.Rect(0, 0, t.get_width() + 10, t.get_height() + 2)
        box.center = (rect.x + 4, rect.y + 4)
        pygame.draw.rect(surface, (255, 236, 120), box, border_radius=6)
        pygame.draw.rect(surface, (20, 10, 4), box, 2, border_radius=6)
        surface.blit(t, t.get_rect(center=box.center))

    @staticmethod
    def _draw_enlarged(surface: pygame.Surface, card: str) -> None:
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        width = max(200, min(round(w * 0.34), round((h - 60) / 1.4)))
        img = art.card_face(card, width)
        at = img.get_rect(center=(w // 2, h // 2))
        surface.blit(img, at)
        note = art.text("H, Esc or Enter closes", px(16), (241, 225, 189), "bold")
        surface.blit(note, note.get_rect(midtop=(w // 2, min(h - 24, at.bottom + 6))))
