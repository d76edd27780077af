"""Under CI=true a missing shared folder fails the run (issue 14), checked by running
the shared tests against a folder that does not exist."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _run(tmp_path: Path, ci: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, CI=ci, RDI_SHARED=str(tmp_path / "no-such-shared"))
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
         "tests/test_scenarios.py::test_shared_examples_are_there",
         "tests/hall/test_vectors.py::test_all_public_vectors_pass"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300)


def test_missing_shared_folder_fails_under_ci(tmp_path: Path) -> None:
    run = _run(tmp_path, "true")
    assert run.returncode != 0, run.stdout[-2000:]
    assert "2 failed" in run.stdout, run.stdout[-2000:]


def test_missing_shared_folder_is_a_visible_skip_elsewhere(tmp_path: Path) -> None:
    run = _run(tmp_path, "")
    assert run.returncode == 0, run.stdout[-2000:]
    assert "1 skipped" in run.stdout, run.stdout[-2000:]
