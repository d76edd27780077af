"""The Pub Crawl variant (002 "The Pub Crawl Variant"; 003 "Drinks That Aren't Discarded").

The party moves between taverns. `GameState.variants["pub_crawl"]` holds the whole variant
(absent when off; a save of an earlier layout of format 1 kept it under a top-level "crawl",
which still loads):
`taverns` (the tavern cards laid out, the RDI first), `at` (the party pawn), `closed`,
`decks` / `discards` (each non-RDI tavern's Drink Deck and discard pile; the RDI uses the
regular Drink Deck and discard), `home` (the party is back at the RDI for good: no more
Crawling) and `due` (players who revealed a Chaser Drink and must Crawl once everything
pending is done).

- Crawling: whoever reveals a Drink with one or more Chasers (even a null Chaser; whatever
  then happens to it) Crawls after the Drink and all pending effects: they move the pawn to
  a different Open tavern of their choice; never to a Closed one; back to the RDI only when
  every other tavern is Closed, and then no more Crawling. Several at once: in turn order
  from the active player, each once. Otto never Crawls.
- Each move resolves the new tavern's Event (an Event: it can be Ignored; team games use
  Champions).
- Ordering takes from the current tavern's deck; its last Drink Closes it and the orderer
  Crawls at once, then goes on ordering. "The Drink Deck" of any card is the RDI's.
- Each Drink goes back to its own tavern's discard pile; only the RDI reshuffles.
- A kept Drink (Old Fae-shioned) stays in front of the first eligible player: the Drink's
  controller (or the active player when it had none), then turn order, skipping players who
  Ignored or passed it; its ops run at the beginning of each of the keeper's turns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.ai.cardinfo import EVENT_DELTAS, info
from engine.cards import cards, ids_of_type
from engine.effects.ops import OpSpec, players_text, register, who
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.flow.drink_deck import draw_drink
from engine.frames import Frame, register_frame
from engine.model import GameState, Item
from engine.prompts import Option, Prompt
from engine.variant_registry import (
    DrinkHooks,
    HiddenPile,
    RulesText,
    SaveForm,
    ScenarioPart,
    SoakPlan,
    TurnHooks,
    Variant,
    VariantAI,
    VariantCards,
    ViewPart,
    card_ids,
    minus,
    register_variant,
)

if TYPE_CHECKING:
    from engine.ai.heuristic import HeuristicSeat
    from engine.ai.table import Table

RDI = "the-red-dragon-inn-tavern-card"
LAID_OUT = 5  # 002 Setup: the RDI plus five other taverns


VID = "pub_crawl"  # the variant's id: its option and its key in the variants map


def crawl_state(g: GameState) -> dict[str, Any]:
    """The variant's state ({} when it is off)."""
    got: dict[str, Any] = g.variants.get(VID) or {}
    return got


def on(g: GameState) -> bool:
    return bool(g.variants.get(VID))


def all_taverns() -> list[str]:
    return ids_of_type("tavern")


def tavern_of(card: str) -> str:
    """The tavern whose Drink Deck a Drink card belongs to (the RDI for the regular ones)."""
    got = _TAVERN_OF.get(card)
    if got is None:
        db = cards()
        got = RDI
        for t in all_taverns():
            if t in db.drink_decks and any(c == card for c, _n in db.drink_decks[t]):
                got = t
                break
        _TAVERN_OF[card] = got
    return got


_TAVERN_OF: dict[str, str] = {}


def setup(g: GameState, chosen: list[str] | None = None) -> None:
    """002 Setup: the RDI plus five other taverns (seeded), each deck shuffled; the pawn
    at the RDI."""
    others = [t for t in all_taverns() if t != RDI]
    if chosen is None:
        chosen = sorted(g.rng.sample(others, min(LAID_OUT, len(others))))
    decks: dict[str, list[str]] = {}
    for t in chosen:
        deck = cards().drink_list(t)
        g.rng.shuffle(deck)
        decks[t] = deck
    g.variants[VID] = {"taverns": [RDI] + list(chosen), "at": RDI, "closed": [], "decks": decks,
                       "discards": {t: [] for t in chosen}, "home": False, "due": []}


