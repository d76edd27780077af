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


def test_a_settings_file_that_cannot_be_written_is_said_once_per_screen(headless: Path) -> None:
    """Both settings screens save through one helper: a disk that refuses the file is
    said once per screen, in words, and the choice still applies."""
    app = make_app()
    said: list[tuple[str, str]] = []
    try:
        def refuse() -> None:
            raise PermissionError(13, "Permission denied")

        app.settings.save = refuse  # type: ignore[method-assign]
        app.show_message = lambda title, text: said.append((title, text))  # type: ignore[method-assign]
        for name in ("settings", "accessibility"):
            app.open_scene(name)
            frames(app, 1)
            app.top._save()
            app.top._save()
        assert [t for t, _ in said] == ["Settings not saved"] * 2
        assert all("apply until you quit" in text for _, text in said)
    finally:
        app.shutdown()
