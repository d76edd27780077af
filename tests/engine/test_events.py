"""EVENT_KINDS and the kits' declared kinds (issue 29) are what the table engine emits
(issue 14).

It listed 28 of 45 kinds and nothing read it. Now every `emit(...)` in the
engine must name a listed kind as a literal (so this scan sees them all), every
listed kind must be emitted somewhere, and random games in every mode and
variant emit only listed kinds.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import engine
from engine.events import event_kinds
from engine.game import new_game
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup

ENGINE = Path(engine.__file__).parent
CHARS = ["jett", "dale", "terci", "ygella", "petra"]


def _emits() -> list[tuple[str, int, object]]:
    found = []
    for path in ENGINE.rglob("*.py"):
        if "hall" in path.parts:  # the Gambling Hall has its own events
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "emit":
                arg = node.args[1] if len(node.args) > 1 else None
                kind = arg.value if isinstance(arg, ast.Constant) else arg
                found.append((path.name, node.lineno, kind))
    return found


def test_every_emit_names_a_listed_kind_and_none_is_dead() -> None:
    emits = _emits()
    assert len(emits) > 40
    for name, line, kind in emits:
        assert isinstance(kind, str), f"{name}:{line}: emit's kind must be a literal"
        assert kind in event_kinds(), f"{name}:{line}: {kind!r} is neither a core kind " \
            "(engine/events.py) nor declared by a kit (Kit.event_kinds)"
    emitted = {k for _n, _l, k in emits}
    assert event_kinds() - emitted == set(), "listed but never emitted"


@pytest.mark.parametrize("mode", sorted(MODE_PLAYERS))
def test_random_games_emit_only_listed_kinds(mode: str) -> None:
    seen: set[str] = set()
    for seed in range(4):
        rng = random.Random(seed)
        n = rng.choice(list(MODE_PLAYERS[mode]))
        options = [{}, {"bar_deck": True}, {"prize": True}, {"bar_deck": True, "prize": True}]
        setup = {**make_setup(mode, n, [rng.choice(CHARS) for _ in range(n)]),
                 "options": options[seed]}
        game = new_game(setup, seed)
        seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
        for _ in range(20_000):
            p = game.pending()
            if p is None:
                break
            game.apply(seats[p.seat].decide({}, p))
        seen |= {e.kind for e in game.state.events}
    assert seen - event_kinds() == set()
    assert {"game_started", "turn_started", "card_played"} <= seen