def take_discard(g: GameState, card: str) -> bool:
    """A Drink card goes to its own tavern's discard pile (002 "Drink Discard Piles"); the
    RDI's go to the Drink discard pile (False: not taken)."""
    t = tavern_of(card)
    discards = crawl_state(g)["discards"]
    if t != RDI and t in discards:
        discards[t].append(card)
        return True
    return False


def order_drink(g: GameState, player: int) -> str | None:
    """002 "Ordering Drinks": from the current tavern's deck; its last Drink Closes the
    tavern and the orderer Crawls at once (before ordering more)."""
    cr = crawl_state(g)
    at = cr.get("at", RDI) if cr else RDI
    if not cr or at == RDI:
        return draw_drink(g)
    deck = cr["decks"].get(at) or []
    if not deck:  # a Closed tavern cannot be the pawn's place; be safe: the RDI
        return draw_drink(g)
    c = str(deck.pop(0))
    if not deck:
        cr["closed"].append(at)
        emit(g, "tavern_closed", tavern=at, player=player)
        g.stack.append(Crawl(player))
    return c


def revealed(g: GameState, first: str, revealer: int) -> None:
    """A Drink was revealed: with Chasers, its revealer must Crawl once all is done."""
    cr = crawl_state(g)
    if not cr or cr.get("home") or g.players[revealer].automaton:
        return
    c = cards().get(first)
    if c.drink is not None and c.drink.chaser and revealer not in cr["due"]:
        cr["due"].append(revealer)


def crawl_due(g: GameState) -> bool:
    """Start the Crawls owed, in turn order from the active player (002 "Multiple Crawls
    at the Same Time"); True if one was started."""
    cr = g.variants.get(VID)  # crawl_state(g), inlined: asked whenever the turn is on top
    if not cr or not cr.get("due"):
        return False
    due = cr["due"]
    order = [p for p in g.order_from(g.active) if p in due]
    cr["due"] = []
    for p in reversed(order):  # the first in turn order ends on top of the stack
        if g.players[p].alive:
            g.stack.append(Crawl(p))
    return bool(order)


def destinations(g: GameState) -> list[str]:
    """002: a different Open tavern; the RDI only once every other tavern is Closed."""
    cr = crawl_state(g)
    if cr.get("home"):
        return []
    open_others = [t for t in cr["taverns"] if t != RDI and t not in cr["closed"]
                   and t != cr["at"]]
    if open_others:
        return open_others
    others_closed = all(t in cr["closed"] for t in cr["taverns"] if t != RDI)
    return [RDI] if others_closed and cr["at"] != RDI else []


@dataclass
class Crawl(Frame):
    """One player moves the party pawn; the new tavern's Event follows."""

    player: int

    def step(self, g: GameState) -> Prompt | None:
        if g.over or not on(g) or not g.players[self.player].alive:
            g.stack.pop()
            return None
        dest = destinations(g)
        if not dest:
            g.stack.pop()
            return None
        opts = tuple(Option(card=t) for t in dest)
        return ask(self, g, Prompt(self.player, "choose", opts,
                                   ctx(g, reason="crawl", to=crawl_state(g)["at"])))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        t = str(opt.card)
        cr = crawl_state(g)
        old = cr["at"]
        cr["at"] = t
        if t == RDI:
            cr["home"] = True  # "you've literally closed down every other tavern"
            cr["due"] = []
        emit(g, "crawled", player=self.player, old=old, tavern=t)
        g.stack.append(TavernEvent(t, self.player))


register_frame("crawl", Crawl)


@dataclass
class TavernEvent(Frame):
    """002 "Tavern Events": resolved as an Event each time the party moves there; players
    may Ignore it (a window, as for a Drink Event); team games choose Champions."""

    tavern: str
    revealer: int
    stage: int = 0
    uid: int = 0

    def step(self, g: GameState) -> Prompt | None:
        from engine.flow.table_events import open_event, settle_event

        if self.stage == 0:
            self.stage = 1
            emit(g, "tavern_event", tavern=self.tavern, player=self.revealer)
            self.uid = open_event(g, self.tavern, self.revealer, "tavern")
            return None
        if self.stage == 1:
            self.stage = 2
            settle_event(g, self.uid, "tavern")  # 002: Pixie Time Ignores Tavern Events too
            return None
        g.items.pop(str(self.uid), None)
        g.stack.pop()
        return None


