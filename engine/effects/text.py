"""Rules text generated from a card's data, so the words cannot drift from the behaviour."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine.cards as card_db
from engine.effects.ops import OPS
from engine.kits import COSTS, condition_words
from engine.kits import card_text as kit_card_text

if TYPE_CHECKING:
    from engine.cards import CardDef

WHEN = {
    "sometimes_card": "Play when a Sometimes card is played.",
    "drink_change_card": "Play when a Sometimes card changes the effects of a Drink.",
    "cheating_card": "Play when a Cheating card is played (an anti-cheat).",
    "ignore_drink": "Play on a Drink you would drink.",
    "spike_drink": "Play on any Drink after it is revealed.",
    "my_drink": "Play on a Drink you would drink.",
    "ignore_event": "Play when an Event is revealed.",
    "leave_gambling": "Play when you would ante in a Round of Gambling.",
    "ignore_attack": "Play on a card that would make you lose Fortitude or gain Alcohol Content.",
    "ignore_gold": "Play on another player's card that would change your Gold.",
    "fortitude_loss": "Play on a card that would make you lose Fortitude.",
    "hit_back": "Play after another player's card makes you lose Fortitude.",
    "gold_payment": "Play on a card that makes a player pay Gold.",
    "in_gambling": "Play during a Round of Gambling.",
    "gambling_payment": "Play when you would ante in a Round of Gambling.",
    "my_order_phase": "Play in your Order a Drink phase.",
    "anytime": "Play at any time.",
    "boost_card": "Play on a card you played that has numbers in its effects.",
}


def mode_text(card: CardDef, i: int) -> str:
    m = card.modes[i]
    if m.text:
        return m.text
    parts: list[str] = []
    if m.responds_to:
        when = WHEN.get(m.responds_to) or condition_words(m.responds_to)
        if when:
            parts.append(when)
    if m.target == "another":
        parts.append("Pick another player.")
    elif m.target == "any":
        parts.append("Pick any player.")
    parts.extend(OPS[o["op"]].text(o) for o in m.effects)
    if m.choose == "plant_or_grow":
        pass  # the op text already says it
    for spec in m.costs:  # a kit's cost: its head, then the effect it buys (if any)
        head = COSTS[spec.kind].text(spec.amount)
        if spec.effects:
            body = " ".join(OPS[o["op"]].text(o) for o in spec.effects)
            parts.append(f"{head}: {'instead, ' if spec.instead else ''}{body}")
        elif head:
            parts.append(head)
    return " ".join(parts)


def drink_text(card: CardDef) -> str:
    d = card.drink
    assert d is not None
    bits = []
    if d.alcohol:
        bits.append(f"{'+' if d.alcohol > 0 else ''}{d.alcohol} Alcohol Content")
    if d.fortitude:
        bits.append(f"{'+' if d.fortitude > 0 else ''}{d.fortitude} Fortitude")
    if d.draw:
        bits.append(f"draw {d.draw}")
    text = ", ".join(bits) or "No effect"
    for trait, a, f in d.race:
        alt = ", ".join(x for x in (f"{a:+d} Alcohol Content" if a else "",
                                    f"{f:+d} Fortitude" if f else "") if x)
        text += f". If you are {'an' if trait[0] in 'aeiou' else 'a'} {trait}: {alt} instead"
    if d.chaser:
        text += ". Chaser: reveal the next Drink and add it"
    if d.self_split:
        text += ". The drinker may split it with another player"
    if d.kept:
        text += (". After it resolves, its drinker keeps it in front of them; at the beginning "
                 "of each of their turns: " + ops_text(d.kept).rstrip(".").lower())
    return text + "."


EVENT_TEXT = {
    "round_on_the_house": "Reveal a Drink from the Drink Deck: each player drinks a copy of it.",
    "drinking_contest": ("Each player reveals a Drink from the Drink Deck and drinks it; the "
                         "highest Alcohol Content wins 1 Gold from each other player."),
}


def ops_text(ops: tuple[dict[str, Any], ...]) -> str:
    return " ".join(OPS[o["op"]].text(o) for o in ops) or "Nothing happens."


def card_text(card: CardDef) -> str:
    own = kit_card_text(card)  # a kit's own card type (an Otto card, a Mushroom)
    if own is not None:
        return own
    if card.is_drink:
        return drink_text(card)
    if card.is_event:
        return EVENT_TEXT.get(card.event or "", "")
    if card.type == "sea_event":
        n = int(card.data.get("counters", 1))
        # an Event has no player who "you" could be: everyone is named alike
        body = mode_text(card, 0).replace("Each player (including you)", "Each player")
        return (f"Sea Event: {body} Then place {n} Progress "
                f"Counter{'s' if n != 1 else ''} on the Sea Event Deck.")
    texts = [mode_text(card, i) for i in range(len(card.modes))]
    if len(texts) == 1:
        return texts[0]
    if len(set(texts)) == 1:  # the same words either way ("Gambling? I'm in!"): once
        kinds = list(dict.fromkeys(str(m.type or card.type) for m in card.modes))
        named = " or ".join(f"{'an' if k[0] in 'aeiou' else 'a'} {k.title()} card"
                            for k in kinds)
        return f"Play as {named}: {texts[0]}"
    return " - OR - ".join(texts)


# a card's rules text is written from its ops (engine/cards.py asks for it)
card_db.TEXT.append(card_text)
