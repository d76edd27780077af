"""Beastsergeant Ygella: the Pet subtype and the cards that look for Pets.

# 003 note "Wanna hold one?": the Pet taken from the discard pile is revealed.
# 003 note "Who wants a Spelunker Snack?": a deck that runs out mid-reveal is
# reshuffled from the discard pile and revealing continues.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import cards
from engine.effects.ops import OpSpec, register
from engine.effects.stats import reshuffle_deck
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import Actions, Kit, Seat, Texts
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt


def is_pet(card: str) -> bool:
    return "pet" in cards().get(card).subtypes


@dataclass
class FetchPet(Frame):
    player: int

    def step(self, g: GameState) -> Prompt | None:
        pets = [c for c in dict.fromkeys(g.players[self.player].discard) if is_pet(c)]
        if not pets:
            g.stack.pop()
            return None
        return ask(self, g, Prompt(self.player, "choose", tuple(Option(card=c) for c in pets),
                                   ctx(g, reason="pet")))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        pl = g.players[self.player]
        pl.discard.remove(str(opt.card))
        pl.hand.append(str(opt.card))
        emit(g, "revealed", player=self.player, card=opt.card, why="pet",
             hand_size=len(pl.hand))


register_frame("fetch_pet", FetchPet)


def _fetch(g: GameState, item: Item, op: dict[str, Any]) -> None:
    g.stack.append(FetchPet(item.owner))


def _snack(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """Reveal from the deck until a Pet: it goes to the hand, the rest to the discard."""
    p = item.owner
    pl = g.players[p]
    revealed: list[str] = []
    total = len(pl.deck) + len(pl.discard)
    for _ in range(total + 1):
        if not pl.deck:
            reshuffle_deck(g, p)
            if not pl.deck:
                break
        c = pl.deck.pop(0)
        if is_pet(c):
            pl.hand.append(c)
        emit(g, "revealed", player=p, card=c, why="snack", hand_size=len(pl.hand),
             deck_size=len(pl.deck))
        if is_pet(c):
            break
        revealed.append(c)  # set aside: not part of a reshuffle mid-reveal
    pl.discard.extend(revealed)


def _pack(g: GameState, item: Item, op: dict[str, Any]) -> None:
    from engine.effects.ops import who
    from engine.effects.stats import change_stat

    n = min(int(op.get("max", 3)), sum(1 for c in g.players[item.owner].discard if is_pet(c)))
    for q in who(g, item, op):
        if q not in item.ignored_by and n and g.players[q].alive:
            item.losses[str(q)] = item.losses.get(str(q), 0) + n
            change_stat(g, q, "fortitude", -n, cause=item.card, by=item.owner)


register(OpSpec("fetch_pet", {}, _fetch, lambda op: (
    "Reveal a Pet card from your discard pile and put it into your hand.")))
register(OpSpec("reveal_until_pet", {}, _snack, lambda op: (
    "Reveal cards from your deck until you reveal a Pet card; put it into your hand and "
    "discard the rest.")))
register(OpSpec("pack_attack", {"who": str, "max": int}, _pack, lambda op: (
    f"Each other player loses 1 Fortitude for each Pet card in your discard pile "
    f"(at most {op.get('max', 3)})."), (("fortitude", -1),)))

register_kit(Kit("ygella", actions=Actions(choose_reasons=("pet",)),
                 texts=Texts(choose={"pet": "Which Pet comes back to your hand?"},
                             setup="Ygella's Pets fetch and attack from her discard pile."),
                 seat=Seat(table_order=3)))
