"""A small window with a sentence and a row of buttons, and a folder picker: how the
program asks the player what to do when a file cannot be written.

The owner routes pygame events through :meth:`ChoiceDialog.clicked` (the action of a
pressed button, or None) and :func:`picked_folder` (the folder chosen in a
:func:`folder_picker`, or None). Both live outside any scene's root, so the owner
kills them when it leaves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop.text_size import line_h, px, text_w

__all__ = ["ChoiceDialog", "folder_picker", "picked_folder", "picker_tick"]


class ChoiceDialog:
    """``actions``: (label, action name) for each button, left to right."""

    def __init__(self, ui: Any, size: tuple[int, int], title: str, html: str,
                 actions: list[tuple[str, str]], width: int = 520,
                 height: int = 290) -> None:
        gap, pad = 10, 12
        widths = [max(140, 11 * len(label) + 30, text_w(ui, [label])) for label, _ in actions]
        bh = max(40, line_h(ui))
        width = min(max(px(width), sum(widths) + gap * len(actions) + 2 * pad + 30),
                    size[0] - 20)
        height = min(px(height), size[1] - 20)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (size[0] // 2, size[1] // 2)
        self.html = html
        self.window = pygame_gui.elements.UIWindow(rect, manager=ui, window_display_title=title,
                                                   object_id=ObjectID("#choice_dialog"))
        self.window.set_blocking(True)
        inner_w = self.window.get_container().get_rect().width
        inner_h = self.window.get_container().get_rect().height
        pygame_gui.elements.UITextBox(html, pygame.Rect(pad, pad, inner_w - 2 * pad,
                                                        inner_h - bh - 20 - pad),
                                      manager=ui, container=self.window)
        self.buttons: dict[Any, str] = {}
        x = inner_w - pad - sum(widths) - gap * (len(actions) - 1)
        for (label, action), bw in zip(actions, widths):
            b = pygame_gui.elements.UIButton(
                pygame.Rect(x, inner_h - bh - 10, bw, bh), label, manager=ui,
                container=self.window, object_id=ObjectID(f"#choice_{action}"))
            self.buttons[b] = action
            x += bw + gap

    def clicked(self, event: pygame.event.Event) -> str | None:
        """The action of the button this event pressed (the dialog then closes)."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return None
        action = self.buttons[event.ui_element]
        self.kill()
        return action

    def alive(self) -> bool:
        return bool(self.window.alive())

    def kill(self) -> None:
        if self.window.alive():
            self.window.kill()


def folder_picker(ui: Any, size: tuple[int, int], title: str,
                  start: Path | None = None) -> Any:
    """A pygame_gui file dialog that picks a folder (type or browse to one)."""
    w, h = min(560, size[0] - 40), min(440, size[1] - 40)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (size[0] // 2, size[1] // 2)
    dialog = pygame_gui.windows.UIFileDialog(
        rect, ui, window_title=title, initial_file_path=str(start or Path.home()),
        allow_picking_directories=True, object_id=ObjectID("#folder_picker"))
    dialog.set_blocking(True)
    return dialog


def picker_tick(dialog: Any) -> None:
    """Each frame: OK picks the folder the picker is in, unless the player selected
    or typed another. pygame_gui's dialog, on going into a folder, either disables OK
    (a folder typed) or carries the previous folder's name onto the new path (a
    double-click into ``games`` from ``/root`` selects ``games/root``): a player could
    not pick the folder they went into."""
    if dialog is None or not dialog.alive():
        return
    here = Path(dialog.current_directory_path)
    before = getattr(dialog, "rdi_last_dir", None)
    dialog.rdi_last_dir = here
    chosen = dialog.current_file_path
    carried = (chosen is not None and before is not None and before != here
               and Path(chosen) == here / before.name and not Path(chosen).exists())
    if (chosen is None or carried) and here.is_dir():
        dialog.current_file_path = here
        dialog.file_path_text_line.set_text(str(here))
        dialog.ok_button.enable()


def picked_folder(event: pygame.event.Event, dialog: Any) -> Path | None:
    """The folder the player picked in ``dialog``, if this event is that pick."""
    if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and dialog is not None \
            and event.ui_element is dialog:
        return Path(event.text)
    return None
