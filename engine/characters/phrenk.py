"""Phrenk: the Potion deck (cards.md §2, from the official character card).

The 18-card Potion deck is shuffled and one Potion revealed at setup: his current Potion
(face up, in front of him). At the start of each of his turns, before anything else, he
reveals a new one and keeps one of the two; the other is discarded. He plays his Potion
whenever a card of its kind could be played (each Potion's mode says: an Action, a
Sometimes card, an Anytime card, a Gambling card...), as if from his hand. At any time he
may sell it to a willing player for its listed Gold: he names the buyer, the buyer agrees
(or not) and pays him. A bought Potion is the buyer's, in their hand, played like any of
their cards, and stays theirs if Phrenk is out of the game. Played or discarded, a Potion
goes to the Potion discard pile, which is reshuffled into a new deck when it runs out.

Project's reading where the documents are silent: a bought Potion counts toward the
buyer's hand size; Phrenk offers his Potion to one player at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import cards
from engine.effects.stats import move_gold
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.frames import Frame, register_frame
from engine.kits import (
    HIDDEN,
    Actions,
    AIHints,
    CardKinds,
    Hooks,
    Kit,
    Scenario,
    Seat,
    Statics,
    Texts,
    Zone,
)
from engine.kits import register as register_kit
from engine.model import GameState
from engine.prompts import NO, YES, Option, Prompt

HELD, DECK, DISCARD, CURRENT = "potion_held", "potion_deck", "potion_discard", "potion"
REFUSED = "potion_refused"  # [buyer, potion, turn number]: refused offers this turn
POTION = "potion"  # the card type


def held(g: GameState, p: int) -> str | None:
    h = g.players[p].state.get(HELD) or []
    return str(h[0]) if h else None


def set_held(g: GameState, p: int, card: str | None) -> None:
    st = g.players[p].state
    st[HELD] = [card] if card else []
    st[CURRENT] = card


def price(card: str) -> int:
    return int(cards().get(card).data.get("price", 1))


def reveal_potion(g: GameState, p: int) -> str | None:
    from engine.flow.kit_calls import reveal_top

    c = reveal_top(g, p, DECK, DISCARD)
    if c is not None:
        emit(g, "revealed", player=p, card=c, why="potion")
    return c


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    if DECK not in st:
        deck = cards().character(g.players[p].character).side_deck("potions")
        g.rng.shuffle(deck)
        st[DECK] = deck
    st.setdefault(DISCARD, [])
    given = st.get(CURRENT)
    if given and not st.get(HELD):
        if given in st[DECK]:
            st[DECK].remove(given)
        set_held(g, p, str(given))
    elif CURRENT in st and given is None and not st.get(HELD):
        set_held(g, p, None)  # a scenario's `potion: null`: no Potion, none revealed
    elif HELD not in st:
        set_held(g, p, reveal_potion(g, p))
    else:
        st[CURRENT] = held(g, p)


def _begin(g: GameState, p: int) -> None:
    """The start of his turn: a new Potion, and he keeps one of the two."""
    new = reveal_potion(g, p)
    if new is None:
        return
    old = held(g, p)
    if old is None:
        set_held(g, p, new)
        return
    g.stack.append(KeepPotion(p, new))


@dataclass
class KeepPotion(Frame):
    player: int
    new: str

    def held(self) -> list[tuple[int, str]]:
        return [(self.player, self.new)]

    def step(self, g: GameState) -> Prompt | None:
        old = held(g, self.player)
        if old is None:  # sold or played meanwhile: the new one it is
            g.stack.pop()
            set_held(g, self.player, self.new)
            return None
        opts = tuple(dict.fromkeys((Option(card=old), Option(card=self.new))))
        return ask(self, g, Prompt(self.player, "choose", opts,
                                   ctx(g, reason="potion_keep", to=self.new)))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        old = held(g, self.player)
        keep = str(opt.card)
        other = old if keep == self.new else self.new  # same card twice: one goes
        set_held(g, self.player, keep)
        if other is not None:
            g.players[self.player].state.setdefault(DISCARD, []).append(other)
        emit(g, "potion_kept", player=self.player, card=keep, discarded=other)


register_frame("keep_potion", KeepPotion)


def buyers(g: GameState, p: int, card: str) -> list[int]:
    """Players who could buy it now (in the game, not Otto, with the Gold, and not having
    refused this Potion this turn: the project's own reading, so offers cannot go round
    for ever)."""
    refused = {(int(q), str(c)) for q, c, turn in g.players[p].state.get(REFUSED) or []
               if turn == g.turn_number}
    return [q for q in g.order_from(p) if q != p and g.players[q].alive
            and not g.players[q].automaton and g.players[q].gold >= price(card)
            and (q, card) not in refused]


@dataclass
class SellPotion(Frame):
    """Phrenk names a buyer; the buyer agrees and pays, or declines."""

    player: int
    card: str
    buyer: int | None = None

    def step(self, g: GameState) -> Prompt | None:
        if held(g, self.player) != self.card or not g.players[self.player].alive:
            g.stack.pop()
            return None
        if self.buyer is None:
            who = buyers(g, self.player, self.card)
            if not who:
                g.stack.pop()
                return None
            return ask(self, g, Prompt(self.player, "choose", player_options(g, who),
                                       ctx(g, reason="sell_to", to=self.card)))
        return Prompt(self.buyer, "choose", (YES, NO),
                      ctx(g, reason="buy_potion", to=self.card))

    def answer(self, g: GameState, opt: Option) -> None:
        if self.buyer is None:
            self.buyer = g.index(str(opt.player))
            return
        g.stack.pop()
        if opt.label != "yes":
            st = g.players[self.player].state
            st[REFUSED] = [r for r in st.get(REFUSED) or [] if r[2] == g.turn_number] + [
                [self.buyer, self.card, g.turn_number]]
            emit(g, "potion_declined", player=self.player, buyer=self.buyer, card=self.card)
            return
        n = price(self.card)
        move_gold(g, self.buyer, self.player, n, cause="potion")
        set_held(g, self.player, None)
        buyer = g.players[self.buyer]
        buyer.hand.append(self.card)
        emit(g, "potion_sold", player=self.buyer, seller=self.player, card=self.card,
             price=n, hand_size=len(buyer.hand))


register_frame("sell_potion", SellPotion)


def _sync(g: GameState, item: Any) -> None:
    """Played from his slot: the current Potion is gone."""
    st = g.players[item.owner].state
    st[CURRENT] = held(g, item.owner)


def _anytime(g: GameState, p: int) -> list[Option]:
    c = held(g, p)
    if c is None or not buyers(g, p, c):
        return []
    return [Option(card=c, label="sell")]


def _do_anytime(g: GameState, p: int, opt: Option) -> bool:
    if opt.label == "sell" and opt.card is not None and held(g, p) == opt.card:
        g.stack.append(SellPotion(p, str(opt.card)))
        return True
    return False


def _discard_to(c: Any) -> str | None:
    return DISCARD if getattr(c, "type", "") == POTION else None


def _claims(g: GameState) -> int | None:
    """Potions go back to Phrenk's Potion discard pile, whoever played them."""
    for i, pl in enumerate(g.players):
        if pl.character == KIT.id:
            return i
    return None


