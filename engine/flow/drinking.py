"""Drinks: ordering, revealing with Chasers, responding, splitting, drinking.

# 003 "Chasers": a Drink and its Chasers are one Drink; Chasers come from the
# same pile; a Drink Event as a Chaser does nothing; no one responds before all
# Chasers are revealed. 003 "Running Out of Drinks": the deck is never empty.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.cards import cards
from engine.effects.ops import OpSpec, register
from engine.effects.stats import change_stat, draw_cards, move_gold
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.flow.drink_deck import discard_drink, draw_drink
from engine.flow.kept import keep_or_discard
from engine.flow.teams import ChooseChampions, take_champions
from engine.flow.window import Window
from engine.frames import Frame, register_frame
from engine.kits import is_shielded, kit, loss_taken
from engine.model import Drink, GameState, Item
from engine.prompts import NO, Option, Prompt
from engine.team_queries import mates, opponents, same_team, team_mode
from engine.variant_registry import DRINK_HOOKS, drink_revealed, drinks_window, order_source

#: Drink Event name -> the frame it starts; filled by engine/flow/events_deck.py, which
#: builds on this module (so this one need not import it: no import circle)
DRINK_EVENTS: dict[str, Callable[..., Frame]] = {}


def has_chaser(card_id: str) -> bool:
    c = cards().get(card_id)
    return bool(c.drink and c.drink.chaser)


def new_drink(g: GameState, first: str, drinker: int, revealer: int, *,
              from_event: bool = False) -> Drink:
    d = Drink(g.uid(), [first], drinker, revealer, from_event=from_event)
    g.drinks[str(d.uid)] = d
    if DRINK_HOOKS:
        drink_revealed(g, first, revealer)  # a variant's (the Pub Crawl's Chasers, 002)
    return d


def reveal_chasers(g: GameState, d: Drink, pile_owner: int | None) -> None:
    """Reveal Chasers from the Drink Me! pile of `pile_owner`, or the Drink Deck if None."""
    while has_chaser(d.cards[-1]):
        if pile_owner is None:
            nxt = draw_drink(g)
        else:
            pile = g.players[pile_owner].drink_me
            nxt = pile.pop(0) if pile else None
        if nxt is None:
            return  # no sobering up while revealing Chasers
        emit(g, "drink_revealed", player=d.revealer, card=nxt, chaser=True)
        if cards().get(nxt).is_event:
            discard_drink(g, nxt)  # a Drink Event as a Chaser does nothing
            return
        d.cards.append(nxt)


def base_effects(g: GameState, d: Drink, drinker: int | None = None) -> dict[str, int]:
    """The Drink's combined numbers for its drinker (race traits apply), before mods."""
    if d.fixed is not None:
        return dict(d.fixed)
    who = d.drinker if drinker is None else drinker
    traits = set(g.players[who].traits)
    out = {"alcohol": 0, "fortitude": 0, "draw": 0}
    for cid in d.cards:
        c = cards().get(cid)
        if c.drink is None:
            continue
        a, f = c.drink.alcohol, c.drink.fortitude
        for trait, ra, rf in c.drink.race:
            if trait in traits:
                a, f = ra, rf
                break
        out["alcohol"] += a
        out["fortitude"] += f
        out["draw"] += c.drink.draw
    return out


def effects(g: GameState, d: Drink) -> dict[str, int]:
    out = base_effects(g, d)
    for k, v in d.mods.items():
        out[k] = out.get(k, 0) + v
    return out


def modify(g: GameState, d: Drink, stat: str, delta: int) -> None:
    """Change one of the Drink's numbers. # 000 "Reduction Effects": "Reducing an effect
    from a positive number to a negative number reduces it to 0 instead", so a change that
    takes a number toward 0 stops there: Bryn's -4 on a Light Ale leaves a 0 Drink, never a
    -3 one (nor a 0 Drink a negative one), and a Drink's Fortitude loss (a negative number)
    reduced by more than it is becomes no loss. Other changes are taken as they are: a spike
    on a Drink that lowers Alcohol Content adds to it, a Mix-in adds its Fortitude loss."""
    now = effects(g, d).get(stat, 0)
    if stat == "alcohol" and delta < 0 <= now:
        delta = max(delta, -now)
    elif stat == "fortitude" and now < 0 < delta:
        delta = min(delta, -now)
    d.mods[stat] = d.mods.get(stat, 0) + delta
    emit(g, "drink_modified", drink=d.uid, card=d.cards[0], stat=stat, delta=delta)


