"""The Hall table's failures, said to the player, like the table's
:class:`rdi_desktop.table_saving.SaveGuard` does for a game of The Red Dragon Inn.

:class:`HallFailureGuard` belongs to one Hall table. When the engine thread reports
a failure (``HallController.failure``: the bridge already wrote the report and the
autosave, :mod:`rdi_desktop.hall.failure`), or the table itself raised in its
update, drawing or input (:meth:`HallFailureGuard.table_failed`: the engine is
stopped, so the match is whole and this thread writes them), a dialog says what
happened, what was kept and where the report is, and takes the player back to the
title. A Hall autosave that fails goes through the table's
:class:`~rdi_desktop.table_saving.SaveGuard` (Try again, Save elsewhere).
"""

from __future__ import annotations

import logging
import sys
import traceback
from typing import Any

import pygame

from rdi_desktop.failure_report import failure_html
from rdi_desktop.table_saving import SaveGuard
from rdi_desktop.widgets.choice import ChoiceDialog

log = logging.getLogger(__name__)

__all__ = ["HallFailureGuard"]


class HallFailureGuard:
    """See the module docstring. ``ctrl`` is the table's HallController."""

    def __init__(self, app: Any, ctrl: Any) -> None:
        self.app = app
        self.ctrl = ctrl
        #: an autoplay run prints what the dialog says (tests read stderr)
        self.autoplay = False
        #: a failure report loaded to show it again (the player's games are not touched)
        self.replaying = False
        self.dialog: ChoiceDialog | None = None
        #: the last sentence shown (tests and the autoplay report read it)
        self.shown = ""
        self.told = False
        #: a failed Hall autosave: told at once, once per run of failures, with Try
        #: again, Save elsewhere (a Hall save there, which Load opens) and Keep playing
        self.saving = SaveGuard(app, ctrl.bridge)
        self.saving.kept_words = ("The Hall's last autosave is kept as it was; saving is "
                                  "tried again after every move.")

    def update(self) -> bool:
        """Show the engine's failure once, as soon as it arrives. The dialog closed
        by its window's X is its one answer too (the table behind it is dead): True
        when the table was left for the title."""
        if self.dialog is not None and not self.dialog.alive():
            self.back_to_title()
            return True
        self.saving.update()
        failure = self.ctrl.failure
        if failure is not None and not self.told:
            self.show(failure.error, failure.report, failure.autosaved)
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The dialog's one answer: its button, Enter or Esc (as a message's OK);
        other keys do nothing while it is up, the mouse goes to pygame_gui."""
        if self.dialog is None:
            return self.saving.handle_event(event)
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.back_to_title()
            return True
        if self.dialog.clicked(event) == "title":
            self.back_to_title()
            return True
        return False

    def back_to_title(self) -> None:
        self.close()
        while self.app.scenes and type(self.app.top).__name__ != "TitleScene":
            self.app.pop()

    def table_failed(self, exc: Exception) -> None:
        """The table itself failed: stop the engine, then report and autosave the
        whole match (no step failed inside the engine)."""
        from rdi_desktop.hall.failure import record_hall_failure

        log.error("the Hall table failed", exc_info=exc)
        bridge = self.ctrl.bridge
        bridge.stop()
        error = f"{type(exc).__name__}: {exc}"
        report, autosaved = None, False
        if not bridge.alive:  # the match is this thread's now
            try:
                report, autosaved = record_hall_failure(
                    bridge.game, bridge.kinds, error, "".join(traceback.format_exception(exc)),
                    bridge.autosave, bridge.write_save, engine_step=False)
            except Exception:  # noqa: BLE001 - the dialog is still shown
                log.exception("the Hall failure report could not be written")
        self.show(error, str(report or ""), autosaved)

    def show(self, error: str, report: str, autosaved: bool) -> None:
        """The dialog: what happened, what was kept, the report, back to the title."""
        self.told = True
        bridge = self.ctrl.bridge
        kept = ("This is a failure report shown again; your own games are untouched."
                if self.replaying else
                "Your game was saved as it was just before this step: Resume in the "
                "Gambling Hall brings it back." if autosaved else
                "The Hall's last autosave is kept as it was." if bridge.autosave is not None
                else "This game could not be saved.")
        where = (f" A report was written to {report} (rdi-desktop --load with it shows "
                 "the problem again)." if report else "")
        self.shown = (f"Something went wrong inside the Gambling Hall game and it cannot "
                      f"go on. {kept}{where}")
        log.error("Hall failure: %s", error)
        if self.autoplay:
            print(f"autoplay: {self.shown}", file=sys.stderr)
        self.close()
        self.saving.close()  # the failure is what the player must read now
        self.dialog = ChoiceDialog(self.app.ui, self.app.size, "The game stopped",
                                   failure_html("Gambling Hall game", kept, report, error),
                                   [("Back to the title", "title")], width=640, height=380)

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.kill()
        self.dialog = None

    def leave(self) -> None:
        """The table is left: every window of this guard goes with it."""
        self.close()
        self.saving.close()

