"""Jett the Courier: Momentum 0-3 (003 "Jett the Courier").

Gain/Lose Momentum are effects (nothing if Negated; losing more than held is
allowed); Spend is a cost paid on play (must be held; not refunded). +1 at the
beginning of his turn. Momentum is a declared tracker (engine/trackers.py): its
range, its per-turn gain, its gain/lose ops and its `if_momentum` branch are data.
"""

from __future__ import annotations

from engine import trackers
from engine.kits import Actions, Cost, Kit, Scenario, Seat, Texts, tracker
from engine.kits import register as register_kit
from engine.model import GameState
from engine.prompts import YES

MAX_MOMENTUM = 3


def momentum(g: GameState, p: int) -> int:
    return trackers.value(g, p, "momentum")


def can_spend(g: GameState, p: int, n: int) -> bool:
    return momentum(g, p) >= n


def spend(g: GameState, p: int, n: int) -> None:
    trackers.move(g, p, "momentum", -n)


KIT = register_kit(Kit(
    "jett",
    zones=(tracker("momentum", 0, MAX_MOMENTUM, word="Momentum", per_turn=1,
                   ops=("gain", "lose"), branch=True),),
    costs=(Cost("spend", "spend", lambda g, p, n: [YES] if can_spend(g, p, n) else [],
                lambda g, p, n, label: spend(g, p, n), ai_unit=0.6,
                text=lambda n: f"Spend {n} Momentum"),),
    actions=Actions(choose_reasons=("spend",)),
    scenario=Scenario(state_keys=("momentum",)),
    texts=Texts(
        choose={"spend": "Spend Momentum for {to}?"},
        setup="Jett gains Momentum each turn and Spends it to power up cards.",
    ),
    seat=Seat(table_order=0),
))
