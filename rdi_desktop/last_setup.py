"""The New Game form remembers the last game set up: mode, seat count,
variants and each seat's character, player kind and name, in ``last_setup.json``
beside the settings. Anything unknown (a character or AI level that is gone) is
dropped, so an old file never breaks the form.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from rdi_desktop.atomic import keep_aside, write_atomic
from rdi_desktop.datafolder import saving_enabled
from rdi_desktop.saves import data_dir

log = logging.getLogger(__name__)

__all__ = ["load_last_setup", "save_last_setup", "last_setup_path"]


def last_setup_path() -> Path:
    return data_dir() / "last_setup.json"


def save_last_setup(form: dict[str, Any], path: Path | None = None) -> None:
    """Remember the form (through a temporary file; never while playing without saving).
    A failure only loses the remembered form, so it is logged, not shown."""
    if path is None and not saving_enabled():
        return
    path = path or last_setup_path()
    try:
        write_atomic(path, json.dumps(form, indent=1))
    except OSError as exc:
        log.warning("cannot remember the New Game setup: %s", exc)


def load_last_setup(characters: set[str], kinds: set[str], modes: set[str],
                    path: Path | None = None) -> dict[str, Any] | None:
    """The remembered form, with only what this version still offers; None if none."""
    path = path or last_setup_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError:
        return None
    except ValueError:  # damaged: kept aside (never silently replaced), the form is fresh
        kept = keep_aside(path)
        log.warning("the remembered New Game set-up is damaged; kept as %s",
                    kept.name if kept else path.name)
        return None
    if not isinstance(raw, dict) or raw.get("mode") not in modes:
        return None
    rows = []
    for r in raw.get("rows") or []:
        if not isinstance(r, dict):
            return None
        rows.append({"character": r.get("character") if r.get("character") in characters
                     else None,
                     "kind": r.get("kind") if r.get("kind") in kinds else None,
                     "name": str(r.get("name") or "")[:24]})
    got = raw.get("options")
    options = got if isinstance(got, dict) else {}
    return {"mode": raw["mode"], "count": raw.get("count"), "rows": rows,
            "options": {k: bool(v) for k, v in options.items()}}
