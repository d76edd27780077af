"""Statistics of finished games (issue 33): recorded at the table's game end, in a
versioned JSON file of the user data folder that survives damage, summed up per
character, per mode and per AI level on the Statistics screen, with a reset."""

from __future__ import annotations

import json
from pathlib import Path

from engine.game import Game, new_game
from engine.seats import RandomSeat
from rdi_desktop import stats
from rdi_desktop.app import App
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import click_at, frames, until


def finished(mode: str = "standard", seed: int = 3, kinds: list[str] | None = None) -> Game:
    setup, default, seed = variant_setup(mode, None, seed, human=True)
    kinds = kinds or default
    for spec, kind in zip(setup["players"], kinds):
        spec["seat"] = kind
    game = new_game(setup, seed)
    seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
    while (p := game.pending()) is not None:
        game.apply(seats[p.seat].decide({}, p))
    return game


def kinds_of(game: Game) -> list[str]:
    from rdi_desktop.bridge import kinds_of as of

    return of(game)


def test_three_games_recorded_once_each_and_summed(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    games = [finished("standard", 3), finished("otto", 4), finished("two-headed-dragon", 5)]
    for g in games:
        assert stats.record_game(g, kinds_of(g), path)
    assert not stats.record_game(games[0], kinds_of(games[0]), path), "counted once"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == stats.STATS_VERSION and len(data["games"]) == 3
    rec = data["games"][1]
    assert rec["mode"] == "otto" and len(rec["seats"]) == 2, "Otto is not a player"
    assert rec["turns"] > 0 and rec["winners"] == [games[1].state.players[w].name
                                                  for w in games[1].state.winners]
    for s, p in zip(rec["seats"], [p for p in games[1].state.players if not p.automaton]):
        assert (s["character"], s["out"]) == (p.character, p.out)
    loaded = stats.load(path)
    seats = [s for r in loaded.games for s in r["seats"]]
    chars = stats.by_character(loaded.games, {})
    assert sum(r.games for r in chars) == len(seats)
    assert sum(r.wins for r in chars) == sum(bool(s["won"]) for s in seats)
    modes = {r.label: r for r in stats.by_mode(loaded.games, {})}
    assert {m: r.games for m, r in modes.items()} == {"standard": 1, "otto": 1,
                                                       "two-headed-dragon": 1}
    ends = stats.endings(loaded.games)
    assert sum(ends.values()) == len(seats) and ends["won"] == sum(bool(s["won"]) for s in seats)
    assert ends["passed out"] == sum(s["out"] == "passed_out" and not s["won"] for s in seats)
    levels = {r.label: r for r in stats.by_level(loaded.games)}
    assert levels["People"].games == 3 and levels["AI normal"].games == len(seats) - 3


def test_a_damaged_file_is_kept_aside_and_recording_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text('{"version": 1, "games": [{"mode": ', encoding="utf-8")
    got = stats.load(path)
    assert got.games == [] and "damaged" in got.note and "kept as" in got.note
    aside = list(tmp_path.glob("statistics.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith('{"version"')
    g = finished()
    assert stats.record_game(g, kinds_of(g), path)
    assert len(stats.load(path).games) == 1
    # a record that makes no sense is skipped (and counted); the others stay
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"].append({"mode": 3, "seats": "?"})
    path.write_text(json.dumps(data), encoding="utf-8")
    got = stats.load(path)
    assert len(got.games) == 1 and got.skipped == 1 and got.note == ""


def test_the_table_records_its_finished_game(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.game_over import GameOverScene
    from rdi_desktop.scenes.table_open import table_for_game

    app = running_app
    for seed in (3, 4, 3):  # the last is the first again: loaded twice, counted once
        g = finished(seed=seed, kinds=["human", "normal", "normal", "normal"])
        app.push(table_for_game(app, g))
        until(app, lambda: isinstance(app.top, GameOverScene))
        while len(app.scenes) > 1:
            app.pop()
    assert len(stats.load().games) == 2


def test_statistics_screen_from_the_title_and_reset(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.stats import StatsScene

    app = running_app
    for seed in (3, 4, 5):
        g = finished(seed=seed)
        stats.record_game(g, kinds_of(g))
    title = app.top
    button = next(b for b, name in title.buttons.items()  # type: ignore[union-attr]
                  if name == "statistics")
    click_at(app, button.get_abs_rect().center)
    scene = app.top
    assert isinstance(scene, StatsScene) and len(scene.stats.games) == 3
    tables = dict(scene.tables())
    assert scene.subtitle().startswith("3 finished games: ") and " won" in scene.subtitle()
    assert sum(r.games for r in tables["Modes (won by a person)"]) == 3
    assert sum(r.games for r in tables["Who played"]) == 12
    click_at(app, scene.reset_button.get_abs_rect().center)
    assert scene.confirm is not None
    click_at(app, scene.confirm.confirm_button.get_abs_rect().center)
    frames(app, 3)  # the dialog posts its confirmation for the next frame
    assert scene.stats.games == [] and stats.load().games == []


def test_a_damaged_file_is_said_on_the_screen(headless: Path, running_app: App) -> None:
    app = running_app
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_text("not json", encoding="utf-8")
    app.open_scene("statistics")
    frames(app, 2)
    assert "damaged" in app.notice_html and "kept as" in app.notice_html
