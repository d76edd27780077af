"""Playing cards and response windows (003 "Timing").

A window asks each living player in turn order, starting with the player who
played or revealed the thing, whether they respond. A response goes on the stack
with its own window; once it resolves, the outer window starts a full round
again. A round where everyone passes closes the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine.cards as card_db
from engine.cards import CardDef, CostSpec, cards
from engine.effects.conditions import COND_WINDOWS, CONDITIONS, GAMBLING, ORDER_PHASE, WINDOW_KINDS
from engine.effects.ops import affected, run_ops
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.flow.kit_calls import anytime_options, discard_card, do_anytime, play_choice_options
from engine.flow.teams import ChooseChampions, opponents, same_team, take_champions, team_mode
from engine.frames import Frame, frame
from engine.kits import COSTS, KITS, guarded, play_zones, zone
from engine.kits import kit as KIT_OF
from engine.model import GameState, Item
from engine.prompts import NO, PASS, YES, Option, Prompt, card_option
from engine.variants import GAMBLING_HOOKS, stake_keys, stake_pending, stakes

RESPONSE_TYPES = ("sometimes", "anytime")


@dataclass(frozen=True)
class HeldSource:
    """Cards a player holds outside the hand and plays from there (the Prize variant's held
    Prizes, engine/flow/prizes.py): `name` is the PlayCard's source, `key` the player state
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

#: Registered by the modules above this one (issue 29: no import circle). A play context's
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
    if not st:
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
    _KEYS.clear()
    _RELEVANT_BY_KEY.clear()
    _SKIPS.clear()
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
    rows: list[Row] = []
    for cid in dict.fromkeys(hand):
        if cid not in known:
            known[cid] = _narrow(cid, wkey)
        row = known[cid]
        if row is not None:
            rows.append(row)
    ready = tuple(card_option(r[0]) for r in rows) if all(r[1] for r in rows) else None
    got = kinds[wkey] = (tuple(rows), ready)
    return got


_EXTRA: list[frozenset[str]] = []


def extra_keys() -> frozenset[str]:
    """Player state that can add answers beyond the hand: zones played from as if from hand
    (Schemes), kits' anytime actions (Patients) and held Prizes."""
    if not _EXTRA:
        _EXTRA.append(play_zones() | {k for kt in KITS.values() for k in kt.actions.keys}
                      | {s.key for s in HELD_SOURCES.values()})
    return _EXTRA[0]


def response_options(g: GameState, p: int, win: Any,
                     memo: dict[Any, list[int]] | None = None,
                     wkey: str | None = None) -> Sequence[Option]:
    """Each card in p's hand that may be played in this window (one option per card id),
    plus Schemes from the Plotted area and anytime actions (Patients, Potions, Prizes).

    `memo` carries condition answers between the players of one window step (nothing
    changes while a window only asks), so a condition is worked out once per subject.
    This runs for every player in every window: keep the nothing-to-play path short.
    """
    if g.turn_ended and p in g.turn_ended:
        return ()  # 003 "Your Turn Ends Now": no more cards this turn, for a teammate neither
    pl = g.players[p]
    hand = tuple(pl.hand)
    kinds = _HAND_CACHE.get(hand)
    if kinds is None:
        if len(_HAND_CACHE) > 20_000:
            _HAND_CACHE.clear()
        kinds = _HAND_CACHE[hand] = {}
    if wkey is None:
        wkey = window_key(g, win.wkind)
    info = kinds.get(wkey)
    if info is None:
        info = _kind_info(hand, kinds, wkey)
    rows, ready = info
    st = pl.state
    extras = bool(st) and not extra_keys().isdisjoint(st)
    if ready is not None:
        if not extras and not g.teams:
            return ready  # the usual answer: nothing, or cards that need no condition
        out = list(ready)
    else:
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
    if extras:
        out = plotted_options(g, p, RESPONSE_TYPES, win) + out
    if extras or g.teams:
        out += anytime_options(g, p)
    return out


