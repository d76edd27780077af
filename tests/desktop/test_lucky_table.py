"""Lucky at the table (a person's view): at 3 Heat the banner asks in her words and the
buttons say what each penalty costs; clicking one pays it and her mat shows Heat 0."""

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
            {"name": "You", "character": "lucky", "gold": 10, "hand": ["fence-the-goods"],
             "deck": ["gambling-im-in"] * 8, "drink_me": ["light-ale"], "state": {"heat": 1}},
            {"name": "Jett", "character": "jett", "hand": ["gambling-im-in"],
             "deck": ["gambling-im-in"] * 8, "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale", "dark-ale", "water"],
        "start": {"player": "You", "phase": "action"}})
    eng = EngineThread(game, [HUMAN, "random"], seed=4, autosave=autosave_path())
    scene = TableScene(app, eng)
    app.push(scene)  # type: ignore[attr-defined]
    return scene


def test_the_heat_penalty_is_chosen_by_its_own_buttons(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.kind == "action")
        req = scene.presenter.prompt
        fence = next(i for i, o in enumerate(req.prompt.options) if o.card == "fence-the-goods")
        scene.presenter.answer(fence)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.context.get("reason") == "heat")
        frames(app, 2)
        req = scene.presenter.prompt
        _mine, line1, _line2 = scene.drawing.banner.lines(req)
        assert "town guard" in line1
        words = {option_label(req.prompt, i) for i in range(len(req.prompt.options))}
        assert words == {"+2 Alcohol", "Pay 2 Gold to the Inn", "\u22122 Fortitude"}
        pay = next(b for b, i in scene.buttons.items()
                   if req.prompt.options[i].label == "gold")
        click_at(app, pay.get_abs_rect().center)
        until(app, lambda: scene.engine.game.state.players[0].state.get("heat") == 0)
        scene.engine.stop()
        me = scene.engine.game.state.players[0]
        assert me.gold == 10  # +2 from the Inn (Fence the goods), 2 back to the Inn
    finally:
        app.shutdown()
