"""Fit a line of mat text into its room without cutting it.

A mat at 1280x720 with 8 seats at 150% has little room, and cutting its words
with "..." cut names and counters ("Brawl Count 0/10 - Brawl..."). This module
finds the longest wording that fits instead, in this order: the full text at
its size, then smaller down to 12 px (never below: readable at 1280x720), then the words
shortened ("Waiting Patients" -> "Wait. Pat."), then the first word and the
numbers ("Brawl 0/10 10"), then the numbers alone. A number is never shortened.
What was shortened is remembered, so hovering the mat shows the full words
(:data:`SHORTENED`). Pure: the caller measures (a font's width for a size).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

#: the smallest text on a mat
MIN_PX = 12
#: (text, size) -> its width in pixels
Measure = Callable[[str, int], int]
#: seat -> the full texts its mat shows shortened (hover shows them); the seat
#: being drawn is :data:`SEAT` (None: not a mat, nothing remembered)
SHORTENED: dict[int, list[str]] = {}
SEAT: int | None = None
#: tests set a list here: every text cut with "..." on a mat is recorded
ELLIPSIZED: list[str] | None = None
#: tests set a dict here: shortened wording -> the full text it stands for
SHORT_OF: dict[str, str] | None = None

_TOKEN = re.compile(r"\S+")


def _has_digit(word: str) -> bool:
    return any(ch.isdigit() for ch in word)


def _short(word: str, keep: int) -> str:
    """A word cut to ``keep`` letters and a full stop; numbers and short words whole."""
    if _has_digit(word) or len(word) <= keep + 1 or not word[0].isalpha():
        return word
    return word[:keep] + "."


def wordings(text: str) -> Iterator[str]:
    """The text, then ever shorter wordings that keep every number whole."""
    yield text
    words = _TOKEN.findall(text)
    for keep in (4, 3, 1):
        yield " ".join(_short(w, keep) for w in words)
    numbers = [w for w in words if _has_digit(w)]
    if numbers and not _has_digit(words[0]):
        yield " ".join([_short(words[0], 4)] + numbers)
    if numbers:
        yield " ".join(numbers)
    elif len(words) > 1:  # a name: its first word
        yield words[0]
        yield _short(words[0], 3)
    yield ""  # nothing: the hover tells it


def fit_line(text: str, size: int, width: int, measure: Measure,
             floor: int = MIN_PX) -> tuple[str, int] | None:
    """The longest wording of ``text`` and its size that fit ``width``: the full
    text from ``size`` down to ``floor`` px, then shorter wordings at ``floor``;
    the last wording is "" (nothing drawn: the hover tells it), so None only when
    no wording is offered. A shortened text is remembered for the hover."""
    floor = min(floor, size)
    for px in range(size, floor - 1, -1):
        if measure(text, px) <= width:
            return text, px
    for words in wordings(text):
        if measure(words, floor) <= width:
            remember(text)
            if SHORT_OF is not None and words != text:
                SHORT_OF[words] = text
            return words, floor
    remember(text)
    return None


def remember(text: str) -> None:
    """Note that the mat being drawn shows ``text`` shortened (or not at all)."""
    if SEAT is None or not text.strip():
        return
    seen = SHORTENED.setdefault(SEAT, [])
    if text not in seen:
        seen.append(text)


def ellipsized(text: str) -> None:
    """Record a text cut with "..." on a mat (the layout tests fail on it)."""
    if ELLIPSIZED is not None and SEAT is not None:
        ELLIPSIZED.append(text)


def hover_words(seat: int | None) -> str:
    """What hovering a mat tells: the full words of what it shows shortened."""
    if seat is None:
        return ""
    return "  \u00b7  ".join(SHORTENED.get(seat, []))