register_frame("tavern_event", TavernEvent)


# --- The Star Mole Drinking Hole's Event ---------------------------------------------


def character_cards_in_hand(g: GameState, p: int) -> list[str]:
    """003 note: a Character Card could be shuffled into the Character Deck (any card of
    the deck list or the Boss deck), never a side-deck card, even one in hand."""
    pl = g.players[p]
    ch = cards().character(pl.character)
    legal = set(cards().deck_list(pl.character)) | set(ch.side_deck("boss"))
    return [c for c in pl.hand if c in legal]


@dataclass
class DeckTop(Frame):
    """Each named player puts a Character Card from hand on top of their Character Deck
    (one who cannot does nothing)."""

    players: list[int]
    i: int = 0
    done: list[int] = field(default_factory=list)

    def step(self, g: GameState) -> Prompt | None:
        while self.i < len(self.players):
            p = self.players[self.i]
            got = character_cards_in_hand(g, p) if g.players[p].alive else []
            if not got:
                self.i += 1
                continue
            opts = tuple(Option(card=c) for c in dict.fromkeys(got))
            return ask(self, g, Prompt(p, "choose", opts, ctx(g, reason="deck_top")))
        g.stack.pop()
        return None

    def answer(self, g: GameState, opt: Option) -> None:
        p = self.players[self.i]
        pl = g.players[p]
        pl.hand.remove(str(opt.card))
        pl.deck.insert(0, str(opt.card))
        emit(g, "deck_topped", player=p, hand_size=len(pl.hand), deck_size=len(pl.deck))
        self.i += 1


register_frame("deck_top", DeckTop)


# --- Drinks That Aren't Discarded ----------------------------------------------------


def drink_cards(g: GameState) -> list[str]:
    """Every Drink card in the taverns' decks and discard piles (for the card invariant)."""
    out: list[str] = []
    cr = crawl_state(g)
    for t in cr["decks"]:
        out += cr["decks"][t] + cr["discards"].get(t, [])
    return out


def public(g: GameState) -> dict[str, Any]:
    """What everyone sees of the crawl: where the pawn is, what is Closed, each deck's
    count (face down) and discard pile (face up)."""
    cr = crawl_state(g)
    if not cr:
        return {}
    return {"taverns": list(cr["taverns"]), "at": cr["at"], "closed": list(cr["closed"]),
            "home": bool(cr.get("home")),
            "deck_sizes": {t: len(d) for t, d in cr["decks"].items()},
            "discards": {t: list(d) for t, d in cr["discards"].items()}}


# --- the op that starts a DeckTop (registered here, beside its frame) ---

def _deck_top(g: GameState, item: Item, op: dict[str, Any]) -> None:
    players = [p for p in who(g, item, op) if p not in item.ignored_by
               and not g.players[p].automaton]
    if players:
        g.stack.append(DeckTop(players))


register(OpSpec("deck_top", {"who": str}, _deck_top, lambda op: (
    f"{players_text(op)} puts a Character Card from their hand on top of their Character "
    "Deck.")))


# --- the Normal AI's scores for its questions (engine/ai/heuristic.py asks) ---------------

def crawl_value(policy: HeuristicSeat, t: Table, tavern: str) -> float:
    """002 Pub Crawl, with intent: a Tavern Event that hurts the rivals more than me,
    and strong Drinks when rivals are nearer passing out than I am."""
    aw = policy.style.aware
    dm, dg = _event_deltas(tavern)
    v = 0.0
    for i in t.opponents:
        if dm < 0:
            v += t.hurt_value(i, -dm)
        elif dm > 0:
            v -= 0.5 * t.hurt_value(i, dm)
        if dg < 0:
            v += t.drain_value(i, -dg)
    if dm < 0:
        v -= t.self_cost(-dm, aw)
    elif dm > 0:
        v += 0.5 * t.self_cost(dm, aw)
    if dg < 0:
        v -= t.gold_cost(-dg, aw)
    near = sum(1.0 / (max(t.margin(i), 0) + 1) for i in t.opponents)
    me = 1.0 / (max(t.margin(t.me), 0) + 1) if aw else 0.1
    return v + _deck_strength(tavern) * (near - me)


