"""The variants' registry: what a variant declares, and the core's calls into them.

A variant (the Bar Deck, the Prize, the Pub Crawl, the Sea Events; Otto's mode keeps its
typed state through one too) is a module of `engine/variants/` that calls
`register_variant(Variant(...))` when it loads; that package imports each of its modules
(engine/variants/__init__.py), so adding a variant is adding its module. Its declarations
come in small typed groups, as a character's kit does (engine/kits.py): its turn and round
hooks, its part of the Drinks and of a Round of Gambling, what every seat sees of it, its
face-down piles, its save form, the cards it holds, its scenario block, its soak plan, the
Normal AI's scores for its choices and its rules text. The core (game, turn, scenario,
invariants, the AI) asks this registry and names no variant; this module imports nothing
above the card data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards, forget_card_types, register_card_types
from engine.events import declare_event_kinds, forget_event_kinds
from engine.kits import refuse_duplicate, registrant
from engine.model import GameState, dup

HIDDEN = "?"  # a card a seat cannot know, in a redacted snapshot (Game.redacted)
#: the pool of the Drink cards: a variant's face-down pile of Drinks that move to and from the
#: Drink Deck (the Bar Deck) shares it (its cards are counted in it, and the search AI's
#: determinisation deals them from it, after the Drink Deck)
DRINKS = "drinks"
Snapshot = dict[str, Any]
Pools = dict[str, dict[str, int]]
Hook = Callable[[GameState, int], None]
#: the Normal AI's scores for a variant's question: (policy, table, prompt) -> a score per
#: option (engine/ai/heuristic.py asks, as it asks a kit's)
ChoiceScores = Callable[[Any, Any, Any], list[float]]
#: the Normal AI's value of Ignoring one of a variant's Events: (policy, table, card id)
EventScore = Callable[[Any, Any, str], float]


@dataclass(frozen=True)
class TurnHooks:
    """Where the turn calls the variant (while it is in play).

    `setup` runs in new_game after the players' decks and the Drink Deck are dealt (the
    variants in `order`). `turn_end(g, player)` runs after the end-of-turn effects of the
    player (or team) whose turn it was, before the turn is over; `round_end(g, player)`
    once every seat has had its turn, after the turn of `player` that closed the round
    and before the next round's first turn (engine/flow/turn.py: the round starts at the
    game's first player). Both may push frames; `turn_stage` and `round_stage` name the
    turn's stage while that work runs (saved with the Turn frame). `turn_check(g)` runs
    whenever the turn is back on top of the stack, before anything else: work the variant
    owes now (the Pub Crawl's Crawls), True if it pushed some (the turn waits)."""

    setup: Callable[[GameState], None] | None = None
    turn_end: Hook | None = None
    turn_stage: str = ""
    round_end: Hook | None = None
    round_stage: str = ""
    turn_check: Callable[[GameState], bool] | None = None


@dataclass(frozen=True)
class DrinkHooks:
    """The Drinks and the Drink Deck (while the variant is in play).

    `pool()` gives the Drink cards the game plays with instead of the chosen Drink Deck;
    `hold_back(g)` takes its part of the freshly shuffled Drink Deck before the opening
    Drinks are dealt (the Bar Deck's reserve); when the Drink Deck runs out, `refill(g)`
    gives the new one (else the discards are shuffled) and `refill_ready(g)` says whether it
    has cards for one (the Drink Deck is refilled at once when it does). `revealed(g, card,
    revealer)`: a Drink was revealed; `take_discard(g, card)`: a Drink card is discarded,
    True if the variant took it (the Pub Crawl: its tavern's pile); `order_from(g, player)`:
    where an ordered Drink comes from (the current tavern's deck); `window(g, drinks)`:
    Drinks about to be drunk, once their window is open (the Prize's forced Straw)."""

    pool: Callable[[], list[str]] | None = None
    hold_back: Callable[[GameState], None] | None = None
    refill: Callable[[GameState], list[str]] | None = None
    refill_ready: Callable[[GameState], bool] | None = None
    revealed: Callable[[GameState, str, int], None] | None = None
    take_discard: Callable[[GameState, str], bool] | None = None
    order_from: Callable[[GameState, int], str | None] | None = None
    window: Callable[[GameState, list[int]], None] | None = None


@dataclass(frozen=True)
class StakeHooks:
    """A Round of Gambling played for more than Gold (the Prize).

    `stake(g, starter)` gives what the starter of a Round is asked to add to the pot before
    it starts (the choice is kept in the starting card's `extra[id]`, the question's reason
    is the variant's id), `staked(g, choice)` adds it as the Round starts and `pot_taken(g,
    winner)` hands what it added to the pot's taker (None: nobody) and says what that was;
    `pot_taken` is called in every game, the variant on or off (the Prize's makes a
    winner's pile of held Prizes, empty when off). A pot shared after it was taken
    (Whitehawk's "What a coincidence..."): `held(g, p)` gives the stakes of this variant
    player p holds and `give(g, frm, to, stake)` hands one over, True if it did (both
    called on or off)."""

    stake: Callable[[GameState, int], tuple[str, ...]] | None = None
    staked: Callable[[GameState, str], None] | None = None
    pot_taken: Callable[[GameState, int | None], list[str]] | None = None
    held: Callable[[GameState, int], list[str]] | None = None
    give: Callable[[GameState, int, int, str], bool] | None = None


@dataclass(frozen=True)
class ViewPart:
    """Every seat's view: `key` -> public(g), only while the variant is in play (or always,
    with `always`: the Pub Crawl's "crawl" is in every view, {} when off)."""

    key: str = ""
    public: Callable[[GameState], Any] | None = None
    always: bool = False


@dataclass(frozen=True)
class HiddenPile:
    """A face-down pile of the variant's, declared: `Game.redacted` hides its order and
    cards (each becomes "?", its cards go to the pool `pool`) and the search AI's
    determinisation fills it back from that pool (engine/ai/determinize.py).

    `key` names the pile in the variant's state as saved (the snapshot's
    `variants[<id>]`), or, with `top_level`, at the top level of the snapshot (a variant
    with its own save form: the Bar Deck). With `each`, `key` names a map of piles (the Pub
    Crawl's tavern decks) and `pool` may say "{key}" for each pile's key. The pool `DRINKS`
    is the Drink cards' (the pile is dealt with the Drink Deck)."""

    key: str
    pool: str
    each: bool = False
    top_level: bool = False


@dataclass(frozen=True)
class SaveForm:
    """How the variant's state is saved when it is not plain JSON in the variants map.

    `save(g)` gives its entries at the top level of every snapshot, on or off, and
    `load(g, snap)` reads them back into the variants map (the Bar Deck and the Prize keep
    the top-level keys of an earlier layout of save format 1, so every save and the seeded
    fingerprint stay byte-identical). `flag_form(g)` gives its state as entries of the
    snapshot's "flags", for a state that layout kept there (Otto's answered Drinks); its
    `load` reads them back. `legacy_key`: the top-level key a save of that layout kept its
    plain state under ("sea", "crawl"); such a save still loads (engine/game.py
    FORMAT_VERSION)."""

    save: Callable[[GameState], dict[str, Any]] | None = None
    load: Callable[[GameState, Snapshot], None] | None = None
    flag_form: Callable[[GameState], dict[str, Any]] | None = None
    legacy_key: str = ""


@dataclass(frozen=True)
class VariantCards:
    """The cards the variant brings and holds (the card invariant: none may appear or
    vanish). `held(g)`: the cards it holds; `drinks(g)`: the Drink cards it holds (counted
    with the other Drinks: they move between its piles and the Drink Deck's);
    `event_types`: its card types revealed as Events (its event items are no Drinks);
    `types`: its own card types (the card files' `type`; registered with the card loader,
    which refuses one the core or another variant has)."""

    held: Callable[[GameState], list[str]] | None = None
    drinks: Callable[[GameState], list[str]] | None = None
    event_types: tuple[str, ...] = ()
    types: tuple[str, ...] = ()


@dataclass(frozen=True)
class ScenarioPart:
    """Scenarios: its top-level `block`, built after the players by `setup(game, block,
    the scenario's seeded RNG)`, raising ValueError with the message to show; its
    expectations (`final`: key -> the game's final value), compared as `compare` says
    ("multiset": the same cards in any order, "contains": at least these cards, "per_key";
    default: equal); its line of `python -m engine.scenario keys` (`help`); the keys it
    adds to a scenario's `players[]` entries, each read into the player's state by (value,
    what) and expected back as they are at the end (the Prize's held `prizes`); the choose
    reasons its questions use (a stake's is the variant's id)."""

    block: str = ""
    setup: Callable[[GameState, Any, Any], None] | None = None
    final: dict[str, Callable[[GameState], Any]] = field(default_factory=dict)
    compare: dict[str, str] = field(default_factory=dict)
    help: Callable[[], str] | None = None
    player_keys: dict[str, Callable[[Any, str], Any]] = field(default_factory=dict)
    choose_reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class SoakPlan:
    """The soak (engine/soak.py): the variant's name in the grid, where it is played alone
    (default: its id); with `with_others` it is also played in the grid's "all", together
    with the other variants that are."""

    name: str = ""
    with_others: bool = False


@dataclass(frozen=True)
class VariantAI:
    """How the Normal AI scores the variant's own choices (engine/ai/heuristic.py asks):
    its questions by choose reason, and Ignoring one of its Events by the Event card's
    type (a Sea Event)."""

    choose: dict[str, ChoiceScores] = field(default_factory=dict)
    ignore_event: dict[str, EventScore] = field(default_factory=dict)


@dataclass(frozen=True)
class RulesText:
    """The variant's words on the Rules screen: its section's title and text (saying where
    a reading is the project's own)."""

    title: str = ""
    rules: str = ""


@dataclass(frozen=True)
class Variant:
    """One variant's declarations; every group is optional. `option` turns it on
    (`setup["options"][option]`); `on(g)` says whether it is in play in a game (its state
    set up). A variant with no option ("") is in play by other means (Otto's mode: his
    kit's automaton seat): no setup option names it and the soak's grid has no place for
    it. `order`: the variants' order (set-up, the turn's hooks, views); `event_kinds`: the
    kinds of event its module emits (engine/events.py)."""

    id: str
    option: str
    on: Callable[[GameState], bool]
    order: int = 50
    event_kinds: tuple[str, ...] = ()
    hooks: TurnHooks = field(default_factory=TurnHooks)
    drinks: DrinkHooks = field(default_factory=DrinkHooks)
    stakes: StakeHooks = field(default_factory=StakeHooks)
    view: ViewPart = field(default_factory=ViewPart)
    hidden: tuple[HiddenPile, ...] = ()
    saves: SaveForm = field(default_factory=SaveForm)
    cards: VariantCards = field(default_factory=VariantCards)
    scenario: ScenarioPart = field(default_factory=ScenarioPart)
    soak: SoakPlan = field(default_factory=SoakPlan)
    ai: VariantAI = field(default_factory=VariantAI)
    texts: RulesText = field(default_factory=RulesText)


VARIANTS: dict[str, Variant] = {}
_BY: dict[str, str] = {}
#: the registered variants in `order`, and those the turn and the Drinks call at every
#: step (kept sorted on each registration)
ORDERED: list[Variant] = []
TURN_END: list[Variant] = []
ROUND_END: list[Variant] = []
TURN_CHECKS: list[Callable[[GameState], bool]] = []
DRINK_HOOKS: list[Variant] = []  # those with any of the DrinkHooks but `pool`, `hold_back`
TURN_STAGES: set[str] = set()
ROUND_STAGES: set[str] = set()
GAMBLING_HOOKS: list[Variant] = []  # those with any of the StakeHooks


def _names(v: Variant) -> dict[str, set[str]]:
    """The names a variant claims, by what they name (no two variants may share one)."""
    return {"variant option": {v.option}, "turn stage": {v.hooks.turn_stage, v.hooks.round_stage},
            "view key": {v.view.key}, "scenario block": {v.scenario.block},
            "scenario expectation": set(v.scenario.final),
            "scenario player key": set(v.scenario.player_keys),
            "save key": {v.saves.legacy_key}}


def register_variant(v: Variant) -> Variant:
    """Add a variant; an id, or a name of one (its option, a turn stage, its view key, its
    scenario block or keys, its old save key) another module's variant has, is refused."""
    by = registrant()
    if v.id in VARIANTS:
        refuse_duplicate("variant", v.id, _BY.get(v.id, "?"), by)
    h = v.hooks
    mine = _names(v)
    for o in VARIANTS.values():
        if o.id == v.id:
            continue
        for what, theirs in _names(o).items():
            for name in sorted((mine[what] & theirs) - {""}):
                refuse_duplicate(what, name, _BY.get(o.id, "?"), by)
    if h.turn_end is not None and not h.turn_stage:
        raise ValueError(f"variant {v.id!r}: a turn_end hook needs a turn_stage name")
    if h.round_end is not None and (not h.round_stage or h.round_stage == h.turn_stage):
        raise ValueError(f"variant {v.id!r}: a round_end hook needs a round_stage name "
                         "of its own")
    register_card_types(v.cards.types, by)
    declare_event_kinds(v.event_kinds, f"variant {v.id!r}")
    VARIANTS[v.id] = v
    _BY[v.id] = by
    ORDERED[:] = sorted(VARIANTS.values(), key=lambda x: (x.order, x.id))
    _index()
    return v


def _index() -> None:
    TURN_END[:] = [x for x in ORDERED if x.hooks.turn_end is not None]
    ROUND_END[:] = [x for x in ORDERED if x.hooks.round_end is not None]
    TURN_CHECKS[:] = [x.hooks.turn_check for x in ORDERED if x.hooks.turn_check is not None]
    DRINK_HOOKS[:] = [x for x in ORDERED if any(
        (x.drinks.revealed, x.drinks.take_discard, x.drinks.order_from, x.drinks.refill,
         x.drinks.refill_ready, x.drinks.window))]
    GAMBLING_HOOKS[:] = [x for x in ORDERED if any(
        (x.stakes.stake, x.stakes.staked, x.stakes.pot_taken, x.stakes.held, x.stakes.give))]
    TURN_STAGES.clear()
    TURN_STAGES.update(x.hooks.turn_stage for x in TURN_END)
    ROUND_STAGES.clear()
    ROUND_STAGES.update(x.hooks.round_stage for x in ROUND_END)


def unregister_variant(vid: str) -> None:
    """Forget a variant (a test's made-up one)."""
    gone = VARIANTS.pop(vid, None)
    if gone is not None:
        forget_event_kinds(gone.event_kinds)
        forget_card_types(gone.cards.types)
    _BY.pop(vid, None)
    ORDERED[:] = [x for x in ORDERED if x.id != vid]
    _index()


def registered_by(vid: str) -> str:
    """The module that registered variant `vid` ("" if none did)."""
    return _BY.get(vid, "")


def setup_variants(g: GameState) -> None:
    """Set up every variant the game's options turn on, in order."""
    for v in ORDERED:
        if v.hooks.setup is not None and v.option and g.options.get(v.option):
            v.hooks.setup(g)


def public_views(g: GameState) -> dict[str, Any]:
    """The variants' parts of every seat's view (only those in play)."""
    return {v.view.key: v.view.public(g) for v in ORDERED
            if v.view.public is not None and v.view.key and (v.view.always or v.on(g))}


def _piles(v: Variant, snap: Snapshot) -> list[tuple[dict[str, Any], str, str]]:
    """The variant's declared face-down piles found in `snap` (see `HiddenPile`)."""
    out: list[tuple[dict[str, Any], str, str]] = []
    for pile in v.hidden:
        holder = snap if pile.top_level else (snap.get("variants") or {}).get(v.id)
        if not holder or not isinstance(holder, dict):
            continue
        if pile.each:
            piles = holder.get(pile.key) or {}
            out += [(piles, k, pile.pool.replace("{key}", k)) for k in piles]
        elif isinstance(holder.get(pile.key), list):
            out.append((holder, pile.key, pile.pool))
    return out


def hidden_piles(snap: Snapshot) -> list[tuple[dict[str, Any], str, str]]:
    """Every variant's face-down piles in `snap`, as (the dict holding it, its key, its
    pool's name), the variants in order and each one's piles as declared."""
    out: list[tuple[dict[str, Any], str, str]] = []
    for v in ORDERED:
        out += _piles(v, snap)
    return out


def redact(snap: Snapshot, pools: Pools) -> None:
    """Hide the variants' face-down piles: their cards go to pools (a pile of Drinks to the
    Drink pool, added to what is there), "?" stays."""
    for holder, key, pool in hidden_piles(snap):
        pile = holder[key]
        counts: dict[str, int] = pools.setdefault(pool, {}) if pool == DRINKS else {}
        for c in pile:
            counts[c] = counts.get(c, 0) + 1
        pools[pool] = counts
        holder[key] = [HIDDEN] * len(pile)


def load_legacy_state(g: GameState, snap: Snapshot) -> None:
    """Read the variants' own save forms, and the state a save of an earlier layout of
    format 1 kept under a variant's own top-level key ("sea", "crawl")."""
    for v in ORDERED:
        if v.saves.load is not None:
            v.saves.load(g, snap)
        old = snap.get(v.saves.legacy_key) if v.saves.legacy_key else None
        if old and v.id not in g.variants:
            g.variants[v.id] = old


def save_forms(g: GameState) -> Snapshot:
    """The variants' own entries at the top level of a snapshot (see `SaveForm.save`)."""
    out: Snapshot = {}
    for v in ORDERED:
        if v.saves.save is not None:
            out.update(v.saves.save(g))
    return out


def saved_map(g: GameState) -> Snapshot:
    """The variants map as saved: the plain states (the typed ones have their own form),
    copied."""
    return {k: dup(s) for k, s in plain_states(g).items()}


def plain_states(g: GameState) -> Snapshot:
    """The variants' plain states, as they are (not copied: what the load check reads,
    engine/filecheck/deep.py, and never changes)."""
    return {k: s for k, s in g.variants.items()
            if k not in VARIANTS or (VARIANTS[k].saves.save is None
                                     and VARIANTS[k].saves.flag_form is None)}


def flag_forms(g: GameState) -> Snapshot:
    """The variants in play whose state saves keep among the flags: those entries."""
    out: Snapshot = {}
    for v in ORDERED:
        if v.saves.flag_form is not None and v.on(g):
            out.update(v.saves.flag_form(g))
    return out


def optioned() -> list[Variant]:
    """The variants a setup option turns on, in order."""
    return [v for v in ORDERED if v.option]


def option_names() -> list[str]:
    """The setup options of the variants (the command lines' lists), in order."""
    return [v.option for v in optioned()]


def drink_pool(options: dict[str, Any]) -> list[str] | None:
    """The Drink cards a game with these options plays with, if a variant says."""
    for v in ORDERED:
        if v.drinks.pool is not None and options.get(v.option):
            return v.drinks.pool()
    return None


def hold_back_drinks(g: GameState) -> None:
    """The variants turned on take their part of the freshly shuffled Drink Deck."""
    for v in ORDERED:
        if v.drinks.hold_back is not None and g.options.get(v.option):
            v.drinks.hold_back(g)


def refill_from(g: GameState) -> Callable[[GameState], list[str]] | None:
    """Who builds a new Drink Deck, if a variant in play does (else the discards do)."""
    for v in DRINK_HOOKS:
        if v.drinks.refill is not None and v.on(g):
            return v.drinks.refill
    return None


def refill_ready(g: GameState) -> bool:
    """True if a variant in play holds Drinks for a new Drink Deck."""
    return any(v.drinks.refill_ready is not None and v.on(g) and v.drinks.refill_ready(g)
               for v in DRINK_HOOKS)


def player_keys() -> dict[str, Callable[[Any, str], Any]]:
    """Every variant's `players[]` keys in scenarios."""
    return {k: read for v in ORDERED for k, read in v.scenario.player_keys.items()}


def choose_reasons() -> tuple[str, ...]:
    """The choose reasons of the variants' questions."""
    return tuple(r for v in ORDERED
                 for r in (*v.scenario.choose_reasons,
                           *((v.id,) if v.stakes.stake is not None else ())))


def ai_choice(reason: str) -> ChoiceScores | None:
    """A variant's AI scores for the questions of this choose reason, if one has them."""
    for v in ORDERED:
        got = v.ai.choose.get(reason)
        if got is not None:
            return got
    return None


def ai_ignore_event(card_type: str) -> EventScore | None:
    """A variant's AI value of Ignoring one of its Events of this card type, if it has one."""
    for v in ORDERED:
        got = v.ai.ignore_event.get(card_type)
        if got is not None:
            return got
    return None


def rules_sections() -> list[tuple[str, str]]:
    """(title, text) of every variant with rules text, in order (the Rules screen)."""
    return [(v.texts.title or v.id, v.texts.rules) for v in ORDERED if v.texts.rules]


def card_ids(v: Any, what: str) -> list[str]:
    """A scenario block's list of card ids (ValueError naming `what` if it is not one)."""
    if v is None:
        return []
    if not isinstance(v, list):
        raise ValueError(f"{what} must be a list of card ids")
    db = cards()
    for x in v:
        if str(x) not in db.cards:
            raise ValueError(f"{what}: unknown card id {str(x)!r}")
    return [str(x) for x in v]


def minus(pool: list[str], used: list[str]) -> list[str]:
    """`pool` without the cards of `used` (as a multiset), in `pool`'s order."""
    left: dict[str, int] = {}
    for c in used:
        left[c] = left.get(c, 0) + 1
    out = []
    for c in pool:
        if left.get(c, 0) > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out


def state(g: GameState, vid: str) -> Any:
    """Variant `vid`'s own state in this game (None when it is not set up)."""
    return g.variants.get(vid)


def variant_cards(g: GameState) -> list[str]:
    """Every card the variants in play hold (the card invariant)."""
    out: list[str] = []
    for v in ORDERED:
        if v.cards.held is not None and v.on(g):
            out += v.cards.held(g)
    return out


def next_turn_end(g: GameState, stage: str) -> Variant | None:
    """The next variant with end-of-turn work in play after the turn's `stage` ("done":
    the first), or None when the turn may end."""
    start = 0
    if stage != "done":
        start = next((i + 1 for i, v in enumerate(TURN_END) if v.hooks.turn_stage == stage),
                     len(TURN_END))
    for v in TURN_END[start:]:
        if v.on(g):
            return v
    return None


def next_round_end(g: GameState, stage: str) -> Variant | None:
    """The next variant with end-of-round work in play after the turn's `stage` ("next":
    the first), or None when the next turn may start."""
    start = 0
    if stage != "next":
        start = next((i + 1 for i, v in enumerate(ROUND_END)
                      if v.hooks.round_stage == stage), len(ROUND_END))
    for v in ROUND_END[start:]:
        if v.on(g):
            return v
    return None


def rounds_counted(g: GameState) -> bool:
    """Does a variant in play have end-of-round work (so the game keeps its round start)?"""
    return any(v.on(g) for v in ROUND_END)


def drink_revealed(g: GameState, card: str, revealer: int) -> None:
    for v in DRINK_HOOKS:
        if v.drinks.revealed is not None and v.on(g):
            v.drinks.revealed(g, card, revealer)


def take_discard(g: GameState, card: str) -> bool:
    """True if a variant in play took this discarded Drink card."""
    for v in DRINK_HOOKS:
        if v.drinks.take_discard is not None and v.on(g) and v.drinks.take_discard(g, card):
            return True
    return False


def order_source(g: GameState) -> Callable[[GameState, int], str | None] | None:
    """Where an ordered Drink comes from, if a variant in play says (else the Drink Deck)."""
    for v in DRINK_HOOKS:
        if v.drinks.order_from is not None and v.on(g):
            return v.drinks.order_from
    return None


def drinks_window(g: GameState, drinks: list[int]) -> None:
    for v in DRINK_HOOKS:
        if v.drinks.window is not None and v.on(g):
            v.drinks.window(g, drinks)


def stakes(g: GameState, starter: int) -> tuple[str, tuple[str, ...]] | None:
    """(the variant's id, what to choose from) for the first variant in play with a stake
    to offer the starter of a Round of Gambling, or None."""
    for v in GAMBLING_HOOKS:
        if v.stakes.stake is not None and v.on(g):
            got = v.stakes.stake(g, starter)
            if got:
                return v.id, got
    return None


def stake_pending(g: GameState, extra: dict[str, Any]) -> bool:
    """A starting card's stake is still to choose (asked, or not asked yet)."""
    return any(v.stakes.stake is not None and v.on(g) and extra.get(v.id) is None
               for v in GAMBLING_HOOKS)


def stake_keys() -> list[str]:
    return [v.id for v in GAMBLING_HOOKS if v.stakes.stake is not None]


def round_started(g: GameState, extra: dict[str, Any]) -> None:
    """The Round starts: each variant's chosen stake goes into the pot."""
    for v in GAMBLING_HOOKS:
        choice = extra.get(v.id)
        if v.stakes.staked is not None and choice and v.on(g):
            v.stakes.staked(g, str(choice))


def pot_taken(g: GameState, winner: int | None) -> list[str]:
    """The pot is taken (None: it goes to the Inn): the variants' stakes go with it."""
    out: list[str] = []
    for v in GAMBLING_HOOKS:
        if v.stakes.pot_taken is not None:
            out += v.stakes.pot_taken(g, winner)
    return out


def held_stakes(g: GameState, p: int) -> list[str]:
    """The variants' stakes player p holds (those a shared pot's taker may give away)."""
    out: list[str] = []
    for v in GAMBLING_HOOKS:
        if v.stakes.held is not None:
            out += v.stakes.held(g, p)
    return out


def give_stake(g: GameState, frm: int, to: int, stake: str) -> bool:
    """Player `frm` hands a stake they hold to `to`; True if a variant moved it."""
    return any(v.stakes.give is not None and v.stakes.give(g, frm, to, stake)
               for v in GAMBLING_HOOKS)


def variant_drink_cards(g: GameState) -> list[str]:
    """Every Drink card the variants in play hold (the Pub Crawl's tavern piles)."""
    out: list[str] = []
    for v in ORDERED:
        if v.cards.drinks is not None and v.on(g):
            out += v.cards.drinks(g)
    return out


def event_types() -> frozenset[str]:
    """The card types the variants reveal as Events (a Tavern, a Sea Event)."""
    return frozenset(t for v in ORDERED for t in v.cards.event_types)
