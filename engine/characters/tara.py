"""Tara, the Crimson Drake's navigator (001; cards.md §2: no side mechanic).

Her identity is foresight: she looks at and arranges Drinks. `arrange_drinks` looks at the
top cards of the Drink Deck (or a player's Drink Me! pile) and puts them back in the order
she picks, one card at a time from the top (an ordered-click choice). `order_looked` is
002's "Looking at Ordered Drinks" (Pub Crawl; "Signs point to you getting drunker" is the
only card it names): she first gathers every Drink she is ordering (Closing taverns and
Crawling as she goes), looks at all of them, then places each. "Uh oh, I don't like where
this is headed..." answers only a card that would directly change her Alcohol Content
(001 "Cards That Affect Your Fortitude, Alcohol Content, Gold").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.effects.conditions import card_window, cond, mates
from engine.effects.ops import OpSpec, hits, may_change, register, who
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.frames import Frame, register_frame
from engine.kits import Actions, AIHints, Kit, Seat, Texts
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt
from engine.team_queries import opponents

ALC = (("alcohol", 1), ("alcohol", -1))


@cond("alcohol_card")
def _alcohol_card(g: GameState, p: int, win: Any) -> list[int]:
    """A card that would directly change your (or a teammate's) Alcohol Content."""
    a = card_window(g, win)
    if a is None or a.kind != "card" or not any(may_change(a, c) for c in ALC):
        return []
    for q in mates(g, p):
        if q not in a.ignored_by and any(hits(g, a, q, c) for c in ALC):
            return [a.uid]
    return []


def _pile(g: GameState, source: int) -> list[str]:
    return g.drink_deck if source < 0 else g.players[source].drink_me


@dataclass
class Arrange(Frame):
    """Look at the top `count` cards of a pile and put them back in any order: each answer
    names the card that goes next from the top. The cards never leave the pile."""

    player: int
    source: int  # -1: the Drink Deck; else the player whose Drink Me! pile it is
    count: int
    placed: int = 0

    def step(self, g: GameState) -> Prompt | None:
        pile = _pile(g, self.source)
        n = min(self.count, len(pile))
        if g.over or self.placed >= n - 1:
            if n:
                emit(g, "drinks_arranged", player=self.player, source=self.source, count=n)
            g.stack.pop()
            return None
        left = list(dict.fromkeys(pile[self.placed:n]))
        opts = tuple(Option(card=c) for c in left)
        where = "deck" if self.source < 0 else g.players[self.source].name
        return ask(self, g, Prompt(self.player, "choose", opts, ctx(
            g, reason="arrange", to=where, seen=list(pile[:n]),
            position=self.placed + 1)))

    def answer(self, g: GameState, opt: Option) -> None:
        pile = _pile(g, self.source)
        n = min(self.count, len(pile))
        i = pile.index(str(opt.card), self.placed, n)
        pile.insert(self.placed, pile.pop(i))
        self.placed += 1


register_frame("arrange", Arrange)


def _op_arrange(g: GameState, item: Item, op: dict[str, Any]) -> None:
    n = int(op.get("count", 3))
    if op.get("who"):
        for p in who(g, item, op):
            if p not in item.ignored_by and g.players[p].alive:
                g.stack.append(Arrange(item.owner, p, n))
        return
    from engine.flow.drink_deck import refill_drink_deck

    if not g.drink_deck:
        refill_drink_deck(g)
    g.stack.append(Arrange(item.owner, -1, n))


def _arrange_text(op: dict[str, Any]) -> str:
    n = int(op.get("count", 3))
    where = ("the chosen player's Drink Me! pile" if op.get("who") else "the Drink Deck")
    return f"Look at the top {n} cards of {where} and put them back in any order."


register(OpSpec("arrange_drinks", {"count": int, "who": str}, _op_arrange, _arrange_text))


@dataclass
class LookedOrders(Frame):
    """002 "Looking at Ordered Drinks": gather all the Drinks first, then place each."""

    player: int
    count: int
    held_cards: list[str] = field(default_factory=list)
    gathered: int = 0

    def held_drinks(self) -> list[str]:
        return list(self.held_cards)

    def _targets(self, g: GameState) -> list[int]:
        # 003 "Shared Turn Structure": never onto a teammate's pile; never for Otto
        return [q for q in opponents(g, self.player) if not g.players[q].automaton]

    def step(self, g: GameState) -> Prompt | None:
        from engine.flow.drink_deck import draw_drink
        from engine.variant_registry import order_source

        if g.over or not g.players[self.player].alive:
            self._give_back(g)
            return None
        if self.gathered < self.count:
            # one at a time: a tavern that Closes pushes its Crawl, which happens before
            # she gathers on (002 "Looking at Ordered Drinks")
            self.gathered += 1
            source = order_source(g)  # a variant's (the Pub Crawl's current tavern)
            c = source(g, self.player) if source is not None else draw_drink(g)
            if c is not None:
                self.held_cards.append(c)
            return None
        if not self.held_cards:
            g.stack.pop()
            return None
        targets = self._targets(g)
        if not targets:
            self._give_back(g)
            return None
        return ask(self, g, Prompt(self.player, "order", player_options(g, targets), ctx(
            g, to=self.held_cards[0], reason="looked", seen=list(self.held_cards))))

    def answer(self, g: GameState, opt: Option) -> None:
        c = self.held_cards.pop(0)
        q = g.index(str(opt.player))
        g.players[q].drink_me.insert(0, c)
        emit(g, "drink_ordered", player=self.player, to=q)

    def _give_back(self, g: GameState) -> None:
        from engine.flow.drinking import discard_drink

        for c in self.held_cards:
            discard_drink(g, c)
        self.held_cards = []
        g.stack.pop()


register_frame("looked_orders", LookedOrders)


def _op_order_looked(g: GameState, item: Item, op: dict[str, Any]) -> None:
    g.stack.append(LookedOrders(item.owner, int(op.get("count", 2))))


register(OpSpec("order_looked", {"count": int}, _op_order_looked, lambda op: (
    f"Order {op.get('count', 2)} Drinks: first take them all and look at them, then put "
    "each on another player's Drink Me! pile.")))


def ai_arrange(table: Any, prompt: Prompt) -> list[float]:
    """Normal: the strongest Drink next from the top. Her cards arrange the Drink Deck just
    before she orders from it, or a rival's Drink Me! pile: either way the top goes to a
    rival."""
    from engine.ai.cardinfo import drink_numbers

    out = []
    for o in prompt.options:
        a, f = drink_numbers([str(o.card)], [])
        out.append(float(a - f))
    return out


def ai_alcohol_card(policy: Any, table: Any, inf: Any, to: Any) -> float:
    """Normal: Ignoring the card is worth the Alcohol it would have cost her."""
    a = table.about(to)
    if a is None:
        return -1e9
    harm, _ = table.item_harm(a[1], table.me)
    return float(table.self_cost(harm, policy.style.aware)) if harm > 0 else -1e9


KIT = register_kit(Kit(
    "tara",
    event_kinds=("drinks_arranged",),
    actions=Actions(choose_reasons=("arrange",)),
    ai=AIHints(choose={"arrange": ai_arrange}, conditions={"alcohol_card": ai_alcohol_card}),
    texts=Texts(
        choose={"arrange": "Which Drink goes back next from the top? (click it)"},
        conditions={"alcohol_card": "Play on a card that would directly change your "
                                    "Alcohol Content."},
        rules="Tara has no side mechanic; her cards look at and arrange Drinks. When she "
              "arranges a pile she picks the card that goes next from the top, one at a "
              "time; the cards never leave the pile. 'Signs point to you getting drunker' "
              "orders Drinks she looks at: she takes them all first (in the Pub Crawl, "
              "Closing taverns and Crawling as she goes, 002 \"Looking at Ordered "
              "Drinks\"), then puts each on another player's pile. 'Uh oh, I don't like "
              "where this is headed...' answers only a card that would directly change "
              "her Alcohol Content, not one that changes a Drink or Negates her card (001).",
        setup="Tara the blind navigator sees what is coming and arranges it for you.",
    ),
    seat=Seat(table_order=23),
))
