"""The Hint button at the table: it shows the Expert's hint off the main thread, marks
the hinted answer, Esc cancels a search, a seat with hints off has no button, and each
hint shown is kept with the game's save."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from engine.ai.hint import HINT_BUDGET, Budget
from engine.game import new_game
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.scenes.table import TableScene
from tests.desktop.ui_driver import click_at, frames, make_app, until

QUICK = Budget(**{**HINT_BUDGET.__dict__, "seconds": 1e9, "max_iterations": 6})
#: a search too long to finish during the test: only Esc ends it
ENDLESS = Budget(**{**HINT_BUDGET.__dict__, "seconds": 1e9, "max_iterations": 10**9,
                    "min_iterations": 10**9})


def _table(app: Any, hints: bool) -> TableScene:
    setup: dict[str, Any] = {"players": [{"name": "You", "character": "jett"},
                                         {"name": "Dale", "character": "dale"}], "first": 0}
    if hints:
        setup["players"][0]["hints"] = True
    game = new_game(setup, 12)
    scene = TableScene(app, EngineThread(game, [HUMAN, "normal"], seed=12))
    app.push(scene)
    return scene


def _key(app: Any, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    frames(app, 2)


def test_the_hint_button_shows_a_hint_and_marks_it(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app, hints=True)
        scene.coach.budget = QUICK
        until(app, lambda: scene.presenter.prompt is not None and scene.coach.button is not None)
        req = scene.presenter.prompt
        click_at(app, scene.coach.button.get_abs_rect().center)
        until(app, lambda: scene.coach.shown is not None)
        h = scene.coach.shown
        assert h is not None and 0 <= h.choice < len(req.prompt.options)
        assert scene.coach.panel is not None and "to win" in scene.coach.panel_html()
        assert scene.coach.button is None  # one hint per prompt
        marked = [b for b, i in scene.buttons.items() if i == h.choice]
        cards = [i for i in scene.card_options(req).values() if i == h.choice]
        assert marked or cards
        assert all(b.is_selected for b in marked)
        assert scene.engine.hints_used[-1]["choice"] == h.choice
        data = json.loads(scene.engine.current_json())
        assert data["hints"][-1] == scene.engine.hints_used[-1]
        scene.engine.stop()
    finally:
        app.shutdown()


def test_esc_cancels_a_hint_and_the_key_asks_again(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app, hints=True)
        scene.coach.budget = ENDLESS
        until(app, lambda: scene.presenter.prompt is not None and scene.coach.button is not None)
        _key(app, pygame.K_h)
        job = scene.coach.job
        assert job is not None and scene.coach.bar is not None
        assert scene.busy(), "the table keeps drawing the progress while it thinks"
        _key(app, pygame.K_ESCAPE)
        assert scene.coach.job is None and scene.coach.bar is None
        job.done.wait(5)
        assert job.done.is_set() and job.result is None
        assert scene.coach.button is not None, "the Hint button is back"
        assert scene.presenter.prompt is not None, "Esc cancelled only the hint"
        scene.engine.stop()
    finally:
        app.shutdown()


def test_a_seat_with_hints_off_has_no_hint_button(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app, hints=False)
        until(app, lambda: scene.presenter.prompt is not None)
        frames(app, 2)
        assert scene.coach.button is None
        _key(app, pygame.K_h)
        assert scene.coach.job is None
        scene.engine.stop()
    finally:
        app.shutdown()


def test_hints_shown_go_with_the_save_the_replay_and_a_shared_file(tmp_path: Path) -> None:
    from rdi_desktop.replay import load_replay, write_share
    from rdi_desktop.stats import record_of

    game = new_game({"players": [{"name": "You", "character": "jett", "hints": True},
                                 {"name": "Dale", "character": "dale"}], "first": 0}, 12)
    game.apply(0)  # the hint was shown at the first decision, then it was taken
    eng = EngineThread(game, [HUMAN, "normal"], seed=12)
    eng.hints_used.append({"decision": 0, "seat": 0, "kind": "discard", "choice": 2})
    path = tmp_path / "game.json"
    path.write_text(eng.current_json(), encoding="utf-8")
    loaded = load_replay(path)
    assert loaded.hints == eng.hints_used
    shared = write_share(loaded.replay, tmp_path, hints=loaded.hints)
    assert json.loads(shared.read_text(encoding="utf-8"))["hints"] == eng.hints_used
    bad = json.loads(path.read_text(encoding="utf-8"))
    bad["hints"] = [{"decision": "x"}, 7, {"decision": 0, "seat": 0, "choice": 0}]
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert [h["choice"] for h in load_replay(path).hints] == [0]  # the odd ones dropped
    game.state.over, game.state.winners = True, [0]
    rec = record_of(game, [HUMAN, "normal"], eng.hints_used)
    assert rec["seats"][0]["hints"] == 1 and "hints" not in rec["seats"][1]
    from rdi_desktop.stats import by_level

    assert {r.label for r in by_level([rec])} == {"People with hints", "AI normal"}
