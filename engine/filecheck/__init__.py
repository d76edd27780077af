"""Checking every file a player hands us before it is trusted.

Players keep, copy and share files (saves, the autosave, shared replays, Gambling Hall
saves and failure reports, settings, statistics, card packs). Each kind has one loader
here that checks the file's structure against the declared form of its format and its
meaning against the engine's invariants; anything that fails is a :class:`FileProblem`
whose ``str()`` is one sentence telling the player which part is damaged. Nothing here
writes: a refused file stays as it is. Reading itself, with its bounds on hostile sizes,
is :mod:`engine.file_reading`; card packs are checked by :mod:`engine.pack_check`.
"""

from engine.file_reading import MAX_BYTES, MAX_DEPTH, MAX_INT, FileProblem, parse_json, read_text

__all__ = ["FileProblem", "MAX_BYTES", "MAX_DEPTH", "MAX_INT", "parse_json", "read_text"]
