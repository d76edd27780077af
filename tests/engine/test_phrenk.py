"""Phrenk beyond the scenarios (tests/scenarios/rdi3/13-22): a Potion revealed at setup,
the sell option only while someone could pay, bought Potions counted as they change hands
(through Petrify and the Pub Crawl too), his Potion kept by a buyer when he is out, and the
Normal AI's keep / sell / buy choices."""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.game import new_game
from engine.invariants import baseline, violations
from engine.prompts import NO, YES, Option, Prompt
from engine.scenario import build
from engine.seats import make_seat
from tests.engine.checked_games import play_checked

FILL = ["gambling-im-in"] * 8


def test_setup_reveals_his_first_potion() -> None:
    g = new_game({"players": [{"name": "P", "character": "phrenk"},
                              {"name": "S", "character": "serena"}]}, 3).state
    st = g.players[0].state
    assert len(st["potion_held"]) == 1 and st["potion"] == st["potion_held"][0]
    assert cards().get(st["potion"]).type == "potion" and len(st["potion_deck"]) == 17
    assert len(cards().deck_list("phrenk")) == 40


def _table(phrenk_gold: int = 10, serena_gold: int = 10, potion: str = "flask-of-fire") -> Any:
    return build({
        "seed": 3, "mode": "standard",
        "players": [{"name": "Phrenk", "character": "phrenk", "hand": [], "deck": FILL,
                     "drink_me": ["light-ale"], "gold": phrenk_gold,
                     "state": {"potion": potion}},
                    {"name": "Serena", "character": "serena", "hand": [], "deck": FILL,
                     "drink_me": ["light-ale"], "gold": serena_gold}],
        "drink_deck": ["light-ale"] * 6, "start": {"player": "Phrenk", "phase": "action"}})


def test_selling_is_offered_only_while_someone_could_pay() -> None:
    rich = _table().pending()
    assert rich is not None and Option(card="flask-of-fire", label="sell") in rich.options
    poor = _table(serena_gold=1).pending()  # Flask of Fire costs 2
    assert poor is not None and all(o.label != "sell" for o in poor.options)


def test_a_bought_potion_stays_with_its_buyer_when_phrenk_is_out() -> None:
    game = _table()
    g = game.state
    base = baseline(g)
    game.apply({"card": "flask-of-fire", "label": "sell"})
    p = game.pending()
    assert p is not None and p.context["reason"] == "buy_potion" and p.seat == 1
    game.apply({"label": "yes"})
    assert g.players[1].hand == ["flask-of-fire"] and violations(g, base) == []
    from engine.flow.elimination import _out

    _out(g, 0, "passed_out")
    assert g.players[1].hand == ["flask-of-fire"] and violations(g, base) == []


def _normal(game: Any, p: Prompt) -> Option:
    seat = make_seat("normal", seed=1)
    return p.options[p.index_of(seat.decide(game.view(p.seat), p))]


def test_normal_buys_a_strong_potion_only_with_gold_to_spare() -> None:
    prompt = Prompt(1, "choose", (YES, NO), {"phase": "action", "reason": "buy_potion",
                                             "to": "flask-of-fire"})
    assert _normal(_table(serena_gold=20, potion="flask-of-fire"), prompt).label == "yes"
    assert _normal(_table(serena_gold=3, potion="flask-of-fire"), prompt).label == "no"


def test_normal_keeps_the_better_potion() -> None:
    prompt = Prompt(0, "choose", (Option(card="potion-of-clarity"), Option(card="flask-of-fire")),
                    {"phase": "begin", "reason": "potion_keep", "to": "flask-of-fire"})
    assert _normal(_table(potion="potion-of-clarity"), prompt).card == "flask-of-fire"


def test_random_games_with_phrenk_keep_every_invariant() -> None:
    sold = 0
    for seed in range(40):
        game = play_checked(seed, ["phrenk", "nerodia", "kaylin", "serena", "terci", "petra"],
                            {"pub_crawl": seed % 2 == 0, "prize": seed % 3 == 0},
                            first="phrenk")
        sold += sum(1 for e in game.state.events if e.kind == "potion_sold")
    assert sold > 0


def test_a_refusing_player_is_not_offered_the_potion_again_that_turn() -> None:
    """Offers cannot go round for ever (a soaked game once did): once Serena refuses,
    Flask of Fire is not offered to her again this turn, so no sell option is left."""
    game = _table()
    game.apply({"card": "flask-of-fire", "label": "sell"})
    game.apply({"label": "no"})
    p = game.pending()
    assert p is not None and all(o.label != "sell" for o in p.options)
    assert game.state.players[0].state["potion"] == "flask-of-fire"
