"""Reading a file a player hands us: bounded in size, depth and numbers.

The primitives every checking loader (engine/filecheck/) and the card loader share; they
import nothing of the engine, so the card loader can use them without importing the
checkers, which read cards.

Players keep, copy and share files (saves, the autosave, shared replays, Gambling Hall
saves and failure reports, settings, statistics, card packs). Each kind has one loader
that checks the file's structure against the declared form of its format and its
meaning against the engine's invariants; anything that fails is a :class:`FileProblem`
whose ``str()`` is one sentence telling the player which part is damaged. Nothing here
writes: a refused file stays as it is.

Hostile sizes are refused before any work is spent on them: the size on disk is read
before the file is (:func:`read_text`), nesting deeper than :data:`MAX_DEPTH` and
numbers beyond :data:`MAX_INT` are refused while the text is read (:func:`parse_json`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec

__all__ = ["FileProblem", "MAX_BYTES", "MAX_DEPTH", "MAX_INT", "parse_json", "read_text"]

#: the largest file read (a long 8-player game's save is under 1 MB)
MAX_BYTES = 16 * 1024 * 1024
#: the deepest nesting of lists and objects a file of ours ever has (a save has ~8)
MAX_DEPTH = 64
#: the largest number (either sign) any field of our files holds; seeds are 64-bit
MAX_INT = 1 << 64


class FileProblem(ValueError):
    """A file that cannot be used: ``str()`` is the sentence for the player (which part
    is damaged); ``detail`` the technical reason, for the log."""

    def __init__(self, sentence: str, detail: str = "") -> None:
        super().__init__(sentence)
        self.sentence = sentence
        self.detail = detail or sentence


def read_text(path: Path, what: str = "file", limit: int = MAX_BYTES) -> str:
    """The file's text, its size checked on disk before a byte is read (a 100 MB file is
    refused at once). OSError when it cannot be opened; FileProblem when it is too
    large or not text."""
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size > limit:
            raise FileProblem(f"This file is far larger than any {what} the game writes "
                              f"({size // (1024 * 1024)} MB), so it was not opened.",
                              f"{size} bytes > {limit}")
        raw = fh.read(limit + 1)
    if len(raw) > limit:  # it grew while being read (a pipe, a device)
        raise FileProblem(f"This file is far larger than any {what} the game writes, so "
                          "it was not opened.", "grew past the limit while read")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FileProblem(f"This {what} is damaged: some of its bytes are not text the "
                          "game wrote.", str(e)) from e


def parse_json(text: str, what: str = "file", limit: int = MAX_BYTES) -> Any:
    """The JSON in ``text``, or a FileProblem: not JSON (cut short, a damaged byte, NaN,
    a float beyond range), or nested too deep for the reader (it raises RecursionError
    at once, long before 10,000 levels). Numbers too large for their field and nesting
    deeper than MAX_DEPTH in free-form parts are refused by each kind's check.

    msgspec reads the same JSON as the standard library in a third of the time (a save
    is read, checked and built in the time reading it alone took)."""
    if len(text) > limit:
        raise FileProblem(f"This file is far larger than any {what} the game writes, so "
                          "it was not opened.", f"{len(text)} characters > {limit}")
    try:
        return msgspec.json.decode(text)
    except RecursionError as e:
        raise FileProblem(f"This {what} is damaged: it is nested far deeper than any the "
                          "game writes.", "nesting too deep for the JSON reader") from e
    except ValueError as e:
        raise FileProblem(f"This file is not a {what}, or it was cut short while it was "
                          "being written (for example if the computer was switched off).",
                          f"bad JSON: {e}") from e
