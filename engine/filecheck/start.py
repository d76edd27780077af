"""The game a save's set-up and seed start, as the load check compares against it.

A loaded save is checked against the game its own set-up and seed start: the same
seats, Gold conserved, every card in one place, its free-form parts shaped like the
starting game's. Building that game and counting its cards is most of a load's check,
and it depends only on the set-up, the seed and the card database: so it is built once
per (set-up, seed) and kept for the next load of the same game (the autosave opened by
Continue, then a save of it opened by Load; the same shared game opened twice). The
card database is part of the key: an owner's card pack changes the decks.

What the check reads of it does not depend on the order the cards were shuffled into:
which cards each player, the Drinks and the variants hold (counted, not ordered), the
Gold, the seats, the form of each character's and variant's own state. So the start is
built with a generator whose shuffle leaves every deck as the database lists it (the
shuffles were half of the time it took); what else a set-up draws (the Pub Crawl's
taverns picked, ...) it draws as the real build does, from the seed's generator brought
to the same point (:class:`Unshuffled`). tests/engine/test_filecheck_start.py holds that
both give the same facts for every mode, variant, character and seed tried.

A standard table's start is not even built on a first load once the app's warm-up has
run: it is put together from each seat's and the table's shares learned then
(:func:`compose`, below).
"""

from __future__ import annotations

import random
from collections import Counter, OrderedDict
from collections.abc import Callable, MutableSequence
from typing import Any

import msgspec

from engine.invariants import (
    _roaming,
    _roaming_in,
    _without_roaming,
    drink_cards,
    every_players_cards,
    gold_total,
    variants_cards,
)
from engine.shuffling import skip

__all__ = ["Start", "Unshuffled", "built", "clear", "compose", "drew", "forget_learned", "learn",
           "made", "start_of", "table_key", "unshuffled"]

#: how many starting games are kept (a few: a player opens one game at a time)
KEPT = 8


class Start:
    """What a load is compared with: the starting seats, the invariants' baseline (Gold,
    every card's place), each seat's own state, the mode, options and teams, and
    (gathered on first use) the words it holds and its variants' forms. ``fresh``: the
    starting game it was read from (None when it was put together from what the
    warm-up learned, :func:`compose`)."""

    __slots__ = ("base", "db", "forms", "fresh", "mode", "names", "options", "seats",
                 "setup", "states", "teams", "words")

    def __init__(self, db: Any, setup: Any, seats: list[tuple[Any, ...]],
                 base: dict[str, Any], states: list[dict[str, Any]], mode: str,
                 options: dict[str, Any], teams: set[str], fresh: Any = None,
                 forms: list[Any] | None = None) -> None:
        self.db = db
        self.setup = setup
        self.seats = seats
        #: the players' names, the words most often met that are not card ids
        self.names = frozenset(seat[4] for seat in seats)
        self.base = base
        self.states = states
        self.mode, self.options, self.teams = mode, options, teams
        self.fresh = fresh
        self.words: set[str] | None = None
        #: the variants' saved forms of the starting state (engine/filecheck/deep.py)
        self.forms = forms


def built(fresh: Any, db: Any) -> Start:
    """The :class:`Start` read from a starting game."""
    return Start(db, fresh.setup, seats_of(fresh), baseline(fresh),
                 [p.state for p in fresh.players], fresh.mode, fresh.options,
                 set(fresh.teams), fresh=fresh)


def seats_of(g: Any) -> list[tuple[Any, ...]]:
    """Each seat as the check compares it: character, automaton, team, Boss and name."""
    return [(p.character, p.automaton, p.team, p.boss, p.name) for p in g.players]


def baseline(g: Any) -> dict[str, Any]:
    """What ``engine.invariants.baseline`` gives, every player's cards gathered in one
    pass (it gathers them twice: its own and the roaming ones)."""
    ids = _roaming()
    alls = every_players_cards(g)
    roaming = _roaming_in(alls if ids else [], ids)  # counted before they are taken out
    return {"gold": gold_total(g), "players": [_without_roaming(a, ids) for a in alls],
            "drinks": drink_cards(g), "roaming": roaming, "variants": variants_cards(g)}


_KEPT: OrderedDict[tuple[bytes, int], Start] = OrderedDict()


#: the standard generator (its name: ``random`` names a method inside the class below)
_Random = random.Random


