"""Kaylin and Wulfric: the Wulfric deck and his moods (cards.md §2, from the official
character card; 003 "Static Effects" for Loyal and Private Pixie Time).

The 12-card Wulfric deck is shuffled and one card revealed and discarded at setup; at the
end of each of her turns the next is revealed and discarded. The top of that discard pile
is Wulfric's mood: a continuous (static) effect on Kaylin alone until the next one. A mood
card's `mood` field says what: `fortitude_loss` (each Fortitude loss she would take is
changed by it: Loyal is -1) and `drink_alcohol` (each Drink she drinks gives that much more
or less Alcohol Content). An empty Wulfric deck is made again from its discards, the mood
on top staying where it is.

Private Pixie Time (a turn-ending card that stays in front of her): until the beginning of
her next turn she Ignores all effects, Tavern Events and Drinking Contests included; then it
goes to her discard pile.

Project's reading where the documents are silent: the eleven moods other than Loyal.
"""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.effects.ops import OpSpec, register
from engine.events import emit
from engine.kits import HIDDEN, AIHints, CardKinds, Hooks, Kit, Scenario, Seat, Statics, Texts, Zone
from engine.kits import register as register_kit
from engine.model import GameState, Item

DECK, DISCARD, MOOD, PIXIE = "wulfric_deck", "wulfric_discard", "mood", "pixie"


def mood(g: GameState, p: int) -> str | None:
    pile = g.players[p].state.get(DISCARD) or []
    return str(pile[-1]) if pile else None


def mood_effect(g: GameState, p: int, key: str) -> int:
    m = mood(g, p)
    return int((cards().get(m).data.get("mood") or {}).get(key, 0)) if m else 0


def reveal_mood(g: GameState, p: int) -> None:
    """Reveal and discard the next Wulfric card: his new mood. An empty deck is made again
    from the discards under the current mood."""
    st = g.players[p].state
    deck: list[str] = st.setdefault(DECK, [])
    pile: list[str] = st.setdefault(DISCARD, [])
    if not deck and len(pile) > 1:
        deck.extend(pile[:-1])
        del pile[:-1]
        g.rng.shuffle(deck)
    if not deck:
        return
    c = deck.pop(0)
    old = mood(g, p)
    pile.append(c)
    st[MOOD] = c
    emit(g, "mood", player=p, old=old, card=c)


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    if DECK not in st:
        deck = cards().character(g.players[p].character).side_deck("wulfric")
        g.rng.shuffle(deck)
        st[DECK] = deck
    st.setdefault(DISCARD, [])
    given = st.get(MOOD)
    if given and (not st[DISCARD] or st[DISCARD][-1] != given):
        st[DISCARD].append(given)  # a scenario's `mood`: the card on top of the pile
        if given in st[DECK]:
            st[DECK].remove(given)
    # a scenario's `mood: null`: no Wulfric card in play, and none revealed over it
    if not st[DISCARD] and not (MOOD in st and given is None):
        reveal_mood(g, p)
    st[MOOD] = mood(g, p)


def _end(g: GameState, p: int) -> None:
    reveal_mood(g, p)


def _begin(g: GameState, p: int) -> None:
    """Private Pixie Time ends at the beginning of her next turn."""
    st = g.players[p].state
    for c in st.pop(PIXIE, None) or []:
        g.players[p].discard.append(c)
        emit(g, "pixie_over", player=p, card=c)


def _loss(g: GameState, p: int, n: int) -> int:
    return n + mood_effect(g, p, "fortitude_loss")


def _drink(g: GameState, p: int, e: dict[str, int]) -> dict[str, int]:
    d = mood_effect(g, p, "drink_alcohol")
    if d and e.get("alcohol", 0) > 0:
        e["alcohol"] = max(0, e["alcohol"] + d)
    return e


def _shielded(g: GameState, p: int) -> bool:
    return bool(g.players[p].state.get(PIXIE))


def _on_finish(g: GameState, item: Item) -> None:
    """Private Pixie Time, once resolved (not Negated), stays in front of her."""
    if item.physical and not item.negated and cards().get(item.card).data.get("stays_in_front"):
        item.physical = False  # not to the discard pile: in front of her
        g.players[item.owner].state.setdefault(PIXIE, []).append(item.card)
        emit(g, "pixie_time", player=item.owner, card=item.card)