def _event_deltas(tavern: str) -> tuple[int, int]:
    """(margin change, Gold change) the tavern's Event makes to each player it names."""
    c = cards().get(tavern)
    dm = dg = 0
    for op in c.modes[0].effects if c.modes else ():
        m, gd = EVENT_DELTAS.get(op["op"], (0, 0))
        n = int(op.get("amount", 1))
        dm += m * n
        dg += gd * n
    return dm, dg


def _deck_strength(tavern: str) -> float:
    """The mean Alcohol Content less Fortitude of a tavern's Drink Deck (its list)."""
    db = cards()
    if tavern not in db.drink_decks:
        tavern = "classic"
    vals = [(d.alcohol - d.fortitude) for c in db.drink_list(tavern)
            if (d := db.get(c).drink) is not None]
    return sum(vals) / len(vals) if vals else 0.0


def _ai_crawl(policy: HeuristicSeat, t: Table, prompt: Prompt) -> list[float]:
    """Where to Crawl: the policy's value of each tavern (its Event, its Drinks)."""
    return [crawl_value(policy, t, str(o.card)) for o in prompt.options]


def _ai_deck_top(policy: HeuristicSeat, t: Table, prompt: Prompt) -> list[float]:
    """It comes back with the next draw: give up the least."""
    return [-info(str(o.card)).value for o in prompt.options]


# --- scenarios (engine/scenario.py asks through engine/variant_registry.py) -----------------------

def default_taverns(named: list[str]) -> list[str]:
    """The taverns laid out when a scenario gives no `taverns`: five, as 002's set-up lays
    out, the ones the block names first (in the order named), then the others in the
    engine's fixed tavern order, so that a scenario is reproducible without naming all
    five (spec/scenarios.md "More of the table")."""
    out: list[str] = []
    for t in [*named, *all_taverns()]:
        if t != RDI and t not in out and (len(out) < LAID_OUT or t in named):
            out.append(t)
    return out


def scenario_setup(g: GameState, spec: Any, rng: Any) -> None:
    """The `pub_crawl:` block: `at`, `closed`, `decks` and `discards` by tavern id (the
    RDI's deck is `drink_deck`). The taverns laid out: `taverns` if given, else five, those
    the block names first (`default_taverns`). A deck not given holds its tavern's Drinks
    that are nowhere else, shuffled."""
    spec = spec or {}
    if not isinstance(spec, dict) or set(spec) - {"at", "closed", "decks", "discards",
                                                  "taverns"}:
        raise ValueError("pub_crawl: keys are at, closed, decks, discards, taverns")
    known = set(all_taverns())
    decks = spec.get("decks") or {}
    discards = spec.get("discards") or {}
    closed = [str(t) for t in spec.get("closed") or []]
    at = str(spec.get("at", RDI))
    named = set(decks) | set(discards) | set(closed) | {at}
    for t in named | set(spec.get("taverns") or []):
        if t not in known:
            raise ValueError(f"pub_crawl: unknown tavern {t!r}")
    if RDI in decks or RDI in discards or RDI in closed:
        raise ValueError("pub_crawl: the RDI's deck is drink_deck and it never Closes")
    chosen = [str(t) for t in spec.get("taverns") or []] or default_taverns(
        [at, *closed, *decks, *discards])
    setup(g, chosen)
    cr = crawl_state(g)
    cr["at"], cr["closed"] = at, closed
    # back at the RDI with every other tavern Closed: no more Crawling (002)
    cr["home"] = at == RDI and all(t in closed for t in cr["taverns"][1:])
    placed = [c for p in g.players for c in p.drink_me]
    for t in cr["taverns"][1:]:
        cr["discards"][t] = card_ids(discards.get(t), f"pub_crawl.discards.{t}")
        if t in decks:
            cr["decks"][t] = card_ids(decks[t], f"pub_crawl.decks.{t}")
        else:
            left = minus(cards().drink_list(t), placed + cr["discards"][t])
            rng.shuffle(left)
            cr["decks"][t] = left