@frame
@dataclass
class Window(Frame):
    KIND = "window"
    wkind: str  # card | after | drinks | event | phase | last
    start: int
    to: str
    about: int | None = None
    drinks: list[int] = field(default_factory=list)
    i: int = 0
    passes: int = 0
    asking: int | None = None

    def _order(self, g: GameState) -> list[int]:
        return g.order_from(self.start)

    def step(self, g: GameState) -> Prompt | None:
        if self.wkind == "card" and self.about is not None:
            a = g.items.get(str(self.about))
            if a is None or a.negated:
                g.stack.pop()
                return None
        order = g.order_from(self.start)
        n = len(order)
        memo: dict[Any, list[int]] = {}
        wkey = window_key(g, self.wkind)
        while self.passes < n:
            p = order[self.i % n]
            if g.players[p].automaton:
                from engine.kits import automaton

                depth = len(g.stack)
                automaton(g.players[p].character).respond(g, p, self)
                if len(g.stack) > depth:  # Otto played a Sometimes box: a full new round
                    self.i = 0
                    self.passes = 0
                    return None
                self.passes += 1
                self.i += 1
                continue
            opts = response_options(g, p, self, memo, wkey)
            if opts:
                self.asking = p
                return Prompt(p, "respond", tuple(opts) + (PASS,), ctx(g, to=self.to))
            self.passes += 1
            self.i += 1
        g.stack.pop()
        return None

    def answer(self, g: GameState, opt: Option) -> None:
        p = self.asking if self.asking is not None else self._order(g)[self.i % len(self._order(g))]
        self.asking = None
        if do_anytime(g, p, opt):
            return  # not a card on the stack: the same player may act again
        if opt.card is None:
            self.passes += 1
            self.i += 1
            return
        # A response restarts the round for everyone once it resolves.
        self.i = 0
        self.passes = 0
        source = opt.label if opt.label in play_zones() else "hand"
        g.stack.append(PlayCard(player=p, card=opt.card, context="respond", win=self.to_dict(),
                                source=source))


def open_phase_window(g: GameState, start: int) -> None:
    """Open the window at the start of a phase, unless no one could play anything in it.

    Most phase windows ask everyone and hear nothing; this looks first (with the same
    test the window uses) and leaves the quiet ones out, which saves the frame and its
    trips round the engine loop. Otto is passed over: he answers only cards and Drinks.
    """
    probe = Window("phase", start, "phase")
    players = g.players
    memo: dict[Any, list[int]] = {}
    wkey = window_key(g, "phase")
    for p in g.order_from(start):
        if not players[p].automaton and response_options(g, p, probe, memo, wkey):
            g.stack.append(probe)
            return


def window_view(d: dict[str, Any]) -> Window:
    d = dict(d)
    d.pop("kind", None)
    return Window(**d)


STAGES = ("mode", "start", "drink", "target", "partner", "choice", "cost", "window", "resolve",
          "gain", "finish")
# saves made before the cost stages were one generic pair (issue 12)
OLD_STAGES = {"spend": "cost", "harvest": "cost", "supply": "gain"}
NEXT_STAGE = dict(zip(STAGES, STAGES[1:]))


