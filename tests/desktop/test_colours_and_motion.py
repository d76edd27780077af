"""Settings > Colours and motion: the palette and Reduce motion are chosen there, saved
at once, and the palette applies to what is drawn next without a restart."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui

from rdi_desktop import palette
from rdi_desktop.settings import settings_path
from tests.desktop.ui_driver import click_at, frames, make_app


def test_choose_the_palette_and_reduce_motion(headless: Path) -> None:
    app = make_app()
    try:
        app.open_scene("settings")
        frames(app, 2)
        click_at(app, app.top.w["access"].get_abs_rect().center)
        scene = app.top
        assert type(scene).__name__ == "AccessibilityScene"
        assert palette.name() == "classic"
        pygame.event.post(pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.w["palette"],
            text="Colour-blind friendly"))
        frames(app, 2)
        assert palette.name() == "okabe_ito"
        assert palette.colour("gap_danger") == palette.OKABE_ITO["gap_danger"]
        click_at(app, scene.w["motion"].get_abs_rect().center)
        assert app.settings.reduce_motion
        saved = json.loads(settings_path().read_text(encoding="utf-8"))
        assert saved["palette"] == "okabe_ito" and saved["reduce_motion"] is True
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode=""))
        frames(app, 2)
        assert type(app.top).__name__ == "SettingsScene"
    finally:
        app.settings.palette = "classic"
        app.shutdown()
