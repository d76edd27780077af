"""engine/shuffling.py gives the permutation ``random.Random.shuffle`` gives: the
saves, replays and seeded fingerprint hold the orders the set-up's shuffles made."""

from __future__ import annotations

import random

from engine.filecheck.start import Unshuffled
from engine.shuffling import shuffle, skip


def test_the_same_orders_and_draws_as_the_standard_shuffle() -> None:
    for seed in range(300):
        for n in (0, 1, 2, 3, 7, 30, 33, 64, 65, 100):
            a, b = random.Random(seed), random.Random(seed)
            xs, ys = list(range(n)), list(range(n))
            a.shuffle(xs)
            shuffle(b, ys)
            assert xs == ys, (seed, n)
            assert a.getstate() == b.getstate(), (seed, n)  # as many bits drawn


def test_skip_draws_what_the_shuffle_draws() -> None:
    """``skip`` leaves the generator where the shuffle of as many cards leaves it."""
    for seed in range(300):
        for n in (0, 1, 2, 3, 7, 30, 33, 64, 65, 100):
            a, b = random.Random(seed), random.Random(seed)
            a.shuffle(list(range(n)))
            skip(b, n)
            assert a.getstate() == b.getstate(), (seed, n)


def test_another_generator_shuffles_its_own_way() -> None:
    """The load check's generator: its shuffle leaves the order."""
    xs = list(range(20))
    shuffle(Unshuffled(1), xs)
    assert xs == list(range(20))
