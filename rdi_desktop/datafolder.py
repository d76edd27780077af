"""Whether the data folder can be used, another folder the player chose, and
playing without saving (the program always starts).

At start :func:`check` makes the save folder and writes (then removes) a small
probe file through :func:`rdi_desktop.atomic.write_atomic`. A folder below a file,
a read-only drive, a folder without permission or a full disk all come back as a
:class:`FolderProblem` with a sentence for the title screen naming the folder.

The player may then choose another folder: the choice is remembered in
``data_folders.json`` in the user config folder (``RDI_CONFIG_DIR`` overrides it,
for tests) as ``{folder tried: folder chosen}``, so the same start later uses the
chosen one, while a self-test's own temporary folder is never redirected. Or they
play without saving: :func:`saving_enabled` is then False and nothing is written.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from rdi_desktop.atomic import WriteFailed, reason_of, sweep_temporary, write_atomic

log = logging.getLogger(__name__)

__all__ = ["FolderProblem", "check", "choose_folder", "chosen_folder", "disable_saving",
           "saving_enabled"]

CHOICES_FILE = "data_folders.json"
PROBE = ".rdi-write-probe"

_saving = True


@dataclass(frozen=True)
class FolderProblem:
    folder: Path
    reason: str

    @property
    def sentence(self) -> str:
        return (f"Your games cannot be saved: the folder {self.folder} cannot be used "
                f"({self.reason}). Choose another folder, or play without saving.")


def saving_enabled() -> bool:
    """False after the player chose to play without saving."""
    return _saving


def disable_saving(off: bool = True) -> None:
    global _saving
    _saving = not off


def _config_file() -> Path:
    override = os.environ.get("RDI_CONFIG_DIR")
    if override:
        return Path(override).expanduser() / CHOICES_FILE
    import platformdirs

    return Path(platformdirs.user_config_dir("rdi-desktop", appauthor=False)) / CHOICES_FILE


def _choices() -> dict[str, str]:
    try:
        raw = json.loads(_config_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in raw.items()} if isinstance(raw, dict) else {}


def chosen_folder(tried: Path) -> Path:
    """The folder the player chose instead of ``tried``, or ``tried`` itself."""
    chosen = _choices().get(str(tried))
    return Path(chosen) if chosen else tried


def choose_folder(tried: Path, chosen: Path) -> FolderProblem | None:
    """Use ``chosen`` instead of ``tried`` from now on (remembered); the problem if the
    chosen folder cannot be used either, or the choice cannot be remembered."""
    problem = probe(chosen)
    if problem is not None:
        return problem
    choices = _choices()
    choices[str(tried)] = str(chosen)
    try:
        write_atomic(_config_file(), json.dumps(choices, indent=1) + "\n")
    except WriteFailed as exc:
        return FolderProblem(exc.path.parent, f"the choice cannot be remembered: {exc.reason}")
    disable_saving(False)
    return None


def probe(folder: Path) -> FolderProblem | None:
    """Can saves be written in ``folder``? None when they can."""
    saves = folder / "saves"
    try:
        saves.mkdir(parents=True, exist_ok=True)
        write_atomic(saves / PROBE, "probe\n").unlink()
    except OSError as exc:
        return FolderProblem(folder, reason_of(exc))
    sweep_temporary(folder, saves, saves / "reports")  # what a killed run left behind
    return None


def check(folder: Path) -> FolderProblem | None:
    """The data folder's problem at start, if it has one (logged too); ``folder`` is
    :func:`rdi_desktop.saves.data_dir`, the folder in use."""
    problem = probe(folder)
    if problem is not None:
        log.warning("data folder unusable: %s", problem.sentence)
    return problem
