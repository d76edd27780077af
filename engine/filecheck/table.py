"""The table's saves (a save, the autosave, a shared game opened by Load): checked
before the table opens.

Two passes. :func:`check_form`, before anything is built: the file's parts have the
declared form (the containers of the snapshot, the random-number state, the set-up,
the decisions and the log). :func:`check_meaning`, on the game built from it: every
record of the declared type (the dataclasses' field types are the schema), every seat
index in range, every card id known, and the engine's invariants held against the
game its own set-up starts (Gold conserved, every card of every deck in exactly one
place, every track in range). Each problem is one sentence naming the damaged part.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import fields, is_dataclass
from functools import partial
from operator import attrgetter
from typing import Any

from engine.filecheck import MAX_INT, FileProblem
from engine.filecheck.schema import Bad, checker, plain, whole
from engine.native import type_hints

__all__ = ["MAX_DECISIONS", "check_form", "check_meaning", "check_setup", "damaged", "events_of"]

#: more decisions than any game takes (the soak ends every game within 8,000)
MAX_DECISIONS = 50_000
#: more events than any game's log holds
MAX_EVENTS = 1_000_000
#: seats at a table: 8 players and Otto
MAX_SEATS = 9

#: a frame's or a record's int fields that hold a seat index (-1: nobody)
SEAT_FIELDS = frozenset({"player", "revealer", "winner", "taker", "buyer",
                         "start", "asking", "starter", "controller", "drinker", "owner",
                         "target", "first", "chosen", "source", "pointer"})
#: ... of which those that always name a player (never -1)
ALWAYS_A_SEAT = frozenset({"player", "drinker", "revealer", "owner", "starter"})
#: ... and its lists of seat indexes
SEAT_LISTS = frozenset({"players", "members", "victims", "contenders", "ignored", "done",
                        "in_round", "ignored_by", "exempt"})
#: a frame's fields that hold a card id, or a list of them
CARD_FIELDS = frozenset({"card", "new"})
CARD_LISTS = frozenset({"held_cards", "stakes", "cards"})

#: the parts of a save, as the player is told about them
PART = {
    "setup": "the game's set-up: who plays, in which mode, with which variants",
    "players": "the players at the table",
    "rng": "the shuffled order of the cards still to come",
    "decisions": "the record of the decisions taken",
    "log": "the log of what has happened",
    "stack": "what was happening when it was saved: whose turn it was and what was being "
             "asked",
    "items": "the cards being played",
    "drinks": "the Drinks being drunk",
    "gambling": "the Round of Gambling in progress",
    "contest": "the Drinking Contest in progress",
    "gold": "the Gold, which does not add up to what the game started with",
    "drink_cards": "the Drink cards, some of which are missing or appear twice",
    "teams": "the teams' shared stats",
    "variants": "the variants' own cards and state",
    "state": "the game's state",
    "cards": "cards",
    "counters": "own counters and piles",
    "Fortitude and Alcohol": "Fortitude and Alcohol",
}


def damaged(part: str, detail: str, who: str = "") -> FileProblem:
    """The problem with one part (``who``: a player's name, for their own parts)."""
    words = PART.get(part, part)
    if who:
        words = f"{who}'s {words}"
    return FileProblem("This saved game is damaged: part of it is missing or does not make "
                       f"sense (the part that holds {words}).", f"{part}: {detail}")


# -- the form, before anything is built -------------------------------------------------
def check_form(data: dict[str, Any]) -> None:
    """The save's parts have their declared form (FileProblem naming the first that has
    not): set-up, seed, decisions and log at the top, then the snapshot's containers."""
    _check_setup(data.get("setup"), data.get("seed"))
    _ints(data.get("decisions"), "decisions", MAX_DECISIONS)
    log = data.get("log")
    if log is not None and (type(log) is not list or len(log) > MAX_EVENTS
                            or not set(map(type, log)) <= _DICT):
        raise damaged("log", "not a list of records")
    snap = data.get("snapshot")
    if snap is not None:
        _check_snapshot(snap, data["decisions"])



def _check_setup(setup: Any, seed: Any) -> None:
    try:
        whole(seed, "seed", -MAX_INT, MAX_INT)
    except Bad as b:
        raise damaged("setup", str(b)) from None
    if _scenario(setup):
        return  # a scenario's game: its set-up is the scenario's title
    check_setup(setup)


#: how many players each mode seats (003; an automaton's mode: two, and the automaton);
#: engine/simulate.py's grid plays the same counts
SEATS: dict[str, tuple[int, ...]] = {
    "standard": tuple(range(2, 9)), "two-headed-dragon": (4, 6, 8), "boss-battle": (3, 4, 5),
    "two-headed-boss-battle": (4, 6, 8), "leaders-and-lackeys": (4, 6, 8)}
#: a team's shared record in a set-up's "teams"
_TEAM_STATS = {"fortitude": (0, 20), "alcohol": (0, 20), "gold": (0, 10_000),
               "potions": (0, 100)}


def check_setup(setup: Any) -> None:
    """A table set-up as new_game reads it: the players (known characters, distinct
    names, as many as the mode seats), a known mode, known variant options, the Inn's
    Gold, the first player, the Drink deck and the teams' records."""
    from engine.cards import cards
    from engine.flow.kit_calls import automaton_modes
    from engine.team_queries import TEAM_MODES
    from engine.variant_registry import optioned

    if type(setup) is not dict:
        raise damaged("setup", "not a mapping")
    try:
        plain(setup, "setup")
    except Bad as b:
        raise damaged("setup", str(b)) from None
    db = cards()
    players = setup.get("players")
    mode = setup.get("mode", "standard")
    autos = automaton_modes()
    seats = {**SEATS, **{m: (2,) for m in autos}} if autos else SEATS
    if type(mode) is not str or mode not in seats or mode not in {"standard", *TEAM_MODES,
                                                                  *autos} \
            or type(players) is not list or len(players) not in seats[mode]:
        raise damaged("setup", f"mode {mode!r:.40} for these players")
    names = set()
    for spec in players:
        if type(spec) is not dict or type(spec.get("character")) is not str \
                or spec["character"] not in db.characters:
            raise damaged("setup", f"player {spec!r:.60}")
        name = spec.get("name")
        if name is not None and (type(name) is not str or not 0 < len(name) <= 64):
            raise damaged("setup", f"name {name!r:.40}")
        names.add(name or spec["character"])
        if not (spec.get("team") is None or type(spec["team"]) is str) \
                or type(spec.get("boss", False)) is not bool \
                or type(spec.get("seat", "")) is not str:
            raise damaged("setup", f"player {spec!r:.60}")
    if len(names) != len(players):
        raise damaged("setup", "two players share a name")
    options = setup.get("options", {})
    if type(options) is not dict or options and not (
            set(map(type, options.values())) <= {bool}
            and {v.option for v in optioned()}.issuperset(options)):
        raise damaged("setup", f"options {options!r:.60}")
    first = setup.get("first")
    inn = setup.get("inn", 200)
    if not (first is None or type(first) is int and 0 <= first < len(players)) \
            or type(inn) is not int or not 0 <= inn <= 1_000_000 \
            or type(setup.get("drink_deck", "classic")) is not str \
            or setup.get("drink_deck", "classic") not in db.drink_decks:
        raise damaged("setup", "the first player, the Inn or the Drink deck")
    teams = setup.get("teams")
    if teams is not None and (type(teams) is not dict or not all(
            type(t) is dict and all(k in _TEAM_STATS and type(v) is int
                                    and _TEAM_STATS[k][0] <= v <= _TEAM_STATS[k][1]
                                    for k, v in t.items()) for t in teams.values())):
        raise damaged("setup", "the teams' records")


def _ints(v: Any, part: str, most: int, low: int = -MAX_INT, high: int = MAX_INT) -> None:
    if type(v) is not list or len(v) > most:
        raise damaged(part, "not a list, or too long")
    if not v or set(map(type, v)) == {int} and low <= min(v) and max(v) <= high:
        return  # the usual case, settled at once
    for x in v:
        if type(x) is not int or not low <= x <= high:
            raise damaged(part, f"{x!r:.40}")


#: snapshot key -> (part, the container types it may be)
_CONTAINERS: dict[str, tuple[str, tuple[type, ...]]] = {
    "players": ("players", (list,)), "drink_deck": ("drink_cards", (list,)),
    "drink_discard": ("drink_cards", (list,)), "stack": ("stack", (list,)),
    "items": ("items", (dict,)), "drinks": ("drinks", (dict,)),
    "gambling": ("gambling", (dict, type(None))), "contest": ("contest", (dict, type(None))),
    "options": ("setup", (dict,)), "teams": ("teams", (dict,)), "flags": ("state", (dict,)),
    "winners": ("state", (list,)),
}


_DICT = {dict}
_STR = {str}


def _check_snapshot(snap: Any, top_decisions: list[int]) -> None:
    if type(snap) is not dict:
        raise damaged("state", "the snapshot is not a mapping")
    for key, (part, kinds) in _CONTAINERS.items():
        if key not in snap and key in ("players", "stack", "items", "drinks", "rng"):
            raise damaged(part, f"{key} missing")
        if key in snap and type(snap[key]) not in kinds:
            raise damaged(part, f"{key} is {type(snap[key]).__name__}")
    players = snap["players"]
    if not 2 <= len(players) <= MAX_SEATS or not set(map(type, players)) <= _DICT:
        raise damaged("players", "not 2 to 9 records")
    for key in ("items", "drinks", "teams", "flags", "variants", "options", "champions"):
        if type(snap.get(key, {})) is not dict:
            raise damaged(_CONTAINERS.get(key, ("state",))[0], f"{key} not a mapping")
        if key in ("items", "drinks", "teams") \
                and not set(map(type, snap.get(key, {}).values())) <= _DICT:
            raise damaged(_CONTAINERS[key][0], f"{key} holds a non-record")
    for f in snap["stack"]:
        if type(f) is not dict or type(f.get("kind")) is not str:
            raise damaged("stack", f"frame {f!r:.40}")
    _check_complete(snap)
    _check_rng(snap.get("rng"))
    for key in ("drink_deck", "drink_discard"):
        if not set(map(type, snap.get(key, ()))) <= _STR:
            raise damaged("drink_cards", f"{key} holds a non-card")
    decisions = snap.get("decisions", [])
    if decisions != top_decisions:  # the same list (the usual case) is checked already
        _ints(decisions, "decisions", MAX_DECISIONS)
    try:
        for key in snap.keys() - _walked():
            plain(snap[key], key)
    except Bad as b:
        raise damaged("state", str(b)) from None


def _check_complete(snap: dict[str, Any]) -> None:
    """Every record and frame holds every field the save writes for it (a frame's
    ``to_dict`` and a record's ``asdict`` write them all): a field missing would be read
    back as its default (a step not yet taken, a Round not started), a state the game
    never saved and may not play on from. The writer's own omission (a Drinking
    Contest's scores while none are waiting) is allowed; a frame that reads earlier
    layouts of its own (``from_saved``) says what it needs itself."""
    from engine.frames import FRAMES, Frame

    for f in snap["stack"]:
        cls = FRAMES.get(f["kind"])
        if cls is None:
            raise damaged("stack", f"a frame of the unknown kind {f['kind']!r:.40}")
        if not any("from_saved" in vars(k) for k in cls.__mro__ if k is not Frame):
            missing = _field_names(cls) - f.keys()
            if missing:
                raise damaged("stack", f"{f['kind']} has no {sorted(missing)[0]}")
    from engine.model import Contest, Drink, Gambling, Item, Player, PotTaken

    groups: list[tuple[str, type, Any]] = [
        ("players", Player, snap["players"]), ("items", Item, snap["items"].values()),
        ("drinks", Drink, snap["drinks"].values()),
        ("gambling", Gambling, [snap["gambling"]] if snap.get("gambling") else ()),
        ("gambling", PotTaken, [snap["pot_taken"]] if type(snap.get("pot_taken")) is dict
         else ()),
        ("contest", Contest, [snap["contest"]] if snap.get("contest") else ())]
    for part, cls, records in groups:
        names = _field_names(cls) - _MAY_LACK.get(cls.__name__, frozenset())
        for r in records:
            if not names <= r.keys():
                raise damaged(part, f"{cls.__name__} has no {sorted(names - r.keys())[0]}")


#: a record's fields its save leaves out when empty (engine/game.py's ``_contest_form``)
_MAY_LACK = {"Contest": frozenset({"scores"})}
_FIELD_NAMES: dict[type, frozenset[str]] = {}


def _field_names(cls: type) -> frozenset[str]:
    got = _FIELD_NAMES.get(cls)
    if got is None:
        got = _FIELD_NAMES[cls] = frozenset(f.name for f in fields(cls))
    return got


def _walked() -> frozenset[str]:
    """The snapshot keys whose form is checked otherwise: the records, once built, and
    the state's other fields, each against its declared type once set (``_state_fields``;
    the variants' state in ``_check_records``). Only the keys no field holds (an earlier
    layout's, which the build moves) are walked before it."""
    if not _WALKED:
        from engine.model import GameState

        _WALKED.append(frozenset({"players", "stack", "items", "drinks", "rng", "drink_deck",
                                  "drink_discard", "decisions"}
                                 | {f.name for f in fields(GameState)}))
    return _WALKED[0]


_WALKED: list[frozenset[str]] = []


def _check_rng(r: Any) -> None:
    """The Mersenne Twister's state as ``random.getstate()`` gives it (version 3, 624
    words and a position, no cached Gaussian)."""
    if r is None:
        return
    if type(r) is not list or len(r) != 3 or r[0] != 3 or type(r[1]) is not list \
            or len(r[1]) != 625 or not (r[2] is None or type(r[2]) is float):
        raise damaged("rng", "not the generator's state")
    words = r[1]  # each word's range is checked by random.setstate as the game is built
    if type(words[-1]) is not int or not 1 <= words[-1] <= 624:
        raise damaged("rng", "its position out of range")


# -- the log's events, checked as they are built ----------------------------------------
def events_of(log: list[dict[str, Any]], fresh: bool) -> list[Any]:
    """The log's records (``check_form``: a list of mappings) as the game's events, each
    of a known kind, built with as little Python per record as can be (a long game's
    log holds thousands): each record's kind taken out, the rest its data; records read
    for this load alone (``fresh``) are used as they are, others copied."""
    from engine.events import Event, event_kinds

    records = log if fresh else list(map(dict, log))
    kinds = [r.pop("kind") for r in records]  # KeyError: a record with no kind
    try:  # a kind read from a file may be any value
        known = event_kinds().issuperset(kinds)
    except TypeError:  # a list or a mapping for a kind
        known = False
    if not known:
        raise damaged("log", "an event of an unknown kind")
    # tuple.__new__: the named tuple's own __new__ is a Python call
    return list(map(partial(tuple.__new__, Event), zip(kinds, records, strict=True)))


# -- the meaning, on the game built from it --------------------------------------------
def check_meaning(game: Any, start: Callable[..., Any]) -> None:
    """The built game's records have their declared types, its seat indexes and card
    ids are valid, and it keeps the invariants of the game its set-up starts (``start``:
    ``engine.game.new_game``, handed in: the engine's modules import in no circle)."""
    g = game.state
    n = len(g.players)
    _check_records(g)
    for where, seat in _seats(g):
        if not (_lowest(where) if type(where) is tuple else -1) <= seat < n:
            if type(where) is tuple:  # (part, record, field): spelled out only here
                where = f"{where[0]}.{type(where[1]).__name__}.{where[2]}"
            raise damaged(where.split(".")[0], f"seat {seat} of {n} in {where}")
    if not 0 <= g.active < n:
        raise damaged("stack", f"active seat {g.active}")
    _check_cards(g)
    _check_players(g)
    _check_against_setup(g, start)


def _check_records(g: Any) -> None:
    from engine.frames import Frame
    from engine.model import Contest, Drink, Gambling, GameState, Item, Player, PotTaken

    try:
        for i, p in enumerate(g.players):
            checker(Player)(p, f"player {i}")
        for k, it in g.items.items():
            checker(Item)(it, f"item {k}")
            if k != str(it.uid):
                raise Bad(f"item {k} has uid {it.uid}")
        for k, d in g.drinks.items():
            checker(Drink)(d, f"drink {k}")
            if k != str(d.uid):
                raise Bad(f"drink {k} has uid {d.uid}")
        for f in g.stack:
            if not isinstance(f, Frame) or not is_dataclass(f):
                raise Bad(f"frame {f!r:.40}")
            checker(type(f))(f, f"frame {f.KIND}")
        if g.gambling is not None:
            checker(Gambling)(g.gambling, "gambling")
        if g.contest is not None:
            checker(Contest)(g.contest, "contest")
        if g.pot_taken is not None:
            checker(PotTaken)(g.pot_taken, "pot_taken")
        _state_fields(GameState)(g)
        for key, v in g.variants.items():  # a variant's typed state, or plain data
            if is_dataclass(v):
                checker(type(v))(v, f"variants.{key}")
            else:
                plain(v, f"variants.{key}")
    except Bad as b:
        raise damaged(_part_of(str(b)), str(b)) from None
    uids = [it.uid for it in g.items.values()] + [d.uid for d in g.drinks.values()]
    if any(not 0 < u < g.next_uid for u in uids) or g.next_uid > MAX_INT:
        raise damaged("items", "a uid past next_uid")


def _part_of(where: str) -> str:
    head = where.split(" ", 1)[0].split(".", 1)[0].split(":", 1)[0]
    return {"player": "players", "item": "items", "drink": "drinks", "frame": "stack",
            "pot_taken": "gambling"}.get(head, head if head in PART else "state")


_SKIPPED = frozenset({"players", "stack", "items", "drinks", "gambling", "contest", "rng",
                      "pot_taken", "events", "variants"})
_STATE_CHECK: list[Callable[[Any], None]] = []


def _state_fields(cls: type) -> Callable[[Any], None]:
    """The check of GameState's own plain fields (its records are checked one by one)."""
    if _STATE_CHECK:
        return _STATE_CHECK[0]
    from engine.filecheck.schema import _for_hint, quick_test

    hints = type_hints(cls)
    parts = [(f.name, _for_hint(hints[f.name])) for f in fields(cls) if f.name not in _SKIPPED]
    test, left = quick_test(cls, [name for name, _ in parts])
    rest = [(name, part) for name, part in parts if name in left]

    def check(g: Any) -> None:
        for name, part in rest if test(g) else parts:
            part(getattr(g, name), name)
        for name in ("turn_number", "turns_taken", "extra_orders"):
            whole(getattr(g, name), name, -1, 1_000_000)
        whole(g.inn, "gold", 0, 1_000_000)
        whole(g.pot, "gold", 0, 1_000_000)

    _STATE_CHECK.append(check)
    return check


def _seats(g: Any) -> Iterator[tuple[Any, int]]:
    """Every seat index the state holds, with the part it is in (a record's field as
    (part, record, field name))."""
    yield "stack", g.active
    for w in g.winners:
        yield "state", w
    for w in g.turn_ended:
        yield "stack", w
    for seats in g.champions.values():
        for w in seats:
            yield "stack", w
    records: list[tuple[str, Any]] = [("stack", f) for f in g.stack]
    records += [("items", it) for it in g.items.values()]
    records += [("drinks", d) for d in g.drinks.values()]
    records += [("gambling", r) for r in (g.gambling, g.pot_taken) if r is not None]
    records += [("contest", g.contest)] if g.contest is not None else []
    from engine.kits import KITS

    for part, rec in records:
        for name, v in _values(rec):
            # a kit's frame names its character's seat after the character
            if (name in SEAT_FIELDS or name in KITS) and type(v) is int:
                yield (part, rec, name), v
            elif name in SEAT_LISTS and type(v) is list:
                for x in v:
                    yield (part, rec, name), x
    for part, rec in (("contest", g.contest),):
        if rec is not None:
            for k in rec.scores:
                yield part, int(k) if k.lstrip("-").isdigit() else -2
    for it in g.items.values():
        for k in it.losses:
            yield "items", int(k) if k.lstrip("-").isdigit() else -2


def _lowest(where: tuple[str, Any, str]) -> int:
    """The lowest seat a record's field may hold: -1 ("nobody", or a pile that is no
    player's: the Drink Deck) where the field may mean it, never in the fields that
    name who acts or drinks, nor in a list of seats."""
    name = where[2]
    return 0 if name in ALWAYS_A_SEAT or name in SEAT_LISTS else -1




def _values(rec: Any) -> Iterator[tuple[str, Any]]:
    """A record's fields and their values (`vars()` misses them on a compiled record)."""
    got = _NAMES.get(type(rec))
    if got is None:
        names = tuple(f.name for f in fields(rec))
        # all fields read by one C call (by name from interpreted code is slow on a
        # compiled record); a getter of one name gives the value, not a tuple
        read: Callable[[Any], Any] = attrgetter(*names) if len(names) > 1 else \
            partial(_each, names)
        got = _NAMES[type(rec)] = (names, read)
    names, read = got
    return zip(names, read(rec), strict=True)


_NAMES: dict[type, tuple[tuple[str, ...], Callable[[Any], Any]]] = {}


def _each(names: tuple[str, ...], rec: Any) -> tuple[Any, ...]:
    return tuple(getattr(rec, n) for n in names)


def _check_cards(g: Any) -> None:
    """Card ids in the places the card invariant does not count (what is being played,
    revealed copies, the frames' cards) are known to the card database."""
    from engine.cards import cards

    known = cards().cards
    for it in g.items.values():
        if it.card not in known:
            raise damaged("items", f"unknown card {it.card!r:.40}")
    for d in g.drinks.values():
        if not d.cards or not all(c in known for c in d.cards):
            raise damaged("drinks", "an unknown card")
    for f in g.stack:
        for name, v in _values(f):
            if name in CARD_FIELDS and type(v) is str and v and v not in known:
                raise damaged("stack", f"unknown card {v!r:.40}")
            if name in CARD_LISTS and type(v) is list \
                    and not all(type(c) is str and c in known for c in v):
                raise damaged("stack", f"unknown card in {name}")


_OUTS = (None, "passed_out", "no_gold")


def _check_players(g: Any) -> None:
    """Each player's character, ways out and own counters and piles as their kit
    declares them."""
    from engine.cards import cards
    from engine.kits import KITS, kit, zone

    db = cards()
    for p in g.players:
        if p.character not in db.characters and p.character not in KITS:
            raise damaged("players", f"unknown character {p.character!r:.40}")
        k = kit(p.character)
        if p.automaton != (k.automaton is not None):
            raise damaged("players", f"{p.character} automaton={p.automaton}", p.name)
        if p.out not in _OUTS:
            raise damaged("players", f"out={p.out!r:.40}", p.name)
        if p.team is not None and g.teams and p.team not in g.teams:
            raise damaged("teams", f"team {p.team!r:.40}", p.name)
        for key, v in p.state.items():
            z = zone(key)
            if z is not None:
                _check_zone(z, v, p.name, db.cards)
    for t in g.teams.values():
        for stat in ("fortitude", "alcohol", "gold", "potions"):
            if stat in t:
                whole_or(t[stat], "teams", 0, 1_000_000)


def whole_or(v: Any, part: str, low: int, high: int, who: str = "") -> None:
    if type(v) is not int or not low <= v <= high:
        raise damaged(part, f"{v!r:.40} out of {low}..{high}", who)


def _check_zone(z: Any, v: Any, who: str, known: dict[str, Any]) -> None:
    if z.kind == "pile":
        if type(v) is not list or not all(type(c) is str and c in known for c in v):
            raise damaged("cards", f"{z.key} holds an unknown card", who)
    elif z.kind == "row":
        if type(v) is not list or not all(type(r) is dict and type(r.get("card")) is str
                                          and r["card"] in known
                                          for r in v):
            raise damaged("cards", f"{z.key} holds an unknown card", who)
    elif z.kind == "tracker":
        if z.track is not None:
            t = z.track
            whole_or(v, "counters", t.low, MAX_INT if t.high is None else t.high, who)
        elif type(v) is not int:
            raise damaged("counters", f"{z.key}={v!r:.40}", who)
    elif z.kind == "tokens":
        if type(v) is not dict or not all(type(x) is int and 0 <= x <= 1_000_000
                                          for x in v.values()):
            raise damaged("counters", f"{z.key}={v!r:.40}", who)




def _check_against_setup(g: Any, start: Callable[..., Any]) -> None:
    """The game its own set-up and seed start: the same seats, mode and options, and
    the invariants (Gold, every card in one place, tracks in range) against it."""
    from engine.filecheck.start import seats_of, start_of
    from engine.invariants import violations

    if _scenario(g.setup):
        _check_alone(g)
        return
    try:
        begun = start_of(g.setup, g.seed, start)
    except Exception as e:  # noqa: BLE001 - any failure: the set-up cannot start a game
        raise damaged("setup", f"it starts no game: {type(e).__name__}: {e}") from None
    if seats_of(g) != begun.seats or g.mode != begun.mode or g.options != begun.options:
        raise damaged("setup", "the seats, mode or options differ from the set-up's")
    try:
        problems = violations(g, begun.base)
    except Exception as e:  # noqa: BLE001 - a state the kits' counts cannot read
        raise damaged("state", f"{type(e).__name__}: {e}") from None
    if problems:
        raise _invariant(problems[0], g)
    from engine.filecheck.deep import check_by_example, check_frames

    check_by_example(g, begun, damaged)
    check_frames(g, damaged)


def _invariant(text: str, g: Any) -> FileProblem:
    if text.startswith("gold") or text.startswith("pot or inn"):
        return damaged("gold", text)
    if text.startswith("drink cards"):
        return damaged("drink_cards", text)
    if text.startswith("variant cards"):
        return damaged("variants", text)
    for p in g.players:
        if text.startswith(f"{p.name} fortitude") or text.startswith(f"{p.name} alcohol"):
            return damaged("Fortitude and Alcohol", text, p.name)
        if text.startswith(f"{p.name} gold"):
            return damaged("gold", text)
        if text.startswith(f"{p.name}'s cards"):
            return damaged("cards, some of which are missing or appear twice", text, p.name)
    return damaged("cards", text)


def _scenario(setup: Any) -> bool:
    """A game a scenario built (the runner's, the tutorial's) names its scenario in
    place of a set-up: no set-up starts it, so it is checked on its own."""
    return type(setup) is dict and "players" not in setup and type(setup.get("scenario")) is str


def _check_alone(g: Any) -> None:
    """A scenario's game: every card it holds is known and every invariant that needs no
    starting game holds (tracks in range, no negative Gold)."""
    from engine.cards import cards
    from engine.invariants import baseline, violations

    known = cards().cards
    try:
        base = baseline(g)
        problems = violations(g, base)
    except Exception as e:  # noqa: BLE001 - a state the kits' counts cannot read
        raise damaged("state", f"{type(e).__name__}: {e}") from None
    for i, counted in enumerate(base["players"]):
        if not all(c in known for c in counted):
            raise damaged("cards", "an unknown card", g.players[i].name)
    if not all(c in known for c in base["drinks"]):
        raise damaged("drink_cards", "an unknown card")
    if problems:
        raise _invariant(problems[0], g)
