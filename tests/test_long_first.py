"""The scheduling hint in tests/conftest.py names tests that exist: a renamed or moved
long test would otherwise quietly drop back to its file's turn."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import LONG_FIRST

ROOT = Path(__file__).resolve().parent.parent


def test_every_long_first_entry_names_a_test() -> None:
    for prefix in LONG_FIRST:
        path, _, name = prefix.partition("::")
        source = ROOT / path
        assert source.is_file(), prefix
        if name:
            assert f"def {name}" in source.read_text(encoding="utf-8"), prefix
