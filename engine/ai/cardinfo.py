"""What a card does, summarised for the AI from its data (ops and `ai` hints).

The AI never hard-codes card ids: it reads the ops of each mode so a rewritten
character deck (or an owner's card pack) is understood without AI changes.
Summaries are cached per card id because decisions ask for them constantly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.cards import CardDef, cards

HOSTILE_OPS = ("lose_fortitude", "gain_alcohol", "pay_gold")
CONTROL_TYPES = ("gambling", "cheating")
#: (margin change, Gold change) each op of an Event card (a Tavern's, a Sea Event's) makes to
#: each player it names, per point of its amount (the variants' AI hints read it)
EVENT_DELTAS = {"lose_fortitude": (-1, 0), "gain_alcohol": (-1, 0), "lose_alcohol": (1, 0),
                "gain_fortitude": (1, 0), "pay_gold": (0, -1), "gain_gold": (0, 1)}


@dataclass(frozen=True)
class Info:
    """One card's summary. Harm numbers count per victim of one play."""

    id: str
    type: str
    value: float  # keep value (the `ai.value` hint, 3 by default)
    hostile: bool
    conditions: tuple[str, ...]  # responds_to of each mode (None dropped)
    ops: frozenset[str]
    target: str  # target rule of the first mode that has one
    harm_target: int  # Fortitude lost + Alcohol gained by the target
    harm_each_other: int  # ... by each other player
    gold_target: int  # Gold the target pays
    heal_self: int  # Fortitude gained + Alcohol lost by the player
    draw_self: int
    hit_back: int  # Fortitude the source of an attack loses
    reduce: int  # Fortitude loss prevented
    spike: int  # Alcohol added to a Drink
    gambling_mode: bool  # can take control in a Round of Gambling
    cheating: bool
    winning_hand: bool
    starts_gambling: bool
    raise_amount: int

    def has(self, *ops: str) -> bool:
        return any(o in self.ops for o in ops)


def _amount(op: dict[str, object]) -> int:
    a = op.get("amount", 1)
    return int(a) if isinstance(a, int) else 1


@cache
def info(card_id: str) -> Info:
    c: CardDef = cards().get(card_id)
    ops: set[str] = set()
    conds: list[str] = []
    target = "none"
    harm_t = harm_e = gold_t = heal = draw = hit = red = spike = raise_amt = 0
    gmode = cheat = False
    for m in c.modes:
        mtype = m.type or c.type
        if m.responds_to:
            conds.append(m.responds_to)
        if target == "none" and m.target != "none":
            target = m.target
        if mtype in CONTROL_TYPES:
            gmode = True
            cheat = cheat or mtype == "cheating"
        for op in m.effects:
            name = str(op["op"])
            ops.add(name)
            who = op.get("who", "target")
            amt = _amount(op)
            if name in ("lose_fortitude", "gain_alcohol"):
                if who == "target":
                    harm_t += amt
                elif who in ("each_other", "each"):
                    harm_e += amt
            elif name == "drink_now" and who == "target":
                harm_t += 2  # a Drink from the Drink Deck: about 2 Alcohol Content
            elif name == "pay_gold" and who == "target":
                gold_t += amt
            elif name in ("gain_fortitude", "lose_alcohol") and who == "self":
                heal += amt
            elif name == "draw" and who == "self":
                draw += amt
            elif name == "hit_back":
                hit += amt
            elif name == "reduce_loss":
                red += amt
            elif name == "spike_drink":
                a = op.get("alcohol", 0)
                spike += int(a) if isinstance(a, int) else 0
            elif name == "raise":
                raise_amt += amt
    hint = c.ai
    value = float(hint.get("value", 3))
    hostile = bool(hint.get("hostile", harm_t > 0 or harm_e > 0 or gold_t > 0))
    return Info(
        id=card_id, type=c.type, value=value, hostile=hostile, conditions=tuple(conds),
        ops=frozenset(ops), target=target, harm_target=harm_t, harm_each_other=harm_e,
        gold_target=gold_t, heal_self=heal, draw_self=draw, hit_back=hit, reduce=red,
        spike=spike, gambling_mode=gmode, cheating=cheat,
        winning_hand="winning_hand" in ops, starts_gambling="gamble" in ops,
        raise_amount=raise_amt,
    )


def drink_numbers(card_ids: list[str], traits: list[str]) -> tuple[int, int]:
    """(alcohol, fortitude) of a Drink and its Chasers for a drinker with `traits`."""
    db = cards()
    alc = fort = 0
    for cid in card_ids:
        d = db.get(cid).drink
        if d is None:
            continue
        a, f = d.alcohol, d.fortitude
        for trait, ra, rf in d.race:
            if trait in traits:
                a, f = ra, rf
                break
        alc += a
        fort += f
    return alc, fort


def is_event(card_id: str) -> bool:
    try:
        return cards().get(card_id).is_event
    except KeyError:
        return False


def is_drink(card_id: str) -> bool:
    try:
        return cards().get(card_id).is_drink
    except KeyError:
        return False
