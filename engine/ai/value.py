"""Learned leaf values for the searches: who wins from here, trained on self-play.

Why: a playout's last state was scored by each player's share of a hand-made
"strength" (engine.ai.evaluate). Hard and Expert replace it with small models
fitted to who actually went on to win Normal self-play games from positions like
it (tools/train_value.py, `make train`):

- Hard's compact model reads each player's public numbers (Fortitude margin,
  Alcohol, Gold, hand size, seats until their turn);
- Expert's model reads those, where each stands against the strongest, and
  which character each plays.

Both score a *sampled* state (engine.ai.determinize), whose hidden cards are drawn
from what the seat has not seen, so neither learns anything a seat could not know.

The model is a multinomial logit over the living players: player i's score is
w . features(i), and its chance to win is exp(score_i) / sum over the living
(ties and Otto aside, exactly one player wins a standard game: 003 "Winning").
Each is shipped as JSON data (engine/data/value_model.json, expert_model.json) with
a format version and its feature list.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.ai.table import strength
from engine.model import GameState

DATA = Path(__file__).resolve().parents[1] / "data"
MODEL_PATH = DATA / "value_model.json"  # Hard's compact model
EXPERT_MODEL_PATH = DATA / "expert_model.json"  # Expert's wider one
FORMAT_VERSION = 1
# log_strength alone, at weight 1, is exactly the hand-made share (engine.ai.evaluate):
# the model starts from it and learns what else tells the winner
FEATURES = ("log_strength", "margin", "margin_sq", "gold", "gold_sq", "alcohol", "hand",
            "to_turn", "drinks_waiting")
# Expert's model also reads where each player stands against the others (Normal
# seats aim at the leader: engine.ai.table.Table.lead_weight) and, kept apart as
# `character_bias`, a learned weight per character
EXPERT_FEATURES = FEATURES + ("leader", "strength_share", "gap_to_leader")


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


def compact_features(g: GameState) -> list[list[float]]:
    """FEATURES of every player."""
    return [features(g, i) for i in range(len(g.players))]


def expert_features(g: GameState) -> list[list[float]]:
    """EXPERT_FEATURES of every player: FEATURES, then whether it is the strongest of
    the living, its share of their strength and how far it trails the strongest."""
    out = compact_features(g)
    # the contenders, as in ValueModel.values (Otto, an automaton, is nobody's rival)
    live = [i for i, p in enumerate(g.players) if p.alive and not p.automaton]
    s = [0.0] * len(g.players)
    for i in live:
        p = g.players[i]
        s[i] = strength(p.fortitude - p.alcohol, p.gold)
    total = sum(s) or 1.0
    for i, row in enumerate(out):
        best = max((s[j] for j in live if j != i), default=0.0)
        row += [1.0 if s[i] >= best else 0.0, s[i] / total, max(0.0, best - s[i])]
    return out


EXTRACTORS: dict[tuple[str, ...], Callable[[GameState], list[list[float]]]] = {
    FEATURES: compact_features, EXPERT_FEATURES: expert_features}


@dataclass(frozen=True)
class ValueModel:
    weights: tuple[float, ...]
    meta: dict[str, Any]
    names: tuple[str, ...] = FEATURES  # one of EXTRACTORS' feature lists
    # a character's own weight (a character the model never saw gets 0: the average)
    character_bias: dict[str, float] = field(default_factory=dict)

    def scores(self, g: GameState) -> list[float]:
        w = self.weights
        bias = self.character_bias
        return [sum(a * b for a, b in zip(w, f)) + bias.get(p.character, 0.0)
                for f, p in zip(EXTRACTORS[self.names](g), g.players)]

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
    names = tuple(data.get("features", ()))
    if names not in EXTRACTORS:
        raise ModelError("value model: its features are not this engine's "
                         f"({', '.join(FEATURES)}, or those and "
                         f"{', '.join(EXPERT_FEATURES[len(FEATURES):])}); "
                         "retrain with `make train`")
    w = data.get("weights")
    if not isinstance(w, list) or len(w) != len(names) or \
            not all(isinstance(x, (int, float)) and math.isfinite(x) for x in w):
        raise ModelError(f"value model: weights must be {len(names)} finite numbers")
    bias = data.get("character_bias", {})
    if not isinstance(bias, dict) or not all(
            isinstance(k, str) and isinstance(x, (int, float)) and math.isfinite(x)
            for k, x in bias.items()):
        raise ModelError("value model: character_bias must map character ids to "
                         "finite numbers")
    return ValueModel(tuple(float(x) for x in w), dict(data.get("meta", {})), names,
                      {k: float(x) for k, x in bias.items()})


def load(path: Path = MODEL_PATH) -> ValueModel:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise ModelError(f"value model {path}: {e}") from e
    return parse(data)


@lru_cache(maxsize=1)
def shipped() -> ValueModel:
    """Hard's model, shipped with the engine (read once)."""
    return load()


@lru_cache(maxsize=1)
def shipped_expert() -> ValueModel:
    """Expert's model, shipped with the engine (read once)."""
    return load(EXPERT_MODEL_PATH)
