"""New Game explains the AI levels at the table in one line (issue 32)."""

from __future__ import annotations

from pathlib import Path

from rdi_desktop.bridge import HUMAN
from rdi_desktop.scenes.new_game import levels_line
from tests.desktop.ui_driver import frames, make_app


def test_the_line_names_each_ai_level_once_and_no_human() -> None:
    line = levels_line([HUMAN, "hard", "normal", "hard"])
    assert line.count("Hard:") == 1 and line.count("Normal:") == 1
    assert "0.5 s" in line
    assert levels_line([HUMAN, HUMAN]) == ""


def test_the_form_draws_the_line_for_its_seats(headless: Path) -> None:
    app = make_app()
    try:
        form = app.open_scene("new_game")
        form.rows[1]["kind"] = "hard"
        frames(app, 2)
        kinds = [r["kind"] for r in form.rows[:form.count]]
        assert "Hard:" in levels_line(kinds)
    finally:
        app.shutdown()
