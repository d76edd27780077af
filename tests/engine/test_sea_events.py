"""The Sea Event deck beyond the scenarios (tests/scenarios/sea_events/): the cards' data,
set-up, the variant absent from saves and views when off, the face-down deck (view,
redaction, the AI's determinization), a save taken mid-Sea-Event continued by a new process,
the Normal AI's Ignore, and random-seat games in every mode with the invariants checked."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.ai.determinize import sample_state
from engine.cards import CardDataError, cards, load_file
from engine.game import Game, new_game
from engine.prompts import Prompt
from engine.scenario import ScenarioError, build
from engine.seats import RandomSeat, make_seat
from engine.variants import sea_events as se
from tests.engine.checked_games import play_checked, play_on_together
from tests.engine.new_process import continue_in_new_process

OPT = {"sea_events": True}
TWO = {"players": [{"name": "A", "character": "jett"}, {"name": "B", "character": "lucky"}]}
FILL = ["gambling-im-in"] * 8


def test_the_deck_is_twenty_sea_events_each_showing_one_to_three_counters() -> None:
    ids = se.all_sea_events()
    assert len(ids) == 20  # 001 Components (a card of another file with the same id would
    # replace one of them: this would catch it)
    for cid in ids:
        c = cards().get(cid)
        assert 1 <= c.data["counters"] <= 3 and c.modes and c.modes[0].effects
        assert c.text.startswith("Sea Event: ") and "Progress Counter" in c.text


def test_a_sea_event_without_counters_is_refused(tmp_path: Path) -> None:
    from engine.cards import CardDB

    bad = tmp_path / "bad.toml"
    bad.write_text('[[cards]]\ntitle = "Wet"\ntype = "sea_event"\n'
                   'effects = [{ op = "draw", who = "each", amount = 1 }]\n')
    with pytest.raises(CardDataError, match="counters"):
        load_file(CardDB(), bad)


def test_setup_shuffles_the_deck_by_seed_and_puts_two_counters_on_it() -> None:
    decks = []
    for seed in (1, 2, 1):
        g = new_game({**TWO, "options": OPT}, seed).state
        assert g.variants["sea_events"]["counters"] == 2 and g.variants["sea_events"]["discard"] == [] and g.variants["sea_events"]["revealed"] is None
        assert sorted(g.variants["sea_events"]["deck"]) == sorted(se.all_sea_events())
        decks.append(g.variants["sea_events"]["deck"])
    assert decks[0] == decks[2] and decks[0] != decks[1]


def test_off_the_variant_is_nowhere_in_saves_or_views() -> None:
    game = new_game(TWO, 3)
    assert game.state.variants == {}
    snap = json.loads(game.to_json())["snapshot"]
    assert "sea" not in snap and "variants" not in snap and "sea" not in game.view(0)
    on = new_game({**TWO, "options": OPT}, 3)
    assert "sea_events" in json.loads(on.to_json())["snapshot"]["variants"]


def test_the_deck_is_face_down_to_everyone_and_to_the_ais_samples() -> None:
    game = new_game({**TWO, "options": OPT}, 4)
    g = game.state
    g.variants["sea_events"]["discard"] = [g.variants["sea_events"]["deck"].pop()]
    view = game.view(1)["sea"]
    assert view == {"counters": 2, "deck_size": 19, "discard": g.variants["sea_events"]["discard"],
                    "revealed": None}
    red = game.redacted(0)
    assert red["snapshot"]["variants"]["sea_events"]["deck"] == ["?"] * 19
    assert red["snapshot"]["variants"]["sea_events"]["discard"] == g.variants["sea_events"]["discard"]
    sampled = sample_state(red, random.Random(2)).state.variants["sea_events"]["deck"]
    assert sorted(sampled) == sorted(g.variants["sea_events"]["deck"])


def test_a_sea_block_needs_the_option() -> None:
    with pytest.raises(ScenarioError, match="sea_events"):
        build({"players": [{"name": "A", "character": "jett"},
                           {"name": "B", "character": "lucky"}],
               "sea": {"counters": 1}})


def _at_sea_event(card: str, jett_hand: list[str]) -> Game:
    """Lucky's Drink phase with one counter left: her turn's end reveals `card`."""
    return build({
        "seed": 5, "options": OPT,
        "players": [{"name": "Jett", "character": "jett", "hand": jett_hand, "deck": FILL,
                     "drink_me": [], "fortitude": 12, "alcohol": 4},
                    {"name": "Lucky", "character": "lucky", "hand": [], "deck": FILL,
                     "drink_me": ["water"]}],
        "drink_deck": ["water"] * 6, "sea": {"deck": [card, "merfolk-serenade"], "counters": 1},
        "start": {"player": "Lucky", "phase": "drink"}})


def _to_window(game: Game) -> Prompt:
    """Pass everything until the Sea Event's window asks Jett."""
    while (p := game.pending()) is not None:
        if p.kind == "respond" and game.state.variants["sea_events"].get("revealed") == p.context.get("to"):
            return p
        game.apply(p.options[-1] if p.kind in ("respond", "action", "discard") else 0)
    raise AssertionError("no Sea Event window")




