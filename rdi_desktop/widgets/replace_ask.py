"""Starting a new game over an unfinished one asks first: the autosave Continue would
bring back is replaced by the new game's, so the player is told and confirms."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.windows import UIConfirmationDialog

#: what the question says
QUESTION = ("Your unfinished game (Continue on the title) will be replaced by the new "
            "one. Start a new game?")


def can_continue() -> bool:
    """Whether Continue has a game to bring back: an autosave whose game is not
    over (a damaged one counts: Continue then says what is wrong with it)."""
    import json

    from rdi_desktop.scenes.table_open import autosave_path

    try:  # a data folder that cannot be used holds no game to continue
        path = autosave_path()
        if not path.exists():
            return False
    except OSError:
        return False
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return not bool(data["snapshot"]["over"])
    except (OSError, ValueError, KeyError, TypeError):
        return True


class ReplaceGuard:
    """Asks before a new game replaces an unfinished one; runs the start once confirmed."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.dialog: UIConfirmationDialog | None = None
        self.go: Callable[[], object] | None = None

    def start(self, go: Callable[[], object]) -> None:
        """Run ``go`` now when there is no unfinished game, else after the player agrees."""
        if not can_continue():
            go()
            return
        self.close()
        from rdi_desktop.text_size import dialog_rect, fit_dialog

        self.go = go
        self.dialog = UIConfirmationDialog(dialog_rect(self.app.size, 440, 210), QUESTION,
                                           manager=self.app.ui,
                                           window_title="Start a new game?",
                                           action_short_name="Start")
        fit_dialog(self.dialog)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and \
                self.dialog is not None and event.ui_element is self.dialog:
            go, self.go, self.dialog = self.go, None, None
            if go is not None:
                go()
            return True
        return False

    def asking(self) -> bool:
        return self.dialog is not None and self.dialog.alive()

    def close(self) -> None:
        if self.dialog is not None and self.dialog.alive():
            self.dialog.kill()
        self.dialog, self.go = None, None
