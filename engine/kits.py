"""Character kits: everything the engine, views, AI, scenarios and table know of a character.

A character with a side mechanic is one module under `engine/characters/` that
calls `register(Kit(...))` on import. The core (model, frames, cards, game,
effects, flow) never imports a character module; it asks this registry, which
knows nothing of any particular character. `engine.characters` imports every
character module once, when the `engine` package assembles its rules (engine/rules.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.events import declare_event_kinds

Hook = Callable[[Any, int], None]

PUBLIC = "public"  # everyone sees the cards
OWNER = "owner"  # the owner sees the cards; others see the count
HIDDEN = "hidden"  # no one sees the cards (a face-down deck); the count is public
TOP = "top"  # a deck with its top card revealed (Farai's Brews): the rest hidden, counted


@dataclass(frozen=True)
class Zone:
    """A place in a player's character state (`Player.state[key]`).

    kind: "pile" (list of card ids), "row" (list of {"card": id, ...}), "tracker"
    (a number), "tokens" (a {kind: count} dict) or "map" (other plain data).
    """

    key: str
    kind: str = "pile"
    visibility: str = PUBLIC
    counts_for_conservation: bool = False
    playable_from: bool = False
    play_subtype: str = ""  # with playable_from: only cards of this subtype
    play_extra: str = ""  # with playable_from: the cost-free extra a card played from here gets
    side_deck: str = ""  # the character's side deck (TOML / scenario `decks` name) dealt here

    @property
    def holds_cards(self) -> bool:
        return self.kind in ("pile", "row")


@dataclass(frozen=True)
class Cost:
    """A kind of extra cost or gain a card's mode may list (`costs = [{kind, amount}]`).

    `options(g, p, amount)` gives the choices (empty: cannot pay, the stage passes);
    `pay(g, p, amount, label)` carries one out. `after` costs come once the card has
    resolved (Terci's Medical Supplies), the others as it is played.
    """

    kind: str
    reason: str
    options: Callable[[Any, int, Any], list[Any]]
    pay: Callable[[Any, int, Any, str], None]
    after: bool = False
    ai_unit: float = 1.0  # what one point of this cost is worth to the AI (an AI hint)
    # rules text: the head of the mode's extra ("Spend {amount} Momentum") or, for a cost
    # without an improved effect, the whole sentence of `amount`
    text: Callable[[Any], str] = lambda amount: ""
    # reads the amount from a card file (raise ValueError with a reason); default: an int
    amount: Callable[[Any], Any] = int
    asked: bool = True  # False: never asked as the card is played (a Scheme: set by its zone)


def no_options(g: Any, p: int, amount: Any) -> list[Any]:
    return []


def no_payment(g: Any, p: int, amount: Any, label: str) -> None:
    return None


@dataclass
class Kit:
    """One character's declarations. Every field is optional."""

    id: str
    zones: tuple[Zone, ...] = ()
    # the kinds of event this kit's code emits (engine/events.py: declared, not listed there)
    event_kinds: tuple[str, ...] = ()
    setup: Hook | None = None
    begin: Hook | None = None
    after_draw: Hook | None = None
    end: Hook | None = None
    eliminated: Hook | None = None
    # after the opening hands, once the first turn is on the stack: may push a frame that
    # asks this player a setup question (Farai places his token)
    opening: Hook | None = None
    # cards this player just drew (a drawn card that must leave the hand: Phyll's Mix-ins)
    drawn: Callable[[Any, int, list[str]], None] | None = None
    # a card this player plays, once its drink/target/costs are settled and before anyone
    # may respond (Phyll marks the Drink a Mix-in is played on)
    on_play: Callable[[Any, Any], None] | None = None
    # a card this player played leaves play (discarded, Negated or not): Nerodia's Glared
    # cards go back to their owners
    on_finish: Callable[[Any, Any], None] | None = None
    # static effects on this player (003 "Static Effects": they protect only their owner):
    # a Fortitude loss it would take (cards or Drinks) -> the loss it takes; a Drink's
    # numbers for it -> adjusted; whether it Ignores all effects now (Pixie Time)
    static_loss: Callable[[Any, int, int], int] | None = None
    static_drink: Callable[[Any, int, dict[str, int]], dict[str, int]] | None = None
    shielded: Callable[[Any, int], bool] | None = None
    # card types whose cards may end up with any player (Phrenk's sold Potions): the card
    # invariant counts them as one pool over the whole table, not per player
    roaming_types: tuple[str, ...] = ()
    # a card in play that no card may affect now, whoever holds this kit (001's "I don't
    # think so!": it can't be Negated when the player of the card it Negates is marked)
    guard: Callable[[Any, Any], bool] | None = None
    # the seat whose piles take this kit's routed discards (`discard_to`), whoever discards
    claims: Callable[[Any], int | None] | None = None
    # AI hints for option labels of this kit's anytime actions (a Potion's "sell")
    ai_options: dict[str, Callable[[Any, Any], float]] = field(default_factory=dict)
    # cards of OTHER players this player holds, as (owner, card) pairs (Nerodia's
    # Petrification Pile and Glared cards): the card invariant counts them for their owners
    foreign: Callable[[Any, int], list[tuple[int, str]]] | None = None
    anytime: Callable[[Any, int], list[Any]] | None = None
    anytime_keys: tuple[str, ...] = ()  # state keys whose presence can make `anytime` answer
    # the labels of its anytime actions' options (a click on the mat spot so tagged takes
    # it: Terci's "treat", Phrenk's "sell")
    anytime_labels: tuple[str, ...] = ()
    # Drinks this character orders beyond the usual in its Order a Drink phase
    extra_orders: Callable[[Any, int], int] | None = None
    do_anytime: Callable[[Any, int, Any], bool] | None = None
    play_choices: dict[str, Callable[[Any, int], list[Any]]] = field(default_factory=dict)
    discard_to: Callable[[Any], str | None] | None = None
    choose_reasons: tuple[str, ...] = ()
    # the table's words for them: the question ({to} is the card it is about) and the
    # button text of an option label, per reason
    choose_text: dict[str, str] = field(default_factory=dict)
    option_text: dict[str, dict[str, str]] = field(default_factory=dict)
    # AI hints: how the Normal AI scores the options of this kit's own `choose` reasons
    # (given its reading of the table, engine.ai.table.Table, and the prompt)
    ai_choose: dict[str, Callable[[Any, Any], list[float]]] = field(default_factory=dict)
    # AI hints: how the Normal AI values playing a card under one of this kit's own
    # response conditions (policy, table, card info, the window's `to`)
    ai_conditions: dict[str, Callable[[Any, Any, Any, Any], float]] = field(
        default_factory=dict)
    # AI hint: what playing a card is worth to this kit's player beyond the numbers the AI
    # reads from its effects (table, card id): Farai's work on the Brew he is at
    ai_card: Callable[[Any, str], float] | None = None
    # AI hint: a bonus for picking player `seat` as the target of card `cid` (table, cid,
    # seat): Remy prefers marked players for cards that hit them harder
    ai_target: Callable[[Any, str, int], float] | None = None
    # rules text of this kit's own response conditions ("Play on ...")
    condition_text: dict[str, str] = field(default_factory=dict)
    state_keys: tuple[str, ...] = ()
    boss: bool = False  # has a Boss deck (its "boss" side deck, shuffled in when the Boss)
    setup_text: str = ""
    # the character's rules for the in-app Rules screen, saying where a reading is the
    # project's own (a document is silent)
    rules_text: str = ""
    automaton: bool = False
    table_order: int = 99  # seat order of the table's quick games (lower first)
    kit_data: dict[str, Any] = field(default_factory=dict)
    boss_setup: Hook | None = None  # when this character is the Boss (its tracker's Boss side)

    # card files: the card types this character brings, the card fields it reads (each a
    # reader raising ValueError) and the rules text of its own card types
    card_types: tuple[str, ...] = ()
    card_fields: dict[str, Callable[[Any], Any]] = field(default_factory=dict)
    card_text: dict[str, Callable[[Any], str]] = field(default_factory=dict)
    # scenarios: readers for state keys that are not plain zones (raise ValueError), a top
    # level block of its own (Otto's `otto:`) with its builder and final values
    state_readers: dict[str, Callable[[Any], Any]] = field(default_factory=dict)
    scenario_block: str = ""
    scenario_setup: Callable[[Any, dict[str, Any], int], None] | None = None
    scenario_final: Callable[[Any], dict[str, Any]] | None = None


KITS: dict[str, Kit] = {}
COSTS: dict[str, Cost] = {}
ZONES: dict[str, Zone] = {}
_EMPTY: dict[str, Kit] = {}


class DuplicateRegistration(ValueError):
    """Two kits (or a kit and the core) registered the same name: the message names both."""


def registrant(depth: int = 2) -> str:
    """The module that called the registering function (`depth` frames up)."""
    return str(sys._getframe(depth).f_globals.get("__name__", "?"))


def refuse_duplicate(what: str, name: str, first: str, second: str) -> None:
    """Issue 29: a second registration used to replace the first silently (another kit's
    `spend` cost would have overwritten Jett's). The same registrant may register again
    (a test registering its made-up kit once per test)."""
    if first != second:
        raise DuplicateRegistration(f"{what} {name!r} is registered by {first} and again by "
                                    f"{second}: give one of them another name")


_COST_BY: dict[str, str] = {}
_KIT_BY: dict[str, str] = {}


def register(k: Kit) -> Kit:
    by = registrant()
    if k.id in KITS:
        refuse_duplicate("kit", k.id, _KIT_BY.get(k.id, "?"), by)
    for z in k.zones:
        if z.key in ZONES:
            holder = next((o for o in KITS.values() if o.id != k.id
                           and any(oz.key == z.key for oz in o.zones)), None)
            if holder is not None:
                refuse_duplicate("zone key", z.key, f"kit {holder.id!r}", f"kit {k.id!r}")
    declare_event_kinds(k.event_kinds, f"kit {k.id!r}")
    KITS[k.id] = k
    _KIT_BY[k.id] = by
    for z in k.zones:
        ZONES[z.key] = z
    return k


def register_cost(c: Cost) -> Cost:
    by = registrant()
    if c.kind in COSTS:
        refuse_duplicate("cost kind", c.kind, _COST_BY.get(c.kind, "?"), by)
    COSTS[c.kind] = c
    _COST_BY[c.kind] = by
    return c


def kit(character: str) -> Kit:
    """The kit of `character` (an empty one for characters with no side mechanic)."""
    got = KITS.get(character)
    if got is None:
        got = _EMPTY.get(character)
        if got is None:
            got = _EMPTY[character] = Kit(character)
    return got


def zone(key: str) -> Zone | None:
    return ZONES.get(key)


def conserved_zones() -> tuple[Zone, ...]:
    return tuple(z for z in ZONES.values() if z.counts_for_conservation)


def _first(get: Callable[[Kit], Any]) -> Any:
    """What the first kit declaring it has (None if no kit does): kits never share a
    choose reason, state key, card type or cost kind, so there is at most one."""
    for k in KITS.values():
        got = get(k)
        if got is not None:
            return got
    return None


def play_choice(reason: str) -> Callable[[Any, int], list[Any]] | None:
    return _first(lambda k: k.play_choices.get(reason))


def choose_question(reason: str) -> str | None:
    """A kit's question for one of its `choose` reasons ({to}: the card it is about)."""
    return _first(lambda k: k.choose_text.get(reason))


def option_words(reason: str, label: str) -> str | None:
    """A kit's button text for an option label of one of its `choose` reasons."""
    return _first(lambda k: k.option_text.get(reason, {}).get(label))


def ai_choice(reason: str) -> Callable[[Any, Any], list[float]] | None:
    return _first(lambda k: k.ai_choose.get(reason))


def ai_condition(cond: str) -> Callable[[Any, Any, Any, Any], float] | None:
    return _first(lambda k: k.ai_conditions.get(cond))


def is_shielded(g: Any, p: int) -> bool:
    """Does player p Ignore all effects now: a kit's static effect (Private Pixie Time), or,
    in a team game, a player whose turn ended early, for the rest of that turn (003 "Your
    Turn Ends Now": "they Ignore all effects"; also when chosen as the team's Champion)?"""
    if p in (g.flags.get("ended") or ()):
        return True
    k = kit(g.players[p].character)
    return k.shielded is not None and k.shielded(g, p)


def loss_taken(g: Any, p: int, n: int) -> int:
    """A Fortitude loss of n after p's own static effects (never below 0)."""
    k = kit(g.players[p].character)
    return max(0, k.static_loss(g, p, n)) if k.static_loss is not None and n > 0 else n


_GUARDS: list[Callable[[Any, Any], bool]] = []


def guarded(g: Any, item: Any) -> bool:
    """May no card affect this item now (a kit's `guard`)?"""
    if not _GUARDS:
        _GUARDS.extend(k.guard for k in KITS.values() if k.guard is not None)
        if not _GUARDS:
            _GUARDS.append(lambda g, item: False)
    return any(f(g, item) for f in _GUARDS)


def anytime_labels() -> frozenset[str]:
    return frozenset(lbl for k in KITS.values() for lbl in k.anytime_labels)


def roaming_types() -> frozenset[str]:
    return frozenset(t for k in KITS.values() for t in k.roaming_types)


def ai_option(label: str) -> Callable[[Any, Any], float] | None:
    return _first(lambda k: k.ai_options.get(label))


def condition_words(cond: str) -> str | None:
    return _first(lambda k: k.condition_text.get(cond))


def scenario_state_keys() -> tuple[str, ...]:
    """`players[].state` keys a scenario may set: every kit's, in registration order."""
    return tuple(dict.fromkeys(key for k in KITS.values() for key in k.state_keys))


def choose_reasons() -> tuple[str, ...]:
    return tuple(dict.fromkeys(r for k in KITS.values() for r in k.choose_reasons))


def boss_characters() -> list[str]:
    return [k.id for k in sorted(KITS.values(), key=lambda k: (k.table_order, k.id)) if k.boss]


def boss_character() -> str:
    """The default Boss (the first Boss-capable kit in table order); Boss modes accept
    any of them."""
    got = boss_characters()
    if not got:
        raise ValueError("no character can be a Boss")
    return got[0]


def playable_characters() -> list[str]:
    """Characters a seat can play (no automaton), in the table's quick-game order."""
    return [k.id for k in sorted(KITS.values(), key=lambda k: (k.table_order, k.id))
            if not k.automaton]


def card_types() -> frozenset[str]:
    return frozenset(t for k in KITS.values() for t in k.card_types)


def card_fields() -> dict[str, Callable[[Any], Any]]:
    """Every kit's card-file fields and their readers."""
    return {f: r for k in KITS.values() for f, r in k.card_fields.items()}


def card_text(card: Any) -> str | None:
    write = _first(lambda k: k.card_text.get(card.type))
    return None if write is None else write(card)


def play_zones() -> frozenset[str]:
    """Zones whose cards are played "as if from hand" (an option's label names the zone)."""
    return frozenset(z.key for z in ZONES.values() if z.playable_from)


def side_deck_zones() -> dict[str, str]:
    """Side deck name (card files, scenarios' `decks`) -> the zone it is dealt into."""
    return {z.side_deck: z.key for z in ZONES.values() if z.side_deck}


def state_reader(key: str) -> Callable[[Any], Any] | None:
    return _first(lambda k: k.state_readers.get(key))


def automaton_kit() -> Kit | None:
    for k in KITS.values():
        if k.automaton:
            return k
    return None
