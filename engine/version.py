"""The program's version, kept in one place: ``[project] version`` of pyproject.toml.

Read at run time, never copied into the code:

* in a source checkout, from ``pyproject.toml`` itself (so a bumped version shows
  at once, even before the editable install's metadata is refreshed);
* installed (wheel, pipx) or frozen (PyInstaller copies the metadata), from the
  installed distribution's metadata via :mod:`importlib.metadata`.

The engine records it in saves (``engine_version``) and the desktop app prints
and shows it; this module is pure Python like the rest of the engine.
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

__all__ = ["DIST_NAME", "UNKNOWN", "VERSION", "read_version"]

#: the distribution name in pyproject.toml's ``[project] name``
DIST_NAME = "rdi-desktop"
#: what a copy with neither pyproject.toml nor metadata reports (a broken install)
UNKNOWN = "0+unknown"

_PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def _from_pyproject(path: Path) -> str | None:
    """The version in ``path`` if it is this project's pyproject.toml."""
    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if project.get("name") != DIST_NAME or not isinstance(project.get("version"), str):
        return None
    return str(project["version"])


def read_version(pyproject: Path = _PYPROJECT) -> str:
    """This copy's version: the checkout's pyproject.toml, else the installed
    metadata, else :data:`UNKNOWN`."""
    found = _from_pyproject(pyproject) if pyproject.is_file() else None
    if found:
        return found
    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        return UNKNOWN


#: this copy's version, read once as the engine loads (saves record it)
VERSION = read_version()
