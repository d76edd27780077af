"""The engine API: new_game / pending / apply / view / clone / to_json / from_json.

In the spirit of OpenSpiel's State: `pending()` runs automatic work until a seat
must decide and returns that Prompt (or None when the game is over or halted);
`apply(answer)` checks the answer is one of the options and advances.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, fields
from typing import Any

from engine.cards import cards
from engine.events import Event, emit
from engine.flow.drive import advance
from engine.flow.teams import load_legacy_champions
from engine.frames import frame_from_dict
from engine.kits import HIDDEN as VHIDDEN
from engine.kits import OWNER, PUBLIC, TOP, kit, zone
from engine.model import Contest, Drink, Gambling, GameState, Item, Player, PotTaken, dup
from engine.prompts import IllegalAnswer, Option, Prompt
from engine.shuffling import shuffle
from engine.variant_registry import (
    DRINKS,
    HIDDEN,
    drink_pool,
    flag_forms,
    load_legacy_state,
    public_views,
    rounds_counted,
    save_forms,
    saved_map,
    setup_variants,
)
from engine.variant_registry import redact as redact_variants
from engine.version import VERSION

#: The save format's version. Format 1's layout has changed without a new version, and the
#: earlier layouts still load: a PlayCard frame had a stage per kind of cost ("spend",
#: "harvest", "supply"), a turn's loose state was kept as "flags" ("end_turn", "halt_on",
#: "halted", "ended", "contest_scores", "pot_taken", Champions as "champions:KEY") and each
#: variant's state under a top-level key of its own ("sea", "crawl"); the current layout
#: gives each a typed home (generic cost stages, GameState's fields, the "variants" map).
#: Saves of an earlier layout are kept in tests/engine/old_saves/.
FORMAT_VERSION = 1
#: GameState fields that a save of an earlier layout of format 1 kept as flags: flag -> field
LEGACY_FLAGS = {"end_turn": "end_turn", "halt_on": "halt_on", "halted": "halted",
                "ended": "turn_ended"}
#: flags a save of an earlier layout of format 1 may hold that nothing reads ("ending" was only
#: ever set)
DROPPED_FLAGS = ("ending",)
MAX_AUTO_STEPS = 100_000


def starting_gold(n: int) -> int:
    """003 "Getting Started": 10 Gold, 8 with 2 players, 12 with 7 or more."""
    if n == 2:
        return 8
    if n >= 7:
        return 12
    return 10


class EngineError(RuntimeError):
    """The engine reached a state it cannot continue from (a bug, never a rule)."""


class Game:
    """One game: its plain-data state plus the prompt currently awaiting an answer."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._prompt: Prompt | None = None
        #: set when a save from another engine version was loaded: what to tell the player
        self.load_note: str | None = None

    # -- driving -----------------------------------------------------------------
    def pending(self) -> Prompt | None:
        if self._prompt is not None:
            return self._prompt
        g = self.state
        p = advance(g, MAX_AUTO_STEPS)
        if p is None and not (g.over or not g.stack or g.halted):
            raise EngineError("the engine made no progress (automatic step limit reached)")
        self._prompt = p
        return p

    def apply(self, answer: Any) -> None:
        """Answer the pending prompt with an Option, an option dict or an option index."""
        p = self.pending()
        if p is None:
            raise IllegalAnswer("no decision is pending")
        idx = p.index_of(answer)
        opt = p.options[idx]
        self._prompt = None
        self.state.decisions.append(idx)
        self.state.stack[-1].answer(self.state, opt)

    def resume(self) -> None:
        """Clear a runner's halt so play continues."""
        self.state.halted = ""

    @property
    def over(self) -> bool:
        return self.state.over

    def clone(self) -> Game:
        c = Game(dup(self.state))
        c._prompt = self._prompt
        return c

    # -- information -------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may know: its own hand, public piles and counts, never hidden cards."""
        g = self.state
        players = []
        for i, p in enumerate(g.players):
            d: dict[str, Any] = {
                "name": p.name, "character": p.character, "fortitude": p.fortitude,
                "alcohol": p.alcohol, "gold": p.gold, "hand_size": len(p.hand),
                "deck_size": len(p.deck), "discard": list(p.discard),
                "drink_me_size": len(p.drink_me), "out": p.out, "traits": list(p.traits),
                "state": public_state(p.state), "team": p.team, "boss": p.boss,
                "automaton": p.automaton,
            }
            if i == seat or (0 <= seat < len(g.players) and p.team is not None
                             and p.team == g.players[seat].team and g.teams):
                # 003 "Team Variants": teammates look at each other's hands.
                d["hand"] = list(p.hand)
            if i == seat:
                # Owner-only zones (Petra's Plotted cards) are shown to their owner.
                for z in kit(p.character).zones:
                    if z.visibility == OWNER:
                        d["state"][z.key] = list(p.state.get(z.key, []))
            players.append(d)
        gm = g.gambling
        # A pure query: the prompt already computed by pending(), never a new
        # one (pending() runs automatic steps and would advance the game).
        prompt = self._prompt
        return {
            "seat": seat, "players": players, "active": g.active, "phase": g.phase,
            "turn_number": g.turn_number, "inn": g.inn, "pot": g.pot,
            "drink_deck_size": len(g.drink_deck), "drink_discard": list(g.drink_discard),
            "gambling": None if gm is None else {
                "starter": gm.starter, "in_round": list(gm.in_round),
                "controller": gm.controller, "winning_hand": gm.winning_hand,
                "started": gm.started},
            "stack": [stack_item_view(g, it) for it in g.items.values()],
            "drinks": [{"uid": d.uid, "cards": list(d.cards), "drinker": d.drinker,
                        "mods": dict(d.mods),
                        "ignored": d.ignored, "split": d.fixed is not None,
                        "effects": drink_effects(g, d), "tags": dup(d.tags)}
                       for d in g.drinks.values()],
            "over": g.over, "winners": list(g.winners), "mode": g.mode,
            "options": dict(g.options), "teams": dup(g.teams),
            "prompt": prompt.to_dict() if prompt is not None and prompt.seat == seat else None,
            # the variants' parts (other games' views stay as they were): the Bar Deck's
            # "bar_deck_size", the Prize's "prizes" and the Pub Crawl's "crawl" (empty when
            # off), the Sea Event deck's "sea" (only when on)
            **public_views(g),
        }

    def redacted(self, seat: int) -> dict[str, Any]:
        """A snapshot `seat` could know: every hidden card replaced by "?".

        Hidden: other players' hands and every deck order and Drink Me! pile (even
        one's own). `pools` gives, per owner, the multiset of cards that fill the
        "?"s (public knowledge: decklists minus what has been seen), so a search AI
        can sample a consistent full state without peeking. The RNG is reseeded.
        """
        g = self.state
        snap = snapshot(g)
        pools: dict[str, dict[str, int]] = {}
        drinks: dict[str, int] = {}
        for i, p in enumerate(snap["players"]):
            pool: dict[str, int] = {}
            st = p["state"]
            zones = kit(p["character"]).zones
            owned = [] if i == seat else [z.key for z in zones if z.visibility == OWNER
                                          and isinstance(st.get(z.key), list)]
            hidden = list(p["deck"]) + ([] if i == seat else list(p["hand"]))
            for key in owned:
                hidden += st[key]
            for c in hidden:
                pool[c] = pool.get(c, 0) + 1
            pools[str(i)] = pool
            p["deck"] = [HIDDEN] * len(p["deck"])
            if i != seat:
                p["hand"] = [HIDDEN] * len(p["hand"])
                for key in owned:
                    if st[key]:
                        st[key] = [HIDDEN] * len(st[key])
            # Face-down side decks (Mushrooms, Patients, Otto's deck): order unknown.
            for z in zones:
                key, v = z.key, st.get(z.key)
                if z.visibility in (VHIDDEN, TOP) and isinstance(v, list):
                    shown = v[:1] if z.visibility == TOP else []  # a revealed top card
                    side: dict[str, int] = {}
                    for c in v[len(shown):]:
                        side[c] = side.get(c, 0) + 1
                    pools[f"{i}:{key}"] = side
                    st[key] = shown + [HIDDEN] * (len(v) - len(shown))
            for c in p["drink_me"]:
                drinks[c] = drinks.get(c, 0) + 1
            p["drink_me"] = [HIDDEN] * len(p["drink_me"])
        for c in snap["drink_deck"]:
            drinks[c] = drinks.get(c, 0) + 1
        snap["drink_deck"] = [HIDDEN] * len(snap["drink_deck"])
        pools[DRINKS] = drinks
        # the variants' face-down piles: the Bar Deck (Drinks: the Drink pool), the Pub
        # Crawl's tavern decks, the Sea Event deck
        redact_variants(snap, pools)
        snap["rng"] = None
        snap["decisions"] = []
        return {"snapshot": snap, "pools": pools, "seat": seat}

    # -- persistence -------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        g = self.state
        return {
            "format_version": FORMAT_VERSION,
            "engine_version": VERSION,
            "setup": g.setup, "seed": g.seed, "decisions": list(g.decisions),
            "snapshot": snapshot(g),
            # what happened so far: a loaded game keeps its log (the table rebuilds its
            # log from these; the rules never read them)
            "log": [e.to_dict() for e in g.events],
        }

    @classmethod
    def from_json(cls, text: str) -> Game:
        from engine.filecheck import parse_json

        # FileProblem (a ValueError): not JSON, cut short, nested too deep, NaN
        return cls.from_dict(parse_json(text, "saved game"), fresh=True)

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, fresh: bool = False) -> Game:
        """The game a save holds, checked (``fresh``: ``data`` was read for this call
        alone, so its log's records become the game's events as they are)."""
        if not isinstance(data, dict) or "format_version" not in data:
            raise ValueError("not a saved game")
        if data["format_version"] != FORMAT_VERSION:
            raise ValueError(f"a saved game of format {data['format_version']!r}; this "
                             f"version reads format {FORMAT_VERSION}")
        from engine.filecheck.table import check_form, check_meaning

        check_form(data)  # a damaged or hostile file is refused in words (FileProblem)
        game = cls._from_checked(data, fresh)
        check_meaning(game, new_game)
        saved_by = data.get("engine_version")
        if saved_by != VERSION:
            # Same save format, other rules engine: it loads, and the player is told.
            game.load_note = (f"This game was saved by version {saved_by or 'unknown'} of "
                              f"the game; this is version {VERSION}. It "
                              "continues, but rules changed since then apply from now on.")
        return game

    @classmethod
    def _from_checked(cls, data: dict[str, Any], fresh: bool = False) -> Game:
        from engine.filecheck import FileProblem
        from engine.filecheck.table import events_of

        snap = data.get("snapshot")
        if snap is not None:
            try:
                game = cls(restore(snap))
                game.state.events = events_of(data.get("log") or [], fresh)
                return game
            except FileProblem:
                raise
            except Exception as e:  # noqa: BLE001 - whatever a damaged snapshot raises
                raise ValueError(f"saved game snapshot is damaged: {e}") from e
        try:
            game = new_game(data["setup"], int(data["seed"]))
            for idx in data["decisions"]:
                game.apply(int(idx))
        except Exception as e:  # noqa: BLE001 - whatever damaged decisions raise
            raise ValueError(f"saved game decisions are damaged: {e}") from e
        return game


