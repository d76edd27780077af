"""Reduce motion: nothing flies, grows, spins, shakes or flashes; what changed appears at
once where it lands, outlined for a moment; the game keeps its pace; and every screen
still sleeps while nothing changes (the title's candles stand still)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rdi_desktop import anim
from rdi_desktop.settings import Settings
from tests.desktop.test_idle_screens import settle
from tests.desktop.ui_driver import frames, make_app, until


def _card(colour: tuple[int, int, int] = (200, 40, 40)) -> pygame.Surface:
    s = pygame.Surface((20, 28))
    s.fill(colour)
    return s


def _painted(a: anim.Anim, t: float) -> pygame.Rect:
    """Where ``a`` paints at time ``t`` (the bounding box of what it drew)."""
    a.t = t
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    a.draw(surf)
    return surf.get_bounding_rect(min_alpha=1)


def test_a_flight_appears_where_it_lands_and_stays_put(headless: Path) -> None:
    pygame.init()
    fly = anim.Fly(_card(), ("t", 1), (20.0, 20.0), (300.0, 200.0), duration=0.5,
                   linger=0.5)
    moving = anim.Animator()
    calm = anim.Animator()
    calm.calm = True
    moving.add(fly)
    calm.add(anim.Fly(_card(), ("t", 1), (20.0, 20.0), (300.0, 200.0), duration=0.5,
                      linger=0.5))
    [flying], [still] = moving.active, calm.active
    assert isinstance(still, anim.Appear)
    assert _painted(flying, 0.1).center != _painted(flying, 0.3).center, "it flies"
    early, late = _painted(still, 0.05), _painted(still, 0.9)
    card = pygame.Rect(0, 0, 20, 28)
    card.center = (300, 200)
    assert late == card, "after its highlight: the card alone, where it lands"
    assert early.contains(card) and early != card, "at first: outlined round it"
    assert still.duration == flying.duration, "the game keeps its pace"


def test_pulses_do_not_grow_and_banners_do_not_flash(headless: Path) -> None:
    pygame.init()
    calm = anim.Animator()
    calm.calm = True
    ring = calm.add(anim.Pulse(pygame.Rect(100, 100, 60, 40), (255, 214, 90), 0.8))
    assert ring is not None
    [still] = calm.active
    assert _painted(still, 0.05).size == _painted(still, 0.3).size
    banner = anim.Banner("PASSED OUT", pygame.Rect(0, 0, 400, 300), (120, 20, 10), 30,
                         flash=True)
    calm.add(banner)
    assert banner.calm
    for is_calm, flashed in ((False, True), (True, False)):
        shown = pygame.Surface((400, 300))
        banner.calm, banner.t = is_calm, 0.01
        banner.draw(shown)
        assert (shown.get_at((5, 5))[:3] != (0, 0, 0)) is flashed, \
            "the red flash over the table, only without Reduce motion"


def test_the_table_sleeps_and_the_markers_jump(headless: Path) -> None:
    from bench.screens import open_screen

    app = make_app()
    app.settings.reduce_motion = True
    try:
        until(app, open_screen(app, "table"), limit=60)
        scene = app.top
        assert scene.presenter.animator.calm
        settle(app)
        drawn = app.frames_drawn
        frames(app, 60)
        assert app.frames_drawn == drawn, "full frames drawn while nothing changed"
        p = scene.presenter
        p.display["players"][0]["alcohol"] = 7
        frames(app, 1)
        assert p.marker(0, "alcohol") == 7.0, "the marker is there at once"
    finally:
        app.shutdown()


def test_the_title_candles_and_the_lesson_frame_stand_still(headless: Path) -> None:
    from bench.screens import open_screen

    app = make_app()
    app.settings.reduce_motion = True
    try:
        for name in ("title", "tutorial"):
            until(app, open_screen(app, name), limit=60)
            settle(app)
            drawn, ambient = app.frames_drawn, app.ambient_frames
            frames(app, 60)
            assert (app.frames_drawn, app.ambient_frames) == (drawn, ambient), name
    finally:
        app.shutdown()


def test_the_setting_is_kept(headless: Path, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(reduce_motion=True, palette="okabe_ito").save(path)
    got = Settings.load(path)
    assert got.reduce_motion and got.palette == "okabe_ito"
    path.write_text('{"palette": "rainbow"}', encoding="utf-8")
    with pytest.warns(RuntimeWarning, match="palette"):
        assert Settings.load(path).palette == "classic", "an unknown palette is refused"
