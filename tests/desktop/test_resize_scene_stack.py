"""Resizing (F11, dragging the window) mid-game rebuilds only the visible scene.

Issue 13: `App._resized()` rebuilt every scene's widgets, so the title's buttons
were drawn over the table and reacted to the mouse. A covered scene now drops
its widgets and rebuilds them when it is back on top.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.desktop.ui_driver import click_at, frames, make_app, until


def _visible_elements(app: object) -> list[object]:
    ui = app.ui  # type: ignore[attr-defined]
    return [e for e in ui.get_sprite_group().sprites() if getattr(e, "visible", 1)]


def test_resize_during_a_game_leaves_no_title_button_visible_or_clickable(headless: Path
                                                                          ) -> None:
    app = make_app((1280, 720))
    try:
        title = app.scenes[-1]
        button_at = {name: b.get_abs_rect().center for b, name in title.buttons.items()}
        title_buttons = list(title.buttons)
        app.open_scene("quick_game")
        until(app, lambda: len(app.scenes) == 2)
        frames(app, 5)
        table = app.scenes[-1]
        for size in ((1600, 900), (1280, 720)):
            app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                                size=size))
            frames(app, 3)
            assert title.root is None, "the covered title keeps no widgets"
            old_buttons = list(button_at)
            for e in _visible_elements(app):
                chain, owner = [], e
                while owner is not None and owner not in chain:
                    chain.append(owner)
                    owner = getattr(owner, "ui_container", None)
                assert not any(getattr(c, "text", None) in old_buttons for c in chain)
            assert not any(b.alive() for b in title_buttons)
        # where the title's buttons were, a click reaches the table, never the title
        for name in ("new_game", "quit"):
            click_at(app, button_at[name])
        assert app.scenes[-1] is table and app.running
        # back on the title, its buttons come back at the new size
        app.pop()
        frames(app, 2)
        assert app.scenes[-1] is title and title.root is not None
        assert title.buttons and all(b.alive() for b in title.buttons)
    finally:
        app.shutdown()