def stack_item_view(g: GameState, it: Item) -> dict[str, Any]:
    """A card on the stack as everyone sees it. Besides what was played: its ``uid``,
    the ``about`` card it answers and the ``drink`` it is played on, the players its
    effects name (``affects``, after redirections: what a table's "does this concern
    me?" needs) and those it already made lose Fortitude (``hit``: non-empty once it
    has resolved and hurt someone, when a hit-back may answer it)."""
    from engine.effects.ops import named

    return {"uid": it.uid, "card": it.card, "owner": it.owner, "target": it.target,
            "about": it.about, "drink": it.drink, "negated": it.negated, "mode": it.mode,
            "kind": it.kind, "ignored_by": list(it.ignored_by),
            "affects": sorted(named(g, it)),
            "hit": sorted(int(k) for k, n in it.losses.items() if n > 0)}


def drink_effects(g: GameState, d: Drink) -> dict[str, int]:
    """A revealed Drink's current numbers for its drinker (splits and spikes included)."""
    from engine.flow.drinking import effects

    return effects(g, d)


def public_state(state: dict[str, Any]) -> dict[str, Any]:
    """Character state others may see: zones declared owner-only or hidden (Plotted cards,
    side decks) as counts, by the kits' zone declarations."""
    out: dict[str, Any] = {}
    for k, v in state.items():
        z = zone(k)
        if isinstance(v, list) and z is not None and z.visibility != PUBLIC:
            out[k + "_size"] = len(v)
            if z.visibility == TOP:
                out[k + "_top"] = v[0] if v else None
        else:
            out[k] = dup(v)
    return out