def _potion_text(card: Any) -> str:
    from engine.effects.text import mode_text

    kinds = {"action": "an Action", "sometimes": "a Sometimes card", "anytime": "an Anytime card",
             "gambling": "a Gambling card", "cheating": "a Cheating card"}
    parts = []
    for i, m in enumerate(card.modes):
        parts.append(f"Played as {kinds.get(m.type or '', m.type)}: {mode_text(card, i)}")
    return f"Potion (sells for {card.data.get('price', 1)} Gold). " + " ".join(parts)


def _read_current(v: Any) -> str | None:
    if v is None:
        return None
    c = cards().cards.get(str(v))
    if c is None or c.type != POTION:
        raise ValueError(f"{v!r} is not a Potion")
    return str(v)


def _info_value(card: str) -> float:
    from engine.ai.cardinfo import info

    return float(info(card).value)


def ai_keep(table: Any, prompt: Prompt) -> list[float]:
    """Normal keeps the Potion worth more to play (its card data's value)."""
    return [_info_value(str(o.card)) for o in prompt.options]


def ai_sell(table: Any, o: Option) -> float:
    """Normal sells a Potion worth less to it than its price (Gold is the win condition),
    and only when it has little Gold."""
    n = price(str(o.card))
    v = 0.9 * n - 0.5 * _info_value(str(o.card))
    return v + (1.0 if table.gold(table.me) <= 4 else 0.0)