def _half(v: int) -> int:
    return (abs(v) + 1) // 2 * (1 if v >= 0 else -1)


def split(g: GameState, d: Drink, partner: int) -> Drink:
    """# 003 "Splitting Drinks": combine like effects, halve each rounding up."""
    total = effects(g, d)
    if d.contest_value is None:
        d.contest_value = total.get("alcohol", 0)
    halves = {k: _half(v) for k, v in total.items()}
    d.fixed = dict(halves)
    d.mods = {}
    other = Drink(g.uid(), [d.cards[0]], partner, d.revealer, fixed=dict(halves),
                  from_event=d.from_event, split_from=d.uid, copy=True, tags=dict(d.tags))
    g.drinks[str(other.uid)] = other
    for f in g.stack:
        if isinstance(f, (DrinkResolve, Window)) and d.uid in f.drinks:
            f.drinks.append(other.uid)
    emit(g, "drink_split", card=d.cards[0], drinker=d.drinker, partner=partner,
         alcohol=halves.get("alcohol", 0))
    return other


def _kept(d: Drink) -> bool:
    stats = cards().get(d.cards[0]).drink if d.cards else None
    return bool(stats and stats.kept and not d.copy)


def drink(g: GameState, d: Drink) -> None:
    """The drinker takes the Drink's effects (unless it was Ignored or Negated)."""
    if d.ignored or d.negated or d.null or not g.players[d.drinker].alive:
        return
    e = effects(g, d)
    p = d.drinker
    own = kit(g.players[p].character)
    if own.statics.shielded is not None and own.statics.shielded(g, p):
        return  # Ignoring all effects (003 "Static Effects")
    if own.statics.drink is not None:
        e = own.statics.drink(g, p, dict(e))
    if e.get("fortitude", 0) < 0:
        e["fortitude"] = -loss_taken(g, p, -e["fortitude"])
    if e.get("alcohol"):
        change_stat(g, p, "alcohol", e["alcohol"], cause=d.cards[0])
    if e.get("fortitude"):
        change_stat(g, p, "fortitude", e["fortitude"], cause=d.cards[0])
    if e.get("draw", 0) > 0:
        draw_cards(g, p, e["draw"])
    if e.get("gold"):
        # a Gold effect added to the Drink (Phyll's Mix-ins): paid to the Drink's payee, or
        # the Inn; paying yourself does nothing (002 "Mix-ins")
        payee = d.tags.get("payee")
        to: str | int = "inn" if payee is None or not g.players[int(payee)].alive else int(payee)
        if e["gold"] < 0:  # move_gold: paying yourself moves nothing
            move_gold(g, p, to, -e["gold"], cause=d.cards[0])
        elif e["gold"] > 0:
            move_gold(g, "inn", p, e["gold"], cause=d.cards[0])
    emit(g, "drink_drunk", player=p, card=d.cards[0], alcohol=e.get("alcohol", 0),
         fortitude=e.get("fortitude", 0))


