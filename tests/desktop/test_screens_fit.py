"""No words cut or covered on any screen, at 1280x720 and 1920x1080: every button's and
label's words fit it, every text box's lines end inside it (the Credits' last word ran
under the scroll bar, the Gambling Hall's rules were cut at the right), every element is
in the window, and the words the screens draw themselves (recorded where text is put)
are whole, in the window and apart: the game-over lines clear of "Watch again", New
Game's hint in the window, the mode list's "Two-Headed Boss Battle" and the replay's
"Turn 3: Terci" whole, the "Sound off (M)" note off the Settings title. Opening the
screens: tests/desktop/screens_fit.py (``python -m tests.desktop.screens_fit DIR``
saves them as pictures)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.desktop.screens_fit import (
    SCREENS,
    draw_recorded,
    gui_cuts,
    label_cuts,
    labels_over_gui,
)
from tests.desktop.ui_driver import make_app

SIZES = ((1280, 720), (1920, 1080))
#: the screens whose words were cut or covered (the rest fit already)
FIXED = ("game_over", "new_game_boss", "mode_list", "replay_turns", "credits", "hall",
         "settings_toast")


#: the words a screen draws itself that the check must see (else it checks nothing)
SEEN = {"game_over": {"outs", "result"}, "new_game_boss": {"hint"},
        "settings_toast": {"toast", "title"}, "tutorial": {"lesson"}}


def cuts(app: Any, screen: str = "") -> list[str]:
    labels = draw_recorded(app)
    if screen == "game_over":  # the results panel is painted over the table (opaque):
        # the table's words under it are covered on purpose, not over the results' words
        # (the table's centre shows through nowhere; a full slow run found them "over")
        panel = app.top.panel
        labels = [lab for lab in labels
                  if lab.kind in SEEN["game_over"] or not panel.colliderect(lab.rect)]
    if screen == "tutorial":  # the lesson's box is painted over the table's centre
        # (nearly opaque), so the centre's words under it are covered on purpose; which of
        # them a frame records depends on when the centre last changed
        box = [lab.rect for lab in labels if lab.kind == "lesson"]
        if box:
            over = box[0].unionall(box[1:])
            labels = [lab for lab in labels
                      if lab.kind == "lesson" or not over.colliderect(lab.rect)]
    missing = SEEN.get(screen, set()) - {lab.kind for lab in labels}
    return [f"no {k} words recorded" for k in missing] + gui_cuts(app) \
        + label_cuts(labels, app.size) + labels_over_gui(app, labels)


@pytest.mark.parametrize("size", [SIZES[0], pytest.param(SIZES[1], marks=pytest.mark.slow)])
@pytest.mark.parametrize("screen", FIXED)
def test_nothing_cut_or_covered(headless: Path, screen: str, size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        SCREENS[screen](app)
        assert not cuts(app, screen), (screen, size)
        if screen == "game_over":  # every way out told, above "Watch again"
            over = app.top
            assert len(over._outs()) == 7
            assert over.summary_bottom <= over.replay_button.get_abs_rect().top
    finally:
        app.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", [s for s in SCREENS if s not in FIXED])
def test_every_other_screen(headless: Path, screen: str, size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        SCREENS[screen](app)
        assert not cuts(app), (screen, size)
    finally:
        app.shutdown()


def test_the_checks_see_a_cut_button_and_a_covered_label(headless: Path) -> None:
    """A button narrower than its word and a label under a button are reported."""
    import pygame_gui

    from rdi_desktop import art
    from rdi_desktop.widgets import labels as recorder

    app = make_app((1280, 720))
    try:
        b = pygame_gui.elements.UIButton(pygame.Rect(100, 100, 60, 40), "Two-Headed Boss Battle",
                                         manager=app.ui)
        assert any("Two-Headed" in c for c in gui_cuts(app))
        recorder.DRAWN = []
        try:
            recorder.put_label(app.screen, art.text("under", 14), (110, 110), 14, (0, 0), "x")
            got = list(recorder.DRAWN)
        finally:
            recorder.DRAWN = None
        assert labels_over_gui(app, got)
        b.kill()
    finally:
        app.shutdown()


def test_the_note_keeps_off_what_can_be_clicked() -> None:
    from rdi_desktop.widgets.toast import toast_box

    box = pygame.Rect(0, 0, 180, 36)
    back = pygame.Rect(540, 660, 200, 50)
    got = toast_box((1280, 720), box, [back])
    assert not got.colliderect(back) and got.y > 360  # a corner at the bottom, not the title
