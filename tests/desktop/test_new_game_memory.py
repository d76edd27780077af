"""The New Game form remembers the last setup (issue 13), in a new process too."""

from __future__ import annotations

import json
from pathlib import Path

from rdi_desktop.last_setup import last_setup_path, load_last_setup
from tests.desktop.ui_driver import frames, make_app, until


def test_the_form_opens_as_it_was_last_started(headless: Path) -> None:
    app = make_app()
    try:
        form = app.open_scene("new_game")
        frames(app, 2)
        form.set_mode("two-headed-dragon")
        form.count = 6
        form.options["prize"] = True
        form.widgets[0]["name"].set_text("Ada")
        form.rows[1]["kind"] = "hard"
        form.start()
        until(app, lambda: len(app.scenes) == 2)
        app.pop()
        again = app.open_scene("new_game")
        frames(app, 2)
        assert (again.mode, again.count, again.options["prize"]) == (
            "two-headed-dragon", 6, True)
        assert again.rows[0]["name"] == "Ada" and again.rows[1]["kind"] == "hard"
        assert again.setup()[0]["players"][0]["name"] == "Ada"
    finally:
        app.shutdown()


def test_a_stale_or_broken_memory_is_ignored_or_trimmed(headless: Path) -> None:
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert load_last_setup({"jett"}, {"human"}, {"standard"}) is None
    path.write_text(json.dumps({"mode": "standard", "count": 3, "options": {},
                                "rows": [{"character": "gone", "kind": "oracle",
                                          "name": "Bo"}]}), encoding="utf-8")
    got = load_last_setup({"jett"}, {"human"}, {"standard"})
    assert got is not None and got["rows"] == [{"character": None, "kind": None, "name": "Bo"}]
    app = make_app()
    try:
        form = app.open_scene("new_game")
        frames(app, 2)
        assert form.rows[0]["name"] == "Bo" and form.rows[0]["character"] != "gone"
    finally:
        app.shutdown()
