"""The table waiting for a click draws nothing and sleeps (counted in frames
drawn and waits, never in time)."""

from __future__ import annotations

from pathlib import Path

import pygame

from rdi_desktop.app import SETTLE_FRAMES
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import frames, make_app, until


def test_idle_table_draws_nothing_until_something_moves(headless: Path) -> None:
    app = make_app()
    setup, kinds, seed = variant_setup("standard", 6, 12, human=True)
    scene = open_table(app, setup, kinds, seed)
    app.push(scene)
    until(app, lambda: scene.presenter.prompt is not None and scene.presenter.idle
          and scene.engine.inbox.empty(), limit=60)
    frames(app, SETTLE_FRAMES + 2)
    assert not scene.busy()
    drawn = app.frames_drawn
    frames(app, 40)
    assert app.frames_drawn == drawn  # forty idle frames, nothing drawn
    assert app.idle_frames > SETTLE_FRAMES
    # the mouse moves: the table draws again (hover), then settles
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert app.frames_drawn == drawn + 1
    frames(app, 20)
    assert app.frames_drawn <= drawn + 1 + SETTLE_FRAMES + 1
    # the run loop sleeps on idle frames instead of spinning
    waits = []
    app.wait_idle = lambda: waits.append(1)  # type: ignore[method-assign]
    app.scenes.remove(scene)  # run() pushes its first scene again
    app.run(scene, max_frames=app.frame + 30)
    assert len(waits) >= 25
    scene.engine.stop()
    app.shutdown()


def test_a_busy_table_keeps_drawing(headless: Path) -> None:
    """While the AIs play (events animate), every frame is drawn."""
    app = make_app()
    setup, kinds, seed = variant_setup("standard", 4, 3, human=False)
    scene = open_table(app, setup, kinds, seed, autoplay=True)
    app.push(scene)
    drawn = app.frames_drawn
    frames(app, 20)
    assert app.frames_drawn == drawn + 20
    scene.engine.stop()
    app.shutdown()
