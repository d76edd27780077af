"""Issue 29: a variant is a module. A made-up variant, "Tides", added in this file alone
(no engine file edited), plays random games in every mode.

Tides keeps its own state in the game's variants map, works at the end of every turn (the
tide rises one level and the face-down Well turns its top card to the bottom), holds a
hidden zone (the Well: three Sea Event cards, face down, its order and cards known to no
seat), declares its event kind and has a scenario block and expectation. The checks: the
card and gold invariants at every step, the soak's save/restore round trips and illegal
answers, every seat's view and redacted snapshot (no Well card ever shown), the search
AI's determinisation filling the Well from its pool, and a scenario.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from engine import soak
from engine.ai.determinize import sample_state
from engine.cards import cards
from engine.events import emit, event_kinds
from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.model import GameState
from engine.scenario import ScenarioError, check, final_state, run_data
from engine.seats import RandomSeat
from engine.simulate import MODE_PLAYERS, make_setup
from engine.variant_registry import (
    HIDDEN,
    HiddenPile,
    ScenarioPart,
    TurnHooks,
    Variant,
    VariantCards,
    ViewPart,
    register_variant,
    state,
    unregister_variant,
)

ID = "tides"
WELL = 3


def _setup(g: GameState) -> None:
    well = [c.id for c in cards().cards.values() if c.type == "sea_event"][:WELL]
    g.rng.shuffle(well)
    g.variants[ID] = {"level": 0, "well": well}


def _on(g: GameState) -> bool:
    return ID in g.variants


def _turn_end(g: GameState, player: int) -> None:
    st = state(g, ID)
    st["level"] += 1
    st["well"].append(st["well"].pop(0))
    emit(g, "tide_turned", player=player, level=st["level"])


def _public(g: GameState) -> dict[str, Any]:
    st = state(g, ID)
    return {"level": st["level"], "well_size": len(st["well"])}


def _scenario(g: GameState, spec: Any, rng: random.Random) -> None:
    spec = spec or {}
    if set(spec) - {"level"}:
        raise ValueError("tides: the only key is level")
    _setup(g)
    g.variants[ID]["level"] = int(spec.get("level", 0))


TIDES = Variant(
    ID, option="tides", on=_on, order=90, event_kinds=("tide_turned",),
    hooks=TurnHooks(setup=_setup, turn_end=_turn_end, turn_stage="tides"),
    view=ViewPart(ID, _public), hidden=(HiddenPile("well", ID),),
    cards=VariantCards(held=lambda g: list(state(g, ID)["well"])),
    scenario=ScenarioPart(block=ID, setup=_scenario,
                          final={"tides_level": lambda g: state(g, ID)["level"] if _on(g) else None}),
)


@pytest.fixture
def tides() -> Iterator[Variant]:
    register_variant(TIDES)
    try:
        yield TIDES
    finally:
        unregister_variant(ID)


def _play(mode: str, n: int, seed: int) -> Game:
    setup = {**make_setup(mode, n, [random.Random(seed).choice(["dale", "jett", "petra",
                                                                "terci", "ygella"])
                                    for _ in range(n)]),
             "options": {"tides": True}}
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 31 + i) for i in range(len(game.state.players))]
    base = baseline(game.state)
    well = Counter(state(game.state, ID)["well"])
    for step in range(6000):
        assert violations(game.state, base) == []
        p = game.pending()
        if p is None:
            break
        if step % 25 == 0:
            _check_hidden(game, well)
        game.apply(seats[p.seat].decide({}, p))
    return game


def _check_hidden(game: Game, well: Counter[str]) -> None:
    """No seat sees the Well's cards; the redaction pools them; determinisation fills it."""
    for seat in range(len(game.state.players)):
        v = game.view(seat)
        assert set(v[ID]) == {"level", "well_size"} and v[ID]["well_size"] == WELL
        red = game.redacted(seat)
        assert red["snapshot"]["variants"][ID]["well"] == [HIDDEN] * WELL
        assert Counter(red["pools"][ID]) == well
        sampled = sample_state(red, random.Random(seat))
        assert Counter(state(sampled.state, ID)["well"]) == well
    assert game.state.variants[ID]["well"] != [HIDDEN] * WELL  # the real game is untouched


@pytest.mark.parametrize("mode", sorted(MODE_PLAYERS))
def test_tides_plays_random_games_in_every_mode(tides: Variant, mode: str) -> None:
    for k, n in enumerate(sorted(MODE_PLAYERS[mode])):
        game = _play(mode, n, seed=100 + k)
        kinds = [e.kind for e in game.state.events]
        assert "tide_turned" in kinds, "the end-of-turn hook never ran"
        # one rise at the end of every turn that ended, after its end-of-turn effects
        assert state(game.state, ID)["level"] == kinds.count("tide_turned")
        assert kinds.count("tide_turned") in (kinds.count("turn_ended"),
                                              kinds.count("turn_ended") + 1)
        for a, b in zip(kinds, kinds[1:]):
            if a == "tide_turned":
                assert b == "turn_ended" or game.state.over


def test_tides_is_saved_with_the_game_and_soaked(tides: Variant) -> None:
    """Its state travels in the save; the soak picks it up with no edit (round trips,
    illegal answers and the invariants at every decision)."""
    assert ID in soak.variants()
    game = _play("standard", 3, seed=7)
    loaded = Game.from_json(game.to_json())
    assert loaded.state.variants[ID] == game.state.variants[ID]
    assert "tide_turned" in event_kinds()
    grid = sum(len(c) for c in MODE_PLAYERS.values()) * len(soak.variants())
    mine = [c for c in soak.cases(grid) if c.variant == ID]
    one_per_mode = {c.mode: c for c in mine}
    assert set(one_per_mode) == set(MODE_PLAYERS)
    for case in one_per_mode.values():
        out = soak.play_case(case, max_decisions=1500)
        assert out.passed, (case, out.problems)
        assert out.round_trips + out.illegal > 0


def test_tides_has_a_scenario_block_and_expectation(tides: Variant) -> None:
    data = {"seed": 3, "options": {"tides": True}, "tides": {"level": 4},
            "players": [{"name": "A", "character": "jett"}, {"name": "B", "character": "ygella"}],
            "start": {"phase": "drink"}, "expect": {"tides_level": 5}}
    game, _rules = run_data(data)
    assert final_state(game)["tides_level"] == 5  # one turn ended on top of the given 4
    assert check(data["expect"], final_state(game)) == []
    assert check({"tides_level": 9}, final_state(game)) == [
        "tides_level: expected 9, got 5"]
    with pytest.raises(ScenarioError, match="tides: needs options"):
        run_data({**data, "options": {}})


def test_without_it_the_tides_are_unknown() -> None:
    """Registered only by its own module: gone once the test's module forgets it."""
    assert ID not in soak.variants()
    assert "tide_turned" not in event_kinds()
