"""New Game explains each AI level at the table in one line of its own (issue 32)."""

from __future__ import annotations

from pathlib import Path

from engine.seats import LEVELS
from rdi_desktop.bridge import HUMAN
from rdi_desktop.scenes.new_game import level_lines
from tests.desktop.ui_driver import frames, make_app


def test_one_line_per_ai_level_once_and_none_for_a_human() -> None:
    lines = level_lines([HUMAN, "hard", "normal", "hard"])
    assert len(lines) == 2 and lines[0].startswith("Hard:") and lines[1].startswith("Normal:")
    assert "0.5 s" in lines[0]
    assert level_lines([HUMAN, HUMAN]) == []


def test_the_form_draws_every_levels_line_whole(headless: Path) -> None:
    """Every level at one table: each line is drawn whole, wrapped to the window when
    it is wider, never cut with "…" (they were one line, which three levels overran)."""
    from rdi_desktop.widgets import labels as recorder

    app = make_app()
    try:
        form = app.open_scene("new_game")
        form.count = min(len(form.rows), len(LEVELS) + 1)
        for row, kind in zip(form.rows[1:form.count], LEVELS):
            row["kind"] = kind
        frames(app, 2)
        recorder.DRAWN = []
        try:
            form.draw(app.screen)
            hints = [lab for lab in recorder.DRAWN if lab.kind == "hint"]
        finally:
            recorder.DRAWN = None
        lines = level_lines([r["kind"] for r in form.rows[:form.count]])
        assert len(lines) == len(LEVELS)
        shown = " ".join(lab.text for lab in hints)
        assert "\u2026" not in shown
        for line in lines:
            assert line in shown, line
            assert all(lab.rect.right <= app.size[0] for lab in hints)
    finally:
        app.shutdown()
