"""Nerodia at the table (a person's view): when her gaze asks you to Petrify, the banner
asks in her words, you click the card in your hand to give it, and her mat shows the slab
with your initial on top of her pile."""

from __future__ import annotations

from pathlib import Path

from engine.scenario import build
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import autosave_path
from tests.desktop.test_table import visible_point
from tests.desktop.ui_driver import click_at, frames, make_app, until


def test_a_petrified_card_is_given_by_clicking_it(headless: Path) -> None:
    app = make_app()
    try:
        game = build({
            "seed": 4, "mode": "standard",
            "players": [
                {"name": "You", "character": "jett", "hand": ["parkour", "full-tilt"],
                 "deck": ["gambling-im-in"] * 8, "drink_me": ["light-ale"]},
                {"name": "Nerodia", "character": "nerodia", "hand": ["frozen-in-fear"],
                 "deck": ["gambling-im-in"] * 8, "drink_me": ["light-ale"],
                 "state": {"petrified": []}}],
            "drink_deck": ["light-ale", "dark-ale", "water"],
            "start": {"player": "Nerodia", "phase": "action"}})
        p = game.pending()
        assert p is not None and p.seat == 1
        game.apply(next(o for o in p.options if o.card == "frozen-in-fear"))
        eng = EngineThread(game, [HUMAN, "random"], seed=4, autosave=autosave_path())
        scene = TableScene(app, eng)
        app.push(scene)  # type: ignore[attr-defined]
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.context.get("reason") == "petrify")
        frames(app, 3)
        req = scene.presenter.prompt
        _mine, line1, _line2 = scene.drawing.banner.lines(req)
        assert "Nerodia" in line1
        picks = scene.card_options(req)
        assert len(picks) == 2
        j = next(j for j, i in picks.items() if req.prompt.options[i].card == "full-tilt")
        click_at(app, visible_point(scene, j))
        # the last card in hand is the only choice left: given without asking
        until(app, lambda: len(scene.engine.game.state.players[1].state["petrified"]) == 2)
        scene.engine.stop()
        until(app, lambda: (scene.presenter.display["players"][1].get("state") or {})
              .get("petrified_owners") == ["You", "You"])
    finally:
        app.shutdown()
