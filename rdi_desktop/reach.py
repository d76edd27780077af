"""What a person at the table can click, worked out from a prompt alone.

The table scene turns clicks into answers with these functions (a hand card,
a mat, the banner's buttons, a spot on a mat), and the reachability test
(tests/desktop/test_reachability.py) plays random games through them: every
option the engine offers a human seat must be one of these clicks, either on
the prompt shown or, when the stop policy answers without asking, queued
beforehand from the hand or the mat (:class:`rdi_desktop.prompt_policy.Intents`).
Keeping the two in one place is what lets the test catch a card whose play the
table hides (the "bring some drinks" card was dimmed in the very
window that offered it). Pure Python: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.kits import anytime_labels, play_zones
from engine.prompts import Option, Prompt


@dataclass(frozen=True)
class MatAction:
    """An option label answered by clicking a card on a mat that is no kit's declared
    anytime action nor a play from a zone (a variant's: the Prize's "prize").
    `words`: the anytime tray's words ("the Prize {card}"); `button`: the banner's
    ("Use {card}"; default: the label capitalised, then the card)."""

    label: str
    words: str
    button: str = ""


#: declared by the variants' widgets (rdi_desktop/widgets/<variant>.py) and mat files
MAT_ACTIONS: dict[str, MatAction] = {}
#: a mat file's or widget's say in which of a player's cards on their side they may
#: use when they want: (player view, their OWNER zones) -> card ids (Patients a
#: Supply could treat, held Prizes)
AnytimeCards = Callable[[dict[str, Any], Mapping[str, Any]], set[str]]
ANYTIME_CARDS: list[AnytimeCards] = []
#: the tray's words for a kit's anytime action or a play from a zone, by option label
#: ("treating {card}", "the Scheme {card}"), declared by the mat files
ACTION_WORDS: dict[str, str] = {}


#: prompt reasons answered in a picker widget of their own, not by buttons (Tara's
#: arrangement of Drinks: rdi_desktop/widgets/arrange.py), declared by the mat files
PICKERS: set[str] = set()


def register_picker(reason: str) -> None:
    PICKERS.add(reason)


def picked(prompt: Prompt) -> bool:
    """Is this prompt answered in a picker widget (its cards clicked there)?"""
    return prompt.reason in PICKERS


def register_mat_action(action: MatAction) -> None:
    MAT_ACTIONS[action.label] = action
    ACTION_WORDS[action.label] = action.words


def register_action_words(label: str, words: str) -> None:
    ACTION_WORDS[label] = words


def register_anytime_cards(fn: AnytimeCards) -> None:
    ANYTIME_CARDS.append(fn)


def mat_labels() -> frozenset[str]:
    """Labels of options answered by clicking a card on a mat: a kit's anytime action
    on a card (treat a Patient, sell a Potion), a card played from a kit's zone, a
    variant's mat action (a Prize): what the kits, the mat files and the widgets declare,
    so the table names none of them."""
    return frozenset(MAT_ACTIONS) | play_zones() | anytime_labels()


def quiet_labels() -> frozenset[str]:
    """Mat actions that are no play of a card (treating a Patient, using a Prize)."""
    return frozenset(MAT_ACTIONS) | anytime_labels()


def is_plain_card(o: Option) -> bool:
    """An option that is just "play this card": answered by clicking it in the hand."""
    return bool(o.card) and o.player is None and o.value is None and not o.label


def hand_clicks(prompt: Prompt, hand: Sequence[str]) -> dict[int, int]:
    """hand index -> option index, for options answered by clicking a hand card.

    Every copy of a card answers its option, so two copies are lit alike (the
    engine offers one option per card, not per copy)."""
    by_card: dict[str, int] = {}
    for i, o in enumerate(prompt.options):
        if o.card and (prompt.kind == "discard" or is_plain_card(o)):
            by_card.setdefault(o.card, i)
    return {j: by_card[c] for j, c in enumerate(hand) if c in by_card}


def button_rows(prompt: Prompt, hand: Sequence[str]) -> list[int]:
    """The options that get a button in the banner: all but those answered by a
    hand card, the Potion (its own chooser) and a picker's cards (an arrangement)."""
    if picked(prompt):
        return []
    by_card = set(hand_clicks(prompt, hand).values())
    return [i for i, o in enumerate(prompt.options)
            if i not in by_card and o.label != "potion"]


