"""A screen that is left is freed: no scene (with its engine thread, its replay's
checkpoints, its widgets) outlives being popped."""

from __future__ import annotations

import gc
import time
import weakref
from pathlib import Path

import pytest

from bench.screens import close_to_title, open_screen
from tests.desktop.ui_driver import frames, make_app, until


@pytest.mark.parametrize("name", ["replay", "tutorial", "hall_table", "table_dialog"])
def test_a_left_screen_is_freed(headless: Path, name: str) -> None:
    app = make_app()
    until(app, open_screen(app, name), limit=120)
    left = [weakref.ref(s) for s in app.scenes[1:]]
    assert left
    close_to_title(app)
    frames(app, 3)
    for _ in range(100):  # an engine thread may take a moment to finish
        gc.collect()
        if all(ref() is None for ref in left):
            break
        frames(app)
        time.sleep(0.02)
    assert [type(r()).__name__ for r in left if r() is not None] == []
    app.shutdown()
