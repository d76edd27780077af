"""Why a card in the hand is dimmed, in one line.

The table dims the hand cards the prompt on screen does not offer; hovering one
says why: when the card can be played ("Play in your Order a Drink phase",
"Play on any Drink after it is revealed"), or what is missing ("Not enough
Gold"). The words come from the card's own data, like its rules text
(engine/effects/text.py), so they cannot drift from the rules. Pure Python.
"""

from __future__ import annotations

from typing import Any

from engine.kits import condition_words

#: the phase or moment a card of each type is played in (rules: cards.md, 003)
TYPE_WHEN = {
    "action": "Play in your Action phase",
    "gambling": "Play in a Round of Gambling, or start one in your Action phase",
    "cheating": "Play in a Round of Gambling",
    "anytime": "Anytime: click it to use it at your next chance",
}


def _when(mtype: str, responds_to: str | None) -> str:
    from engine.effects.text import WHEN

    if responds_to and mtype == "sometimes":
        words = WHEN.get(responds_to) or condition_words(responds_to) or ""
        return words.rstrip(".") or "Play in response to another card"
    return TYPE_WHEN.get(mtype, "Play in your Action phase")


def _gold_needed(card: Any) -> int:
    """The Gold the card makes its player pay (the Order phase's round of drinks)."""
    need = 0
    for m in card.modes:
        for op in m.effects:
            if op.get("op") == "pay_gold" and op.get("who") == "self":
                need = max(need, int(op.get("amount", 0) or 0))
    return need


def dim_reason(card_id: str, gold: int | None = None) -> str:
    """One line: why ``card_id`` cannot be played now, for a player with ``gold``."""
    try:
        from engine.cards import cards

        card = cards().get(card_id)
    except Exception:  # noqa: BLE001 - an unknown card: nothing to say
        return ""
    need = _gold_needed(card)
    lines: list[str] = []
    for m in card.modes:
        line = _when(str(m.type or card.type), m.responds_to)
        if line not in lines:
            lines.append(line)
    text = "; or ".join(lines[:2])
    from rdi_desktop.reach import own_phase_card

    if own_phase_card(card_id):  # the hand queues it (the phase does not stop for it)
        text += " - click it to play it as that phase opens"
    if gold is not None and need > gold:
        return f"Not enough Gold ({need} needed). {text}"
    return text
