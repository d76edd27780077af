"""Settings at the table (an overlay over the game, not a trip to the title), and a
New Game screen that explains itself: a line for every mode, a tooltip for every
variant, every character's description whole, and a question before a new game
replaces an unfinished one."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui
import pytest

from rdi_desktop.mode_words import mode_line, variant_line
from rdi_desktop.scenes.settings import SettingsScene
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.table_setup import mode_names, modes
from rdi_desktop.variant_ui import variant_uis
from tests.desktop.ui_driver import click_at, frames, make_app, table_with_hand, until


def test_settings_open_over_the_table_and_apply_on_return(headless: Path) -> None:
    app = make_app()
    try:
        table = table_with_hand(app, ["i-dont-think-so"] * 5)
        frames(app, 3)
        depth = len(app.scenes)
        button = next(b for b, act in table.menu_buttons.items() if act == "settings")
        click_at(app, button.get_abs_rect().center)
        top = app.top
        assert isinstance(top, SettingsScene) and top.over is table
        assert len(app.scenes) == depth + 1, "over the table, not back at the title"
        assert top.w["back"].text == "Back to the game"
        surface = pygame.Surface(app.size)
        top.draw(surface)  # the table dimmed under the settings
        menu = top.w["respond_cards"]
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                             text="Always", ui_element=menu))
        frames(app, 2)
        assert app.settings.respond_cards == "always"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="", scancode=0))
        frames(app, 2)
        assert app.top is table and table.engine.policy.respond_cards == "always"
        table.engine.stop()
    finally:
        app.shutdown()


def test_every_mode_and_variant_says_what_it_is(headless: Path) -> None:
    app = make_app()
    try:
        form = app.open_scene("new_game")
        frames(app, 2)
        for m in modes():
            assert len(mode_line(m)) > 20, m
        for v in variant_uis():
            assert len(variant_line(v.option)) > 20, v.option
        tips = {key: box.tool_tip_text for box, key in form.option_boxes.items()}
        assert all(tips[v.option] == variant_line(v.option) for v in variant_uis())
        assert all(mode_names()[m] in str(form.mode_menu.tool_tip_text) for m in modes())
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_character_descriptions_are_whole(headless: Path, size: tuple[int, int]) -> None:
    """Every character in a row, in a plain and a Boss mode: the words drawn are all
    of its description, wrapped inside the row."""
    from engine.kits import kit
    from rdi_desktop.widgets import labels as recorder

    app = make_app(size)
    try:
        form = app.open_scene("new_game")
        for mode in ("standard", "boss-battle"):
            form.set_mode(mode)
            frames(app, 2)
            for cid, _name, desc in form.chars:
                if form.roles()[0]["fixed"]:
                    continue
                form.rows[0]["character"] = cid
                recorder.DRAWN = []
                try:
                    form.draw(pygame.Surface(size))
                    drawn = list(recorder.DRAWN)
                finally:
                    recorder.DRAWN = None
                text = " ".join((kit(cid).texts.setup or desc).split())
                rect = form.row_rects[0]
                row = [lab for lab in drawn if lab.kind == "seat" and rect.contains(lab.rect)]
                assert " ".join(lab.text for lab in row) == text, (cid, mode)
                assert all(rect.top <= lab.rect.top and lab.rect.bottom <= rect.bottom + 2
                           for lab in row), (cid, mode)
    finally:
        app.shutdown()


def _unfinished_autosave() -> None:
    from rdi_desktop.scenes.table_open import autosave_path

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"snapshot": {"over": False}}), encoding="utf-8")


def test_a_new_game_over_an_unfinished_one_asks_first(headless: Path) -> None:
    app = make_app()
    try:
        form = app.open_scene("new_game")
        frames(app, 2)
        _unfinished_autosave()
        form.start()
        frames(app, 2)
        assert app.top is form and form.guard.asking(), "asked, nothing started yet"
        dialog = form.guard.dialog
        assert dialog is not None and dialog.alive()
        pygame.event.post(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                                             ui_element=dialog))
        until(app, lambda: isinstance(app.top, TableScene))
        app.top.engine.stop()
        app.pop()
        # the title's Quick Game asks too; with no unfinished game nothing is asked
        title = app.top
        _unfinished_autosave()
        title.activate("quick_game")
        frames(app, 2)
        assert app.top is title and title.guard.asking()
        title.guard.close()
        from rdi_desktop.scenes.table_open import autosave_path

        autosave_path().unlink()
        title.activate("quick_game")
        until(app, lambda: isinstance(app.top, TableScene))
        app.top.engine.stop()
    finally:
        app.shutdown()
