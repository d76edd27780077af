"""Every rule scenario in tests/scenarios/ (and the shared examples) must PASS."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.scenario import MODES_SUPPORTED, collect, run_file
from tests.shared_folder import missing_reason, on_ci, shared_dir

HERE = Path(__file__).resolve().parent
OURS = collect([str(HERE / "scenarios")]) if (HERE / "scenarios").is_dir() else []
SHARED_DIR = shared_dir() / "scenarios"
SHARED = collect([str(SHARED_DIR)]) if SHARED_DIR.is_dir() else []


def test_shared_examples_are_there() -> None:
    """Under CI the shared examples must run: a missing folder fails, never an empty set."""
    reason = missing_reason()
    if reason is not None and on_ci():
        pytest.fail(f"CI runs without the shared material: {reason}")
    if reason is None:
        assert len(SHARED) >= 5, f"only {len(SHARED)} shared scenarios found in {SHARED_DIR}"


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
