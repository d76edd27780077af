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
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from engine import native
from engine.game import new_game
from engine.seats import RandomSeat

ROOT = Path(__file__).resolve().parents[2]

GAMES = ROOT / "tests" / "engine" / "native_games.py"


def _play(games: int, pure: bool, fingerprint: bool = False) -> dict[str, Any]:
    """tests/engine/native_games.py in a new process: the engine as this tree loads it
    (compiled when built), or forced to its sources."""
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    args = [sys.executable, str(GAMES), str(games)] + (["fingerprint"] if fingerprint else [])
    got = subprocess.run(args, cwd=ROOT, env=env, timeout=1200, capture_output=True,
                         text=True)
    assert got.returncode == 0, got.stderr
    out: dict[str, Any] = json.loads(got.stdout)
    return out


def _built() -> bool:
    """A build is recorded (make setup made one): else there is only one engine to run."""
    if not native.read_manifest():
        if os.environ.get("CI"):  # CI's set-up must build it: a skip there hides a failure
            pytest.fail("CI: no compiled engine was built (see make setup's log)")
        pytest.skip("no compiled engine is built (make setup builds it): one engine only")
    return True


def _same_games(games: int, fingerprint: bool = False) -> dict[str, Any]:
    _built()
    pure = _play(games, pure=True, fingerprint=fingerprint)
    assert pure["state"] == "forced pure" and pure["compiled"] == []
    built = _play(games, pure=False, fingerprint=fingerprint)
    assert built["state"] == "compiled", "the build is older than its sources: make setup"
    assert len(built["compiled"]) == len(native.MODULES)  # every module of it, compiled
    assert len(pure["games"]) == games
    for k, (a, b) in enumerate(zip(pure["games"], built["games"], strict=True)):
        assert a == b, f"game {k} of tests/engine/native_games.py plays differently compiled"
    return {"pure": pure, "compiled": built}


def test_the_sources_and_the_build_play_the_same_games() -> None:
    """Four seeded games of different modes, variants and seat counts, random and Normal
    seats, cloned and saved and loaded on the way: the pure-Python engine (forced) and the
    compiled build end each with the same event log, decisions and save."""
    _same_games(4)


@pytest.mark.slow
def test_the_sources_and_the_build_play_the_same_games_in_every_mode() -> None:
    """72 games over every mode x variant x seat count, and bench/fingerprint.py's hashes:
    the same under both engines, and the fingerprint the one tests/engine/
    test_fingerprint.py holds (the quick run checks it under the engine it loads)."""
    from tests.engine.test_fingerprint import AI, RULES

    got = _same_games(72, fingerprint=True)
    for side in got.values():
        assert side["fingerprint"][:2] == [RULES, AI]
    assert got["pure"]["fingerprint"] == got["compiled"]["fingerprint"]


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


def test_the_save_checks_read_the_declared_field_types() -> None:
    """engine/filecheck reads a record's form from its field types; mypyc writes a compiled
    dataclass's annotations as bare classes (`list[str]` as `list`), so native.type_hints
    reads what the source declares (engine/compiled_types.json) for a compiled class."""
    from engine.flow.window import Window
    from engine.model import GameState, Player

    assert native.type_hints(Player)["hand"] == list[str]
    assert native.type_hints(Player)["out"] == str | None
    assert native.type_hints(GameState)["turn_ended"] == list[int]
    assert native.type_hints(Window)["drinks"] == list[int]
    for cls in (Player, GameState, Window):  # every field, none left out
        assert {f.name for f in fields(cls)} <= set(native.type_hints(cls))


@pytest.mark.parametrize("path", native.MODULES)
def test_compiled_frames_name_their_kind_in_register_frame(path: str) -> None:
    """A class-level `KIND = ...` in a compiled dataclass becomes a field, and a class
    decorator other than @dataclass keeps it from being native: frames of the build name
    their kind in `register_frame("...", cls)` after the class (engine/frames.py)."""
    tree = ast.parse((ROOT / path).read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names = [t.id for st in node.body if isinstance(st, ast.Assign)
                     for t in st.targets if isinstance(t, ast.Name)]
            assert "KIND" not in names, node.name
            decorators = [ast.unparse(d) for d in node.decorator_list]
            assert set(decorators) <= {"dataclass", "dataclass(frozen=True)"} \
                or node.name == "Frame", (node.name, decorators)


def test_a_failed_build_leaves_the_pure_engine_and_is_not_retried(tmp_path: Path) -> None:
    """tools/build_native.py where mypyc fails (here a stand-in that fails as mypyc reports
    errors, by SystemExit): it says the pure-Python engine runs, exits 1 (make setup goes on:
    the Makefile's `native` target), leaves no build record, does not try again on the same
    sources (`--if-stale`, as make setup runs it), and the game plays from its sources."""
    import shutil

    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "engine", tree / "engine", ignore=shutil.ignore_patterns(
        "*.so", "*.pyd", "__pycache__", "compiled.txt", "compiled_types.json"))
    (tree / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "build_native.py", tree / "tools")
    fake = tmp_path / "fake" / "mypyc"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "build.py").write_text(
        "def mypycify(*args, **kwargs):\n    raise SystemExit('engine/x.py:1: error: no')\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "fake")}
    env.pop(native.PURE_ENV, None)
    script = [sys.executable, str(tree / "tools" / "build_native.py"), "--if-stale"]
    first = subprocess.run(script, cwd=tree, env=env, capture_output=True, text=True,
                           timeout=120)
    assert first.returncode == 1
    assert "the compiled engine was not built" in first.stderr
    assert "the pure-Python engine runs" in first.stderr
    assert not (tree / "engine" / "compiled.txt").exists()
    again = subprocess.run(script, cwd=tree, env=env, capture_output=True, text=True,
                           timeout=120)
    assert again.returncode == 0 and again.stderr == ""  # the same sources: not retried
    play = ("from engine import native\nfrom engine.game import new_game\n"
            "from engine.seats import RandomSeat\n"
            "g = new_game({'players': [{'character': 'jett'}, {'character': 'dale'}]}, 1)\n"
            "for _ in range(50):\n    g.apply(RandomSeat(0).decide({}, g.pending()))\n"
            "print(native.state, len(native.compiled()))\n")
    ran = subprocess.run([sys.executable, "-c", play], cwd=tree, capture_output=True,
                         text=True, timeout=120, env={**env, "PYTHONPATH": str(tree)})
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.split() == ["pure", "0"]


def test_the_build_loads_outside_the_checkout(tmp_path: Path) -> None:
    """`make run` starts the installed `rdi-desktop` script, whose path starts in
    .venv/bin, not at the checkout's top where mypyc put the build's shared library: the
    engine loads it there too (it failed to import at all before), compiled as in the
    checkout."""
    code = ("import engine.game, engine.native as n; "
            "print(n.state, len(n.compiled()))")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", native.PURE_ENV)}
    outside = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
    inside = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert outside.returncode == 0, outside.stderr
    assert outside.stdout == inside.stdout
    if native.read_manifest():
        assert outside.stdout.split()[0] == "compiled"
