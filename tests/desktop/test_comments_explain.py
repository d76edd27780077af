"""The front end's comments and docstrings explain the code as it is; none narrates the
project's history by issue number, which a reader of the code cannot act on."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NARRATION = re.compile(r"\bissue\s*#?\d+", re.IGNORECASE)


def test_no_front_end_module_cites_an_issue_number() -> None:
    found = [f"{p.relative_to(ROOT)}:{i}: {line.strip()}"
             for p in sorted((ROOT / "rdi_desktop").rglob("*.py"))
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if NARRATION.search(line)]
    assert found == [], "say why, not which issue:\n" + "\n".join(found)
