"""The engine thread and the UI: a human seat waits on a future the UI fills;
quitting mid-prompt exits cleanly; an engine error reaches the UI."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from rdi_desktop.bridge import (
    HUMAN,
    Batch,
    EngineFailed,
    EngineThread,
    Finished,
    PromptRequest,
    kinds_of,
    start_game,
)

SETUP = {"players": [{"name": "You", "character": "jett"},
                     {"name": "Bot", "character": "dale"}], "first": 0}


def wait_for(eng: EngineThread, kind: type, timeout: float = 10.0) -> tuple[Any, list[Any]]:
    seen: list[Any] = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for m in eng.drain():
            seen.append(m)
            if isinstance(m, kind):
                return m, seen
        time.sleep(0.005)
    raise AssertionError(f"no {kind.__name__} within {timeout}s; got {seen[-3:]}")


def test_human_prompt_answered_through_future(tmp_path: Path) -> None:
    eng = start_game(SETUP, [HUMAN, "random"], seed=5, autosave=tmp_path / "auto.json")
    eng.start()
    try:
        req, seen = wait_for(eng, PromptRequest)
        assert req.seat == 0 and req.prompt.options
        assert req.view["players"][0]["hand"]  # the human's own view
        assert req.save_json  # a save taken at the decision
        before = len(eng.game.state.decisions)
        assert req.answer(len(req.prompt.options) - 1)
        assert not req.answer(0)  # only once
        # the engine moves on: more messages arrive, the decision is recorded
        nxt, _ = wait_for(eng, (Batch, PromptRequest, Finished))  # type: ignore[arg-type]
        assert nxt is not None
        deadline = time.monotonic() + 5
        while len(eng.game.state.decisions) <= before and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(eng.game.state.decisions) > before
    finally:
        assert eng.stop()


def test_quit_mid_prompt_exits_cleanly() -> None:
    eng = start_game(SETUP, [HUMAN, "random"], seed=2)
    eng.start()
    req, _ = wait_for(eng, PromptRequest)
    t0 = time.monotonic()
    assert eng.stop(timeout=5)
    assert time.monotonic() - t0 < 2
    assert not eng.alive
    assert req.future.cancelled()
    assert eng.error is None


def test_all_ai_game_finishes_and_autosaves(tmp_path: Path) -> None:
    auto = tmp_path / "auto.json"
    eng = start_game(SETUP, ["random", "random"], seed=9, autosave=auto)
    eng.max_ahead = 10_000
    eng.start()
    fin, seen = wait_for(eng, Finished, timeout=30)
    assert fin.over and fin.winners
    batches = [m for m in seen if isinstance(m, Batch)]
    assert batches and batches[-1].snapshot["over"]
    kinds = {e["kind"] for b in batches for e in b.events}
    assert {"card_played", "drink_revealed", "game_over"} <= kinds
    assert auto.exists()
    from engine.game import Game

    g = Game.from_json(auto.read_text())
    assert kinds_of(g) == ["random", "random"]
    eng.stop()


def test_engine_error_reaches_ui(tmp_path: Path) -> None:
    class Broken:
        def decide(self, view: Any, prompt: Any) -> int:
            raise RuntimeError("boom")

    eng = start_game(SETUP, ["random", "random"], seed=1, autosave=tmp_path / "a.json",
                     seat_factory=lambda name, seed: Broken())
    eng.start()
    fail, _ = wait_for(eng, EngineFailed)
    assert "boom" in fail.error and fail.autosave.endswith("a.json")
    eng.stop()


@pytest.mark.parametrize("players", [2, 5])
def test_snapshots_never_show_hidden_hands(players: int) -> None:
    setup = {"players": [{"name": f"P{i}", "character": c} for i, c in
                         enumerate(["jett", "dale", "terci", "ygella", "petra"][:players])]}
    eng = start_game(setup, [HUMAN] + ["random"] * (players - 1), seed=3)
    eng.start()
    req, seen = wait_for(eng, PromptRequest)
    for m in seen:
        if isinstance(m, Batch):
            assert all("hand" not in p for p in m.snapshot["players"])
            assert set(m.hands) == {0}
    eng.stop()
