"""The Rules screen searches as you type: typed keys filter the sections shown,
matches are marked, nothing found says so, long results scroll."""

from __future__ import annotations

from pathlib import Path

import pygame

from rdi_desktop.scenes.rules import RulesScene
from rdi_desktop.widgets.rules_view import RulesView, wrap
from tests.desktop.ui_driver import frames, make_app


def type_text(app, text: str) -> None:  # type: ignore[no-untyped-def]
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        frames(app)
    frames(app, 2)  # the field reports its change on the next frame


def test_typing_filters_the_rules(headless: Path) -> None:
    app = make_app()
    scene = app.open_scene("rules")
    assert isinstance(scene, RulesScene)
    frames(app, 2)
    everything = len(scene.view.shown)
    assert everything == len(scene.sections) and scene.view.max_scroll > 0
    type_text(app, "potion")
    assert scene.query == "potion"
    titles = [t for t, _ in scene.view.shown]
    assert "Team games" in titles and len(titles) < everything
    assert any(scene.view.marks_in(line.text) for line in scene.view.lines)
    before = app.screen.copy()
    type_text(app, " xyzzy")
    assert scene.view.shown == [] and scene.view.lines == []
    assert app.screen.get_view("2").raw != before.get_view("2").raw  # "Nothing matches"
    app.shutdown()


def test_wheel_scrolls_within_bounds() -> None:
    pygame.font.init()
    v = RulesView([("Title", "word " * 400)], size=16)
    v.set_rect(pygame.Rect(0, 0, 300, 200))
    assert v.max_scroll > 0
    v.on_wheel(-1000)
    assert v.scroll == v.max_scroll
    v.on_wheel(1000)
    assert v.scroll == 0


def test_wrap_keeps_every_word_within_width() -> None:
    from rdi_desktop.fonts import font

    pygame.font.init()
    text = "The quick brown fox jumps over the lazy dog " * 20
    lines = wrap(text, 240, 16)
    assert " ".join(lines).split() == text.split()
    f = font("dejavu_sans", 16, "regular")
    assert all(f.size(line)[0] <= 240 for line in lines)
