"""Issue 14: `scenario.build` makes its games its own way (no scenario runs `new_game`), so
every state it builds is checked against the game `new_game` makes from the same seating:
the same fields and derived fields everywhere (top level, players, character state, teams,
Otto), only Drink cards among the Drinks, the same Prizes in play, and a state that saves,
loads and asks its first question like any other; then the scenario is played with the
invariants checked at every step. (A scenario may give exact decks, so a built table can
hold fewer cards than a full game: the invariants are kept from the table it starts with.)"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.cards import cards
from engine.game import Game, new_game, snapshot
from engine.invariants import baseline, drink_cards, violations
from engine.scenario import build, run_data
from tests.shared_folder import missing_reason, shared_dir

ROOT = Path(__file__).resolve().parents[2]


def _files() -> list[Path]:
    out = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml"))
    if missing_reason() is None:
        out += sorted((shared_dir() / "scenarios").rglob("*.yaml"))
    return out


def _seating(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """The `new_game` setup with the built game's seating (Otto is added by new_game)."""
    g = game.state
    players = [{"name": p.name, "character": p.character, "team": p.team, "boss": p.boss}
               for p in g.players if not p.automaton]
    return {"players": players, "mode": g.mode, "options": dict(g.options)}


def _shape(v: Any) -> Any:
    """A value's structure: mapping keys (recursively) and kinds, not contents."""
    if isinstance(v, dict):
        return {k: _shape(x) for k, x in v.items()}
    if isinstance(v, list):
        return "list"
    return type(v).__name__ if v is not None else "none"


def _same_fields(built: dict[str, Any], fresh: dict[str, Any], where: str) -> list[str]:
    out = []
    if set(built) != set(fresh):
        out.append(f"{where}: fields {sorted(set(built) ^ set(fresh))} differ")
    return out


CASES = _files()


def reach_problems(game: Game, data: dict[str, Any]) -> list[str]:
    """How the built game differs from one `new_game` could make with its seating."""
    fresh = new_game(_seating(game, data), int(data.get("seed", 0)))
    b, f = snapshot(game.state), snapshot(fresh.state)
    problems = _same_fields(b, f, "top level")
    fresh_players = {p["name"]: p for p in f["players"]}
    for pb in b["players"]:
        pf = fresh_players[pb["name"]]
        problems += _same_fields(pb, pf, f"player {pb['name']}")
        missing = set(pf["state"]) - set(pb["state"])
        if missing:  # a derived field new_game sets up (a tracker, a side deck, ...)
            problems.append(f"player {pb['name']}: state lacks {sorted(missing)}")
        for k in set(pf["state"]) & set(pb["state"]):
            # None is a value not chosen yet (Farai's token before he places it)
            if _shape(pf["state"][k]) != _shape(pb["state"][k]) and not (
                    isinstance(pf["state"][k], dict) and isinstance(pb["state"][k], dict)) \
                    and None not in (pf["state"][k], pb["state"][k]):
                problems.append(f"player {pb['name']}: state {k} is "
                                f"{_shape(pb['state'][k])}, new_game's {_shape(pf['state'][k])}")
    for team, rec in f["teams"].items():
        if team not in b["teams"] or set(b["teams"][team]) != set(rec):
            problems.append(f"team {team}: {b['teams'].get(team)} vs {rec}")
    db = cards()
    odd = [c for c in drink_cards(game.state) if db.get(c).type not in ("drink", "drink_event")]
    if odd:
        problems.append(f"not Drink cards among the Drinks: {odd}")
    g = game.state
    st = g.variants.get("prize")
    prizes = Counter((st.inn + st.bin + st.pot if st is not None else [])
                     + [c for p in g.players for c in p.state.get("prizes", [])])
    if any(n > 1 or db.get(c).type != "prize" for c, n in prizes.items()):
        problems.append(f"Prizes in play: {dict(prizes)}")
    return problems


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_a_built_state_is_one_new_game_could_reach(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = build(data)
    problems = reach_problems(game, data)
    assert problems == [], "\n".join(problems)
    again = Game.from_json(game.to_json())
    assert again.to_json() == game.to_json()
    assert again.pending() == game.pending()


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_a_scenario_keeps_the_invariants_at_every_step(path: Path) -> None:
    """The same invariants as every other game (Gold conserved, every card in one place,
    stats in range), from the table the scenario built to its stop."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    base: dict[str, Any] = {}
    seen: list[str] = []

    def check(game: Game) -> None:
        if not base:
            base.update(baseline(game.state))
        seen.extend(violations(game.state, base))

    run_data(data, on_step=check)
    assert base and seen == []


def test_the_check_sees_a_field_new_game_sets_up() -> None:
    """A build that forgot a derived field (Jett's Momentum tracker) is caught."""
    path = next(p for p in CASES if "character: jett" in p.read_text(encoding="utf-8"))
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = build(data)
    assert reach_problems(game, data) == []
    jett = next(p for p in game.state.players if p.character == "jett")
    del jett.state["momentum"]
    assert f"player {jett.name}: state lacks ['momentum']" in reach_problems(game, data)
