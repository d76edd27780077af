"""The Pub Crawl at the table (a person's view): a saved game waiting for your Crawl opens
with the tavern list drawn in the side panel (Open/Closed, the pawn, the taverns you may go to lit), and
clicking a lit tavern moves the party there; New Game has the Pub Crawl switch."""

from __future__ import annotations

from pathlib import Path

from rdi_desktop.scenes.table_open import table_from_save
from tests.desktop.ui_driver import click_at, frames, make_app, until

SAVE = Path(__file__).parent / "data" / "pub-crawl-at-a-crawl.json"


def test_clicking_a_lit_tavern_crawls_there(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = table_from_save(app, SAVE)
        app.push(scene)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.context.get("reason") == "crawl")
        frames(app, 3)
        req = scene.presenter.prompt
        lit = scene.widget_lit(req)
        state = scene.engine.game.state
        assert lit == {str(o.card) for o in req.prompt.options}
        assert state.variants["pub_crawl"]["at"] not in lit and not lit & set(state.variants["pub_crawl"]["closed"])
        tiles = {card: rect for rect, card in scene.drawing.side_spots if card in lit}
        assert set(tiles) == set(lit)  # every choice is a row of the side panel's list
        target = sorted(lit)[0]
        click_at(app, tiles[target].center)
        until(app, lambda: scene.engine.game.state.variants["pub_crawl"]["at"] == target)
        until(app, lambda: (scene.presenter.display.get("crawl") or {}).get("at") == target)
        scene.engine.stop()
    finally:
        app.shutdown()


def test_new_game_has_the_pub_crawl_switch(headless: Path) -> None:
    from engine.game import new_game
    from rdi_desktop.scenes.new_game import NewGameScene

    app = make_app((1280, 720))
    try:
        scene = app.open_scene("new_game")
        assert isinstance(scene, NewGameScene)
        frames(app)
        assert "pub_crawl" in scene.option_boxes.values()
        scene.options["pub_crawl"] = True
        setup, _kinds, seed = scene.setup()
        assert setup["options"]["pub_crawl"] is True
        assert new_game(setup, seed).state.variants["pub_crawl"]["at"] == "the-red-dragon-inn-tavern-card"
    finally:
        app.shutdown()
