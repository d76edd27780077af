"""The Sea Event deck variant (001 "Components", "Getting Started"; RDI 4).

001 only says: shuffle the optional 20-card Sea Event Deck, place it near the Drink Deck and
put two of the 7 Sea Event Progress Counters on top of it; the rest is in "New Rules for
RDI 4", which the project does not have. 003 settles three points: a Sea Event is revealed
at the end of a (shared) turn and in team games every team chooses a Champion for it ("Gambling,
Events and Team Champions"), and a card that Ignores an Event may Ignore it ("Negate and Ignore
Effects"). The rest of this module is the project's own reading (the in-app Rules screen
and the README say so):

- At the end of every turn (after the end-of-turn effects of the player or team whose turn
  it was, e.g. Dale's Gather; Otto's turns count too, as every turn does), one counter is
  removed. When the last one goes, the top Sea Event is revealed by that turn's player and
  resolved as an Event: a response window for everyone in turn order (cards that Ignore an
  Event Ignore it; nothing can Negate it, it is not a card played), in team games every
  team choosing its Champion, the revealing team too (003 "Gambling, Events and Team
  Champions" settles this, and that a Sea Event is revealed at the end of a turn), players
  Ignoring all effects Ignore it too, Otto's every
  track is hit. Then it goes to the Sea Event discard pile and the counters it shows
  (1-3, never more than the 7 in the box) are placed on the deck.
- An empty deck is refilled by shuffling the discard pile (the game's seeded RNG).

Its state is `GameState.variants["sea_events"]` (absent when off, so other games' saves
are unchanged; a save of an earlier layout of format 1 kept it under a top-level "sea", which
still loads): `deck` (top first, face down), `discard` (face up), `counters` and `revealed` (the
Sea Event being resolved, or None).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ai.cardinfo import EVENT_DELTAS
from engine.ai.heuristic import NEG_INF
from engine.cards import cards, ids_of_type
from engine.events import emit
from engine.frames import Frame, register_frame
from engine.model import GameState
from engine.prompts import Prompt
from engine.variant_registry import (
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

SEA_TYPE = "sea_event"
START_COUNTERS = 2  # 001 Getting Started: two counters on top of the deck
MAX_COUNTERS = 7  # 001 Components: 7 Sea Event Progress Counters


VID = "sea_events"  # the variant's id: its option and its key in the variants map


def sea_state(g: GameState) -> dict[str, Any]:
    """The variant's state ({} when it is off)."""
    got: dict[str, Any] = g.variants.get(VID) or {}
    return got


def on(g: GameState) -> bool:
    return bool(g.variants.get(VID))


def all_sea_events() -> list[str]:
    """The Sea Event deck's cards (one of each), in the database's order."""
    return ids_of_type(SEA_TYPE)


def counters_of(card: str) -> int:
    """The Progress Counters a Sea Event shows (placed after it resolves)."""
    return min(MAX_COUNTERS, int(cards().get(card).data.get("counters", 1)))


def setup(g: GameState) -> None:
    """001 Getting Started: the deck shuffled (seeded), two counters on top."""
    deck = all_sea_events()
    g.rng.shuffle(deck)
    g.variants[VID] = {"deck": deck, "discard": [], "counters": START_COUNTERS,
                       "revealed": None}


def end_of_turn(g: GameState, player: int) -> None:
    """The turn of `player` is over: the Sea takes its step (a frame, so the Event's
    window and choices are asked like any other)."""
    if on(g):
        g.stack.append(SeaEvent(player))


def draw_sea_event(g: GameState) -> str | None:
    """The top Sea Event; an empty deck is first refilled from the discard pile."""
    sea = sea_state(g)
    if not sea["deck"] and sea["discard"]:
        sea["deck"], sea["discard"] = sea["discard"], []
        g.rng.shuffle(sea["deck"])
        emit(g, "sea_reshuffled", deck_size=len(sea["deck"]))
    return str(sea["deck"].pop(0)) if sea["deck"] else None


