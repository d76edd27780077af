"""Issue 29: a tracker is a declaration. Vex (tests/engine/made_up/) is a made-up character
whose only mechanic is a tracker: her kit module declares it and defines no function, her
cards are a TOML file. She plays whole random games in every mode, her Zeal moves only
within its declared range, her cards' ops (gain, lose, the `if_zeal` branch) come from
the declaration, and every seat's view shows her Zeal."""

from __future__ import annotations

import ast
import importlib
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import kits
from engine.cards import _check_refs, cards, load_file
from engine.effects import ops
from engine.flow.responses import clear_caches
from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup

MADE_UP = Path(__file__).resolve().parent / "made_up"


@pytest.fixture
def vex() -> Iterator[kits.Kit]:
    """Register Vex's kit and load her cards; forget both afterwards."""
    db = cards()
    before = (dict(db.cards), dict(db.characters), dict(ops.OPS))
    kit = importlib.import_module("tests.engine.made_up.vex").KIT
    kits.register(kit)  # first: it declares the ops her cards use
    load_file(db, MADE_UP / "vex.toml")
    _check_refs(db)
    clear_caches()
    try:
        yield kit
    finally:
        kits.unregister("vex")
        db.cards.clear()
        db.cards.update(before[0])
        db.characters.clear()
        db.characters.update(before[1])
        ops.OPS.clear()
        ops.OPS.update(before[2])
        clear_caches()


def test_the_kit_module_is_declarations_only() -> None:
    """No function, lambda or class: the tracker needs data, not code."""
    tree = ast.parse((MADE_UP / "vex.py").read_text(encoding="utf-8"))
    code = [type(n).__name__ for n in ast.walk(tree)
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef))]
    assert code == []


def test_the_declared_tracker_words_her_cards(vex: kits.Kit) -> None:
    """The ops and branch the declaration asks for exist and word themselves from it."""
    assert {"gain_zeal", "lose_zeal", "if_zeal"} <= set(ops.OPS)
    assert "Gain 1 Zeal." in cards().get("zealous-shove").text
    assert "you have 3 or more Zeal" in cards().get("burning-conviction").text
    assert "zeal" in kits.scenario_state_keys()  # a scenario may set it


def _play(seed: int) -> tuple[Game, list[int]]:
    """One random game (the mode by seed) with Vex in the first seat, every view checked
    as it goes."""
    rng = random.Random(seed)
    mode = sorted(MODE_PLAYERS)[seed % len(MODE_PLAYERS)]
    n = rng.choice(list(MODE_PLAYERS[mode]))
    others = [c for c in kits.playable_characters() if c != "vex"]
    setup = make_setup(mode, n, [rng.choice(others) for _ in range(n)])
    setup["players"][0]["character"] = "vex"  # the Boss in Boss modes: she has a Boss deck
    game = new_game(setup, seed)
    base = baseline(game.state)
    seats = [RandomSeat(seed * 7 + i) for i in range(len(game.state.players))]
    seen: list[int] = []
    for step in range(20_000):
        p = game.pending()
        assert violations(game.state, base) == [], (seed, mode)
        if step % 5 == 0:
            seen += _check_views(game)
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    assert game.state.over, (seed, mode)
    return game, seen


def _check_views(game: Game) -> list[int]:
    """Every seat's view shows each Vex's Zeal as it is; the values seen."""
    out = []
    for i, pl in enumerate(game.state.players):
        if pl.character != "vex":
            continue
        zeal = pl.state["zeal"]
        assert 0 <= zeal <= 4
        for seat in range(len(game.state.players)):
            assert game.view(seat)["players"][i]["state"]["zeal"] == zeal
        out.append(zeal)
    return out


def test_a_tracker_only_character_plays_whole_games_in_every_mode(vex: kits.Kit) -> None:
    moves: list[tuple[int, int]] = []
    seen: list[int] = []
    modes = set()
    for seed in range(len(MODE_PLAYERS)):
        game, values = _play(seed)
        modes.add(game.state.mode)
        seen += values
        moves += [(int(e.data["old"]), int(e.data["new"])) for e in game.state.events
                  if e.kind == "tracker" and e.data.get("tracker") == "zeal"]
    assert modes == set(MODE_PLAYERS)
    assert seen and max(seen) == 4  # the top of the declared range is reached, not passed
    assert any(new > old for old, new in moves) and any(new < old for old, new in moves)
    assert any(new - old >= 2 for old, new in moves)  # Second wind's gain_zeal 2


@pytest.mark.parametrize("value,ok", [(3, True), (0, True), (4, False), (-1, False),
                                      ("two", False), (True, False)])
def test_a_scenario_sets_a_declared_tracker_only_within_its_range(value: object,
                                                                  ok: bool) -> None:
    """A scenario's `players[].state` for a declared tracker (Jett's Momentum, 0-3) is
    read by its declaration: a value outside its range is refused with a clear message."""
    import yaml

    from engine.scenario import ScenarioError, build

    path = Path(__file__).resolve().parents[1] / "scenarios/base/02-discard-and-draw-up-to-seven.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    jett = next(p for p in data["players"] if p["character"] == "jett")
    jett["state"]["momentum"] = value
    if ok:
        seat = data["players"].index(jett)
        assert build(data).state.players[seat].state["momentum"] == value
        return
    with pytest.raises(ScenarioError, match=r"state\.momentum: Momentum is a whole number "
                                            r"from 0 to 3"):
        build(data)
