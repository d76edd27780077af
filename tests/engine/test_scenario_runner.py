"""The scenario runner itself: wrong expectations FAIL, unscripted choices ERROR."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import main, run_file

FILLER = "[gambling-im-in, gambling-im-in, gambling-im-in, i-raise, winning-hand, gambling-im-in, i-raise, gambling-im-in]"

BASE = f"""
title: {{title}}
seed: 1
players:
  - name: Jett
    character: jett
    hand: [sorry-bout-the-claws, gambling-im-in]
    deck: {FILLER}
    drink_me: []
  - name: Dale
    character: dale
    hand: [gambling-im-in]
    deck: {FILLER}
    drink_me: []
  - name: Terci
    character: terci
    hand: [gambling-im-in]
    deck: {FILLER}
    drink_me: []
inn: 40
drink_deck: [light-ale, wine]
start: {{{{player: Jett, phase: action}}}}
stop: end_of_phase
"""


def write(tmp_path: Path, name: str, body: str) -> Path:
    p = tmp_path / f"{name}.yaml"
    p.write_text(body)
    return p


def scen(title: str, rest: str) -> str:
    return BASE.format(title=title) + rest


def test_correct_expectation_passes(tmp_path: Path) -> None:
    f = write(tmp_path, "ok", scen("ok", """
script:
  Jett:
    - when: {prompt: action}
      do: {card: sorry-bout-the-claws}
    - when: {prompt: target}
      do: {player: Terci}
expect:
  players:
    Terci: {fortitude: 18}
    Dale: {fortitude: 20}
"""))
    assert run_file(f).status == "PASS"


def test_wrong_expectation_fails(tmp_path: Path) -> None:
    f = write(tmp_path, "bad", scen("bad", """
script:
  Jett:
    - when: {prompt: action}
      do: {card: sorry-bout-the-claws}
    - when: {prompt: target}
      do: {player: Terci}
expect:
  players:
    Terci: {fortitude: 17}
"""))
    r = run_file(f)
    assert r.status == "FAIL"
    assert "Terci.fortitude: expected 17, got 18" in r.line()


def test_unscripted_choice_errors(tmp_path: Path) -> None:
    f = write(tmp_path, "err", scen("err", """
script:
  Jett:
    - when: {prompt: action}
      do: {card: sorry-bout-the-claws}
expect: {}
"""))
    r = run_file(f)
    assert r.status == "ERROR" and "unscripted target prompt" in r.line()


def test_rule_that_must_not_fire(tmp_path: Path) -> None:
    f = write(tmp_path, "never", scen("never", """
script:
  Jett:
    - when: {prompt: action}
      do: {card: sorry-bout-the-claws}
      fires: never
    - when: {prompt: target}
      do: {player: Dale}
      fires: maybe
expect: {}
"""))
    r = run_file(f)
    assert r.status == "FAIL" and "fired but must not" in r.line()


def test_rule_that_did_not_fire(tmp_path: Path) -> None:
    f = write(tmp_path, "unfired", scen("unfired", """
script:
  Dale:
    - when: {prompt: respond, to: wine}
      do: {card: parkour}
expect: {}
"""))
    r = run_file(f)
    assert r.status == "FAIL" and "did not fire" in r.line()


def test_unknown_expectation_key_fails(tmp_path: Path) -> None:
    f = write(tmp_path, "key", scen("key", "expect:\n  players:\n    Jett: {charisma: 3}\n"))
    assert run_file(f).status == "FAIL"


def test_unsupported_mode_errors(tmp_path: Path) -> None:
    body = scen("mode", "expect: {}\n").replace("seed: 1", "seed: 1\nmode: pub-crawl")
    r = run_file(write(tmp_path, "mode", body))
    assert r.status == "ERROR" and "not supported yet" in r.line()


def test_cli_summary_and_exit_status(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, "a", scen("a", "expect: {inn: 40}\n"))
    write(tmp_path, "b", scen("b", "expect: {inn: 41}\n"))
    assert main(["run", str(tmp_path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "1 passed, 1 failed"


def test_unquoted_yes_no_labels_match(tmp_path: Path) -> None:
    from engine.prompts import NO, YES, Prompt
    from engine.scripted_seat import _select

    p = Prompt(0, "choose", (YES, NO), {"reason": "harvest"})
    assert _select({"label": True}, p) == 0
    assert _select({"label": False}, p) == 1
    assert _select(True, p) == 0


def test_otto_listed_in_players_sits_where_listed() -> None:
    """scenarios.md: `{name: Otto, character: otto}` in `players` seats Otto there."""
    import yaml

    from engine.scenario import build

    path = Path(__file__).parents[1] / "scenarios/variants/60-otto-listed-in-players-sits-where-listed.yaml"
    game = build(yaml.safe_load(path.read_text()))
    assert [p.name for p in game.state.players] == ["Jett", "Otto", "Terci"]
    assert game.state.players[1].automaton and game.state.players[1].state["otto_deck"] == ["otto-smash"]


def test_state_keys_and_choose_reasons_come_from_the_kits() -> None:
    from engine import kits
    from engine.scenario import CHOOSE_REASONS, STATE_KEYS

    assert set(STATE_KEYS) == {k for kit in kits.KITS.values()
                               for k in (*kit.scenario.state_keys, *(z.key for z in kits.tracks(kit)))}
    assert "marks" in STATE_KEYS  # declared by Remy's kit, not by the runner
    assert {"spend", "harvest", "supply", "plot", "pet"} <= set(CHOOSE_REASONS)


def test_keys_lists_every_tavern_id_in_the_default_layout_order(capsys: pytest.CaptureFixture[str]) -> None:
    """spec/scenarios.md: the default Pub Crawl layout follows "the engine's tavern list";
    `python -m engine.scenario keys` documents the ids in that order."""
    from engine.variants.pub_crawl import all_taverns

    assert main(["keys"]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("tavern ids"))
    assert line.split(": ", 1)[1].split(", ") == all_taverns()


def test_default_taverns_name_the_given_ones_first_then_fill_to_five() -> None:
    from engine.variants.pub_crawl import RDI, all_taverns
    from engine.variants.pub_crawl import default_taverns as _default_taverns

    others = [t for t in all_taverns() if t != RDI]
    got = _default_taverns([RDI, others[-1], others[3]])
    assert got == [others[-1], others[3], others[0], others[1], others[2]]
    assert _default_taverns([RDI]) == others[:5]
