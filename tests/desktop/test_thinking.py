"""The table says which AI is thinking while a search runs (issue 32: no frozen screen)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.game import new_game
from engine.prompts import Prompt
from rdi_desktop.bridge import EngineThread
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from tests.desktop.test_words import NAMES
from tests.desktop.ui_driver import make_app


class SlowSeat:
    """Takes as long as a Hard search."""

    def decide(self, view: dict[str, Any], prompt: Prompt) -> int:
        time.sleep(0.4)
        return 0


def test_the_engine_thread_names_a_seat_deciding_slowly() -> None:
    game = new_game({"players": [{"character": c} for c in ("jett", "dale")]}, 3)
    eng = EngineThread(game, ["slow", "slow"], seat_factory=lambda k, s: SlowSeat())
    assert eng.thinking_for(0.0) is None
    eng.start()
    try:
        seen = None
        end = time.monotonic() + 5
        while seen is None and time.monotonic() < end:
            eng.ui_backlog = 0
            eng.drain()
            seen = eng.thinking_for(0.15)
            time.sleep(0.02)
        assert seen in (0, 1)
    finally:
        eng.stop()


@pytest.fixture
def scene(headless: Path) -> Iterator[TableScene]:
    app = make_app()
    setup, kinds, seed = variant_setup("standard", 4, 3, human=True)
    for spec, name in zip(setup["players"], NAMES):
        spec["name"] = name
    t = open_table(app, setup, kinds, seed)  # never started: the banner is pure text
    yield t
    app.shutdown()


def test_the_banner_says_who_is_thinking(scene: TableScene) -> None:
    _m, _l1, line2 = scene.drawing.banner.lines(None)
    assert line2 == "Waiting for the other players\u2026"
    scene.engine.thinking = (2, time.monotonic() - 1.0)
    _m, _l1, line2 = scene.drawing.banner.lines(None)
    assert line2 == f"{NAMES[2]} is thinking\u2026"
    scene.engine.thinking = (2, time.monotonic())  # just started: not worth a word yet
    _m, _l1, line2 = scene.drawing.banner.lines(None)
    assert line2 == "Waiting for the other players\u2026"
