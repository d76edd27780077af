"""The table shows the truth: the presenter's numbers follow the engine's snapshots.

Issue 13: with Dale or Terci the first batch showed 2 Mushrooms in the planter
and 4 waiting Patients, because the table started from a snapshot taken after
setup while the engine thread sent the setup events again. Here every batch's
events are played into the presenter and, at the moment its snapshot is due
(all of the batch's events shown, nothing else), the displayed numbers and
piles must already equal that snapshot; once idle, the display is the snapshot.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine.game import new_game
from engine.simulate import MODE_PLAYERS, make_setup

CHARS = ["jett", "dale", "terci", "ygella", "petra"]


def _numbers(snap: dict[str, Any]) -> dict[str, Any]:
    """What the table prints: stats, gold, the Inn and pot, hand and deck counts, side
    piles' sizes."""
    out: dict[str, Any] = {"inn": snap.get("inn"), "pot": snap.get("pot")}
    for i, p in enumerate(snap["players"]):
        st = p.get("state") or {}
        out[f"{i}"] = (p.get("fortitude"), p.get("alcohol"), p.get("gold"))
        out[f"{i}.cards"] = (p.get("hand_size"), p.get("deck_size"))
        for key in ("planter", "waiting"):
            if key in st:
                out[f"{i}.{key}"] = len(st[key])
    return out


def _engine(mode: str, seed: int) -> Any:
    from rdi_desktop.bridge import EngineThread

    rng = random.Random(seed)
    n = max(MODE_PLAYERS[mode]) if mode != "standard" else 5
    chars = [CHARS[i % 4] if i < 4 else rng.choice(CHARS) for i in range(n)]
    rng.shuffle(chars)
    game = new_game(make_setup(mode, n, chars), seed)
    return EngineThread(game, ["random"] * len(game.state.players), seed, max_ahead=10_000)


@pytest.mark.parametrize("seed", [3, 8])
@pytest.mark.parametrize("mode", sorted(MODE_PLAYERS))
def test_displayed_numbers_equal_each_snapshot(mode: str, seed: int, headless: Path) -> None:
    from rdi_desktop.bridge import Batch, Finished, public_view
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    eng = _engine(mode, seed)
    g = eng.game
    presenter = Presenter(public_view(g), {s: list(g.state.players[s].hand)
                                           for s in eng.hand_seats}, [], Settings())
    eng.start()
    checked = 0
    try:
        while checked < 400:
            msg = eng.inbox.get(timeout=30)
            if isinstance(msg, Finished):
                break
            if not isinstance(msg, Batch):
                continue
            for e in msg.events:
                presenter._event(e)
            assert _numbers(presenter.display) == _numbers(msg.snapshot), (
                f"batch {checked}: the events shown disagree with the engine's snapshot")
            presenter._snapshot(msg)
            assert presenter.display == msg.snapshot
            checked += 1
    finally:
        eng.stop()
    assert checked > 5
