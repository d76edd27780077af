"""One version, in pyproject.toml (issue 35): the engine reads it at run time and
every save records it; saves without it (or from another version) still load."""

from __future__ import annotations

import json
import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import engine
from engine import version
from engine.game import Game, new_game

REPO = Path(__file__).resolve().parents[2]
PYPROJECT_VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))[
    "project"]["version"]


def test_the_version_is_pyproject_tomls() -> None:
    assert version.read_version() == PYPROJECT_VERSION
    assert engine.__version__ == PYPROJECT_VERSION


def test_a_bumped_pyproject_is_read_at_once(tmp_path: Path) -> None:
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    bumped = tmp_path / "pyproject.toml"
    bumped.write_text(text.replace(f'version = "{PYPROJECT_VERSION}"', 'version = "7.8.9"', 1),
                      encoding="utf-8")
    assert version.read_version(bumped) == "7.8.9"


def test_installed_copies_read_the_metadata(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """No pyproject.toml beside the package (a wheel), or another project's: metadata."""
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "something-else"\nversion = "1.0"\n', encoding="utf-8")
    asked: list[str] = []

    def fake_version(name: str) -> str:
        asked.append(name)
        return "3.2.1"

    monkeypatch.setattr(metadata, "version", fake_version)
    assert version.read_version(tmp_path / "missing.toml") == "3.2.1"
    assert version.read_version(other) == "3.2.1"
    assert asked == ["rdi-desktop", "rdi-desktop"]


def test_no_pyproject_and_no_metadata_says_unknown(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    assert version.read_version(tmp_path / "missing.toml") == version.UNKNOWN


def test_no_version_literal_outside_pyproject() -> None:
    """The version lives in one place: no package hard-codes a version string."""
    pattern = re.compile(r"""__version__\s*=\s*['"]""")
    for folder in ("engine", "rdi_desktop"):
        for path in (REPO / folder).rglob("*.py"):
            assert not pattern.search(path.read_text(encoding="utf-8")), path


def _small_game() -> Game:
    setup = {"players": [{"name": "A", "character": "serena"},
                         {"name": "B", "character": "bryn"}]}
    return new_game(setup, 5)


def test_a_save_records_the_version() -> None:
    data = json.loads(_small_game().to_json())
    assert data["engine_version"] == PYPROJECT_VERSION
    assert Game.from_dict(data).load_note is None


def test_an_old_save_without_the_version_still_loads() -> None:
    data = json.loads(_small_game().to_json())
    del data["engine_version"]
    game = Game.from_dict(data)
    assert [p.name for p in game.state.players] == ["A", "B"]
    assert game.load_note is not None and "version unknown" in game.load_note


def test_a_gambling_hall_save_records_the_version_and_loads_without_it() -> None:
    from engine.hall.match import HallMatch

    m = HallMatch({"players": ["Ann", "Bo", "Cy"], "game": "rogues_and_warriors",
                   "mode": "single", "seed": 1, "variants": [], "seats": ["easy"] * 3})
    data = json.loads(m.to_json())
    assert data["engine_version"] == PYPROJECT_VERSION
    del data["engine_version"]
    old = HallMatch.from_dict(data)
    assert old.pending() == m.pending()
