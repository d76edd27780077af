"""The table's sentences about players: possessives, "You" and card titles.

The human player is usually named "You", so "{name}'s turn" would read "You's
turn"; a prompt for a named hot-seat player read "Alice: Alice's order phase".
Card titles are quoted, since some end in their own punctuation ("This is
fine."), and :func:`tidy` drops the sentence's full stop after one.
"""

from __future__ import annotations

import re

YOU = "You"
_AFTER_QUOTE = re.compile(r"([.!?])\u201d\.")


def possessive(name: str, start: bool = False) -> str:
    """"Alice's", "Jess'", "your" (or "Your" at the start of a sentence)."""
    if name == YOU:
        return "Your" if start else "your"
    return name + ("'" if name.endswith("s") else "'s")


def quote(title: str) -> str:
    return f"\u201c{title}\u201d"


def tidy(text: str) -> str:
    """One end to a sentence: "for \u201cThis is fine.\u201d." -> "for \u201cThis is fine.\u201d"."""
    return _AFTER_QUOTE.sub("\\1\u201d", text)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def turn_line(active: str, phase: str) -> str:
    """The banner between prompts: "Your turn — action phase"."""
    return f"{possessive(active, start=True)} turn \u2014 {phase} phase"


def phase_ask(active: str, asked: str, phase: str) -> str:
    """A phase window's question for ``asked``, during ``active``'s phase."""
    owner = "your" if active == asked else possessive(active)
    return f"During {owner} {phase} phase: play an Anytime card, or pass."


def prompt_line(asked: str, ask: str) -> str:
    """The banner's question: addressed by name unless the player is "You"."""
    ask = tidy(capital(ask))
    return ask if asked == YOU else f"{asked}: {ask}"
