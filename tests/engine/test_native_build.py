"""The optional compiled engine (engine/native.py, tools/build_native.py): the compiled
modules and their sources play the same games, a stale build never runs, and the source
stays compilable in the ways mypyc needs."""

from __future__ import annotations

import ast
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import native
from engine.game import new_game
from engine.seats import RandomSeat

ROOT = Path(__file__).resolve().parents[2]

_PLAY = """
import hashlib, json, sys
from engine import native
from engine.game import new_game
from engine.seats import RandomSeat
digests = []
for seed in (3, 11):
    game = new_game({"players": [{"character": c} for c in
                     ("jett", "dale", "terci", "ygella", "petra")]}, seed)
    seats = [RandomSeat(seed * 5 + i) for i in range(5)]
    while (p := game.pending()) is not None:
        game.apply(seats[p.seat].decide({}, p))
    digests.append(hashlib.sha256(game.to_json().encode()).hexdigest())
print(json.dumps({"state": native.state, "compiled": native.compiled(), "digests": digests}))
"""


def _play(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    got = subprocess.run([sys.executable, "-c", _PLAY], cwd=ROOT, env=env, timeout=120,
                         capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
    out: dict[str, object] = json.loads(got.stdout)
    return out


def test_the_sources_and_the_build_play_the_same_games() -> None:
    """Two seeded 5-player games, their final saves hashed: the pure-Python engine (forced)
    and the engine as this tree loads it (compiled when built) end identically."""
    pure = _play(pure=True)
    assert pure["state"] == "forced pure" or not native.read_manifest()
    assert pure["compiled"] == []
    as_loaded = _play(pure=False)
    assert as_loaded["digests"] == pure["digests"]
    if native.read_manifest() and as_loaded["state"] == "compiled":
        # a build that is up to date is used, every module of it
        assert len(as_loaded["compiled"]) == len(native.MODULES)  # type: ignore[arg-type]


def test_this_process_uses_the_build_when_it_is_up_to_date() -> None:
    built = native.read_manifest()
    fresh = built and all(
        native.source_hash(str(ROOT / (m.replace(".", "/") + ".py"))) == h
        for m, h in built.items())
    game = new_game({"players": [{"character": "jett"}, {"character": "dale"}]}, 1)
    game.apply(RandomSeat(0).decide({}, game.pending()))  # the engine's modules are loaded
    if fresh and not os.environ.get(native.PURE_ENV):
        assert native.state == "compiled"
        assert len(native.compiled()) == len(native.MODULES)
    else:
        assert native.compiled() == []


def test_a_stale_or_missing_build_falls_back_to_every_source(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A source edited after the build (its hash differs), or no record of a build: every
    module of the build is found as its .py file, ahead of any extension beside it."""
    record = tmp_path / "compiled.txt"
    turn = "engine/flow/turn.py"
    real = hashlib.sha256((ROOT / turn).read_bytes()).hexdigest()
    record.write_text(f"engine.flow.turn {'0' * len(real)}\nengine.cards {real}\n")
    monkeypatch.setattr(native, "MANIFEST", str(record))
    for rows, expected in ((record.read_text(), "stale"), (None, "pure")):
        if rows is None:
            record.unlink()
        monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
        monkeypatch.setattr(native, "state", "")
        monkeypatch.delenv(native.PURE_ENV, raising=False)
        assert native.choose() == expected
        finder = sys.meta_path[0]
        spec = finder.find_spec("engine.flow.turn", None)
        assert spec is not None and spec.origin == str(ROOT / turn)
        assert finder.find_spec("engine.soak", None) is None  # not compiled: left alone


def _class_annotations(path: str) -> list[tuple[str, str, ast.expr]]:
    tree = ast.parse((ROOT / path).read_text())
    return [(node.name, ast.unparse(st.target), st.annotation)
            for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
            and any(isinstance(b, ast.Name) and b.id == "Frame" for b in node.bases)
            for st in node.body if isinstance(st, ast.AnnAssign)]


PLAIN = {"int", "str", "bool", "float", "list", "dict"}


@pytest.mark.parametrize("path", [p for p in native.MODULES if p.startswith("engine/flow/")])
def test_compiled_frames_keep_their_field_types_for_the_save_checks(path: str) -> None:
    """mypyc writes a compiled dataclass's annotations as bare classes (`list[int]` becomes
    `list`, `int | None` becomes `type`), and engine/filecheck reads them to check a save's
    frames; a quoted subscript (`"list[int]"`, `"Optional[int]"`) is kept as written."""
    for cls, name, ann in _class_annotations(path):
        if isinstance(ann, ast.Name):
            assert ann.id in PLAIN, (cls, name)
            continue
        assert isinstance(ann, ast.Constant) and isinstance(ann.value, str), (cls, name)
        assert "|" not in ann.value, (cls, name, "write Optional[X] for X | None")


@pytest.mark.parametrize("path", [p for p in native.MODULES if p.startswith("engine/flow/")])
def test_compiled_frames_name_their_kind_in_the_decorator(path: str) -> None:
    """A class-level `KIND = ...` in a compiled dataclass becomes a field: frames name their
    kind in `@frame("...")` (engine/frames.py)."""
    tree = ast.parse((ROOT / path).read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names = [t.id for st in node.body if isinstance(st, ast.Assign)
                     for t in st.targets if isinstance(t, ast.Name)]
            assert "KIND" not in names, node.name
