"""The table's saving, said to the player: nothing claims "saved" that
was not, and a save or autosave that fails is shown at once, in words, with a way
to retry or to save elsewhere.

:class:`SaveGuard` belongs to one table. Each frame :meth:`SaveGuard.update` looks
whether the engine thread's last autosave failed (``EngineThread.save_problem``)
and opens the dialog ("The game could not be saved: the disk is full. Your last
save is from turn 12."); the Save button goes through :meth:`SaveGuard.save_now`.
Retry writes again; Save elsewhere picks a folder and writes the game there.
"""

from __future__ import annotations

import html
import logging
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from rdi_desktop.atomic import WriteFailed, reason_of
from rdi_desktop.datafolder import saving_enabled
from rdi_desktop.failure_report import failure_html
from rdi_desktop.widgets.choice import ChoiceDialog, folder_picker, picked_folder, picker_tick

log = logging.getLogger(__name__)

__all__ = ["SaveGuard", "failure_sentence", "save_name"]


def save_name() -> str:
    return time.strftime("save-%Y%m%d-%H%M%S.json")


def failure_sentence(reason: str, saved_turn: int | None) -> str:
    """What the player reads when a save failed."""
    last = (f"Your last save is from turn {saved_turn}." if saved_turn is not None
            else "This game has not been saved yet.")
    return f"The game could not be saved: {reason}. {last}"


