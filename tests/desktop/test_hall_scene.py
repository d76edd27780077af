"""The Gambling Hall screens in-process (headless): the lobby opens from the
title menu's scene name, each of the nine games runs to its end with AI
seats, a human seat bets through the real pygame_gui controls, hot-seat
privacy works, and a screenshot shows a drawn table with text."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.hall.ai import HallAI
from engine.hall.seat import HallSeat
from rdi_desktop.app import App
from rdi_desktop.hall.autosave import hall_autosave_path
from rdi_desktop.hall.catalog import GAME_ORDER
from rdi_desktop.hall.controller import HallConfig, Seat
from rdi_desktop.scenes.hall import HallLobbyScene
from rdi_desktop.scenes.hall_table import HallTableScene
from rdi_desktop.settings import Settings
from tests.desktop.ui_driver import click_at, frames


@pytest.fixture
def app(headless: Path) -> App:
    a = App(size=(1280, 720), fullscreen=False, settings=Settings())
    a.open_scene("title")  # the hall opens from the title screen
    a.running = True
    return a


def button(scene: Any, object_id: str) -> Any:
    for b in scene.actions:
        if object_id in b.get_object_ids():
            return b
    raise AssertionError(f"no button {object_id}; have "
                         f"{[b.get_object_ids()[-1] for b in scene.actions]}")


def run_until(app: App, cond: Callable[[], bool], timeout: float = 15.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        frames(app, 1)
        time.sleep(0.003)  # let the engine thread run (the real loop sleeps in tick)


def open_table(app: App, game: str, seats: list[Seat], **kw: Any) -> HallTableScene:
    scene = HallTableScene(app, HallConfig(game, seats, **kw), ai_delay=0.0)
    app.push(scene)
    frames(app, 2)
    return scene


def test_hall_is_registered_and_starts_a_game_from_the_lobby(app: App) -> None:
    app.open_scene("hall", ai_delay=0.0)
    frames(app, 2)
    lobby = app.top
    assert isinstance(lobby, HallLobbyScene)
    assert lobby.game_list is not None and lobby.start_button is not None
    # every variant of the selected game has a check box
    assert sorted(lobby.variant_boxes.values()) == ["dragon_cards", "exchange"]
    lobby.seat_kinds = ["easy"] * 8
    click_at(app, lobby.start_button.rect.center)
    table = app.top
    assert isinstance(table, HallTableScene)
    assert table.ctrl.config.game == "rogues_and_warriors"
    run_until(app, lambda: table.ctrl.phase in ("result", "over"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b", scancode=41))
    frames(app, 2)
    assert app.top is lobby


@pytest.mark.parametrize("game", GAME_ORDER)
def test_each_game_runs_to_the_end_with_ai_seats(app: App, game: str) -> None:
    app.open_scene("hall", ai_delay=0.0)
    lobby = app.top
    assert isinstance(lobby, HallLobbyScene)
    lobby.select_game(game)
    lobby.seat_count = 3
    lobby.seat_kinds = ["easy"] * 8
    frames(app, 1)
    lobby.start()
    table = app.top
    assert isinstance(table, HallTableScene)
    run_until(app, lambda: table.ctrl.phase in ("result", "over"), 20.0)
    frames(app, 2)
    res = table.ctrl.last_result
    assert res is not None and res["game"] == game
    assert res["winners"] or res["replay_with"]
    b = button(table, "#result_next")
    click_at(app, b.rect.center)  # one click, even before the engine's question arrives
    run_until(app, lambda: table.ctrl.phase == "over", 60.0)  # a hang guard, not a timing test
    frames(app, 2)
    button(table, "#result_lobby")


def test_human_seat_bets_through_the_controls(app: App) -> None:
    table = open_table(app, "rogues_and_warriors",
                       [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    frames(app, 2)
    prompt = table.ctrl.human_prompt()
    assert prompt is not None and prompt.kind == "bet" and prompt.player == "Ann"
    # the raise controls show the legal minimum and maximum
    lo, hi = prompt.options["min_raise_to"], prompt.options["max_raise_to"]
    assert table.bet.slider is not None and table.bet.raise_label is not None
    assert f"minimum {lo}" in table.bet.raise_label.text and f"maximum {hi}" in table.bet.raise_label.text
    # Ann is first to act: nothing is bet, so Check is offered; press it
    check = button(table, "#bet_check")
    click_at(app, check.rect.center)
    assert table.ctrl.applied[0] == ("Ann", "check")
    # the engine thread applies it; the screen's copy follows with its next message
    run_until(app, lambda: (g := table.ctrl.game) is not None and "Ann checks." in g.log)
    # play on to the next human bet and raise with the slider
    run_until(app, lambda: (hp := table.ctrl.human_prompt()) is not None and hp.kind == "bet"
              and "raise_to" in hp.options["actions"])
    frames(app, 2)
    prompt = table.ctrl.human_prompt()
    assert prompt is not None
    lo, hi = prompt.options["min_raise_to"], prompt.options["max_raise_to"]
    target = min(hi, lo + 2)
    assert table.bet.slider is not None
    table.bet.slider.set_current_value(target)
    frames(app, 3)  # the slider posts its "moved" event; the button label follows
    raise_b = button(table, "#bet_raise")
    assert raise_b.text == f"Raise to {target}"
    click_at(app, raise_b.rect.center)
    ann = [a for p, a in table.ctrl.applied if p == "Ann"]
    assert ann[-1] == {"action": "raise_to", "amount": target}
    run_until(app, lambda: (g := table.ctrl.game or table.ctrl.last_game) is not None
              and f"Ann makes the Current Bet {target}." in g.log)


def test_fold_and_all_in_buttons(app: App) -> None:
    table = open_table(app, "kings_council", [Seat("Ann", "human"), Seat("Bob", "easy")])
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    frames(app, 2)
    click_at(app, button(table, "#bet_all_in").rect.center)
    assert table.ctrl.applied[0] == ("Ann", "all_in")
    run_until(app, lambda: (g := table.ctrl.game or table.ctrl.last_game) is not None
              and g.table.stacks["Ann"] == 0)


def test_every_prompt_kind_gets_controls(app: App) -> None:
    """Two human seats: every prompt builds its controls behind the
    hot-seat curtain; bets are checked or called, other answers come from the AI."""
    seen: set[str] = set()
    # these six games ask every kind of prompt (City Square's placement has its own test)
    for game in ("rogues_and_warriors", "threes", "kings_council", "jack_of_all_trades",
                 "dragon_hordes", "the_wheel"):
        variants = {"the_wheel": ["unwound_clock"], "jack_of_all_trades": ["hidden_fate"],
                    "rogues_and_warriors": ["exchange"]}.get(game, [])
        table = open_table(app, game, [Seat("Ann", "human"), Seat("Bob", "human")],
                           variants=variants, seed=3)
        end = time.monotonic() + 20
        while table.ctrl.phase == "play":
            assert time.monotonic() < end
            frames(app, 1)
            who = table.privacy_for()
            if who is not None:
                table.confirmed = who
                continue
            hp = table.ctrl.human_prompt()
            if hp is not None:
                assert table.dyn is not None and table.actions, hp.kind
                seen.add(hp.kind)
                g = table.ctrl.game
                assert g is not None
                if hp.kind == "bet":
                    table.answer("check" if "check" in hp.options["actions"] else "call")
                else:
                    table.answer(HallAI("easy", 1).decide(g, hp.player))
        frames(app, 2)
        app.pop()
        frames(app, 1)
        assert app.running
    assert {"bet", "reveal", "exchange", "keep", "discard", "place", "choose_jobs", "play",
            "place_clock", "predict"} <= seen


def test_city_square_placement_by_clicks(app: App) -> None:
    table = open_table(app, "city_square", [Seat("Ann", "human"), Seat("Bob", "easy")])
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    frames(app, 2)
    hp = table.ctrl.human_prompt()
    assert hp is not None and hp.kind == "place"
    # click three free districts on the drawn city (cards are taken in order)
    for _ in range(3):
        frames(app, 1)
        cells = [rect for rect, fn in table.hits if rect.width > 60 and rect.height > 60
                 and rect.left < 400]
        click_at(app, cells[0].center)
    assert len(table.part().assign) == 3
    click_at(app, button(table, "#place_go").rect.center)
    assert table.ctrl.applied[0][0] == "Ann"
    assert len(table.ctrl.applied[0][1]) == 3


def test_hot_seat_privacy_curtain(app: App) -> None:
    table = open_table(app, "rogues_and_warriors", [Seat("Ann", "human"), Seat("Bob", "human")])
    run_until(app, lambda: table.privacy_for() == "Ann", 10)
    assert table.viewer is None  # nobody's cards show behind the curtain
    click_at(app, button(table, "#hall_privacy").rect.center)
    assert table.viewer == "Ann"
    click_at(app, button(table, "#bet_check").rect.center)
    # the answer goes through the engine thread: wait for Bob's turn, not two frames
    run_until(app, lambda: table.privacy_for() == "Bob", 10)
    assert table.privacy_for() == "Bob" and table.viewer is None


def test_session_standings_and_next_game(app: App) -> None:
    table = open_table(app, "threes", [Seat("Ann", "easy"), Seat("Bob", "easy")],
                       mode="adventurers", rounds=1)
    run_until(app, lambda: table.ctrl.phase == "result", 20)
    frames(app, 2)
    click_at(app, button(table, "#result_next").rect.center)
    # Bob (an AI) is the next Starting Player and picks a game himself
    run_until(app, lambda: table.ctrl.game_no >= 2 or table.ctrl.phase == "over", 20)
    assert table.ctrl.session.games_played >= 1
    table.tab = "standings"
    table.side_key = None
    frames(app, 2)
    assert table.side_box is not None and "Standings" in table.side_box.html_text


def test_screenshot_is_a_drawn_table_with_text(app: App, tmp_path: Path,
                                               image_colours: Callable[[Path], int]) -> None:
    table = open_table(app, "three_kingdoms", [Seat("Ann", "human"), Seat("Bob", "easy")])
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    frames(app, 3)
    out = tmp_path / "hall.png"
    app.screenshot(out)
    assert image_colours(out) > 200
    # the game's title is drawn in gold in the top bar
    top = app.screen.subsurface(table.rects["top"])
    gold = sum(1 for x in range(0, top.get_width(), 2) for y in range(0, top.get_height(), 2)
               if abs(top.get_at((x, y)).r - 224) < 30 and abs(top.get_at((x, y)).g - 184) < 30
               and top.get_at((x, y)).b < 120)
    assert gold > 50
    assert table.side_box is not None and "Three Kingdoms" in table.side_box.html_text


class GatedSeat:
    """A hall AI that thinks until the test lets it answer."""

    wants_redacted = True

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.gate = threading.Event()
        self.thinking = threading.Event()

    def decide(self, view: dict[str, Any], prompt: Any) -> Any:
        self.thinking.set()
        assert self.gate.wait(30)
        return self.inner.decide(view, prompt)


def test_the_window_keeps_drawing_while_a_hall_ai_thinks(app: App) -> None:
    """The AI decides on the engine thread: while it thinks, frames go on (the screen
    says who is thinking), and its answer arrives through the bridge afterwards."""
    gated: list[GatedSeat] = []

    def factory(level: str, seed: int) -> Any:
        seat = GatedSeat(HallSeat(level, seed))
        gated.append(seat)
        return seat

    scene = HallTableScene(app, HallConfig("threes", [Seat("Bob", "easy"), Seat("Cy", "easy")]),
                           ai_delay=0.0, seat_factory=factory, autosave=False)
    app.push(scene)
    run_until(app, lambda: any(s.thinking.is_set() for s in gated))
    frames(app, 3)  # the table as it stands before the AI's move
    before = scene.ctrl.move
    frames(app, 20)  # twenty whole frames while the AI is still deciding
    assert scene.ctrl.bridge.alive and not any(s.gate.is_set() for s in gated)
    assert scene.ctrl.ai_thinking() in ("Bob", "Cy") and scene.ctrl.move == before
    for s in gated:
        s.gate.set()
    run_until(app, lambda: scene.ctrl.move > before)
    app.pop()


def test_a_hall_session_resumes_from_the_lobby_after_a_restart(app: App) -> None:
    """The Hall autosaves after every move; the lobby's Resume loads it into a fresh
    engine and play continues from the same game, money and standings."""
    table = open_table(app, "threes", [Seat("Ann", "human"), Seat("Bob", "easy")],
                       mode="adventurers", rounds=1)
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    frames(app, 2)
    saved = json.loads(hall_autosave_path().read_text(encoding="utf-8"))
    assert saved["format_version"] == 1 and saved["kind"] == "hall"
    money = table.ctrl.snapshot["match"]["session"]["money"]
    app.pop()  # leave the table (the engine thread stops)
    frames(app, 1)
    lobby = HallLobbyScene(app, ai_delay=0.0)
    app.push(lobby)
    frames(app, 2)
    assert lobby.resume_button is not None
    click_at(app, lobby.resume_button.rect.center)
    frames(app, 2)
    resumed = app.top
    assert isinstance(resumed, HallTableScene) and resumed is not table
    run_until(app, lambda: resumed.ctrl.human_prompt() is not None)
    assert resumed.ctrl.snapshot["match"]["session"]["money"] == money
    assert resumed.ctrl.human_prompt().player == "Ann"  # type: ignore[union-attr]


def test_an_illegal_answer_is_refused_in_words_and_nothing_is_sent(app: App) -> None:
    table = open_table(app, "rogues_and_warriors", [Seat("Ann", "human"), Seat("Bob", "easy")])
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    req = table.ctrl.request
    assert req is not None
    why = table.ctrl.submit("Ann", ["raise_to", 10_000])
    assert why is not None and "Table Stakes" in why and table.ctrl.message == why
    assert table.ctrl.submit("Bob", "check") is not None  # not Bob's turn
    assert table.ctrl.request is req and not req.future.done()  # the engine heard nothing
    assert table.ctrl.submit("Ann", "check") is None and req.future.done()


def test_a_hall_autosave_on_a_full_disk_is_told_and_the_earlier_one_kept(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 34: the Hall's autosave failing was only a log line, then a message
    without Try again or Save elsewhere (the table's dialog has both)."""
    table = open_table(app, "threes", [Seat("Ann", "human"), Seat("Bob", "easy")],
                       mode="adventurers", rounds=1)
    run_until(app, lambda: table.ctrl.human_prompt() is not None)
    before = hall_autosave_path().read_bytes()
    monkeypatch.setenv("RDI_FAULT_WRITE", "enospc@hall_autosave")
    table.ctrl.bridge.write_autosave()  # what every move does
    frames(app, 2)
    saving = table.guard.saving
    assert saving.dialog is not None and saving.dialog.alive()
    assert saving.shown == ("The game could not be saved: the disk is full. The Hall's last "
                            "autosave is kept as it was; saving is tried again after every "
                            "move.")
    assert hall_autosave_path().read_bytes() == before
    assert list(hall_autosave_path().parent.glob("*.tmp")) == []
    # Try again while the disk is still full: said again; then with room: saved
    click_at(app, _choice(saving.dialog, "retry").get_abs_rect().center)
    frames(app, 2)
    assert saving.dialog is not None and hall_autosave_path().read_bytes() == before
    monkeypatch.delenv("RDI_FAULT_WRITE")
    click_at(app, _choice(saving.dialog, "retry").get_abs_rect().center)
    frames(app, 2)
    assert "The game is saved again." in app.notice_html
    assert json.loads(hall_autosave_path().read_text(encoding="utf-8"))["kind"] == "hall"
    # Save elsewhere writes the Hall match there, which Load opens at the Hall table
    saving.save_in(hall_autosave_path().parent.parent / "elsewhere")
    there = list((hall_autosave_path().parent.parent / "elsewhere").glob("save-*.json"))
    assert len(there) == 1 and json.loads(there[0].read_text("utf-8"))["kind"] == "hall"
    app.pop()


def _choice(dialog: Any, action: str) -> Any:
    return next(b for b, a in dialog.buttons.items() if a == action)
