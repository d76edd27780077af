"""Phyll Startusk: Mix-ins and the Mix-in Shelf (002 "Phyll Startusk").

A Mix-in (a Sometimes card of subtype "mixin") is played on any Drink, his own or
another's, while it is out. A Drink takes at most one: it counts as mixed as soon as a
Mix-in is played on it, before anyone responds, so a Negated Mix-in still uses the slot.
A Mix-in's effects become the Drink's own (more Alcohol, a Gold payment to Phyll when it
is drunk), so a split Drink shares them like any other effect and both halves count as
mixed (the mark is copied to the split half); the halves of an unmixed Drink can each take
one. Paying Phyll himself does nothing.

The Shelf: a drawn Mix-in goes onto it at once, with no replacement draw; it holds any
number, is public, is not part of his hand (it does not count toward hand size and a
"discard from hand" cannot take it) and he plays from it as from his hand.

The Mix-ins of his opening hand go to the Shelf too: 002 settles it ("As soon as Phyll
draws a Mix-in card, he MUST immediately put it on the Mix-in Shelf"; the opening hand is
drawn). Project's reading where 002 is silent: a Mix-in's Gold is paid by whoever drinks the Drink, when they drink it (an Ignored
Drink pays nothing), and goes to the Inn if Phyll is out of the game by then.
"""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.effects.conditions import cond, window_drinks
from engine.effects.ops import OpSpec, register
from engine.events import emit
from engine.kits import AIHints, Hooks, Kit, Scenario, Seat, Texts, Zone
from engine.kits import register as register_kit
from engine.model import GameState, Item

MIXIN = "mixin"
SHELF = "shelf"


def is_mixin(card: str) -> bool:
    return MIXIN in cards().get(card).subtypes


def _shelve(g: GameState, p: int, drawn: list[str]) -> None:
    """002 "Mix-in Shelf": a drawn Mix-in MUST go onto the Shelf at once (no replacement)."""
    pl = g.players[p]
    for c in drawn:
        if is_mixin(c):
            pl.hand.remove(c)
            pl.state.setdefault(SHELF, []).append(c)
            emit(g, "shelved", player=p, card=c, hand_size=len(pl.hand))


def _setup(g: GameState, p: int) -> None:
    g.players[p].state.setdefault(SHELF, [])
    _shelve(g, p, list(g.players[p].hand))


@cond("mixin_drink", ("drinks",))
def _mixin_drink(g: GameState, p: int, win: Any) -> list[int]:
    """A Drink out now that has had no Mix-in played on it (002: at most one per Drink)."""
    return [d.uid for d in window_drinks(g, win)
            if not d.negated and not d.ignored and not d.tags.get(MIXIN)]


def _on_play(g: GameState, item: Item) -> None:
    """The Drink counts as mixed as soon as the Mix-in is played on it (even if Negated)."""
    if item.drink is None or not is_mixin(item.card):
        return
    d = g.drinks.get(str(item.drink))
    if d is not None:
        d.tags[MIXIN] = item.card


def _op_mix_pay(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """The Drink gains "its drinker pays Phyll N Gold" (split like any effect)."""
    from engine.flow import drinking

    d = g.drinks.get(str(item.drink)) if item.drink is not None else None
    if d is None:
        return
    d.tags["payee"] = item.owner
    drinking.modify(g, d, "gold", -int(op.get("amount", 1)))


register(OpSpec("mix_pay", {"amount": int}, _op_mix_pay,
                lambda op: f"Whoever drinks that Drink pays you {op.get('amount', 1)} Gold.",
                drink_change=True))


def _gold_of(card: str) -> int:
    c = cards().get(card)
    return sum(int(o.get("amount", 1)) for m in c.modes for o in m.effects
               if o["op"] == "mix_pay")


def ai_mixin(policy: Any, t: Any, inf: Any, to: Any) -> float:
    """Normal's Mix-in: the unmixed Drink of a rival where it hurts most, plus its Gold."""
    best = -1e9
    gold = _gold_of(inf.id)
    for d in t.drinks:
        if d.get("ignored") or (d.get("tags") or {}).get(MIXIN):
            continue
        v = policy.spike_value(t, d, inf.spike)
        if int(d["drinker"]) != t.me:
            v += 0.6 * gold
        best = max(best, v)
    return best


KIT = register_kit(Kit(
    "phyll",
    event_kinds=("shelved",),
    zones=(Zone(SHELF, "pile", counts_for_conservation=True, playable_from=True,
                play_subtype=MIXIN),),
    hooks=Hooks(setup=_setup, drawn=_shelve, on_play=_on_play),
    scenario=Scenario(state_keys=(SHELF,)),
    ai=AIHints(conditions={"mixin_drink": ai_mixin}),
    texts=Texts(
        conditions={"mixin_drink": "Mix-in: play on any Drink that has no Mix-in yet."},
        rules="Mix-ins: Phyll may play a Mix-in on any Drink, his own or another's. A Drink "
              "takes at most one, counted as soon as one is played on it (a Negated Mix-in "
              "still uses the slot). A Mix-in's effects become the Drink's, so a split Drink "
              "shares them and both halves count as mixed; an unmixed Drink's halves may "
              "each take one. Paying Phyll himself does nothing. The Mix-in Shelf: a drawn "
              "Mix-in goes onto the Shelf at once, with no replacement draw; the Shelf holds "
              "any number, is not his hand (it does not count toward hand size, and "
              "discarding from hand cannot take from it), and he plays from it as from his "
              "hand; Mix-ins in his opening hand go to the Shelf too, as the rules say of any "
              "Mix-in he draws. The project's own reading where the rules are silent: a "
              "Mix-in's Gold is paid by whoever drinks the Drink, when they drink it (to the "
              "Inn if Phyll is out by then).",
        setup="Phyll keeps his Mix-ins on a Shelf beside the bar and adds one to any Drink "
              "in the room, often with a bill attached.",
    ),
    seat=Seat(table_order=7),
))
