"""Continue brings back the game just left, never an older one.

Issue 13: New Game (Two-Headed Dragon), Menu, Settings, Back, Continue brought
back an earlier hot-seat game, because the autosave was written only after a
turn. A game now autosaves when it starts and whenever the table is left.
"""

from __future__ import annotations

import json
from pathlib import Path

from rdi_desktop.scenes.table_open import autosave_path
from rdi_desktop.table_setup import quick_setup, variant_setup
from tests.desktop.ui_driver import frames, make_app, until


def test_new_game_menu_settings_back_continue_is_the_new_game(headless: Path) -> None:
    app = make_app()
    try:
        # an older game sits in the autosave
        old_setup, old_kinds, _ = quick_setup(seed=5)
        app.open_scene("table", setup=old_setup, kinds=old_kinds, seed=5)
        frames(app, 3)
        app.scenes[-1].menu("menu")
        frames(app, 2)
        assert json.loads(autosave_path().read_text())["setup"].get("mode", "standard") == "standard"

        setup, kinds, seed = variant_setup("two-headed-dragon", 4, seed=77, human=True)
        app.open_scene("table", setup=setup, kinds=kinds, seed=seed)
        frames(app, 2)
        app.scenes[-1].menu("menu")  # straight back to the title: nobody has moved yet
        until(app, lambda: len(app.scenes) == 1)
        app.open_scene("settings")
        frames(app, 2)
        app.pop()
        frames(app, 2)
        app.open_scene("continue")
        until(app, lambda: len(app.scenes) == 2)
        table = app.scenes[-1]
        state = table.engine.game.state
        assert state.mode == "two-headed-dragon"
        assert [p.name for p in state.players] == [p["name"] for p in setup["players"]]
        assert state.seed == seed
    finally:
        app.shutdown()
