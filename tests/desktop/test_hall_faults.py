"""A failure inside a Gambling Hall game (issue 34): the engine's (engine/hall) or the
Hall table's own. Each shows a dialog in words, autosaves the Hall match as it was
before the failing step (the Hall's own autosave, which the lobby's Resume loads),
writes a report file (set-up, seed, decisions, the error) that ``rdi-desktop
--load`` replays to the same failure, and lets the player go back to the title.

The first test goes through the real program in fresh processes
(``--autoplay --hall``, then ``--selftest --load`` of the report and of the
autosave) with the failure injected by ``RDI_FAULT_HALL_AT``; the others fail a
real code path (the automatic steps after a decision, the table's update) in-process.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from engine.hall.match import HallMatch
from rdi_desktop.bridge import EngineFailed
from rdi_desktop.hall.bridge import HallEngineThread

REPO = Path(__file__).resolve().parents[2]


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rdi_desktop", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=240)


def _reports(data: Path) -> list[Path]:
    return sorted((data / "saves" / "reports").glob("hall-failure-*.json"))


def test_a_hall_engine_failure_autosaves_before_it_and_the_report_reproduces_it(
        child_env: dict[str, str], tmp_path: Path) -> None:
    data = tmp_path / "data"
    child_env["RDI_FAULT_HALL_AT"] = "12"
    got = _run(child_env, "--autoplay", "--hall", "threes", "--players", "3", "--seed", "5")
    assert got.returncode == 1, got.stdout + got.stderr
    assert "autoplay: Something went wrong inside the Gambling Hall game and it cannot go " \
           "on. Your game was saved as it was just before this step: Resume in the " \
           "Gambling Hall brings it back. A report was written to " in got.stderr
    reports = _reports(data)
    assert len(reports) == 1 and str(reports[0]) in got.stderr
    report = json.loads(reports[0].read_text(encoding="utf-8"))
    assert report["kind"] == "hall_failure" and report["seed"] == 5
    assert report["config"]["game"] == "threes" and len(report["config"]["players"]) == 3
    assert len(report["decisions"]) == 11 and isinstance(report["failure"]["failing_answer"], int)
    assert "Hall decision 12" in report["failure"]["error"]
    assert report["failure"]["in"] == "engine" and "Traceback" in report["failure"]["traceback"]
    auto = json.loads((data / "saves" / "hall_autosave.json").read_text(encoding="utf-8"))
    assert auto["decisions"] == report["decisions"], "the autosave is the match before it"
    assert auto["phase"] == "play"
    # the report shows the same failure again in a new process, the dialog with it...
    child_env["RDI_DATA_DIR"] = str(tmp_path / "again")
    again = _run(child_env, "--selftest", str(tmp_path / "again.png"), "--load",
                 str(reports[0]))
    assert again.returncode == 0, again.stderr
    assert f"loaded {reports[0].name}: the Gambling Hall, threes" in again.stdout
    assert "Hall failure: RuntimeError: injected failure at Hall decision 12" in again.stderr
    assert len(_reports(tmp_path / "again")) == 1
    assert not (tmp_path / "again" / "saves" / "hall_autosave.json").exists(), \
        "a report shown again writes no autosave"
    # ...and the Hall autosave loads and plays on (the failure no longer injected)
    del child_env["RDI_FAULT_HALL_AT"]
    cont = _run(child_env, "--selftest", str(tmp_path / "cont.png"), "--load",
                str(data / "saves" / "hall_autosave.json"))
    assert cont.returncode == 0, cont.stderr
    assert "loaded hall_autosave.json: the Gambling Hall, threes" in cont.stdout
    assert "decision 11" in cont.stdout and "Traceback" not in cont.stderr


def test_a_damaged_hall_file_given_to_load_is_said_in_words(
        child_env: dict[str, str], tmp_path: Path) -> None:
    bad = tmp_path / "hall_autosave.json"
    bad.write_text('{"kind": "hall", "format_version": 1, "config": {}}', encoding="utf-8")
    got = _run(child_env, "--selftest", str(tmp_path / "x.png"), "--load", str(bad))
    assert got.returncode == 1
    # the sentence names the damaged part (the set-up's players are missing)
    assert "hall_autosave.json cannot be opened: This Gambling Hall save is damaged" \
           in got.stderr and "(the part that holds the players)" in got.stderr
    assert "Traceback" not in got.stderr
    assert bad.read_text(encoding="utf-8").startswith('{"kind": "hall"'), "kept as it was"


# -- in-process: a failure in the automatic steps, and in the table itself --------------
CONFIG = {"players": ["Ann", "Bo", "Cy"], "seats": ["easy"] * 3, "game": "threes",
          "variants": [], "mode": "adventurers", "rounds": 2, "seed": 9}


def _failure(bridge: HallEngineThread, limit: float = 60.0) -> EngineFailed:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        for msg in bridge.drain():
            if isinstance(msg, EngineFailed):
                return msg
            if hasattr(msg, "prompt") and msg.prompt.kind == "continue":
                msg.answer(0)  # the result screen, answered as a player would
        time.sleep(0.005)
    raise AssertionError("no failure came")


def test_a_failure_after_a_decision_is_that_decisions_and_replays_the_same(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The next game's set-up fails (an automatic step after the result's decision):
    the report's failing answer is that decision, and replaying it fails the same."""
    from rdi_desktop.hall.failure import match_from_report

    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "data"))
    real = HallMatch._next_step

    def broken(self: HallMatch) -> None:
        if self.game_no >= 1 and self.session.games_played >= 1:
            raise ZeroDivisionError("the pot split by nobody")
        real(self)

    monkeypatch.setattr(HallMatch, "_next_step", broken)
    autosave = tmp_path / "data" / "saves" / "hall_autosave.json"
    bridge = HallEngineThread(HallMatch(CONFIG), ["easy"] * 3, seed=9, autosave=autosave,
                              max_ahead=100)
    bridge.start()
    failed = _failure(bridge)
    bridge.stop()
    assert failed.autosaved and "pot split by nobody" in failed.error
    report = json.loads(Path(failed.report).read_text(encoding="utf-8"))
    assert report["failure"]["failing_answer"] is not None
    saved = json.loads(autosave.read_text(encoding="utf-8"))
    assert saved["decisions"] == report["decisions"]
    assert report["decisions"] + [report["failure"]["failing_answer"]] == \
        [int(d) for d in bridge.game.decisions]
    match, answers, kinds = match_from_report(report)
    assert kinds == ["easy"] * 3 and answers == [report["failure"]["failing_answer"]]
    assert match.to_dict()["decisions"] == report["decisions"]
    again = HallEngineThread(match, kinds, seed=9, autosave=None)
    again.replay = answers
    again.start()
    shown = _failure(again)
    again.stop()
    assert shown.error == failed.error, "the report reproduces the failure"


