"""The quick run of the file fuzzer (bench/file_fuzz.py; the long run is `make fuzz`).

Hypothesis damages real files of every kind a player hands us (table saves of every mode
and variant, shared replays, Gambling Hall saves and failure reports, settings,
statistics, owner card packs): a value deleted, retyped or nudged, two list items
swapped, the text cut short, a byte changed. Each must be refused in words, or load and
play on 300 decisions keeping every invariant; a crash at load or in play, or a broken
invariant, fails. The README quotes the long run's kept totals (checked below).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench import file_fuzz

#: damaged files per kind in the quick run (the cheap kinds get more)
EXAMPLES = {"table": 30, "replay": 12, "hall": 12, "hall_report": 12, "settings": 40,
            "statistics": 30, "card_pack": 6}
ROOT = Path(__file__).resolve().parent.parent


@cache
def _corpus(kind: str) -> tuple[str, ...]:
    return tuple(file_fuzz.QUICK[kind]())


@pytest.mark.parametrize("kind", file_fuzz.KINDS)
def test_damaged_files_are_refused_or_play_on(kind: str, tmp_path_factory: pytest.TempPathFactory,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path_factory.mktemp(f"fuzz-{kind}")
    monkeypatch.setenv("RDI_DATA_DIR", str(folder))
    corpus = list(_corpus(kind))
    outcomes: dict[str, int] = {}

    @settings(max_examples=EXAMPLES[kind], deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def one(data: st.DataObject) -> None:
        def choose(n: int) -> int:
            return data.draw(st.integers(0, max(0, n - 1)))

        text = file_fuzz.damaged_file(kind, corpus, choose)
        outcome, why = file_fuzz.try_file(kind, text, folder)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        assert outcome in ("refused", "plays"), f"{outcome} after {file_fuzz.LAST}: {why}"

    one()
    assert sum(outcomes.values()) >= EXAMPLES[kind] // 2


def test_undamaged_files_of_every_kind_load_and_play_on(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The corpus itself (every earlier save format among the table saves) loads."""
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path))
    for kind in file_fuzz.KINDS:
        for text in _corpus(kind)[:4]:
            outcome, why = file_fuzz.try_file(kind, text, tmp_path)
            assert outcome == "plays", f"an undamaged {kind} file: {outcome} {why}"


def test_the_readme_quotes_the_kept_totals() -> None:
    """Each kind's long run kept in bench/fuzz/totals.json has no failure, and the README's
    table says the same numbers, row for row (a kind not run yet has no row)."""
    kept = json.loads(file_fuzz.TOTALS.read_text(encoding="utf-8"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z_]+)` \| [\d,]+ \| [\d,]+ \| [\d,]+ \| \d+ \|", readme, re.M)
    rows = [r for r in rows if r in file_fuzz.KINDS]  # (the README's other tables)
    assert sorted(rows) == sorted(kept) and set(kept) <= set(file_fuzz.KINDS)
    for kind in kept:
        t = kept[kind]
        assert t["crash_load"] == t["crash_play"] == t["broken"] == 0
        assert t["refused"] + t["plays"] == t["files"]
        row = re.search(rf"^\| `{kind}` \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \| 0 \| 0 \| 0 \|",
                        readme, re.M)
        assert row, f"the README has no row for {kind}"
        assert [int(x.replace(",", "")) for x in row.groups()] == \
            [t["files"], t["refused"], t["plays"]]
