"""Driving the app in tests: open it headless, step frames, wait, click.

Clicks are posted as real SDL mouse events on later frames, so pygame_gui presses
its buttons exactly as it would for a person.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from rdi_desktop.app import App
from rdi_desktop.settings import Settings


def make_app(size: tuple[int, int] = (1280, 720)) -> App:
    """The app on its title screen, quick animations, no pass-drink confirmation."""
    a = App(size=size, fullscreen=False,
            settings=Settings(animation_speed=4.0, confirm_pass_drink=False))
    a.open_scene("title")
    a.running = True
    a.step(1 / 60)
    return a


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
