"""Lists longer than the window scroll instead of being cut (larger words make them so):
Load with many saves and Statistics with long tables, at 150% in 1280x720, scroll with
the mouse wheel and with the keyboard alone (Page Up/Page Down, Home/End, and the arrows:
on Load past the first or last save shown, the focus staying on its button), say what is
out of sight, and keep every word whole at each position."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from tests.desktop.screens_fit import draw_recorded
from tests.desktop.test_screens_fit import cuts
from tests.desktop.ui_driver import frames, make_app


def _post(app: Any, event: pygame.event.Event) -> None:
    pygame.event.post(event)
    frames(app, 2)


def key(app: Any, k: int) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    _post(app, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def wheel(app: Any, notches: int) -> None:
    _post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-notches, flipped=False,
                                  precise_x=0.0, precise_y=float(-notches)))


def _saves(n: int) -> None:
    """``n`` saved games, the first the newest."""
    from engine.game import new_game
    from rdi_desktop.saves import save_dir
    from rdi_desktop.table_setup import variant_setup

    setup, _kinds, seed = variant_setup("standard", 4, 3, human=True)
    text = new_game(setup, seed).to_json()
    for i in range(n):
        path = save_dir() / f"save-{i:02d}.json"
        path.write_text(text, encoding="utf-8")
        os.utime(path, (2_000_000_000 - i * 60, 2_000_000_000 - i * 60))


@contextmanager
def _opened(name: str) -> Iterator[Any]:
    """Scene ``name`` opened at 150% text in 1280x720; the app is shut down after."""
    app = make_app((1280, 720), 1.5)
    try:
        app.open_scene(name)
        frames(app, 2)
        yield app
    finally:
        app.shutdown()


def test_load_scrolls_by_wheel_and_keys(headless: Path) -> None:
    from rdi_desktop.scenes.load import LoadScene

    _saves(24)
    with _opened("load") as app:
        load = app.top
        assert isinstance(load, LoadScene)
        shown = len(load.rows)
        assert 0 < shown < 24 and load.hidden == (0, 24 - shown)
        assert not cuts(app), "at the top"
        wheel(app, 1)
        assert load.first == 1
        key(app, pygame.K_PAGEDOWN)
        assert load.first == shown  # a page, its last row kept in sight
        key(app, pygame.K_END)
        assert load.rows[-1][1] is load.entries[-1] and load.hidden[1] == 0
        assert not cuts(app), "at the end"
        key(app, pygame.K_HOME)
        assert load.first == 0
        # the keyboard alone: the focus on the last save's Load button, Down scrolls a row
        # and the focus is on the Load button of the save that came into sight
        last = next(b for b, e in load.buttons.items() if e is load.rows[-1][1])
        app.keys.focus = next(it.key for it in app.keys.items() if it.element is last)
        app.keys.active = True
        key(app, pygame.K_DOWN)
        assert load.first == 1
        now = app.keys.focused()
        assert now is not None and load.buttons.get(now.element) is load.entries[shown]
        key(app, pygame.K_UP)  # (not on the first row shown: the focus moves up)
        assert load.first == 1
        assert not cuts(app), "scrolled"


def _long_statistics(games: int) -> None:
    """``games`` finished games, two characters a game: every character has a row."""
    from engine.cards import cards
    from rdi_desktop import stats as records

    chars = sorted(cards().characters)
    recs = [{"key": f"g{i}", "when": "2026-01-01T00:00:00", "mode": "standard",
             "variants": [], "turns": 10, "winners": ["A"],
             "seats": [{"name": "A", "character": chars[i % len(chars)], "kind": "human",
                        "won": True, "out": None},
                       {"name": "B", "character": chars[(i + 1) % len(chars)],
                        "kind": ("easy", "normal", "hard", "expert")[i % 4], "won": False,
                        "out": "passed_out"}]} for i in range(games)]
    records.save(records.Stats(recs))


def shown_rows(app: Any) -> list[str]:
    """The rows of the Characters table drawn now (its first column's words)."""
    labels = [lab for lab in draw_recorded(app) if lab.kind == "stats"]
    left = min(lab.rect.x for lab in labels)
    return [lab.text for lab in labels if lab.rect.x == left][2:]  # (its title, "Games")


def test_statistics_scroll_by_wheel_and_keys(headless: Path) -> None:
    _long_statistics(40)
    with _opened("statistics") as app:
        scene = app.top
        first = shown_rows(app)
        total = len(scene.tables()[0][1])
        assert 0 < len(first) < total, "the Characters table fits: nothing to scroll"
        assert any(lab.kind == "more" for lab in draw_recorded(app))
        assert not cuts(app), "at the top"
        wheel(app, 1)
        assert shown_rows(app)[0] == first[1]
        key(app, pygame.K_DOWN)
        assert shown_rows(app)[0] == first[2]
        key(app, pygame.K_END)
        rows = [r.label for r in scene.tables()[0][1]]
        assert shown_rows(app)[-1] == rows[-1]
        assert not cuts(app), "at the end"
        key(app, pygame.K_PAGEUP)
        assert shown_rows(app)[-1] != rows[-1]
        key(app, pygame.K_HOME)
        assert shown_rows(app) == first


def test_review_turning_points_scroll_by_wheel_and_keys(headless: Path) -> None:
    """The review's five turning points at 150% in 1280x720: those that fit, the rest
    brought into sight with the wheel, Page Down and Down on the last "Show"."""
    from tests.desktop.screens_fit import _review

    app = make_app((1280, 720), 1.5)
    try:
        _review(app)
        scene = app.top
        points = scene.result.turning_points()
        assert len(points) == 5 and 0 < len(scene.shows) < 5 and scene.hidden[1] > 0
        assert scene.more is not None and not cuts(app), "at the top"
        wheel(app, 1)
        assert scene.first == 1
        key(app, pygame.K_HOME)
        assert scene.first == 0
        last = list(scene.shows)[-1]
        app.keys.focus = next(it.key for it in app.keys.items() if it.element is last)
        app.keys.active = True
        key(app, pygame.K_DOWN)
        assert scene.first == 1
        now = app.keys.focused()
        brought = points[scene.first + len(scene.shows) - 1].index  # (the last shown now)
        assert now is not None and scene.shows.get(now.element) == brought
        key(app, pygame.K_END)
        assert scene.hidden[1] == 0 and list(scene.shows.values())[-1] == points[-1].index
        assert not cuts(app), "at the end"
    finally:
        app.shutdown()
