"""The text size (Settings, 100%-150%) reaches every screen a player reads: the
pygame_gui theme's fonts grow with it (a button's, a label's, a text box's, a text
field's, a list row's), the words the screens draw themselves too, and every screen
at 125% and 150% still has no word cut, nothing over anything else and nothing out of
the window (the checks of test_screens_fit.py). Changing it in Settings applies at once
and is saved: a new app starts with it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from tests.desktop.screens_fit import SCREENS, draw_recorded
from tests.desktop.test_screens_fit import cuts
from tests.desktop.ui_driver import frames, make_app

#: the element classes whose words the screens use (buttons, labels, text boxes, text
#: fields, the table's small buttons and answers, the Hall's small buttons)
THEMED = (["button"], ["label"], ["text_box"], ["text_entry_line"], ["@table_small"],
          ["@answer"], ["@hall_small"], ["@title_menu_button", "button"])
#: screens checked in the quick tier at 150% (the rest, and 125%, in the slow one)
QUICK = ("title", "settings", "new_game_8", "hall", "game_over", "replay_turns", "table")


def heights(app: Any) -> dict[str, int]:
    theme = app.ui.get_theme()
    return {"/".join(ids): theme.get_font(ids).size("Ag")[1] for ids in THEMED}


def test_the_theme_fonts_and_the_drawn_words_grow(headless: Path) -> None:
    """At 150% every themed font is at least 1.4x as high as at 100%, and so are the
    words Settings draws beside its controls."""
    from rdi_desktop import text_size
    from rdi_desktop.hall.theme import ensure_theme

    got = {}
    app = make_app()
    ensure_theme(app.ui)  # (the Hall's theme, as when its screens first open)
    try:
        app.open_scene("settings")
        for scale in (1.0, 1.5):
            app.settings.text_scale = scale
            text_size.apply(app)  # (as the Settings menu does)
            frames(app, 2)
            names = [lab for lab in draw_recorded(app) if lab.kind == "setting"]
            got[scale] = heights(app), max(lab.rect.h for lab in names)
    finally:
        app.shutdown()
    for ids, h in got[1.0][0].items():
        assert got[1.5][0][ids] >= 1.4 * h, (ids, h, got[1.5][0][ids])
    assert got[1.5][1] >= 1.4 * got[1.0][1]


def shown_label_height(app: Any, text: str) -> int:
    """The height of the words of the visible button or label saying ``text``."""
    theme = app.ui.get_theme()
    for el in app.ui.get_sprite_group().sprites():
        if getattr(el, "text", None) == text and el.visible:
            return int(theme.get_font(el.combined_element_ids).size(text)[1])
    raise AssertionError(f"no {text!r} on screen")


def test_settings_changes_it_at_once_and_it_is_kept(headless: Path) -> None:
    """Choosing 150% in Settings grows Settings' own words at once, the title's when it
    is back on top, and a new app (a restart) reads it from the settings file."""
    app = make_app()
    try:
        title_h = shown_label_height(app, "New Game")
        app.open_scene("settings")
        frames(app, 2)
        back_h = shown_label_height(app, "Back")
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                             text="150%", ui_element=app.top.w["text_scale"]))
        frames(app, 3)
        assert app.settings.text_scale == 1.5
        assert shown_label_height(app, "Back") >= 1.4 * back_h  # at once
        assert not cuts(app)
        app.pop()
        frames(app, 2)
        assert shown_label_height(app, "New Game") >= 1.4 * title_h
        assert not cuts(app)
    finally:
        app.shutdown()
    from rdi_desktop.app import App

    again = App(size=(1280, 720), fullscreen=False)  # the settings saved on disk
    try:
        again.open_scene("title")
        frames(again, 1)
        assert again.settings.text_scale == 1.5
        assert shown_label_height(again, "New Game") >= 1.4 * title_h
    finally:
        again.shutdown()


@pytest.mark.parametrize("screen", QUICK)
def test_screens_fit_at_150(headless: Path, screen: str) -> None:
    app = make_app((1280, 720), 1.5)
    try:
        SCREENS[screen](app)
        assert not cuts(app, screen), screen
    finally:
        app.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text", [1.25, 1.5])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_screen_fits_at_every_text_size(headless: Path, screen: str, text: float,
                                              size: tuple[int, int]) -> None:
    app = make_app(size, text)
    try:
        SCREENS[screen](app)
        assert not cuts(app, screen), (screen, text, size)
    finally:
        app.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("game", ["threes", "kings_council", "three_kingdoms", "the_wheel",
                                  "dragon_hordes", "jack_of_all_trades", "city_square",
                                  "den_of_thieves"])
def test_every_hall_game_fits_at_150(headless: Path, game: str) -> None:
    """Each Gambling Hall game's own controls at its first question (laid out at 100%
    by the game, moved for the words by rdi_desktop/hall/reflow.py)."""
    from tests.desktop.screens_fit import _hall_game

    app = make_app((1280, 720), 1.5)
    try:
        _hall_game(app, game)
        assert not cuts(app), game
    finally:
        app.shutdown()

