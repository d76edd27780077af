"""The hot-seat screen: when it changes hands before a question, and what it says.

Two people at one screen must not see each other's hands. A question to the person whose
hand is on screen (or a teammate's: teams share hands, 003) needs no handover; a public
question (whom to order a Drink for) is asked with every hand hidden; anything else hands
the screen over first, saying which private choice is waiting.
"""

from __future__ import annotations

from typing import Any

from engine.prompts import Prompt
from rdi_desktop.hit_back import HIT_BACK as HIT_BACK_AHEAD
from rdi_desktop.prompt_policy import drinkers_of, resolved, side_of, stack_item
from rdi_desktop.reach import picked


def needs_handover(view: dict[str, Any], shown: int | None, seat: int) -> bool:
    """Whether the hot-seat screen must change hands before ``seat`` is asked, when
    ``shown`` is the seat whose cards are on screen: only when hands are private
    between them (teammates look at each other's hands, 003), never between two
    questions to the same person."""
    if shown is None:
        return True
    return seat not in side_of(view, shown)


#: question kinds that may be public (whom to order a Drink for, to aim at, who
#: takes a hit, who acts next)
PUBLIC_KINDS = frozenset({"order", "target", "choose"})
#: context keys that carry what a seat saw in private (Tara's looked Drinks)
PRIVATE_CONTEXT = ("seen", "cards", "looked")
#: what :func:`handover` says: no change, a public question asked with every hand
#: hidden, the hot-seat screen
SAME, PUBLIC, SCREEN = "same", "public", "screen"


def is_public(prompt: Prompt) -> bool:
    """A question that shows and reveals nothing private: every option is a player
    (or yes / no), no card, and nothing seen in private in its context. Asked of
    someone whose hand is not the one on screen, it needs no handover screen: the
    table hides every hand while it is asked (fewer handovers between
    opponents)."""
    if prompt.kind not in PUBLIC_KINDS or prompt.reason == "looked" or picked(prompt):
        return False
    if any(k in prompt.context for k in PRIVATE_CONTEXT):
        return False
    return bool(prompt.options) and all(
        o.card is None and o.value is None and (o.player is not None or o.label in ("yes", "no"))
        for o in prompt.options)


def handover(view: dict[str, Any], shown: int | None, prompt: Prompt) -> str:
    """How the hot-seat table shows ``prompt`` when ``shown`` is the seat whose hand
    was last revealed: SAME (that person or a teammate, 003), PUBLIC (a public
    question: asked with every hand hidden, ``shown`` stays revealed) or SCREEN (the
    screen is handed over first)."""
    if not needs_handover(view, shown, prompt.seat):
        return SAME
    return PUBLIC if is_public(prompt) else SCREEN


def _title(card: Any) -> str:
    try:
        from engine.cards import cards

        return cards().get(str(card)).title
    except KeyError:
        return str(card).replace("-", " ").capitalize()


def handover_reason(prompt: Prompt, view: dict[str, Any]) -> str:
    """Why the hot-seat screen is handed to ``prompt``'s player: the private choice
    it needs, in a few words (the handover screen says it)."""
    kind, to = prompt.kind, prompt.context.get("to")
    if kind == "discard":
        return "Your turn: discard and draw."
    if kind == "action":
        return "Your Action phase: play an Action card or pass."
    if kind == "gamble":
        return "A Round of Gambling: take control with a card, or pass."
    if kind == "respond":
        if to in (None, "phase"):
            return "You may play a card as this phase begins."
        drinkers = drinkers_of(view, to)
        if drinkers is not None:
            return f"A Drink ({_title(to)}) is coming: answer it with a card, or drink."
        item = stack_item(view, to)
        if item is not None and resolved(item):
            return f"{_title(to)} hit you: hit back with a card, or pass."
        return f"{_title(to)} concerns you: answer it with a card, or pass."
    if kind == "order":
        return "Order a Drink (your hand stays hidden from the others)."
    return "A choice only you may see."



def unseen_pass(prompt: Prompt | None) -> int | None:
    """The pass of a question a player may decline without taking the screen: a card
    of theirs could answer another's card, a Drink or a gambling turn, and they say
    "pass" (the table asks it on the handover screen; no hand is shown, so the screen
    stays with the player who holds it and no handover is needed either way)."""
    if prompt is None or prompt.kind not in ("respond", "gamble"):
        return None
    if prompt.context.get(HIT_BACK_AHEAD):
        return None  # its pass would also decline a hit-back the screen does not show
    return next((i for i, o in enumerate(prompt.options) if o.label == "pass"), None)
