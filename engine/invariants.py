"""Invariants every state must keep: Gold conserved, every card in one place, stats in range."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.cards import cards as cards_db
from engine.flow.kept import kept_cards
from engine.model import STAT_MAX, STAT_MIN, GameState
from engine.variant_registry import event_types, variant_cards, variant_drink_cards


def gold_total(g: GameState) -> int:
    """All Gold: stashes (a team's shared stash once), the Inn and the pot."""
    solo = sum(p.gold for p in g.players if p.team is None or p.team not in g.teams)
    return solo + sum(t["gold"] for t in g.teams.values()) + g.inn + g.pot


_ROAMING: list[Any] = [None, None, frozenset()]  # the card database, kinds, ids last computed


def _roaming() -> frozenset[str]:
    """The roaming card ids, recomputed only when the card database or the roaming kinds
    change (the soak asks after every step: recounting the whole database each time was
    a third of its time)."""
    from engine.kits import roaming_types

    db, kinds = cards_db(), frozenset(roaming_types())
    if _ROAMING[0] is not db or _ROAMING[1] != kinds:
        ids = frozenset(c.id for c in db.cards.values() if c.type in kinds) if kinds \
            else frozenset()
        _ROAMING[:] = [db, kinds, ids]
    return frozenset(_ROAMING[2])


def character_cards(g: GameState, i: int) -> Counter[str]:
    """Player i's cards wherever they are, less cards that roam between players (counted
    as one pool by `roaming_cards`)."""
    return _without_roaming(_all_cards(g, i), _roaming())


def _without_roaming(c: Counter[str], ids: frozenset[str]) -> Counter[str]:
    for cid in c.keys() & ids:
        del c[cid]
    return c


def roaming_cards(g: GameState) -> Counter[str]:
    """Cards that may change hands (Phrenk's sold Potions), over the whole table."""
    ids = _roaming()
    return _roaming_in([_all_cards(g, i) for i in range(len(g.players))] if ids else [], ids)


def _roaming_in(alls: list[Counter[str]], ids: frozenset[str]) -> Counter[str]:
    out: Counter[str] = Counter()
    if not ids:
        return out
    for c in alls:
        for k in c.keys() & ids:
            out[k] += c[k]
    return out


def _all_cards(g: GameState, i: int) -> Counter[str]:
    p = g.players[i]
    c = Counter(p.hand + p.deck + p.discard)
    for it in g.items.values():
        if it.kind == "card" and it.physical and it.owner == i:
            c[it.card] += 1
    from engine.flow.kit_calls import side_cards

    c.update(side_cards(p.state))
    from engine.kits import kit

    for q, other in enumerate(g.players):  # cards others hold for this player (Petrified)
        held = kit(other.character).statics.foreign
        if held is not None:
            c.update(card for owner, card in held(g, q) if owner == i)
    for f in g.stack:
        for owner, card in f.held():
            if owner == i:
                c[card] += 1
    return c


def every_players_cards(g: GameState) -> list[Counter[str]]:
    """``_all_cards`` of every player, gathered in one pass over the table (what is
    being played, the cards others hold, the frames) rather than one pass per player."""
    from engine.flow.kit_calls import conserved_by_key, side_cards
    from engine.kits import kit

    zones = conserved_by_key()
    out = [Counter(p.hand + p.deck + p.discard + side_cards(p.state, zones))
           for p in g.players]
    n = len(out)
    for it in g.items.values():
        if it.kind == "card" and it.physical and 0 <= it.owner < n:
            out[it.owner][it.card] += 1
    for q, other in enumerate(g.players):  # cards others hold for a player (Petrified)
        held = kit(other.character).statics.foreign
        if held is not None:
            for owner, card in held(g, q):
                if 0 <= owner < n:
                    out[owner][card] += 1
    for f in g.stack:
        for owner, card in f.held():
            if 0 <= owner < n:
                out[owner][card] += 1
    return out


def drink_cards(g: GameState) -> Counter[str]:
    """Every Drink card wherever it is, gathered into one list and counted once (the
    soak asks after every step)."""
    held = g.drink_deck + g.drink_discard
    for p in g.players:
        held += p.drink_me
    for d in g.drinks.values():
        if not d.copy:
            held += d.cards
    for it in g.items.values():
        if it.kind == "event" and cards_db().get(it.card).type not in event_types():
            held.append(it.card)
    for f in g.stack:
        held += f.held_drinks()
    held += variant_drink_cards(g)  # the Pub Crawl's tavern piles, the Bar Deck
    held += kept_cards(g)
    return Counter(held)


def variants_cards(g: GameState) -> Counter[str]:
    """The cards the variants in play hold (engine/variant_registry.py): the Sea Event deck's
    deck, discard pile and the one resolving."""
    return Counter(variant_cards(g))


def baseline(g: GameState) -> dict[str, Any]:
    return {"gold": gold_total(g),
            "players": [character_cards(g, i) for i in range(len(g.players))],
            "drinks": drink_cards(g), "roaming": roaming_cards(g), "variants": variants_cards(g)}


def _differ(a: Counter[str], b: Counter[str]) -> bool:
    """``a != b`` as Counters compare, settled at once in the usual case (the very same
    counts): Counter's own comparison walks both counts in Python, and a load and the
    soak compare after every step."""
    return not dict.__eq__(a, b) and a != b


def violations(g: GameState, base: dict[str, Any]) -> list[str]:
    out: list[str] = []
    total = gold_total(g)
    if total != base["gold"]:
        out.append(f"gold not conserved: {total} != {base['gold']}")
    ids = _roaming()
    alls = every_players_cards(g)
    for i, p in enumerate(g.players):
        if not STAT_MIN <= p.fortitude <= STAT_MAX:
            out.append(f"{p.name} fortitude {p.fortitude} out of range")
        if not STAT_MIN <= p.alcohol <= STAT_MAX:
            out.append(f"{p.name} alcohol {p.alcohol} out of range")
        if p.gold < 0:
            out.append(f"{p.name} gold {p.gold} negative")
        mine = alls[i]
        own = _without_roaming(Counter(mine), ids) if ids and mine.keys() & ids else mine
        if _differ(own, base["players"][i]):
            out.append(f"{p.name}'s cards changed: {own - base['players'][i]} "
                       f"appeared, {base['players'][i] - own} vanished")
    if g.pot < 0 or g.inn < 0:
        out.append("pot or inn negative")
    rc = _roaming_in(alls, ids)
    if _differ(rc, base.get("roaming", Counter())):
        out.append(f"roaming cards changed: {rc - base['roaming']} appeared, "
                   f"{base['roaming'] - rc} vanished")
    dc = drink_cards(g)
    if _differ(dc, base["drinks"]):
        out.append(f"drink cards changed: {dc - base['drinks']} appeared, "
                   f"{base['drinks'] - dc} vanished")
    vc, held = variants_cards(g), base.get("variants", Counter())
    if _differ(vc, held):
        out.append(f"variant cards changed: {vc - held} appeared, {held - vc} vanished")
    return out
