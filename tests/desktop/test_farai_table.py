"""Farai at the table (a person's view): the game opens by asking where his token starts,
in his words, with a button per Brew; clicking one places it and his mat frames it."""

from __future__ import annotations

from pathlib import Path

from engine.game import new_game
from rdi_desktop.answer_labels import option_label
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import autosave_path
from tests.desktop.ui_driver import click_at, frames, make_app, until


def test_the_token_is_placed_with_the_brew_buttons(headless: Path) -> None:
    app = make_app()
    try:
        game = new_game({"players": [{"name": "You", "character": "farai"},
                                     {"name": "Jett", "character": "jett"}], "first": 1}, 5)
        eng = EngineThread(game, [HUMAN, "random"], seed=5, autosave=autosave_path())
        scene = TableScene(app, eng)
        app.push(scene)  # type: ignore[attr-defined]
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.context.get("reason") == "brew_at")
        frames(app, 2)
        req = scene.presenter.prompt
        _mine, line1, _line2 = scene.drawing.banner.lines(req)
        assert "Farai" in line1 and "brewing" in line1
        words = [option_label(req.prompt, i) for i in range(len(req.prompt.options))]
        assert words == ["Beer", "Wine", "Spirits"]
        wine = next(b for b, i in scene.buttons.items()
                    if req.prompt.options[i].label == "wine")
        click_at(app, wine.get_abs_rect().center)
        until(app, lambda: scene.engine.game.state.players[0].state.get("brew_at") == "wine")
        until(app, lambda: (scene.presenter.display["players"][0].get("state") or {})
              .get("brew_at") == "wine")
        scene.engine.stop()
    finally:
        app.shutdown()
