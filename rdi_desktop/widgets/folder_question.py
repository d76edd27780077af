"""The title screen's question when the data folder cannot be used.

The program always starts. When :func:`rdi_desktop.datafolder.check` found a
problem, the title says so in a sentence naming the folder it tried, and offers to
choose another folder (remembered for the next start) or to play without saving.
While playing without saving, a line at the foot of the title says so.
"""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui

from rdi_desktop import datafolder
from rdi_desktop.fonts import font
from rdi_desktop.text_size import px
from rdi_desktop.widgets.choice import ChoiceDialog, folder_picker, picked_folder, picker_tick

__all__ = ["FolderQuestion"]

NOTE = (236, 218, 176)


class FolderQuestion:
    """Owned by the title scene: :meth:`ask` after each UI build, events first."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.dialog: ChoiceDialog | None = None
        self.picker: Any = None

    def ask(self) -> None:
        """Show (or re-centre) the question while the folder problem stands."""
        self.close()
        problem = self.app.folder_problem
        if problem is None:
            return
        self.dialog = ChoiceDialog(
            self.app.ui, self.app.size, "Your games cannot be saved",
            html.escape(problem.sentence),
            [("Choose another folder", "choose"), ("Play without saving", "nosave")],
            width=620)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            action = self.dialog.clicked(event)
            if action == "choose":
                self.dialog = None
                self.picker = folder_picker(self.app.ui, self.app.size,
                                            "Save games in which folder?")
                return True
            if action == "nosave":
                self.dialog = None
                self.app.folder_problem = None
                datafolder.disable_saving()
                return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and self.picker is not None \
                and event.ui_element is self.picker:  # cancelled: ask again
            self.picker = None
            self.ask()
            return True
        chosen = picked_folder(event, self.picker)
        if chosen is not None:
            self.picker = None
            self.use(chosen)
            return True
        return False

    def use(self, chosen: Any) -> None:
        """Save games in ``chosen`` from now on, or ask again with its problem."""
        from rdi_desktop.saves import tried_data_dir
        from rdi_desktop.settings import Settings

        problem = datafolder.choose_folder(tried_data_dir(), chosen)
        self.app.folder_problem = problem
        if problem is not None:
            self.ask()
            return
        self.app.settings = Settings.load()
        self.app.show_message("Save folder", "Your games are saved in<br>"
                              f"{html.escape(str(chosen))}<br>from now on.")

    def open(self) -> bool:
        """The question or the picker is on screen (keys are typed into it, not the
        title's menu: 's' would move the menu, Enter open New Game under it)."""
        return bool((self.dialog is not None and self.dialog.alive())
                    or (self.picker is not None and self.picker.alive()))

    def update(self) -> None:
        picker_tick(self.picker)

    def draw(self, surface: pygame.Surface) -> None:
        if datafolder.saving_enabled():
            return
        text = font("dejavu_serif", px(16), "italic").render(
            "Playing without saving: games and settings are not kept.", True, NOTE)
        surface.blit(text, text.get_rect(midbottom=(surface.get_width() // 2,
                                                    surface.get_height() - 8)))

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.kill()
        self.dialog = None
        if self.picker is not None and self.picker.alive():
            self.picker.kill()
        self.picker = None