@frame
@dataclass
class PlayCard(Frame):
    """Play a card: mode, target and costs first, then responses, then resolve and discard.

    `source` is "hand", "plotted" (Petra's Schemes) or "virtual" (an effect with
    no card in hand: a Gather effect, Petra's Hellfire) which `effects` then holds.
    """

    KIND = "play_card"
    player: int
    card: str
    context: str  # action | respond | gamble | effect
    win: dict[str, Any] | None = None
    stage: str = "mode"
    mode: int = -1
    uid: int = 0
    subjects: list[int] = field(default_factory=list)
    source: str = "hand"
    effects: list[dict[str, Any]] | None = None
    extra: dict[str, Any] | None = None  # initial extras for the item (e.g. Otto's box type)

    def __post_init__(self) -> None:
        self.stage = OLD_STAGES.get(self.stage, self.stage)

    def _card(self) -> CardDef:
        return cards().get(self.card)

    def _types(self) -> tuple[str, ...]:
        if self.context == "action":
            return ("action", "anytime")
        if self.context == "gamble":
            return ("gambling", "cheating", "anytime")
        return RESPONSE_TYPES

    def _next(self) -> None:
        if self.mode >= 0:
            self.stage = _next_stages(self.card, self.mode, self.source == "virtual")[self.stage]
        else:
            self.stage = NEXT_STAGE[self.stage]

    def step(self, g: GameState) -> Prompt | None:
        # Run the stages straight through while they need no one and push nothing: one
        # trip round the engine loop per card instead of one per stage.
        stack = g.stack
        depth = len(stack)
        while True:
            result: Prompt | None = _STAGE_HANDLERS[self.stage](self, g)
            if result is not None or len(stack) != depth or stack[-1] is not self or g.over:
                return result

    # -- stages -------------------------------------------------------------------
    def _st_mode(self, g: GameState) -> Prompt | None:
        c = self._card()
        if self.source == "virtual":
            self.mode = 0
            self.subjects = self.subjects or [0]
            self._next()
            return None
        held = HELD_SOURCES.get(self.source)
        if held is not None and self.subjects:
            self.mode = 0  # a forced held card (the Straw of Misdirection) on a given Drink
            self._next()
            return None
        win = window_view(self.win) if self.win else None
        types = self._types() if held is None else held.types
        modes = usable_modes(g, self.player, c, win, types)
        keep = MODE_FILTERS.get(self.context)
        if keep is not None:
            modes = [m for m in modes if keep(g, c, m[0])]
        if not modes:
            raise RuntimeError(f"{self.card} has no usable mode here")
        if len(modes) == 1:
            self.mode, self.subjects = modes[0][0], modes[0][1]
            self._next()
            return None
        opts = tuple(Option(card=self.card, value=m + 1) for m, _ in modes)
        return Prompt(self.player, "choose", opts, ctx(g, reason="mode", to=self.card))

    def _st_start(self, g: GameState) -> Prompt | None:
        c = self._card()
        pl = g.players[self.player]
        if self.source == "hand":
            pl.hand.remove(self.card)
        elif self.source in play_zones():  # played as if from hand (a Scheme from Plotted)
            pl.state[self.source].remove(self.card)
        elif self.source in HELD_SOURCES:  # a held Prize
            HELD_SOURCES[self.source].take(g, self.player, self.card)
        uid = g.uid()
        self.uid = uid
        about = None
        if self.subjects and str(self.subjects[0]) in g.items:
            about = self.subjects[0]
        item = Item(uid, self.card, self.player, mode=self.mode, about=about,
                    physical=self.source != "virtual" and self.source not in HELD_SOURCES)
        from_zone = zone(self.source)
        if from_zone is not None and from_zone.play_extra:
            item.extra[from_zone.play_extra] = True
        if self.effects is not None:
            item.extra["effects"] = list(self.effects)
        if self.extra:
            item.extra.update({k: v for k, v in self.extra.items() if v is not None})
        g.items[str(uid)] = item
        if c.modes:
            mode = c.modes[self.mode]
            ops = [o["op"] for o in mode.effects]
            started = next((o for o in ops if o in PLAY_STARTS and PLAY_STARTS[o](g, self.player)),
                           None)
            if started is not None:
                if team_mode(g):
                    g.stack.append(ChooseChampions(self.player, f"{started}{uid}", self.card))
            elif team_mode(g) and any(o.get("who") == "each" for o in mode.effects):
                g.stack.append(ChooseChampions(self.player, f"each{uid}", self.card))
        self._next()
        return None

    def _undo_start(self, g: GameState, item: Item) -> None:
        gm = g.gambling
        if gm is not None and not gm.started and gm.starter == item.owner:
            g.gambling = None

    def _mode_def(self) -> Any:
        c = self._card()
        return c.modes[self.mode] if c.modes and self.source != "virtual" else None

    # (prize plays reuse the response types plus Actions: a Prize says when it is used)

    def _st_drink(self, g: GameState) -> Prompt | None:
        item = g.items[str(self.uid)]
        if g.champions:
            champs = take_champions(g, f"gamble{self.uid}")
            if champs is not None and g.gambling is not None:
                # 003 "Round of Gambling" (teams): only the Champions play the Round.
                g.gambling.in_round = [q for q in g.order_from(self.player) if q in champs]
            champs = take_champions(g, f"each{self.uid}")
            if champs is not None:
                item.extra["champions"] = [q for q in g.order_from(self.player)
                                           if q in champs]
        drinks = [g.drinks[str(s)] for s in self.subjects if str(s) in g.drinks]
        if len(drinks) <= 1:
            if drinks:
                item.drink = drinks[0].uid
            self._next()
            return None
        opts = tuple(Option(player=g.players[d.drinker].name, card=d.cards[0]) for d in drinks)
        uniq = tuple(dict.fromkeys(opts))  # same drinker and card: the same choice
        return ask(self, g, Prompt(self.player, "choose", uniq,
                                   ctx(g, reason="which_drink", to=drinks[0].cards[0])))

    def _target_players(self, g: GameState) -> list[int] | None:
        mode = self._mode_def()
        if mode is None:
            return None
        ops = [o["op"] for o in mode.effects]
        item = g.items[str(self.uid)]
        if "exempt_payment" in ops and item.about is not None and not any(
                o.get("who") == "self" for o in mode.effects):
            a = g.items[str(item.about)]
            return [q for q in g.order_from(self.player) if ("gold", -1) in affected(g, a, q)]
        if "redirect" in ops:
            # 003 "Redirection": may go to a teammate of the card's original player.
            return [q for q in g.order_from(self.player) if q != self.player
                    and not g.players[q].automaton]
        if mode.target == "another":
            return opponents(g, self.player)
        if mode.target == "any":
            return g.order_from(self.player)
        return None

    def _st_target(self, g: GameState) -> Prompt | None:
        players = self._target_players(g)
        if not players:
            self._next()
            return None
        p = Prompt(self.player, "target", player_options(g, players), ctx(g, to=self.card))
        return ask(self, g, p)

    def _st_partner(self, g: GameState) -> Prompt | None:
        mode = self._mode_def()
        ops = [o["op"] for o in mode.effects] if mode else []
        item = g.items[str(self.uid)]
        if item.drink is not None and ("split_drink" in ops or "pass_drink" in ops):
            d = g.drinks[str(item.drink)]
            # 003 team "Drink Rules": no passing or splitting a Drink with a teammate.
            others = [q for q in g.order_from(self.player) if not same_team(g, q, d.drinker)]
            if "split_drink" in ops:
                p = Prompt(self.player, "choose", player_options(g, others),
                           ctx(g, to=d.cards[0], reason="split_partner"))
            else:
                p = Prompt(self.player, "target", player_options(g, others), ctx(g, to=d.cards[0]))
            return ask(self, g, p)
        self._next()
        return None

    def _st_choice(self, g: GameState) -> Prompt | None:
        # 003 note "Here's a tough row to hoe": choices are made before anyone responds.
        mode = self._mode_def()
        item = g.items[str(self.uid)]
        # A variant's stake (the Prize) is still to pick while extra[its id] is missing or
        # None: None marks "asked" and is saved, so a restored game must ask again, not
        # skip (issue 14).
        if (GAMBLING_HOOKS and mode is not None and stake_pending(g, item.extra)
                and any(o["op"] == "gamble" for o in mode.effects)
                and g.gambling is not None and not g.gambling.started):
            # 003 "The Prize Variant": the starter adds a Prize from the Inn to the pot.
            got = stakes(g, self.player)
            if got is not None:
                item.extra[got[0]] = None
                opts = tuple(Option(card=c) for c in got[1])
                return ask(self, g, Prompt(self.player, "choose", opts,
                                           ctx(g, reason=got[0], to=self.card)))
        if mode is None or mode.choose is None:
            self._next()
            return None
        choices = play_choice_options(g, self.player, mode.choose)
        return ask(self, g, Prompt(self.player, "choose", tuple(choices),
                                   ctx(g, reason=mode.choose, to=self.card)))

    def _costs(self, after: bool) -> list[CostSpec]:
        """The mode's listed costs asked in the cost stage (as the card is played) or, for
        `after` ones, in the gain stage once it has resolved (the kits' cost registry)."""
        mode = self._mode_def()
        if mode is None:
            return []
        return [c for c in mode.costs if COSTS[c.kind].asked and COSTS[c.kind].after == after]

    def _ask_cost(self, g: GameState, after: bool) -> Prompt | None:
        """Ask the next listed cost: 003 "Spending Momentum" and "Harvest" (optional, paid
        as the card is played), "Medical Supplies" (a gain after all other effects, not if
        Negated). The count of costs answered is kept with the card, so a game saved at the
        question asks it again after loading."""
        key = "gains_asked" if after else "costs_asked"
        item = g.items[str(self.uid)]
        done = int(item.extra.get(key, 0))
        specs = self._costs(after)
        if done >= len(specs):
            self._next()
            return None
        spec = specs[done]
        cost = COSTS[spec.kind]
        opts = cost.options(g, self.player, spec.amount)
        if not opts:  # cannot pay (or gain): on to the next
            item.extra[key] = done + 1
            return None
        if after:
            return ask(self, g, Prompt(self.player, "choose", tuple(opts),
                                       ctx(g, reason=cost.reason, to=self.card)))
        return Prompt(self.player, "choose", (YES, NO), ctx(g, reason=cost.reason, to=self.card))

    def _st_cost(self, g: GameState) -> Prompt | None:
        return self._ask_cost(g, after=False)

    def _st_gain(self, g: GameState) -> Prompt | None:
        return self._ask_cost(g, after=True)

    def _st_window(self, g: GameState) -> Prompt | None:
        item = g.items[str(self.uid)]
        self._next()
        emit(g, "card_played", player=self.player, card=self.card, mode=self.mode,
             target=item.target, about=item.about, source=self.source, uid=self.uid,
             hand_size=len(g.players[self.player].hand))
        g.stack.append(Window("card", self.player, self.card, about=self.uid))
        # the player's kit sees the card before anyone answers it; what it pushes comes
        # first (a Gear revealed by Wizgille's Device is answered before the Device)
        hook = KIT_OF(g.players[self.player].character).hooks.on_play
        if hook is not None:
            hook(g, item)
        return None

    def _st_resolve(self, g: GameState) -> Prompt | None:
        item = g.items[str(self.uid)]
        self._next()
        if item.negated:
            self._undo_start(g, item)
            self.stage = "finish"
            return None
        run_ops(g, item)
        emit(g, "card_resolved", player=self.player, card=self.card)
        if any(int(k) != item.owner for k, v in item.losses.items() if v > 0):
            g.stack.append(Window("after", self.player, self.card, about=self.uid))
        return None

    def _st_finish(self, g: GameState) -> Prompt | None:
        item = g.items.pop(str(self.uid))
        hook = KIT_OF(g.players[self.player].character).hooks.on_finish
        if hook is not None:
            hook(g, item)
        held = HELD_SOURCES.get(self.source)
        if held is not None:
            held.done(g, self.card)  # a used Prize: to the used Prizes
        elif item.physical:
            discard_card(g, item.owner, self.card)
        g.stack.pop()
        return None

    def answer(self, g: GameState, opt: Option) -> None:
        if self.stage == "mode":
            self.mode = int(opt.value or 1) - 1
            win = window_view(self.win) if self.win else None
            for m, subj in usable_modes(g, self.player, self._card(), win, self._types()):
                if m == self.mode:
                    self.subjects = subj
            self._next()
            return
        item = g.items[str(self.uid)]
        if self.stage == "drink":
            for s in self.subjects:
                d = g.drinks.get(str(s))
                if d and g.players[d.drinker].name == opt.player and d.cards[0] == opt.card:
                    item.drink = d.uid
                    break
        elif self.stage in ("target", "partner"):
            item.target = g.index(str(opt.player))
        elif self.stage == "choice":
            for key in stake_keys():
                if key in item.extra and item.extra[key] is None:
                    item.extra[key] = opt.card
                    return  # the card's own play-time choice (if any) comes next
            item.extra["choice"] = opt.label
        elif self.stage in ("cost", "gain"):
            self._pay(g, item, opt)
            return  # the stage asks the next listed cost, or moves on
        self._next()


    def _pay(self, g: GameState, item: Item, opt: Option) -> None:
        after = self.stage == "gain"
        key = "gains_asked" if after else "costs_asked"
        done = int(item.extra.get(key, 0))
        spec = self._costs(after)[done]
        cost = COSTS[spec.kind]
        if after:
            cost.pay(g, self.player, spec.amount, str(opt.label))
        elif opt.label == "yes":
            cost.pay(g, self.player, spec.amount, "yes")
            item.extra[spec.kind] = True  # the improved effect it buys (ops.effective_effects)
        item.extra[key] = done + 1


