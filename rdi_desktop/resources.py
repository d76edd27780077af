"""Where bundled read-only files (``assets/``, ``engine/data/``) live.

Use :func:`resource_path` for every bundled file, never ``__file__`` tricks of
your own, so the same code works in the three ways the program runs:

* from a source checkout: ``<repo>/assets``, ``<repo>/engine/data``;
* installed from the wheel (pip, pipx): ``assets/`` is packed inside the package as
  ``site-packages/rdi_desktop/assets`` (setup.py), ``engine/data`` is package data
  of ``engine``;
* frozen by PyInstaller: both unpacked under ``sys._MEIPASS``.

Paths are always given relative to the repository root, e.g.
``resource_path("assets/theme.json")``.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["assets_dir", "base_dir", "in_source_tree", "is_frozen", "resource_path",
           "source_root"]

_PACKAGE = Path(__file__).resolve().parent
#: the wheel's copy of ``assets/`` (made by setup.py's build_py)
_PACKED_ASSETS = _PACKAGE / "assets"


def is_frozen() -> bool:
    """True when running from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def source_root() -> Path:
    """The folder that holds the ``rdi_desktop`` package: the repository root in a
    checkout, ``site-packages`` when installed."""
    return _PACKAGE.parent


def in_source_tree() -> bool:
    """True when running from a checkout (``pyproject.toml`` and ``assets/`` beside the
    package), so writable files may stay in the repository (``saves/``)."""
    root = source_root()
    return (not is_frozen() and (root / "pyproject.toml").is_file()
            and (root / "assets").is_dir())


def base_dir() -> Path:
    """The folder that holds ``assets/``: ``sys._MEIPASS`` when frozen, the package
    folder when installed from the wheel, else the repository root."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    if _PACKED_ASSETS.is_dir() and not in_source_tree():
        return _PACKAGE
    return source_root()


def assets_dir() -> Path:
    """The ``assets/`` folder, wherever this copy of the program keeps it."""
    return base_dir() / "assets"


def _engine_root() -> Path:
    """The folder holding the ``engine`` package (its data travels with it)."""
    import engine

    return Path(engine.__file__).resolve().parent.parent


def resource_path(rel: str | Path) -> Path:
    """Absolute path of a bundled resource given relative to the repository root,
    e.g. ``resource_path("assets/theme.json")`` or ``resource_path("engine/data")``."""
    rel = Path(rel)
    if rel.is_absolute():
        return rel
    if rel.parts and rel.parts[0] == "engine":
        return (Path(sys._MEIPASS) if is_frozen() else _engine_root()) / rel  # type: ignore[attr-defined]
    return base_dir() / rel
