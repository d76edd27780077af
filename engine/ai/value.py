"""A learned leaf value for the Expert search: who wins from here, trained on self-play.

Why: Hard scores a playout's last state by each player's share of a hand-made
"strength" (engine.ai.evaluate). The Expert level replaces it with a small model
fitted to who actually went on to win Normal self-play games from positions like
it (tools/train_value.py, `make train`). It reads only public numbers of each
player (Fortitude margin, Alcohol, Gold, hand size, seats until their turn), so it
can score a sampled state without learning anything a seat could not know.

The model is a multinomial logit over the living players: player i's score is
w . features(i), and its chance to win is exp(score_i) / sum over the living
(ties and Otto aside, exactly one player wins a standard game: 003 "Winning").
It is shipped as JSON data (engine/data/value_model.json) with a format version.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.ai.table import strength
from engine.model import GameState

MODEL_PATH = Path(__file__).resolve().parents[1] / "data" / "value_model.json"
FORMAT_VERSION = 1
# log_strength alone, at weight 1, is exactly Hard's hand-made share (engine.ai.evaluate):
# the model starts from it and learns what else tells the winner
FEATURES = ("log_strength", "margin", "margin_sq", "gold", "gold_sq", "alcohol", "hand",
            "to_turn", "drinks_waiting")


def features(g: GameState, i: int) -> list[float]:
    """Player i's public numbers, scaled to about 0..1 (see FEATURES for the order)."""
    p = g.players[i]
    n = len(g.players)
    margin = min(max(p.fortitude - p.alcohol, 0), 25) / 20.0
    gold = min(max(p.gold, 0), 20) / 15.0
    return [math.log(max(strength(p.fortitude - p.alcohol, p.gold), 1e-3)),
            margin, margin * margin, gold, gold * gold, min(p.alcohol, 25) / 20.0,
            min(len(p.hand), 10) / 7.0, ((i - g.active) % n) / n,
            min(len(p.drink_me), 10) / 5.0]


@dataclass(frozen=True)
class ValueModel:
    weights: tuple[float, ...]
    meta: dict[str, Any]

    def scores(self, g: GameState) -> list[float]:
        w = self.weights
        return [sum(a * b for a, b in zip(w, features(g, i))) for i in range(len(g.players))]

    def values(self, g: GameState) -> list[float]:
        """Each player's chance to win: a finished game scores its winners (ties split)."""
        n = len(g.players)
        if g.over:
            if not g.winners:
                return [0.0] * n
            share = 1.0 / len(g.winners)
            return [share if i in g.winners else 0.0 for i in range(n)]
        live = [i for i, p in enumerate(g.players) if p.alive and not p.automaton]
        if not live:
            return [0.0] * n
        s = self.scores(g)
        top = max(s[i] for i in live)
        ex = {i: math.exp(s[i] - top) for i in live}
        total = sum(ex.values())
        return [ex[i] / total if i in ex else 0.0 for i in range(n)]


class ModelError(ValueError):
    """The model file is missing, from another format version, or malformed."""


def parse(data: Any) -> ValueModel:
    """A model from its JSON data, checked: the version, the feature list, the weights."""
    if not isinstance(data, dict) or data.get("format_version") != FORMAT_VERSION:
        raise ModelError(f"value model: format_version must be {FORMAT_VERSION}")
    if tuple(data.get("features", ())) != FEATURES:
        raise ModelError("value model: its features are not this engine's "
                         f"({', '.join(FEATURES)}); retrain with `make train`")
    w = data.get("weights")
    if not isinstance(w, list) or len(w) != len(FEATURES) or \
            not all(isinstance(x, (int, float)) and math.isfinite(x) for x in w):
        raise ModelError(f"value model: weights must be {len(FEATURES)} finite numbers")
    return ValueModel(tuple(float(x) for x in w), dict(data.get("meta", {})))


def load(path: Path = MODEL_PATH) -> ValueModel:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise ModelError(f"value model {path}: {e}") from e
    return parse(data)


@lru_cache(maxsize=1)
def shipped() -> ValueModel:
    """The model shipped with the engine (read once)."""
    return load()
