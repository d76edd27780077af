"""Phyll at the table (a person's view): his Mix-in Shelf is drawn on his mat; a Mix-in
he may play on another player's Drink is lit there (the "respond to Drinks: mine" setting
does not pass it for him) and clicking it plays it on that Drink."""

from __future__ import annotations

from pathlib import Path

from engine.scenario import build
from rdi_desktop.answer_labels import option_label
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import autosave_path
from tests.desktop.ui_driver import click_at, frames, make_app, until


def _table(app: object) -> TableScene:
    game = build({
        "seed": 4, "mode": "standard",
        "players": [
            {"name": "You", "character": "phyll", "gold": 10, "hand": ["shaken-not-stirred"],
             "deck": ["gambling-im-in"] * 8, "drink_me": ["light-ale"],
             "state": {"shelf": ["fire-lime-twist"]}},
            {"name": "Jett", "character": "jett", "hand": [],
             "deck": ["gambling-im-in"] * 8, "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale", "dark-ale", "water"],
        "start": {"player": "Jett", "phase": "drink"}})
    eng = EngineThread(game, [HUMAN, "random"], seed=4, autosave=autosave_path())
    scene = TableScene(app, eng)
    app.push(scene)  # type: ignore[attr-defined]
    return scene


def test_a_lit_mix_in_on_the_shelf_is_played_by_a_click(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.kind == "respond")
        frames(app, 3)
        lit = [(r, c) for r, c, tag, seat in scene.drawing.mat_spots if tag == "shelf" and seat == 0]
        assert [c for _r, c in lit] == ["fire-lime-twist"]
        req = scene.presenter.prompt
        words = {option_label(req.prompt, i) for i in range(len(req.prompt.options))}
        assert "Play Fire-lime twist" in words  # the banner button says what it does
        click_at(app, lit[0][0].center)
        until(app, lambda: scene.engine.game.state.players[1].alcohol == 2)
        state = scene.engine.game.state
        scene.engine.stop()
        assert state.players[0].state["shelf"] == []
        assert state.players[0].gold == 11  # Jett paid for the twist
        assert "fire-lime-twist" in state.players[0].discard
    finally:
        app.shutdown()
