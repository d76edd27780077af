"""The engine API: prompts, illegal answers, views, clones, saves and replays."""

from __future__ import annotations

import json
import random

import pytest

from engine.game import Game, new_game
from engine.prompts import IllegalAnswer, Option
from engine.seats import RandomSeat

SETUP = {"players": [{"character": c} for c in ("jett", "dale", "terci", "ygella")]}


def play(game: Game, seed: int, n: int) -> None:
    seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
    for _ in range(n):
        p = game.pending()
        if p is None:
            return
        game.apply(seats[p.seat].decide({}, p))


def test_setup_follows_getting_started() -> None:
    g = new_game(SETUP, 3).state
    for p in g.players:
        assert (p.fortitude, p.alcohol, p.gold) == (20, 0, 10)
        assert len(p.hand) == 7 and len(p.drink_me) == 1 and len(p.deck) == 33
    assert len(g.drink_deck) == 30 - 4
    two = new_game({"players": SETUP["players"][:2]}, 1).state
    assert [p.gold for p in two.players] == [8, 8]
    seven = new_game({"players": [{"character": "jett", "name": f"J{i}"} for i in range(7)]}, 1)
    assert {p.gold for p in seven.state.players} == {12}


def test_first_prompt_is_discard_for_the_first_player() -> None:
    game = new_game({**SETUP, "first": 2}, 5)
    p = game.pending()
    while p is not None and p.kind == "respond":  # Anytime cards in the opening window
        game.apply(Option(label="pass"))
        p = game.pending()
    assert p is not None and p.kind == "discard" and p.seat == 2
    assert p.options[-1] == Option(label="done")


def test_illegal_answer_is_refused_and_changes_nothing() -> None:
    game = new_game(SETUP, 11)
    game.pending()
    before = game.to_json()
    with pytest.raises(IllegalAnswer):
        game.apply(Option(card="no-such-card"))
    with pytest.raises(IllegalAnswer):
        game.apply(999)
    with pytest.raises(IllegalAnswer):
        game.apply(True)
    assert game.to_json() == before


def test_view_hides_other_hands() -> None:
    game = new_game(SETUP, 2)
    v = game.view(0)
    assert v["players"][0]["hand"] == game.state.players[0].hand
    for other in v["players"][1:]:
        assert "hand" not in other and other["hand_size"] == 7
    assert "drink_deck" not in v and v["drink_deck_size"] == 26
    # Swapping another player's hidden hand and deck order leaves seat 0's view unchanged.
    other = game.clone()
    p1 = other.state.players[1]
    p1.hand, p1.deck = p1.deck[:7], p1.hand + p1.deck[7:]
    other.state.drink_deck.reverse()
    assert p1.hand != game.state.players[1].hand
    assert json.dumps(other.view(0), sort_keys=True) == json.dumps(v, sort_keys=True)
    assert json.dumps(other.view(1), sort_keys=True) != json.dumps(game.view(1), sort_keys=True)


def test_clone_is_independent() -> None:
    game = new_game(SETUP, 4)
    play(game, 4, 30)
    c = game.clone()
    snap = game.to_json()
    play(c, 99, 50)
    assert game.to_json() == snap
    assert c.to_json() != snap


def test_same_seed_and_decisions_give_the_same_events() -> None:
    a, b = new_game(SETUP, 21), new_game(SETUP, 21)
    play(a, 7, 400)
    for idx in a.state.decisions:
        b.apply(idx)
    b.pending()
    a.pending()
    assert [e.to_dict() for e in a.state.events] == [e.to_dict() for e in b.state.events]


@pytest.mark.parametrize("seed", range(8))
def test_save_at_random_decision_load_continue_identical(seed: int) -> None:
    game = new_game(SETUP, seed)
    play(game, seed, random.Random(seed).randrange(5, 120))
    saved = game.to_json()
    loaded = Game.from_json(saved)
    assert loaded.pending() == game.pending()
    play(game, 1000 + seed, 200)
    play(loaded, 1000 + seed, 200)
    assert loaded.to_json() == game.to_json()


def test_replay_from_decisions_without_snapshot() -> None:
    game = new_game(SETUP, 8)
    play(game, 8, 90)
    data = json.loads(game.to_json())
    data.pop("snapshot")
    replayed = Game.from_dict(data)
    assert replayed.to_json() == game.to_json()


def test_corrupt_save_is_reported() -> None:
    with pytest.raises(ValueError, match="not a saved game"):
        Game.from_json("{not json")
    with pytest.raises(ValueError):
        Game.from_json(json.dumps({"format_version": 999}))
    good = json.loads(new_game(SETUP, 1).to_json())
    good["snapshot"]["players"] = "garbage"
    with pytest.raises(ValueError, match="damaged"):
        Game.from_dict(good)


def test_player_count_is_checked() -> None:
    with pytest.raises(ValueError):
        new_game({"players": [{"character": "jett"}]}, 1)


def test_team_view_shows_teammates_hands_only() -> None:
    game = new_game({"mode": "two-headed-dragon", "players": [
        {"character": "jett", "team": "A"}, {"character": "dale", "team": "A"},
        {"character": "terci", "team": "B"}, {"character": "ygella", "team": "B"}]}, 1)
    assert ["hand" in p for p in game.view(0)["players"]] == [True, True, False, False]
    assert ["hand" in p for p in game.view(-1)["players"]] == [False] * 4


def test_otto_has_one_track_per_player() -> None:
    game = new_game({"mode": "otto", "players": [{"character": "jett"},
                                                 {"character": "dale"}]}, 1)
    otto = game.state.players[0]
    assert otto.automaton and otto.name == "Otto" and game.state.active == 0
    assert sorted(otto.state["tracks"]) == ["Dale", "Jett"]
    assert [p.gold for p in game.state.players[1:]] == [10, 10]


def test_save_loads_in_a_fresh_process(tmp_path: object) -> None:
    """A player loads a save after a restart: nothing of the engine is imported yet."""
    import subprocess
    import sys
    from pathlib import Path

    game = new_game(SETUP, 5)
    play(game, 5, 40)
    game.pending()
    path = Path(str(tmp_path)) / "save.json"
    path.write_text(game.to_json())
    code = ("import sys; from engine.game import Game; "
            "g = Game.from_json(open(sys.argv[1]).read()); g.pending(); print(g.to_json())")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == game.to_json()


def test_view_is_a_pure_query() -> None:
    """view() never advances the game (it used to call pending())."""
    game = new_game(SETUP, 6)
    before = game.to_json()
    v = game.view(0)
    assert game.to_json() == before and v["prompt"] is None
    p = game.pending()
    assert p is not None and game.view(p.seat)["prompt"] == p.to_dict()
