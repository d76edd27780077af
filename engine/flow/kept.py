"""Drinks That Aren't Discarded (003): a kept Drink stays in front of its keeper and its
ops run at the beginning of each of the keeper's turns.

Its own module, not the Pub Crawl's: any game with such a Drink keeps it; the drinking
flow, the turn and the elimination call it.
"""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.events import emit
from engine.flow.drink_deck import discard_drink
from engine.flow.play_card import PlayCard
from engine.model import GameState

KEPT = "kept"  # a player's kept Drinks (Player.state)


def keeper(g: GameState, drinks: list[Any], card: str) -> int | None:
    """003 "Drinks That Aren't Discarded": the controller first (the original Drink's
    drinker; the active player when no single one, as for Round on the House copies), then
    turn order, among the players the Drink affected, skipping those who Ignored it (a
    passed Drink's drinker is its new holder); Otto never keeps one."""
    mine = [d for d in drinks if d.cards and d.cards[0] == card]
    if not mine:
        return None
    eligible = {d.drinker for d in mine if not d.ignored and not d.negated and not d.null
                and g.players[d.drinker].alive and not g.players[d.drinker].automaton}
    originals = [d for d in mine if not d.copy]
    several = len([d for d in mine if d.split_from is None]) > 1
    start = originals[0].drinker if originals and not several else g.active
    for p in g.order_from(start):
        if p in eligible:
            return p
    return None


def keep_or_discard(g: GameState, drinks: list[Any]) -> None:
    """Put the resolved Drinks' physical cards away: kept ones in front of their keeper,
    the rest on their taverns' discard piles."""
    for d in drinks:
        if d.copy:
            continue
        for i, c in enumerate(d.cards):
            stats = cards().get(c).drink
            who = keeper(g, drinks, c) if i == 0 and stats is not None and stats.kept else None
            if who is not None:
                g.players[who].state.setdefault(KEPT, []).append(c)
                emit(g, "drink_kept", player=who, card=c)
            else:
                discard_drink(g, c)


def kept_effects(g: GameState, p: int) -> None:
    """At the beginning of the keeper's turn each kept Drink's ops run (as an effect)."""
    for c in reversed(g.players[p].state.get(KEPT) or []):
        stats = cards().get(c).drink
        if stats is not None and stats.kept:
            g.stack.append(PlayCard(player=p, card=c, context="effect", source="virtual",
                                    effects=list(stats.kept), extra={"type": "action"}))


def drop_kept(g: GameState, p: int) -> None:
    """A keeper out of the game: their kept Drinks go to their discard piles."""
    for c in g.players[p].state.pop(KEPT, None) or []:
        discard_drink(g, c)


def kept_cards(g: GameState) -> list[str]:
    """Every kept Drink, in front of its keeper (for the card invariant)."""
    out: list[str] = []
    for p in g.players:
        out += p.state.get(KEPT) or []
    return out
