"""A save or autosave that fails is shown at once, in words, with Try again and Save
elsewhere; nothing claims "saved" that was not (issue 34). The disk is made full by
the test-only ``RDI_FAULT_WRITE`` hook (a real full disk is in test_fault_processes)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from rdi_desktop.scenes.table_open import autosave_path
from rdi_desktop.table_setup import quick_setup
from tests.desktop.ui_driver import click_at, frames, make_app, until


def _press(app: Any, dialog: Any, action: str) -> None:
    button = next(b for b, a in dialog.buttons.items() if a == action)
    click_at(app, button.get_abs_rect().center)


def _table(app: Any) -> Any:
    setup, kinds, seed = quick_setup(seed=12)
    app.open_scene("table", setup=setup, kinds=kinds, seed=seed)
    frames(app, 3)
    return app.scenes[-1]


def test_a_full_disk_is_told_at_once_and_try_again_saves(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    try:
        monkeypatch.setenv("RDI_FAULT_WRITE", "enospc@autosave")
        table = _table(app)
        until(app, lambda: table.saving.dialog is not None)
        assert table.saving.shown == ("The game could not be saved: the disk is full. "
                                      "This game has not been saved yet.")
        assert not autosave_path().exists()
        assert list(autosave_path().parent.glob("*.tmp")) == []
        monkeypatch.delenv("RDI_FAULT_WRITE")  # the player made room
        _press(app, table.saving.dialog, "retry")
        until(app, lambda: autosave_path().exists())
        assert "saved again" in app.notice_html
        assert table.engine.save_problem is None
    finally:
        app.shutdown()


def test_leaving_after_a_failed_autosave_does_not_claim_saved(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    try:
        table = _table(app)
        until(app, lambda: table.engine.saved_turn is not None)
        before = autosave_path().read_bytes()
        monkeypatch.setenv("RDI_FAULT_WRITE", "enospc")
        until(app, lambda: table.presenter.prompt is not None)
        table.menu("menu")
        frames(app, 2)
        assert "could not be saved: the disk is full" in app.notice_html
        assert "Your last save is from turn 1" in app.notice_html
        assert "Your game is saved" not in app.notice_html
        assert autosave_path().read_bytes() == before, "the earlier autosave is kept"
    finally:
        app.shutdown()


def test_save_button_on_a_full_disk_offers_save_elsewhere(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    try:
        table = _table(app)
        until(app, lambda: table.presenter.prompt is not None)
        monkeypatch.setenv("RDI_FAULT_WRITE", "enospc@save-")
        table.menu("save")
        frames(app, 2)
        dialog = table.saving.dialog
        assert dialog is not None and "the disk is full" in table.saving.shown
        saves = autosave_path().parent
        assert list(saves.glob("save-*")) == []
        _press(app, dialog, "elsewhere")
        assert table.saving.picker is not None
        elsewhere = headless / "usb"
        elsewhere.mkdir()
        monkeypatch.delenv("RDI_FAULT_WRITE")
        # the picker's own event when a folder is picked (typed or browsed)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED,
                                             text=str(elsewhere),
                                             ui_element=table.saving.picker))
        frames(app, 3)
        written = list(elsewhere.glob("save-*.json"))
        assert len(written) == 1 and "Game saved as" in app.notice_html
    finally:
        app.shutdown()


def test_an_error_in_the_table_saves_reports_and_goes_back_to_the_title(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from rdi_desktop.savefile import read_game
    from rdi_desktop.scenes.title import TitleScene

    app = make_app()
    try:
        table = _table(app)
        until(app, lambda: table.presenter.prompt is not None)

        def broken(dt: float) -> None:
            raise RuntimeError("the table tripped over a tankard")

        monkeypatch.setattr(table.presenter, "update", broken)
        frames(app, 3)
        assert table.broken and not table.engine.alive
        dialog = table.saving.dialog
        assert dialog is not None and "Something went wrong inside the game" in table.saving.shown
        assert "Your game was saved as it was just before this step" in table.saving.shown
        decisions = list(table.engine.game.state.decisions)
        assert read_game(autosave_path()).state.decisions == decisions
        reports = list((headless / "data" / "saves" / "reports").glob("failure-*.json"))
        assert len(reports) == 1 and str(reports[0]) in table.saving.shown
        report = json.loads(reports[0].read_text(encoding="utf-8"))
        assert report["failure"]["in"] == "table" and report["decisions"] == decisions
        assert "tankard" in report["failure"]["error"]
        _press(app, dialog, "title")
        until(app, lambda: isinstance(app.top, TitleScene))
        assert read_game(autosave_path()).state.decisions == decisions, "not overwritten"
    finally:
        app.shutdown()


def test_saved_elsewhere_is_not_continue_and_a_failing_run_is_told_once(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    try:
        monkeypatch.setenv("RDI_FAULT_WRITE", "enospc@autosave")
        table = _table(app)
        until(app, lambda: table.saving.dialog is not None)
        _press(app, table.saving.dialog, "close")  # Keep playing
        until(app, lambda: table.presenter.prompt is not None)
        table.engine.write_autosave(table.engine.latest_json())  # the next turn's autosave
        frames(app, 3)
        assert table.saving.dialog is None, "one run of failures is told once"
        elsewhere = headless / "usb"
        elsewhere.mkdir()
        table.saving.save_in(elsewhere)
        frames(app, 2)
        assert "Game saved as" in app.notice_html and list(elsewhere.glob("save-*.json"))
        table.menu("menu")
        frames(app, 2)
        assert "could not be saved: the disk is full" in app.notice_html
        assert "Your game is saved" not in app.notice_html
    finally:
        app.shutdown()