def ai_buy(table: Any, prompt: Prompt) -> list[float]:
    """Normal buys when the Potion is worth more than its price and Gold is not short."""
    card = str(prompt.context.get("to", ""))
    # Gold is how the game is won: a rival's Potion must be worth clearly more than its price
    worth = _info_value(card) * 0.5 - price(card) * (1.8 if table.gold(table.me) <= 4 else 1.2)
    return [worth if o.label == "yes" else 0.0 for o in prompt.options]


def ai_sell_to(table: Any, prompt: Prompt) -> list[float]:
    """Offer it to the richest rival (most likely to say yes)."""
    return [float(table.gold(table.who(o.player))) for o in prompt.options]


KIT = register_kit(Kit(
    "phrenk",
    event_kinds=("potion_kept", "potion_sold", "potion_declined"),
    zones=(Zone(HELD, "pile", counts_for_conservation=True, playable_from=True),
           Zone(DECK, "pile", HIDDEN, counts_for_conservation=True, side_deck="potions"),
           Zone(DISCARD, "pile", counts_for_conservation=True), Zone(CURRENT, "map")),
    hooks=Hooks(setup=_setup, begin=_begin, on_play=_sync),
    statics=Statics(discard_to=_discard_to, claims=_claims, roaming_types=(POTION,)),
    actions=Actions(
        anytime=_anytime,
        do=_do_anytime,
        keys=(HELD,),
        labels=("sell",),
        choose_reasons=("potion_keep", "sell_to", "buy_potion"),
    ),
    scenario=Scenario(state_keys=(CURRENT, DISCARD), readers={CURRENT: _read_current}),
    cards=CardKinds(types=(POTION,), fields={"price": int}, text={POTION: _potion_text}),
    ai=AIHints(
        choose={"potion_keep": ai_keep, "buy_potion": ai_buy, "sell_to": ai_sell_to},
        options={"sell": ai_sell},
    ),
    texts=Texts(
        choose={"potion_keep": "Phrenk's new Potion: keep {to} or your old one?",
                "sell_to": "Sell {to} to whom?",
                "buy_potion": "Phrenk offers you {to}: buy it?"},
        rules="Phrenk's Potions: the 18-card Potion deck is shuffled and one Potion revealed "
              "at setup, his current Potion. At the start of each of his turns, before "
              "anything else, he reveals a new one and keeps one of the two (the other is "
              "discarded). He plays his Potion whenever a card of its kind could be played, "
              "as if from his hand. At any time he may sell it to a willing player for its "
              "listed Gold: the buyer agrees and pays, then holds it in hand and plays it "
              "like any of their cards, even if Phrenk is later out. Potions are discarded "
              "to the Potion discard pile, reshuffled when the deck runs out. The project's "
              "own reading where the rules are silent: a bought Potion counts toward its "
              "buyer's hand size; a player who refuses a Potion is not offered it again "
              "that turn; the Potions themselves are the project's own.",
        setup="Phrenk brews a Potion a turn, keeps the best, and sells the rest to anyone "
              "with Gold.",
    ),
    seat=Seat(table_order=12),
))
