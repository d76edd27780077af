"""Driving the app in tests: open it headless, step frames, wait, click.

Clicks are posted as real SDL mouse events on later frames, so pygame_gui presses
its buttons exactly as it would for a person.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from rdi_desktop.app import App
from rdi_desktop.settings import Settings


def make_app(size: tuple[int, int] = (1280, 720), text_scale: float = 1.0) -> App:
    """The app on its title screen, quick animations, no pass-drink confirmation (and
    the words at ``text_scale``)."""
    a = App(size=size, fullscreen=False,
            settings=Settings(animation_speed=4.0, confirm_pass_drink=False,
                              text_scale=text_scale))
    a.open_scene("title")
    a.running = True
    a.step(1 / 60)
    return a


@contextmanager
def headless_app(size: tuple[int, int] = (1280, 720)) -> Iterator[App]:
    """An app on SDL's dummy drivers for a module's tests; the environment is put back
    after (other modules may open a real window)."""
    old = {k: os.environ.get(k) for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    a = make_app(size)
    try:
        yield a
    finally:
        a.shutdown()
        for k, val in old.items():
            if val is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = val


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def until(app: App, cond: Callable[[], bool], limit: float = 20.0) -> None:
    """Step frames until `cond()` holds; fail after `limit` seconds."""
    end = time.monotonic() + limit
    while not cond():
        assert time.monotonic() < end, "timed out"
        frames(app)
        time.sleep(0.002)


def click_at(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def table_with_hand(app: App, hand: list[str], seed: int = 12) -> Any:
    """A two-player table (you as Jett against a random Dale, you first) whose opening
    hand is ``hand``, pushed on the app: a known hand for tests of what a click does."""
    from engine.game import new_game
    from rdi_desktop.bridge import HUMAN, EngineThread
    from rdi_desktop.scenes.table import TableScene
    from rdi_desktop.scenes.table_open import autosave_path

    setup = {"players": [{"name": "You", "character": "jett"},
                         {"name": "Dale", "character": "dale"}], "first": 0}
    game = new_game(setup, seed)
    me = game.state.players[0]
    me.deck = [c for c in me.deck + me.hand if c not in hand][:len(me.deck)]
    me.hand = list(hand)
    scene = TableScene(app, EngineThread(game, [HUMAN, "random"], seed=seed,
                                         autosave=autosave_path()))
    app.push(scene)
    return scene