def snapshot(g: GameState) -> dict[str, Any]:
    st = g.rng.getstate()
    return {
        "players": [asdict(p) for p in g.players],
        "drink_deck": list(g.drink_deck), "drink_discard": list(g.drink_discard),
        "inn": g.inn, "pot": g.pot, "active": g.active, "phase": g.phase,
        "turn_number": g.turn_number, "turns_taken": g.turns_taken,
        "stack": [f.to_dict() for f in g.stack],
        "items": {k: asdict(v) for k, v in g.items.items()},
        "drinks": {k: asdict(v) for k, v in g.drinks.items()},
        "gambling": asdict(g.gambling) if g.gambling else None,
        "contest": _contest_form(g.contest),
        "next_uid": g.next_uid, "over": g.over, "winners": list(g.winners),
        "extra_orders": g.extra_orders, "mode": g.mode, "options": dict(g.options),
        "rng": [st[0], list(st[1]), st[2]],
        "decisions": list(g.decisions), "setup": g.setup, "seed": g.seed,
        # flags an older save had that nothing reads now, and the state of the variants
        # whose save form stayed there (Otto's answered Drinks)
        "flags": {**dup(g.flags), **flag_forms(g)}, "teams": dup(g.teams),
        # a turn ending now, a runner's halt, Champions chosen and not yet used (only then:
        # other saves stay as they were)
        **({"end_turn": True} if g.end_turn else {}),
        **({"halt_on": list(g.halt_on)} if g.halt_on else {}),
        **({"halted": g.halted} if g.halted else {}),
        **({"turn_ended": list(g.turn_ended)} if g.turn_ended else {}),
        **({"pot_taken": asdict(g.pot_taken)} if g.pot_taken is not None else {}),
        **({"champions": dup(g.champions)} if g.champions else {}),
        # where rounds start, only while a variant counts them (other saves stay as they were)
        **({"round_start": g.round_start} if rounds_counted(g) else {}),
        # the typed variants' own save forms (the Bar Deck's and the Prize's, in every
        # save, as in its earlier layouts)
        **save_forms(g),
        # the variants' own state (engine/variant_registry.py), only when one is in play (saves of
        # other games stay as they were)
        **({"variants": saved} if (saved := saved_map(g)) else {}),
    }


