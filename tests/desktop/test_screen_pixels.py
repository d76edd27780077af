"""The table and Hall screens draw the same pixels as when their hashes were written
(tests/desktop/screens.py): moving the drawing code between modules, or from a mixin to
an object the scene owns, must not change what a player sees. A change meant to look
different writes the hashes again (see that module's docstring)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.desktop import screens

#: the hash names each part draws
PREFIXES = {"table": ("table/",), "other": ("tutorial/", "replay/"), "hall": ("hall/",)}
SHOTS: dict[str, Callable[[Path | None], Iterator[tuple[str, str]]]] = {
    "table": screens.table_shots,
    "other": screens.other_table_shots,
    "hall": screens.hall_shots,
}


@pytest.mark.parametrize("part", sorted(SHOTS))
def test_screens_draw_the_pixels_they_drew(part: str, headless: Path) -> None:
    want = json.loads(screens.HASHES.read_text(encoding="utf-8"))
    got = dict(SHOTS[part](None))
    assert got, "no screen was drawn"
    mine = {k for k in want if k.startswith(PREFIXES[part])}
    assert set(got) == mine, ("screens drawn without a hash, or hashed and not drawn: "
                              f"{sorted(set(got) ^ mine)}")
    changed = sorted(k for k in got if got[k] != want[k])
    assert not changed, f"these screens draw other pixels now: {changed}"