@dataclass
class DrinkResolve(Frame):
    """One or more Drinks that exist at once: one shared window, then everyone drinks."""

    drinks: "list[int]"
    revealer: int
    to: str
    self_split: bool = True
    stage: int = 0
    contest: bool = False

    def step(self, g: GameState) -> Prompt | None:
        if self.stage == 0:
            self.stage = 1
            g.stack.append(Window("drinks", self.revealer, self.to, drinks=list(self.drinks)))
            drinks_window(g, self.drinks)  # a variant's forced play on them (the Prize's Straw)
            return None
        if self.stage == 1:
            return self._self_split(g)
        if self.stage == 2:
            if self.contest:
                self._score(g)
            for uid in self._in_order(g):
                drink(g, g.drinks[str(uid)])
            self.stage = 3
            return None
        # stage 3: physical cards to the discard pile (their tavern's; a kept Drink stays
        # in front of its keeper)
        gone = [g.drinks.pop(str(uid)) for uid in self.drinks]
        if DRINK_HOOKS or any(_kept(d) for d in gone):
            keep_or_discard(g, gone)
        else:
            for d in gone:
                if not d.copy:
                    g.drink_discard.extend(d.cards)
        g.stack.pop()
        return None

    def _score(self, g: GameState) -> None:
        """# 003 "Drinking Contest": each revealed Drink's total AC counts (below 0 is 0);
        splitting, Ignoring or passing it does not change its value; extra Drinks don't count."""
        scores: dict[str, int] = {}
        for uid in self.drinks:
            d = g.drinks[str(uid)]
            if d.split_from is not None:
                continue
            if d.null:
                v = 0
            elif d.contest_value is not None:
                v = d.contest_value
            else:
                v = base_effects(g, d, d.revealer).get("alcohol", 0) + d.mods.get("alcohol", 0)
            scores[str(d.revealer)] = max(0, v)
        if g.contest is not None:  # the Drinking Contest frame set it up (events_deck.py)
            g.contest.scores = scores

    def _in_order(self, g: GameState) -> list[int]:
        order = g.order_from(g.active)
        pos = {p: i for i, p in enumerate(order)}
        # a key table, not a lambda: a closure in a frame's method is beyond the compiled build
        rank = {u: pos.get(g.drinks[str(u)].drinker, 99) for u in self.drinks}
        return sorted(self.drinks, key=rank.__getitem__)

    def _self_split(self, g: GameState) -> Prompt | None:
        # 003 "Self-Splitting Drinks": after the first window the revealer may split it.
        self.stage = 2
        if not self.self_split or len(self.drinks) != 1:
            return None
        d = g.drinks[str(self.drinks[0])]
        c = cards().get(d.cards[0])
        if not (c.drink and c.drink.self_split) or d.negated or d.from_event or d.fixed is not None:
            return None
        # 003 team "Drink Rules": never split with a teammate (Otto declines to split).
        others = [q for q in g.order_from(d.drinker) if not same_team(g, q, d.drinker)]
        if not others:
            return None
        self.stage = 1
        p = Prompt(d.drinker, "choose", player_options(g, others) + (NO,),
                   ctx(g, reason="split_partner", to=d.cards[0]))
        return ask(self, g, p)

    def answer(self, g: GameState, opt: Option) -> None:
        self.stage = 2
        if opt.player is None:
            return
        d = g.drinks[str(self.drinks[0])]
        split(g, d, g.index(opt.player))
        g.stack.append(Window("drinks", self.revealer, self.to, drinks=list(self.drinks)))


register_frame("drink_resolve", DrinkResolve)


@dataclass
class DrinkPhase(Frame):
    player: int
    stage: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if self.stage > 0 or self.player in g.turn_ended:
            g.stack.pop()
            return None
        self.stage = 1
        pl = g.players[self.player]
        if pl.automaton:
            # 003 Otto: he drinks from the Drink Deck (with Chasers from it).
            top_card = draw_drink(g)
            if top_card is None:
                return None
            emit(g, "drink_revealed", player=self.player, card=top_card, chaser=False)
            if cards().get(top_card).is_event:
                g.stack.append(EventResolve(card=top_card, revealer=self.player))
                return None
            d = new_drink(g, top_card, self.player, self.player)
            reveal_chasers(g, d, None)
            g.stack.append(DrinkResolve([d.uid], self.player, top_card))
            return None
        if not pl.drink_me:
            change_stat(g, self.player, "alcohol", -1, cause="sober")
            emit(g, "sobered", player=self.player)
            return None
        top = pl.drink_me.pop(0)
        emit(g, "drink_revealed", player=self.player, card=top, chaser=False)
        if cards().get(top).is_event:
            g.stack.append(EventResolve(card=top, revealer=self.player))
            return None
        d = new_drink(g, top, self.player, self.player)
        reveal_chasers(g, d, self.player)
        g.stack.append(DrinkResolve([d.uid], self.player, top))
        return None


register_frame("drink_phase", DrinkPhase)


