"""No module of the front end is over 600 lines: a file that long does several jobs,
and each job gets its own module (the table's drawing, its input and its banner; the
mats, the log panel; each Hall game's part of the table)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 600


def test_no_front_end_module_is_over_600_lines() -> None:
    long = {str(p.relative_to(ROOT)): n for p in sorted((ROOT / "rdi_desktop").rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert long == {}, f"split these by job: {long}"
