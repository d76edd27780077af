"""Owner card packs (cards.md §4): checked before the TOML reader sees them.

The card loader checks each card against the effect vocabulary and refuses a pack
that does not fit (it is reported and skipped, whatever it raised: a pack nested too
deep makes the TOML reader raise RecursionError at once). Here, what must be refused
before a byte is read: a file far larger than any pack.
"""

from __future__ import annotations

from pathlib import Path

from engine.filecheck import read_text

__all__ = ["MAX_PACK_BYTES", "check_pack"]

#: far more than a whole character's cards take (the largest shipped file is ~13 KB)
MAX_PACK_BYTES = 1024 * 1024


def check_pack(path: Path) -> None:
    """FileProblem when the pack is too large to be one, or not text."""
    read_text(path, "card pack", limit=MAX_PACK_BYTES)
