"""Leaving Dragon Hordes at the Hall table (004 "Other Rules": a player may leave at any
time and keeps their money): "Leave the game" at the prediction leaves on its second
press (by mouse or keys), the stay-or-leave question's buttons answer "stay" and
"leave", the table then plays on with the AI seats to the game's end without waiting for
the person who left, their seat says they left, and the words fit at 150%."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.elements import UITextBox

from engine.hall.ai import HallAI
from rdi_desktop.app import App
from rdi_desktop.hall.controller import HallConfig, Seat
from rdi_desktop.hall.games.dragon_hordes import DOUBLE_CLICK
from rdi_desktop.scenes.hall_table import HallTableScene
from tests.desktop.screens_fit import draw_recorded
from tests.desktop.test_screens_fit import cuts
from tests.desktop.ui_driver import click_at, frames, make_app, until


def _table(app: App, seed: int) -> HallTableScene:
    table = HallTableScene(app, HallConfig("dragon_hordes", [
        Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")], seed=seed),
        ai_delay=0.0, autosave=None)
    app.push(table)
    frames(app, 2)
    return table


def _asked(app: App, table: HallTableScene, kind: str) -> Any:
    """Answer Ann's questions as the easy AI would until she is asked ``kind``."""
    ai = HallAI("easy", 1)
    while True:
        until(app, lambda: table.ctrl.human_prompt() is not None)
        hp = table.ctrl.human_prompt()
        assert hp is not None and table.ctrl.phase == "play"
        if hp.kind == kind:
            frames(app, 3)
            return hp
        assert table.ctrl.submit(hp.player, ai.decide(table.ctrl.game, hp.player)) is None
        table.clear_choices()
        frames(app, 1)


def _button(table: HallTableScene, object_id: str) -> Any:
    return next(b for b in table.actions if object_id in b.get_object_ids())


def _click(app: App, table: HallTableScene, object_id: str) -> None:
    click_at(app, _button(table, object_id).get_abs_rect().center)
    frames(app, 2)


def _key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                         scancode=0))
    frames(app, 3)


def _all(el: Any) -> list[Any]:
    inner = getattr(el, "elements", None) or []
    return [el] + [x for e in inner for x in _all(e)]


def _played_on_without(app: App, table: HallTableScene, money: int) -> None:
    """Ann left holding ``money``: the AI seats play to the end, nobody asks her again,
    she keeps that money and her seat says she left."""
    until(app, lambda: table.ctrl.phase != "play" or table.ctrl.human_prompt() is not None)
    assert table.ctrl.phase != "play" and table.ctrl.human_prompt() is None
    frames(app, 3)
    v = table.view()
    assert v is not None and v["over"]
    assert v["left_by_choice"] == ["Ann"] and "Ann" in v["left_game"]
    assert v["result"]["final_stacks"]["Ann"] == money
    assert len([e for e in table.game.events if e.get("kind") in ("roll", "doubles")  # type: ignore[union-attr]
                and e["player"] != "Ann"]) > 0
    shown = [el.html_text for el in table.app.ui.get_root_container().elements
             if isinstance(el, UITextBox) and el.visible]
    shown += [el.html_text for el in _all(table.dyn) if isinstance(el, UITextBox)]
    assert any("<b>Ann</b>: money" in h and "(left the game)" in h for h in shown)
    seat_words = [lab.text for lab in draw_recorded(app) if lab.kind == "hall"]
    assert ("WINNER" if "Ann" in v["result"]["winners"] else "left the game") in seat_words


def test_leave_at_the_prediction_takes_a_second_press(headless: Path) -> None:
    app = make_app()
    try:
        table = _table(app, 1)
        hp = _asked(app, table, "predict")
        assert _button(table, "#predict_leave").text == "Leave the game"
        answered = list(table.ctrl.applied)  # Ann's answers before this question
        _click(app, table, "#predict_leave")  # one click: asked again, nothing answered
        assert table.ctrl.human_prompt() == hp and table.ctrl.applied == answered
        assert _button(table, "#predict_leave").text == "Click again to leave"
        pick = next(iter(hp.options["predictions"][0].values()))
        _click(app, table, f"#pred_{pick}")  # picking a prediction takes it back
        assert _button(table, "#predict_leave").text == "Leave the game"
        # by keys: Tab to it, Enter, and the focus follows it to its second press
        while app.keys.focused() is None or app.keys.focused().label != "Leave the game":  # type: ignore[union-attr]
            _key(app, pygame.K_TAB)
        _key(app, pygame.K_RETURN)
        assert table.ctrl.human_prompt() == hp and table.ctrl.applied == answered
        assert app.keys.focused().label == "Click again to leave"  # type: ignore[union-attr]
        money = table.view()["stacks"]["Ann"]  # type: ignore[index]
        part = table.part()
        part.armed_at = time.monotonic()  # type: ignore[attr-defined]
        _key(app, pygame.K_RETURN)  # as soon as a double-click's second click: not yet
        assert table.ctrl.human_prompt() == hp and table.ctrl.applied == answered
        part.armed_at -= DOUBLE_CLICK  # type: ignore[attr-defined]
        _key(app, pygame.K_RETURN)
        assert table.ctrl.applied[-1] == ("Ann", "leave")
        _played_on_without(app, table, money)
    finally:
        app.shutdown()


def test_the_stay_or_leave_buttons(headless: Path) -> None:
    app = make_app()
    try:
        table = _table(app, 2)
        hp = _asked(app, table, "stay_or_leave")
        taken, delta = hp.options["taken"], hp.options["money_delta"]
        label = next(el for el in table.dyn.elements[0].elements  # type: ignore[union-attr]
                     if "#hordes_taken" in el.get_object_ids())
        assert label.text == f"You took {taken}; this game you are {delta:+d}."
        _click(app, table, "#hordes_stay")
        assert table.ctrl.applied[-1] == ("Ann", "stay")
        hp = _asked(app, table, "stay_or_leave")
        money = table.view()["stacks"]["Ann"]  # type: ignore[index]
        _click(app, table, "#hordes_leave")
        assert table.ctrl.applied[-1] == ("Ann", "leave")
        _played_on_without(app, table, money)
    finally:
        app.shutdown()


def test_the_leaving_words_fit_at_150(headless: Path) -> None:
    app = make_app((1280, 720), 1.5)
    try:
        table = _table(app, 2)
        _asked(app, table, "predict")
        _click(app, table, "#predict_leave")
        assert _button(table, "#predict_leave").text == "Click again to leave"
        assert not cuts(app)
        _asked(app, table, "stay_or_leave")
        assert not cuts(app)
    finally:
        app.shutdown()
