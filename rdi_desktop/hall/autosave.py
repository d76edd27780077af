"""The Gambling Hall's autosave: where it is kept, and whether it holds a game to resume."""

from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)

HALL_AUTOSAVE = "hall_autosave.json"


def hall_autosave_path() -> Path:
    """Where the Hall keeps its autosave (beside the table's saves)."""
    from rdi_desktop.saves import save_dir

    return save_dir() / HALL_AUTOSAVE


def resumable_save(notes: list[str] | None = None) -> Path | None:
    """The Hall autosave if it holds a game that is not over. One that cannot be read
    (cut off, not a Hall match, another version's) is kept aside before a new Hall
    game autosaves, and the sentence saying so is added to ``notes``."""
    from engine.filecheck import parse_json, read_text
    from engine.filecheck.hall import load_match

    try:
        path = hall_autosave_path()
        data = parse_json(read_text(path, "Gambling Hall save"), "Gambling Hall save")
        load_match(data)  # every part of it is there and makes sense
    except OSError:
        return None
    except ValueError as exc:  # JSONDecodeError too
        from rdi_desktop.atomic import keep_aside

        kept = keep_aside(path)
        log.warning("the Hall autosave is damaged (%s); kept as %s", exc,
                    kept.name if kept else path)
        if notes is not None:
            notes.append(f"The Gambling Hall's autosave could not be read, so there is no "
                         f"game to resume. It was kept as {kept.name} in {kept.parent}."
                         if kept else "The Gambling Hall's autosave could not be read "
                         f"and could not be moved aside ({path}).")
        return None
    return path if isinstance(data, dict) and data.get("phase") != "over" else None
