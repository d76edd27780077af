"""Jett the Courier: Momentum 0-3 (003 "Jett the Courier").

Gain/Lose Momentum are effects (nothing if Negated; losing more than held is
allowed); Spend is a cost paid on play (must be held; not refunded). +1 at the
beginning of his turn.
"""

from __future__ import annotations

from typing import Any

from engine.effects.ops import OpSpec, register, register_branch
from engine.events import emit
from engine.kits import Actions, Cost, Hooks, Kit, Scenario, Seat, Texts, Zone
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import YES

MAX_MOMENTUM = 3


def momentum(g: GameState, p: int) -> int:
    return int(g.players[p].state.get("momentum", 0))


def set_momentum(g: GameState, p: int, v: int) -> None:
    old = momentum(g, p)
    new = max(0, min(MAX_MOMENTUM, v))
    g.players[p].state["momentum"] = new
    if new != old:
        emit(g, "tracker", player=p, tracker="momentum", old=old, new=new)


def can_spend(g: GameState, p: int, n: int) -> bool:
    return momentum(g, p) >= n


def spend(g: GameState, p: int, n: int) -> None:
    set_momentum(g, p, momentum(g, p) - n)


def _setup(g: GameState, p: int) -> None:
    g.players[p].state.setdefault("momentum", 0)


def _begin(g: GameState, p: int) -> None:
    set_momentum(g, p, momentum(g, p) + 1)


KIT = register_kit(Kit(
    "jett",
    zones=(Zone("momentum", "tracker"),),
    costs=(Cost("spend", "spend", lambda g, p, n: [YES] if can_spend(g, p, n) else [],
                lambda g, p, n, label: spend(g, p, n), ai_unit=0.6,
                text=lambda n: f"Spend {n} Momentum"),),
    hooks=Hooks(setup=_setup, begin=_begin),
    actions=Actions(choose_reasons=("spend",)),
    scenario=Scenario(state_keys=("momentum",)),
    texts=Texts(
        choose={"spend": "Spend Momentum for {to}?"},
        setup="Jett gains Momentum each turn and Spends it to power up cards.",
    ),
    seat=Seat(table_order=0),
))


def _gain(g: GameState, item: Item, op: dict[str, Any]) -> None:
    set_momentum(g, item.owner, momentum(g, item.owner) + int(op.get("amount", 1)))


def _lose(g: GameState, item: Item, op: dict[str, Any]) -> None:
    set_momentum(g, item.owner, momentum(g, item.owner) - int(op.get("amount", 1)))


register(OpSpec("gain_momentum", {"amount": int}, _gain,
                lambda op: f"Gain {op.get('amount', 1)} Momentum."))
register(OpSpec("lose_momentum", {"amount": int}, _lose,
                lambda op: f"Lose {op.get('amount', 1)} Momentum."))


register_branch("if_momentum", momentum, "you have {n} or more Momentum")
