"""Hot-seat: the handover screen says why it is there, and a person's default name
"You" is not what everyone else reads.

The screen changes hands only for a private choice (rdi_desktop/prompt_policy.py
:func:`handover`); when it does, it names that choice (:func:`handover_reason`),
so the person called to the screen knows what waits for them. With more than one
person at the table, a seat left at the default name "You" takes its character's
name: "You" on the other person's screen (a team plate read "You & Remy") named
the wrong player.
"""

from __future__ import annotations

import concurrent.futures
from pathlib import Path
from typing import Any

from engine.prompts import PASS, Option, Prompt
from rdi_desktop.bridge import HUMAN, PromptRequest
from rdi_desktop.handover import handover_reason
from rdi_desktop.presenter import Presenter
from rdi_desktop.settings import Settings
from tests.desktop.test_table import start
from tests.desktop.ui_driver import click_at, frames, make_app, until


def view() -> dict[str, Any]:
    players = [{"name": n, "team": None, "hand": ["ale"]} for n in ("Ann", "Bob", "Cy")]
    return {"players": players, "teams": {}, "drinks": [{"uid": 9, "cards": ["wine"],
                                                         "drinker": 1}],
            "stack": [{"uid": 4, "card": "hoe-down", "owner": 2, "target": None,
                       "affects": [0, 1], "hit": [], "ignored_by": []}]}


def test_each_private_choice_has_its_reason() -> None:
    v = view()
    said = {
        "discard": handover_reason(Prompt(1, "discard", (Option(label="done"),), {}), v),
        "action": handover_reason(Prompt(1, "action", (PASS,), {"phase": "action"}), v),
        "card": handover_reason(Prompt(1, "respond", (Option(card="x"), PASS),
                                       {"phase": "action", "to": "hoe-down"}), v),
        "drink": handover_reason(Prompt(1, "respond", (Option(card="x"), PASS),
                                        {"phase": "drink", "to": "wine"}), v),
        "gamble": handover_reason(Prompt(1, "gamble", (PASS,), {"to": "gambling"}), v),
    }
    assert "discard" in said["discard"] and "Action" in said["action"]
    assert "Hoe down!" in said["card"] and "Drink (Wine)" in said["drink"]
    assert "Gambling" in said["gamble"]
    v["stack"][0]["hit"] = [1]
    assert "hit back" in handover_reason(Prompt(1, "respond", (Option(card="x"), PASS),
                                                {"phase": "action", "to": "hoe-down"}), v)


def test_the_presenter_keeps_the_reason_for_the_screen() -> None:
    v = view()
    p = Presenter(v, {}, [0, 1], Settings())
    req = PromptRequest(1, Prompt(1, "respond", (Option(card="x"), PASS),
                                  {"phase": "action", "to": "hoe-down"}), v,
                        concurrent.futures.Future())
    p._message(req)
    assert p.privacy_for == 1 and "Hoe down!" in p.privacy_why


def test_the_handover_screen_shows_why(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = start(app, [HUMAN, HUMAN], seed=4)
        until(app, lambda: scene.presenter.privacy_for is not None)
        frames(app, 2)
        label = scene.privacy_label
        assert label is not None and label.text == scene.presenter.privacy_why != ""
        assert label.get_abs_rect().bottom <= 720
        click_at(app, scene.privacy_button.get_abs_rect().center)
        frames(app, 2)
        assert scene.privacy_label is None
    finally:
        app.shutdown()


def test_hot_seat_people_are_not_all_called_you(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        form = app.open_scene("new_game")
        frames(app, 2)
        form.set_mode("two-headed-dragon")
        assert form.rows[0]["name"] == "You"
        alone = [p["name"] for p in form.setup()[0]["players"]]
        assert alone[0] == "You"  # one person: "You" reads right on the only screen
        form.rows[2]["kind"] = HUMAN
        names = [p["name"] for p in form.setup()[0]["players"]]
        assert "You" not in names and len(set(names)) == len(names)
        assert names[0] == form.char_name(form.rows[0]["character"]) or \
            names[0].startswith(form.char_name(form.rows[0]["character"]))
        form.widgets[0]["name"].set_text("Ada")  # a name typed in stays
        assert form.setup()[0]["players"][0]["name"] == "Ada"
    finally:
        app.shutdown()
