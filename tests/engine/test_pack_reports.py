"""What each owner card pack did (cards.md §4 "Owner card packs"), as Settings
lists it: the ids a loaded pack adds and overrides, its decks; a skipped pack's
problem in the same words as ``CardDB.problems`` (what the app logs)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.cards import cards, use_packs

PACK = '''
[[cards]]
title = "Parkour!"
type = "sometimes"
responds_to = "ignore_drink"
effects = [{op = "ignore_drink"}]

[[cards]]
title = "House Special"
type = "drink"
alcohol = 2

[drink_decks.house]
house-special = 4
light-ale = 2
'''


@pytest.fixture
def packs(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path
    use_packs([])


def test_a_loaded_pack_says_what_it_adds_and_overrides(packs: Path) -> None:
    (packs / "house.toml").write_text(PACK, encoding="utf-8")
    assert use_packs([packs]) == []
    (report,) = cards().packs
    assert report.file == "house.toml" and report.problem is None
    assert report.added == ("house-special",)
    assert report.overridden == ("parkour",)
    assert report.drink_decks == ("house",) and report.characters == ()


def test_a_skipped_pack_keeps_the_logged_words(packs: Path) -> None:
    (packs / "a.toml").write_text(PACK, encoding="utf-8")
    (packs / "b.toml").write_text('[[cards]]\ntitle = "X"\ntype = "nonsense"\n',
                                  encoding="utf-8")
    problems = use_packs([packs])
    good, bad = cards().packs
    assert good.problem is None and good.file == "a.toml"
    assert bad.file == "b.toml" and problems == [bad.problem]
    assert "b.toml" in str(bad.problem) and bad.added == ()


def test_no_packs_no_reports(packs: Path) -> None:
    use_packs([packs])
    assert cards().packs == []
