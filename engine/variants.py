"""Variants as modules, as a character is a kit (issue 29).

A variant (Sea Events, and in time the Pub Crawl, the Bar Deck, the Prize and Otto's
mode) is one module that calls `register_variant(Variant(...))` when it loads: its set-up,
its turn-point hooks, what every seat sees of it, how it is hidden from a seat (the
search AI's determinisation reads `pools`), its scenario block and expectations, and the
cards it holds for the card invariant. The core (game, turn, scenario, invariants) asks
this registry and names no variant.
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


@dataclass(frozen=True)
class Variant:
    """One variant's declarations. `option` turns it on (`setup["options"][option]`);
    `on(g)` says whether it is in play in a game (its state set up). A variant with no
    option ("") is in play by other means (Otto's mode: his kit's automaton seat): no setup
    option names it and the soak's grid has no place for it."""

    id: str
    option: str
    on: Callable[[GameState], bool]
    # new_game, after the players' decks and the Drink Deck are dealt (lower `order` first)
    setup: Callable[[GameState], None] | None = None
    order: int = 50
    # after the end-of-turn effects of the player (or team) whose turn it was, before the
    # turn is over (may push frames); `turn_stage` names the turn's stage while that work
    # runs (it is saved with the Turn frame)
    turn_end: Callable[[GameState, int], None] | None = None
    turn_stage: str = ""
    # whenever the turn is back on top of the stack, before anything else: work the
    # variant owes now (the Pub Crawl's Crawls); True if it pushed some (the turn waits)
    turn_check: Callable[[GameState], bool] | None = None
    # the Drinks (while it is on): a Drink revealed (card, revealer); a Drink card
    # discarded, True if the variant took it (the Pub Crawl: its tavern's pile); where an
    # ordered Drink comes from (the Pub Crawl: the current tavern's deck)
    drink_revealed: Callable[[GameState, str, int], None] | None = None
    take_discard: Callable[[GameState, str], bool] | None = None
    order_from: Callable[[GameState, int], str | None] | None = None
    # the Drink Deck (while it is on): the Drink cards the game plays with instead of the
    # chosen Drink Deck; `hold_back` takes its part of the freshly shuffled Drink Deck
    # before the opening Drinks are dealt (the Bar Deck's reserve); when the Drink Deck runs
    # out, `refill` gives the new one (else the discards are shuffled) and `refill_ready`
    # says whether it has cards for one (the Drink Deck is refilled at once when it does)
    drink_pool: Callable[[], list[str]] | None = None
    hold_back: Callable[[GameState], None] | None = None
    refill: Callable[[GameState], list[str]] | None = None
    refill_ready: Callable[[GameState], bool] | None = None
    # a Round of Gambling (while it is on): `stake(g, starter)` gives what the starter of a
    # Round is asked to add to the pot before it starts (the Prize: one from the Inn; the
    # choice is kept in the starting card's `extra[id]`, the question's reason is the id),
    # `staked(g, choice)` adds it as the Round starts and `pot_taken(g, winner)` hands what
    # it added to the pot's taker (None: nobody) and says what that was; `pot_taken` is
    # called in every game, the variant on or off (the Prize's makes a winner's pile of held
    # Prizes, empty when off, as saves always had it)
    stake: Callable[[GameState, int], tuple[str, ...]] | None = None
    staked: Callable[[GameState, str], None] | None = None
    pot_taken: Callable[[GameState, int | None], list[str]] | None = None
    # a pot shared after it was taken (Whitehawk's "What a coincidence...", whose taker
    # decides who keeps the stakes that came with it): `held_stakes(g, p)` gives the stakes
    # of this variant player p holds (the Prize: their held Prizes) and `give_stake(g, frm,
    # to, stake)` hands one of them over, True if it did (both called on or off)
    held_stakes: Callable[[GameState, int], list[str]] | None = None
    give_stake: Callable[[GameState, int, int, str], bool] | None = None
    # Drinks about to be drunk, once their window is open (the Prize's forced Straw)
    drinks_window: Callable[[GameState, list[int]], None] | None = None
    # every seat's view: `view_key` -> public(g), only while the variant is on (or always,
    # with `view_always`: the Pub Crawl's "crawl" was in every view before, {} when off)
    view_key: str = ""
    public: Callable[[GameState], Any] | None = None
    view_always: bool = False
    # its face-down piles in a snapshot, as (the dict holding it, its key, its pool's
    # name): `Game.redacted` hides their order and cards (every "?" filled from the pool
    # by the search AI's determinisation, engine/ai/determinize.py)
    hidden: Callable[[Snapshot], list[tuple[dict[str, Any], str, str]]] | None = None
    # the top-level snapshot key saves from before issue 29 kept its state under (they
    # still load: the state moves into the variants map)
    legacy_key: str = ""
    # its own save form, for a variant whose state is typed (not plain JSON): `save(g)`
    # gives its entries at the top level of every snapshot, on or off, and `load(g, snap)`
    # reads them back into the variants map. The Bar Deck and the Prize keep the keys saves
    # had before issue 29 (so every save, and the seeded fingerprint, stay byte-identical).
    save: Callable[[GameState], dict[str, Any]] | None = None
    load: Callable[[GameState, Snapshot], None] | None = None
    # its state as entries of the snapshot's "flags", for a state saves kept there before
    # issue 29 (Otto's answered Drinks, so his games' saves and the seeded fingerprint stay
    # byte-identical); its `load` reads them back out of `g.flags`
    flag_form: Callable[[GameState], dict[str, Any]] | None = None
    # the kinds of event its module emits (engine/events.py)
    event_kinds: tuple[str, ...] = ()
    # the cards it holds (for the card invariant: none may appear or vanish); the Drink
    # cards it holds (counted with the other Drinks: they move between its piles and the
    # Drink Deck's); its card types revealed as Events (its event items are no Drinks)
    cards: Callable[[GameState], list[str]] | None = None
    drink_cards: Callable[[GameState], list[str]] | None = None
    event_types: tuple[str, ...] = ()
    # its own card types (the card files' `type`; registered with the card loader, which
    # refuses one the core or another variant has)
    card_types: tuple[str, ...] = ()
    # scenarios: its top-level block, built after the players from (game, block, the
    # scenario's seeded RNG), raising ValueError with the message to show; its
    # expectations (key -> the game's final value), compared as `scenario_compare` says
    # ("multiset": the same cards in any order, "contains": at least these cards; default:
    # equal); its line of `python -m engine.scenario keys`
    scenario_block: str = ""
    scenario_setup: Callable[[GameState, Any, Any], None] | None = None
    scenario_final: dict[str, Callable[[GameState], Any]] = field(default_factory=dict)
    scenario_compare: dict[str, str] = field(default_factory=dict)
    scenario_help: Callable[[], str] | None = None
    # the keys it adds to a scenario's `players[]` entries, each read into the player's
    # state by (value, what) (ValueError with the message), and expected back as they are at
    # the end (the Prize's held `prizes`); the choose reasons its questions use (a stake's is
    # the variant's id)
    player_keys: dict[str, Callable[[Any, str], Any]] = field(default_factory=dict)
    choose_reasons: tuple[str, ...] = ()
    # the soak (engine/soak.py): its name in the grid, where it is played alone; with
    # `soak_all` it is also played in the grid's "all", together with the others that are
    soak: str = ""
    soak_all: bool = False
    # the Normal AI's scores for its questions, by choose reason: (policy, table, prompt)
    # -> a score per option (engine/ai/heuristic.py asks, as it asks a kit's ai_choose)
    ai_choose: dict[str, Callable[[Any, Any, Any], list[float]]] = field(default_factory=dict)


