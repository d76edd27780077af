"""The load check's quick tests (engine/filecheck/schema.py) agree with the walks they
stand in for: a free-form part passes ``fits`` exactly when the walk that names the
damaged place passes it, and a record passes its compiled quick test only when every
field passes its own check. A quick test looser than the walk would let a damaged save
through; a stricter one only costs time, but ``fits`` is held to the same verdict."""

from __future__ import annotations

import math
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.filecheck import MAX_DEPTH, MAX_INT
from engine.filecheck.schema import MAX_NODES, Bad, _for_hint, _walk, checker, fits, quick_test
from engine.model import Player
from engine.native import type_hints

EDGES = [MAX_INT, MAX_INT + 1, -MAX_INT, -MAX_INT - 1, 0, -1, 2**63]
LEAVES = st.one_of(
    st.none(), st.booleans(), st.text(max_size=5), st.sampled_from(EDGES),
    st.integers(), st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([float(MAX_INT), math.nextafter(float(MAX_INT), math.inf), (1, 2)]))
PLAIN = st.recursive(LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=3), inner, max_size=4),
    st.lists(st.text(max_size=3), max_size=4)), max_leaves=20)


def walks(v: Any) -> bool:
    try:
        _walk(v, "part")
    except Bad:
        return False
    return True


def nested(depth: int, leaf: Any) -> Any:
    v = leaf
    for i in range(depth):
        v = [v] if i % 2 else {"k": v}
    return v


@settings(max_examples=150, deadline=None, database=None)
@given(PLAIN)
def test_fits_agrees_with_the_walk(v: Any) -> None:
    assert fits(v) == walks(v)


def test_fits_agrees_at_the_depth_and_size_limits() -> None:
    cases = [nested(d, leaf) for d in range(MAX_DEPTH - 2, MAX_DEPTH + 3)
             for leaf in (1, [], ["a"], [1], {}, None)]
    for n in (MAX_NODES - 2, MAX_NODES - 1, MAX_NODES, MAX_NODES + 1):
        cases += [[1] * n, ["a"] * n, {"k": ["a"] * n}, [[]] * n, [[1]] * (n // 2)]
    for v in cases:
        assert fits(v) == walks(v)
    assert not fits(nested(MAX_DEPTH + 1, 1))  # the limits bite
    assert not fits([0] * MAX_NODES)


FIELD_VALUES = st.one_of(LEAVES, st.lists(st.text(max_size=3), max_size=3),
                         st.lists(st.integers(), max_size=3), PLAIN)


@settings(max_examples=150, deadline=None, database=None)
@given(st.data())
def test_a_record_passes_its_quick_test_only_when_every_field_passes(data: Any) -> None:

    names = [f.name for f in fields(Player)]
    test, left = quick_test(Player, names)
    assert not left  # every field of a player has a quick test
    hints = type_hints(Player)  # typing.get_type_hints(Player), also when it is compiled
    good = Player(name="Ann", character="jett", hand=["a"], state={"momentum": 3})
    assert test(good)
    broken = {n: data.draw(FIELD_VALUES) for n in data.draw(
        st.lists(st.sampled_from(names), min_size=1, max_size=3, unique=True))}
    p = replace(good)
    for n, v in broken.items():
        try:
            setattr(p, n, v)
        except TypeError:  # compiled (engine/native.py): the record refuses it itself
            continue
    fine = True
    for n in names:
        try:
            _for_hint(hints[n])(getattr(p, n), n)
        except Bad:
            fine = False
    if test(p):
        assert fine, broken
    if not fine:
        try:
            checker(Player)(p, "player 0")
        except Bad as b:
            assert str(b).startswith("player 0.")  # the walk names the damaged field
        else:
            raise AssertionError(f"{broken} passed the check")


def _source_beside(cls: type) -> str:
    import ast
    import sys

    path = Path(sys.modules[cls.__module__].__file__ or "")
    text = (path.parent / (path.name.split(".")[0] + ".py")).read_text()
    node = next(n for n in ast.parse(text).body
                if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
    return ast.get_source_segment(text, node) or ""


def _frames(cls: type) -> list[type]:
    out = []
    for sub in cls.__subclasses__():
        out += [sub, *_frames(sub)]
    return out


def test_a_frames_last_step_is_read_as_from_its_class_source() -> None:
    """The frames' last numbered step, read from their methods' lines (cheap on a first
    load), is what the same reading of the class's whole source (``inspect.getsource``,
    tens of milliseconds) gives, for every frame of the engine and its kits."""
    import inspect
    import re

    import engine.game  # noqa: F401 - every kit and variant registered with its frames
    from engine.filecheck.deep import _STAGE_NUMBER, _last_stage
    from engine.frames import Frame

    frames = set(_frames(Frame))
    numbered = 0
    for cls in frames:
        try:
            src = inspect.getsource(cls)
        except OSError:  # a compiled class (engine/native.py): read from the source beside it
            src = _source_beside(cls)
        nums = [int(n) for n in re.findall(_STAGE_NUMBER, src)]
        expect = max(nums, default=1_000_000) + (1 if "self.stage += 1" in src else 0)
        assert _last_stage(cls) == expect, cls
        numbered += bool(nums)
    assert len(frames) > 30 and numbered >= 5  # the reading is tried on numbered frames
