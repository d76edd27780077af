"""A team's Action-phase "who plays first?" question carries the "Drink order: ask
me" button (issue 31): the Drink phase's choice stays a click away."""

from __future__ import annotations

import concurrent.futures
from pathlib import Path

import pygame
import pygame_gui

from engine.prompts import Option, Prompt
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import frames, make_app


def test_the_button_toggles_asking_for_the_drink_order(headless: Path) -> None:
    app = make_app()
    try:
        setup, kinds, seed = variant_setup("two-headed-dragon", 4, 3, human=True)
        scene = open_table(app, setup, kinds, seed)
        scene._make_root()
        app.scenes.append(scene)  # on the stack, engine not started: nothing moves
        p = scene.presenter
        names = [pl["name"] for pl in p.display["players"]]
        view = {"players": p.display["players"], "teams": p.display.get("teams"),
                "turn_number": 1}
        prompt = Prompt(0, "choose", (Option(player=names[0]), Option(player=names[1])),
                        {"phase": "action", "reason": "next_to_act"})
        p.prompt = PromptRequest(0, prompt, view, concurrent.futures.Future())
        scene.build_ui()
        line = scene.drawing.banner.lines(p.prompt)[1]
        assert "who plays an Action first?" in line
        b = next(b for b, a in scene.tray_buttons.items() if a == "team:ask")
        assert b.text == "Drink order: ask me"
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=b))
        frames(app, 1)
        assert scene.engine.team_order.ask_again
        b = next(b for b, a in scene.tray_buttons.items() if a == "team:ask")
        assert b.text == "Drink order: same"
    finally:
        app.shutdown()
