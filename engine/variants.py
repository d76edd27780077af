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

from engine.cards import cards
from engine.events import declare_event_kinds, forget_event_kinds
from engine.kits import refuse_duplicate, registrant
from engine.model import GameState

HIDDEN = "?"  # a card a seat cannot know, in a redacted snapshot (Game.redacted)
Snapshot = dict[str, Any]
Pools = dict[str, dict[str, int]]


@dataclass(frozen=True)
class Variant:
    """One variant's declarations. `option` turns it on (`setup["options"][option]`);
    `on(g)` says whether it is in play in a game (its state set up)."""

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
    # every seat's view: `view_key` -> public(g), only while the variant is on (or always,
    # with `view_always`: the Pub Crawl's "crawl" was in every view before, {} when off)
    view_key: str = ""
    public: Callable[[GameState], dict[str, Any]] | None = None
    view_always: bool = False
    # its face-down piles in a snapshot, as (the dict holding it, its key, its pool's
    # name): `Game.redacted` hides their order and cards (every "?" filled from the pool
    # by the search AI's determinisation, engine/ai/determinize.py)
    hidden: Callable[[Snapshot], list[tuple[dict[str, Any], str, str]]] | None = None
    # the top-level snapshot key saves from before issue 29 kept its state under (they
    # still load: the state moves into the variants map)
    legacy_key: str = ""
    # the kinds of event its module emits (engine/events.py)
    event_kinds: tuple[str, ...] = ()
    # the cards it holds (for the card invariant: none may appear or vanish); the Drink
    # cards it holds (counted with the other Drinks: they move between its piles and the
    # Drink Deck's); its card types revealed as Events (its event items are no Drinks)
    cards: Callable[[GameState], list[str]] | None = None
    drink_cards: Callable[[GameState], list[str]] | None = None
    event_types: tuple[str, ...] = ()
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


VARIANTS: dict[str, Variant] = {}
_BY: dict[str, str] = {}
#: the registered variants in `order`, and those with end-of-turn work (kept sorted on
#: each registration: the turn reads them at every step)
ORDERED: list[Variant] = []
TURN_END: list[Variant] = []
TURN_CHECKS: list[Callable[[GameState], bool]] = []
DRINK_HOOKS: list[Variant] = []  # those with a drink_revealed, take_discard or order_from
TURN_STAGES: set[str] = set()


def register_variant(v: Variant) -> Variant:
    """Add a variant; an id, option or turn stage another module has is refused."""
    by = registrant()
    if v.id in VARIANTS:
        refuse_duplicate("variant", v.id, _BY.get(v.id, "?"), by)
    for o in VARIANTS.values():
        if o.id != v.id and o.option == v.option:
            refuse_duplicate("variant option", v.option, _BY.get(o.id, "?"), by)
        if o.id != v.id and v.turn_stage and o.turn_stage == v.turn_stage:
            refuse_duplicate("turn stage", v.turn_stage, _BY.get(o.id, "?"), by)
    if v.turn_end is not None and not v.turn_stage:
        raise ValueError(f"variant {v.id!r}: a turn_end hook needs a turn_stage name")
    declare_event_kinds(v.event_kinds, f"variant {v.id!r}")
    VARIANTS[v.id] = v
    _BY[v.id] = by
    ORDERED[:] = sorted(VARIANTS.values(), key=lambda x: (x.order, x.id))
    _index()
    return v


def _index() -> None:
    TURN_END[:] = [x for x in ORDERED if x.turn_end is not None]
    TURN_CHECKS[:] = [x.turn_check for x in ORDERED if x.turn_check is not None]
    DRINK_HOOKS[:] = [x for x in ORDERED if x.drink_revealed or x.take_discard or x.order_from]
    TURN_STAGES.clear()
    TURN_STAGES.update(x.turn_stage for x in TURN_END)


def unregister_variant(vid: str) -> None:
    """Forget a variant (a test's made-up one)."""
    gone = VARIANTS.pop(vid, None)
    if gone is not None:
        forget_event_kinds(gone.event_kinds)
    _BY.pop(vid, None)
    ORDERED[:] = [x for x in ORDERED if x.id != vid]
    _index()


def setup_variants(g: GameState) -> None:
    """Set up every variant the game's options turn on, in order."""
    for v in ORDERED:
        if v.setup is not None and g.options.get(v.option):
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
    """Hide the variants' face-down piles: their cards go to pools, "?" stays."""
    for holder, key, pool in hidden_piles(snap):
        pile = holder[key]
        counts: dict[str, int] = {}
        for c in pile:
            counts[c] = counts.get(c, 0) + 1
        pools[pool] = counts
        holder[key] = [HIDDEN] * len(pile)


def load_legacy_state(g: GameState, snap: Snapshot) -> None:
    """An older save kept a variant's state under its own top-level key ("sea")."""
    for v in ORDERED:
        old = snap.get(v.legacy_key) if v.legacy_key else None
        if old and v.id not in g.variants:
            g.variants[v.id] = old


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
