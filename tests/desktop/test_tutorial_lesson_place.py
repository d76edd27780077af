"""The tutorial's lesson box leaves the Inn's and the pot's numbers in sight: the
lessons talk about them (at 150% text on 1920x1080 the box used to cover the Inn's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.desktop.screens_fit import SCREENS, draw_recorded
from tests.desktop.ui_driver import make_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text", [1.0, 1.5])
def test_the_lesson_leaves_the_inn_and_the_pot_in_sight(headless: Path, text: float,
                                                         size: tuple[int, int]) -> None:
    from rdi_desktop.widgets.table_draw import R

    app = make_app(size, text)
    try:
        SCREENS["tutorial"](app)
        lesson = [lab.rect for lab in draw_recorded(app) if lab.kind == "lesson"]
        assert lesson
        box = lesson[0].unionall(lesson[1:])
        lay = app.top.layout
        for part in (lay.inn, lay.pot):
            assert not box.colliderect(R(part)), (part, box)
    finally:
        app.shutdown()
