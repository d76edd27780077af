"""The program always starts (issue 34): a data folder that cannot be used is said in
a sentence on the title, naming the folder, with Choose another folder (remembered) and
Play without saving, clicked as a player clicks them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from rdi_desktop import datafolder
from tests.desktop.ui_driver import click_at, frames, make_app, until


@pytest.fixture
def bad_folder(headless: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    (headless / "afile").write_text("", encoding="utf-8")
    tried = headless / "afile" / "data"
    monkeypatch.setenv("RDI_DATA_DIR", str(tried))
    monkeypatch.setenv("RDI_CONFIG_DIR", str(headless / "config"))
    yield tried
    datafolder.disable_saving(False)


def _press(app: Any, dialog: Any, action: str) -> None:
    button = next(b for b, a in dialog.buttons.items() if a == action)
    click_at(app, button.get_abs_rect().center)


def test_the_title_names_the_folder_and_play_without_saving_works(bad_folder: Path) -> None:
    app = make_app()
    try:
        question = app.top.folder
        assert question.dialog is not None
        assert f"the folder {bad_folder} cannot be used (part of its path is a file, not a " \
               "folder)" in question.dialog.html
        _press(app, question.dialog, "nosave")
        frames(app, 2)
        assert question.dialog is None and not datafolder.saving_enabled()
        app.open_scene("quick_game")  # a game is played, nothing is written
        frames(app, 5)
        assert app.top.engine.autosave is None
        app.top.menu("save")
        frames(app, 2)
        assert "play without saving" in app.top.saving.dialog.html
    finally:
        app.shutdown()


def test_choose_another_folder_is_used_and_remembered(bad_folder: Path,
                                                      headless: Path) -> None:
    from rdi_desktop.saves import data_dir

    app = make_app()
    try:
        question = app.top.folder
        _press(app, question.dialog, "choose")
        frames(app, 2)
        assert question.picker is not None
        good = headless / "games"
        good.mkdir()
        # the player goes into the folder (typed or double-clicked): pygame_gui then
        # disables OK until something inside is selected; OK must pick the folder
        question.picker._change_directory_path(good)
        frames(app, 2)
        ok = question.picker.ok_button
        assert ok.is_enabled
        click_at(app, ok.get_abs_rect().center)
        until(app, lambda: app.folder_problem is None and question.picker is None)
        assert "Your games are saved in" in app.notice_html and str(good) in app.notice_html
        assert data_dir() == good and (good / "saves").is_dir()
        app.open_scene("quick_game")
        until(app, lambda: (good / "saves" / "autosave.json").exists())
    finally:
        app.shutdown()
    choices = json.loads((headless / "config" / datafolder.CHOICES_FILE).read_text("utf-8"))
    assert choices == {str(bad_folder): str(good)}
    again = make_app()  # the next start: no question, the chosen folder
    try:
        assert again.folder_problem is None and again.top.folder.dialog is None
    finally:
        again.shutdown()


def test_typing_a_folder_name_never_drives_the_title_menu(bad_folder: Path) -> None:
    """Found trying it under Xvfb: the 's' of a typed path moved the menu and Enter
    opened New Game under the folder picker."""
    from rdi_desktop.scenes.title import TitleScene

    app = make_app()
    try:
        question = app.top.folder
        _press(app, question.dialog, "choose")
        frames(app, 2)
        for key, char in ((pygame.K_s, "s"), (pygame.K_RETURN, "\r")):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                 unicode=char, scancode=0))
            frames(app, 2)
        assert isinstance(app.top, TitleScene) and app.top.selected is None
        assert question.open()
    finally:
        app.shutdown()