class Unshuffled(random.Random):
    """The seed's generator for a starting game read for its facts: a shuffle leaves the
    deck as it is and only notes its size, so the set-up deals no shuffles. A draw of
    another kind (the Pub Crawl picking its taverns) is served by a real generator of the
    seed brought to where the real build's stands then: the draws of every shuffle noted
    before it replayed, without their swaps (engine/shuffling.py ``skip``). So whatever
    the set-up draws is what it drew in the game the save began as."""

    def __init__(self, seed: int) -> None:
        super().__init__()  # seed() below: the real generator is set up only if drawn
        self.seed_of = seed
        #: the sizes of the shuffles not yet replayed on the real generator
        self.sizes: list[int] = []
        self.real: _Random | None = None

    def seed(self, a: Any = None, version: int = 2) -> None:
        return None

    def shuffle(self, x: MutableSequence[Any]) -> None:
        self.sizes.append(len(x))

    def random(self) -> float:
        return self.caught_up().random()

    def getrandbits(self, k: int) -> int:
        return self.caught_up().getrandbits(k)

    def caught_up(self) -> _Random:
        """The real generator, brought past every shuffle noted so far."""
        real = self.real
        if real is None:
            real = self.real = _Random(self.seed_of)
        if self.sizes:
            for n in self.sizes:
                skip(real, n)
            self.sizes.clear()
        return real


def drew(g: Any) -> bool:
    """Whether the set-up of ``g`` (built by :func:`unshuffled`) drew something other than a
    shuffle: what it drew is the seed's, so the table's share is not learned from it."""
    rng = g.rng
    return type(rng) is Unshuffled and rng.real is not None


def unshuffled(setup: dict[str, Any], seed: int, start: Callable[..., Any]) -> Any | None:
    """The state ``setup`` starts with every deck left unshuffled and whatever else the
    set-up draws drawn as in the real build (:class:`Unshuffled`). The first player, when
    the set-up leaves them to chance, is the first seat: who starts changes none of what
    the check reads, and the draw is saved (it is the set-up's last draw: what follows it,
    the kits' opening steps, only shuffles; the test of every character's start against
    the real one holds this). None: a set-up this build cannot start, left
    to the real one, whose refusal the player is told."""
    chosen = "first" in setup
    try:
        g = start(setup if chosen else {**setup, "first": 0}, seed, rng=Unshuffled(seed)).state
    except Exception:  # noqa: BLE001 - a set-up the real build refuses
        return None
    if not chosen:
        del g.setup["first"]
    return g


def start_of(setup: dict[str, Any], seed: int, start: Callable[..., Any]) -> Start:
    """The starting game of ``setup`` and ``seed`` (``start``: ``engine.game.new_game``),
    made on the first load of that game (:func:`made`) and kept; whatever ``start``
    raises passes on (a set-up that starts no game)."""
    from engine.cards import cards

    db = cards()
    key = (msgspec.json.encode(setup, order="sorted"), seed)
    got = _KEPT.get(key)
    if got is not None and got.db is db:
        _KEPT.move_to_end(key)
        return got
    got = made(setup, seed, start, db)
    _KEPT[key] = got
    while len(_KEPT) > KEPT:
        _KEPT.popitem(last=False)
    return got


def made(setup: dict[str, Any], seed: int, start: Callable[..., Any], db: Any) -> Start:
    """A start not kept: put together from the warm-up's shares (a table whose set-up
    draws: its seats' shares with the table's read from its build), else built
    (unshuffled where that gives the same facts)."""
    got = compose(setup, db)
    if got is not None:
        return got
    fresh = unshuffled(setup, seed, start)
    if fresh is None:
        return built(start(setup, seed).state, db)
    return compose(setup, db, fresh) or built(fresh, db)


def clear() -> None:
    """Forget every kept starting game (the tests' and benchmarks' cold loads)."""
    _KEPT.clear()


# -- starting games put together from what the warm-up learned ---------------------------
# A standard table's start is, seat by seat, what each character's kit brings (its cards,
# its own state, its Gold) and, for the whole table, what the player count and the
# variants bring (the Inn's Gold, the Drinks, the variants' cards and forms). The load
# warm-up (engine/load_warmup.py) builds practice starts seating every character at every
# player count with every set of variants, and keeps those shares: the first load of a
# game then puts its start together from them instead of building it. What a table whose
# set-up draws holds (the Pub Crawl's taverns and their Drinks) is the seed's: such a
# first load builds its start unshuffled for the table's share alone.
# tests/engine/test_filecheck_start.py holds a start put together from shares learned at
# other tables (other neighbours, seats and names) equal to the built one, for every
# character and set of variants: a kit whose start came to depend on more stops that test.

