"""pygame_gui's theme remembers every element-id combination under a key of about a
megabyte and never forgets one: the app keeps at most THEME_IDS_KEPT of them."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop.app import THEME_IDS_KEPT
from tests.desktop.ui_driver import frames, make_app


def test_widgets_with_new_ids_do_not_grow_the_theme(headless: Path) -> None:
    app = make_app()
    ids = app.ui.get_theme().unique_theming_ids
    for i in range(3 * THEME_IDS_KEPT):  # a screen rebuilt with ever new ids
        pygame_gui.elements.UIButton(pygame.Rect(0, 0, 50, 20), str(i), manager=app.ui,
                                     object_id=ObjectID(f"#seat_{i}")).kill()
        frames(app)
        assert len(ids) <= THEME_IDS_KEPT + 1
    app.shutdown()