@dataclass
class SeaEvent(Frame):
    """One end-of-turn step of the Sea: a counter comes off; at the last one the top Sea
    Event is revealed and resolved as an Event, then discarded and its counters placed."""

    revealer: int
    stage: int = 0
    uid: int = 0
    card: str = ""

    def step(self, g: GameState) -> Prompt | None:
        if self.stage == 0:
            self._tick(g)
        elif self.stage == 1:
            self._resolve(g)
        else:
            self._finish(g)
        return None

    def _tick(self, g: GameState) -> None:
        sea = sea_state(g)
        if g.over or not on(g):
            g.stack.pop()
            return
        sea["counters"] = max(0, int(sea["counters"]) - 1)
        emit(g, "sea_counter_removed", player=self.revealer, counters=sea["counters"])
        card = draw_sea_event(g) if sea["counters"] == 0 else None
        if card is None:
            if sea["counters"] == 0:  # no card at all (an emptied scenario deck): wait again
                sea["counters"] = 1
            g.stack.pop()
            return
        self._reveal(g, card)

    def _reveal(self, g: GameState, card: str) -> None:
        """As a Tavern Event: an event item, its window, Champions (table_events)."""
        from engine.flow.table_events import open_event

        self.card = card
        g.variants[VID]["revealed"] = card
        self.stage = 1
        emit(g, "sea_event", card=card, player=self.revealer)
        self.uid = open_event(g, card, self.revealer, "sea")

    def _resolve(self, g: GameState) -> None:
        from engine.flow.table_events import settle_event

        self.stage = 2
        settle_event(g, self.uid, "sea")

    def _finish(self, g: GameState) -> None:
        sea = sea_state(g)
        g.items.pop(str(self.uid), None)
        sea["discard"].append(self.card)
        sea["revealed"] = None
        sea["counters"] = min(MAX_COUNTERS, int(sea["counters"]) + counters_of(self.card))
        emit(g, "sea_counters_placed", card=self.card, counters=sea["counters"])
        g.stack.pop()


register_frame("sea_event", SeaEvent)


def sea_cards(g: GameState) -> list[str]:
    """Every Sea Event card the variant holds (for the card invariant)."""
    if not on(g):
        return []
    sea = sea_state(g)
    return list(sea["deck"]) + list(sea["discard"]) + (
        [sea["revealed"]] if sea.get("revealed") else [])


def public(g: GameState) -> dict[str, Any]:
    """What everyone sees: the counters, the deck's size (face down), the discard pile and
    the Sea Event being resolved."""
    sea = sea_state(g)
    if not sea:
        return {}
    return {"counters": int(sea["counters"]), "deck_size": len(sea["deck"]),
            "discard": list(sea["discard"]), "revealed": sea.get("revealed")}


# --- scenarios (engine/scenario.py asks through engine/variant_registry.py) -----------------------

def scenario_setup(g: GameState, spec: Any, rng: Any) -> None:
    """The `sea:` block: `deck` (top first), `discard`, `counters`. A deck not given holds
    the Sea Events the discard pile does not, shuffled by seed; counters default to 2."""
    spec = spec or {}
    if not isinstance(spec, dict) or set(spec) - {"deck", "discard", "counters"}:
        raise ValueError("sea: keys are deck, discard, counters")
    known = set(all_sea_events())
    discard = card_ids(spec.get("discard"), "sea.discard")
    for c in discard + card_ids(spec.get("deck"), "sea.deck"):
        if c not in known:
            raise ValueError(f"sea: {c!r} is not a Sea Event")
    if "deck" in spec:
        deck = card_ids(spec.get("deck"), "sea.deck")
    else:
        deck = minus(all_sea_events(), discard)
        rng.shuffle(deck)
    counters = spec.get("counters", START_COUNTERS)
    if not isinstance(counters, int) or not 0 <= counters <= MAX_COUNTERS:
        raise ValueError(f"sea.counters: 0 to {MAX_COUNTERS}")
    g.variants[VID] = {"deck": deck, "discard": discard, "counters": counters,
                       "revealed": None}


def _discard(g: GameState) -> list[str]:
    return list(sea_state(g).get("discard", []))


SCENARIO_FINAL = {
    "sea_counters": lambda g: sea_state(g).get("counters"),
    "sea_discard": _discard,
    "sea_discard_contains": _discard,
    "sea_deck_size": lambda g: len(sea_state(g)["deck"]) if on(g) else None,
}
SCENARIO_HELP = lambda: (  # noqa: E731
    "sea block (options: {sea_events: true}): deck (Sea Event ids, top first; default:"
    " those not in the discard, shuffled by seed), discard, counters (0-7, default 2);"
    " expectations: sea_counters, sea_discard_contains, sea_discard, sea_deck_size")


