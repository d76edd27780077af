"""Every screen sleeps while nothing changes: counted in frames drawn, never in time.

Each screen is opened as a player opens it (``bench/screens.py``); once it waits
for the player, sixty frames without input draw nothing at all, or, on the
title and in the tutorial, only their slow ambient frames (the candles and
embers, the highlight's glow) at their own low rate, each sending only the
rectangles it changed.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from bench.screens import SCREENS, open_screen
from rdi_desktop.app import SETTLE_FRAMES
from rdi_desktop.scenes.title import AMBIENT_FPS
from rdi_desktop.scenes.tutorial import GLOW_FPS
from tests.desktop.ui_driver import frames, make_app, until

#: ambient frames a second (at 60 frames a second of the test's clock)
AMBIENT = {"title": AMBIENT_FPS, "tutorial": GLOW_FPS}


def settle(app: object, limit: int = 600) -> None:
    """Step frames until the app has drawn its last frame after the last change."""
    for _ in range(limit):
        frames(app)  # type: ignore[arg-type]
        if app.idle_frames > SETTLE_FRAMES:  # type: ignore[attr-defined]
            return
    raise AssertionError(f"{type(app.top).__name__} never stops drawing")  # type: ignore


@pytest.mark.parametrize("name", SCREENS)
def test_a_waiting_screen_draws_nothing(headless: Path, name: str) -> None:
    app = make_app()
    ready = open_screen(app, name)
    until(app, ready, limit=120)
    settle(app)
    drawn, ambient = app.frames_drawn, app.ambient_frames
    frames(app, 60)  # one second of the test's clock, nobody touching anything
    assert app.frames_drawn - ambient_drawn(app, ambient) == drawn, \
        f"{name}: full frames drawn while nothing changed"
    rate = AMBIENT.get(name, 0)
    assert rate - 2 <= app.ambient_frames - ambient <= rate, f"{name}: ambient frames"
    # input wakes it: the next frame is drawn in full, then it settles again
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    before = app.frames_drawn - app.ambient_frames
    frames(app, 1)
    assert app.frames_drawn - app.ambient_frames == before + 1
    settle(app)
    app.shutdown()


def ambient_drawn(app: object, before: int) -> int:
    return app.ambient_frames - before  # type: ignore[attr-defined, no-any-return]


def test_the_loop_sleeps_until_the_next_ambient_frame(headless: Path) -> None:
    """The run loop waits between the title's ambient frames instead of spinning, and
    each waits no longer than the time left to the next one."""
    app = make_app()
    settle(app)
    title = app.top
    assert title is not None
    waits: list[float | None] = []
    app.wait_idle = lambda: waits.append(title.ambient_in())  # type: ignore[method-assign]
    app.scenes.remove(title)
    app.run(title, max_frames=app.frame + 30)
    assert len(waits) >= 25
    assert all(w is not None and w <= 1 / AMBIENT_FPS + 1e-9 for w in waits), waits
    app.shutdown()


@pytest.mark.parametrize("name", ["title", "tutorial", "title with a note"])
def test_ambient_frames_leave_what_a_full_frame_draws(headless: Path, name: str) -> None:
    """Drawing only the changed rectangles leaves no trail: after a second of ambient
    frames the window holds exactly what drawing everything again gives (a note's
    window over the embers is drawn again, clipped, where they moved under it)."""
    app = make_app()
    until(app, open_screen(app, name.split()[0]), limit=120)
    if "note" in name:
        note = app.show_message("Coming soon", "A note over the title.")
        note.set_position((60, 300))  # over the left candle's embers
    settle(app)
    before = app.ambient_frames
    frames(app, 60)
    assert app.ambient_frames > before
    before = app.ambient_frames
    until(app, lambda: app.ambient_frames > before)  # just drawn: nothing moved since
    shown = pygame.image.tobytes(app.screen, "RGB")
    app.draw()
    assert shown == pygame.image.tobytes(app.screen, "RGB")
    app.shutdown()


def test_merged_rectangles_cover_what_changed() -> None:
    from rdi_desktop.app import merge_rects

    rects = [pygame.Rect(10 + i * 3, 10, 6, 6) for i in range(20)] + [pygame.Rect(900, 500, 4, 4)]
    merged = merge_rects(rects)
    assert len(merged) == 2  # the row of nearby embers, and the one far away
    assert all(any(m.contains(r) for m in merged) for r in rects)
    assert merge_rects([pygame.Rect(0, 0, 10, 10), pygame.Rect(600, 400, 10, 10)], 100) == \
        [pygame.Rect(0, 0, 10, 10), pygame.Rect(600, 400, 10, 10)]  # far apart: kept apart


def test_a_text_cursor_blinks_while_nothing_else_moves(headless: Path) -> None:
    """A focused name field keeps blinking its cursor: one frame per blink, nothing more."""
    import pygame_gui

    app = make_app()
    open_screen(app, "new_game")
    settle(app)
    entry = next(el for el in app.ui.get_sprite_group().sprites()
                 if isinstance(el, pygame_gui.elements.UITextEntryLine) and el.visible)
    entry.focus()
    app.ui.set_focus_set(entry)
    settle(app)
    drawn = app.frames_drawn
    blinks = 0
    was = entry.cursor_on
    for _ in range(120):  # two seconds of the test's clock
        frames(app)
        blinks += entry.cursor_on != was
        was = entry.cursor_on
    assert blinks >= 2
    assert app.frames_drawn - drawn == blinks
    app.shutdown()


def test_disjoint_rectangles_cover_each_pixel_once() -> None:
    from rdi_desktop.app import disjoint_rects

    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(2, 2, 3, 3),
             pygame.Rect(30, 0, 4, 4)]
    pieces = disjoint_rects(rects)
    covered = [(x, y) for p in pieces for x in range(p.left, p.right)
               for y in range(p.top, p.bottom)]
    assert len(covered) == len(set(covered))  # no pixel twice
    assert set(covered) == {(x, y) for r in rects for x in range(r.left, r.right)
                            for y in range(r.top, r.bottom)}