VARIANTS: dict[str, Variant] = {}
_BY: dict[str, str] = {}
#: the registered variants in `order`, and those with end-of-turn work (kept sorted on
#: each registration: the turn reads them at every step)
ORDERED: list[Variant] = []
TURN_END: list[Variant] = []
TURN_CHECKS: list[Callable[[GameState], bool]] = []
DRINK_HOOKS: list[Variant] = []  # those with a drink_revealed, take_discard or order_from
TURN_STAGES: set[str] = set()
GAMBLING_HOOKS: list[Variant] = []  # those with a stake, staked, pot_taken or stake hooks


def register_variant(v: Variant) -> Variant:
    """Add a variant; an id, option or turn stage another module has is refused."""
    by = registrant()
    if v.id in VARIANTS:
        refuse_duplicate("variant", v.id, _BY.get(v.id, "?"), by)
    for o in VARIANTS.values():
        if o.id != v.id and v.option and o.option == v.option:
            refuse_duplicate("variant option", v.option, _BY.get(o.id, "?"), by)
        if o.id != v.id and v.turn_stage and o.turn_stage == v.turn_stage:
            refuse_duplicate("turn stage", v.turn_stage, _BY.get(o.id, "?"), by)
    if v.turn_end is not None and not v.turn_stage:
        raise ValueError(f"variant {v.id!r}: a turn_end hook needs a turn_stage name")
    register_card_types(v.card_types, by)
    declare_event_kinds(v.event_kinds, f"variant {v.id!r}")
    VARIANTS[v.id] = v
    _BY[v.id] = by
    ORDERED[:] = sorted(VARIANTS.values(), key=lambda x: (x.order, x.id))
    _index()
    return v


