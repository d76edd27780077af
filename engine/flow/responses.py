"""What can answer a response window: the cards and modes a player may play in it (003
"Timing"), and the caches that make asking every player at every window cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import engine.cards as card_db
from engine.cards import CardDef, cards
from engine.effects.conditions import COND_WINDOWS, CONDITIONS, GAMBLING, ORDER_PHASE, WINDOW_KINDS
from engine.flow.kit_calls import anytime_options
from engine.kits import KITS, ON_KITS_CHANGED, guarded, play_zones
from engine.kits import kit as KIT_OF
from engine.model import GameState
from engine.prompts import Option, card_option

RESPONSE_TYPES = ("sometimes", "anytime")


@dataclass(frozen=True)
class HeldSource:
    """Cards a player holds outside the hand and plays from there (the Prize variant's held
    Prizes, engine/variants/prize.py): `name` is the PlayCard's source, `key` the player state
    holding them, `take` removes the card from the player, `done` puts it where it goes once
    resolved (it is not discarded), the card types usable from it. Given subjects (a
    Drink), it is forced on them."""

    name: str
    key: str
    take: Callable[[GameState, int, str], None]
    done: Callable[[GameState, str], None]
    types: tuple[str, ...]


HELD_SOURCES: dict[str, HeldSource] = {}


def register_held_source(s: HeldSource) -> None:
    if s.name in HELD_SOURCES or s.name in ("hand", "virtual"):
        raise ValueError(f"a held-card source {s.name!r} is already registered")
    HELD_SOURCES[s.name] = s
    _EXTRA.clear()

#: Registered by the modules above this one (so this one imports none of them). A play context's
#: own filter on a card's modes (engine/flow/gambling.py: "gamble", a mode must fit the
#: Round), and ops whose card starts something as it is played, before it resolves
#: (gambling: "gamble" sets up a new Round; True if it did, and a team then picks its
#: Champion for it).
MODE_FILTERS: dict[str, Callable[[GameState, CardDef, int], bool]] = {}
PLAY_STARTS: dict[str, Callable[[GameState, int], bool]] = {}
ITEM_CONDITIONS_SKIP = ("anytime", "my_order_phase", "in_gambling")


_MODE_CACHE: dict[tuple[str, tuple[str, ...]], list[tuple[int, str, str | None]]] = {}


def _typed_modes(card: CardDef, types: tuple[str, ...]) -> list[tuple[int, str, str | None]]:
    """(index, type, condition) of the modes of `card` whose type is one of `types` (cached)."""
    key = (card.id, types)
    got = _MODE_CACHE.get(key)
    if got is None:
        got = []
        for i, m in enumerate(card.modes):
            mtype = m.type or card.type
            if mtype in types:
                got.append((i, mtype, m.responds_to))
        _MODE_CACHE[key] = got
    return got


_STATIC_MODES: dict[tuple[str, tuple[str, ...]], tuple[int, ...]] = {}


def static_modes(card: CardDef, types: tuple[str, ...]) -> tuple[int, ...]:
    """The modes of `card` of one of `types` usable outside any window (Action, Gambling
    turns): those with no condition, which depends only on the card, so it is cached."""
    key = (card.id, types)
    got = _STATIC_MODES.get(key)
    if got is None:
        got = _STATIC_MODES[key] = tuple(
            i for i, mtype, rt in _typed_modes(card, types)
            if rt is None or (mtype == "anytime" and rt == "anytime"))
    return got


def usable_modes(g: GameState, p: int, card: CardDef, win: Any | None,
                 types: tuple[str, ...]) -> list[tuple[int, list[int]]]:
    """The modes of `card` that `p` may use now, each with its possible subjects."""
    if win is None:
        return [(i, [0]) for i in static_modes(card, types)]
    out: list[tuple[int, list[int]]] = []
    for i, mtype, rt in _typed_modes(card, types):
        if mtype == "anytime" and rt in (None, "anytime"):
            out.append((i, [0]))
            continue
        if rt is None:
            if win is None:
                out.append((i, [0]))
            continue
        if win is None:
            continue
        subjects = CONDITIONS[rt](g, p, win)
        subjects = [s for s in subjects if _allowed(g, card.id, rt, s)]
        if subjects:
            out.append((i, subjects))
    return out

def plotted_options(g: GameState, p: int, types: tuple[str, ...], win: Any | None) -> list[Option]:
    """Cards playable from a zone "as if from hand" (Petra's Plotted Schemes) in this context."""
    st = g.players[p].state
    zones = play_zones()
    if not st or zones.isdisjoint(st) or not any(st.get(k) for k in zones):
        return []
    out: list[Option] = []
    for z in KIT_OF(g.players[p].character).zones:
        if not z.playable_from or not st.get(z.key):
            continue
        for cid in dict.fromkeys(st[z.key]):
            c = cards().get(cid)
            ok = not z.play_subtype or z.play_subtype in c.subtypes
            if ok and usable_modes(g, p, c, win, types):
                out.append(Option(card=cid, label=z.key))
    return out



def _allowed(g: GameState, card: str, cond: str, subject: int) -> bool:
    """'Can only be affected by ...' protects an item from other cards (`card` is an id)."""
    if cond in ITEM_CONDITIONS_SKIP:
        return True
    it = g.items.get(str(subject))
    if it is None:
        return True
    if it.kind == "card" and guarded(g, it):
        return False
    prot = cards().get(it.card).only_affected_by
    return not prot or card in prot


_KEYS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {}
_RELEVANT_BY_KEY: dict[str, frozenset[str]] = {}


def window_key(g: GameState, wkind: str) -> str:
    """The kind of window, refined by whether it opens the Order phase and whether a Round
    of Gambling is on: together they decide which conditions can hold in it."""
    table = _KEYS.get(wkind)
    if table is None:
        table = _key_table(wkind)
    gm = g.gambling
    return table[wkind == "phase" and g.phase == "order"][
        gm is not None and gm.started and not gm.ended]


def _key_table(wkind: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """[opens the Order phase][Gambling on] -> key, with each key's relevant conditions."""
    rows = []
    for order in (False, True):
        row = []
        for gambling in (False, True):
            key = wkind + ("+order" if order else "") + ("+gambling" if gambling else "")
            # the conditions declared for this kind of window (engine/effects/conditions):
            # Drink conditions only while Drinks are out, hitting back only after a card,
            # "your Order phase" only as it opens, "in a Round of Gambling" only during one
            kind = wkind if wkind in WINDOW_KINDS else "card"
            marks = {kind} | ({ORDER_PHASE} if order else set()) | ({GAMBLING} if gambling
                                                                     else set())
            rel = {c for c, ws in COND_WINDOWS.items() if ws & marks}
            _RELEVANT_BY_KEY[key] = frozenset(rel)
            row.append(key)
        rows.append((row[0], row[1]))
    table = _KEYS[wkind] = (rows[0], rows[1])
    return table


#: how to empty the caches of the modules that build on this one (the PlayCard stages'
#: skips), registered by them: they are emptied with this module's
CACHES_ABOVE: list[Callable[[], None]] = []


def clear_caches() -> None:
    """Card definitions changed (owner packs): forget what was derived from them."""
    from engine.effects import ops
    from engine.kits import KITS

    for k in KITS.values():
        hook = k.hooks.clear_caches
        if hook:
            hook()
    _MODE_CACHE.clear()
    _STATIC_MODES.clear()
    _HAND_CACHE.clear()
    _CARD_ROWS.clear()
    _KIND_ROWS.clear()
    _QUIET.clear()
    _KEYS.clear()
    _RELEVANT_BY_KEY.clear()
    _EXTRA.clear()
    for clear in CACHES_ABOVE:
        clear()
    ops.clear_caches()


card_db.ON_RELOAD.append(clear_caches)  # owner packs reloaded: engine/cards.py


# What a hand can answer with, per kind of window (cached by hand, then window kind): its
# response cards in hand order as
# (card id, free, the conditions that can hold in that kind of window), where `free` means
# an Anytime mode usable whenever; plus, when every such card is free, the ready-made
# options (no condition to work out), else None. Only strings and flags: the cache grows to
# thousands of hands, and holding no objects lets the garbage collector stop walking it.
Row = tuple[str, bool, tuple[str, ...]]
KindInfo = tuple[tuple[Row, ...], tuple[Option, ...] | None]
_HAND_CACHE: dict[tuple[str, ...], dict[str, KindInfo]] = {}
# Conditions whose answer does not depend on who asks: worked out once per window step.
SEAT_FREE = frozenset({"sometimes_card", "drink_change_card", "spike_drink", "gold_payment",
                       "in_gambling"})


_CARD_ROWS: dict[str, Row | None] = {}
_KIND_ROWS: dict[str, dict[str, Row | None]] = {}
#: by window key: the cards seen so far that can never answer such a window (a hand of
#: only these answers nothing, found without building the hand's key)
_QUIET: dict[str, set[str]] = {}


def _card_row(cid: str) -> Row | None:
    """A card's response row with all its conditions, or None if it is never a response."""
    if cid in _CARD_ROWS:
        return _CARD_ROWS[cid]
    card = cards().get(cid)
    modes = _typed_modes(card, RESPONSE_TYPES)
    row: Row | None = None
    if modes:
        # A card is offered when any mode qualifies, so a free one makes the rest moot.
        if any(mtype == "anytime" and rt in (None, "anytime") for _i, mtype, rt in modes):
            row = (cid, True, ())
        else:
            row = (cid, False, tuple(rt for _i, _m, rt in modes if rt is not None))
    _CARD_ROWS[cid] = row
    return row


def _narrow(cid: str, wkey: str) -> Row | None:
    """The card's row narrowed to the conditions that can hold under `wkey`."""
    row = _card_row(cid)
    if row is None or row[1]:
        return row
    relevant = _RELEVANT_BY_KEY[wkey]
    rts = tuple(rt for rt in row[2] if rt in relevant)
    return (cid, False, rts) if rts else None


def _kind_info(hand: tuple[str, ...], kinds: dict[str, KindInfo], wkey: str) -> KindInfo:
    """The hand's response cards under `wkey` (window_key), cached with the hand."""
    known = _KIND_ROWS.setdefault(wkey, {})
    quiet = _QUIET.setdefault(wkey, set())
    rows: list[Row] = []
    for cid in dict.fromkeys(hand):
        if cid not in known:
            known[cid] = _narrow(cid, wkey)
            if known[cid] is None:
                quiet.add(cid)
        row = known[cid]
        if row is not None:
            rows.append(row)
    ready = tuple(card_option(r[0]) for r in rows) if all(r[1] for r in rows) else None
    got = kinds[wkey] = (tuple(rows), ready)
    return got


_EXTRA: list[frozenset[str]] = []


def extra_keys() -> frozenset[str]:
    """Player state that can add answers beyond the hand: zones played from as if from hand
    (Schemes), kits' anytime actions (Patients) and held Prizes. Only a non-empty one
    counts: an empty zone or Prize list (left behind once used) adds nothing."""
    if not _EXTRA:
        _EXTRA.append(play_zones() | {k for kt in KITS.values() for k in kt.actions.keys}
                      | {s.key for s in HELD_SOURCES.values()})
    return _EXTRA[0]


ON_KITS_CHANGED.append(_EXTRA.clear)  # a kit's zones or actions came or went


def response_options(g: GameState, p: int, win: Any,
                     memo: dict[Any, list[int]] | None = None,
                     wkey: str | None = None) -> Sequence[Option]:
    """Each card in p's hand that may be played in this window (one option per card id),
    plus Schemes from the Plotted area and anytime actions (Patients, Potions, Prizes).

    `memo` carries condition answers between the players of one window step (nothing
    changes while a window only asks), so a condition is worked out once per subject.
    This runs for every player in every window: keep the nothing-to-play path short.
    """
    ended = g.turn_ended
    if ended and p in ended:
        return ()  # 003 "Your Turn Ends Now": no more cards this turn, for a teammate neither
    pl = g.players[p]
    if wkey is None:
        wkey = window_key(g, win.wkind)
    st = pl.state
    if st:  # whether player state holds anything that can answer beyond the hand
        keys = _EXTRA[0] if _EXTRA else extra_keys()
        extras = not keys.isdisjoint(st) and any(map(st.get, keys))
    else:
        extras = False
    teams = g.teams
    quiet = _QUIET.get(wkey)
    if quiet is not None and quiet.issuperset(pl.hand):
        if not extras and not teams:
            return ()  # the usual answer, asked of every player in every window: nothing
        out: list[Option] = []
    else:
        got = _hand_options(g, p, win, memo, wkey)
        if not extras and not teams:
            return got
        out = list(got)
    if extras:
        out = plotted_options(g, p, RESPONSE_TYPES, win) + out
    return out + anytime_options(g, p)


def _hand_options(g: GameState, p: int, win: Any, memo: dict[Any, list[int]] | None,
                  wkey: str) -> Sequence[Option]:
    """The cards in p's hand that may answer this window, in hand order: the hand's rows
    are cached by hand and window key, so only cards with a condition are worked out."""
    hand = tuple(g.players[p].hand)
    kinds = _HAND_CACHE.get(hand)
    if kinds is None:
        if len(_HAND_CACHE) > 20_000:
            _HAND_CACHE.clear()
        kinds = _HAND_CACHE[hand] = {}
    info = kinds.get(wkey)
    if info is None:
        info = _kind_info(hand, kinds, wkey)
    rows, ready = info
    if ready is not None:
        return ready  # nothing, or cards that need no condition
    out = []
    for cid, free, rts in rows:
        if free:
            out.append(card_option(cid))
            continue
        for rt in rts:
            mkey: Any = rt if rt in SEAT_FREE else (rt, p)
            subjects = memo.get(mkey) if memo is not None else None
            if subjects is None:
                subjects = CONDITIONS[rt](g, p, win)
                if memo is not None:
                    memo[mkey] = subjects
            if subjects and any(_allowed(g, cid, rt, x) for x in subjects):
                out.append(card_option(cid))
                break
    return out