def spot_option(prompt: Prompt, card: str | None, tag: str) -> int | None:
    """The option a click on a mat spot answers (a Potion, a Patient to treat, a
    card in a kit's zone, a held Prize), if the prompt offers it."""
    for i, o in enumerate(prompt.options):
        if tag == "potion" and o.label == "potion":
            return i
        if tag in mat_labels() and o.label == tag and o.card == card:
            return i
    return None


def shown_reachable(prompt: Prompt, hand: Sequence[str]) -> set[int]:
    """The options of a prompt on screen a click answers: hand cards, buttons,
    the Potion (its chooser answers it), a picker's cards (an arrangement)."""
    out = set(hand_clicks(prompt, hand).values()) | set(button_rows(prompt, hand))
    in_picker = picked(prompt)
    for i, o in enumerate(prompt.options):
        if o.label == "potion" or (in_picker and o.card):
            out.add(i)
    return out


def own_phase_card(card: str) -> bool:
    """A card played only in a window its player's own phase opens (the Order a
    Drink phase's "bring some drinks for my friends!"): its condition holds in no
    other window (engine.effects.conditions.COND_WINDOWS). The hand queues it like
    an Anytime card, so that window need not stop the game every turn the card
    is held (fewer questions)."""
    try:
        from engine.cards import cards
        from engine.effects.conditions import COND_WINDOWS, ORDER_PHASE

        c = cards().get(card)
    except Exception:  # noqa: BLE001 - an unknown card is simply not one
        return False
    return any(m.responds_to and COND_WINDOWS.get(str(m.responds_to)) == frozenset({ORDER_PHASE})
               for m in c.modes)


def queueable_card(card: str) -> bool:
    """A hand card the player may click to use at their next chance: one with an
    Anytime mode, or one played only in a phase window of its own (the Order a
    Drink phase's "bring some drinks"), which the table offers as it opens."""
    try:
        from engine.cards import cards

        c = cards().get(card)
    except Exception:  # noqa: BLE001 - an unknown card is simply not one
        return False
    anytime = any((m.type or c.type) == "anytime" for m in c.modes) or c.type == "anytime"
    return anytime or own_phase_card(card)


def queued_option(o: Option, hand: Sequence[str]) -> bool:
    """Whether a click before the prompt queues exactly this option (the engine
    thread then takes it without asking): the Potion, a card on a mat, an Anytime
    card in hand."""
    if o.label == "potion" and o.card is None:
        return True
    if o.label in mat_labels() and o.card:
        return True
    return is_plain_card(o) and str(o.card) in hand and queueable_card(str(o.card))


def aim_kind(card: str) -> str | None:
    """"another" or "any" when playing ``card`` (its only mode) asks for a target,
    else None: such a card is picked first, then aimed by clicking a mat, and can
    go back to the hand until it is aimed (cancel before commit)."""
    try:
        from engine.cards import cards

        c = cards().get(card)
    except Exception:  # noqa: BLE001 - an unknown card is not aimed
        return None
    if len(c.modes) != 1:
        return None  # a card of several modes is played from its buttons
    t = c.modes[0].target
    return str(t) if t in ("another", "any") else None


def aim_seats(players: Sequence[dict[str, object]], seat: int, kind: str) -> list[int]:
    """The mats lit while a picked card is aimed: every player still in (not the
    player with "another"). The engine's own target question still decides: a pick
    it does not offer is asked about again."""
    return [i for i, p in enumerate(players)
            if not p.get("out") and (kind == "any" or i != seat)]