#: the state's fields a snapshot holds as they are (the others are records, rebuilt)
_PLAIN_FIELDS = frozenset(f.name for f in fields(GameState)) - {
    "players", "stack", "items", "drinks", "gambling", "contest", "rng", "pot_taken"}


def restore(s: dict[str, Any]) -> GameState:
    r = s["rng"]
    if r is not None:  # its whole state set: no fresh seed read from the system first
        rng = random.Random.__new__(random.Random)
        rng.setstate((r[0], tuple(r[1]), r[2]))
    else:
        rng = random.Random()
    g = GameState(players=[Player(**p) for p in s["players"]], rng=rng)
    for k in _PLAIN_FIELDS.intersection(s):
        setattr(g, k, s[k])
    load_legacy_state(g, s)  # a variant's state saved under its old top-level key
    g.stack = [frame_from_dict(f) for f in s["stack"]]
    g.items = {k: Item(**v) for k, v in s["items"].items()}
    g.drinks = {k: Drink(**v) for k, v in s["drinks"].items()}
    g.gambling = Gambling(**s["gambling"]) if s["gambling"] else None
    g.contest = Contest(**s["contest"]) if s["contest"] else None
    g.pot_taken = PotTaken(**s["pot_taken"]) if s.get("pot_taken") else None
    load_legacy_champions(g)  # Champions saved as "champions:KEY" flags
    _load_old_flags(g)
    return g


def _contest_form(c: Contest | None) -> dict[str, Any] | None:
    """A Drinking Contest as saved: its scores only while a round's are waiting (saves
    without them stay as they were before the scores left the flags)."""
    if c is None:
        return None
    out = asdict(c)
    if not c.scores:
        del out["scores"]
    return out


def _load_old_flags(g: GameState) -> None:
    """What a save of an earlier layout of format 1 kept in `flags` moves to its typed home."""
    flags = g.flags
    for key, name in LEGACY_FLAGS.items():
        if key in flags:
            setattr(g, name, flags.pop(key))
    for key in DROPPED_FLAGS:
        flags.pop(key, None)
    scores = flags.pop("contest_scores", None)
    if scores is not None and g.contest is not None:
        g.contest.scores = dict(scores)
    pot = flags.pop("pot_taken", None)
    if pot is not None:
        # the stakes were listed under the staking variant's own name (the Prize's)
        g.pot_taken = PotTaken(
            int(pot.pop("player")), int(pot.pop("amount")), shared=bool(pot.pop("shared", False)),
            stakes=[x for v in pot.values() if isinstance(v, list) for x in v])


