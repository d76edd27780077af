"""The log is kept with the game: Continue or Load shows what happened before.

Issue 13: the log was wiped on Continue and Load. The save now carries the
game's events and the table rebuilds its log from them, in a fresh process as a
player loads it, without replaying them over the table's numbers.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.game import new_game
from engine.seats import RandomSeat
from engine.simulate import make_setup

SCRIPT = """
import json, sys
from rdi_desktop.plugins import load_all
load_all()  # as the app starts
from rdi_desktop.presenter import Presenter
from rdi_desktop.bridge import EngineThread, public_view
from rdi_desktop.settings import Settings
from rdi_desktop.bridge import kinds_of
from engine.game import Game

game = Game.from_json(open(sys.argv[1]).read())
eng = EngineThread(game, kinds_of(game))
p = Presenter(public_view(game), {}, eng.humans, Settings())
p.rebuild_log([e.to_dict() for e in game.state.events[:eng.events_shown]])
print(json.dumps({"log": [e.text for e in p.log], "shown": eng.events_shown,
                  "display_is_snapshot": p.display == public_view(game)}))
"""


def _played_game(mode: str) -> tuple[str, list[str]]:
    from rdi_desktop.bridge import public_view
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    n = 2 if mode == "otto" else 4
    game = new_game(make_setup(mode, n, ["dale", "terci", "jett", "ygella"][:n]), 21)
    start = public_view(game)
    seats = [RandomSeat(50 + i) for i in range(len(game.state.players))]
    for _ in range(120):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    watcher = Presenter(start, {}, [], Settings())
    watcher.animator.instant = True
    for e in game.state.events:
        watcher._event(e.to_dict())
    return game.to_json(), [e.text for e in watcher.log]


@pytest.mark.parametrize("mode", ["standard", "otto", "two-headed-dragon", "boss-battle"])
def test_a_loaded_game_keeps_its_log_in_a_fresh_process(mode: str, headless: Path,
                                                        child_env: dict[str, str],
                                                        tmp_path: Path) -> None:
    text, expected = _played_game(mode)
    save = tmp_path / "game.json"
    save.write_text(text, encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(save)], env=child_env,
                         capture_output=True, text=True, timeout=120, check=True)
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert len(expected) > 20
    assert got["log"] == expected
    assert got["shown"] == len(json.loads(text)["log"])
    assert got["display_is_snapshot"], "rebuilding the log must not touch the table"
