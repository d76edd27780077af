"""The Bar Deck variant (003 "The Bar Deck Variant").

The classic Drink Deck and the Undercity one are shuffled together; 30 of them are the
Drink Deck and the rest, face down, the Bar Deck. When the Drink Deck runs out, each player
pays 1 Gold to the Inn as ever (engine/flow/drink_deck.py) and the next 30 are dealt from
the Bar Deck; "If the Bar Deck runs out during this process, shuffle all of the discarded
Drink Cards and use that as your new Bar Deck."

Its state is `GameState.variants["bar_deck"]`, a `BarDeck` (absent when off). Its save form
is the one of an earlier layout of save format 1, a top-level "bar_deck" list (empty when off),
so every save stays as it was; a save of either form loads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards
from engine.model import GameState
from engine.variant_registry import (
    DRINKS,
    DrinkHooks,
    HiddenPile,
    RulesText,
    SaveForm,
    ScenarioPart,
    Snapshot,
    SoakPlan,
    TurnHooks,
    Variant,
    VariantCards,
    ViewPart,
    card_ids,
    minus,
    register_variant,
)

VID = "bar_deck"  # the variant's id: its option, its key in the variants map and saves
DEAL = 30  # 003: the Drink Deck is 30 cards, and each refill deals the next 30


@dataclass
class BarDeck:
    """The Bar Deck: the Drinks held back, top first, face down."""

    reserve: list[str] = field(default_factory=list)


def bar_state(g: GameState) -> BarDeck | None:
    got: BarDeck | None = g.variants.get(VID)
    return got


def on(g: GameState) -> bool:
    return VID in g.variants


def pool() -> list[str]:
    """003: the classic Drink Deck and the Undercity one together."""
    db = cards()
    return db.drink_list("classic") + db.drink_list("undercity")


def hold_back(g: GameState) -> None:
    """003 set-up: the first 30 of the shuffled Drinks are the Drink Deck, the rest the
    Bar Deck."""
    g.variants[VID] = BarDeck(g.drink_deck[DEAL:])
    del g.drink_deck[DEAL:]


def refill(g: GameState) -> list[str]:
    """The next 30 from the Bar Deck; when it runs out, the discarded Drinks shuffled are
    the new Bar Deck (the seeded RNG)."""
    bar = g.variants[VID]
    new: list[str] = []
    while len(new) < DEAL:
        if not bar.reserve:
            bar.reserve = g.drink_discard
            g.drink_discard = []
            g.rng.shuffle(bar.reserve)
            if not bar.reserve:
                break
        new.append(bar.reserve.pop(0))
    return new


def refill_ready(g: GameState) -> bool:
    return bool(g.variants[VID].reserve)


def reserve(g: GameState) -> list[str]:
    """The Bar Deck's cards (Drinks: the card invariant counts them with the others)."""
    bar = bar_state(g)
    return list(bar.reserve) if bar is not None else []


def save(g: GameState) -> Snapshot:
    return {VID: reserve(g)}


def load(g: GameState, snap: Snapshot) -> None:
    """Both save forms have the top-level list; the option says whether it is in play."""
    if g.options.get(VID) and VID not in g.variants:
        g.variants[VID] = BarDeck(list(snap.get(VID) or []))


# --- scenarios (engine/scenario.py asks through engine/variant_registry.py) -----------------------

def scenario_setup(g: GameState, spec: Any, rng: Any) -> None:
    """The `bar_deck:` block (spec/scenarios.md): the Bar Deck's cards, top first. Without
    it the Bar Deck holds the Drinks the scenario placed nowhere else, shuffled by seed (or,
    when the scenario gave no Drink Deck, what the set-up held back)."""
    if spec is not None:
        g.variants[VID] = BarDeck(card_ids(spec, "bar_deck"))
        return
    if on(g):
        return
    placed = g.drink_discard + [c for p in g.players for c in p.drink_me] + g.drink_deck
    rest = minus(pool(), placed)
    rng.shuffle(rest)
    g.variants[VID] = BarDeck(rest)


SCENARIO_FINAL = {"bar_deck_size": lambda g: len(reserve(g))}


def _help() -> str:
    return ("bar_deck block (options: {bar_deck: true}): the Bar Deck's Drink ids, top first"
            " (default: the Drinks placed nowhere else, shuffled by seed); expectations:"
            " bar_deck_size")


# the Rules screen's section
RULES = "The Bar Deck variant adds more Drinks to the inn."


register_variant(Variant(
    VID, option=VID, on=on, order=5,
    hooks=TurnHooks(setup=hold_back),
    drinks=DrinkHooks(pool=pool, hold_back=hold_back, refill=refill, refill_ready=refill_ready),
    view=ViewPart("bar_deck_size", lambda g: len(reserve(g)), always=True),
    # face down: its cards are unknown Drinks (the Drink pool); its save form is top-level
    hidden=(HiddenPile(VID, DRINKS, top_level=True),),
    saves=SaveForm(save=save, load=load),
    cards=VariantCards(drinks=reserve),
    scenario=ScenarioPart(block=VID, setup=scenario_setup, final=SCENARIO_FINAL, help=_help),
    soak=SoakPlan("bar", with_others=True),
    texts=RulesText("Bar Deck", RULES),
))
