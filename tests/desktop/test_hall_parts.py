"""Each Gambling Hall game's part of the table is its own module, registered as the mats
are (rdi_desktop/hall/games/<game>.py), and the Hall's front end reads the games' view
dicts only: no module of it imports a game's rules from engine/hall."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.hall import GAMES
from rdi_desktop.hall.games import PARTS, GamePart, register_part

ROOT = Path(__file__).resolve().parents[2]
#: what the Hall's front end may take from engine/hall: the games' list, the questions,
#: the match it runs and its options, the game type the controller's snapshot has
ALLOWED = {"engine.hall", "engine.hall.prompts", "engine.hall.match", "engine.hall.base",
           "engine.hall.options"}


def test_every_game_has_its_own_part() -> None:
    assert set(PARTS) == set(GAMES)
    for game, cls in PARTS.items():
        assert cls.__module__ == f"rdi_desktop.hall.games.{game}"


def test_a_second_part_for_one_game_is_refused_naming_both() -> None:
    class Another(GamePart):
        game = "threes"

    with pytest.raises(ValueError, match="rdi_desktop.hall.games.threes"):
        register_part(Another)
    assert PARTS["threes"].__module__ == "rdi_desktop.hall.games.threes"


#: the Hall modules that run, save or report the match (engine/hall's client) rather than
#: show it: they take the engine's runner, seats and redaction, as the table's bridge does
RUNNERS = {"bridge.py", "controller.py", "failure.py", "program.py", "guard.py", "autosave.py"}


def _hall_modules() -> list[Path]:
    hall = ROOT / "rdi_desktop" / "hall"
    return [*sorted(p for p in hall.rglob("*.py") if p.name not in RUNNERS),
            ROOT / "rdi_desktop" / "scenes" / "hall_table.py",
            ROOT / "rdi_desktop" / "scenes" / "hall.py"]


@pytest.mark.parametrize("path", _hall_modules(), ids=lambda p: p.name)
def test_the_halls_front_end_takes_no_game_rules_from_the_engine(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    taken = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    taken |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    rules = sorted(m for m in taken if m.startswith("engine.hall") and m not in ALLOWED)
    assert rules == [], f"{path.name} reads game rules from {rules}: put what it needs in the view"
