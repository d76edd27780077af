"""Plain-data game state.

Everything a game is lives here as dataclasses of lists, dicts, strings and ints,
so a state can be cloned cheaply, serialised to JSON and resumed at any decision.
Cards are referred to by id; a card "instance" is its position in a pile.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, is_dataclass
from operator import attrgetter
from typing import Any

STAT_MIN = 0
STAT_MAX = 20
HAND_SIZE = 7


@dataclass
class Player:
    name: str
    character: str
    fortitude: int = 20
    alcohol: int = 0
    gold: int = 10
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    drink_me: list[str] = field(default_factory=list)
    out: str | None = None  # None, "passed_out" or "no_gold"
    traits: list[str] = field(default_factory=list)
    team: str | None = None  # team variants: the team this player belongs to
    boss: bool = False
    automaton: bool = False  # Otto: never wins or loses, has no hand, Gold or Drink Me! pile
    state: dict[str, Any] = field(default_factory=dict)

    @property
    def alive(self) -> bool:
        return self.out is None


@dataclass
class Drink:
    """One Drink being resolved: the revealed card plus its Chasers.

    `fixed` holds combined numbers once a split has frozen them (003 "Splitting
    Drinks": combine like numeric effects, then halve rounding up); before that
    the effects are computed from the cards for the drinker, so race traits apply.
    """

    uid: int
    cards: list[str]
    drinker: int
    revealer: int
    mods: dict[str, int] = field(default_factory=dict)
    fixed: dict[str, int] | None = None
    ignored: bool = False
    negated: bool = False
    from_event: bool = False
    split_from: int | None = None
    copy: bool = False  # a Round on the House copy: owns no physical card
    contest_value: int | None = None
    null: bool = False  # a Drink Event revealed in a Drinking Contest: 0 AC, no effect
    # kits' marks on the Drink (a Mix-in applied, who its Gold effect is paid to); both
    # halves of a split Drink keep them
    tags: dict[str, Any] = field(default_factory=dict)


@dataclass
class Item:
    """A card on the stack: played, awaiting responses, then resolved."""

    uid: int
    card: str
    owner: int
    mode: int = 0
    kind: str = "card"  # card | event
    target: int | None = None
    about: int | None = None  # uid of the item this one responds to
    drink: int | None = None  # uid of the drink this one affects
    negated: bool = False
    ignored_by: list[int] = field(default_factory=list)
    exempt: list[int] = field(default_factory=list)
    reduce: dict[str, int] = field(default_factory=dict)  # player index (str) -> reduction
    losses: dict[str, int] = field(default_factory=dict)  # player index (str) -> fortitude lost
    physical: bool = True  # False for effects with no card (e.g. a revealed event copy)
    extra: dict[str, Any] = field(default_factory=dict)  # harvest/spend/scheme paid, choices


@dataclass
class Gambling:
    starter: int
    in_round: list[int]
    controller: int | None = None
    started: bool = False
    winning_hand: bool = False
    pointer: int = 0
    passes: int = 0
    ended: bool = False
    no_ante: bool = False


@dataclass
class PotTaken:
    """A Round's pot just taken by `player`, while cards may answer its taking (001 Timing
    Example 3: collecting the pot comes after winning): `amount` Gold, and the `stakes` the
    variants added to the pot that went with it (the Prize's), by their card ids; `shared`
    once a card took part of it ("What a coincidence...": only once)."""

    player: int
    amount: int
    stakes: list[str] = field(default_factory=list)
    shared: bool = False


@dataclass
class Contest:
    """A Drinking Contest in progress (003 "Drinking Contest")."""

    contenders: list[int]
    revealer: int
    winner: int | None = None
    done: bool = False
    # each revealer's score in the round being drunk (by player index as a string), from
    # when its Drinks are scored until the round is settled (engine/flow/events_deck.py);
    # saved only while it is not empty (an earlier layout of save format 1 kept it as the
    # "contest_scores" flag)
    scores: dict[str, int] = field(default_factory=dict)


@dataclass
class GameState:
    players: list[Player]
    drink_deck: list[str] = field(default_factory=list)
    drink_discard: list[str] = field(default_factory=list)
    inn: int = 200
    pot: int = 0
    active: int = 0
    phase: str = "begin"
    turn_number: int = 1
    turns_taken: int = 0
    # the seat whose turn starts every round: the game's first player (engine/flow/turn.py
    # round_over); saved only while a variant with end-of-round work is in play
    round_start: int = 0
    stack: list[Any] = field(default_factory=list)
    items: dict[str, Item] = field(default_factory=dict)
    drinks: dict[str, Drink] = field(default_factory=dict)
    gambling: Gambling | None = None
    contest: Contest | None = None
    next_uid: int = 1
    over: bool = False
    winners: list[int] = field(default_factory=list)
    extra_orders: int = 0
    mode: str = "standard"
    options: dict[str, Any] = field(default_factory=dict)
    rng: random.Random = field(default_factory=random.Random)
    # An appended log of events and the decisions taken (option indexes).
    events: list[Any] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    # no rule keeps state here (each piece has a typed home: tests/engine/
    # test_variants_core.py holds it); it holds what a save of an earlier layout of format
    # 1 had here that loading did not move (engine/game.py FORMAT_VERSION), and is saved as
    # it was (with the variants' flag forms: Otto's answered Drinks)
    flags: dict[str, Any] = field(default_factory=dict)
    # Team variants: team name -> {fortitude, alcohol, gold, potions} (the shared stats).
    teams: dict[str, dict[str, int]] = field(default_factory=dict)
    # 003 "Your Turn Ends Now" (not in team games: there the player is listed in
    # `turn_ended`): set by the end_turn op (engine/effects/ops.py), read by the turn and the
    # Order phase, cleared as the turn's remaining phases are skipped or it ends
    end_turn: bool = False
    # 003 "Your Turn Ends Now" in a team game: the team's players whose turn ended now (they
    # act no more and Ignore all effects until the team's turn is over, when it is emptied);
    # saved only while not empty (an earlier layout of save format 1 kept it as the "ended"
    # flag)
    turn_ended: list[int] = field(default_factory=list)
    # a runner's halt (engine/flow/turn.py `checkpoint`; the scenario runner): the
    # boundaries to halt at, and the one the game halted at ("" while it runs)
    halt_on: list[str] = field(default_factory=list)
    halted: str = ""
    # the pot of the Round of Gambling just taken, while its window is open (set and
    # cleared by engine/flow/gambling.py; saved only then; an earlier layout of save format 1
    # kept it as the "pot_taken" flag)
    pot_taken: PotTaken | None = None
    # the Champions each team chose for an Event or a Round (engine/flow/teams.py), by the
    # choice's key, until what they were chosen for takes effect (saved only while one is
    # waiting; an earlier layout of save format 1 kept them as "champions:KEY" flags, which
    # still load)
    champions: dict[str, list[int]] = field(default_factory=dict)
    # the variants' own state by variant id (engine/variant_registry.py: one map, so a new
    # variant adds no field here); {} when none uses it, so other saves are unchanged
    variants: dict[str, Any] = field(default_factory=dict)

    def uid(self) -> int:
        n = self.next_uid
        self.next_uid += 1
        return n

    def living(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.out is None]

    def contenders(self) -> list[int]:
        """Living players who can win or lose (everyone but Otto)."""
        return [i for i, p in enumerate(self.players) if p.out is None and not p.automaton]

    def order_from(self, start: int) -> list[int]:
        """Living players in turn order (to the left) starting at `start`."""
        ps = self.players
        rot = _ROTATIONS[len(ps)][start]
        if any(map(_OUT, ps)):  # someone is out ("passed_out" or "no_gold"; never "")
            return [q for q in rot if ps[q].out is None]
        return list(rot)

    def index(self, name: str) -> int:
        for i, p in enumerate(self.players):
            if p.name == name:
                return i
        raise KeyError(f"no player named {name!r}")


_OUT = attrgetter("out")

# _ROTATIONS[n][start]: seats start, start+1, ... wrapping round a table of n (up to
# 8 players and Otto; asked for constantly).
_ROTATIONS: list[list[tuple[int, ...]]] = [
    [tuple((start + k) % n for k in range(n)) for start in range(n)] for n in range(17)]


_IMMUTABLE: set[type] = {str, int, bool, float, tuple, type(None)}


def register_immutable(t: type) -> None:
    """Frozen record types (events) are shared between copies, never copied."""
    _IMMUTABLE.add(t)


def dup(x: Any) -> Any:
    """Copy plain data quickly: lists, dicts and dataclass instances, recursively.

    `copy.deepcopy` keeps a memo and handles cycles we never have; this is ~10x
    faster, which the search AI needs (it clones at every node).
    """
    t: Any = type(x)
    if t is list:
        if x and type(x[0]) in _IMMUTABLE:
            return list(x)
        return [dup(v) for v in x]
    if t is dict:
        return {k: dup(v) for k, v in x.items()}
    if t in _IMMUTABLE:
        return x
    if t is random.Random:
        r = random.Random()
        r.setstate(x.getstate())
        return r
    if t not in _SLOTS:
        _SLOTS[t] = _slot_names(x)
    names = _SLOTS[t]
    if names is None:  # every field in the instance's __dict__: copied in one go
        new = t.__new__(t)
        new.__dict__.update({k: dup(v) for k, v in x.__dict__.items()})
        return new
    if not names:  # not plain data (nor a dataclass): shared
        return x
    new = t.__new__(t)
    for n in names:
        setattr(new, n, dup(getattr(x, n)))
    return new


#: per copied type: None when its instances keep every field in their __dict__ (a plain
#: Python class), else its dataclass fields' names (a class compiled by mypyc keeps them in
#: slots; its interpreted subclasses, partly); () for anything else, which is shared
_SLOTS: dict[type, tuple[str, ...] | None] = {}


def _slot_names(x: Any) -> tuple[str, ...] | None:
    names = tuple(f.name for f in fields(x)) if is_dataclass(x) else ()
    d = getattr(x, "__dict__", None)
    if d is not None and all(n in d for n in names):
        return None
    return names
