"""Reading a saved game for the player: a save that cannot be read is explained in
words a player understands, and the file is always left where it is.

The technical reason goes to the log (for a bug report); the screen gets a
sentence. Used by Continue, Load and ``--load FILE``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from engine.filecheck import FileProblem, read_text
from engine.game import Game

log = logging.getLogger(__name__)

__all__ = ["SaveProblem", "damaged_log", "read_game", "short_reason"]


class SaveProblem(Exception):
    """A save that cannot be loaded; ``str()`` is the sentence for the player."""


def short_reason(exc: BaseException) -> str:
    """Why a save cannot be read, in a few plain words (the Load list shows this)."""
    text = str(exc)
    if isinstance(exc, OSError):
        return "the file cannot be opened"
    if "format" in text and "reads format" in text:
        return "saved by a newer or older version of the game"
    if "not a saved game" in text:
        return "not a saved game, or cut short while saving"
    return "the save is damaged"


def _sentence(exc: BaseException, path: Path) -> str:
    reason = short_reason(exc)
    if isinstance(exc, FileProblem) and reason == "the save is damaged":
        # the check said which part is damaged
        return f"{exc.sentence} The file has been left as it is: {path.name}"
    head = {
        "the file cannot be opened": "The file could not be opened (it may have been moved, "
                                     "or you may not be allowed to read it).",
        "saved by a newer or older version of the game":
            "This save was written by a version of the game that saves differently, "
            "so this version cannot read it.",
        "not a saved game, or cut short while saving":
            "This file is not a saved game, or it was cut short while it was being "
            "written (for example if the computer was switched off).",
    }.get(reason, "This saved game is damaged: part of it is missing or does not make sense.")
    return f"{head} The file has been left as it is: {path.name}"


def damaged_log(path: Path, exc: BaseException) -> SaveProblem:
    """A save whose log of what happened the table cannot show (its events are the file's
    own: the rules never read them, the table rebuilds its log from them)."""
    log.warning("the log of %s cannot be shown: %r", path, exc)
    return SaveProblem("This saved game is damaged: part of it is missing or does not make "
                       "sense (the part that holds the log of what has happened). The file "
                       f"has been left as it is: {path.name}")


def read_game(path: Path) -> Game:
    """The game saved in ``path``, or :class:`SaveProblem` with a sentence to show."""
    try:
        return Game.from_json(read_text(path, "saved game"))
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        log.warning("cannot load %s: %s", path, exc)
        raise SaveProblem(_sentence(exc, path)) from exc
