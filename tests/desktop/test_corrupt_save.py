"""A save that cannot be read is explained in a sentence and the file is kept.

Issue 13: a corrupt save showed raw Python text ("saved game snapshot is
damaged: 'turn'"). Continue and Load now say what is wrong in a player's words,
leave the file untouched, and a save from another engine version loads with a
note (issue 14: `engine_version` is read).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.game import Game, new_game
from engine.simulate import make_setup
from rdi_desktop.savefile import SaveProblem, read_game
from tests.desktop.ui_driver import frames, make_app


def _good_save() -> str:
    return new_game(make_setup("standard", 3, ["jett", "dale", "terci"]), 4).to_json()


def _damaged() -> str:
    data = json.loads(_good_save())
    del data["snapshot"]["players"]
    return json.dumps(data)


def _other_format() -> str:
    data = json.loads(_good_save())
    data["format_version"] = 99
    return json.dumps(data)


@pytest.mark.parametrize("text, words", [
    ("{oops", "not a saved game, or it was cut short"),
    ("", "not a saved game, or it was cut short"),
    ('{"hello": 1}', "not a saved game"),
    (None, "part of it is missing"),
    ("other-format", "saves differently"),
])
def test_each_problem_is_a_sentence_and_the_file_stays(tmp_path: Path, text: str | None,
                                                       words: str) -> None:
    body = _damaged() if text is None else _other_format() if text == "other-format" else text
    path = tmp_path / "game.json"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(SaveProblem) as info:
        read_game(path)
    msg = str(info.value)
    assert words in msg and "game.json" in msg
    for python_words in ("KeyError", "Traceback", "JSONDecodeError", "snapshot", "'players"):
        assert python_words not in msg
    assert path.read_text(encoding="utf-8") == body, "the file is kept as it was"


def test_a_save_from_another_engine_version_loads_with_a_note() -> None:
    data = json.loads(_good_save())
    same = Game.from_dict(data)
    assert same.load_note is None
    data["engine_version"] = "0.0.1"
    older = Game.from_dict(data)
    assert older.load_note is not None and "version 0.0.1" in older.load_note
    assert older.to_json() != "" and older.state.players[0].name == same.state.players[0].name


def test_continue_with_a_damaged_autosave_says_so_in_words(headless: Path) -> None:
    from rdi_desktop.scenes.table_open import autosave_path

    app = make_app()
    try:
        autosave_path().write_text(_damaged(), encoding="utf-8")
        before = autosave_path().read_text(encoding="utf-8")
        app.open_scene("continue")
        frames(app, 2)
        assert len(app.scenes) == 1
        shown = app.notice_html
        assert "damaged" in shown and "left as it is" in shown and "'players" not in shown
        assert autosave_path().read_text(encoding="utf-8") == before
    finally:
        app.shutdown()
