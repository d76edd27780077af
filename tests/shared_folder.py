"""Where the project's shared material is (`../shared`, or `RDI_SHARED`), and the rule
that CI never runs without it (issue 14: a missing folder turned the shared
scenario and hall-vector tests into an empty set and a skip)."""

from __future__ import annotations

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def shared_dir() -> Path:
    return Path(os.environ.get("RDI_SHARED") or REPO.parent / "shared")


def on_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1")


def missing_reason() -> str | None:
    """Why the shared material cannot be used, or None when it is all there."""
    base = shared_dir()
    for part in ("scenarios", "spec/hall-vectors.json"):
        if not (base / part).exists():
            return f"{base / part} is missing"
    return None
