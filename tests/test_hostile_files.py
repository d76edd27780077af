"""Hostile files: a 100 MB file, a million decisions, nesting 10,000 deep,
numbers of 100,000 digits, of every kind a player hands us, are refused in words by the
loader the app uses, and the file is left as it is (settings and statistics: kept
aside, whole). How fast, and in how much memory: bench/bench_hostile.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.bench_hostile import KINDS, SHAPES, load, write_hostile


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("kind", KINDS)
def test_a_hostile_file_is_refused_and_kept(kind: str, shape: str, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path))
    path = write_hostile(kind, shape, tmp_path)
    size = path.stat().st_size
    head = path.read_bytes()[:64] if size < 1 << 24 else b""
    try:
        assert load(kind, path) == "refused"
    finally:
        if kind == "card_pack":
            from engine.cards import use_packs

            use_packs([])
    kept = [p for p in path.parent.iterdir() if p.stem.startswith(path.stem)]
    assert len(kept) == 1, "the file is kept (where it was, or aside)"
    assert kept[0].stat().st_size == size
    if head:
        assert kept[0].read_bytes()[:64] == head


def test_the_set_up_check_seats_what_the_soak_plays() -> None:
    """The set-up check's seat counts (engine/filecheck/table.py, which cannot import the
    soak's grid: the engine imports in no circle) are the grid's."""
    from engine.filecheck.table import SEATS
    from engine.flow.kit_calls import automaton_modes
    from engine.simulate import MODE_PLAYERS

    assert {**SEATS, **{m: (2,) for m in automaton_modes()}} == \
        {m: tuple(n) for m, n in MODE_PLAYERS.items()}
