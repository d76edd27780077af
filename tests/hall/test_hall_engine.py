"""The Hall on the engine's interface (engine/game.py): pending / apply / view / clone /
to_json with the engine's Prompt and Option, AI seats that decide from views only, and
saves that load in a fresh process and continue exactly as the original would."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.hall import GAMES
from engine.hall.base import HallGame
from engine.hall.match import HallMatch
from engine.hall.redact import PUBLIC_DISCARDS
from engine.hall.run import run_match
from engine.hall.seat import HallSeat
from engine.prompts import IllegalAnswer, Option, Prompt

NAMES = ["Ann", "Bo", "Cy"]


def match(game: str, mode: str = "single", seed: int = 1, variants: list[str] | None = None,
          **cfg: Any) -> HallMatch:
    return HallMatch({"players": NAMES, "game": game, "mode": mode, "seed": seed,
                      "variants": variants or [], "seats": ["easy"] * 3, **cfg})


def seats() -> list[HallSeat]:
    return [HallSeat("easy", 10 + i) for i in range(3)]


def step(m: HallMatch, ss: list[HallSeat]) -> None:
    p = m.pending()
    assert p is not None
    view = m.view(p.seat)
    view["redacted"] = m.redacted(p.seat)
    m.apply(ss[p.seat].decide(view, p))


def test_prompts_are_engine_prompts_and_illegal_answers_change_nothing() -> None:
    m = match("rogues_and_warriors")
    p = m.pending()
    assert isinstance(p, Prompt) and p.kind == "bet"
    assert all(type(o) is Option for o in p.options) and p.seat == 0
    before = m.to_json()
    for bad in (Option(label="raise_to", value=10_000), len(p.options), "call please", True):
        with pytest.raises(IllegalAnswer):
            m.apply(bad)
        assert m.to_json() == before
    with pytest.raises(IllegalAnswer):
        m.apply_hall("Bo", "check")  # not Bo's turn
    assert m.to_json() == before
    m.apply(Option(label="check"))
    assert m.pending() is not None and m.pending().seat == 1  # type: ignore[union-attr]


def test_view_is_a_pure_query_and_hides_other_hands() -> None:
    m = match("den_of_thieves")
    m.pending()
    before = m.to_json()
    v = m.view(1)
    assert m.to_json() == before
    hands = v["game"]["hands"]
    assert isinstance(hands["Bo"], list) and not isinstance(hands["Ann"], list)
    assert v["prompt"] is None and m.view(0)["prompt"] is not None


def test_clone_is_independent() -> None:
    m = match("threes")
    c = m.clone()
    step(c, seats())
    assert c.to_json() != m.to_json()
    assert len(m.decisions) == 0


# ----- honesty: hidden cards never change a hall AI decision ---------------------------
def scramble(g: HallGame, viewer: str, rng: random.Random) -> None:
    """Shuffle every card ``viewer`` cannot see among the places such cards can be, and
    reseed the dice. Written from the booklet's rules, not from engine.hall.redact."""
    a: Any = g
    spots: list[tuple[Any, Any]] = [(g.deck, i) for i in range(len(g.deck))]
    for p in g.players:
        if p == viewer:
            continue
        for attr in ("hands", "dealt", "card_workers"):
            d = getattr(a, attr, None)
            if isinstance(d, dict) and isinstance(d.get(p), list):
                up = a.face_up.get(p) if attr == "hands" and hasattr(a, "face_up") else None
                spots += [(d[p], i) for i in range(len(d[p])) if i != up]
        cards = getattr(a, "cards", None)
        if isinstance(cards, dict) and p in cards:
            spots.append((cards, p))
    if isinstance(getattr(a, "clock", None), list):
        spots += [(a.clock, i) for i in range(len(a.clock))]
    if g.GAME not in PUBLIC_DISCARDS:
        spots += [(g.discards, i) for i in range(len(g.discards))]
    cards_now = [z[k] for z, k in spots]
    rng.shuffle(cards_now)
    for (z, k), c in zip(spots, cards_now):
        z[k] = c
    g.rng = random.Random(rng.random())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hall_ai_decisions_ignore_hidden_cards(name: str) -> None:
    variants = sorted(GAMES[name].VARIANTS - {"unwound_clock", "multiple_successive_games"})
    for seed in range(2):
        m = match(name, seed=seed, variants=variants if seed else [])
        ss = seats()
        checked = changed = 0
        while (p := m.pending()) is not None and m.phase == "play" and checked < 25:
            player = m.names[p.seat]
            view = m.view(p.seat)
            view["redacted"] = m.redacted(p.seat)
            want = ss[p.seat].decide(json.loads(json.dumps(view)), p)
            for k in range(2):
                other = m.clone()
                g = other.game
                assert g is not None
                scramble(g, player, random.Random(100 * seed + k))
                changed += other.to_json() != m.to_json()
                v2 = other.view(p.seat)
                v2["redacted"] = other.redacted(p.seat)
                assert v2 == view, "the view or the masked game shows a hidden card"
                assert ss[p.seat].decide(v2, p) == want
            checked += 1
            m.apply(want)
        assert checked and changed, "the scramble must really move hidden cards"


# ----- sessions, saves ---------------------------------------------------------------------
def test_an_adventurers_choice_session_runs_to_its_end() -> None:
    m = match("threes", mode="adventurers", rounds=1)
    run_match(m, seats())
    assert m.over and m.session.games_played == 3
    assert sum(r["score"] for r in m.session.standings()) + m.session.carry == 150


RESUME = """
import json, sys
from engine.hall.match import HallMatch
from engine.hall.run import run_match
from engine.hall.seat import HallSeat
m = HallMatch.from_json(open(sys.argv[1]).read())
run_match(m, [HallSeat("easy", 10 + i) for i in range(3)])
print(json.dumps({"decisions": m.decisions, "standings": m.session.standings()}))
"""


def test_a_saved_session_continues_exactly_in_a_fresh_process(tmp_path: Path) -> None:
    m = match("kings_council", mode="adventurers", seed=7, rounds=1)
    ss = seats()
    for _ in range(15):
        step(m, ss)
    save = tmp_path / "hall.json"
    save.write_text(m.to_json(), encoding="utf-8")
    run_match(m, ss)
    env = {**os.environ, "PYTHONHASHSEED": "12345"}  # set orders differ from this process
    out = subprocess.run([sys.executable, "-c", RESUME, str(save)], capture_output=True,
                         text=True, check=True, cwd=Path(__file__).resolve().parents[2],
                         env=env)
    got = json.loads(out.stdout)
    assert got["decisions"] == m.decisions
    assert got["standings"] == m.session.standings()


def test_a_damaged_save_is_reported_in_player_words() -> None:
    for text in ("{", "[]", json.dumps({"kind": "hall", "format_version": 99}),
                 json.dumps({"kind": "hall", "format_version": 1, "config": {}})):
        with pytest.raises(ValueError, match="Gambling Hall"):
            HallMatch.from_json(text)
