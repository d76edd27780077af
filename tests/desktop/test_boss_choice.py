"""New Game with two Boss-capable characters (Petra, Nerodia): the Boss seat's character
menu is open and lists exactly them; choosing Nerodia seats her as the Boss."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from engine.game import new_game
from engine.kits import boss_characters
from tests.desktop.ui_driver import frames, make_app


def test_the_boss_seat_offers_every_boss(headless: Path) -> None:
    from rdi_desktop.scenes.new_game import NewGameScene

    app = make_app((1280, 720))
    try:
        scene = app.open_scene("new_game")
        assert isinstance(scene, NewGameScene)
        frames(app)
        scene.set_mode("boss-battle")
        frames(app)
        boss_row = next(i for i, r in enumerate(scene.roles()) if r["fixed"])
        menu = scene.widgets[boss_row]["char"]
        assert menu.is_enabled
        titles = {c[0]: c[1] for c in scene.chars}
        offered = [o[0] if isinstance(o, tuple) else o for o in menu.options_list]
        assert sorted(offered) == sorted(titles[b] for b in boss_characters())
        assert "nerodia" in boss_characters() and "petra" in boss_characters()
        ev = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                {"ui_element": menu, "text": titles["nerodia"]})
        assert scene.handle_event(ev)
        setup, _kinds, seed = scene.setup()
        boss = [p for p in setup["players"] if p.get("boss")]
        assert [p["character"] for p in boss] == ["nerodia"]
        game = new_game(setup, seed)
        assert [p.character for p in game.state.players if p.boss] == ["nerodia"]
    finally:
        app.shutdown()