class SaveGuard:
    """See the module docstring. ``engine`` is the table's EngineThread."""

    def __init__(self, app: Any, engine: Any, autoplay: bool = False) -> None:
        self.app = app
        self.engine = engine
        self.autoplay = autoplay
        self.failures_seen = 0
        #: the autosave is failing and the player was told (until it saves again)
        self.failing = False
        self.dialog: ChoiceDialog | None = None
        self.picker: Any = None
        #: what Retry writes again: "autosave" or "save" (the Save button's)
        self.retry_kind = "autosave"
        #: the last sentence shown (tests and the autoplay report read it)
        self.shown = ""
        #: what was kept, said after a failed save instead of the turn of the last one
        #: (the Gambling Hall's match has no turns)
        self.kept_words: str | None = None

    # -- per frame -------------------------------------------------------------
    def update(self) -> None:
        picker_tick(self.picker)
        e = self.engine
        if e.save_problem is None:
            self.failing = False  # saved again: the next failure is told again
        elif e.save_failures > self.failures_seen and not self.failing:
            # told once per run of failures (each turn's retry would pop it up again)
            self.failures_seen = e.save_failures
            self.failing = True
            if self.dialog is None or not self.dialog.alive():
                self._show(e.save_problem, "autosave")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            action = self.dialog.clicked(event)
            if action is not None:
                self.dialog = None
                self._act(action)
                return True
        folder = picked_folder(event, self.picker)
        if folder is not None:
            self.picker = None
            self.save_in(folder)
            return True
        return False

    # -- saving ----------------------------------------------------------------
    def save_now(self) -> None:
        """The Save button: a new save file in the save folder, or the dialog."""
        text = self.engine.latest_json()
        if not text:
            self.app.show_message("Save", "Nothing to save yet.")
            return
        if not saving_enabled():
            self._ask("Save", "You chose to play without saving, so there is no save "
                      "folder. You can still save this game in a folder you choose.",
                      [("Save elsewhere", "elsewhere"), ("Cancel", "close")])
            return
        from rdi_desktop.saves import save_dir

        try:
            path = save_dir() / save_name()
        except OSError as exc:
            self._show(WriteFailed(Path("saves"), reason_of(exc), exc), "save")
            return
        if self.engine.write_save(path, text):
            self.app.show_message("Saved", saved_words(path))
        else:
            self._show(self.engine.write_problem, "save")

    def save_in(self, folder: Path) -> None:
        """Save elsewhere: the game as a new save file in ``folder``."""
        text = self.engine.latest_json() or self.engine.unsaved_text
        path = folder / save_name()
        if text and self.engine.write_save(path, text):
            self.app.show_message("Saved", saved_words(path))
        elif text:
            self._show(self.engine.write_problem, self.retry_kind)

    def leave_note(self) -> None:
        """After the table was left (and autosaved): say whether the game is saved."""
        e = self.engine
        if e.autosave is None:
            return
        if e.save_problem is None:
            self.app.show_message("Game saved", "Your game is saved: Continue brings "
                                  "you back to it.")
        else:
            self.app.show_message("Game not saved", html.escape(
                failure_sentence(e.save_problem.reason, e.saved_turn)))

    # -- an engine failure ------------------------------------------------------
    def show_failure(self, failure: Any) -> None:
        """The engine stopped: what was kept, where the report is, back to the title."""
        kept = ("This is a failure report shown again; your own games are untouched."
                if self.engine.replay else
                "Your game was saved as it was just before this step: Continue brings it "
                "back." if failure.autosaved else
                f"Your last save is from turn {self.engine.saved_turn}."
                if self.engine.saved_turn is not None else "This game could not be saved.")
        report = (f" A report was written to {failure.report} (rdi-desktop --load with it "
                  "shows the problem again)." if failure.report else "")
        self.shown = f"Something went wrong inside the game and it cannot go on. {kept}{report}"
        if self.autoplay:
            print(f"autoplay: {self.shown}", file=sys.stderr)
        self.close()
        self.dialog = ChoiceDialog(self.app.ui, self.app.size, "The game stopped",
                                   failure_html("game", kept, failure.report, failure.error),
                                   [("Back to the title", "title")], width=640, height=380)

    def table_failed(self, exc: Exception) -> None:
        """The table itself failed: stop the engine (the game is whole), autosave it,
        write the report and show the same dialog."""
        import traceback

        from rdi_desktop.bridge import EngineFailed
        from rdi_desktop.failure_report import record_failure

        log.error("the table failed", exc_info=exc)
        e = self.engine
        e.stop()
        error = f"{type(exc).__name__}: {exc}"
        details = "".join(traceback.format_exception(exc))
        report, autosaved = "", False
        if not e.alive:  # the game is this thread's now
            try:
                rec = record_failure(e.game, e.kinds, error, details, e.autosave,
                                     e.write_save, engine_step=False)
                report, autosaved = str(rec.report or ""), rec.autosaved
            except Exception:  # noqa: BLE001 - the dialog is still shown
                log.exception("the failure report could not be written")
        self.show_failure(EngineFailed(error, details, str(e.autosave or ""), report,
                                       autosaved))

    # -- the dialog ------------------------------------------------------------
    def _show(self, problem: WriteFailed | None, kind: str) -> None:
        reason = problem.reason if problem is not None else "the file system refused it"
        self.retry_kind = kind
        self.shown = failure_sentence(reason, self.engine.saved_turn) \
            if self.kept_words is None else \
            f"The game could not be saved: {reason}. {self.kept_words}"
        where = problem.path.parent if problem is not None else ""
        log.warning("%s (%s)", self.shown, where)
        if self.autoplay:
            print(f"autoplay: {self.shown}", file=sys.stderr)
        self._ask("Game not saved", f"{html.escape(self.shown)}<br><br>Folder: "
                  f"{html.escape(str(where))}",
                  [("Try again", "retry"), ("Save elsewhere", "elsewhere"),
                   ("Keep playing", "close")])

    def _ask(self, title: str, text: str, actions: list[tuple[str, str]]) -> None:
        self.close()
        self.dialog = ChoiceDialog(self.app.ui, self.app.size, title, text, actions)

    def _act(self, action: str) -> None:
        if action == "retry":
            if self.retry_kind == "save":
                self.save_now()
                return
            text = self.engine.unsaved_text or self.engine.latest_json()
            if self.engine.autosave is not None and text and \
                    self.engine.write_save(self.engine.autosave, text):
                self.app.show_message("Saved", "The game is saved again.")
            else:
                self._show(self.engine.save_problem, "autosave")
        elif action == "title":
            while self.app.scenes and type(self.app.top).__name__ != "TitleScene":
                self.app.pop()
        elif action == "elsewhere":
            self.picker = folder_picker(self.app.ui, self.app.size, "Save the game in...")

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.kill()
        self.dialog = None
        if self.picker is not None and self.picker.alive():
            self.picker.kill()
        self.picker = None


def saved_words(path: Path) -> str:
    """The Save message: the file's name, then its folder with the home folder as
    "~" (a full path ran off the dialog); Load lists it either way."""
    folder = str(path.parent)
    home = str(Path.home())
    if folder.startswith(home):
        folder = "~" + folder[len(home):]
    return (f"Game saved as {html.escape(path.name)}<br>in {html.escape(folder)}<br>"
            "(Load lists it)")
