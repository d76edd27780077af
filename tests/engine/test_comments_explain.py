"""Comments and docstrings in engine/ explain the code as it is; none narrates the
project's history by ticket ("issue 29: ..."), which a newcomer cannot act on. Old-save
handling names the save format (and layout) it reads instead (engine/game.py
FORMAT_VERSION)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NARRATION = re.compile(r"\bissues? #?\d+", re.IGNORECASE)


def _narrations(text: str, rel: str) -> list[str]:
    return [f"{rel}:{i}: {line.strip()}" for i, line in enumerate(text.splitlines(), 1)
            if NARRATION.search(line)]


def test_no_engine_comment_narrates_an_issue() -> None:
    bad = [hit for path in sorted((ROOT / "engine").rglob("*.py"))
           for hit in _narrations(path.read_text(encoding="utf-8"),
                                  str(path.relative_to(ROOT)))]
    assert bad == [], "comments that narrate instead of explaining:\n" + "\n".join(bad)


def test_the_check_finds_one() -> None:
    text = "x = 1  # moved here in issue 29\n# see Issue #12\ny = 2  # an issue of timing\n"
    assert _narrations(text, "engine/x.py") == [
        "engine/x.py:1: x = 1  # moved here in issue 29", "engine/x.py:2: # see Issue #12"]
