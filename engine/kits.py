"""Character kits: everything the engine, views, AI, scenarios and table know of a character.

A character with a side mechanic is one module under `engine/characters/` that
calls `register(Kit(...))` on import. The core (model, frames, cards, game,
effects, flow) never imports a character module; it asks this registry, which
knows nothing of any particular character. `engine.characters` imports every
character module once, when the `engine` package assembles its rules (engine/rules.py).

A kit's declarations come in small typed groups (`Hooks`, `Statics`,
`Actions`, `Texts`, `AIHints`, `CardKinds`, `Scenario`, `Seat`, `Automaton`), so the
interface says what each callback is given and returns, and a kit fills only the
groups it needs. A tracker is a declaration (`Track` on a "tracker" zone): its range,
start, per-turn gain, ops and branch are data (engine/trackers.py runs them).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar

from engine.events import declare_event_kinds
from engine.model import GameState, Item, Player
from engine.prompts import Option, Prompt

if TYPE_CHECKING:
    from engine.ai.cardinfo import Info
    from engine.ai.heuristic import HeuristicSeat
    from engine.ai.table import Table
    from engine.cards import CardDef
    from engine.frames import Frame

#: a value read from a card file or a scenario (TOML or YAML: any plain data; each kit's
#: reader checks its own, so this one stays open)
Plain = Any
T = TypeVar("T")
Hook = Callable[[GameState, int], None]
ItemHook = Callable[[GameState, Item], None]
#: reads a card field or scenario value (raise ValueError with a reason)
Reader = Callable[[Plain], object]
Choices = Callable[[GameState, int], list[Option]]
#: the AI hint for a kit's own response condition: (policy, table, card info, window's `to`)
ConditionHint = Callable[["HeuristicSeat", "Table", "Info", object], float]

PUBLIC = "public"  # everyone sees the cards
OWNER = "owner"  # the owner sees the cards; others see the count
HIDDEN = "hidden"  # no one sees the cards (a face-down deck); the count is public
TOP = "top"  # a deck with its top card revealed (Farai's Brews): the rest hidden, counted


@dataclass(frozen=True)
class Track:
    """A tracker's rules as data: a number from `low` to `high` (None: no top) starting
    at `start`; every change emits the "tracker" event (old and new value). `per_turn`
    is gained at the beginning of its owner's turn; `ops` ("gain", "lose") registers the
    `gain_<key>` / `lose_<key>` effects and `branch` the `if_<key>` branch, worded with
    `word` ("Gain 2 Momentum.", "you have 2 or more Momentum")."""

    low: int = 0
    high: int | None = None
    start: int = 0
    word: str = ""
    per_turn: int = 0
    ops: tuple[str, ...] = ()
    branch: bool = False

    def __post_init__(self) -> None:
        bad = [v for v in self.ops if v not in ("gain", "lose")]
        if bad or (self.high is not None and not self.low <= self.start <= self.high):
            raise ValueError(f"a tracker's ops are 'gain' and 'lose' (not {bad}) and it "
                             f"starts within {self.low}..{self.high} (not {self.start})")

    def clamp(self, v: int) -> int:
        return max(self.low, v if self.high is None else min(self.high, v))


@dataclass(frozen=True)
class Zone:
    """A place in a player's character state (`Player.state[key]`).

    kind: "pile" (list of card ids), "row" (list of {"card": id, ...}), "tracker"
    (a number; with `track`, its rules are declared: engine/trackers.py), "tokens"
    (a {kind: count} dict) or "map" (other plain data).
    """

    key: str
    kind: str = "pile"
    visibility: str = PUBLIC
    counts_for_conservation: bool = False
    playable_from: bool = False
    play_subtype: str = ""  # with playable_from: only cards of this subtype
    play_extra: str = ""  # with playable_from: the cost-free extra a card played from here gets
    side_deck: str = ""  # the character's side deck (TOML / scenario `decks` name) dealt here
    track: Track | None = None

    @property
    def holds_cards(self) -> bool:
        return self.kind in ("pile", "row")


def tracker(key: str, low: int = 0, high: int | None = None, start: int = 0, word: str = "",
            per_turn: int = 0, ops: tuple[str, ...] = (), branch: bool = False) -> Zone:
    """A declared tracker zone (public: everyone sees the number)."""
    return Zone(key, "tracker", track=Track(low, high, start, word or key.title(), per_turn,
                                            ops, branch))


@dataclass(frozen=True)
class Cost:
    """A kind of extra cost or gain a card's mode may list (`costs = [{kind, amount}]`).

    `options(g, p, amount)` gives the choices (empty: cannot pay, the stage passes);
    `pay(g, p, amount, label)` carries one out. `after` costs come once the card has
    resolved (Terci's Medical Supplies), the others as it is played.
    """

    kind: str
    reason: str
    options: Callable[[GameState, int, Plain], list[Option]]
    pay: Callable[[GameState, int, Plain, str], None]
    after: bool = False
    ai_unit: float = 1.0  # what one point of this cost is worth to the AI (an AI hint)
    # rules text: the head of the mode's extra ("Spend {amount} Momentum") or, for a cost
    # without an improved effect, the whole sentence of `amount`
    text: Callable[[Plain], str] = lambda amount: ""
    # reads the amount from a card file (raise ValueError with a reason); default: an int
    amount: Reader = int
    asked: bool = True  # False: never asked as the card is played (a Scheme: set by its zone)


def no_options(g: GameState, p: int, amount: Plain) -> list[Option]:
    return []


def no_payment(g: GameState, p: int, amount: Plain, label: str) -> None:
    return None


@dataclass(frozen=True)
class Hooks:
    """Where the core calls the kit: the turn's fixed points and a card's life."""

    setup: Hook | None = None
    begin: Hook | None = None
    after_draw: Hook | None = None
    end: Hook | None = None
    eliminated: Hook | None = None
    # after the opening hands, once the first turn is on the stack: may push a frame that
    # asks this player a setup question (Farai places his token)
    opening: Hook | None = None
    boss_setup: Hook | None = None  # when this character is the Boss (its tracker's Boss side)
    # cards this player just drew (a drawn card that must leave the hand: Phyll's Mix-ins)
    drawn: Callable[[GameState, int, list[str]], None] | None = None
    # a card this player plays, once its drink/target/costs are settled and before anyone
    # may respond (Phyll marks the Drink a Mix-in is played on)
    on_play: ItemHook | None = None
    # a card this player played leaves play (discarded, Negated or not): Nerodia's Glared
    # cards go back to their owners
    on_finish: ItemHook | None = None
    # Drinks this character orders beyond the usual in its Order a Drink phase
    extra_orders: Callable[[GameState, int], int] | None = None
    # the kit's own caches, emptied with the response caches (a test swapping card data)
    clear_caches: Callable[[], None] | None = None


@dataclass(frozen=True)
class Statics:
    """Static effects on the kit's player and who holds which cards.

    003 "Static Effects": they protect only their owner. `loss`: a Fortitude loss it
    would take (cards or Drinks) -> the loss it takes; `drink`: a Drink's numbers for it
    -> adjusted; `shielded`: whether it Ignores all effects now (Pixie Time).
    """

    loss: Callable[[GameState, int, int], int] | None = None
    drink: Callable[[GameState, int, dict[str, int]], dict[str, int]] | None = None
    shielded: Callable[[GameState, int], bool] | None = None
    # a card in play that no card may affect now, whoever holds this kit (001's "I don't
    # think so!": it can't be Negated when the player of the card it Negates is marked)
    guard: Callable[[GameState, Item], bool] | None = None
    # card types whose cards may end up with any player (Phrenk's sold Potions): the card
    # invariant counts them as one pool over the whole table, not per player
    roaming_types: tuple[str, ...] = ()
    # cards of OTHER players this player holds, as (owner, card) pairs (Nerodia's
    # Petrification Pile and Glared cards): the card invariant counts them for their owners
    foreign: Callable[[GameState, int], list[tuple[int, str]]] | None = None
    # the side pile a card leaving play goes to (None: the usual discard)
    discard_to: Callable[[CardDef], str | None] | None = None
    # the seat whose piles take this kit's routed discards (`discard_to`), whoever discards
    claims: Callable[[GameState], int | None] | None = None


@dataclass(frozen=True)
class Actions:
    """What the kit's player may do besides playing cards from hand, and the kit's own
    `choose` questions."""

    anytime: Choices | None = None
    do: Callable[[GameState, int, Option], bool] | None = None
    keys: tuple[str, ...] = ()  # state keys whose presence can make `anytime` answer
    # the labels of its anytime actions' options (a click on the mat spot so tagged takes
    # it: Terci's "treat", Phrenk's "sell")
    labels: tuple[str, ...] = ()
    play_choices: Mapping[str, Choices] = field(default_factory=dict)
    choose_reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Texts:
    """The kit's words: the new-game blurb, the Rules screen (saying where a reading is
    the project's own), its questions ({to}: the card it is about), its option labels'
    button text per reason and its response conditions' rules text ("Play on ...")."""

    setup: str = ""
    rules: str = ""
    choose: Mapping[str, str] = field(default_factory=dict)
    options: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    conditions: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class AIHints:
    """How the Normal AI scores the kit's own choices (engine.ai.table.Table: its reading
    of the table): anytime option labels, `choose` reasons, response conditions, playing
    a card (beyond the numbers of its effects: Farai's Brew work) and a target seat
    (Remy prefers marked players)."""

    options: Mapping[str, Callable[[Table, Option], float]] = field(default_factory=dict)
    choose: Mapping[str, Callable[[Table, Prompt], list[float]]] = field(default_factory=dict)
    conditions: Mapping[str, ConditionHint] = field(default_factory=dict)
    card: Callable[[Table, str], float] | None = None
    target: Callable[[Table, str, int], float] | None = None


@dataclass(frozen=True)
class CardKinds:
    """Card files: the card types this character brings, the card fields it reads and
    the rules text of its own card types."""

    types: tuple[str, ...] = ()
    fields: Mapping[str, Reader] = field(default_factory=dict)
    text: Mapping[str, Callable[[CardDef], str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Scenario:
    """Scenarios: the `players[].state` keys one may set, readers for those that are not
    plain zones, and a top-level block of its own (Otto's `otto:`) with its builder and
    final values."""

    state_keys: tuple[str, ...] = ()
    readers: Mapping[str, Reader] = field(default_factory=dict)
    block: str = ""
    setup: Callable[[GameState, dict[str, Plain], int], None] | None = None
    final: Callable[[Player], dict[str, object]] | None = None


@dataclass(frozen=True)
class Seat:
    """The character at the table: quick games' seat order, and whether it can be the
    Boss (a "boss" side deck, shuffled in when it is)."""

    table_order: int = 99
    boss: bool = False


@dataclass(frozen=True)
class Automaton:
    """A seat that plays by fixed rules (Otto): the core reaches them through these."""

    name: str
    auto_answer: Callable[[GameState, Prompt], int]
    respond: Callable[[GameState, int, Frame], bool]
    gamble_turn: Callable[[GameState, int], bool]
    action_frame: Callable[[int], Frame]
    change_tracks: Callable[[GameState, int, str, int, int | None, list[str] | None, str],
                            int]
    setup_seat: Callable[[GameState, int, list[str]], None]
    # a Round of Gambling is over (Otto's deck waited until then to reshuffle)
    round_over: Hook | None = None


@dataclass
class Kit:
    """One character's declarations. Every group is optional."""

    id: str
    zones: tuple[Zone, ...] = ()
    costs: tuple[Cost, ...] = ()  # registered with the kit (engine/kits.py COSTS)
    # the kinds of event this kit's code emits (engine/events.py: declared, not listed there)
    event_kinds: tuple[str, ...] = ()
    hooks: Hooks = field(default_factory=Hooks)
    statics: Statics = field(default_factory=Statics)
    actions: Actions = field(default_factory=Actions)
    texts: Texts = field(default_factory=Texts)
    ai: AIHints = field(default_factory=AIHints)
    cards: CardKinds = field(default_factory=CardKinds)
    scenario: Scenario = field(default_factory=Scenario)
    seat: Seat = field(default_factory=Seat)
    automaton: Automaton | None = None


KITS: dict[str, Kit] = {}
COSTS: dict[str, Cost] = {}
ZONES: dict[str, Zone] = {}
_EMPTY: dict[str, Kit] = {}
#: called with every kit, those registered already and those to come (engine/trackers.py
#: registers each declared tracker's ops and branch)
_LISTENERS: list[Callable[[Kit], None]] = []
#: called whenever a kit is registered or unregistered: caches derived from the kits
#: forget (engine/flow/responses.py `extra_keys`)
ON_KITS_CHANGED: list[Callable[[], None]] = []


class DuplicateRegistration(ValueError):
    """Two kits (or a kit and the core) registered the same name: the message names both."""


#: the modules whose functions register (and pass on registrations): registrant() looks past
#: their functions' frames
REGISTRARS = frozenset({"engine.kits", "engine.effects.ops", "engine.effects.tracker_ops",
                        "engine.trackers", "engine.variant_registry"})


def registrant() -> str:
    """The module that called the registering function: the first frame up the stack that is
    not a function of a registering module (`REGISTRARS`).

    Not a count of frames: a function compiled by mypyc (engine/native.py) has no frame, and
    a compiled module's top level runs inside the import machinery, where the module being
    loaded is `module` (or `spec`, the module's name) of a loader's frame."""
    f: Any = sys._getframe(0)
    while f is not None:
        name = f.f_globals.get("__name__", "?")
        if name == "importlib" or name.startswith("importlib."):
            held = f.f_locals.get("module")
            if isinstance(held, ModuleType):
                return held.__name__
            spec = f.f_locals.get("spec")  # an extension module runs as it is created
            if isinstance(spec, ModuleSpec):
                return spec.name
        elif not (name in REGISTRARS and f.f_code.co_name != "<module>"):
            return str(name)
        f = f.f_back
    return "?"


def refuse_duplicate(what: str, name: str, first: str, second: str) -> None:
    """Refuse a name a second module registers (replacing the first silently, another
    kit's `spend` cost would overwrite Jett's), naming both. The same registrant may
    register again (a test registering its made-up kit once per test)."""
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
    for c in k.costs:
        if c.kind in COSTS:
            refuse_duplicate("cost kind", c.kind, _COST_BY.get(c.kind, "?"), by)
    declare_event_kinds(k.event_kinds, f"kit {k.id!r}")
    KITS[k.id] = k
    _KIT_BY[k.id] = by
    for z in k.zones:
        ZONES[z.key] = z
    _PLAY_ZONES.clear()
    for c in k.costs:
        COSTS[c.kind] = c
        _COST_BY[c.kind] = by
    for listen in _LISTENERS:
        listen(k)
    for forget in ON_KITS_CHANGED:
        forget()
    return k


def register_cost(c: Cost) -> Cost:
    """A cost kind of its own (a kit's costs are registered with it: `Kit.costs`)."""
    by = registrant()
    if c.kind in COSTS:
        refuse_duplicate("cost kind", c.kind, _COST_BY.get(c.kind, "?"), by)
    COSTS[c.kind] = c
    _COST_BY[c.kind] = by
    return c


def unregister(character: str) -> None:
    """Forget a kit, its zones and its costs (a test's made-up kit, once it is done)."""
    k = KITS.pop(character)
    _KIT_BY.pop(character, None)
    for z in k.zones:
        ZONES.pop(z.key, None)
    _PLAY_ZONES.clear()
    for c in k.costs:
        COSTS.pop(c.kind, None)
        _COST_BY.pop(c.kind, None)
    for forget in ON_KITS_CHANGED:
        forget()


def on_register(listen: Callable[[Kit], None]) -> None:
    """Call `listen` with every kit registered so far and every one registered later."""
    _LISTENERS.append(listen)
    for k in list(KITS.values()):
        listen(k)


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


def tracks(k: Kit) -> tuple[Zone, ...]:
    """The kit's declared trackers (zones with a `Track`)."""
    return tuple(z for z in k.zones if z.track is not None)


def _first(get: Callable[[Kit], T | None]) -> T | None:
    """What the first kit declaring it has (None if no kit does): kits never share a
    choose reason, state key, card type or cost kind, so there is at most one."""
    for k in KITS.values():
        got = get(k)
        if got is not None:
            return got
    return None


def play_choice(reason: str) -> Choices | None:
    return _first(lambda k: k.actions.play_choices.get(reason))


def choose_question(reason: str) -> str | None:
    """A kit's question for one of its `choose` reasons ({to}: the card it is about)."""
    return _first(lambda k: k.texts.choose.get(reason))


def option_words(reason: str, label: str) -> str | None:
    """A kit's button text for an option label of one of its `choose` reasons."""
    return _first(lambda k: k.texts.options.get(reason, {}).get(label))


def ai_choice(reason: str) -> Callable[[Table, Prompt], list[float]] | None:
    return _first(lambda k: k.ai.choose.get(reason))


def ai_condition(cond: str) -> ConditionHint | None:
    return _first(lambda k: k.ai.conditions.get(cond))


def is_shielded(g: GameState, p: int) -> bool:
    """Does player p Ignore all effects now: a kit's static effect (Private Pixie Time), or,
    in a team game, a player whose turn ended early, for the rest of that turn (003 "Your
    Turn Ends Now": "they Ignore all effects"; also when chosen as the team's Champion)?"""
    if p in g.turn_ended:
        return True
    shielded = kit(g.players[p].character).statics.shielded
    return shielded is not None and shielded(g, p)


def loss_taken(g: GameState, p: int, n: int) -> int:
    """A Fortitude loss of n after p's own static effects (never below 0)."""
    loss = kit(g.players[p].character).statics.loss
    return max(0, loss(g, p, n)) if loss is not None and n > 0 else n


_GUARDS: list[Callable[[GameState, Item], bool]] = []


def guarded(g: GameState, item: Item) -> bool:
    """May no card affect this item now (a kit's `guard`)?"""
    if not _GUARDS:
        _GUARDS.extend(k.statics.guard for k in KITS.values() if k.statics.guard is not None)
        if not _GUARDS:
            _GUARDS.append(lambda g, item: False)
    return any(f(g, item) for f in _GUARDS)


def anytime_labels() -> frozenset[str]:
    return frozenset(lbl for k in KITS.values() for lbl in k.actions.labels)


def roaming_types() -> frozenset[str]:
    return frozenset(t for k in KITS.values() for t in k.statics.roaming_types)


def ai_option(label: str) -> Callable[[Table, Option], float] | None:
    return _first(lambda k: k.ai.options.get(label))


def condition_words(cond: str) -> str | None:
    return _first(lambda k: k.texts.conditions.get(cond))


def scenario_state_keys() -> tuple[str, ...]:
    """`players[].state` keys a scenario may set: every kit's (its declared trackers
    too), in registration order."""
    return tuple(dict.fromkeys(key for k in KITS.values() for key in
                               (*k.scenario.state_keys, *(z.key for z in tracks(k)))))


def choose_reasons() -> tuple[str, ...]:
    return tuple(dict.fromkeys(r for k in KITS.values() for r in k.actions.choose_reasons))


def _table_ordered() -> list[Kit]:
    return sorted(KITS.values(), key=lambda k: (k.seat.table_order, k.id))


def boss_characters() -> list[str]:
    return [k.id for k in _table_ordered() if k.seat.boss]


def boss_character() -> str:
    """The default Boss (the first Boss-capable kit in table order); Boss modes accept
    any of them."""
    got = boss_characters()
    if not got:
        raise ValueError("no character can be a Boss")
    return got[0]


def playable_characters() -> list[str]:
    """Characters a seat can play (no automaton), in the table's quick-game order."""
    return [k.id for k in _table_ordered() if k.automaton is None]


def card_types() -> frozenset[str]:
    return frozenset(t for k in KITS.values() for t in k.cards.types)


def card_fields() -> dict[str, Reader]:
    """Every kit's card-file fields and their readers."""
    return {f: r for k in KITS.values() for f, r in k.cards.fields.items()}


def card_text(card: CardDef) -> str | None:
    write = _first(lambda k: k.cards.text.get(card.type))
    return None if write is None else write(card)


_PLAY_ZONES: list[frozenset[str]] = []


def play_zones() -> frozenset[str]:
    """Zones whose cards are played "as if from hand" (an option's label names the zone).
    Asked as every card is played: kept until a kit is registered or unregistered."""
    if not _PLAY_ZONES:
        _PLAY_ZONES.append(frozenset(z.key for z in ZONES.values() if z.playable_from))
    return _PLAY_ZONES[0]


def side_deck_zones() -> dict[str, str]:
    """Side deck name (card files, scenarios' `decks`) -> the zone it is dealt into."""
    return {z.side_deck: z.key for z in ZONES.values() if z.side_deck}


def state_reader(key: str) -> Reader | None:
    """A kit's reader for a scenario's `players[].state[key]`; for a declared tracker
    without one, its range: a scenario cannot start a game in a state no play reaches."""
    got = _first(lambda k: k.scenario.readers.get(key))
    z = ZONES.get(key)
    if got is None and z is not None and z.track is not None:
        return _track_reader(z.track)
    return got


def _track_reader(track: Track) -> Reader:
    def read(v: Plain) -> int:
        top = "" if track.high is None else f" to {track.high}"
        if isinstance(v, bool) or not isinstance(v, int) or track.clamp(v) != v:
            raise ValueError(f"{track.word} is a whole number from {track.low}{top}, "
                             f"not {v!r}")
        return v
    return read


def automaton_kit() -> Kit | None:
    for k in KITS.values():
        if k.automaton is not None:
            return k
    return None


def automaton(character: str) -> Automaton:
    """The fixed rules of an automaton character (Otto); a ValueError for any other."""
    got = kit(character).automaton
    if got is None:
        raise ValueError(f"{character!r} is not an automaton")
    return got
