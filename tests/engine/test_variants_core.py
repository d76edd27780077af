"""Issue 29: the rules core names no variant. The turn, the drinking flow, elimination, the
card invariant and the AI's determinisation ask engine/variants.py; none of them imports a
variant's module or writes a variant's id, option, view key, block, turn stage or old save
key; and no module of engine/ but the variant's own writes its names as literals. (Otto's
mode registers a variant for its typed state, with no option: his kit's module owns it.)"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import engine  # noqa: F401  (the assembled rules: every variant registered)
from engine.flow.kit_calls import automaton_modes
from engine.model import GameState
from engine.variants import ORDERED

ROOT = Path(__file__).resolve().parents[2]
CORE = ["engine/flow/turn.py", "engine/flow/drinking.py", "engine/flow/elimination.py",
        "engine/flow/drink_deck.py", "engine/flow/kept.py", "engine/invariants.py",
        "engine/ai/determinize.py", "engine/variants.py", "engine/game.py",
        "engine/scenario.py", "engine/soak.py", "engine/flow/responses.py",
        "engine/model.py"]


def _names() -> set[str]:
    out: set[str] = set()
    for v in ORDERED:
        out |= {v.id, v.option, v.view_key, v.scenario_block, v.turn_stage, v.legacy_key}
    return out - {""}


def _modules() -> set[str]:
    return {v.on.__module__ for v in ORDERED}


def _problems(path: Path, names: set[str], modules: set[str]) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in names:
            out.append(f"{path.name}:{node.lineno} {node.value!r}")
        if isinstance(node, ast.ImportFrom) and node.module:
            got = {node.module} | {f"{node.module}.{a.name}" for a in node.names}
            out += [f"{path.name}:{node.lineno} imports {m}" for m in got & modules]
        if isinstance(node, ast.Import):
            out += [f"{path.name}:{node.lineno} imports {a.name}" for a in node.names
                    if a.name in modules]
    return out


def test_the_variants_are_registered() -> None:
    assert {"pub_crawl", "sea_events", "bar_deck", "prize"} <= {v.id for v in ORDERED}
    assert {"engine.flow.pub_crawl", "engine.flow.sea_events", "engine.flow.bar_deck",
            "engine.flow.prizes"} <= _modules()


@pytest.mark.parametrize("path", CORE)
def test_the_core_names_no_variant(path: str) -> None:
    assert _problems(ROOT / path, _names(), _modules()) == []


def test_the_check_finds_a_named_variant(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('from engine.flow.sea_events import on\nif g.options.get("pub_crawl"):\n'
                   '    pass\n')
    got = _problems(bad, _names(), _modules())
    assert sorted(got) == ["bad.py:1 imports engine.flow.sea_events", "bad.py:2 'pub_crawl'"]


# -- no variant named outside its own module (as tests/engine/test_kits.py holds for the
# characters), with no exception: the Prize's card type is registered by its module, the pot
# taken lists the variants' "stakes" and Whitehawk hands them over through engine/variants.py


def _variant_names() -> dict[str, str]:
    """Each variant's id, option, view key, scenario block, turn stage, old save key, the
    player state keys it adds (the Prize's held "prizes") and save-form keys -> the module
    that owns it. (Its card types are not counted yet: "sea_event" is still read by the
    card loader, the rules text, the event kinds and the Normal AI.)"""
    out: dict[str, str] = {}
    for v in ORDERED:
        own = {v.id, v.option, v.view_key, v.scenario_block, v.turn_stage, v.legacy_key,
               *v.player_keys}
        if v.save is not None:
            own |= set(v.save(GameState(players=[])))
        out.update({n: v.on.__module__ for n in own - {""}})
    return out


def _foreign_literals(source: str, rel: str, names: dict[str, str]) -> list[str]:
    """`rel:line 'name'` for each name of another module's variant in `source`."""
    module = rel.removesuffix(".py").replace("/", ".")
    return [f"{rel}:{node.lineno} {node.value!r}"
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and names.get(node.value, module) != module]


def test_no_variant_id_outside_its_module() -> None:
    names = _variant_names()
    assert {"pub_crawl", "sea_events", "bar_deck", "prize", "crawl", "sea", "prizes_inn",
            "prize_bin", "pot_prizes", "prizes"} <= set(names)
    bad = [hit for path in sorted((ROOT / "engine").rglob("*.py"))
           for hit in _foreign_literals(path.read_text(encoding="utf-8"),
                                        str(path.relative_to(ROOT)), names)]
    assert bad == [], "variant names outside their modules:\n" + "\n".join(bad)


def test_the_variant_literal_check_finds_one() -> None:
    source = 'OFF = {"bar_deck": False, "pot_prizes": [], "sea": 0}\n'
    names = _variant_names()
    assert _foreign_literals(source, "engine/flow/teams.py", names) == [
        "engine/flow/teams.py:1 'bar_deck'", "engine/flow/teams.py:1 'pot_prizes'",
        "engine/flow/teams.py:1 'sea'"]
    assert _foreign_literals(source, "engine/flow/sea_events.py", names) == [
        "engine/flow/sea_events.py:1 'bar_deck'", "engine/flow/sea_events.py:1 'pot_prizes'"]


@pytest.mark.parametrize("path", ["engine/game.py", "engine/scenario.py", "engine/simulate.py",
                                  "engine/soak.py", "engine/flow/turn.py"])
def test_the_core_names_no_automaton_mode(path: str) -> None:
    """Otto's mode is the automaton kit's (named by its id): new_game, the scenario runner
    and the simulator ask engine/flow/kit_calls.py's automaton_mode (issue 29)."""
    modes = set(automaton_modes())
    assert modes  # Otto is registered
    source = (ROOT / path).read_text(encoding="utf-8")
    bad = [n.lineno for n in ast.walk(ast.parse(source))
           if isinstance(n, ast.Constant) and n.value in modes]
    assert bad == [], f"{path}: an automaton's mode named on lines {bad}"


def test_a_variant_brings_its_own_card_types() -> None:
    """Issue 29: the core's card types name no variant; the Prize's, the Tavern's and the
    Sea Event's are registered by their modules, and one the core or another module has is
    refused with a message naming both."""
    from engine.cards import CORE_CARD_TYPES, VARIANT_TYPES, cards, register_card_types
    from engine.kits import DuplicateRegistration

    assert not CORE_CARD_TYPES & {"prize", "tavern", "sea_event"}
    assert {t: VARIANT_TYPES[t] for t in ("prize", "tavern", "sea_event")} == {
        "prize": "engine.flow.prizes", "tavern": "engine.flow.pub_crawl",
        "sea_event": "engine.flow.sea_events"}
    assert [c for c in cards().cards.values() if c.type == "prize"]  # the card files read
    with pytest.raises(DuplicateRegistration, match="engine.flow.prizes.*tests.made_up"):
        register_card_types(("prize",), "tests.made_up")
    with pytest.raises(DuplicateRegistration, match="the core.*tests.made_up"):
        register_card_types(("drink",), "tests.made_up")
    assert VARIANT_TYPES["prize"] == "engine.flow.prizes"


# -- no loose string flags: each piece of state has a typed home (issue 29) ------------------
_FLAG_USES = ("get", "setdefault", "update", "__setitem__")


def _flag_writes(source: str, rel: str) -> list[str]:
    """`rel:line` for each rule reading or writing `<x>.flags` as a store (a subscript, or
    get/setdefault/update): only the loaders of old saves may still pop from it."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "flags":
            out.append(f"{rel}:{node.lineno}")
        if isinstance(node, ast.Attribute) and node.attr in _FLAG_USES \
                and isinstance(node.value, ast.Attribute) and node.value.attr == "flags":
            out.append(f"{rel}:{node.lineno}")
    return out


def test_no_rule_keeps_state_in_the_flags() -> None:
    """Issue 29: "Your turn ends now", a runner's halt, the Champions, a team's ended turns,
    the pot taken, a contest's scores and Otto's answered Drinks left GameState.flags for
    typed homes; no module of engine/ reads or writes a flag now."""
    bad = [hit for path in sorted((ROOT / "engine").rglob("*.py"))
           for hit in _flag_writes(path.read_text(encoding="utf-8"),
                                   str(path.relative_to(ROOT)))]
    assert bad == [], "flags used as state:\n" + "\n".join(bad)


def test_the_flag_check_finds_one() -> None:
    source = ('g.flags["pot_taken"] = 1\nx = g.flags.get("ended", [])\n'
              'g.flags.setdefault("a", []).append(1)\nk = g.flags.pop("old", None)\n')
    assert _flag_writes(source, "engine/x.py") == [
        "engine/x.py:1", "engine/x.py:2", "engine/x.py:3"]


def test_ottos_deck_reshuffles_once_the_round_is_over_through_his_kit() -> None:
    """003 Otto "Gambling": "If he runs out of cards during a Round, he passes until the
    Round is over. Reshuffle his deck afterward." Issue 29: the gambling flow asks the
    automaton kit (`Automaton.round_over`) and names neither his piles nor his event."""
    import yaml

    from engine.scenario import run_data

    path = ROOT / "tests/scenarios/variants/44-otto-deck-does-not-reshuffle-during-a-round.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    seen: list[tuple[int, int]] = []

    def look(game: Any) -> None:  # Otto's deck and discard sizes while the Round is on
        if game.state.gambling is not None:
            st = next(p.state for p in game.state.players if p.automaton)
            seen.append((len(st["otto_deck"]), len(st["otto_discard"])))

    game = run_data(data, look)[0]
    otto = next(i for i, p in enumerate(game.state.players) if p.automaton)
    st = game.state.players[otto].state
    assert (0, 8) in seen  # his deck ran out in the Round and waited
    assert len(st["otto_deck"]) == 8 and st["otto_discard"] == []
    assert [e.data["player"] for e in game.state.events if e.kind == "otto_reshuffled"] == [otto]
    source = (ROOT / "engine/flow/gambling.py").read_text(encoding="utf-8")
    assert not [n.lineno for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant)
                and isinstance(n.value, str) and n.value.startswith("otto")]
