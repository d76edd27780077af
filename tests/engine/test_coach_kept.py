"""The coach's numbers the README quotes are the kept runs' (bench/hint_strength.json from
`make hint-strength`, bench/hint_bench.json from bench/bench_hint.py --keep)."""

from __future__ import annotations

import json
from pathlib import Path

from bench.hint_strength import KEPT, SPEED, readme_rows, write_readme

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_quotes_the_kept_coach_runs(tmp_path: Path) -> None:
    """Every kept number is in the README, and `bench/hint_strength.py --readme` would
    write the README as it is (no row edited by hand, none of an older run)."""
    strength = json.loads(KEPT.read_text(encoding="utf-8"))
    speed = json.loads(SPEED.read_text(encoding="utf-8"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for row in readme_rows(strength, speed):
        assert row.strip() in readme, row
    copy = tmp_path / "README.md"
    copy.write_text(readme, encoding="utf-8")
    write_readme(copy)
    assert copy.read_text(encoding="utf-8") == readme


def test_the_kept_runs_are_the_issues_measures() -> None:
    """The strength run is a 4-player table against three Normal seats; the speed run
    timed hints of several prompt kinds and reviewed 4- and 8-player games."""
    strength = json.loads(KEPT.read_text(encoding="utf-8"))
    speed = json.loads(SPEED.read_text(encoding="utf-8"))
    assert strength["opponents"] == "three Normal seats"
    assert 0.0 <= strength["low"] <= strength["share"] <= strength["high"] <= 1.0
    assert len(speed["hints"]["per_kind"]) >= 5
    assert {r["players"] for r in speed["reviews"]} == {4, 8}
