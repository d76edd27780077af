"""Every rule scenario in tests/scenarios/ (and the shared examples) must PASS."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.scenario import MODES_SUPPORTED, collect, run_file

HERE = Path(__file__).resolve().parent
OURS = collect([str(HERE / "scenarios")]) if (HERE / "scenarios").is_dir() else []
SHARED_DIR = HERE.parent.parent / "shared" / "scenarios"
SHARED = collect([str(SHARED_DIR)]) if SHARED_DIR.is_dir() else []


@pytest.mark.parametrize("path", OURS, ids=lambda p: str(p.relative_to(HERE)))
def test_our_scenario(path: Path) -> None:
    r = run_file(path)
    assert r.status == "PASS", r.line()


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.name)
def test_shared_example(path: Path) -> None:
    mode = (yaml.safe_load(path.read_text()) or {}).get("mode", "standard")
    if mode not in MODES_SUPPORTED:
        pytest.skip(f"mode {mode} belongs to the team variants issue")
    r = run_file(path)
    assert r.status == "PASS", r.line()


@pytest.mark.parametrize("folder,minimum", [("base", 30), ("undercity", 40), ("variants", 30)])
def test_each_rule_area_has_its_scenarios(folder: str, minimum: int) -> None:
    files = [p for p in OURS if p.parent.name == folder]
    assert len(files) >= minimum
    for p in files:
        title = str((yaml.safe_load(p.read_text()) or {}).get("title", ""))
        assert '"' in title and "00" in title, f"{p.name}: title must cite its source"
