"""Damaged settings and Hall saves in the app: each is said in a sentence and
the rest of the app works on; nothing else is lost. (Saves and replays: in a real window,
test_damaged_files_window.py; statistics: test_statistics.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.desktop.ui_driver import frames


@pytest.mark.parametrize("body, words", [
    ('{"volume": 0.5, "ui_scale": NaN}', "Your settings file was damaged"),
    ("[" * 10_000 + "]" * 10_000, "Your settings file was damaged"),
    ('{"volume": "loud", "muted": true}', "Some of your settings could not be read (volume)"),
])
def test_damaged_settings_are_said_over_the_title(headless: Path, body: str,
                                                  words: str) -> None:
    from rdi_desktop.app import App

    data = headless / "data"
    data.mkdir()
    (data / "settings.json").write_text(body, encoding="utf-8")
    (data / "saves").mkdir()
    keep = data / "saves" / "mine.json"
    keep.write_text("{}", encoding="utf-8")
    app = App(size=(1280, 720), fullscreen=False)
    try:
        app.open_scene("title")
        app.running = True
        frames(app, 2)
        assert words in app.notice_html
        assert "muted" not in words or app.settings.muted, "the fields that fit are kept"
        app.close_message()
        app.open_scene("new_game")
        frames(app, 2)
        assert type(app.top).__name__ == "NewGameScene", "the app works on"
    finally:
        app.shutdown()
    kept = [p.read_text(encoding="utf-8") for p in data.glob("settings*.json")]
    assert body in kept or json.loads(kept[0]), "the damaged file is kept (aside)"
    assert keep.read_text(encoding="utf-8") == "{}", "nothing else is touched"


def test_a_damaged_hall_autosave_is_said_and_a_new_hall_game_starts(
        headless: Path, running_app: object) -> None:
    from engine.hall.match import HallMatch
    from rdi_desktop.hall.autosave import hall_autosave_path, resumable_save

    data = HallMatch({"game": "threes", "players": ["Ann", "Bob", "Cy"], "seed": 2}).to_dict()
    data["session"]["purse"]["money"]["Ann"] += 40  # coins from nowhere
    path = hall_autosave_path()
    path.write_text(json.dumps(data), encoding="utf-8")
    notes: list[str] = []
    assert resumable_save(notes) is None
    assert notes and "could not be read" in notes[0] and "kept as" in notes[0]
    aside = list(path.parent.glob("hall_autosave.damaged-*"))
    assert len(aside) == 1 and json.loads(aside[0].read_text(encoding="utf-8")) == data
    app = running_app
    app.open_scene("hall")  # type: ignore[attr-defined]
    frames(app, 2)  # type: ignore[arg-type]
    assert type(app.top).__name__ == "HallLobbyScene"  # type: ignore[attr-defined]


def test_a_save_whose_log_the_table_cannot_show_is_said(headless: Path,
                                                        running_app: object) -> None:
    """The log's events are the file's own (the rules never read them); an event the
    table cannot show makes the save damaged, said in words, the file kept."""
    from engine.game import new_game
    from engine.seats import RandomSeat
    from engine.simulate import make_setup
    from rdi_desktop.savefile import SaveProblem
    from rdi_desktop.scenes.table_open import table_from_save

    game = new_game(make_setup("standard", 3, ["jett", "dale", "terci"]), 4)
    seat = RandomSeat(1)
    for _ in range(60):
        game.apply(seat.decide({}, game.pending()))
    data = game.to_dict()
    ordered = next(e for e in data["log"] if e["kind"] == "drink_ordered")
    ordered["to"] = -5  # no seat
    path = headless / "data" / "saves" / "odd-log.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    with pytest.raises(SaveProblem) as info:
        table_from_save(running_app, path)
    assert "the log of what has happened" in str(info.value)
    assert path.read_text(encoding="utf-8") == before
