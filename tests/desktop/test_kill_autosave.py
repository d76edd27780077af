"""Killed at any moment (a power cut, ``kill -9``), the next start goes on from the last
complete autosave (issue 34).

The real program autoplays (``--autoplay --continue``: each start goes on from the
autosave it finds, a new game when that one is over) and is killed with SIGKILL at a
moment drawn from a seeded RNG, 50 times in a row over one data folder; the kills land
while it starts (half of them, timed from the start) or while it plays, writes the
autosave or renames it (the other half, timed from its first line, so that a slow or
busy machine still kills after the autosave was read). After every kill the
autosave must load (in this process, through the app's own reader); every start that
got as far as reading it must have loaded it (it prints the turn; a start that cannot
read it exits 1); and no temporary file may outlive the start after a kill.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rdi_desktop.savefile import read_game

REPO = Path(__file__).resolve().parents[2]
KILLS = 50


def _start(env: dict[str, str], seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "rdi_desktop", "--autoplay", "--continue",
                             "--players", "4", "--seed", str(seed)],
                            cwd=REPO, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_sigkill_at_random_moments_every_start_loads_the_autosave(
        child_env: dict[str, str], tmp_path: Path) -> None:
    rng = random.Random(34)
    saves = tmp_path / "data" / "saves"
    autosave = saves / "autosave.json"
    continued = loaded_turns = reached = 0
    for k in range(KILLS):
        proc = _start(child_env, seed=k + 1)
        first = ""
        if k % 2:  # a kill while it starts (the moment in wall time)
            time.sleep(rng.uniform(0.2, 1.2))
        else:  # a kill while it plays: the moment counted from its first line, so a
            first = proc.stdout.readline() if proc.stdout else ""  # slow machine
            time.sleep(rng.uniform(0.0, 1.5))  # still kills after the autosave was read
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate(timeout=60)
        out = first + out
        assert "cannot be read" not in err and "Traceback" not in err, err
        if "continued from the autosave" in out:
            continued += 1
        reached += "continued from the autosave" in out or "new game" in out
        if autosave.exists():  # what the next start will find: it must load
            game = read_game(autosave)
            loaded_turns += game.state.turn_number > 0
    # one start that is not killed: it finds the last autosave, loads it and finishes
    last = _start(child_env, seed=999)
    out, err = last.communicate(timeout=240)
    assert last.returncode == 0, err
    assert "continued from the autosave" in out or "new game" in out
    assert sorted(p.name for p in saves.glob("*.tmp")) == []
    assert sorted(p.name for p in saves.glob("*.damaged-*")) == []
    print(f"{KILLS} kills: {reached} after the start had read the autosave, {continued} "
          "starts went on from the autosave, "
          f"{loaded_turns} autosaves past turn 0 loaded")
    assert reached >= KILLS // 2, "the kills while playing land after the autosave was read"
    assert continued >= 5, "starts after a kill go on from the autosave's game"
