"""The level registry: every built-in AI level has its New Game line (issue 32)."""

from __future__ import annotations

import re

from engine.ai.ismcts import Budget
from engine.seats import LEVEL_INFO, LEVELS, SEATS, level_info


def test_every_built_in_level_has_one_line() -> None:
    for name in LEVELS:
        assert name in SEATS
        line = LEVEL_INFO[name]
        assert "\n" not in line and len(line) <= 80, line
        assert line.lower().startswith(name), line


def test_hards_line_states_a_time_its_budget_keeps() -> None:
    """The line promises a think time: the shipped search budget must fit inside it."""
    got = re.search(r"([0-9.]+) s", LEVEL_INFO["hard"])
    assert got is not None
    assert Budget().seconds <= float(got.group(1))


def test_a_plug_in_level_is_named_not_described() -> None:
    assert level_info("oracle") == "Oracle: a plug-in seat."
