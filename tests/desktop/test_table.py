"""The table scene in-process (headless): drawn at two sizes, prompts answered
by simulated clicks, hot-seat privacy, game over, saves and the other screens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from rdi_desktop.app import App
from rdi_desktop.bridge import HUMAN
from rdi_desktop.layout import fan_hit
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import quick_setup
from tests.desktop.ui_driver import click_at, frames, make_app, until


def start(app: App, kinds: list[str], seed: int = 7) -> TableScene:
    setup, _, seed = quick_setup(len(kinds), seed, human=False)
    scene = open_table(app, setup, kinds, seed)
    app.push(scene)
    return scene


def visible_point(scene: TableScene, i: int) -> tuple[int, int]:
    """A point where hand card ``i`` is on top."""
    lay = scene.layout
    s = scene.drawing.slots[i]
    for dx in range(-lay.hand_card[0] // 2 + 4, lay.hand_card[0] // 2, 3):
        p = (round(s.cx + dx), round(s.cy))
        if fan_hit(scene.drawing.slots, lay.hand_card, p) == i:
            return p
    raise AssertionError("card fully covered")


def distinct(surface: pygame.Surface, rect: Any) -> int:
    r = pygame.Rect(rect[0], rect[1], rect[2], rect[3])
    sub = surface.subsurface(r.clip(surface.get_rect()))
    colours = set()
    w, h = sub.get_size()
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            colours.add(tuple(sub.get_at((x, y)))[:3])
    return len(colours)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_table_drawn_with_mats_hand_tracks_and_log(headless: Path, size: tuple[int, int]
                                                   ) -> None:
    app = make_app(size)
    scene = start(app, [HUMAN, "random", "random", "random"])
    until(app, lambda: scene.presenter.prompt is not None)
    frames(app, 2)
    surf = app.screen
    lay = scene.layout
    for m in lay.mats:
        assert distinct(surf, m) > 25, "mat looks blank"
    assert distinct(surf, lay.hand) > 40, "hand fan looks blank"
    assert distinct(surf, lay.centre) > 20
    assert scene.presenter.log, "log is empty"
    assert distinct(surf, lay.log) > 8, "log panel has no text"
    assert scene.presenter.name(0) in scene.drawing.banner.text
    # both tracker markers are drawn (the marker colours appear on the screen)
    colours = {tuple(surf.get_at((x, y)))[:3]
               for m in lay.mats for y in range(m.y, m.bottom, 2) for x in range(m.x, m.right, 2)}
    assert (110, 210, 120) in colours and (245, 160, 60) in colours
    app.screenshot(headless / f"table-{size[0]}.png")
    app.shutdown()


def test_click_a_card_in_the_hand_answers_the_engine(headless: Path) -> None:
    app = make_app((1280, 720))
    scene = start(app, [HUMAN, "random", "random"], seed=11)
    eng = scene.engine
    clicked = False
    for _ in range(200):
        until(app, lambda: scene.presenter.prompt is not None or scene.done)
        if scene.done:
            break
        req = scene.presenter.prompt
        assert req is not None
        frames(app)
        cards = scene.card_options(req)
        if cards:
            hand_i, opt = next(iter(cards.items()))
            before = len(eng.game.state.decisions)
            click_at(app, visible_point(scene, hand_i))
            if req.prompt.kind == "discard":  # a click picks the card; Done discards it
                assert not req.future.done() and scene.input.discard_pick == {hand_i}
                scene.answer(len(req.prompt.options) - 1)
            assert req.future.done() and req.future.result() == opt
            until(app, lambda b=before: len(eng.game.state.decisions) > b or scene.done)
            clicked = True
            break
        # answer anything else through its button / mat
        scene.answer(len(req.prompt.options) - 1)
    assert clicked
    app.shutdown()


def test_hot_seat_privacy_screen(headless: Path) -> None:
    app = make_app((1280, 720))
    scene = start(app, [HUMAN, HUMAN], seed=4)
    until(app, lambda: scene.presenter.privacy_for is not None)
    frames(app, 2)
    assert scene.presenter.prompt is not None and not scene.buttons
    assert scene.privacy_button is not None
    assert not scene.drawing.slots  # no hand drawn behind the privacy screen
    seat = scene.presenter.privacy_for
    click_at(app, scene.privacy_button.get_abs_rect().center)
    assert scene.presenter.privacy_for is None and scene.presenter.viewer == seat
    frames(app, 2)
    assert scene.drawing.slots  # now the hand shows
    app.shutdown()


def test_all_ai_game_reaches_game_over_screen(headless: Path) -> None:
    app = make_app((1280, 720))
    scene = start(app, ["random", "random", "random"], seed=3)
    scene.engine.max_ahead = 100_000
    until(app, lambda: app.top is not scene, limit=60)
    from rdi_desktop.scenes.game_over import GameOverScene

    assert isinstance(app.top, GameOverScene)
    frames(app, 2)
    assert scene.presenter.stats.turns > 0
    assert sum(scene.presenter.stats.drinks.values()) > 0
    app.shutdown()


def test_save_and_load_list_with_corrupt_file(headless: Path) -> None:
    from rdi_desktop.saves import save_dir
    from rdi_desktop.scenes.load import LoadScene, list_saves

    app = make_app((1280, 720))
    scene = start(app, [HUMAN, "random"], seed=8)
    until(app, lambda: scene.presenter.prompt is not None)
    scene.menu("save")
    saves = list(save_dir().glob("save-*.json"))
    assert saves
    (save_dir() / "broken.json").write_text("{oops", encoding="utf-8")
    entries = {e.path.name: e for e in list_saves()}
    assert entries["broken.json"].ok is False
    assert entries["broken.json"].summary == (
        "cannot be read: not a saved game, or cut short while saving")
    assert entries[saves[0].name].ok
    app.close_message()
    app.open_scene("load")
    frames(app, 2)
    load = app.top
    assert isinstance(load, LoadScene)
    good = next(b for b, e in load.buttons.items() if e.ok)
    click_at(app, good.get_abs_rect().center)
    assert isinstance(app.top, TableScene) and app.top is not scene
    assert not scene.engine.alive  # the old game was stopped
    app.shutdown()


@pytest.mark.parametrize("name", ["new_game", "rules", "settings", "load"])
def test_screens_open_and_draw(headless: Path, name: str) -> None:
    app = make_app((1024, 700))
    scene = app.open_scene(name)
    assert scene is not None
    frames(app, 3)
    assert distinct(app.screen, (0, 0, 1024, 700)) > 20
    app.pop()
    frames(app)
    app.shutdown()


def test_rules_search() -> None:
    from rdi_desktop.scenes.rules import SECTIONS, search

    assert any("Negate" in t for t, _ in search("negate"))
    assert len(search("")) >= len(SECTIONS)
    assert any("Jett" in t for t, _ in search("momentum"))
    assert not search("xyzzy-nothing")


def test_new_game_form_builds_setup(headless: Path) -> None:
    app = make_app((1280, 720))
    from rdi_desktop.scenes.new_game import NewGameScene

    scene = app.open_scene("new_game")
    assert isinstance(scene, NewGameScene)
    frames(app)
    setup, kinds, seed = scene.setup()
    assert len(setup["players"]) == 4 and kinds[0] == HUMAN
    names = [p["name"] for p in setup["players"]]
    assert len(set(names)) == 4
    scene.start()
    assert isinstance(app.top, TableScene)
    app.shutdown()