def _index() -> None:
    TURN_END[:] = [x for x in ORDERED if x.turn_end is not None]
    TURN_CHECKS[:] = [x.turn_check for x in ORDERED if x.turn_check is not None]
    DRINK_HOOKS[:] = [x for x in ORDERED if x.drink_revealed or x.take_discard or x.order_from
                      or x.refill or x.refill_ready or x.drinks_window]
    GAMBLING_HOOKS[:] = [x for x in ORDERED if x.stake or x.staked or x.pot_taken
                         or x.held_stakes or x.give_stake]
    TURN_STAGES.clear()
    TURN_STAGES.update(x.turn_stage for x in TURN_END)


def unregister_variant(vid: str) -> None:
    """Forget a variant (a test's made-up one)."""
    gone = VARIANTS.pop(vid, None)
    if gone is not None:
        forget_event_kinds(gone.event_kinds)
        forget_card_types(gone.card_types)
    _BY.pop(vid, None)
    ORDERED[:] = [x for x in ORDERED if x.id != vid]
    _index()


def setup_variants(g: GameState) -> None:
    """Set up every variant the game's options turn on, in order."""
    for v in ORDERED:
        if v.setup is not None and v.option and g.options.get(v.option):
            v.setup(g)


def public_views(g: GameState) -> dict[str, Any]:
    """The variants' parts of every seat's view (only those in play)."""
    return {v.view_key: v.public(g) for v in ORDERED
            if v.public is not None and v.view_key and (v.view_always or v.on(g))}


def hidden_piles(snap: Snapshot) -> list[tuple[dict[str, Any], str, str]]:
    """Every variant's face-down piles in `snap` (see `Variant.hidden`)."""
    out: list[tuple[dict[str, Any], str, str]] = []
    for v in ORDERED:
        if v.hidden is not None:
            out += v.hidden(snap)
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
    """Read the variants' own save forms, and the state an older save kept under a
    variant's own top-level key ("sea", "crawl")."""
    for v in ORDERED:
        if v.load is not None:
            v.load(g, snap)
        old = snap.get(v.legacy_key) if v.legacy_key else None
        if old and v.id not in g.variants:
            g.variants[v.id] = old


def save_forms(g: GameState) -> Snapshot:
    """The variants' own entries at the top level of a snapshot (see `Variant.save`)."""
    out: Snapshot = {}
    for v in ORDERED:
        if v.save is not None:
            out.update(v.save(g))
    return out


def saved_map(g: GameState) -> Snapshot:
    """The variants map as saved: the plain states (the typed ones have their own form)."""
    return {k: dup(s) for k, s in g.variants.items()
            if k not in VARIANTS or (VARIANTS[k].save is None and VARIANTS[k].flag_form is None)}


def flag_forms(g: GameState) -> Snapshot:
    """The variants in play whose state saves keep among the flags: those entries."""
    out: Snapshot = {}
    for v in ORDERED:
        if v.flag_form is not None and v.on(g):
            out.update(v.flag_form(g))
    return out


def optioned() -> list[Variant]:
    """The variants a setup option turns on, in order."""
    return [v for v in ORDERED if v.option]


def drink_pool(options: dict[str, Any]) -> list[str] | None:
    """The Drink cards a game with these options plays with, if a variant says."""
    for v in ORDERED:
        if v.drink_pool is not None and options.get(v.option):
            return v.drink_pool()
    return None


def hold_back_drinks(g: GameState) -> None:
    """The variants turned on take their part of the freshly shuffled Drink Deck."""
    for v in ORDERED:
        if v.hold_back is not None and g.options.get(v.option):
            v.hold_back(g)


def refill_from(g: GameState) -> Callable[[GameState], list[str]] | None:
    """Who builds a new Drink Deck, if a variant in play does (else the discards do)."""
    for v in DRINK_HOOKS:
        if v.refill is not None and v.on(g):
            return v.refill
    return None


def refill_ready(g: GameState) -> bool:
    """True if a variant in play holds Drinks for a new Drink Deck."""
    return any(v.refill_ready is not None and v.on(g) and v.refill_ready(g)
               for v in DRINK_HOOKS)