def test_a_save_taken_mid_sea_event_continues_identically_in_a_new_process() -> None:
    game = _at_sea_event("the-leviathan-stirs", ["ridiculously-flexible"])
    p = _to_window(game)
    assert game.view(0)["sea"]["revealed"] == "the-leviathan-stirs"
    save = game.to_json()
    seats = [RandomSeat(7), RandomSeat(8)]
    answers: list[int] = [p.index_of({"card": "ridiculously-flexible"})]
    game.apply(answers[0])
    for _ in range(60):
        q = game.pending()
        if q is None:
            break
        answers.append(q.index_of(seats[q.seat].decide({}, q)))
        game.apply(answers[-1])
    game.pending()
    assert continue_in_new_process(save, answers) == game.to_json()
    ev = game.state.events
    start = next(i for i, e in enumerate(ev) if e.kind == "sea_event")
    end = next(i for i, e in enumerate(ev) if e.kind == "sea_counters_placed")
    hit = {e.data["player"] for e in ev[start:end] if e.kind == "stat_changed"}
    assert hit == {1}  # Ignored by Jett: the Leviathan hit Lucky only
    assert "the-leviathan-stirs" in game.state.variants["sea_events"]["discard"]


def _normal_ignores(card: str) -> bool:
    game = _at_sea_event(card, ["ridiculously-flexible"])
    p = _to_window(game)
    seat = make_seat("normal", seed=1)
    choice = p.options[p.index_of(seat.decide(game.view(p.seat), p))]
    return choice.card == "ridiculously-flexible"


def test_normal_ignores_a_harmful_sea_event_and_not_a_kind_one() -> None:
    assert _normal_ignores("the-leviathan-stirs")  # each player loses 2 Fortitude
    assert not _normal_ignores("calm-seas-and-a-fair-wind")  # each player gains 2
    # the player with the most Gold pays: Lucky (10) and Jett (10) tie, both pay
    assert _normal_ignores("the-harbourmasters-toll")


def test_random_games_with_the_sea_events_in_every_mode_keep_every_invariant() -> None:
    revealed = 0
    for seed in range(48):
        game = play_checked(seed, ["dale", "jett", "terci", "lucky", "phyll", "samantha",
                                   "ygella", "petra"],
                            {"sea_events": True, "pub_crawl": seed % 3 == 0,
                             "prize": seed % 2 == 0})
        kinds = [e.kind for e in game.state.events]
        revealed += kinds.count("sea_event")
        # each revealed Sea Event was put away, but one the game ended during
        assert kinds.count("sea_event") - kinds.count("sea_counters_placed") in (0, 1)
    assert revealed > 100  # (the reshuffle: tests/scenarios/sea_events/07)


def test_a_save_from_before_the_variants_map_still_loads() -> None:
    """Issue 29: the variant's state moved from a top-level "sea" into the variants map; a
    save with the old key loads into the map and plays on exactly as the new save does."""
    game = new_game({**TWO, "options": OPT}, 9)
    seats = [RandomSeat(9), RandomSeat(10)]
    for _ in range(60):
        p = game.pending()
        assert p is not None
        game.apply(seats[p.seat].decide({}, p))
    data = json.loads(game.to_json())
    data["snapshot"]["sea"] = data["snapshot"].pop("variants")["sea_events"]
    old = Game.from_json(json.dumps(data))
    new = Game.from_json(game.to_json())
    assert old.state.variants == new.state.variants == game.state.variants
    play_on_together(old, new, seats, 200)
    assert old.to_json() == new.to_json()
