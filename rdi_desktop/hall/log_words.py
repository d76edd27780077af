"""The Hall's log in words: the games write some of their lines with the numbers of a
roll or a prediction as data ("rolls [3, 5]", "predicts {'rank': 'Bard'}"); the log a
player reads says "rolls 3 and 5" and "predicts Bard". Display only: the saved log keeps
the engine's lines (a save is checked against them when it loads)."""

from __future__ import annotations

import ast
import re
from typing import Any

#: a list of numbers or a small dict of words, as Python prints them
_DATA = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}")


def listed(items: list[Any]) -> str:
    """"3", "3 and 5", "3, 5 and 6"."""
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words) or "nothing"
    return ", ".join(words[:-1]) + " and " + words[-1]


def prediction(p: dict[str, Any]) -> str:
    """A Dragon Hordes prediction: "Bard", "green" or "green Bard"."""
    return " ".join(str(p[k]) for k in ("color", "rank") if p.get(k)) or "nothing"


def _words(m: re.Match[str]) -> str:
    try:
        data = ast.literal_eval(m.group(0))
    except (ValueError, SyntaxError):
        return m.group(0)
    if isinstance(data, dict):
        return prediction(data)
    if isinstance(data, list):
        return listed(data)
    return m.group(0)


def in_words(line: str) -> str:
    """One log line with any data in it written as words."""
    return _DATA.sub(_words, line)
