"""Lucky the Scofflaw: Heat (002 "Lucky the Scofflaw").

Heat starts at 0; some of her cards gain it, as part of their effects (a Negated card
gives none; an Ignored or altered one still does: Ignoring protects the player who
Ignores, not Lucky's own Heat). At 3 Heat she must choose: gain 2 Alcohol Content, pay
2 Gold to the Inn, or lose 2 Fortitude; then Heat resets to 0. The penalty is not a card:
it cannot be Negated, Ignored or reduced, and the Inn never pays it for her.

Project's reading where 002 is silent: Heat is gained one point at a time, so a card
that takes her past 3 pays the penalty at 3 and the rest counts again from 0; she chooses
once the card's other effects are done; a Gold penalty she cannot pay in full takes what
she has (and with no Gold left she is out, as with any payment).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import trackers
from engine.effects.ops import OpSpec, register
from engine.effects.stats import change_stat, move_gold
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import Actions, AIHints, Kit, Scenario, Seat, Texts, tracker
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt

HEAT_LIMIT = 3
PENALTY = 2
# 002: "Gain 2 AC", "Pay 2 Gold to the Inn", "Lose 2 Fortitude" (scenarios.md reason `heat`)
CHOICES = ("alcohol", "gold", "fortitude")


def heat(g: GameState, p: int) -> int:
    return trackers.value(g, p, "heat")


def _set_heat(g: GameState, p: int, new: int) -> None:
    trackers.set_value(g, p, "heat", new)


def gain_heat(g: GameState, p: int, n: int) -> None:
    """Gain `n` Heat a point at a time; at 3 the penalty is chosen (the rest waits)."""
    for i in range(n):
        _set_heat(g, p, heat(g, p) + 1)
        if heat(g, p) >= HEAT_LIMIT:
            g.stack.append(HeatPenalty(p, n - i - 1))
            return


def pay_penalty(g: GameState, p: int, choice: str) -> None:
    """The penalty itself: no window, no reduction, never the Inn's Gold."""
    if choice == "alcohol":
        change_stat(g, p, "alcohol", PENALTY, cause="heat")
    elif choice == "gold":
        move_gold(g, p, "inn", PENALTY, cause="heat")
    else:
        change_stat(g, p, "fortitude", -PENALTY, cause="heat")


@dataclass
class HeatPenalty(Frame):
    """At 3 Heat: choose the penalty, reset Heat to 0, then gain what is left."""

    player: int
    rest: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if g.over or g.players[self.player].out is not None:
            g.stack.pop()
            return None
        opts = tuple(Option(label=c) for c in CHOICES)
        return ask(self, g, Prompt(self.player, "choose", opts, ctx(g, reason="heat")))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        pay_penalty(g, self.player, str(opt.label))
        _set_heat(g, self.player, 0)
        if self.rest:
            gain_heat(g, self.player, self.rest)


register_frame("heat_penalty", HeatPenalty)


def _op_gain(g: GameState, item: Item, op: dict[str, Any]) -> None:
    gain_heat(g, item.owner, int(op.get("amount", 1)))


# Gaining Heat may bring the penalty, so `gain_heat` is Lucky's own; `lose_heat` is the
# declared tracker's (engine/effects/tracker_ops.py), never below 0.
register(OpSpec("gain_heat", {"amount": int}, _op_gain,
                lambda op: f"Gain {op.get('amount', 1)} Heat."))


def ai_penalty(table: Any, prompt: Prompt) -> list[float]:
    """Normal's choice: the penalty that costs it least now (its margin, its Gold)."""
    # passing out ends far more games than running out of Gold: margin weighs more
    margin = 2.0 * table.self_cost(PENALTY)
    gold = table.gold_cost(PENALTY)
    worth = {"alcohol": -margin, "fortitude": -margin - 0.01, "gold": -gold}
    return [worth.get(str(o.label), -1e6) for o in prompt.options]


KIT = register_kit(Kit(
    "lucky",
    zones=(tracker("heat", 0, HEAT_LIMIT, word="Heat", ops=("lose",)),),
    actions=Actions(choose_reasons=("heat",)),
    scenario=Scenario(state_keys=("heat",)),
    ai=AIHints(choose={"heat": ai_penalty}),
    texts=Texts(
        choose={"heat": "Three Heat: the town guard wants paying. Which penalty?"},
        options={"heat": {"alcohol": "+2 Alcohol", "gold": "Pay 2 Gold to the Inn",
                          "fortitude": "\u22122 Fortitude"}},
        rules="Heat starts at 0. Some of Lucky's cards gain Heat as part of their effects: "
              "a Negated card gives none, an Ignored one still does. At 3 Heat she must "
              "choose: gain 2 Alcohol Content, pay 2 Gold to the Inn, or lose 2 Fortitude; "
              "then Heat is 0 again. The penalty cannot be Negated, Ignored, reduced or paid "
              "from the Inn. The project's own reading where the rules are silent: Heat is "
              "gained a point at a time, so Heat gained past 3 counts again from 0 after "
              "the penalty, which she chooses once the card's other effects are done.",
        setup="Lucky gains Heat from her crimes; at 3 Heat the town guard collects: "
              "2 Alcohol, 2 Gold to the Inn or 2 Fortitude, her choice.",
    ),
    seat=Seat(table_order=5),
))
