"""The RDI 4 cast beyond the scenarios (tests/scenarios/rdi4/): the decks, Remy's Marks
(setup supply, Marks coming back when a player is out, the view), Tara's arranging (the
cards never leave the pile; a save taken mid-arrangement continues identically in a new
process), the Captain's half-pot window only when someone can answer it, the AI hints, and
random-seat games with every RDI 4 character in every mode, with and without Sea Events."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.cards import cards
from engine.game import Game, new_game
from engine.scenario import build
from engine.seats import RandomSeat, make_seat
from tests.engine.checked_games import play_checked
from tests.engine.new_process import continue_in_new_process

CAST = ("whitehawk", "remy", "bryn", "tara")
FILL = ["gambling-im-in", "i-raise", "winning-hand", "gambling-im-in", "i-raise",
        "winning-hand"]


def _player(name: str, ch: str, hand: list[str], **kw: Any) -> dict[str, Any]:
    return {"name": name, "character": ch, "hand": hand, "deck": list(FILL),
            "drink_me": ["water"], **kw}


def test_each_deck_is_forty_cards_with_the_wench_staples() -> None:
    db = cards()
    for ch in CAST:
        deck = db.deck_list(ch)
        assert len(deck) == 40, ch
        assert deck.count("tip-the-wench") == 1 and "tip-the-barkeep" not in deck
        for cid in set(deck):
            assert db.get(cid).text, (ch, cid)  # generated text, never empty


def test_remy_takes_one_mark_per_other_player_and_none_is_on_anyone() -> None:
    for n in (2, 4, 6):
        chars = ["remy"] + ["bryn", "tara", "whitehawk", "serena", "kaylin"][:n - 1]
        game = new_game({"players": [{"name": f"P{i}", "character": c}
                                     for i, c in enumerate(chars)]}, 3)
        st = game.state.players[0].state
        assert st["mark_supply"] == n - 1 and st["marks"] == []


def test_otto_counts_among_the_players_for_remys_marks() -> None:
    """001 "Getting Started": Marks = "the number of players in the game minus one"; 003
    "Other Otto Rules": Otto is affected normally by Remy's Marks, so he is one of them."""
    from engine.simulate import make_setup

    game = new_game(make_setup("otto", 2, ["remy", "bryn"]), 3)
    assert len(game.state.players) == 3  # Remy, Bryn and Otto
    remy = next(p for p in game.state.players if p.character == "remy")
    assert remy.state["mark_supply"] == 2


def test_a_marked_player_who_is_out_gives_the_mark_back_and_remy_out_clears_all() -> None:
    game = build({"players": [
        _player("Remy", "remy", [], state={"marks": ["Bryn", "Tara"]}),
        _player("Bryn", "bryn", []), _player("Tara", "tara", [])],
        "start": {"player": "Remy", "phase": "action"}})
    g = game.state
    g.players[1].out = "passed_out"  # Bryn is out
    from engine.characters.remy import KIT, is_marked, marked_names

    assert marked_names(g) == ["Bryn", "Tara"] and not is_marked(g, 1) and is_marked(g, 2)
    assert KIT.hooks.end is not None
    KIT.hooks.end(g, 0)
    assert g.players[0].state["marks"] == ["Tara"]
    assert KIT.hooks.eliminated is not None
    KIT.hooks.eliminated(g, 0)
    assert marked_names(g) == []


def test_marks_are_public_in_every_view() -> None:
    game = build({"players": [_player("Remy", "remy", [], state={"marks": ["Bryn"]}),
                              _player("Bryn", "bryn", [])]})
    for seat in (0, 1):
        assert game.view(seat)["players"][0]["state"]["marks"] == ["Bryn"]


def _arranging() -> Game:
    return build({
        "seed": 4,
        "players": [_player("Tara", "tara", ["the-stars-are-right"]),
                    _player("Bryn", "bryn", [])],
        "drink_deck": ["light-ale", "water", "dragon-breath-ale", "wine", "mead"],
        "start": {"player": "Tara", "phase": "action"}})


def _to_arrange(game: Game) -> Any:
    while (p := game.pending()) is not None:
        if p.kind == "choose" and p.reason == "arrange":
            return p
        if p.kind == "action":
            game.apply({"card": "the-stars-are-right"})
        else:
            game.apply(p.options[-1])
    raise AssertionError("no arrange prompt")


def test_arranging_keeps_the_cards_in_the_pile_and_asks_only_their_owner() -> None:
    game = _arranging()
    p = _to_arrange(game)
    assert p.seat == 0 and {o.card for o in p.options} == {"light-ale", "water",
                                                           "dragon-breath-ale"}
    assert p.context["seen"] == ["light-ale", "water", "dragon-breath-ale"]
    assert len(game.state.drink_deck) == 5  # the cards never leave the pile
    game.apply({"card": "dragon-breath-ale"})
    p = game.pending()
    assert p is not None and p.reason == "arrange" and p.context["position"] == 2
    assert p.context["seen"] == ["dragon-breath-ale", "light-ale", "water"]
    assert {o.card for o in p.options} == {"light-ale", "water"}
    game.apply({"card": "water"})
    assert game.state.drink_deck[:4] == ["dragon-breath-ale", "water", "light-ale", "wine"]
    assert "seen" not in json.dumps(game.view(1))  # Bryn's view shows nothing of it




