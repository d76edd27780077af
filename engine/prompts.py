"""Prompts: the questions the engine asks a seat, and their atomic options.

Kinds and fixed labels follow scenarios.md. An answer is one of the prompt's
options (or its index); anything else is refused and changes nothing.
"""

from __future__ import annotations

from typing import Any, NamedTuple

KINDS = ("discard", "action", "target", "order", "respond", "gamble", "choose")


class IllegalAnswer(ValueError):
    """An answer that is not one of the prompt's options."""


class Option(NamedTuple):
    """One atomic answer. A named tuple: immutable, compared by value, and cheap to make
    (the engine builds thousands per game; a frozen dataclass costs several times more)."""

    card: str | None = None
    player: str | None = None
    value: int | str | None = None
    label: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in (("card", self.card), ("player", self.player),
                                  ("value", self.value), ("label", self.label)) if v is not None}

    def describe(self) -> str:
        parts = [str(v) for v in (self.label, self.card, self.player, self.value) if v is not None]
        return " ".join(parts) or "?"


_CARD_OPTIONS: dict[str, Option] = {}


def card_option(cid: str) -> Option:
    """The option naming card `cid`: options are values, so one per card serves every prompt."""
    o = _CARD_OPTIONS.get(cid)
    if o is None:
        o = _CARD_OPTIONS[cid] = Option(card=cid)
    return o


_PLAYER_OPTIONS: dict[str, Option] = {}


def player_option(name: str) -> Option:
    """The option naming player `name`: one per name serves every prompt (targets are
    asked at most plays), as card_option does for cards."""
    o = _PLAYER_OPTIONS.get(name)
    if o is None:
        if len(_PLAYER_OPTIONS) > 1000:  # names are the players' own: keep the table small
            _PLAYER_OPTIONS.clear()
        o = _PLAYER_OPTIONS[name] = Option(player=name)
    return o


PASS = Option(label="pass")
DONE = Option(label="done")
YES = Option(label="yes")
NO = Option(label="no")


class Prompt(NamedTuple):
    """A question for one seat. Immutable; `context` is never changed once asked."""

    seat: int
    kind: str
    options: tuple[Option, ...]
    context: dict[str, Any]

    @property
    def reason(self) -> str | None:
        r = self.context.get("reason")
        return str(r) if r is not None else None

    def index_of(self, answer: Any) -> int:
        """Return the index of `answer` among the options, or raise IllegalAnswer."""
        if isinstance(answer, bool):
            raise IllegalAnswer(f"not an option: {answer!r}")
        if isinstance(answer, int):
            if 0 <= answer < len(self.options):
                return answer
            raise IllegalAnswer(f"option index {answer} out of range 0..{len(self.options) - 1}")
        if isinstance(answer, dict):
            answer = Option(**{k: answer.get(k) for k in ("card", "player", "value", "label")})
        if type(answer) is Option:
            for i, o in enumerate(self.options):
                if o == answer:
                    return i
        raise IllegalAnswer(
            f"{answer!r} is not a legal answer to this {self.kind} prompt; options: "
            + ", ".join(o.describe() for o in self.options))

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind,
                "options": [o.to_dict() for o in self.options], "context": dict(self.context)}
