"""The replay viewer's smaller faults: Esc on an open drop-down closes the list (the
viewer stays), and the game started by "Play from here" answers a click on a mat
as the table of any new game does (ordering a Drink for that player; a report that
it did not was not reproduced, so this guards it)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rdi_desktop.app import App
from tests.desktop.test_replay_viewer import key, play, saved
from tests.desktop.ui_driver import click_at, frames, until


def test_esc_on_an_open_drop_down_closes_it_and_stays(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.replay import open_replay

    app = running_app
    scene = open_replay(app, saved(headless, play()))
    app.push(scene)
    frames(app, 2)
    menu = scene.speed_menu
    assert menu is not None
    click_at(app, menu.get_abs_rect().center)
    frames(app, 2)
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is scene, "Esc closed the list, not the replay"
    assert menu.current_state is menu.menu_states["closed"]
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene, "with no list open Esc leaves the replay"


@pytest.mark.parametrize("decisions, kinds", [(60, ["normal", "human", "normal"])])
def test_a_mat_click_orders_a_drink_after_play_from_here(decisions: int, kinds: list[str],
                                                        headless: Path,
                                                        running_app: App) -> None:
    from rdi_desktop.scenes.replay import open_replay
    from rdi_desktop.scenes.table import TableScene

    app = running_app
    game = play(kinds=kinds, decisions=decisions)
    me = kinds.index("human")
    scene = open_replay(app, saved(headless, game))
    app.push(scene)
    frames(app, 2)
    table = scene.start_branch(kinds)
    assert isinstance(table, TableScene) and app.top is table

    def kind() -> str | None:
        req = table.presenter.prompt
        return req.prompt.kind if req is not None and req.prompt.seat == me else None

    for _ in range(12):  # answer the person's questions with their first button
        until(app, lambda: kind() is not None, limit=30)
        if kind() == "order":
            break
        req = table.presenter.prompt
        assert req is not None
        done = [b for b, i in table.buttons.items()
                if req.prompt.options[i].label in ("done", "pass")]
        click_at(app, (done or list(table.buttons))[0].get_abs_rect().center)
        until(app, lambda r=req: table.presenter.prompt is not r, limit=30)
    assert kind() == "order"
    req = table.presenter.prompt
    assert req is not None
    target = next(o.player for o in req.prompt.options)
    seat = [p.name for p in table.engine.game.state.players].index(target)
    frames(app, 3)
    click_at(app, pygame.Rect(table.layout.mats[table.positions()[seat]]).center)
    until(app, lambda: table.presenter.prompt is not req, limit=10)
    table.engine.stop()
