"""Leaf values for the search: who is likely to win from here, as a share per seat.

A finished game scores 1 for each winner (split on a tie) and 0 otherwise. An
unfinished one is scored by each living player's share of the total "strength"
(engine.ai.table.strength: falls off steeply as the margin Fortitude - Alcohol or
the Gold nears zero), because the rules end a player exactly there (003 "Losing
the Game") and the last one standing wins.
"""

from __future__ import annotations

from engine.ai.table import strength
from engine.model import GameState


def values(g: GameState) -> list[float]:
    n = len(g.players)
    if g.over:
        if not g.winners:
            return [0.0] * n
        share = 1.0 / len(g.winners)
        return [share if i in g.winners else 0.0 for i in range(n)]
    s = [strength(p.fortitude - p.alcohol, p.gold) if p.alive else 0.0 for p in g.players]
    total = sum(s)
    if total <= 0:
        return [0.0] * n
    return [v / total for v in s]
