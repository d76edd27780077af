"""Sample a full game state consistent with what one seat knows.

Input is `Game.redacted(seat)`: a snapshot where every hidden card is "?" plus,
per owner, the multiset of cards that can fill those "?"s (decklists minus what
has been seen). We deal each owner's pool at random into its "?" slots, and the
drink pool into the Drink Deck and every Drink Me! pile. Nothing else is used,
so a seat that searches sampled states cannot peek (the honesty test checks it).

Pools are walked in sorted order so the sample depends only on the multisets and
the seat's own RNG, never on how the real hidden cards happen to be ordered.
"""

from __future__ import annotations

import random
from typing import Any

from engine.game import HIDDEN, Game, restore
from engine.kits import HIDDEN as VHIDDEN
from engine.kits import OWNER, TOP, kit
from engine.model import dup
from engine.variant_registry import DRINKS, hidden_piles


def _bag(pool: dict[str, int]) -> list[str]:
    out: list[str] = []
    for cid in sorted(pool):
        out.extend([cid] * int(pool[cid]))
    return out


def _fill(slots: list[str], bag: list[str]) -> list[str]:
    """Replace each "?" in `slots` with the next card of `bag` (consumed)."""
    out = []
    for c in slots:
        if c == HIDDEN:
            out.append(bag.pop() if bag else HIDDEN)
        else:
            out.append(c)
    return out


def sample_state(redacted: dict[str, Any], rng: random.Random) -> Game:
    """One determinization: a playable Game whose hidden cards are drawn from the pools."""
    snap = dup(redacted["snapshot"])
    pools: dict[str, dict[str, int]] = redacted["pools"]
    for i, p in enumerate(snap["players"]):
        full = _bag(pools.get(str(i), {}))
        bag = list(full)
        rng.shuffle(bag)
        p["hand"] = _fill(p["hand"], bag)
        p["deck"] = _fill(p["deck"], bag)
        zones = kit(p["character"]).zones
        for z in zones:
            owned = p["state"].get(z.key)
            if z.visibility == OWNER and isinstance(owned, list) and HIDDEN in owned:
                # Owner-only zones (Plotted cards) came from the hand: the owner's pool.
                p["state"][z.key] = [c for c in _fill(owned, bag) if c != HIDDEN]
        for z in zones:
            key, v = z.key, p["state"].get(z.key)
            if z.visibility in (VHIDDEN, TOP) and isinstance(v, list) and HIDDEN in v:
                side = _bag(pools.get(f"{i}:{key}", {}))
                rng.shuffle(side)
                p["state"][key] = [c for c in _fill(v, side) if c != HIDDEN]
    piles = hidden_piles(snap)
    for holder, key, pool in piles:  # the variants' face-down piles (tavern decks, the Sea
        if pool == DRINKS:  # Event deck): samples of their cards
            continue
        bag = _bag(pools.get(pool, {}))
        rng.shuffle(bag)
        holder[key] = [c for c in _fill(holder[key], bag) if c != HIDDEN]
    drinks = _bag(pools.get(DRINKS, {}))
    rng.shuffle(drinks)
    for p in snap["players"]:
        p["drink_me"] = _fill(p["drink_me"], drinks)
    snap["drink_deck"] = _fill(snap["drink_deck"], drinks)
    for holder, key, pool in piles:  # piles of Drinks (the Bar Deck), after the Drink Deck
        if pool == DRINKS:
            holder[key] = [c for c in _fill(holder[key], drinks) if c != HIDDEN]
    # a pool short of cards (a character mechanic the redaction does not cover) must not
    # leave "?" behind: drop unfillable slots rather than crash the engine
    for p in snap["players"]:
        for zone in ("hand", "deck", "drink_me"):
            p[zone] = [c for c in p[zone] if c != HIDDEN]
    snap["drink_deck"] = [c for c in snap["drink_deck"] if c != HIDDEN]
    snap["rng"] = None
    g = restore(snap)
    g.rng = random.Random(rng.getrandbits(64))
    g.events = []
    g.decisions = []
    return Game(g)
