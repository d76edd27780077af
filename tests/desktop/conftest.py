"""Shared fixtures for the desktop tests: headless SDL, a private data dir."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def child_env(tmp_path: Path) -> dict[str, str]:
    """Environment for a headless child process of the game."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        RDI_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
    )
    env.pop("DISPLAY", None)
    return env


@pytest.fixture
def headless(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """In-process headless pygame with RDI_DATA_DIR in tmp_path."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "data"))
    yield tmp_path
    if "pygame" in sys.modules:
        import pygame

        pygame.quit()


def _image_colours(path: Path) -> int:
    from PIL import Image

    with Image.open(path) as img:
        colours = img.convert("RGB").getcolors(maxcolors=100_000)
    return 100_000 if colours is None else len(colours)


@pytest.fixture
def image_colours() -> Callable[[Path], int]:
    """How many distinct colours a PNG has (capped at 100000)."""
    return _image_colours


@pytest.fixture
def running_app(headless: Path) -> Iterator[object]:
    """The app on its title screen (``ui_driver.make_app``), shut down afterwards:
    its cached fonts die with it, so a later test never meets a dead font."""
    from tests.desktop.ui_driver import make_app

    app = make_app()
    yield app
    app.shutdown()
