"""Seats installed as plug-ins (entry-point group ``rdi_desktop.seats``) in the app: loaded
at start-up, a broken one said on the title screen's notes and in the log and never fatal,
offered in New Game with the description the plug-in gives."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine.seats as seats_mod
import rdi_desktop.plugins as plugins

REPO = Path(__file__).resolve().parents[2]


def fake_distribution(where: Path) -> Path:
    """An installed distribution's metadata on a path entry: one seat that loads (the
    engine's random seat under another name) and one whose module does not exist."""
    info = where / "fake_seats-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-seats\nVersion: 1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[rdi_desktop.seats]\n"
        "coin = engine.seats:RandomSeat\n"
        "broken-bot = no_such_seat_module:Seat\n", encoding="utf-8")
    return where


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The fake distribution on sys.path and the registries as start-up leaves them."""
    path = fake_distribution(tmp_path / "site")
    monkeypatch.syspath_prepend(str(path))
    monkeypatch.setattr(plugins, "SEAT_PROBLEMS", [])
    monkeypatch.setattr(plugins, "_loaded", False)
    # the registries are changed in place (modules hold them by name) and put back after
    kept = dict(seats_mod.SEATS), dict(seats_mod.PLUGIN_INFO)
    try:
        yield path
    finally:
        for registry, before in zip((seats_mod.SEATS, seats_mod.PLUGIN_INFO), kept):
            registry.clear()
            registry.update(before)


def test_a_broken_plug_in_is_said_on_the_title_and_the_app_starts(
        headless: Path, installed: Path, caplog: pytest.LogCaptureFixture) -> None:
    from tests.desktop.ui_driver import make_app

    with caplog.at_level("WARNING"):
        app = make_app()
    try:
        note = app.notice_html
        assert "The plug-in seat \u201cbroken-bot\u201d could not be loaded" in note, note
        assert "no_such_seat_module" in note
        assert "broken-bot" in caplog.text
        assert "coin" in seats_mod.SEATS and "broken-bot" not in seats_mod.SEATS
        assert type(app.top).__name__ == "TitleScene"
    finally:
        app.shutdown()


def test_new_game_offers_the_plug_in_with_its_own_description(
        headless: Path, installed: Path) -> None:
    from rdi_desktop.scenes.new_game import kind_label, level_lines
    from tests.desktop.ui_driver import make_app

    app = make_app()
    try:
        app.open_scene("new_game")
        scene = app.top
        labels = [o[0] if isinstance(o, tuple) else o
                  for o in scene.widgets[1]["kind"].options_list]
        assert "Coin" in labels and kind_label("coin") == "Coin"
        assert "AI: normal" in labels and "AI: expert" in labels
        assert level_lines(["human", "coin"]) == [
            "Coin: Uniform over the legal options, from its own seeded generator."]
    finally:
        app.shutdown()


def test_the_app_starts_with_a_broken_plug_in(tmp_path: Path, child_env: dict[str, str]) -> None:
    """A new process, as a player starts it: the window opens, the log says why."""
    child_env["PYTHONPATH"] += os.pathsep + str(fake_distribution(tmp_path / "site"))
    out = tmp_path / "shot.png"
    proc = subprocess.run([sys.executable, "-m", "rdi_desktop", "--selftest", str(out)],
                          cwd=REPO, env=child_env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert out.is_file()
    assert "\u201cbroken-bot\u201d could not be loaded" in proc.stderr, proc.stderr


def test_autoplay_seats_a_plug_in_by_name(headless: Path, installed: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    from rdi_desktop.__main__ import main

    rc = main(["--autoplay", "--seed", "5", "--seats", "coin,normal,coin"])
    text = capsys.readouterr().out
    assert rc == 0, text
    assert "3 players" in text and "winners:" in text
    assert "autoplay: seats coin, normal, coin" in text


def test_autoplay_refuses_an_unknown_seat_naming_the_known_ones(
        headless: Path, installed: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rdi_desktop.__main__ import main

    rc = main(["--autoplay", "--seats", "normal,grandmaster"])
    err = capsys.readouterr().err
    assert rc == 2
    assert "there is no seat called grandmaster; the seats are easy, normal, hard, expert, " \
           "random, coin." in err, err


def test_a_save_names_the_plug_in_and_loads_without_it_in_words(
        headless: Path, installed: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Saved with a plug-in seat, loaded where it is not installed: the note says who
    plays at the built-in Normal level instead, and the game opens."""
    from rdi_desktop.__main__ import main
    from rdi_desktop.scenes.table_open import autosave_path, table_from_save
    from tests.desktop.ui_driver import make_app

    assert main(["--autoplay", "--seed", "4", "--seats", "normal,coin"]) == 0
    capsys.readouterr()
    saved = autosave_path()
    assert '"seat": "coin"' in saved.read_text(encoding="utf-8").replace('":"', '": "')
    del seats_mod.SEATS["coin"]  # the plug-in is uninstalled
    app = make_app()
    try:
        scene = table_from_save(app, saved)
        assert scene.engine.kinds == ["normal", "normal"]
        note = app.notice_html
        assert "saved with the seat plug-in \u201ccoin\u201d, which is not installed" in note
        assert "plays at the built-in Normal level instead." in note, note
    finally:
        app.shutdown()


def test_the_autoplay_loop_deals_the_seats_round_each_table(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import rdi_desktop.scenes.table_open as table_open
    from rdi_desktop.autoplay_loop import play_one
    from tests.desktop.ui_driver import make_app

    seated: list[list[str]] = []
    real = table_open.open_table

    def watch(app: object, setup: dict, kinds: list[str], seed: int, autoplay: bool = False
              ) -> object:
        seated.append(list(kinds))
        return real(app, setup, kinds, seed, autoplay)

    monkeypatch.setattr(table_open, "open_table", watch)
    app = make_app()
    try:
        assert play_one(app, "standard", 3, {}, 2, ("random", "easy")) == ""
    finally:
        app.shutdown()
    assert seated == [["random", "easy", "random"]]
