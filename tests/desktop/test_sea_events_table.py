"""The Sea Event Deck at the table (a person's view): New Game has the Sea Events switch;
a game whose last counter comes off shows the revealed Sea Event on the deck widget next to
the Inn and in the log, asks you to respond when you hold an Ignore, and once you Ignore it
the card lies on the Sea Event discard pile with its counters placed on the deck."""

from __future__ import annotations

from pathlib import Path

from engine.game import Game
from engine.scenario import build
from rdi_desktop.bridge import HUMAN, default_ai
from rdi_desktop.scenes.table_open import table_for_game
from tests.desktop.ui_driver import frames, make_app, until

FILL = ["gambling-im-in"] * 8
EVENT = "the-leviathan-stirs"


def _game() -> Game:
    """Lucky (an AI) ends her turn with one counter left; you, Jett, hold an Ignore."""
    game = build({
        "seed": 5, "options": {"sea_events": True},
        "players": [{"name": "Jett", "character": "jett", "hand": ["ridiculously-flexible"],
                     "deck": FILL, "drink_me": []},
                    {"name": "Lucky", "character": "lucky", "hand": [], "deck": FILL,
                     "drink_me": ["water"]}],
        "drink_deck": ["water"] * 6,
        "sea": {"deck": [EVENT, "merfolk-serenade"], "counters": 1},
        "start": {"player": "Lucky", "phase": "drink"}})
    game.state.setup = {"players": [{"name": "Jett", "character": "jett", "seat": HUMAN},
                                    {"name": "Lucky", "character": "lucky",
                                     "seat": default_ai()}],
                        "options": {"sea_events": True}}
    return game


def test_a_revealed_sea_event_is_shown_and_can_be_ignored(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = table_for_game(app, _game())
        app.push(scene)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.context.get("to") == EVENT)
        frames(app, 3)
        p = scene.presenter
        sea = next(w for w in scene.widgets if w.option == "sea_events")
        assert sea.room.w > 0  # the Sea Event Deck's column in the side panel
        assert (p.display.get("sea") or {}).get("revealed") == EVENT
        assert EVENT in {card for _rect, card in scene.drawing._centre_spots}  # shown, hoverable
        assert any("reveals the Sea Event" in str(line) for line in p.log)
        req = p.prompt
        assert req is not None
        scene.answer(req.prompt.index_of({"card": "ridiculously-flexible"}))
        state = scene.engine.game.state
        until(app, lambda: EVENT in state.variants["sea_events"]["discard"])
        until(app, lambda: EVENT in ((p.display.get("sea") or {}).get("discard") or []))
        assert state.players[0].fortitude == 20 and state.players[1].fortitude == 18
        assert any("Progress Counter" in str(line) for line in p.log)
        scene.engine.stop()
    finally:
        app.shutdown()


def test_new_game_has_the_sea_events_switch(headless: Path) -> None:
    from engine.game import new_game
    from rdi_desktop.scenes.new_game import NewGameScene

    app = make_app((1280, 720))
    try:
        scene = app.open_scene("new_game")
        assert isinstance(scene, NewGameScene)
        frames(app)
        assert "sea_events" in scene.option_boxes.values()
        scene.options["sea_events"] = True
        setup, _kinds, seed = scene.setup()
        assert setup["options"]["sea_events"] is True
        sea = new_game(setup, seed).state.variants["sea_events"]
        assert sea["counters"] == 2 and len(sea["deck"]) == 20
    finally:
        app.shutdown()
