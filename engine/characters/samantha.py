"""Samantha the Bookie: Brawlers and the Brawl Count (002 "Samantha the Bookie").

"Start a Brawl" (an op, part of a card's effects: a Negated card starts none; Ignoring the
card protects no one from the Brawl) raises the Brawl Count, then reveals the top Brawler
and resolves it as an Action card played by Samantha: it opens a window like any Action, so
it can be Negated, Ignored, reduced and hit back. The Brawler is separate from the card that
started the Brawl. The count rises even when the Brawler is Negated or Ignored, never goes
down and stops at 10. When it gets to 4 she loses 1 Alcohol Content; at 7 she gains 1 Gold
from the Inn; from 10 she orders one more Drink in every Order a Drink phase. An empty
Brawler deck is made again from its discards.

Project's reading where 002 is silent: a revealed Brawler goes to the Brawler discard pile
as it is revealed (it is resolved from there, like an Event), so it is reshuffled with the
others; a Brawler's effects pick their own victims (each other player, the player with the
most Fortitude, ...): Samantha does not choose.
"""

from __future__ import annotations

from typing import Any

from engine import trackers
from engine.cards import cards
from engine.effects.ops import OpSpec, register
from engine.effects.stats import change_stat, move_gold
from engine.events import emit
from engine.kits import HIDDEN, CardKinds, Hooks, Kit, Scenario, Seat, Texts, Zone, tracker
from engine.kits import register as register_kit
from engine.model import GameState, Item

MAX_COUNT = 10
LOSE_ALCOHOL_AT = 4
GOLD_AT = 7
EXTRA_DRINK_AT = 10


def brawl_count(g: GameState, p: int) -> int:
    return trackers.value(g, p, "brawl_count")


def _raise_count(g: GameState, p: int) -> None:
    """+1 within the declared 0-10 (the tracker event), then the count's own effects."""
    old = brawl_count(g, p)
    new = trackers.move(g, p, "brawl_count", 1)
    if new == old:
        return
    if new == LOSE_ALCOHOL_AT:
        change_stat(g, p, "alcohol", -1, cause="brawl_count")
    elif new == GOLD_AT:
        move_gold(g, "inn", p, 1, cause="brawl_count")


def reveal_brawler(g: GameState, p: int) -> str | None:
    """The top Brawler (the discards reshuffled into a new deck when it is empty), put on
    the Brawler discard pile as it is revealed."""
    from engine.flow.kit_calls import reveal_top

    card = reveal_top(g, p, "brawler_deck", "brawler_discard")
    if card is None:
        return None
    g.players[p].state.setdefault("brawler_discard", []).append(card)
    emit(g, "revealed", player=p, card=card, why="brawler")
    return card


def start_brawl(g: GameState, p: int) -> None:
    """002: increase the Brawl Count, then reveal a Brawler and resolve it as an Action
    card played by Samantha."""
    from engine.flow.play_card import PlayCard

    _raise_count(g, p)
    card = reveal_brawler(g, p)
    if card is None:
        return
    c = cards().get(card)
    g.stack.append(PlayCard(player=p, card=card, context="effect", source="virtual",
                            effects=list(c.modes[0].effects) if c.modes else [],
                            extra={"type": "action"}))


def _op_brawl(g: GameState, item: Item, op: dict[str, Any]) -> None:
    start_brawl(g, item.owner)


register(OpSpec("start_brawl", {}, _op_brawl, lambda op: "Start a Brawl."))


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    if "brawler_deck" not in st:
        deck = cards().character(g.players[p].character).side_deck("brawlers")
        g.rng.shuffle(deck)
        st["brawler_deck"] = deck
    st.setdefault("brawler_discard", [])


def _extra_orders(g: GameState, p: int) -> int:
    return 1 if brawl_count(g, p) >= EXTRA_DRINK_AT else 0


def _brawler_text(card: Any) -> str:
    from engine.effects.text import ops_text

    ops = card.modes[0].effects if card.modes else ()
    return "Brawler (an Action card played by Samantha): " + ops_text(ops)


KIT = register_kit(Kit(
    "samantha",
    zones=(tracker("brawl_count", 0, MAX_COUNT, word="Brawl Count"),
           Zone("brawler_deck", "pile", HIDDEN, counts_for_conservation=True,
                side_deck="brawlers"),
           Zone("brawler_discard", "pile", counts_for_conservation=True)),
    hooks=Hooks(setup=_setup, extra_orders=_extra_orders),
    scenario=Scenario(state_keys=("brawl_count", "brawler_discard")),
    cards=CardKinds(types=("brawler",), text={"brawler": _brawler_text}),
    texts=Texts(
        rules="Start a Brawl: the Brawl Count goes up by 1 (never down, at most 10), then "
              "the top Brawler is revealed and resolves as an Action card played by "
              "Samantha, so it can be Negated, Ignored, reduced and hit back; Ignoring the "
              "card that started the Brawl does not stop it, and the count rises even if the "
              "Brawler is Negated or Ignored. At 4 she loses 1 Alcohol Content, at 7 she "
              "gains 1 Gold from the Inn, from 10 she orders one more Drink every Order a "
              "Drink phase. An empty Brawler deck is reshuffled from its discards. The "
              "project's own reading: a revealed Brawler is discarded as it is revealed, "
              "and a Brawler's effects pick their own victims.",
        setup="Samantha starts Brawls: each reveals a Brawler that fights for her, and "
              "the Brawl Count rises (at 4 she sobers up, at 7 earns a Gold, at 10 orders "
              "an extra Drink every turn).",
    ),
    seat=Seat(table_order=6),
))
