"""Where saved games (and the settings file beside them) are written.

* from a source checkout: ``<repo>/saves/``
* installed (wheel, pipx) or frozen (PyInstaller): ``<platformdirs user data
  dir>/saves/``, never beside the code (site-packages may not be writable, and
  an upgrade would replace it)
* ``RDI_DATA_DIR=/some/dir`` overrides both: saves go to ``/some/dir/saves``
  (tests and the self-test use this so they never touch real saves).
"""

from __future__ import annotations

import os
from pathlib import Path

from rdi_desktop.datafolder import chosen_folder
from rdi_desktop.resources import in_source_tree, source_root

__all__ = ["APP_NAME", "data_dir", "save_dir", "tried_data_dir"]

APP_NAME = "rdi-desktop"


def data_dir() -> Path:
    """The writable folder that holds ``saves/`` and ``settings.json``: the one below,
    or the folder the player chose instead when it could not be used."""
    return chosen_folder(tried_data_dir())


def tried_data_dir() -> Path:
    """The data folder before any choice of the player's."""
    override = os.environ.get("RDI_DATA_DIR")
    if override:
        return Path(override).expanduser()
    if in_source_tree():
        return source_root()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def save_dir() -> Path:
    """The save folder, created if missing (raises OSError when it cannot be:
    callers at start go through :func:`rdi_desktop.datafolder.check` first)."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
