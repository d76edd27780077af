"""After every person at the table is out, the game offers to finish quickly; the
game-over screen sums the game up: who won, how each player went out, turns
(issue 31)."""

from __future__ import annotations

from pathlib import Path

from engine.flow.elimination import _out
from engine.game import new_game
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import autosave_path
from tests.desktop.ui_driver import click_at, frames, make_app, until


def _table(app: object) -> TableScene:
    setup = {"players": [{"name": "You", "character": "jett"},
                         {"name": "Dale", "character": "dale"},
                         {"name": "Serena", "character": "serena"}], "first": 1}
    game = new_game(setup, 21)
    _out(game.state, 0, "passed_out")  # the person is out: the AIs play on
    eng = EngineThread(game, [HUMAN, "random", "random"], seed=21, autosave=autosave_path())
    scene = TableScene(app, eng)
    app.push(scene)  # type: ignore[attr-defined]
    return scene


def test_the_offer_then_straight_to_the_results(headless: Path) -> None:
    from rdi_desktop.scenes.game_over import GameOverScene

    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: bool(scene.finish_buttons))
        acts = {a: b for b, a in scene.finish_buttons.items()}
        assert set(acts) == {"fast", "results", "watch"}
        centre = scene.layout.centre
        assert all(centre[1] <= b.get_abs_rect().top for b in acts.values())
        click_at(app, acts["results"].get_abs_rect().center)
        assert scene.finish == "results" and scene.presenter.instant
        until(app, lambda: isinstance(app.top, GameOverScene), limit=90)
        frames(app, 2)
        over = app.top
        assert isinstance(over, GameOverScene)
        lines = over._outs()
        assert lines and lines[0].startswith("You pass out"), lines
        losers = [pl["name"] for pl in scene.presenter.display["players"] if pl.get("out")]
        assert len(lines) == len(losers)
        assert all(" on turn " in line for line in lines[1:])
        assert over.summary_bottom <= over.panel.bottom - 60, "the summary fits its panel"
        # "Look at the table" shows the table, no longer covered
        click_at(app, over.table_button.get_abs_rect().center)
        frames(app, 2)
        assert app.top is scene
        scene.draw(app.screen)
        assert app.screen.get_at((5, 5))[:3] != (22, 12, 6)
    finally:
        app.shutdown()


def test_keep_watching_with_esc(headless: Path) -> None:
    import pygame

    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: bool(scene.finish_buttons))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="\x1b"))
        frames(app, 2)
        assert not scene.finish_buttons and scene.finish is None and scene.finish_offered
        scene.engine.stop()
    finally:
        app.shutdown()


def test_the_offer_shows_at_once(headless: Path) -> None:
    """The offer came only when the table was idle, which it seldom is while the AIs
    play on (it was not seen within 16 s): it shows as soon as the table shows every
    person out, however much is still to be shown."""
    app = make_app()
    try:
        scene = _table(app)
        scene.presenter.hold = 1e6  # the table is busy showing the AIs' play
        frames(app, 3)
        assert not scene.presenter.idle
        assert scene.finish_offered and scene.finish_buttons
        scene.engine.stop()
    finally:
        app.shutdown()