# the Rules screen's section (its readings: the module's docstring)
RULES = (
    "With the Sea Events switch on (RDI 4's optional deck), the 20-card Sea Event Deck sits in "
    "the side panel above the log, with two of its 7 Progress Counters on it at the start "
    "(the blue discs). RDI 9's rules settle three things: a Sea Event is revealed at the "
    "end of a turn, a card that Ignores an Event may Ignore it, and in team games every team "
    "chooses its Champion for it, the revealing team too, and only the Champions take it. The "
    "rules document that tells the rest ('New Rules for RDI 4') is not in this project, so the "
    "counters' timing is the project's own reading: at the end of every turn (after that "
    "turn's end-of-turn effects, such as Dale's Gather; Otto's turns count, and a team's turn "
    "counts once) one counter comes off. When the last one comes off, the player whose turn "
    "ended reveals the top Sea Event and it is resolved as an Event: everyone may respond in "
    "turn order (nothing can Negate it: it is not a card played), and it hits each of Otto's "
    "tracks. Then it goes to the Sea Event discard pile and the counters it shows (1 to 3) go "
    "on the deck. An empty deck is made again by shuffling the discard pile. Every Sea Event "
    "card, with its effect and its counters, is the project's own."
)


# --- the Normal AI's value of Ignoring a Sea Event (engine/ai/heuristic.py asks) ----------

def _names_me(t: Table, who: str) -> bool:
    """Would an Event's op with this `who` hit me (its revealer is not me: "each")?"""
    if who in ("each", "each_other"):
        return True
    if not who.startswith(("most_", "least_")):
        return False
    stat = who.split("_", 1)[1]
    rows = [p for p in t.view["players"] if p.get("out") is None and not p.get("automaton")]
    vals = [int(p[stat]) for p in rows]
    if not vals:
        return False
    best = max(vals) if who.startswith("most_") else min(vals)
    return int(t.view["players"][t.me][stat]) == best


def _costs(t: Table, card: str) -> tuple[int, int]:
    """(margin lost, Gold lost) by me if a Sea Event resolves (its gains count negative)."""
    c = cards().get(card)
    harm = gold = 0
    for op in c.modes[0].effects if c.modes else ():
        if not _names_me(t, str(op.get("who", "each"))):
            continue
        m, gd = EVENT_DELTAS.get(op["op"], (0, 0))
        n = int(op.get("amount", 1))
        harm -= m * n
        gold -= gd * n
    return harm, gold


def ignore_value(policy: HeuristicSeat, t: Table, card: str) -> float:
    """Ignore a Sea Event for what its effects would cost me: margin (Fortitude less
    Alcohol) and Gold; never one that only helps."""
    harm, gold = _costs(t, card)
    if harm <= 0 and gold <= 0:
        return NEG_INF
    aw = policy.style.aware
    return t.self_cost(harm, aw) + t.gold_cost(gold, aw)


register_variant(Variant(
    VID, option=VID, on=on, order=20,
    event_kinds=("sea_counter_removed", "sea_counters_placed", "sea_reshuffled"),
    # 001 Getting Started: shuffled, two Progress Counters on top
    hooks=TurnHooks(setup=setup, turn_end=end_of_turn, turn_stage="sea"),
    view=ViewPart("sea", public),
    hidden=(HiddenPile("deck", "sea"),),  # face down: its order is unknown (its cards are public)
    saves=SaveForm(legacy_key="sea"),
    cards=VariantCards(held=sea_cards, event_types=(SEA_TYPE,), types=(SEA_TYPE,)),
    scenario=ScenarioPart(block="sea", setup=scenario_setup, final=SCENARIO_FINAL,
                          compare={"sea_discard": "multiset",
                                   "sea_discard_contains": "contains"},
                          help=SCENARIO_HELP),
    soak=SoakPlan("sea", with_others=True),  # a player may add it to the rest
    ai=VariantAI(ignore_event={SEA_TYPE: ignore_value}),
    texts=RulesText("Sea Events", RULES),
))
