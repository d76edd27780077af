"""Den of Thieves by rank counts (engine.hall.den_search): the counts score as the real
hands do, the discard plan looks ahead, and the opponent's estimate is Normal's."""

from __future__ import annotations

import random

from engine.hall import den_of_thieves as dt
from engine.hall import den_search as ds
from engine.hall.deck import Card, full_deck


def test_a_count_vector_scores_as_every_hand_with_those_ranks() -> None:
    rng = random.Random(3)
    deck = full_deck(False)
    for _ in range(200):
        hand = rng.sample(deck, 7)
        for strong in (False, True):
            variants = {"strong_warriors"} if strong else set()
            assert ds.strength(ds.key_of(hand), strong)[0] == dt.evaluate(hand, variants)["score"]


def test_the_plan_throws_out_the_rogue_among_merchants() -> None:
    """6 Merchants and a Rogue score 11 (the Rogue kills one); without it they can
    score 14, so the last discard is the Rogue."""
    hand = [Card("Merchant", "Hawk")] * 6 + [Card("Rogue", "Owl")]
    assert ds.best_discard(hand, 1, False) == [6]


def test_the_plan_looks_ahead_through_both_discard_steps() -> None:
    """With two steps to come the plan's expected score is at least the one-step plan's
    (it can always play the one-step discards), and strictly more for a weak hand."""
    weak = (1, 1, 1, 1, 3)
    assert ds.plan(weak, 2, False)[0] > ds.plan(weak, 1, False)[0] > ds.strength(weak, False)[0]


def test_normals_estimate_is_its_hand_against_a_random_seven() -> None:
    """naive_share is exact; a seeded sample of random sevens agrees with it."""
    mine = [Card("Warrior", "Hawk"), Card("Warrior", "Owl"), Card("Lady", "Hawk"),
            Card("Lady", "Owl"), Card("Bard", "Hawk"), Card("Merchant", "Hawk"),
            Card("Merchant", "Owl")]
    key = ds.key_of(mine)
    pool = list(full_deck(False))
    for c in mine:
        pool.remove(c)
    rng = random.Random(5)
    n, won = 4000, 0.0
    for _ in range(n):
        other = ds.key_of(rng.sample(pool, 7))
        a, b = ds.strength(key, False), ds.strength(other, False)
        won += 1.0 if a > b else 0.5 if a == b else 0.0
    assert abs(ds.naive_share(key, False) - won / n) < 0.03


def test_with_no_discard_to_come_a_deal_is_the_showdown() -> None:
    """No discard step left: a deal's share is the showdown of the hands as they stand,
    so over many deals it averages to the hand's chance against a random seven."""
    mine = (1, 2, 2, 2, 0)
    deals = ds.deals(mine, 0, False, random.Random(1), 3000)
    assert {share for share, _ in deals} <= {0.0, 0.5, 1.0}
    mean = sum(share for share, _ in deals) / len(deals)
    assert abs(mean - ds.naive_share(mine, False)) < 0.03
