"""The load check keeps the game a set-up starts (engine/filecheck/start.py) and counts
cards in one pass: neither may let a damaged save through or compare with the wrong game."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import engine.cards as cards_module
from engine.filecheck import FileProblem
from engine.filecheck.schema import MAX_NODES, Bad, plain
from engine.filecheck.start import clear, start_of
from engine.game import Game, new_game
from engine.invariants import _all_cards, _differ, every_players_cards
from engine.seats import RandomSeat
from engine.simulate import make_setup

SETUP = make_setup("standard", 4, ["phrenk", "serena", "wizgille", "lucky"])


def _played(setup: dict, seed: int, n: int = 120) -> Game:
    g = new_game(setup, seed)
    seat = RandomSeat(seed)
    for _ in range(n):
        p = g.pending()
        if p is None:
            break
        g.apply(seat.decide({}, p))
    return g


def test_a_second_load_of_a_game_reuses_its_starting_game_and_reads_the_same() -> None:
    clear()
    text = _played(SETUP, 3).to_json()
    first = Game.from_json(text)
    kept = start_of(first.state.setup, first.state.seed, new_game)
    again = Game.from_json(text)
    assert start_of(again.state.setup, again.state.seed, new_game) is kept
    assert again.to_json() == first.to_json() == text


def test_a_damaged_save_is_refused_after_its_game_was_kept() -> None:
    clear()
    text = _played(SETUP, 4).to_json()
    Game.from_json(text)  # the starting game is now kept
    data = json.loads(text)
    hand = data["snapshot"]["players"][1]["hand"]
    data["snapshot"]["players"][1]["hand"] = hand[1:]  # a card vanished
    with pytest.raises(FileProblem, match="damaged"):
        Game.from_dict(data)
    data = json.loads(text)
    data["snapshot"]["inn"] += 1  # Gold appeared
    with pytest.raises(FileProblem, match="Gold"):
        Game.from_dict(data)
    assert Game.from_json(text).to_json() == text  # the kept game was not changed


def test_the_starting_game_is_the_saves_own_seed_and_card_database(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clear()
    a = start_of(SETUP, 1, new_game)
    assert start_of(SETUP, 2, new_game) is not a
    assert start_of(SETUP, 1, new_game) is a
    # an owner's card pack loads a new card database: nothing kept from the old one
    monkeypatch.setattr(cards_module, "_DB", cards_module.load_db())
    assert start_of(SETUP, 1, new_game) is not a


@pytest.mark.parametrize("mode,chars", [
    ("standard", ["phrenk", "serena", "wizgille", "petra"]),
    ("boss-battle", ["jett", "dale", "terci"]),
    ("two-headed-dragon", ["lucky", "ygella", "nerodia", "kaylin"]),
])
def test_every_players_cards_in_one_pass_is_each_players_cards(mode: str,
                                                               chars: list[str]) -> None:
    for seed in range(2):
        g = _played(make_setup(mode, len(chars), chars), seed, 150).state
        assert every_players_cards(g) == [_all_cards(g, i) for i in range(len(g.players))]


def test_counts_compare_as_counters_do() -> None:
    assert not _differ(Counter(a=2), Counter(a=2))
    assert not _differ(Counter(a=2, b=0), Counter(a=2))  # a zero count is no card
    assert _differ(Counter(a=2), Counter(a=1))
    assert _differ(Counter(a=1), Counter(a=1, b=1))


def test_free_form_words_count_toward_the_size_bound() -> None:
    plain(["w"] * (MAX_NODES - 1), "x")
    with pytest.raises(Bad, match="too large"):
        plain(["w"] * MAX_NODES, "x")
    with pytest.raises(Bad, match="x.k"):
        plain({"k": ["w", 10**30]}, "x")


def test_the_invariants_still_name_each_kind_of_change() -> None:
    from engine.invariants import _roaming, baseline, violations

    g = _played(SETUP, 5).state
    base = baseline(new_game(SETUP, 5).state)
    assert violations(g, base) == []
    roaming = sorted(_roaming() & set(every_players_cards(g)[0]))
    assert roaming, "Phrenk's Potions roam"
    g.players[1].hand.append(roaming[0])  # a Potion appears
    assert [v for v in violations(g, base) if v.startswith("roaming cards changed")]
    g.players[1].hand.pop()
    g.players[2].hand.append(g.players[2].deck.pop())
    g.players[2].hand.append("no-such-card")  # a card appears in a hand
    assert [v for v in violations(g, base) if v.startswith(f"{g.players[2].name}'s cards")]
    g.players[2].hand.pop()
    g.drink_deck.pop()  # a Drink vanishes
    assert [v for v in violations(g, base) if v.startswith("drink cards changed")]
