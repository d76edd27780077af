"""Prompts: the questions the engine asks a seat, and their atomic options.

Kinds and fixed labels follow scenarios.md. An answer is one of the prompt's
options (or its index); anything else is refused and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KINDS = ("discard", "action", "target", "order", "respond", "gamble", "choose")


class IllegalAnswer(ValueError):
    """An answer that is not one of the prompt's options."""


@dataclass(frozen=True)
class Option:
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


PASS = Option(label="pass")
DONE = Option(label="done")
YES = Option(label="yes")
NO = Option(label="no")


@dataclass(frozen=True)
class Prompt:
    seat: int
    kind: str
    options: tuple[Option, ...]
    context: dict[str, Any] = field(default_factory=dict)

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
        if isinstance(answer, Option):
            for i, o in enumerate(self.options):
                if o == answer:
                    return i
        raise IllegalAnswer(
            f"{answer!r} is not a legal answer to this {self.kind} prompt; options: "
            + ", ".join(o.describe() for o in self.options))

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind,
                "options": [o.to_dict() for o in self.options], "context": dict(self.context)}