#: each seat's share by (character, table key): its cards (less the roaming ones), its
#: roaming cards, its own state, its Gold
_SEATS: dict[tuple[Any, ...], tuple[Any, Any, dict[str, Any], int]] = {}
#: each table's share by table key: the Gold not in a player's stash, the Drinks, the
#: variants' cards, the variants' forms, the options, the teams (None: a table whose
#: set-up draws, whose share is read from each seed's build)
_TABLES: dict[tuple[Any, ...], tuple[int, Any, Any, list[Any], dict[str, Any], set[str]] | None] = {}
#: the card database the shares were learned with
_LEARNED: list[Any] = [None]
_SPEC_KEYS = frozenset(("character", "name", "hints"))
_SETUP_KEYS = frozenset(("players", "first", "mode", "options"))


def table_key(setup: Any) -> tuple[Any, ...] | None:
    """What a standard table's shares depend on: the player count and the variants on
    (None: a set-up of another mode, teams, a Drink Deck, an Inn or an option of its
    own, or a part of another form: its start is built)."""
    if type(setup) is not dict or not _SETUP_KEYS.issuperset(setup) \
            or setup.get("mode", "standard") != "standard":
        return None
    specs, options = setup.get("players"), setup.get("options", {})
    if type(specs) is not list or not 2 <= len(specs) <= 8 or type(options) is not dict:
        return None
    first = setup.get("first", 0)
    if type(first) is not int or not 0 <= first < len(specs):
        return None
    for spec in specs:
        if type(spec) is not dict or not _SPEC_KEYS.issuperset(spec) \
                or type(spec.get("character")) is not str \
                or type(spec.get("name", "")) is not str \
                or type(spec.get("hints", False)) is not bool:
            return None
    if not all(type(k) is str and v is True for k, v in options.items()):
        return None
    return (len(specs), tuple(sorted(options)))


def compose(setup: Any, db: Any, drawn: Any = None) -> Start | None:
    """The start of ``setup`` put together from the shares learned (None: a share is
    missing, or the set-up is one the build must judge). A table whose set-up draws
    (the Pub Crawl's taverns) has no table share: its seats' shares are put together with
    the table's read from ``drawn``, its build (:func:`unshuffled`), when given."""
    key = table_key(setup)
    if key is None or _LEARNED[0] is not db or key not in _TABLES:
        return None
    table = _TABLES[key]
    if table is None:  # the table's share is the seed's
        if drawn is None:
            return None
        table = _table_share(drawn)
    gold, drinks, variants, forms, options, teams = table
    seats, players, states, roaming = [], [], [], Counter[str]()
    for spec in setup["players"]:
        share = _SEATS.get((spec["character"], key))
        if share is None:
            return None
        cards, roams, state, own_gold = share
        name = spec.get("name") or db.characters[spec["character"]].name
        seats.append((spec["character"], False, None, False, name))
        players.append(cards)
        states.append(state)
        roaming.update(roams)
        gold += own_gold
    if len({seat[4] for seat in seats}) != len(seats):
        return None  # two players of one name: the build refuses it
    base = {"gold": gold, "players": players, "drinks": drinks, "roaming": roaming,
            "variants": variants}
    return Start(db, setup, seats, base, states, "standard", options, teams, forms=forms)


def _table_share(g: Any) -> tuple[int, Any, Any, list[Any], dict[str, Any], set[str]]:
    """The table's share of a start: the Gold not in a player's stash, the Drinks, the
    variants' cards, the variants' forms, the options, the teams."""
    from engine.filecheck.deep import _forms

    return (gold_total(g) - sum(p.gold for p in g.players), drink_cards(g),
            variants_cards(g), [form(g) for form in _forms()], g.options, set(g.teams))


def learn(setup: dict[str, Any], start: Callable[..., Any]) -> bool:
    """Build ``setup``'s start (unshuffled) and keep its seats' and its table's shares
    (False: a set-up whose start cannot be put together). A table whose set-up draws
    keeps its seats' shares only: what the table holds is the seed's."""
    from engine.cards import cards

    key, db = table_key(setup), cards()
    fresh = None if key is None else unshuffled(setup, 1, start)
    if key is None or fresh is None or fresh.teams:
        return False
    if _LEARNED[0] is not db:  # a new card database: nothing learned holds
        _SEATS.clear()
        _TABLES.clear()
        _LEARNED[0] = db
    ids = _roaming()
    for p, counted in zip(fresh.players, every_players_cards(fresh), strict=True):
        roams = _roaming_in([counted] if ids else [], ids)
        _SEATS[(p.character, key)] = (_without_roaming(counted, ids), roams, p.state, p.gold)
    _TABLES[key] = None if drew(fresh) else _table_share(fresh)
    return True


def forget_learned() -> None:
    """Forget every share learned (the tests')."""
    _SEATS.clear()
    _TABLES.clear()
    _LEARNED[0] = None
