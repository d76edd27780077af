"""New Game explains each AI level at the table in one line of its own (issue 32)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.seats import LEVELS
from rdi_desktop import art
from rdi_desktop.bridge import HUMAN
from rdi_desktop.scenes.new_game import level_lines
from tests.desktop.ui_driver import frames, make_app


def test_one_line_per_ai_level_once_and_none_for_a_human() -> None:
    lines = level_lines([HUMAN, "hard", "normal", "hard"])
    assert len(lines) == 2 and lines[0].startswith("Hard:") and lines[1].startswith("Normal:")
    assert "0.5 s" in lines[0]
    assert level_lines([HUMAN, HUMAN]) == []


def test_the_form_draws_every_levels_line_whole(headless: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Every level at one table: each line is drawn in a width it fits, so none is cut
    with "…" (they were one line, which three levels overran)."""
    import rdi_desktop.scenes.new_game as ng

    asked: dict[str, tuple[int, int, str]] = {}
    real = ng.clip_text

    def spy(text: str, size: int, width: int, style: str = "regular", *a: Any) -> Any:
        asked[text] = (size, width, style)
        return real(text, size, width, style, *a)

    app = make_app()
    try:
        form = app.open_scene("new_game")
        form.count = min(len(form.rows), len(LEVELS) + 1)
        for row, kind in zip(form.rows[1:form.count], LEVELS):
            row["kind"] = kind
        monkeypatch.setattr(ng, "clip_text", spy)
        frames(app, 2)
        lines = level_lines([r["kind"] for r in form.rows[:form.count]])
        assert len(lines) == len(LEVELS)
        for line in lines:
            size, width, style = asked[line]
            assert art.text(line, size, (0, 0, 0), style).get_width() <= width, line
    finally:
        app.shutdown()
