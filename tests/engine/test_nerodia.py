"""Nerodia beyond the scenarios (tests/scenarios/rdi8/36-44): Petrified cards go under the
pile in a random order, never her own or Otto's, a card Decaying to a player who is out is
discarded, the pile is face down but its owners public, the Normal AI Glares and gives up
its least useful card, and she plays Boss Battle with her own Boss deck."""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.characters.nerodia import Petrify, _decay, _op_petrify
from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.model import Item
from engine.scenario import build
from engine.seats import make_seat


def _table(nerodia_state: dict[str, Any], hand: list[str], jett_hand: list[str],
           lucky_hand: list[str], seed: int = 3) -> Game:
    fill = ["gambling-im-in"] * 6
    return build({
        "seed": seed, "mode": "standard",
        "players": [
            {"name": "Nerodia", "character": "nerodia", "hand": hand, "deck": fill,
             "drink_me": ["light-ale"], "state": nerodia_state},
            {"name": "Jett", "character": "jett", "hand": jett_hand, "deck": fill,
             "drink_me": ["light-ale"]},
            {"name": "Lucky", "character": "lucky", "hand": lucky_hand, "deck": fill,
             "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale", "dark-ale", "water"],
        "start": {"player": "Nerodia", "phase": "action"}})


def _play_gaze(seed: int) -> list[str]:
    game = _table({"petrified": ["full-tilt"], "petrified_owners": ["Jett"]},
                  ["gaze-of-the-gorgon"], ["parkour"], ["duck-behind-the-bar"], seed)
    base = baseline(game.state)
    while (p := game.pending()) is not None and len(game.state.players[0].state["petrified"]) < 3:
        game.apply(next((o for o in p.options if o.card == "gaze-of-the-gorgon"),
                        p.options[-1] if p.kind == "respond" else p.options[0]))
        assert violations(game.state, base) == []
    return list(game.state.players[0].state["petrified"])


def test_cards_gained_at_once_go_under_the_pile_in_a_random_order() -> None:
    orders = {tuple(_play_gaze(seed)) for seed in range(12)}
    for pile in orders:
        assert pile[-1] == "full-tilt"  # the old top card stays on top
        assert sorted(pile[:2]) == ["duck-behind-the-bar", "parkour"]
    assert len(orders) == 2  # both orders happen


def test_her_own_cards_are_never_petrified_nor_ottos() -> None:
    game = _table({"petrified": []}, ["gaze-of-the-gorgon"], ["parkour"], [])
    g = game.state
    item = Item(g.uid(), "gaze-of-the-gorgon", 0)
    g.items[str(item.uid)] = item
    depth = len(g.stack)
    _op_petrify(g, item, {"op": "petrify", "who": "each", "amount": 1})
    frame = g.stack[-1]
    assert len(g.stack) == depth + 1 and isinstance(frame, Petrify)
    assert frame.victims == [1, 2]  # "each player", but never Nerodia herself (seat 0)
    otto = new_game({"mode": "otto", "players": [{"name": "N", "character": "nerodia"},
                                                 {"name": "J", "character": "jett"}]}, 4)
    og = otto.state
    it = Item(og.uid(), "gaze-of-the-gorgon", 1)
    og.items[str(it.uid)] = it
    _op_petrify(og, it, {"op": "petrify", "who": "each_other", "amount": 1})
    assert og.stack[-1].victims == [2]  # Jett only: Otto (seat 0) is never Petrified


def test_a_card_decaying_to_a_player_who_is_out_is_discarded() -> None:
    game = _table({"petrified": ["parkour"], "petrified_owners": ["Jett"]}, [], [], [])
    g = game.state
    g.players[1].out = "passed_out"
    _decay(g, 0)
    assert g.players[0].state["petrified"] == []
    assert g.players[1].discard == ["parkour"] and g.players[1].hand == []


def test_the_pile_is_face_down_and_its_owners_public() -> None:
    game = _table({"petrified": ["parkour", "duck-behind-the-bar"],
                   "petrified_owners": ["Jett", "Lucky"]}, [], [], [])
    for seat in (0, 1):
        st = game.view(seat)["players"][0]["state"]
        assert "petrified" not in st and st["petrified_size"] == 2
        assert st["petrified_owners"] == ["Jett", "Lucky"]
    red = game.redacted(1)["snapshot"]["players"][0]["state"]
    assert red["petrified"] == ["?", "?"]


def test_normal_glares_when_it_can() -> None:
    game = _table({"petrified": ["parkour", "duck-behind-the-bar"],
                   "petrified_owners": ["Jett", "Lucky"]}, ["serpents-hiss"], [], [])
    seat = make_seat("normal", seed=1)
    while (p := game.pending()) is not None and p.context.get("reason") != "glare":
        game.apply(p.options[p.index_of(seat.decide(game.view(p.seat), p))])
    assert p is not None
    assert p.options[p.index_of(seat.decide(game.view(0), p))].label == "yes"


def test_normal_gives_up_its_least_useful_card() -> None:
    game = _table({"petrified": []}, ["frozen-in-fear"], ["gambling-im-in", "rise-above-adversity"],
                  [])
    while (p := game.pending()) is not None and p.context.get("reason") != "petrify":
        game.apply(next((o for o in p.options if o.card == "frozen-in-fear"), p.options[-1]))
    assert p is not None and p.seat == 1
    seat = make_seat("normal", seed=1)
    pick = p.options[p.index_of(seat.decide(game.view(1), p))].card
    keep = {"gambling-im-in", "rise-above-adversity"} - {pick}
    from engine.ai.cardinfo import info

    assert info(str(pick)).value <= info(keep.pop()).value


def test_nerodia_is_a_boss_with_her_own_boss_deck() -> None:
    boss = cards().character("nerodia").side_deck("boss")
    assert len(boss) == 15 and len(set(boss)) == 15
    setup = {"mode": "boss-battle", "players": [
        {"name": "N", "character": "nerodia", "boss": True},
        {"name": "P", "character": "phyll"}, {"name": "F", "character": "farai"},
        {"name": "L", "character": "lucky"}]}
    game = new_game(setup, 6)
    g = game.state
    assert len(g.players[0].hand) == 9 and len(g.players[0].hand) + len(g.players[0].deck) == 55
    base = baseline(g)
    seats = [make_seat("normal", 6 + i) for i in range(4)]
    for _ in range(30_000):
        p = game.pending()
        assert violations(g, base) == []
        if p is None:
            break
        game.apply(seats[p.seat].decide(game.view(p.seat), p))
    assert g.over
