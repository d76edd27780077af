"""Cancel before commit (issue 31): an Action card that needs a target is picked,
not played; Esc, a right-click or a second click puts it back in the hand with
nothing played, and a click on a lit mat plays it there (no second question)."""

from __future__ import annotations

from pathlib import Path

import pygame

from rdi_desktop.scenes.table import TableScene
from tests.desktop.test_table import visible_point
from tests.desktop.ui_driver import click_at, frames, make_app, table_with_hand, until

AIMED = "slide-tackle"
HAND = [AIMED, "i-dont-think-so", "i-dont-think-so", "i-dont-think-so", "i-dont-think-so"]


def _table(app: object) -> TableScene:
    return table_with_hand(app, HAND)  # type: ignore[arg-type]


def _kind(scene: TableScene) -> str | None:
    req = scene.presenter.prompt
    return req.prompt.kind if req is not None else None


def test_pick_take_back_three_ways_then_aim(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: _kind(scene) == "discard")
        req = scene.presenter.prompt
        assert req is not None
        done = next(b for b, i in scene.buttons.items() if req.prompt.options[i].label == "done")
        click_at(app, done.get_abs_rect().center)
        until(app, lambda: _kind(scene) == "action")
        frames(app, 2)
        req = scene.presenter.prompt
        i = scene.presenter.hands[0].index(AIMED)
        takes_back = [
            lambda: click_at(app, visible_point(scene, i)),
            lambda: (pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE,
                                                          mod=0, unicode="")), frames(app, 2)),
            lambda: (pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                          pos=(5, 5), button=3)), frames(app, 2)),
        ]
        for back in takes_back:
            click_at(app, visible_point(scene, i))
            assert scene.input.aiming is not None and "on whom?" in scene.drawing.banner.lines(req)[1]
            assert scene.presenter.prompt is req, "picking commits nothing"
            back()
            assert scene.input.aiming is None and scene.presenter.prompt is req
        assert AIMED in scene.engine.game.state.players[0].hand
        click_at(app, visible_point(scene, i))
        dale = scene.layout.mats[scene.positions()[1]]
        click_at(app, pygame.Rect(dale).center)
        until(app, lambda: scene.presenter.prompt is not req)

        def played() -> list[dict[str, object]]:
            return [e for e in (x.to_dict() for x in list(scene.engine.game.state.events))
                    if e["kind"] == "card_played" and e.get("card") == AIMED]

        # the answer leaves the prompt at once; the engine thread plays it a moment later
        # (CI once stopped the engine in between, on a loaded machine)
        until(app, lambda: bool(played()))
        frames(app, 2)
        assert _kind(scene) != "target", "the mat click answered the target question"
        scene.engine.stop()
        assert played()[0].get("target") == 1
    finally:
        app.shutdown()
