"""Scoring rules of every game and variant, mostly the booklet's own examples (004)."""

from __future__ import annotations

from collections import Counter

from engine.hall import city_square as cs
from engine.hall import den_of_thieves as dt
from engine.hall import dragon_hordes as dh
from engine.hall import jack_of_all_trades as jt
from engine.hall import kings_council as kc
from engine.hall import rogues_and_warriors as rw
from engine.hall import the_wheel as wh
from engine.hall import three_kingdoms as tk
from engine.hall import threes as th
from engine.hall.deck import Card, dragon, full_deck
from engine.hall.shares import shares_by_place, shares_payout


def c(rank: str, suit: str) -> Card:
    return Card(rank, suit)


def test_deck_composition() -> None:
    deck = full_deck()
    assert len(deck) == 90 and len(full_deck(True)) == 93
    assert Counter(x.rank for x in deck) == {"Warrior": 6, "Lady": 12, "Bard": 18,
                                             "Merchant": 24, "Rogue": 30}
    assert Card.from_code(deck[5].code) == deck[5]


def test_pair_table_is_one_strict_table() -> None:
    assert rw.pair_order_strict(rw.PAIR_ORDER)
    assert rw.pair_code([dragon("red"), c("Lady", "Owl")]) == "LL"
    assert rw.pair_code([dragon("red"), dragon("blue")]) == "DD"
    assert rw.hand_key([dragon("red"), dragon("blue")]) > rw.hand_key([c("Warrior", "Owl")] * 2)
    assert rw.hand_key([dragon("red"), c("Lady", "Owl")]) > rw.hand_key(
        [c("Lady", "Hawk"), c("Lady", "Owl")])


def test_threes_variants() -> None:
    assert th.keep_total([3, 3, 1, 1, 2]) == 4
    v = ["fools_luck", "strength_in_numbers", "cant_win_with_nothing"]
    assert th.keep_key([2, 2, 2, 2, 2], v) > th.keep_key([1, 2, 4, 5, 6], v)
    assert th.keep_key([1, 2, 4, 5, 6], v) > th.keep_key([1, 1, 1, 2, 2], v)
    assert th.keep_key([3, 3, 3, 3, 3], v) < th.keep_key([6, 6, 5, 5, 4], v)
    assert th.keep_from_roll([4], None) == ([4], 0, True)
    assert th.keep_from_roll([2, 5, 2], 2) == ([2, 2], 1, False)
    assert th.best_declaration([1, 1, 2, 2], []) == 3


def test_kings_council_example() -> None:
    king = c("Bard", "Hare")
    hand = [c("Bard", "Wren"), c("Merchant", "Hare"), c("Bard", "Horse"), c("Rogue", "Wolf"),
            c("Lady", "Hawk")]
    assert kc.hand_points(hand, king) == [3, 2, 3, 1, 0]
    assert kc.card_points(dragon("blue"), king) == 5 and kc.card_points(dragon("red"), king) == 3
    assert kc.council_key(0, ["foreign_council"]) > kc.council_key(20, ["foreign_council"])


def test_jack_of_all_trades_last_call() -> None:
    job = jt.Job(4, False, "")
    assert jt.policy_place([4, 4, 1], job, True, False) == [0, 1]
    assert jt.policy_place([4, 4, 1], job, True, True) == [0]
    assert jt.policy_place([6, 1], job, False, False) == [0]  # a Jack of All Trades
    assert jt.legal_placement([6, 4], job, False, False, [0]) is not None  # has a match
    assert jt.legal_placement([0, 5], jt.Job(None, True, ""), False, False, [0]) is not None


def test_three_kingdoms_second_example() -> None:
    war = [c("Merchant", "Wren"), c("Merchant", "Hare"), c("Lady", "Hawk"),
           c("Rogue", "Owl"), c("Rogue", "Horse"), c("Merchant", "Owl")]
    # blue: Merchant general, army 1 -> 3; green: Merchant general, army 2 -> 2 here
    vals = tk.war_values(war)
    assert vals["blue"] == 3 and vals["red"] == 2


def test_den_of_thieves_examples() -> None:
    hand = [c("Rogue", "Hawk"), c("Merchant", "Owl"), c("Merchant", "Wren"),
            c("Merchant", "Hare"), c("Merchant", "Wolf"), c("Merchant", "Horse"),
            c("Merchant", "Hawk")]
    assert dt.evaluate(hand, [])["normal_score"] == 11
    hand = [c("Warrior", "Hawk"), c("Rogue", "Owl"), c("Rogue", "Wren"), c("Rogue", "Hare"),
            c("Merchant", "Wolf"), c("Lady", "Horse"), c("Bard", "Hawk")]
    ev = dt.evaluate(hand, [])
    assert ev["normal_score"] == 8 and ev["killed"] == ["Merchant"]
    den = [c("Warrior", "Hawk"), c("Warrior", "Owl"), c("Rogue", "Wren"), c("Rogue", "Hare"),
           c("Rogue", "Wolf"), c("Rogue", "Horse"), c("Rogue", "Hawk")]
    assert dt.evaluate(den, [])["score"] == 14
    three = [dragon("red"), dragon("green"), dragon("blue"), c("Rogue", "Hawk"),
             c("Rogue", "Owl"), c("Bard", "Owl"), c("Bard", "Wren")]
    assert dt.evaluate(three, ["dragon_cards"])["score"] == 19


def test_city_square_examples() -> None:
    assert cs.score_city(cs.parse_grid(["BLM", "WLM", "RMR"])).score == 8
    assert cs.score_city(cs.parse_grid(["RW.", "R..", "..."])).score == 1
    happy = cs.parse_grid(["RB.", "M..", "..."])
    assert cs.score_city(happy).failed == [(1, 0)]
    assert cs.score_city(happy, ["happy_peasants"]).failed == []
    assert cs.placements_legal({(0, 0): ["M", "R"]}, [(0, 0)]) is not None


def test_wheel_example() -> None:
    placements = [("Rogue", "Rogue"), ("Lady", "Lady"), ("Lady", "Bard"), ("Lady", "Rogue"),
                  ("Merchant", "Warrior"), ("Merchant", "Bard"), ("Merchant", "Warrior"),
                  ("Merchant", "Bard")]
    s = wh.strengths(placements)
    assert s["Lady"] == 4 and s["Merchant"] == 4 and wh.winning_spoke(s) == "Lady"
    assert wh.points_per_rank("Lady") == {"Lady": 2, "Bard": 1, "Rogue": 1, "Merchant": 0,
                                          "Warrior": 0}
    assert wh.clock_reveal("Warrior", [], []) == {"placed_on": "Merchant", "discarded": False,
                                                  "replacement_drawn": False}
    assert wh.clock_size(4, ["unwound_clock"]) == 5


def test_dragon_hordes_half_right() -> None:
    h = dh.empty_hordes()
    h["blue"], h["Merchant"] = 7, 10
    taken, paid = dh.resolve_prediction(h, {"color": "blue", "rank": "Merchant"},
                                        c("Rogue", "Wren"))
    assert (taken, paid) == (3, 0) and h["Merchant"] == 14 and h["blue"] == 0


def test_shares_table() -> None:
    assert shares_by_place(2) == [2, 0, None]
    assert shares_by_place(7) == [4, 2, 1]
    pay, rem = shares_payout([["A", "B", "C"], ["D"]], 3, 4)
    assert pay == {"A": 4, "B": 4, "C": 4, "D": 0} and rem == 0