def test_a_save_taken_mid_arrangement_continues_identically_in_a_new_process() -> None:
    game = _arranging()
    p = _to_arrange(game)
    save = game.to_json()
    answers = [p.index_of({"card": "water"})]
    game.apply(answers[0])
    seats = [RandomSeat(3), RandomSeat(4)]
    for _ in range(80):
        q = game.pending()
        if q is None:
            break
        answers.append(q.index_of(seats[q.seat].decide({}, q)))
        game.apply(answers[-1])
    game.pending()
    assert continue_in_new_process(save, answers) == game.to_json()


def _round(captain_hand: list[str]) -> Game:
    return build({
        "seed": 2,
        "players": [_player("Bryn", "bryn", ["gambling-im-in"]),
                    _player("Captain", "whitehawk", captain_hand)],
        "start": {"player": "Bryn", "phase": "action"}})


def _windows_after_pot(game: Game) -> list[str]:
    kinds = []
    while (p := game.pending()) is not None:
        if p.kind == "action":
            game.apply({"card": "gambling-im-in"} if p.seat == 0 else p.options[-1])
            continue
        if p.kind == "respond" and p.context.get("to") == "gambling" and \
                game.state.gambling is not None and game.state.gambling.ended:
            kinds.append(p.seat)
        game.apply(p.options[-1])
        if game.state.phase not in ("action",):
            break
    return [str(k) for k in kinds]


def test_the_pot_window_opens_only_when_someone_can_answer_it() -> None:
    game = _round(["what-a-coincidence-i-happen-to-have-the-same-hand"])
    assert _windows_after_pot(game)
    assert game.state.pot_taken is None  # gone with the Round: not in saves after
    assert not _windows_after_pot(_round(["tip-the-wench"]))  # an Anytime card alone: no


def test_normal_remy_sends_the_brig_to_a_marked_player() -> None:
    game = build({"seed": 1, "players": [
        _player("Remy", "remy", ["to-the-brig-with-you"], state={"marks": ["Tara"]}),
        _player("Bryn", "bryn", []), _player("Tara", "tara", [])],
        "start": {"player": "Remy", "phase": "action"}})
    seat = make_seat("normal", seed=1)
    p = game.pending()
    assert p is not None and p.kind == "action"
    game.apply(seat.decide(game.view(0), p))
    p = game.pending()
    assert p is not None and p.kind == "target"
    choice = p.options[p.index_of(seat.decide(game.view(0), p))]
    assert choice.player == "Tara"


def test_normal_bryn_sends_a_big_hit_away() -> None:
    game = build({"seed": 1, "players": [
        _player("Captain", "whitehawk", ["i-wont-stand-idly-by-while-you-insult-the-drake"]),
        _player("Bryn", "bryn", ["stop-hitting-yourself"], fortitude=6)],
        "start": {"player": "Captain", "phase": "action"}})
    game.apply({"card": "i-wont-stand-idly-by-while-you-insult-the-drake"})
    p = game.pending()
    assert p is not None and p.seat == 1 and p.kind == "respond"
    seat = make_seat("normal", seed=1)
    assert p.options[p.index_of(seat.decide(game.view(1), p))].card == "stop-hitting-yourself"


@pytest.mark.parametrize("sea", [False, True])
def test_random_games_with_the_rdi4_cast_keep_every_invariant(sea: bool) -> None:
    rng = random.Random(7 if sea else 8)
    pool = list(CAST) + ["phrenk", "serena", "dale", "lucky"]
    for k in range(24):
        seed = rng.randrange(1_000_000)
        play_checked(seed, pool, {"sea_events": sea, "prize": k % 3 == 0,
                                  "pub_crawl": k % 4 == 1}, first=CAST[k % 4])


def test_normal_places_the_drinks_it_looked_at_by_what_they_are() -> None:
    game = build({"seed": 1, "players": [
        _player("Tara", "tara", ["signs-point-to-you-getting-drunker"]),
        _player("Bryn", "bryn", [], fortitude=6, alcohol=2),
        _player("Remy", "remy", [])],
        "drink_deck": ["dragon-breath-ale", "holy-water", "water", "water"],
        "start": {"player": "Tara", "phase": "order"}})
    seat = make_seat("normal", seed=1)
    placed = {}
    while (p := game.pending()) is not None and len(placed) < 2:
        if p.kind == "respond" and p.seat == 0:
            game.apply({"card": "signs-point-to-you-getting-drunker"})
            continue
        if p.kind == "order" and p.reason == "looked":
            choice = p.options[p.index_of(seat.decide(game.view(0), p))]
            placed[p.context["to"]] = choice.player
            game.apply(choice)
            continue
        game.apply(p.options[-1])
    # the Ale can pass Bryn out; the Holy Water would save her, so it goes to Remy
    assert placed == {"dragon-breath-ale": "Bryn", "holy-water": "Remy"}