@dataclass
class EventResolve(Frame):
    """A revealed Drink Event: a window (players may Ignore it), then its rules."""

    card: str
    revealer: int
    stage: int = 0
    uid: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if self.stage == 0:
            self.uid = g.uid()
            g.items[str(self.uid)] = Item(self.uid, self.card, self.revealer, kind="event",
                                          physical=False)
            self.stage = 1
            g.stack.append(Window("event", self.revealer, self.card, about=self.uid))
            if team_mode(g):
                # 003 "Drink Events" (teams): the revealer is their team's Champion;
                # each other team chooses one; only the Champions take part.
                g.stack.append(ChooseChampions(self.revealer, f"event{self.uid}", self.card))
            return None
        if self.stage == 1:
            self.stage = 2
            item = g.items[str(self.uid)]
            if not item.negated:
                name = cards().get(self.card).event or ""
                champs = take_champions(g, f"event{self.uid}")
                ignored = list(item.ignored_by)
                if champs is not None:
                    ignored += [q for q in g.living() if q not in champs]
                # players Ignoring all effects Ignore Drink Events too (Pixie Time)
                ignored += [q for q in g.living() if q not in ignored and is_shielded(g, q)]
                g.stack.append(DRINK_EVENTS[name](self.revealer, ignored))
            return None
        g.items.pop(str(self.uid), None)
        discard_drink(g, self.card)
        g.stack.pop()
        return None


register_frame("event_resolve", EventResolve)


@dataclass
class OrderPhase(Frame):
    player: int
    ordered: int = 0
    extra_used: bool = False
    total: int = 1  # Drinks this phase orders (team variants: 2; Boss: X)

    def step(self, g: GameState) -> Prompt | None:
        total = self.total + g.extra_orders
        if self.ordered >= total or g.end_turn:
            g.extra_orders = 0
            g.stack.pop()
            return None
        # 003 "Shared Turn Structure": never onto a teammate's pile; never for Otto.
        others = [q for q in opponents(g, self.player) if not g.players[q].automaton]
        if not others:
            self.ordered = total
            return None
        # which Drink of how many, when the phase orders more than one ("2 of 3")
        nth = (self.ordered + 1, total) if total > 1 else (None, None)
        p = Prompt(orderer(g, self.player), "order", player_options(g, others),
                   ctx(g, to="drink", nth=nth[0], of=nth[1]))
        return ask(self, g, p)

    def answer(self, g: GameState, opt: Option) -> None:
        self.ordered += 1
        source = order_source(g) if DRINK_HOOKS else None  # a variant's (the Pub Crawl's
        c = source(g, self.player) if source is not None else draw_drink(g)  # taverns, 002)
        if c is None:
            return
        q = g.index(str(opt.player))
        g.players[q].drink_me.insert(0, c)
        emit(g, "drink_ordered", player=self.player, to=q)


register_frame("order_phase", OrderPhase)


def orderer(g: GameState, p: int) -> int:
    """Who orders the turn's Drinks: the turn's player, or, once his turn has ended in a team
    game, a teammate still there (003 "Your Turn Ends Now": he does "not participate in
    phases for the rest of the turn"; his team orders its Drinks without him)."""
    if not g.turn_ended or p not in g.turn_ended:
        return p
    return next((q for q in mates(g, p) if q not in g.turn_ended and g.players[q].alive), p)


# --- the ops that change a Drink's numbers (registered here, beside the Drinks they change,
# so the op vocabulary need not reach into the drinking flow) -------------------------------

def _op_drink(g: GameState, item: Item) -> Drink | None:
    return g.drinks.get(str(item.drink)) if item.drink is not None else None


def _op_spike(g: GameState, item: Item, op: dict[str, Any]) -> None:
    d = _op_drink(g, item)
    if d is not None:
        modify(g, d, "alcohol", int(op.get("alcohol", 0)))
        if op.get("fortitude"):
            modify(g, d, "fortitude", int(op["fortitude"]))


def _op_split(g: GameState, item: Item, op: dict[str, Any]) -> None:
    d = _op_drink(g, item)
    if d is not None and item.target is not None:
        split(g, d, item.target)


register(OpSpec("spike_drink", {"alcohol": int, "fortitude": int}, _op_spike,
                lambda op: f"Add {op.get('alcohol', 0)} Alcohol Content to a Drink.",
                drink_change=True))
register(OpSpec("split_drink", {}, _op_split, lambda op: (
    "Split a Drink you would drink with another player: each half has half of each "
    "number, rounded up."), drink_change=True))
