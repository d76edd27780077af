"""Saves load after a restart, the way a player loads them (issue 13).

Games of every mode and variant are saved at several points into the app's save
folder, then a *new* Python process reads each through the app's own reader
(`rdi_desktop.savefile`), checks it is the same game and plays on with the same
seeded seats: its result must equal this process's continuation. `--load FILE`
opens a save in the program itself (also run on the built program in the slow
exe test); a broken save makes `--load --selftest` fail with a sentence.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.game import Game, new_game
from engine.seats import RandomSeat
from rdi_desktop.table_setup import mode_players, variant_setup

VARIANTS: list[dict[str, bool]] = [{}, {"bar_deck": True}, {"prize": True},
                                   {"bar_deck": True, "prize": True}]
POINTS = (1, 40, 160)

CHILD = """
import hashlib, json, sys
from pathlib import Path
from engine.seats import RandomSeat
from rdi_desktop.savefile import read_game

out = {}
for path in sorted(Path(sys.argv[1]).glob("*.json")):
    game = read_game(path)
    same = game.to_json() == path.read_text(encoding="utf-8")
    seats = [RandomSeat(900 + i) for i in range(len(game.state.players))]
    for _ in range(150):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    out[path.name] = [same, hashlib.sha256(game.to_json().encode()).hexdigest()]
print(json.dumps(out))
"""


def _play(game: Game, n: int, seed: int) -> None:
    seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
    for _ in range(n):
        p = game.pending()
        if p is None:
            return
        game.apply(seats[p.seat].decide({}, p))


def write_save(path: Path, mode: str, seed: int, decisions: int,
               options: dict[str, bool] | None = None) -> Path:
    """A game of `mode` set up as the New Game screen does, played a while, saved."""
    n = mode_players()[mode][0] if mode != "standard" else 4
    setup, _kinds, seed = variant_setup(mode, n, seed, human=True, options=options or None)
    game = new_game(setup, seed)
    _play(game, decisions, seed * 13)
    path.write_text(game.to_json(), encoding="utf-8")
    return path


def _expected(path: Path) -> str:
    game = Game.from_json(path.read_text(encoding="utf-8"))
    _play(game, 150, 900)
    return hashlib.sha256(game.to_json().encode()).hexdigest()


def test_every_mode_and_variant_loads_in_a_new_process(headless: Path, child_env: dict[str, str]
                                                       ) -> None:
    from rdi_desktop.saves import save_dir

    folder = save_dir()
    expected: dict[str, str] = {}
    for mode in mode_players():
        for v, options in enumerate(VARIANTS):
            for point in POINTS:
                path = write_save(folder / f"{mode}-{v}-{point}.json", mode, 5 + v, point,
                                  options)
                expected[path.name] = _expected(path)
    assert len(expected) == len(mode_players()) * len(VARIANTS) * len(POINTS)
    out = subprocess.run([sys.executable, "-c", CHILD, str(folder)], env=child_env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(got) == set(expected)
    for name, (same, digest) in got.items():
        assert same, f"{name}: loaded game differs from the save"
        assert digest == expected[name], f"{name}: play after loading diverged"


@pytest.mark.parametrize("mode", ["standard", "boss-battle"])
def test_load_flag_opens_the_saved_game(mode: str, tmp_path: Path,
                                        child_env: dict[str, str]) -> None:
    save = write_save(tmp_path / "g.json", mode, 2, 60)
    run = subprocess.run([sys.executable, "-m", "rdi_desktop", "--load", str(save),
                          "--selftest", str(tmp_path / "shot.png")], env=child_env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    names = [p.name for p in Game.from_json(save.read_text()).state.players]
    assert f"loaded g.json: {', '.join(names)}" in run.stdout


def test_load_flag_with_a_broken_save_says_why(tmp_path: Path, child_env: dict[str, str]
                                               ) -> None:
    save = tmp_path / "broken.json"
    save.write_text('{"format_version": 1, "snapshot": {"players": 3}}', encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "rdi_desktop", "--load", str(save),
                          "--selftest", str(tmp_path / "shot.png")], env=child_env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1
    assert "This saved game is damaged" in run.stderr and "Traceback" not in run.stderr
    assert save.read_text() == '{"format_version": 1, "snapshot": {"players": 3}}'
