"""The scripted seat of a rule scenario: each player's `script` rules (scenarios.md), and
how a seat answers a prompt by them.

A rule fires when its `when` matches the prompt (its kind, the card it is about, the
reason, the phase; `after` another rule's label) and its `do` picks an option (by card,
player, value or label; "pass" the pass). A prompt no rule answers is passed when passing
is an answer (a response, a Round of Gambling, an Action, a discard) and is otherwise an
error that names it, so a scenario never plays on by guesswork.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.prompts import Prompt


class ScenarioError(Exception):
    """The scenario cannot run (bad file, unsupported feature, unscripted prompt)."""


@dataclass
class Rule:
    """One rule of a seat's script; `fired` counts its answers (a `fires: never` rule
    must end at 0, one that fires `always` above it)."""

    seat: str
    index: int
    label: str | None
    when: dict[str, Any]
    do: Any
    fires: str = "always"  # always | never | maybe
    repeat: bool = False
    fired: int = 0

    @property
    def name(self) -> str:
        return self.label or f"{self.seat} rule {self.index + 1}"


def parse_script(data: dict[str, Any], names: list[str]) -> list[Rule]:
    """The `script:` block's rules, in order per seat (a ScenarioError names what is
    wrong: an unknown player, a rule without `when` or `do`, a label twice, an `after`
    naming no label)."""
    rules: list[Rule] = []
    labels: set[str] = set()
    script = data.get("script") or {}
    if not isinstance(script, dict):
        raise ScenarioError("script must map player names to lists of rules")
    for seat, lst in script.items():
        if seat not in names:
            raise ScenarioError(f"script: no player named {seat!r}")
        for i, r in enumerate(lst or []):
            if not isinstance(r, dict) or "when" not in r or "do" not in r:
                raise ScenarioError(f"script {seat} rule {i + 1}: needs 'when' and 'do'")
            label = r.get("label")
            if label is not None:
                if label in labels:
                    raise ScenarioError(f"script: duplicate label {label!r}")
                labels.add(label)
            fires = str(r.get("fires", "always"))
            if fires not in ("always", "never", "maybe"):
                raise ScenarioError(f"script {seat} rule {i + 1}: fires must be never or maybe")
            rules.append(Rule(seat, i, label, dict(r["when"]), r["do"], fires,
                              bool(r.get("repeat", False))))
    for r in rules:
        after = r.when.get("after")
        if after is not None and after not in labels:
            raise ScenarioError(f"{r.name}: 'after' names unknown label {after!r}")
    return rules


def _yaml_word(v: Any) -> Any:
    """YAML 1.1 reads yes/no as booleans: the scenario means the labels "yes"/"no"."""
    if v is True:
        return "yes"
    if v is False:
        return "no"
    return v


def _select(do: Any, prompt: Prompt) -> int | None:
    do = _yaml_word(do)
    if isinstance(do, dict):
        do = {k: _yaml_word(v) if k in ("label", "value") else v for k, v in do.items()}
    if isinstance(do, str):
        if do in ("pass", "done", "no"):
            for i, o in enumerate(prompt.options):
                if o.label in ("pass", "done", "no") and o.card is None:
                    return i
            return None
        do = {"label": do}
    if not isinstance(do, dict):
        return None
    for i, o in enumerate(prompt.options):
        ok = True
        for k in ("card", "player", "value", "label"):
            if k in do and getattr(o, k) != do[k] and str(getattr(o, k)) != str(do[k]):
                ok = False
                break
        if ok:
            return i
    return None


def _matches(rule: Rule, prompt: Prompt, seat: str, fired: set[str]) -> bool:
    if rule.seat != seat or (rule.fired and not rule.repeat):
        return False
    w = rule.when
    if w.get("prompt") is not None and w["prompt"] != prompt.kind:
        return False
    for k in ("to", "reason", "phase"):
        if k in w and str(w[k]) != str(prompt.context.get(k)):
            return False
    return not ("after" in w and w["after"] not in fired)


def answer(rules: list[Rule], prompt: Prompt, seat: str, fired: set[str]) -> int:
    """The index `seat` answers `prompt` with: its first matching rule that picks an
    option (`fired` gains its label), else a pass where passing answers."""
    for r in rules:
        if _matches(r, prompt, seat, fired):
            idx = _select(r.do, prompt)
            if idx is None:
                continue
            r.fired += 1
            if r.label:
                fired.add(r.label)
            return idx
    if prompt.kind in ("respond", "gamble", "action", "discard"):
        for i, o in enumerate(prompt.options):
            if o.card is None and o.label in ("pass", "done"):
                return i
    if prompt.reason == "next_to_act":
        return 0
    opts = ", ".join(o.describe() for o in prompt.options)
    ctxs = ", ".join(f"{k}={v}" for k, v in prompt.context.items())
    raise ScenarioError(f"unscripted {prompt.kind} prompt for {seat} ({ctxs}); options: {opts}")