_SKIPS: dict[tuple[str, int, bool], dict[str, str]] = {}


def _next_stages(card: str, mode: int, virtual: bool) -> dict[str, str]:
    """Stage -> the next stage this card and mode can use: the ones that can do nothing
    (no target to pick, no partner, choice, cost or supply) are passed straight by. Each
    skip mirrors the test its stage makes first."""
    key = (card, mode, virtual)
    got = _SKIPS.get(key)
    if got is None:
        c = cards().get(card)
        m = c.modes[mode] if c.modes and not virtual and 0 <= mode < len(c.modes) else None
        skip: set[str] = set()
        if m is None:
            skip.update(("target", "partner", "choice", "cost", "gain"))
        else:
            ops = {o["op"] for o in m.effects}
            if "exempt_payment" not in ops and "redirect" not in ops \
                    and m.target not in ("another", "any"):
                skip.add("target")
            if "split_drink" not in ops and "pass_drink" not in ops:
                skip.add("partner")
            if "gamble" not in ops and m.choose is None:
                skip.add("choice")
            asked = [COSTS[c.kind] for c in m.costs if COSTS[c.kind].asked]
            if not any(not c.after for c in asked):
                skip.add("cost")
            if not any(c.after for c in asked):
                skip.add("gain")
        nxt = {}
        for st in STAGES[:-1]:
            n = NEXT_STAGE[st]
            while n in skip:
                n = NEXT_STAGE[n]
            nxt[st] = n
        got = _SKIPS[key] = nxt
    return got


_STAGE_HANDLERS: dict[str, Any] = {st: getattr(PlayCard, "_st_" + st) for st in STAGES}