def _help() -> str:
    return "\n".join([
        "pub_crawl block: at, closed, decks, discards (by tavern id), taverns (laid out"
        " beside the RDI; default: five, the taverns the block names first, then the"
        " others in the order below); expectations: tavern, closed_taverns,"
        " tavern_discards, tavern_deck_sizes; players[].kept",
        "tavern ids (the RDI first, its deck is drink_deck; then the engine's fixed order): "
        + ", ".join(all_taverns()),
        "choose reasons of the Pub Crawl: crawl (tavern ids as card), deck_top (cards)"])


SCENARIO_FINAL = {
    "tavern": lambda g: crawl_state(g).get("at"),
    "closed_taverns": lambda g: list(crawl_state(g).get("closed", [])),
    "tavern_discards": lambda g: {t: list(d)
                                  for t, d in crawl_state(g).get("discards", {}).items()},
    "tavern_deck_sizes": lambda g: {t: len(d)
                                    for t, d in crawl_state(g).get("decks", {}).items()},
}


# the Rules screen's section
RULES = (
    "With the Pub Crawl switch on, the party moves between taverns: the Red Dragon Inn and "
    "five others, listed in the side panel above the log (Open with the Drinks left, or "
    "Closed; the gold pawn marks where the party is). Whoever reveals a Drink with a Chaser "
    "(even one whose Chaser never comes, or a Drink that is Ignored, passed or split) must "
    "Crawl once everything pending is done: click a lit tavern to move the party there, then "
    "its Tavern Event happens (an Event: it can be Ignored). Several Crawls at once go in turn "
    "order from the active player, each player once; Otto never Crawls. Ordered Drinks come "
    "from the current tavern's deck; its last Drink Closes it and the orderer Crawls at once, "
    "then goes on ordering. Cards that speak of 'the Drink Deck' always mean the Red Dragon "
    "Inn's. Each tavern keeps its own discard pile and only the Red Dragon Inn reshuffles. You "
    "may go back to the Red Dragon Inn only when every other tavern is Closed, and then the "
    "Crawl is over. Some Drinks (Old Fae-shioned) are kept in front of their drinker after "
    "they resolve. The project's own reading where the rules are silent: the Tavern Events of "
    "the Red Dragon Inn, Startusk's and Lucky's Rolling Barrel (not given in the rules), three "
    "of the taverns (The Scurvy Dog, The Temple Taproom, The Gilded Gorgon), every tavern's "
    "Drinks, and what Old Fae-shioned does while kept (1 Alcohol Content less at the beginning "
    "of each of its keeper's turns) are the project's own; The Star Mole's Event is the "
    "documented one."
)


register_variant(Variant(
    VID, option=VID, on=on, order=10,
    event_kinds=("crawled", "tavern_event", "tavern_closed", "deck_topped"),
    hooks=TurnHooks(
        setup=setup,  # 002 Setup: the opening Drinks still come from the RDI
        turn_check=crawl_due),  # 002: Crawl once the Drink and all pending effects are done
    drinks=DrinkHooks(revealed=revealed, take_discard=take_discard, order_from=order_drink),
    view=ViewPart("crawl", public, always=True),
    # each tavern's Drink Deck is face down (its cards are public)
    hidden=(HiddenPile("decks", "crawl:{key}", each=True),),
    saves=SaveForm(legacy_key="crawl"),
    cards=VariantCards(drinks=drink_cards, event_types=("tavern",), types=("tavern",)),
    scenario=ScenarioPart(block="pub_crawl", setup=scenario_setup, final=SCENARIO_FINAL,
                          compare={"closed_taverns": "multiset",
                                   "tavern_discards": "per_key",
                                   "tavern_deck_sizes": "per_key"},
                          help=_help, choose_reasons=("crawl", "deck_top")),
    soak=SoakPlan("crawl", with_others=True),
    ai=VariantAI(choose={"crawl": _ai_crawl, "deck_top": _ai_deck_top}),
    texts=RulesText("Pub Crawl", RULES),
))