def _op_pixie(g: GameState, item: Item, op: dict[str, Any]) -> None:
    from engine.effects.ops import OPS

    OPS["end_turn"].apply(g, item, {"op": "end_turn"})


register(OpSpec("pixie_time", {}, _op_pixie, lambda op: (
    "Your turn ends now. Keep this card in front of you: until the beginning of your next "
    "turn you Ignore all effects (Events and Drinking Contests too).")))


def _mood_text(card: Any) -> str:
    m = card.data.get("mood") or {}
    bits = []
    if m.get("fortitude_loss"):
        n = int(m["fortitude_loss"])
        bits.append(f"each Fortitude loss Kaylin would take is {'reduced' if n < 0 else 'increased'}"
                    f" by {abs(n)}")
    if m.get("drink_alcohol"):
        n = int(m["drink_alcohol"])
        bits.append(f"each Drink Kaylin drinks gives {abs(n)} {'less' if n < 0 else 'more'} "
                    "Alcohol Content")
    what = "; ".join(bits) or "no effect on Kaylin"
    return f"Wulfric's mood (while it is on top of the Wulfric discard pile): {what}."


def _read_mood(v: Any) -> dict[str, int]:
    if not isinstance(v, dict) or set(v) - {"fortitude_loss", "drink_alcohol"}:
        raise ValueError("mood is {fortitude_loss = N, drink_alcohol = N}")
    return {k: int(n) for k, n in v.items()}


def _read_mood_key(v: Any) -> str | None:
    if v is None:
        return None
    c = cards().cards.get(str(v))
    if c is None or c.type != "wulfric":
        raise ValueError(f"{v!r} is not a Wulfric card")
    return str(v)


def ai_mood_card(table: Any, cid: str) -> float:
    """Normal: Pixie Time is worth most when its margin is thin (a turn of no harm)."""
    c = cards().get(cid)
    if not c.data.get("stays_in_front"):
        return 0.0
    m = table.margin(table.me)
    return 6.0 if m <= 5 else (1.0 if m <= 9 else -2.0)


KIT = register_kit(Kit(
    "kaylin",
    event_kinds=("mood", "pixie_time", "pixie_over"),
    zones=(Zone(DECK, "pile", HIDDEN, counts_for_conservation=True, side_deck="wulfric"),
           Zone(DISCARD, "pile", counts_for_conservation=True),
           Zone(PIXIE, "pile", counts_for_conservation=True), Zone(MOOD, "map")),
    hooks=Hooks(setup=_setup, end=_end, begin=_begin, on_finish=_on_finish),
    statics=Statics(loss=_loss, drink=_drink, shielded=_shielded),
    scenario=Scenario(state_keys=(MOOD, DISCARD), readers={MOOD: _read_mood_key}),
    cards=CardKinds(
        types=("wulfric",),
        fields={"mood": _read_mood, "stays_in_front": bool},
        text={"wulfric": _mood_text},
    ),
    ai=AIHints(card=ai_mood_card),
    texts=Texts(
        rules="Wulfric's moods: the 12-card Wulfric deck is shuffled and one card revealed "
              "and discarded at setup, and another at the end of each of Kaylin's turns. "
              "The card on top of that discard pile is his mood, a static effect on Kaylin "
              "alone until the next (Loyal: each Fortitude loss she would take is reduced "
              "by 1). An empty Wulfric deck is reshuffled from its discards, the current "
              "mood staying. Private Pixie Time ends her turn and stays in front of her: "
              "until her next turn begins she Ignores all effects, Tavern Events and "
              "Drinking Contests too. The project's own reading where the rules are "
              "silent: the other moods (Thirsty: 1 less Alcohol Content from each Drink; "
              "Sleepy and Mischievous make things worse; Playful does nothing).",
        setup="Kaylin the pixie and Wulfric her wolf: his mood changes every turn, and so "
              "does how much harm reaches her.",
    ),
    seat=Seat(table_order=13),
))
