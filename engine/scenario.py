"""Rule scenarios: build an exact table from YAML, script the seats, check the result.

    python -m engine.scenario run PATH [PATH ...] [--json]
    python -m engine.scenario keys

The file format is ../shared/spec/scenarios.md. Each scenario prints PASS, FAIL
(with every expectation that differs) or ERROR (why it could not run); the last
line is `N passed, M failed`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.cards import cards
from engine.flow.kit_calls import automaton_mode, automaton_modes
from engine.flow.turn import PHASES
from engine.game import Game, starting_gold
from engine.kits import (
    KITS,
    Kit,
    automaton,
    choose_reasons,
    kit,
    scenario_state_keys,
    side_deck_zones,
    state_reader,
    zone,
)
from engine.model import GameState, Player, dup
from engine.scripted_seat import Rule, ScenarioError, answer, parse_script
from engine.setup import first_turn, seat_players
from engine.team_queries import TEAM_MODES
from engine.variant_registry import ORDERED, drink_pool, hold_back_drinks, optioned, player_keys
from engine.variant_registry import choose_reasons as variant_reasons

MODES_SUPPORTED = ("standard", "two-headed-dragon", "boss-battle", "two-headed-boss-battle",
                   "leaders-and-lackeys", *automaton_modes())
# Character state keys and choose reasons come from the kits (engine/kits.py).
STATE_KEYS = scenario_state_keys()
CHOOSE_REASONS = ("split_partner", "which_drink", "mode", "pay_or_not", "potion", "champion",
                  "next_to_act", *choose_reasons(), *variant_reasons())
PLAYER_KEYS = {"name", "character", "team", "boss", "fortitude", "alcohol", "gold", "hand",
               "deck", "discard", "drink_me", "state", "decks", *player_keys()}
BOSS_DECK = "boss"  # the side deck a Boss shuffles into the deck (`players[].decks.boss`)


def block_kits() -> list[Kit]:
    """Kits with a top-level scenario block of their own (Otto's `otto:`)."""
    return [k for k in KITS.values() if k.scenario.block]


TOP_KEYS = {"title", "seed", "mode", "options", "players", "inn", "drink_deck", "drink_discard",
            "start", "script", "stop", "expect", "teams", "description",
            *(v.scenario.block for v in ORDERED if v.scenario.block),
            *(k.scenario.block for k in block_kits())}
# `<key>_size` for each state key that holds cards (planter_size, waiting_size, ...) and
# each side deck's zone (brawler_deck_size, brews_beer_size, ...)
SIZE_KEYS = tuple(k for k in dict.fromkeys((*STATE_KEYS, *side_deck_zones().values()))
                  if (z := zone(k)) is not None and z.holds_cards)
PLAYER_EXPECT = {"fortitude", "alcohol", "gold", "out", "hand", "hand_size", "hand_contains",
                 "discard", "discard_contains", "discard_size", "drink_me_size", "deck_size",
                 "kept", *(f"{k}_size" for k in SIZE_KEYS), *STATE_KEYS, *player_keys()}
TOP_EXPECT = {"players", "inn", "pot", "drink_deck_size", "drink_discard_size",
              "drink_discard_contains", "winner", "turn", "phase", "teams",
              *(key for v in ORDERED for key in v.scenario.final),
              *(k.scenario.block for k in block_kits())}
MAX_DECISIONS = 5000


@dataclass
class Result:
    name: str
    status: str  # PASS | FAIL | ERROR
    problems: list[str] = field(default_factory=list)
    final: dict[str, Any] = field(default_factory=dict)

    def line(self) -> str:
        if self.status == "PASS":
            return f"PASS {self.name}"
        return f"{self.status} {self.name}: " + "; ".join(self.problems)


# --- building the table ----------------------------------------------------------

def _ids(v: Any, what: str) -> list[str]:
    if v is None:
        return []
    if not isinstance(v, list):
        raise ScenarioError(f"{what} must be a list of card ids")
    db = cards()
    out = []
    for x in v:
        cid = str(x)
        if cid not in db.cards:
            raise ScenarioError(f"{what}: unknown card id {cid!r}")
        out.append(cid)
    return out


def _minus(pool: list[str], used: list[str]) -> list[str]:
    left = Counter(used)
    out = []
    for c in pool:
        if left[c] > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out


def _check_top(data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The top-level keys, mode and options a scenario may use: (mode, options)."""
    unknown = set(data) - TOP_KEYS - {v.scenario.block for v in ORDERED}
    if unknown:
        raise ScenarioError(f"unknown top-level keys: {sorted(unknown)}")
    mode = data.get("mode", "standard")
    if mode not in MODES_SUPPORTED:
        raise ScenarioError(f"mode {mode!r} not supported yet")
    options = dict(data.get("options") or {})
    for k in options:
        if k not in {v.option for v in optioned()}:
            raise ScenarioError(f"unknown option {k!r}")
    for k in block_kits():
        if data.get(k.scenario.block) and not (k.automaton is not None and mode == k.id):
            raise ScenarioError(f"{k.scenario.block}: only in mode {k.id}")
    if data.get("teams") and mode not in TEAM_MODES:
        raise ScenarioError("teams: only in team modes")
    return mode, options


def _automaton_at(spec: dict[str, Any], i: int, mode: str, already: int | None) -> int:
    """'scenarios.md': Otto listed in `players` sits where he is listed."""
    cid = str(spec["character"])
    if mode != cid or already is not None:  # an automaton's mode is named by its id
        raise ScenarioError(f"players[{i}]: {cid!r} only once, in mode {cid}")
    bad = set(spec) - {"name", "character"}
    if bad or spec.get("name", automaton(cid).name) != automaton(cid).name:
        raise ScenarioError(f"players[{i}]: {cid!r} takes only name "
                            f"{automaton(cid).name!r}")
    return i


def _player(spec: dict[str, Any], i: int, mode: str, n: int, names: set[str],
            rng: random.Random) -> Player:
    """One player of `players:` (not Otto): deck, hand, piles, stats, state, side decks."""
    db = cards()
    cid = spec.get("character")
    if cid not in db.characters:
        raise ScenarioError(f"players[{i}]: unknown or unsupported character {cid!r}")
    ch = db.character(str(cid))
    name = str(spec.get("name") or ch.name)
    if name in names:
        raise ScenarioError(f"two players are named {name!r}")
    names.add(name)
    hand = _ids(spec.get("hand"), f"{name}.hand") if "hand" in spec else None
    discard = _ids(spec.get("discard"), f"{name}.discard")
    given_deck = "deck" in spec
    deck = _ids(spec.get("deck"), f"{name}.deck") if given_deck else []
    if not given_deck:
        full = db.deck_list(ch.id)
        if mode == "two-headed-boss-battle" or (
                mode in ("boss-battle", "leaders-and-lackeys") and spec.get("boss")):
            # Boss Setup: the Boss Deck is shuffled in (the given one, if the file has it)
            decks = spec.get("decks") or {}
            full += (_ids(decks[BOSS_DECK], f"{name}.decks.{BOSS_DECK}")
                     if BOSS_DECK in decks else ch.side_deck(BOSS_DECK))
        deck = _minus(full, (hand or []) + discard)
        rng.shuffle(deck)
    if hand is None:
        hand, deck = deck[:7], deck[7:]
    p = Player(name=name, character=ch.id, gold=starting_gold(n), hand=hand, deck=deck,
               discard=discard, traits=list(ch.traits))
    if mode != "standard":
        p.gold = 10
        p.team = str(spec["team"]) if spec.get("team") is not None else None
        p.boss = bool(spec.get("boss", False))
    for stat in ("fortitude", "alcohol", "gold"):
        if stat in spec:
            setattr(p, stat, int(spec[stat]))
    if "drink_me" in spec:
        p.drink_me = _ids(spec.get("drink_me"), f"{name}.drink_me")
    state = spec.get("state") or {}
    for k, v in state.items():
        if k not in STATE_KEYS:
            raise ScenarioError(f"{name}.state: unknown key {k!r}")
        p.state[k] = _state_value(name, k, v)
    _side_decks(p, spec.get("decks") or {}, rng)
    for key, read in player_keys().items():  # a variant's (the Prize's held Prizes)
        if spec.get(key):
            try:
                p.state[key] = read(spec[key], f"{name}.{key}")
            except ValueError as e:
                raise ScenarioError(str(e)) from None
    return p


def _players(specs: Any, mode: str, rng: random.Random
             ) -> tuple[list[Player], int | None, list[int], int]:
    """(players, Otto's seat if listed, players whose Drink Me is dealt, player count)."""
    if not isinstance(specs, list) or len(specs) < 2:
        raise ScenarioError("players: at least two players are needed")
    automaton_at: int | None = None
    n = sum(1 for s in specs if not (isinstance(s, dict) and isinstance(s.get("character"), str)
                                     and kit(s["character"]).automaton))
    players: list[Player] = []
    names: set[str] = set()
    pending_drink_me: list[int] = []
    for i, spec in enumerate(specs):
        if not isinstance(spec, dict):
            raise ScenarioError(f"players[{i}] must be a mapping")
        bad = set(spec) - PLAYER_KEYS
        if bad:
            raise ScenarioError(f"players[{i}]: unknown keys {sorted(bad)}")
        cid = spec.get("character")
        if isinstance(cid, str) and kit(cid).automaton:
            automaton_at = _automaton_at(spec, i, mode, automaton_at)
            continue
        p = _player(spec, i, mode, n, names, rng)
        if "drink_me" not in spec:
            pending_drink_me.append(len(players))
        players.append(p)
    return players, automaton_at, pending_drink_me, n


def _drinks(data: dict[str, Any], options: dict[str, Any], players: list[Player],
            rng: random.Random) -> tuple[list[str], list[str]]:
    """(Drink Deck, Drink discard pile): the deck given, else every Drink in play (a
    variant may say which: the Bar Deck's) placed nowhere else, shuffled by seed."""
    drink_discard = _ids(data.get("drink_discard"), "drink_discard")
    if "drink_deck" in data:
        return _ids(data.get("drink_deck"), "drink_deck"), drink_discard
    placed = drink_discard + [c for p in players for c in p.drink_me]
    drink_deck = _minus(drink_pool(options) or cards().drink_list("classic"), placed)
    rng.shuffle(drink_deck)
    return drink_deck, drink_discard


def _deal_drinks(g: GameState, data: dict[str, Any], pending_drink_me: list[int]) -> None:
    """A shuffled Drink Deck first loses what the variants hold back (as in new_game: the
    Bar Deck's reserve); then the players not given a Drink Me card are dealt one."""
    if "drink_deck" not in data:
        hold_back_drinks(g)
    for i in pending_drink_me:
        if g.drink_deck:
            g.players[i].drink_me = [g.drink_deck.pop(0)]


def _start(g: GameState, data: dict[str, Any], first: str) -> None:
    """The `start:` block: whose turn, which phase, the turn number."""
    start = data.get("start") or {}
    who = start.get("player", first)
    try:
        active = g.index(str(who))
    except KeyError:
        raise ScenarioError(f"start.player: no player named {who!r}") from None
    phase = start.get("phase", "begin")
    if phase not in PHASES[:-1]:
        raise ScenarioError(f"start.phase must be one of {PHASES[:-1]}")
    g.phase = phase
    g.turn_number = int(start.get("turn_number", 2))
    first_turn(g, active, phase)


def build(data: dict[str, Any]) -> Game:
    """The exact table a scenario file describes (scenarios.md)."""
    mode, options = _check_top(data)
    seed = int(data.get("seed", 0))
    rng = random.Random(seed)
    players, automaton_at, pending_drink_me, _n = _players(data.get("players"), mode, rng)
    drink_deck, drink_discard = _drinks(data, options, players, rng)
    g = GameState(players=players, drink_deck=drink_deck, drink_discard=drink_discard,
                  inn=int(data.get("inn", 200)), rng=rng, seed=seed, mode=mode,
                  options=options)
    _deal_drinks(g, data, pending_drink_me)
    _variant_blocks(g, data, rng)
    auto = automaton_mode(mode)
    if auto is not None:
        _add_block(g, auto, data.get(auto.scenario.block) or {}, automaton_at or 0)
    # the teams' records, each kit's Boss side and set-up (it fills the rules' starting
    # values the scenario did not give), as new_game does
    seat_players(g, data.get("teams") or {})
    _start(g, data, players[0].name)
    g.setup = {"scenario": data.get("title", "")}
    return Game(g)


def _variant_blocks(g: GameState, data: dict[str, Any], rng: random.Random) -> None:
    """Each variant's top-level block (the Sea Event deck's `sea:`), built by the variant
    when its option is on (with an empty block when none is given)."""
    for v in ORDERED:
        if not v.scenario.block or v.scenario.setup is None:
            continue
        spec = data.get(v.scenario.block)
        if not g.options.get(v.option):
            if spec is not None:
                raise ScenarioError(f"{v.scenario.block}: needs options: {{{v.option}: true}}")
            continue
        try:
            v.scenario.setup(g, spec, rng)
        except ValueError as e:
            raise ScenarioError(str(e)) from None


def _add_block(g: GameState, k: Kit, spec: Any, seat: int) -> None:
    """A kit's own top-level block (Otto's `otto:`), built by the kit at `seat`."""
    if not isinstance(spec, dict):
        raise ScenarioError(f"{k.scenario.block}: must be a mapping")
    assert k.scenario.setup is not None
    try:
        k.scenario.setup(g, spec, seat)
    except ValueError as e:
        raise ScenarioError(f"{k.scenario.block}: {e}") from None


def _state_value(name: str, key: str, v: Any) -> Any:
    """A `players[].state` value, read by its kit (a reader of its own, or by the kind of
    zone the key is: a tracker is a number, a pile a list of card ids, tokens counts)."""
    read = state_reader(key)
    try:
        if read is not None:
            return read(v)
    except (TypeError, ValueError) as e:
        raise ScenarioError(f"{name}.state.{key}: {e}") from None
    z = zone(key)
    kind = z.kind if z is not None else ""
    if kind == "tracker":
        if not isinstance(v, int):
            raise ScenarioError(f"{name}.state.{key} must be a number")
        return v
    if kind == "pile":
        return _ids(v, f"{name}.state.{key}")
    if kind == "tokens":
        if not isinstance(v, dict) or not all(isinstance(n, int) for n in v.values()):
            raise ScenarioError(f"{name}.state.{key} must map token kinds to counts")
        return dict(v)
    return v


def _side_decks(p: Player, decks: dict[str, Any], rng: random.Random) -> None:
    """Given side decks are exact (top first); others are the full side deck less the
    cards placed elsewhere, shuffled by the seed. Each side deck goes to the zone its kit
    deals it to; the Boss Deck is shuffled into the deck instead (see `build`)."""
    from engine.flow.kit_calls import side_cards

    zones = side_deck_zones()
    bad = set(decks) - set(zones) - {BOSS_DECK}
    if bad:
        raise ScenarioError(f"{p.name}.decks: unknown or unsupported side decks {sorted(bad)}")
    ch = cards().character(p.character)
    for name, key in zones.items():
        if name in decks:
            p.state[key] = _ids(decks[name], f"{p.name}.decks.{name}")
        elif ch.side_deck(name) and key not in p.state:
            deck = _minus(ch.side_deck(name), side_cards(p.state))
            rng.shuffle(deck)
            p.state[key] = deck


# --- running and checking ------------------------------------------------------------

def _stop_spec(stop: Any, start_phase: str) -> tuple[set[str], int]:
    if stop in (None, "end_of_turn"):
        return {"turn_end"}, 1
    if stop == "end_of_phase":
        return {f"phase_end:{start_phase}", "turn_end"}, 1
    if stop == "game_over":
        return set(), 0
    if isinstance(stop, dict) and "turns" in stop:
        return {"turn_end"}, int(stop["turns"])
    raise ScenarioError(f"unknown stop {stop!r}")


def run_data(data: dict[str, Any], on_step: Callable[[Game], None] | None = None
             ) -> tuple[Game, list[Rule]]:
    """Build the table and play the script to the stop; `on_step` sees the game after the
    build and after every answer (the tests check the invariants there)."""
    game = build(data)
    if on_step is not None:
        on_step(game)
    g = game.state
    names = [p.name for p in g.players]
    rules = parse_script(data, names)
    start_phase = (data.get("start") or {}).get("phase", "begin")
    halt_on, count = _stop_spec(data.get("stop", "end_of_turn"), start_phase)
    g.halt_on = sorted(halt_on)
    fired: set[str] = set()
    turns_seen = 0
    for _ in range(MAX_DECISIONS):
        p = game.pending()
        if p is None:
            halted = g.halted
            if halted and halted == "turn_end" and count > 1:
                turns_seen += 1
                if turns_seen < count:
                    game.resume()
                    continue
            break
        game.apply(answer(rules, p, g.players[p.seat].name, fired))
        if on_step is not None:
            on_step(game)
    else:
        raise ScenarioError(f"no stop after {MAX_DECISIONS} decisions")
    return game, rules


def final_state(game: Game) -> dict[str, Any]:
    g = game.state
    players: dict[str, Any] = {}
    for p in g.players:
        d: dict[str, Any] = {
            "fortitude": p.fortitude, "alcohol": p.alcohol, "gold": p.gold,
            "out": p.out if p.out else False, "hand": list(p.hand), "hand_size": len(p.hand),
            "discard": list(p.discard), "discard_size": len(p.discard),
            "drink_me_size": len(p.drink_me), "deck_size": len(p.deck),
            **{k: dup(p.state.get(k, [])) for k in player_keys()},
        }
        for k in STATE_KEYS:
            if k in p.state:
                d[k] = p.state[k]
        for k in SIZE_KEYS:
            d[f"{k}_size"] = len(p.state.get(k, []) or [])
        d["kept"] = list(p.state.get("kept", []))
        players[p.name] = d
    if g.over:
        winner: Any = "none" if not g.winners else (
            g.players[g.winners[0]].name if len(g.winners) == 1
            else [g.players[w].name for w in g.winners])
    else:
        winner = "none"
    turn = g.active
    if g.halted == "turn_end":
        from engine.flow.turn import next_player

        turn = next_player(g, g.active)
    return {
        "players": players, "inn": g.inn, "pot": g.pot, "drink_deck_size": len(g.drink_deck),
        "drink_discard_size": len(g.drink_discard), "drink_discard": list(g.drink_discard),
        "winner": winner, "turn": g.players[turn].name, "phase": g.phase,
        "teams": {t: dict(rec) for t, rec in g.teams.items()},
        **{key: read(g) for v in ORDERED for key, read in v.scenario.final.items()},
        **_block_finals(g),
    }


def _compare_as(how: str, want: Any, got: Any) -> tuple[Any, bool]:
    """(what to report as got, whether it matches) for a variant's expectation: "contains"
    (at least these cards), "multiset" (the same cards in any order), "per_key" (a map:
    only the keys given, each a multiset if a list, else equal) or "equal"."""
    if how == "contains":
        return got, _contains(got, want or [])
    if how == "multiset":
        return got, _same_multiset(want or [], got)
    if how == "per_key":
        picked = {t: (got or {}).get(t) for t in (want or {})}
        return picked, all((_same_multiset(w, picked[t] or []) if isinstance(w, list)
                            else picked[t] == w) for t, w in (want or {}).items())
    return got, got == want


def _variant_compare(key: str) -> str | None:
    """How a variant's expectation `key` is compared ("equal" by default); None if no
    variant has it."""
    for v in ORDERED:
        if key in v.scenario.final:
            return v.scenario.compare.get(key, "equal")
    return None


def _block_finals(g: GameState) -> dict[str, Any]:
    """Each kit block's final values (Otto's tracks, deck size and discard pile)."""
    out: dict[str, Any] = {}
    for k in block_kits():
        out[k.scenario.block] = {}
        for p in g.players:
            if p.character == k.id and k.scenario.final is not None:
                out[k.scenario.block] = k.scenario.final(p)
    return out


def _same_multiset(a: Any, b: Any) -> bool:
    return isinstance(a, list) and isinstance(b, list) and Counter(map(str, a)) == Counter(
        map(str, b))


def _contains(have: list[str], want: list[str]) -> bool:
    return not (Counter(map(str, want)) - Counter(map(str, have)))


def _compare(path: str, want: Any, got: Any, problems: list[str]) -> None:
    """A kit block's expectation against its final values: mappings key by key (a key the
    block does not have is unknown), lists as multisets, anything else equal."""
    if isinstance(want, dict):
        if not isinstance(got, dict):
            problems.append(f"{path}: expected {want!r}, got {got!r}")
            return
        for kk, vv in want.items():
            if kk not in got:
                problems.append(f"{path}.{kk}: unknown expectation key or no such entry")
            else:
                _compare(f"{path}.{kk}", vv, got[kk], problems)
    elif isinstance(want, list):
        if not _same_multiset(want, got):
            problems.append(f"{path}: expected {want!r}, got {got!r}")
    elif want != got:
        problems.append(f"{path}: expected {want!r}, got {got!r}")


def check(expect: dict[str, Any], final: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    bad = {k for k in set(expect) - TOP_EXPECT if _variant_compare(k) is None}
    if bad:
        problems.append(f"unknown expectation keys {sorted(bad)}")
    for name, exp in (expect.get("players") or {}).items():
        have = final["players"].get(name)
        if have is None:
            problems.append(f"no player named {name!r}")
            continue
        for k, v in exp.items():
            if k not in PLAYER_EXPECT:
                problems.append(f"{name}.{k}: unknown expectation key")
                continue
            if k in ("hand", "discard"):
                ok = _same_multiset(v, have[k])
                got: Any = have[k]
            elif k in ("hand_contains", "discard_contains"):
                got = have[k.replace("_contains", "")]
                ok = _contains(got, v)
            elif isinstance(v, list) and all(isinstance(m, dict) for m in v):
                # a row of entries (Dale's Planter: {card, value}): the given fields of each
                got = have.get(k) or []
                keys = sorted({kk for w in v for kk in w})
                ok = isinstance(got, list) and sorted(
                    repr({kk: w.get(kk) for kk in keys}) for w in v) == sorted(
                    repr({kk: e.get(kk) for kk in keys}) for e in got if isinstance(e, dict))
            elif isinstance(v, list):
                got = have.get(k)
                ok = _same_multiset(v, got or [])
            elif isinstance(v, dict):  # tokens: the given counts (others not checked)
                got = have.get(k) or {}
                ok = isinstance(got, dict) and all(int(got.get(x, 0)) == int(y)
                                                   for x, y in v.items())
            elif k == "out":
                got = have["out"]
                ok = (v is False and got is False) or v == got
            else:
                got = have.get(k)
                ok = got == v or (isinstance(v, list) and isinstance(got, list)
                                  and all(not isinstance(x, dict) for x in v)
                                  and _same_multiset(v, got))
            if not ok:
                problems.append(f"{name}.{k}: expected {v!r}, got {got!r}")
    for k, v in expect.items():
        if k in ("players",) or k in bad:
            continue
        if k == "teams":
            for t, exp in (v or {}).items():
                have = final.get("teams", {}).get(str(t))
                if have is None:
                    problems.append(f"teams.{t}: no such team")
                    continue
                for kk, vv in exp.items():
                    if kk not in ("fortitude", "alcohol", "gold", "potions"):
                        problems.append(f"teams.{t}.{kk}: unknown expectation key")
                    elif have.get(kk) != vv:
                        problems.append(f"teams.{t}.{kk}: expected {vv!r}, got {have.get(kk)!r}")
            continue
        if k in {kt.scenario.block for kt in block_kits()}:
            _compare(k, v or {}, final.get(k) or {}, problems)
            continue
        how = _variant_compare(k)
        if how is not None:
            got, ok = _compare_as(how, v, final.get(k))
        elif k == "drink_discard_contains":
            got = final["drink_discard"]
            ok = _contains(got, v)
        elif k == "winner":
            got = final["winner"]
            ok = (_same_multiset(v, got) if isinstance(v, list) and isinstance(got, list)
                  else str(v) == str(got))
        else:
            got = final.get(k)
            ok = got == v
        if not ok:
            problems.append(f"{k}: expected {v!r}, got {got!r}")
    return problems


def run_file(path: Path) -> Result:
    name = path.stem
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ScenarioError("the file is not a YAML mapping")
        name = str(data.get("title") or name)
        game, rules = run_data(data)
    except ScenarioError as e:
        return Result(name, "ERROR", [str(e)])
    except yaml.YAMLError as e:
        return Result(name, "ERROR", [f"bad YAML: {e}"])
    except Exception as e:  # the engine failed: report it, keep running the others
        return Result(name, "ERROR", [f"engine error: {type(e).__name__}: {e}"])
    final = final_state(game)
    problems = check(data.get("expect") or {}, final)
    for r in rules:
        if r.fires == "always" and not r.fired:
            problems.append(f"rule {r.name} did not fire")
        elif r.fires == "never" and r.fired:
            problems.append(f"rule {r.name} fired but must not")
    return Result(name, "FAIL" if problems else "PASS", problems, final)


def collect(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")) + sorted(p.rglob("*.yml")))
        else:
            out.append(p)
    return out


def keys_help() -> str:
    return "\n".join([
        "character state keys: " + ", ".join(STATE_KEYS),
        "choose reasons: " + ", ".join(CHOOSE_REASONS),
        "modes supported: " + ", ".join(MODES_SUPPORTED),
        *(v.scenario.help() for v in ORDERED if v.scenario.help),
    ])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.scenario")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="run scenario files or folders")
    r.add_argument("paths", nargs="+")
    r.add_argument("--json", action="store_true")
    sub.add_parser("keys", help="list state keys and choose reasons")
    args = ap.parse_args(argv)
    if args.cmd == "keys":
        print(keys_help())
        return 0
    files = collect(args.paths)
    results = [run_file(f) for f in files]
    passed = sum(r.status == "PASS" for r in results)
    if args.json:
        print(json.dumps({"passed": passed, "failed": len(results) - passed,
                          "scenarios": [{"name": r.name, "status": r.status,
                                         "problems": r.problems, "final": r.final}
                                        for r in results]}, indent=2))
    else:
        for res in results:
            print(res.line())
        print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())