def player_keys() -> dict[str, Callable[[Any, str], Any]]:
    """Every variant's `players[]` keys in scenarios."""
    return {k: read for v in ORDERED for k, read in v.player_keys.items()}


def choose_reasons() -> tuple[str, ...]:
    """The choose reasons of the variants' questions."""
    return tuple(r for v in ORDERED
                 for r in (*v.choose_reasons, *((v.id,) if v.stake is not None else ())))


def ai_choice(reason: str) -> Callable[[Any, Any, Any], list[float]] | None:
    """A variant's AI scores for the questions of this choose reason, if one has them."""
    for v in ORDERED:
        got = v.ai_choose.get(reason)
        if got is not None:
            return got
    return None


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
        if v.cards is not None and v.on(g):
            out += v.cards(g)
    return out


def next_turn_end(g: GameState, stage: str) -> Variant | None:
    """The next variant with end-of-turn work in play after the turn's `stage` ("done":
    the first), or None when the turn may end."""
    start = 0
    if stage != "done":
        start = next((i + 1 for i, v in enumerate(TURN_END) if v.turn_stage == stage),
                     len(TURN_END))
    for v in TURN_END[start:]:
        if v.on(g):
            return v
    return None


def drink_revealed(g: GameState, card: str, revealer: int) -> None:
    for v in DRINK_HOOKS:
        if v.drink_revealed is not None and v.on(g):
            v.drink_revealed(g, card, revealer)


def take_discard(g: GameState, card: str) -> bool:
    """True if a variant in play took this discarded Drink card."""
    for v in DRINK_HOOKS:
        if v.take_discard is not None and v.on(g) and v.take_discard(g, card):
            return True
    return False


def order_source(g: GameState) -> Callable[[GameState, int], str | None] | None:
    """Where an ordered Drink comes from, if a variant in play says (else the Drink Deck)."""
    for v in DRINK_HOOKS:
        if v.order_from is not None and v.on(g):
            return v.order_from
    return None


def drinks_window(g: GameState, drinks: list[int]) -> None:
    for v in DRINK_HOOKS:
        if v.drinks_window is not None and v.on(g):
            v.drinks_window(g, drinks)


def stakes(g: GameState, starter: int) -> tuple[str, tuple[str, ...]] | None:
    """(the variant's id, what to choose from) for the first variant in play with a stake
    to offer the starter of a Round of Gambling, or None."""
    for v in GAMBLING_HOOKS:
        if v.stake is not None and v.on(g):
            got = v.stake(g, starter)
            if got:
                return v.id, got
    return None


def stake_pending(g: GameState, extra: dict[str, Any]) -> bool:
    """A starting card's stake is still to choose (asked, or not asked yet)."""
    return any(v.stake is not None and v.on(g) and extra.get(v.id) is None
               for v in GAMBLING_HOOKS)


def stake_keys() -> list[str]:
    return [v.id for v in GAMBLING_HOOKS if v.stake is not None]


def round_started(g: GameState, extra: dict[str, Any]) -> None:
    """The Round starts: each variant's chosen stake goes into the pot."""
    for v in GAMBLING_HOOKS:
        choice = extra.get(v.id)
        if v.staked is not None and choice and v.on(g):
            v.staked(g, str(choice))


def pot_taken(g: GameState, winner: int | None) -> list[str]:
    """The pot is taken (None: it goes to the Inn): the variants' stakes go with it."""
    out: list[str] = []
    for v in GAMBLING_HOOKS:
        if v.pot_taken is not None:
            out += v.pot_taken(g, winner)
    return out


def held_stakes(g: GameState, p: int) -> list[str]:
    """The variants' stakes player p holds (those a shared pot's taker may give away)."""
    out: list[str] = []
    for v in GAMBLING_HOOKS:
        if v.held_stakes is not None:
            out += v.held_stakes(g, p)
    return out


def give_stake(g: GameState, frm: int, to: int, stake: str) -> bool:
    """Player `frm` hands a stake they hold to `to`; True if a variant moved it."""
    return any(v.give_stake is not None and v.give_stake(g, frm, to, stake)
               for v in GAMBLING_HOOKS)


def variant_drink_cards(g: GameState) -> list[str]:
    """Every Drink card the variants in play hold (the Pub Crawl's tavern piles)."""
    out: list[str] = []
    for v in ORDERED:
        if v.drink_cards is not None and v.on(g):
            out += v.drink_cards(g)
    return out


def event_types() -> frozenset[str]:
    """The card types the variants reveal as Events (a Tavern, a Sea Event)."""
    return frozenset(t for v in ORDERED for t in v.event_types)
