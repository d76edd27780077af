"""Character kits (issue 12): a made-up kit from the tests alone plays full games; the
core imports no character; zone visibility drives every view."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine import kits
from engine import variant_registry as variants
from engine.cards import Character, CostSpec, cards
from engine.flow.responses import clear_caches
from engine.game import HIDDEN, Game, new_game, restore, snapshot
from engine.invariants import baseline, violations
from engine.kits import Actions, Cost, Hooks, Kit, Seat, Zone
from engine.model import GameState
from engine.prompts import YES, Option
from engine.seats import RandomSeat
from engine.simulate import make_setup

ROOT = Path(__file__).resolve().parents[2]
USED: dict[str, int] = {"dig": 0, "grit": 0, "out": 0}


def _grit(g: GameState, p: int) -> int:
    return int(g.players[p].state.get("grit", 0))


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    deck = cards().character("zed").side_deck("stash")
    g.rng.shuffle(deck)
    st["stash_deck"] = deck
    st["grit"] = 0


def _begin(g: GameState, p: int) -> None:
    g.players[p].state["grit"] = min(3, _grit(g, p) + 1)


def _anytime(g: GameState, p: int) -> list[Any]:
    st = g.players[p].state
    return [Option(label="dig")] if _grit(g, p) >= 2 and st.get("stash_deck") else []


def _do(g: GameState, p: int, opt: Any) -> bool:
    if opt.label != "dig":
        return False
    st = g.players[p].state
    st["grit"] = _grit(g, p) - 2
    g.players[p].hand.append(st["stash_deck"].pop(0))
    USED["dig"] += 1
    return True


def _out(g: GameState, p: int) -> None:
    assert g.players[p].out
    USED["out"] += 1


def _pay(g: GameState, p: int, n: Any, label: str) -> None:
    g.players[p].state["grit"] = _grit(g, p) - int(n)
    USED["grit"] += 1


GRIT = Cost("grit", "grit", lambda g, p, n: [YES] if _grit(g, p) >= int(n) else [], _pay)
ZED = Kit("zed", zones=(Zone("grit", "tracker"),
                        Zone("stash_deck", "pile", kits.HIDDEN, counts_for_conservation=True)),
          costs=(GRIT,), hooks=Hooks(setup=_setup, begin=_begin, eliminated=_out),
          actions=Actions(anytime=_anytime, do=_do))


@pytest.fixture
def zed() -> Iterator[str]:
    """Register Zed (a kit, a deck, a side deck and one card with a Grit cost), then forget."""
    db = cards()
    base = db.character("ygella")
    src = next(c for c, _ in base.deck if db.get(c).modes and db.get(c).type == "action")
    card = db.get(src)
    costly = replace(card, id="zed-costly", modes=tuple(
        replace(m, costs=(CostSpec("grit", 1, ({"op": "draw", "who": "self", "amount": 1},)),))
        for m in card.modes))
    db.cards["zed-costly"] = costly
    stash = tuple((c, 1) for c, _ in base.deck[:4])
    db.characters["zed"] = Character("zed", "Zed", "made up", (), base.deck + (("zed-costly", 3),),
                                     side_decks=(("stash", stash), ("boss", stash)))
    kits.register(ZED)
    clear_caches()
    try:
        yield "zed"
    finally:
        db.cards.pop("zed-costly")
        db.characters.pop("zed")
        kits.unregister("zed")
        clear_caches()


def _play(setup: dict[str, Any], seed: int, check: Any = None) -> Game:
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 13 + i) for i in range(len(game.state.players))]
    base = baseline(game.state)
    for _ in range(3000):
        p = game.pending()
        assert violations(game.state, base) == []
        if check:
            check(game)
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    return game


def test_a_made_up_kit_plays_whole_games(zed: str) -> None:
    USED.update(dig=0, grit=0, out=0)
    seen = []

    def hidden(game: Game) -> None:
        for i, pl in enumerate(game.state.players):
            if pl.character != "zed":
                continue
            other = (i + 1) % len(game.state.players)
            st = game.view(other)["players"][i]["state"]
            assert "stash_deck" not in st and st["stash_deck_size"] == len(pl.state["stash_deck"])
            red = game.redacted(i)["snapshot"]["players"][i]["state"]["stash_deck"]
            assert set(red) <= {HIDDEN}
            seen.append(len(red))

    for seed in range(1, 9):
        setup = {"players": [{"name": f"P{i}", "character": c}
                             for i, c in enumerate(("zed", "dale", "zed", "terci"))]}
        assert _play(setup, seed, hidden).over
    assert USED["dig"] > 0 and USED["grit"] > 0 and USED["out"] > 0
    assert any(seen)


def test_boss_battle_takes_any_boss_capable_kit(zed: str) -> None:
    """Boss Battle seats any character whose kit can be a Boss (a `boss` side deck)."""
    from engine.simulate import make_setup as sim_setup

    ZED.seat = Seat(boss=True)
    try:
        bosses = kits.boss_characters()
        assert bosses[0] == "petra" and bosses[-1] == "zed"  # table order: zed has none
        setup = {"mode": "boss-battle", "players": [
            {"name": "Z", "character": "zed", "boss": True},
            {"name": "D", "character": "dale"}, {"name": "J", "character": "jett"}]}
        game = _play(setup, 5)
        boss = game.state.players[0]
        assert boss.boss and boss.character == "zed"
        assert sim_setup("boss-battle", 3, ["dale", "jett", "terci"])["players"][0]["character"] \
            == kits.boss_character()
    finally:
        ZED.seat = Seat()


# -- the import rule ------------------------------------------------------------------
CORE = ["engine/model.py", "engine/frames.py", "engine/cards.py", "engine/game.py",
        "engine/kits.py", *sorted(str(p.relative_to(ROOT)) for p in
                                  (ROOT / "engine/effects").glob("*.py")),
        *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "engine/flow").glob("*.py"))]


def _imports(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.append(node.module)
            out += [f"{node.module}.{a.name}" for a in node.names]
    return out


def _character_ids() -> list[str]:
    return sorted(kits.KITS)


@pytest.mark.parametrize("path", CORE)
def test_the_core_imports_no_character(path: str) -> None:
    ids = _character_ids()
    bad = [m for m in _imports(ROOT / path)
           if any(m == f"engine.characters.{c}" for c in ids)]
    assert bad == [], f"{path} imports a character module: {bad}"


# Ids that are also a mode or card type name ("otto": the Otto mode, Otto cards) are
# checked in engine/ only as characters: `character="otto"` and imports. rdi_desktop/ has
# no exception: Otto's mode and every character's colours are in the mat files.
ENGINE_SHARED_NAMES = {"otto"}


def _literal_uses(path: Path, ids: set[str]) -> list[str]:
    tree = ast.parse(path.read_text())
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in ids:
            out.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value!r}")
        if isinstance(node, ast.keyword) and node.arg == "character" \
                and isinstance(node.value, ast.Constant) and node.value.value in ids:
            out.append(f"{path.relative_to(ROOT)}:{node.lineno} character={node.value.value!r}")
    return out


def _keyword_uses(path: Path, ids: set[str]) -> list[str]:
    """Only `character="<id>"` (the engine's check for names shared with a mode)."""
    return [u for u in _literal_uses(path, ids) if "character=" in u]


def test_no_character_id_outside_its_kit() -> None:
    ids = set(_character_ids())
    bad = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        if str(path.relative_to(ROOT)).startswith("engine/characters/"):
            continue
        bad += _literal_uses(path, ids - ENGINE_SHARED_NAMES)
        bad += _keyword_uses(path, ids & ENGINE_SHARED_NAMES)
    assert bad == [], "character ids outside their kits:\n" + "\n".join(bad)


def test_the_front_end_names_no_character() -> None:
    """Outside a character's own mat file (rdi_desktop/mats/<id>.py, which may name only
    its character), no character id is a literal in rdi_desktop/: not in the colours
    (art.py), not Otto's mode. (The variants are held by an import check:
    tests/desktop/test_variant_plugins.py.)"""
    ids = set(_character_ids())
    bad = []
    for path in sorted((ROOT / "rdi_desktop").rglob("*.py")):
        rel = path.relative_to(ROOT)
        own = {path.stem} if rel.parent == Path("rdi_desktop/mats") else set()
        bad += _literal_uses(path, ids - own)
    assert bad == [], "character ids in the front end:\n" + "\n".join(bad)


def test_the_front_end_check_finds_a_character_id(tmp_path: Path) -> None:
    f = tmp_path / "x.py"
    f.write_text('OPTIONS = {"sea_events": True}\nWHO = "otto"\n')
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        found = _literal_uses(f, set(_character_ids()))
    finally:
        ROOT = saved
    assert sorted(found) == ["x.py:2 'otto'"]


# -- hidden information ---------------------------------------------------------------
MODES = ["standard", "two-headed-dragon", "boss-battle", "two-headed-boss-battle",
         "leaders-and-lackeys", "otto"]
OPTIONS: list[dict[str, Any]] = [{}, {"bar_deck": True}, {"prize": True}, {"betting": True},
                                  {"pub_crawl": True}]
PLAYERS = {"standard": 3, "two-headed-dragon": 4, "boss-battle": 3,
           "two-headed-boss-battle": 4, "leaders-and-lackeys": 4, "otto": 2}


def _scramble(game: Game, seat: int, rng: random.Random) -> None:
    """Reorder every zone `seat` cannot see in either view or redacted (same multisets):
    the players' zones, then, in a snapshot, the Drinks and every variant's face-down pile
    (as the variant declares it: a pile of Drinks is dealt with the Drink Deck)."""
    _scramble_players(game.state, seat, rng)
    snap = snapshot(game.state)
    piles = variants.hidden_piles(snap)
    _deal([snap["drink_deck"], *(h[k] for h, k, pool in piles if pool == variants.DRINKS),
           *(p["drink_me"] for p in snap["players"])], rng)
    for holder, key, pool in piles:
        if pool != variants.DRINKS:
            rng.shuffle(holder[key])
    game.state = restore(snap)


def _scramble_players(g: GameState, seat: int, rng: random.Random) -> None:
    me = g.players[seat]
    for i, p in enumerate(g.players):
        mate = i != seat and g.teams and p.team is not None and p.team == me.team
        own: list[list[str]] = [p.deck]
        if i != seat and not mate:
            own.append(p.hand)
        for z in kits.kit(p.character).zones:
            v = p.state.get(z.key)
            if not isinstance(v, list) or not z.holds_cards:
                continue
            if z.visibility == kits.HIDDEN:
                rng.shuffle(v)
            elif z.visibility == kits.TOP:  # all but the revealed top card
                rest = v[1:]
                rng.shuffle(rest)
                v[1:] = rest
            elif z.visibility == kits.OWNER and i != seat:
                own.append(v)
        _deal(own, rng)


def _deal(zones: list[list[str]], rng: random.Random) -> None:
    pool = [c for z in zones for c in z]
    rng.shuffle(pool)
    for z in zones:
        n = len(z)
        z[:] = pool[:n]
        del pool[:n]


def _setup(mode: str, character: str, opts: dict[str, Any]) -> dict[str, Any]:
    n = PLAYERS[mode]
    chars = [character] + [c for c in kits.playable_characters() if c != character][:n - 1]
    setup = make_setup(mode, n, chars)
    setup["options"] = dict(opts)
    return setup


@pytest.mark.parametrize("opts", OPTIONS, ids=lambda o: ",".join(o) or "plain")
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("character", kits.playable_characters())
def test_scrambling_hidden_zones_changes_no_view(mode: str, opts: dict[str, Any],
                                                  character: str) -> None:
    seed = sum(map(ord, mode + character)) + len(opts)
    game = new_game(_setup(mode, character, opts), seed)
    seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
    rng = random.Random(seed)
    for step in range(240):
        p = game.pending()
        if p is None:
            break
        if step % 40 == 0:
            for s in range(len(game.state.players)):
                before = (game.view(s), game.redacted(s))
                twin = game.clone()
                _scramble(twin, s, rng)
                assert (twin.view(s), twin.redacted(s)) == before, (mode, s)
        game.apply(seats[p.seat].decide({}, p))


def test_every_character_with_a_side_zone_has_a_mat() -> None:
    """Issue 12: the table draws a character's area through its own mat file."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from rdi_desktop.mats import MATS

    for cid, k in kits.KITS.items():
        if k.zones and not k.automaton:
            assert cid in MATS, f"{cid} declares zones but has no rdi_desktop/mats/{cid}.py"
    # Ygella's Pets (the tester's bug: not shown on her mat): her discard's Pets are shown.
    from rdi_desktop.mats.ygella import pets

    pet = next(c.id for c in cards().cards.values() if "pet" in c.subtypes)
    player = {"character": "ygella", "discard": ["dark-ale", pet], "state": {}}
    assert pets(player) == [pet] and MATS["ygella"][1](player)


# -- one generic cost stage; saves from before it still load ----------------------------
@pytest.mark.parametrize("reason,old", [("spend", "spend"), ("harvest", "harvest"),
                                        ("supply", "supply")])
def test_a_save_at_a_cost_question_from_before_the_generic_stage_loads(reason: str,
                                                                       old: str) -> None:
    """Saves made while PlayCard had one stage per character (`spend`, `harvest`,
    `supply`) load into the generic cost/gain stages and ask the same question."""
    import json

    for seed in range(1, 60):
        setup = make_setup("standard", 3, ["jett", "dale", "terci"])
        game = new_game(setup, seed)
        seats = [RandomSeat(seed * 5 + i) for i in range(3)]
        for _ in range(1500):
            p = game.pending()
            if p is None:
                break
            if p.context.get("reason") == reason:
                data = json.loads(game.to_json())
                frames = [f for f in data["snapshot"]["stack"] if f.get("kind") == "play_card"
                          and f.get("stage") in ("cost", "gain")]
                assert frames, "the question comes from a cost stage"
                frames[-1]["stage"] = old
                uid = str(frames[-1]["uid"])
                data["snapshot"]["items"][uid]["extra"].pop("costs_asked", None)
                data["snapshot"]["items"][uid]["extra"].pop("gains_asked", None)
                loaded = Game.from_json(json.dumps(data))
                again = loaded.pending()
                assert again is not None and again.context.get("reason") == reason
                assert again.options == p.options
                answer = seats[p.seat].decide({}, p)
                game.apply(answer)
                loaded.apply(answer)
                game.pending()
                loaded.pending()
                assert loaded.to_json() == game.to_json()
                return
            game.apply(seats[p.seat].decide({}, p))
    pytest.fail(f"no {reason} question in 59 seeded games")


def test_a_kit_condition_is_asked_only_in_the_windows_it_declares() -> None:
    """Conditions declare their windows (engine/effects/conditions.py), so a character's
    own condition (a Mix-in played on a Drink, next) joins the Drink windows and no other."""
    from engine.effects import conditions
    from engine.flow import responses

    conditions.cond("zed_on_a_drink", ("drinks",))(lambda g, p, win: [])
    responses._KEYS.clear()
    responses._RELEVANT_BY_KEY.clear()
    try:
        where = {}
        for kind in conditions.WINDOW_KINDS:
            key = responses._key_table(kind)[0][0]
            where[kind] = "zed_on_a_drink" in responses._RELEVANT_BY_KEY[key]
        assert where == {k: k == "drinks" for k in conditions.WINDOW_KINDS}
        card = responses._RELEVANT_BY_KEY[responses._key_table("card")[0][0]]
        assert {"anytime", "sometimes_card", "ignore_attack"} <= card
        assert not {"spike_drink", "hit_back", "in_gambling", "my_order_phase"} & card
        gambling = responses._RELEVANT_BY_KEY[responses._key_table("card")[0][1]]
        assert "in_gambling" in gambling
    finally:
        conditions.CONDITIONS.pop("zed_on_a_drink")
        conditions.COND_WINDOWS.pop("zed_on_a_drink")
        responses._KEYS.clear()
        responses._RELEVANT_BY_KEY.clear()


def test_play_zones_follow_the_kits_registered() -> None:
    """play_zones() is kept between calls (every card played asks it): registering or
    unregistering a kit with a zone played from as if from hand must show at once."""
    before = kits.play_zones()
    kits.register(Kit("zed", zones=(Zone("zed_tricks", "pile", playable_from=True),)))
    try:
        assert kits.play_zones() == before | {"zed_tricks"}
    finally:
        kits.unregister("zed")
    assert kits.play_zones() == before
