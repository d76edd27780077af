"""The words on the table's answer buttons: an option of the prompt on screen as the
player reads it ("Play Dark Ale", "+6 Fortitude", "Use the Prize", a kit's own choice)."""

from __future__ import annotations

from typing import Any

from engine.kits import anytime_labels, option_words
from engine.prompts import Prompt
from rdi_desktop import art, reach
from rdi_desktop.hit_back import HIT_BACK
from rdi_desktop.merge import ASK_FIRST, FOLD, FOLDED, MERGED
from rdi_desktop.widgets.variants import widget_labels

#: option labels shown on answer buttons
LABEL_TEXT = {
    "pass": "Pass", "done": "Done", "yes": "Yes", "no": "No",
    "fortitude": "+6 Fortitude", "alcohol": "\u22126 Alcohol", "gold": "+3 Gold",
    "draw": "Draw 2", "potion": "Drink a Potion",
}


def option_label(prompt: Prompt, i: int) -> str:
    """The words on the answer button of ``prompt``'s option ``i``."""
    o = prompt.options[i]
    if o.label == HIT_BACK and o.card:  # rdi_desktop/hit_back.py
        return f"Hit back after: {art.card_title(o.card)}"
    if o.label == ASK_FIRST:  # a kit's step folded into this question (merge.py)
        return FOLDED.get(str(prompt.context.get(FOLD)), "Ask first")
    if prompt.context.get(MERGED) == "next_to_act" and o.player and not o.card:
        return f"Let {o.player} act first"  # the team's "who acts next?", asked with it
    if o.card and o.label in reach.mat_labels():
        t = art.card_title(o.card)
        if o.label in widget_labels():  # a variant's own action on the card (Use)
            return widget_labels()[o.label].format(card=t)
        act = reach.MAT_ACTIONS.get(o.label)
        if act is not None and act.button:
            return act.button.format(card=t)
        if o.label in anytime_labels() or act is not None:  # a kit's own (Treat, Sell)
            return f"{o.label.replace('_', ' ').capitalize()} {t}"
        return f"Play {t}"  # from a kit's zone, as if from hand (Shelf, Potion, Scheme)
    if o.label:
        own = option_words(str(prompt.reason), o.label)  # a kit's own choice
        if own is not None:
            return own
        return LABEL_TEXT.get(o.label, o.label.replace("_", " ").capitalize())
    if o.card and o.value is not None:
        return mode_label(o.card, o.value)
    parts = []
    if o.card:
        parts.append(art.card_title(o.card))
    if o.player:
        parts.append(("for " if o.card else "") + str(o.player))
    if o.value is not None and not o.card:
        parts.append(str(o.value))
    return " ".join(parts) or "?"

def mode_label(card: str, value: Any) -> str:
    """A card with two modes, played as the one numbered ``value``."""
    try:
        from engine.cards import cards

        c = cards().get(card)
        m = int(value) - 1
        mode = c.modes[m]
        kind = (mode.type or c.type).title()
        return f"{c.title} as {kind}"
    except Exception:  # noqa: BLE001
        return f"{art.card_title(card)} ({value})"
