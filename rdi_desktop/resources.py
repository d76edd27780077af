"""Where bundled read-only files (``assets/``, ``engine/data/``) live.

Use :func:`resource_path` for every bundled file, never ``__file__`` tricks of
your own, so the same code works from a source checkout and from the
PyInstaller build (where files are unpacked under ``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["base_dir", "is_frozen", "resource_path"]


def is_frozen() -> bool:
    """True when running from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def base_dir() -> Path:
    """The folder that holds ``assets/`` and ``engine/``: the repo root from
    source, ``sys._MEIPASS`` when frozen."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent


def resource_path(rel: str | Path) -> Path:
    """Absolute path of a bundled resource given relative to the repo root,
    e.g. ``resource_path("assets/theme.json")``."""
    rel = Path(rel)
    if rel.is_absolute():
        return rel
    return base_dir() / rel
