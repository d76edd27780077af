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
shuffles were half of the time it took), as long as nothing else is drawn from
it: a set-up that draws (the Pub Crawl's taverns picked, ...) is built again with the real
one. tests/engine/test_filecheck_start.py holds that both give the same facts for every
mode, variant and character.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Callable, MutableSequence
from typing import Any

import msgspec

__all__ = ["Drawn", "Start", "Unshuffled", "clear", "start_of", "unshuffled"]

#: how many starting games are kept (a few: a player opens one game at a time)
KEPT = 8


class Start:
    """What a load is compared with: the starting state, its seats, the invariants'
    baseline and (gathered on first use) the words it holds and its variants' forms."""

    __slots__ = ("base", "db", "forms", "fresh", "names", "seats", "words")

    def __init__(self, fresh: Any, db: Any) -> None:
        self.fresh = fresh
        self.db = db
        self.seats = seats_of(fresh)
        #: the players' names, the words most often met that are not card ids
        self.names = frozenset(p.name for p in fresh.players)
        self.base = baseline(fresh)
        self.words: set[str] | None = None
        #: the variants' saved forms of the starting state (engine/filecheck/deep.py)
        self.forms: list[Any] | None = None


def seats_of(g: Any) -> list[tuple[Any, ...]]:
    """Each seat as the check compares it: character, automaton, team, Boss and name."""
    return [(p.character, p.automaton, p.team, p.boss, p.name) for p in g.players]


def baseline(g: Any) -> dict[str, Any]:
    """What ``engine.invariants.baseline`` gives, every player's cards gathered in one
    pass (it gathers them twice: its own and the roaming ones)."""
    from engine.invariants import (
        _roaming,
        _roaming_in,
        _without_roaming,
        drink_cards,
        every_players_cards,
        gold_total,
        variants_cards,
    )

    ids = _roaming()
    alls = every_players_cards(g)
    roaming = _roaming_in(alls if ids else [], ids)  # counted before they are taken out
    return {"gold": gold_total(g), "players": [_without_roaming(a, ids) for a in alls],
            "drinks": drink_cards(g), "roaming": roaming, "variants": variants_cards(g)}


_KEPT: OrderedDict[tuple[bytes, int], Start] = OrderedDict()


class Drawn(Exception):
    """Something other than a shuffle was drawn from an :class:`Unshuffled`."""


class Unshuffled(random.Random):
    """A generator whose shuffle leaves the order as it is, and which stops the build at
    any other draw (every other draw goes through ``random`` or ``getrandbits``): that
    set-up's start is built with the real one."""

    def seed(self, a: Any = None, version: int = 2) -> None:
        return None  # nothing is drawn from it: its state is never set up

    def shuffle(self, x: MutableSequence[Any]) -> None:
        return None

    def random(self) -> float:
        raise Drawn

    def getrandbits(self, k: int) -> int:
        raise Drawn


def unshuffled(setup: dict[str, Any], seed: int, start: Callable[..., Any]) -> Any | None:
    """The state ``setup`` starts with every deck left unshuffled (None: the set-up drew
    something other than a shuffle). The first player, when the set-up leaves them to
    chance, is the first seat: who starts changes none of what the check reads. A set-up
    this build cannot start is left to the real one, whose refusal the player is told."""
    chosen = "first" in setup
    try:
        g = start(setup if chosen else {**setup, "first": 0}, seed, rng=Unshuffled(seed)).state
    except Exception:  # noqa: BLE001 - a draw, or a set-up the real build refuses
        return None
    if not chosen:
        del g.setup["first"]
    return g


def start_of(setup: dict[str, Any], seed: int, start: Callable[..., Any]) -> Start:
    """The starting game of ``setup`` and ``seed`` (``start``: ``engine.game.new_game``),
    built on the first load of that game (unshuffled where that gives the same facts)
    and kept; whatever ``start`` raises passes on (a set-up that starts no game)."""
    from engine.cards import cards

    db = cards()
    key = (msgspec.json.encode(setup, order="sorted"), seed)
    got = _KEPT.get(key)
    if got is not None and got.db is db:
        _KEPT.move_to_end(key)
        return got
    fresh = unshuffled(setup, seed, start)
    got = Start(start(setup, seed).state if fresh is None else fresh, db)
    _KEPT[key] = got
    while len(_KEPT) > KEPT:
        _KEPT.popitem(last=False)
    return got


def clear() -> None:
    """Forget every kept starting game (the tests' and benchmarks' cold loads)."""
    _KEPT.clear()
