"""The engine's shuffle: the permutation ``random.Random.shuffle`` gives, drawn the same
way from the game's seeded generator, in a module the compiled engine builds.

A game's set-up shuffles every deck (a tenth of a short game's time, in the standard
library's interpreted loop); saves, replays and the seeded fingerprint hold the order
those shuffles give, so this is CPython's own algorithm step for step: Fisher-Yates from
the top, each pick ``_randbelow_with_getrandbits`` (``n.bit_length()`` bits, drawn again
while too large). Any other generator (a subclass, such as the load check's
``Unshuffled`` in engine/filecheck/start.py, whose shuffle draws nothing) shuffles its own
way. tests/engine/test_shuffling.py holds the two equal.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """Shuffle ``x`` in place exactly as ``rng.shuffle(x)`` would."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    bits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        j = _below(bits, i + 1)
        x[i], x[j] = x[j], x[i]


def skip(rng: random.Random, n: int) -> None:
    """Draw from ``rng`` what shuffling ``n`` cards draws, moving nothing: the load check's
    unshuffled start (engine/filecheck/start.py ``Unshuffled``) brings the seed's generator
    to where the real build's stands without dealing the shuffles."""
    bits = rng.getrandbits
    for i in range(n - 1, 0, -1):
        _below(bits, i + 1)


def _below(bits: Callable[[int], int], n: int) -> int:
    """A number below ``n`` as ``random.Random._randbelow_with_getrandbits`` draws it:
    ``n.bit_length()`` bits, drawn again while too large."""
    k = n.bit_length()
    j = bits(k)
    while j >= n:
        j = bits(k)
    return j
