"""AI seats: random, easy and normal heuristics, and hard (information-set MCTS).

Every seat decides from what the driver hands it (`view`, plus the redacted
snapshot for seats that set `wants_redacted`), and draws all its randomness
from its own seeded `random.Random`, so games replay exactly.
"""

from __future__ import annotations
