"""A save continued by a new Python process (nothing warm: no caches, no registered frames
but what loading brings), answered the same from there: what a player does after a
restart. Shared by the resumption, Sea Event and RDI 4 tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

_CONTINUE = """
import json, sys
from engine.game import Game
data = json.load(sys.stdin)
game = Game.from_json(data["save"])
for a in data["answers"]:
    game.pending()
    game.apply(a)
game.pending()
sys.stdout.write(game.to_json())
"""


def continue_in_new_process(save: str, answers: list[int]) -> str:
    """Load `save` in a fresh interpreter, apply `answers` (option indexes) and return the
    game's JSON there; fails with the child's error output if it crashes."""
    root = Path(__file__).resolve().parents[2]
    got = subprocess.run([sys.executable, "-c", _CONTINUE], cwd=root, capture_output=True,
                         text=True, timeout=300,
                         input=json.dumps({"save": save, "answers": answers}))
    assert got.returncode == 0, got.stderr
    return got.stdout
