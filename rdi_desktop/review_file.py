"""A game review kept with its replay file, so it opens at once the next time.

The review (engine.ai.review) is added to the save or shared file it was made from as
one optional top-level field, ``"reviews"``: its format version, the engine version,
the number of decisions and the search budget it was made with, and one review per
seat. Every reader of these files ignores fields it does not know, so older versions
still load the file, and a file without the field is simply not reviewed yet. A
review that does not match the file (another engine version, a longer game, another
budget) or that is damaged is ignored and made again; it never stops the replay.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import engine
from engine.ai.review import REVIEW_VERSION, Review
from rdi_desktop.atomic import write_atomic
from rdi_desktop.replay import ReplayFileProblem, read_replay_data

log = logging.getLogger(__name__)

FIELD = "reviews"


def _matching(data: dict[str, Any], decisions: int, iterations: int) -> dict[str, Any] | None:
    kept = data.get(FIELD)
    if not isinstance(kept, dict) or kept.get("version") != REVIEW_VERSION \
            or kept.get("engine_version") != engine.__version__ \
            or kept.get("decisions") != decisions or kept.get("iterations") != iterations \
            or not isinstance(kept.get("seats"), dict):
        return None
    return kept


def stored_review(path: Path, seat: int, decisions: int, iterations: int) -> Review | None:
    """The review of `seat` kept in the file, if it matches the game and budget."""
    try:
        kept = _matching(read_replay_data(path), decisions, iterations)
        if kept is None or str(seat) not in kept["seats"]:
            return None
        rev = Review.from_dict(kept["seats"][str(seat)])
    except (ReplayFileProblem, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("the review kept in %s is not used: %s", path, exc)
        return None
    return rev if rev.seat == seat else None


def keep_review(path: Path, review: Review, decisions: int) -> bool:
    """Add the review to the file (written whole through a temporary file); False, with
    the reason in the log, when it cannot be (the review is still shown)."""
    try:
        data = read_replay_data(path)
        kept = _matching(data, decisions, review.iterations) or {
            "version": REVIEW_VERSION, "engine_version": engine.__version__,
            "decisions": decisions, "iterations": review.iterations, "seats": {}}
        kept["seats"][str(review.seat)] = review.to_dict()
        data[FIELD] = kept
        write_atomic(path, json.dumps(data, separators=(",", ":")))
    except (ReplayFileProblem, OSError) as exc:
        log.warning("the review could not be kept in %s: %s", path, exc)
        return False
    return True
