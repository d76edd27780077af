"""A hit-back offered ahead: one question per card, not one before it resolves and one
after.

A card that would make the player's side lose Fortitude is asked about before it
resolves (an Ignore, a Negate) and, once it has hurt them, again for a hit-back
(000 "Redirecting Damage": "after she loses Fortitude, the player who caused it
loses 2"). When the player holds a hit-back card and is asked the first question
anyway, the table shows the hit-back there too ("Hit back with ... if it hurts"): a
click on it passes now and plays the card in the window after the card resolves; any
other answer (a pass, an Ignore) is the player's answer to both, so the window after
it is not asked again. Only with "Respond to cards: When it concerns me": "Always"
asks both windows. Pure Python: the engine thread's human seat and the prompt
benchmark use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.prompts import Option, Prompt
from rdi_desktop.merge import Carry
from rdi_desktop.prompt_policy import (
    Policy,
    anytime_labels,
    drinkers_of,
    resolved,
    side_of,
    stack_item,
)
from rdi_desktop.reach import is_plain_card

#: the option label of a hit-back offered ahead, and the prompt's context key
HIT_BACK = "hit_back_ahead"
#: how many answers ahead are kept (a card that never hurt leaves its answer unused)
KEEP = 32


def hit_back_cards(hand: Sequence[str]) -> tuple[str, ...]:
    """The hand's cards played only after a card hurt the player's side."""
    try:
        from engine.cards import cards

        db = cards()
    except Exception:  # noqa: BLE001 - no card data: nothing to offer
        return ()
    out = []
    for c in dict.fromkeys(hand):
        try:
            modes = db.get(c).modes
        except KeyError:
            continue
        if modes and all(m.responds_to == "hit_back" for m in modes):
            out.append(c)
    return tuple(out)


@dataclass(frozen=True)
class HitBackAhead:
    """The question before ``first``'s card resolves, with the hit-back ``cards``."""

    first: Prompt
    uid: Any
    cards: tuple[str, ...]

    @property
    def prompt(self) -> Prompt:
        ctx = dict(self.first.context)
        ctx[HIT_BACK] = list(self.cards)
        return Prompt(self.first.seat, self.first.kind, self.first.options + tuple(
            Option(card=c, label=HIT_BACK) for c in self.cards), ctx)

    def answered(self, answer: int, carry: Carry) -> int:
        """The answer to ``first``; the window after the card is answered in ``carry``
        (the hit-back chosen, or none)."""
        n = len(self.first.options)
        card = self.cards[answer - n] if answer >= n else None
        carry.later[(self.first.seat, self.uid)] = (card, self.cards)
        while len(carry.later) > KEEP:  # cards that never hurt: the oldest go
            del carry.later[next(iter(carry.later))]
        if card is None:
            return answer
        return next(i for i, o in enumerate(self.first.options) if o.label == "pass")


def hit_back_ahead(prompt: Prompt, view: dict[str, Any], policy: Policy) -> HitBackAhead | None:
    """The question with the hand's hit-backs added, when ``prompt`` is asked about a
    card of another side that names the seat's side and has not resolved yet."""
    if not policy.enabled or policy.respond_cards != "mine" or prompt.kind != "respond":
        return None
    to = prompt.context.get("to")
    if to in (None, "phase") or drinkers_of(view, to) is not None:
        return None
    if not any(o.label == "pass" for o in prompt.options):
        return None
    item = stack_item(view, to)
    if item is None or "uid" not in item or resolved(item):
        return None
    side = side_of(view, prompt.seat)
    if item.get("owner") in side:
        return None
    target = item.get("target")
    if not ((target is not None and int(target) in side)
            or side.intersection(int(p) for p in item.get("affects") or ())):
        return None
    players = view.get("players") or []
    hand = [str(c) for c in players[prompt.seat].get("hand", [])] \
        if prompt.seat < len(players) else []
    offered = {o.card for o in prompt.options}
    cards = tuple(c for c in hit_back_cards(hand) if c not in offered)
    return HitBackAhead(prompt, item["uid"], cards) if cards else None


def planned(carry: Carry, prompt: Prompt, view: dict[str, Any]) -> int | None:
    """The answer to the window after a card resolves, chosen in the question before
    it: the hit-back card, or a pass. None (ask the person) when the window is not
    that one or offers a play that question did not."""
    if not carry.later or prompt.kind != "respond":
        return None
    item = stack_item(view, prompt.context.get("to"))
    if item is None or not resolved(item):
        return None
    got = carry.later.pop((prompt.seat, item.get("uid")), None)
    if got is None:
        return None
    card, foreseen = got
    quiet = anytime_labels() | {"pass"}
    if any(o.label not in quiet and not (is_plain_card(o) and o.card in foreseen)
           for o in prompt.options):
        return None
    want = next((i for i, o in enumerate(prompt.options)
                 if card is not None and is_plain_card(o) and o.card == card), None)
    if want is not None:
        return want
    return next((i for i, o in enumerate(prompt.options) if o.label == "pass"), None)
