"""Farai's Brews beyond the scenarios (tests/scenarios/rdi8/29-35): the token is placed
after the opening hands, each Brew deck shows only its top card (also to the AI's
determinization), Brews get finished in real games with every card accounted for, and the
Normal AI places its token on the Brew nearest done and stirs where it is."""

from __future__ import annotations

import random
from typing import Any

from engine.ai.determinize import sample_state
from engine.cards import cards
from engine.game import new_game
from engine.invariants import baseline, violations
from engine.scenario import build
from engine.seats import make_seat

SETUP = {"players": [{"name": "F", "character": "farai"}, {"name": "J", "character": "jett"}]}


def test_three_four_card_brew_decks_and_a_forty_card_deck() -> None:
    db = cards()
    assert len(db.deck_list("farai")) == 40
    for b in ("beer", "wine", "spirits"):
        deck = db.character("farai").side_deck(f"brews_{b}")
        assert len(deck) == 4 and all(db.get(c).data["progress"] >= 2 for c in deck)


def test_the_token_is_placed_after_the_opening_hand_before_the_first_turn() -> None:
    game = new_game(SETUP, seed=2)
    farai = game.state.players[0]
    assert len(farai.hand) == 7 and farai.state["brew_at"] is None
    p = game.pending()
    assert p is not None and p.seat == 0 and p.context["reason"] == "brew_at"
    assert [o.label for o in p.options] == ["beer", "wine", "spirits"]
    game.apply({"label": "spirits"})
    assert farai.state["brew_at"] == "spirits"
    assert game.state.turn_number <= 1


def test_only_the_top_brew_is_seen() -> None:
    game = new_game(SETUP, seed=2)
    st = game.state.players[0].state
    seen = game.view(1)["players"][0]["state"]
    for b in ("beer", "wine", "spirits"):
        assert f"brews_{b}" not in seen
        assert seen[f"brews_{b}_top"] == st[f"brews_{b}"][0]
        assert seen[f"brews_{b}_size"] == 4
    red = game.redacted(1)
    deck = red["snapshot"]["players"][0]["state"]["brews_beer"]
    assert deck[0] == st["brews_beer"][0] and deck[1:] == ["?"] * 3
    sampled = sample_state(red, random.Random(1)).state.players[0].state["brews_beer"]
    assert sampled[0] == st["brews_beer"][0]
    assert sorted(sampled) == sorted(st["brews_beer"])


def test_brews_finish_in_real_games_and_every_card_is_counted() -> None:
    finished = 0
    for seed in range(6):
        setup = {"players": [{"name": n, "character": c} for n, c in
                             (("F", "farai"), ("P", "phyll"), ("L", "lucky"), ("S", "samantha"))]}
        game = new_game(setup, seed=seed)
        base = baseline(game.state)
        seats = [make_seat("normal", seed + i) for i in range(4)]
        for _ in range(20_000):
            p = game.pending()
            assert violations(game.state, base) == []
            if p is None:
                break
            game.apply(seats[p.seat].decide(game.view(p.seat), p))
        assert game.state.over
        finished += sum(1 for e in game.state.events if e.kind == "brew_finished")
    assert finished >= 3


def _paddle_game(at: str, prog: dict[str, int]) -> Any:
    return build({
        "seed": 3, "mode": "standard",
        "players": [
            {"name": "Farai", "character": "farai", "hand": ["stir-the-mash"],
             "deck": ["gambling-im-in"] * 6, "drink_me": ["light-ale"],
             "state": {"brew_at": at, "brews": prog},
             "decks": {"brews_beer": ["temple-stout"], "brews_wine": ["sacramental-red"],
                       "brews_spirits": ["firewater-of-penance"]}},
            {"name": "Jett", "character": "jett", "hand": [], "deck": ["gambling-im-in"] * 6,
             "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale", "dark-ale"], "start": {"player": "Farai", "phase": "action"}})


def _normal_paddle(at: str, prog: dict[str, int]) -> str:
    game = _paddle_game(at, prog)
    while (p := game.pending()) is not None and p.context.get("reason") != "paddle":
        game.apply(next((o for o in p.options if o.card == "stir-the-mash"), p.options[-1]))
    assert p is not None
    seat = make_seat("normal", seed=1)
    return str(p.options[p.index_of(seat.decide(game.view(0), p))].label)


def test_normal_keeps_stirring_where_it_is() -> None:
    assert _normal_paddle("spirits", {"beer": 0, "wine": 0, "spirits": 1}) == "progress"


def test_normal_moves_to_a_brew_one_counter_from_done() -> None:
    # Sacramental Red needs 2 and has 1: moving there, the next Wine work finishes it
    assert _normal_paddle("spirits", {"beer": 0, "wine": 1, "spirits": 0}) == "wine"


def test_normal_places_the_token_on_the_quickest_brew() -> None:
    game = new_game(SETUP, seed=2)
    p = game.pending()
    assert p is not None
    st = game.state.players[0].state
    quickest = min(("beer", "wine", "spirits"),
                   key=lambda b: cards().get(st[f"brews_{b}"][0]).data["progress"])
    seat = make_seat("normal", seed=1)
    got = p.options[p.index_of(seat.decide(game.view(0), p))].label
    need = cards().get(st[f"brews_{got}"][0]).data["progress"]
    assert need == cards().get(st[f"brews_{quickest}"][0]).data["progress"]
