"""The replay's "Play from here" window: who plays each seat of the new game that
starts at the decision on screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UIWindow

from rdi_desktop.bridge import HUMAN, seat_kinds

if TYPE_CHECKING:
    from rdi_desktop.scenes.replay import ReplayScene


class BranchWindow:
    """Play from here: one seat-kind menu per player, then Start."""

    def __init__(self, scene: ReplayScene) -> None:
        self.scene = scene
        app = scene.app
        names = [str(pl.get("name")) for pl in scene.presenter.display.get("players", [])]
        self.seats = [i for i in range(len(names)) if i not in scene.automata]
        w, h = app.size
        rect = pygame.Rect(0, 0, 520, 130 + 40 * len(self.seats))
        rect.center = (w // 2, h // 2)
        self.window = UIWindow(rect, app.ui, window_display_title="Play from here",
                               object_id=ObjectID("#branch_window"))
        kinds: list[str | tuple[str, str]] = list(seat_kinds())
        self.menus: dict[int, UIDropDownMenu] = {}
        UILabel(pygame.Rect(10, 6, 490, 28),
                f"A new game from decision {scene.index}: who plays each seat?",
                manager=app.ui, container=self.window)
        for k, seat in enumerate(self.seats):
            y = 36 + 40 * k
            UILabel(pygame.Rect(10, y, 180, 32), names[seat], manager=app.ui,
                    container=self.window)
            cur = scene.loaded.kinds[seat] if seat < len(scene.loaded.kinds) else HUMAN
            self.menus[seat] = UIDropDownMenu(kinds, cur if cur in kinds else HUMAN,
                                              pygame.Rect(200, y, 200, 32), manager=app.ui,
                                              container=self.window)
        y = 44 + 40 * len(self.seats)
        self.start = UIButton(pygame.Rect(200, y, 200, 36), "Start", manager=app.ui,
                              container=self.window, object_id=ObjectID("#branch_start"))

    def kinds(self) -> list[str]:
        """One kind per seat, Otto's seat kept as the engine's own."""
        out: list[str] = []
        for i in range(len(self.scene.loaded.kinds)):
            menu = self.menus.get(i)
            out.append("normal" if menu is None else str(menu.selected_option[0]
                                                          if isinstance(menu.selected_option,
                                                                        tuple)
                                                          else menu.selected_option))
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if event.ui_element is self.start:
            kinds = self.kinds()
            self.kill()
            self.scene.branch = None
            self.scene.start_branch(kinds)
            return True
        return False

    def kill(self) -> None:
        if self.window.alive():
            self.window.kill()
