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
from typing import Any


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """Shuffle ``x`` in place exactly as ``rng.shuffle(x)`` would."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    bits = rng.getrandbits
    i = len(x) - 1
    while i > 0:
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        x[i], x[j] = x[j], x[i]
        i -= 1


def skip(rng: random.Random, n: int) -> None:
    """Draw from ``rng`` what shuffling ``n`` cards draws, moving nothing: the load check's
    unshuffled start (engine/filecheck/start.py ``Unshuffled``) brings the seed's generator
    to where the real build's stands without dealing the shuffles."""
    bits = rng.getrandbits
    i = n - 1
    while i > 0:
        m = i + 1
        k = m.bit_length()
        j = bits(k)
        while j >= m:
            j = bits(k)
        i -= 1