def _press(app: Any, dialog: Any, action: str) -> None:
    from tests.desktop.ui_driver import click_at

    button = next(b for b, a in dialog.buttons.items() if a == action)
    click_at(app, button.get_abs_rect().center)


def test_an_error_in_the_hall_table_saves_reports_and_goes_back_to_the_title(
        headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.hall.autosave import hall_autosave_path
    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.scenes.hall_table import HallTableScene
    from rdi_desktop.scenes.title import TitleScene
    from tests.desktop.ui_driver import frames, make_app, until

    app = make_app()
    try:
        seats = [Seat("Bo", "easy"), Seat("Cy", "easy"), Seat("Ann")]
        table = HallTableScene(app, HallConfig("threes", seats, seed=4), ai_delay=0.0)
        app.push(table)
        until(app, lambda: table.ctrl.human_prompt() is not None)

        def broken(dt: float) -> None:
            raise RuntimeError("the dice rolled under the bar")

        monkeypatch.setattr(table.ctrl, "update", broken)
        frames(app, 3)
        assert table.broken and not table.ctrl.bridge.alive
        guard = table.guard
        assert guard.dialog is not None and guard.dialog.alive()
        assert "Something went wrong inside the Gambling Hall game" in guard.shown
        assert "Your game was saved as it was just before this step" in guard.shown
        decisions = [int(d) for d in table.ctrl.bridge.game.decisions]
        assert decisions, "the human was asked after some moves"
        saved = json.loads(hall_autosave_path().read_text(encoding="utf-8"))
        assert saved["decisions"] == decisions
        reports = _reports(headless / "data")
        assert len(reports) == 1 and str(reports[0]) in guard.shown
        report = json.loads(reports[0].read_text(encoding="utf-8"))
        assert report["failure"]["in"] == "table" and report["decisions"] == decisions
        assert report["failure"]["failing_answer"] is None
        assert "under the bar" in report["failure"]["error"]
        assert "the dice rolled under the bar" in guard.dialog.html
        _press(app, guard.dialog, "title")
        until(app, lambda: isinstance(app.top, TitleScene))
        again = json.loads(hall_autosave_path().read_text(encoding="utf-8"))
        assert again["decisions"] == decisions, "not overwritten on the way out"
    finally:
        app.shutdown()


def test_a_hall_autosave_that_cannot_be_read_is_said_kept_aside_and_not_offered(
        headless: Path) -> None:
    """Valid JSON but not a whole Hall match (a part missing): the lobby offered
    Resume, which then failed, and the next Hall game wrote over it."""
    from rdi_desktop.hall.autosave import hall_autosave_path
    from tests.desktop.ui_driver import frames, make_app

    path = hall_autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = '{"kind": "hall", "format_version": 1, "phase": "play", "config": {}}'
    path.write_text(damaged, encoding="utf-8")
    app = make_app()
    try:
        app.open_scene("hall")
        frames(app, 2)
        lobby = app.top
        assert lobby.resume_button is None
        assert app.notice is not None and app.notice.alive()
        assert "autosave could not be read" in app.notice_html
        kept = list(path.parent.glob("hall_autosave.damaged-*.json"))
        assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == damaged
        assert kept[0].name in app.notice_html
        assert not path.exists()
    finally:
        app.shutdown()


@pytest.mark.parametrize("how", ["enter", "the window's X"])
def test_an_engine_failure_at_the_hall_table_is_a_dialog_and_enter_goes_to_the_title(
        headless: Path, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    """Seen in a real window: behind the dialog the AI to act still read
    "thinking...". Enter (or Esc) is the dialog's one answer, as a message's OK, and
    so is closing its window (the table behind it cannot go on)."""
    import pygame

    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.scenes.hall_table import HallTableScene
    from rdi_desktop.scenes.title import TitleScene
    from tests.desktop.ui_driver import frames, make_app, until

    monkeypatch.setenv("RDI_FAULT_HALL_AT", "3")
    app = make_app()
    try:
        seats = [Seat("Bo", "easy"), Seat("Cy", "easy"), Seat("Di", "easy")]
        table = HallTableScene(app, HallConfig("rogues_and_warriors", seats, seed=2),
                               ai_delay=0.0)
        app.push(table)
        until(app, lambda: table.guard.dialog is not None)
        frames(app, 2)
        assert table.ctrl.failure is not None and table.ctrl.ai_thinking() is None
        assert table._waiting_text() == "The game stopped."
        assert "Hall decision 3" in table.guard.dialog.html
        assert len(_reports(headless / "data")) == 1
        if how == "enter":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))
        else:
            table.guard.dialog.window.kill()  # what its close button does
        until(app, lambda: isinstance(app.top, TitleScene))
        frames(app, 3)
    finally:
        app.shutdown()


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                    reason="needs Xvfb and xdotool")
def test_a_hall_failure_report_in_a_real_window_and_back_to_the_title_by_a_click(
        child_env: dict[str, str], tmp_path: Path) -> None:
    """A player's way: ``rdi-desktop --load`` of a Hall report in a real window under
    Xvfb; the failure shows again in the dialog, whose button (clicked with xdotool
    where the dialog puts it) takes the player to the title."""
    child_env["RDI_FAULT_HALL_AT"] = "3"
    made = _run(child_env, "--autoplay", "--hall", "rogues_and_warriors", "--players", "3",
                "--seed", "2")
    assert made.returncode == 1
    report = _reports(tmp_path / "data")[0]
    display = f":{random.randint(401, 650)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten",
                             "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    err = ""
    try:
        time.sleep(0.5)
        log = tmp_path / "debug.log"
        env = dict(child_env, DISPLAY=display, SDL_VIDEO_X11_WMCLASS="rdi-desktop",
                   RDI_DATA_DIR=str(tmp_path / "window"), RDI_DEBUG_LOG=str(log))
        env.pop("SDL_VIDEODRIVER")
        app = subprocess.Popen([sys.executable, "-m", "rdi_desktop", "--windowed", "--size",
                                "1280x720", "--load", str(report)], env=env, cwd=REPO,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        xenv = dict(child_env, DISPLAY=display)
        end = time.monotonic() + 30
        while not _reports(tmp_path / "window") and time.monotonic() < end:
            time.sleep(0.1)
        assert _reports(tmp_path / "window"), "the failure did not show again"
        wid = subprocess.run(["timeout", "10", "xdotool", "search", "--class", "rdi-desktop"],
                             env=xenv, capture_output=True, text=True).stdout.split()[0]
        # "Back to the title": the dialog is 640x380 in the middle of the window, its one
        # button at the bottom right (rdi_desktop/hall/guard.py, widgets/choice.py);
        # clicked again every 2 s in case the first click came before it was drawn
        lines: list[str] = []
        end = time.monotonic() + 40
        while not _back_at_title(lines):
            assert time.monotonic() < end, f"not back at the title; log tail {lines[-6:]}"
            for cmd in (["mousemove", "--window", wid, "836", "517"],
                        ["click", "--window", wid, "1"]):
                subprocess.run(["timeout", "10", "xdotool", *cmd], env=xenv, check=True)
                time.sleep(0.2)
            for _ in range(20):
                lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
                if _back_at_title(lines):
                    break
                time.sleep(0.1)
    finally:
        if app is not None:
            app.terminate()
            try:
                _out, err = app.communicate(timeout=5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
    assert "Hall failure: RuntimeError: injected failure at Hall decision 3" in err


def _back_at_title(lines: list[str]) -> bool:
    """The debug log shows the Hall table on top, then the title."""
    return "scene HallTableScene" in lines and \
        "scene TitleScene" in lines[lines.index("scene HallTableScene"):]


def test_the_failure_dialog_names_the_report_then_its_folder(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Seen in a real window: the whole report path inside the sentence wrapped in the
    middle of its name and pushed the rest of the dialog out of sight (the table's
    dialog and the Hall's)."""
    from rdi_desktop.failure_report import failure_html

    monkeypatch.setenv("HOME", str(tmp_path))
    report = tmp_path / "data" / "saves" / "reports" / "hall-failure-20260101-120000.json"
    text = failure_html("Gambling Hall game", "Your game was saved.", str(report),
                        "RuntimeError: a <b>bad</b> card")
    assert text.startswith("<b>Something went wrong inside the Gambling Hall game, and it "
                           "cannot go on.</b><br>Your game was saved.")
    assert "A report was written: hall-failure-20260101-120000.json<br>in " \
           "~/data/saves/reports<br>" in text
    assert str(report) not in text
    assert text.endswith("<i>RuntimeError: a &lt;b&gt;bad&lt;/b&gt; card</i>")
    assert "report" not in failure_html("game", "Kept.", "", "E: x")


def test_load_lists_the_hall_autosave_as_a_hall_game_and_opens_it_at_the_hall_table(
        headless: Path) -> None:
    """Load listed the Hall's autosave as a damaged game ("cannot be read"), a
    damaged file reported where there was none; it opens at the Hall table now."""
    from rdi_desktop.hall.autosave import hall_autosave_path
    from rdi_desktop.scenes.hall_table import HallTableScene
    from rdi_desktop.scenes.load import LoadScene, list_saves
    from tests.desktop.ui_driver import click_at, frames, make_app, until

    match = HallMatch(CONFIG)
    for _ in range(5):
        match.pending()
        match.apply(0)
    path = hall_autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(match.to_json(), encoding="utf-8")
    entry = next(e for e in list_saves() if e.path == path)
    assert entry.ok and entry.summary == "Gambling Hall: Threes - Ann, Bo, Cy (decision 5)"
    app = make_app()
    try:
        app.open_scene("load")
        frames(app, 2)
        load = app.top
        assert isinstance(load, LoadScene)
        button = next(b for b, e in load.buttons.items() if e.path == path)
        click_at(app, button.get_abs_rect().center)
        until(app, lambda: isinstance(app.top, HallTableScene))
        assert len(app.top.ctrl.bridge.game.decisions) >= 5
    finally:
        app.shutdown()


def test_the_replay_viewer_says_a_hall_file_is_a_hall_game_not_damaged(tmp_path: Path) -> None:
    from rdi_desktop.replay import ReplayFileProblem, load_replay

    path = tmp_path / "hall_autosave.json"
    path.write_text(HallMatch(CONFIG).to_json(), encoding="utf-8")
    with pytest.raises(ReplayFileProblem) as got:
        load_replay(path)
    assert str(got.value) == (
        "hall_autosave.json is a Gambling Hall game: the replay viewer shows games at the "
        "table only. Load (or rdi-desktop --load) opens it at the Hall table.")
