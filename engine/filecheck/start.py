"""The game a save's set-up and seed start, as the load check compares against it.

A loaded save is checked against the game its own set-up and seed start: the same
seats, Gold conserved, every card in one place, its free-form parts shaped like the
starting game's. Building that game and counting its cards is most of a load's check,
and it depends only on the set-up, the seed and the card database: so it is built once
per (set-up, seed) and kept for the next load of the same game (the autosave opened by
Continue, then a save of it opened by Load; the same shared game opened twice). The
card database is part of the key: an owner's card pack changes the decks.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import msgspec

__all__ = ["Start", "clear", "start_of"]

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
    from collections import Counter

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
    return {"gold": gold_total(g), "players": [_without_roaming(Counter(a), ids) for a in alls],
            "drinks": drink_cards(g), "roaming": _roaming_in(alls if ids else [], ids),
            "variants": variants_cards(g)}


_KEPT: OrderedDict[tuple[bytes, int], Start] = OrderedDict()


def start_of(setup: dict[str, Any], seed: int,
             start: Callable[[dict[str, Any], int], Any]) -> Start:
    """The starting game of ``setup`` and ``seed`` (``start``: ``engine.game.new_game``),
    built on the first load of that game and kept; whatever ``start`` raises passes on
    (a set-up that starts no game)."""
    from engine.cards import cards

    db = cards()
    key = (msgspec.json.encode(setup, order="sorted"), seed)
    got = _KEPT.get(key)
    if got is not None and got.db is db:
        _KEPT.move_to_end(key)
        return got
    got = Start(start(setup, seed).state, db)
    _KEPT[key] = got
    while len(_KEPT) > KEPT:
        _KEPT.popitem(last=False)
    return got


def clear() -> None:
    """Forget every kept starting game (the tests' and benchmarks' cold loads)."""
    _KEPT.clear()
