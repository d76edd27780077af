"""The rules core names no variant: the turn, the drinking flow, elimination, the card
invariant, the AI and the scenario runner ask engine/variant_registry.py, and no module
imports a variant's module but the package that loads them all (engine/variants/). A name a
variant declares (its option, stages, view key, scenario block and keys, old save key, card
types, event kinds) is its own: the registry refuses a second variant claiming one. (Otto's
mode registers a variant for its typed state, with no option: his kit's module owns it.)"""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import engine  # noqa: F401  (the assembled rules: every variant registered)
from engine.flow.kit_calls import automaton_modes
from engine.kits import DuplicateRegistration
from engine.variant_registry import (
    ORDERED,
    VARIANTS,
    HiddenPile,
    ScenarioPart,
    TurnHooks,
    Variant,
    ViewPart,
    register_variant,
    registered_by,
    unregister_variant,
)
from tests import import_graph as ig

ROOT = Path(__file__).resolve().parents[2]
PLUGINS = "engine.variants"


def test_the_variants_are_registered_by_their_modules() -> None:
    assert {"pub_crawl", "sea_events", "bar_deck", "prize"} <= {v.id for v in ORDERED}
    assert {v: registered_by(v) for v in ("pub_crawl", "sea_events", "bar_deck", "prize")} == {
        "pub_crawl": "engine.variants.pub_crawl", "sea_events": "engine.variants.sea_events",
        "bar_deck": "engine.variants.bar_deck", "prize": "engine.variants.prize"}


def _importers_of_variants(graph: dict[str, set[str]]) -> list[str]:
    """`module -> variant module` for each import of a variant's module (or of the package
    that loads them) by a module that is not the rules' assembly (engine/rules.py) nor a
    module of the same variant."""
    out = []
    for m, targets in sorted(graph.items()):
        for t in sorted(targets):
            if not (t == PLUGINS or t.startswith(PLUGINS + ".")):
                continue
            if m == "engine.rules" and t == PLUGINS:
                continue
            own = t.split(".")[:3]
            if m.split(".")[:3] == own and m.startswith(PLUGINS + "."):
                continue  # a variant's own modules (a variant may be a folder)
            if m == PLUGINS:
                continue  # the package loading its modules
            out.append(f"{m} -> {t}")
    return out


def test_no_module_imports_a_variant() -> None:
    """The core, the characters, the AI and the other variants reach a variant only through
    the registry (imports inside functions counted)."""
    assert _importers_of_variants(ig.edges(ig.modules(ROOT, "engine"), parents=False)) == []


def test_the_import_check_finds_one() -> None:
    graph = {"engine.flow.turn": {"engine.variants.sea_events", "engine.variant_registry"},
             "engine.characters.tara": {"engine.variants"},
             "engine.variants.tides.ui": {"engine.variants.tides"},
             "engine.rules": {"engine.variants"}}
    assert _importers_of_variants(graph) == [
        "engine.characters.tara -> engine.variants",
        "engine.flow.turn -> engine.variants.sea_events"]


def _copy(v: Variant, **names: Any) -> Variant:
    """A made-up variant that claims one of `v`'s names (and nothing else of it)."""
    return replace(Variant("copycat", option="copycat", on=v.on), **names)


@pytest.mark.parametrize("vid", ["sea_events", "pub_crawl", "bar_deck", "prize"])
def test_a_second_variant_claiming_a_name_is_refused_naming_both(vid: str) -> None:
    v = VARIANTS[vid]
    claims: list[Variant] = [replace(_copy(v), option=v.option)]
    if v.view.key:
        claims.append(_copy(v, view=ViewPart(v.view.key)))
    if v.scenario.block:
        claims.append(_copy(v, scenario=ScenarioPart(block=v.scenario.block)))
    if v.scenario.final:
        claims.append(_copy(v, scenario=ScenarioPart(final=dict(v.scenario.final))))
    if v.hooks.turn_stage:
        claims.append(_copy(v, hooks=TurnHooks(turn_end=lambda g, p: None,
                                               turn_stage=v.hooks.turn_stage)))
    if v.cards.types:
        claims.append(replace(_copy(v), cards=v.cards))
    if v.event_kinds:
        claims.append(_copy(v, event_kinds=v.event_kinds))
    for claim in claims:
        with pytest.raises((DuplicateRegistration, ValueError)):
            register_variant(claim)
        assert "copycat" not in VARIANTS
        unregister_variant("copycat")
    assert VARIANTS[vid] is v


def test_a_variant_with_its_own_names_registers() -> None:
    mine = Variant("copycat", option="copycat", on=lambda g: False,
                   hidden=(HiddenPile("pile", "copycat"),), view=ViewPart("copycat"))
    try:
        assert register_variant(mine) is mine
    finally:
        unregister_variant("copycat")
    assert "copycat" not in VARIANTS


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

    assert not CORE_CARD_TYPES & {"prize", "tavern", "sea_event"}
    assert {t: VARIANT_TYPES[t] for t in ("prize", "tavern", "sea_event")} == {
        "prize": "engine.variants.prize", "tavern": "engine.variants.pub_crawl",
        "sea_event": "engine.variants.sea_events"}
    assert [c for c in cards().cards.values() if c.type == "prize"]  # the card files read
    with pytest.raises(DuplicateRegistration, match="engine.variants.prize.*tests.made_up"):
        register_card_types(("prize",), "tests.made_up")
    with pytest.raises(DuplicateRegistration, match="the core.*tests.made_up"):
        register_card_types(("drink",), "tests.made_up")
    assert VARIANT_TYPES["prize"] == "engine.variants.prize"


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
