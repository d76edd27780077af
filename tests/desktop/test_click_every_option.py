"""Every option of a prompt on screen is a click (issue 31), through the table's own
input handling: a real table (headless window, engine thread, AI seats) where each
prompt for the person is answered by a seeded random option, reached by posting
mouse events where the table draws it (a hand card, a button, a lit mat for a
picked card's target, the arrange picker), and the engine must receive exactly
that option. The random all-person games of test_reachability cover every mode,
character, variant and stop setting; this one checks the clicks themselves."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.game import new_game
from rdi_desktop import reach
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.merge import orders_at_once
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import autosave_path
from rdi_desktop.table_setup import variant_setup
from tests.desktop.test_table import visible_point
from tests.desktop.ui_driver import click_at, frames, make_app, until


def _table(app: Any, seed: int, mode: str, options: dict[str, bool]) -> TableScene:
    n = 4 if mode != "otto" else 2
    setup, kinds, seed = variant_setup(mode, n, seed, human=True, options=options or None)
    game = new_game(setup, seed)
    kinds = [HUMAN] + ["random"] * (len(game.state.players) - 1)
    eng = EngineThread(game, kinds, seed=seed, autosave=autosave_path())
    scene = TableScene(app, eng)
    app.push(scene)
    return scene


def _click_option(app: Any, scene: TableScene, i: int) -> bool:
    """Click where option ``i`` of the prompt on screen is drawn; False when it is
    not drawn as a click of its own (the Potion's chooser)."""
    req = scene.presenter.prompt
    assert req is not None
    o = req.prompt.options[i]
    for _ in range(orders_at_once(req.prompt)):  # the phase's Drinks: a click for each
        b = next((b for b, k in scene.buttons.items() if k == i), None)
        if b is None:
            break
        click_at(app, b.get_abs_rect().center)
    else:
        return True
    cards = {k: j for j, k in scene.card_options(req).items()}
    if i in cards:
        click_at(app, visible_point(scene, cards[i]))
        if req.prompt.kind == "discard":
            done = next(b for b, k in scene.buttons.items()
                        if req.prompt.options[k].label == "done")
            click_at(app, done.get_abs_rect().center)
        elif scene.input.aiming is not None:
            seat = scene.aim_seats(req)[0]
            mat = scene.layout.mats[scene.positions()[seat]]
            click_at(app, pygame.Rect(mat).center)
        return True
    if req.prompt.reason == "arrange" and o.card:
        spot = next(r for r, c in scene.drawing.arrange_spots if c == o.card)
        click_at(app, spot.center)
        while scene.tray_buttons and "arr:confirm" not in scene.tray_buttons.values():
            r, c = scene.drawing.arrange_spots[0]
            click_at(app, r.center)
        scene.input.confirm_arrange()
        return True
    assert o.label == "potion", f"option {o.describe()} is not drawn anywhere"
    return False


@pytest.mark.parametrize("mode,options", [
    ("standard", {"pub_crawl": True, "prize": True}),
    ("two-headed-dragon", {"sea_events": True, "bar_deck": True}),
    ("boss-battle", {})])
def test_each_prompt_answered_by_a_click(headless: Path, mode: str,
                                         options: dict[str, bool]) -> None:
    app = make_app((1280, 720))
    rng = random.Random(31)
    try:
        scene = _table(app, 5, mode, options)
        answered = 0
        for _ in range(40):
            until(app, lambda: (scene.presenter.prompt is not None
                                and scene.presenter.privacy_for is None
                                and not scene.presenter.prompt.future.done())
                  or scene.presenter.finished is not None, limit=60)
            if scene.presenter.finished is not None:
                break
            frames(app, 2)
            req = scene.presenter.prompt
            assert req is not None
            hand = scene.presenter.hands.get(req.seat, [])
            assert reach.shown_reachable(req.prompt, hand) == set(
                range(len(req.prompt.options)))
            i = rng.randrange(len(req.prompt.options))
            if not _click_option(app, scene, i):
                i = next(k for k, o in enumerate(req.prompt.options) if o.label != "potion")
                assert _click_option(app, scene, i)
            until(app, req.future.done, limit=10)
            got = req.future.result()
            if req.prompt.kind == "discard" or req.prompt.reason == "arrange":
                assert req.prompt.options[got].card == req.prompt.options[i].card
            else:
                assert got == i, (req.prompt.kind, req.prompt.options[i].describe(), got)
            answered += 1
        assert answered >= 10
        scene.engine.stop()
    finally:
        app.shutdown()