def new_game(setup: dict[str, Any], seed: int, rng: random.Random | None = None) -> Game:
    """Start a game: `setup` = {players: [{name, character}], drink_deck?, first?, inn?};
    ``rng``: the generator it deals with (by default one seeded with ``seed``; the load
    check's shuffle-free one, engine/filecheck/start.py)."""
    db = cards()
    rng = random.Random(seed) if rng is None else rng
    specs = setup["players"]
    n = len(specs)
    if not 2 <= n <= 8:
        raise ValueError("The Red Dragon Inn is played by 2 to 8 players")
    gold = starting_gold(n) if setup.get("mode", "standard") == "standard" else 10
    players = []
    seen: set[str] = set()
    for spec in specs:
        ch = db.character(spec["character"])
        name = spec.get("name") or ch.name
        if name in seen:
            raise ValueError(f"two players are named {name!r}")
        seen.add(name)
        deck = db.deck_list(ch.id)
        shuffle(rng, deck)
        players.append(Player(name=name, character=ch.id, gold=gold, deck=deck,
                              traits=list(ch.traits)))
    options = dict(setup.get("options", {}))
    # a variant may say which Drinks are played (the Bar Deck: the classic and Undercity)
    drinks = drink_pool(options) or db.drink_list(setup.get("drink_deck", "classic"))
    shuffle(rng, drinks)
    g = GameState(players=players, drink_deck=drinks, inn=int(setup.get("inn", 200)), rng=rng,
                  setup=dup(setup), seed=seed, mode=setup.get("mode", "standard"),
                  options=options)
    # the variants' modules (engine/variant_registry.py): the Bar Deck (holding back all but 30 of
    # the Drinks), the Pub Crawl (002 Setup: the opening Drinks still come from the RDI),
    # the Sea Event deck
    setup_variants(g)
    from engine.flow.kit_calls import automaton_mode
    from engine.flow.teams import hand_size, uses_boss_setup
    from engine.setup import first_turn, seat_players
    from engine.team_queries import TEAM_MODES

    auto = automaton_mode(g.mode)  # Otto's mode: the automaton kit's
    if auto is not None:
        assert auto.automaton is not None
        if n != 2:
            raise ValueError(f"{auto.automaton.name} joins a two-player game")
        names = [p.name for p in players]
        for p in players:
            p.gold = 10  # Otto counts as a third player
        g.players.insert(0, Player(name=auto.automaton.name, character=auto.id, gold=0,
                                   automaton=True))
        auto.automaton.setup_seat(g, 0, names)
    if g.mode in TEAM_MODES:
        for p, spec in zip(players, specs):
            p.team = spec.get("team")
            p.boss = bool(spec.get("boss", False))
    elif g.mode != "standard" and auto is None:
        raise ValueError(f"mode {g.mode!r} is not available yet")

    def deal(i: int) -> None:
        """A Boss's Boss Deck shuffled in, then the opening Drink and hand."""
        p = g.players[i]
        if uses_boss_setup(g, i):
            boss_cards = db.character(p.character).side_deck("boss")
            if not boss_cards:
                raise ValueError(f"{p.name} cannot be a Boss: {p.character} has no Boss deck")
            p.deck.extend(boss_cards)
            shuffle(rng, p.deck)
        p.drink_me.append(g.drink_deck.pop(0))
        k = hand_size(g, i)
        p.hand = p.deck[:k]
        del p.deck[:k]

    seat_players(g, setup.get("teams"), deal)
    first = setup.get("first")
    if auto is not None:
        first = 0  # Otto always goes first
    if g.mode == "boss-battle":
        first = next(i for i, p in enumerate(players) if p.boss)  # the Boss always goes first
    first_turn(g, int(first) if first is not None else rng.randrange(n))
    for i in reversed(range(len(g.players))):  # setup questions, asked in seat order
        opening = kit(g.players[i].character).hooks.opening
        if opening is not None:
            opening(g, i)
    emit(g, "game_started", players=[p.name for p in players], first=g.active)
    return Game(g)


__all__ = ["Event", "Game", "IllegalAnswer", "Option", "Prompt", "new_game"]
