"""Serena: Piety (cards.md §2, from the official character card; 000's Negate and Ignore
Examples).

Piety starts at 8 on a 1-8 track. Her cards carry up or down arrows: the `piety` op, the
last of a card's effects, so it is applied after the card's other effects, not at all if
the card is Negated, and still if it is Ignored (000 Ignore Example: "Serena still gains one
Piety, since the card affects her normally"). Effects that read Piety (`if_piety`) use its
value when they take effect. Piety never goes above 8; falling below 1 it stops at 1 and
she atones, once per effect: she pays 1 Gold to the Inn or loses 1 Fortitude, her choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import trackers
from engine.effects.ops import OpSpec, register, register_branch
from engine.effects.stats import change_stat, move_gold
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import Actions, AIHints, Kit, Scenario, Seat, Texts, tracker
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt

TOP, BOTTOM = 8, 1
ATONE = ("gold", "fortitude")


def piety(g: GameState, p: int) -> int:
    return trackers.value(g, p, "piety")


def move_piety(g: GameState, p: int, delta: int) -> None:
    """Move Piety by `delta` within 1-8; below 1: stop at 1 and atone once."""
    want = piety(g, p) + delta
    trackers.set_value(g, p, "piety", want)  # the declared 1-8, the tracker event
    if want < BOTTOM:
        g.stack.append(Atone(p))


@dataclass
class Atone(Frame):
    """Falling below 1 Piety: pay 1 Gold to the Inn or lose 1 Fortitude."""

    player: int

    def step(self, g: GameState) -> Prompt | None:
        if g.over or not g.players[self.player].alive:
            g.stack.pop()
            return None
        opts = tuple(Option(label=c) for c in ATONE)
        return ask(self, g, Prompt(self.player, "choose", opts, ctx(g, reason="atone")))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        if opt.label == "gold":
            move_gold(g, self.player, "inn", 1, cause="atone")
        else:
            change_stat(g, self.player, "fortitude", -1, cause="atone")


register_frame("atone", Atone)


def _op_piety(g: GameState, item: Item, op: dict[str, Any]) -> None:
    if g.players[item.owner].character == KIT.id:
        move_piety(g, item.owner, int(op.get("amount", 1)))


def _piety_text(op: dict[str, Any]) -> str:
    n = int(op.get("amount", 1))
    arrow = "\u2191" if n > 0 else "\u2193"
    return f"Piety {arrow}{abs(n)} (after the card's other effects)."


register(OpSpec("piety", {"amount": int}, _op_piety, _piety_text))
register_branch("if_piety", piety, "your Piety is {n} or more")


def _read_piety(v: Any) -> int:
    n = int(v)
    if not BOTTOM <= n <= TOP:
        raise ValueError("Piety is 1-8")
    return n


def ai_atone(table: Any, prompt: Prompt) -> list[float]:
    """Normal: the Gold when its margin is thin, the Fortitude when Gold is short."""
    worth = {"gold": -table.gold_cost(1), "fortitude": -1.5 * table.self_cost(1)}
    return [worth.get(str(o.label), -1e6) for o in prompt.options]


def ai_piety(table: Any, cid: str) -> float:
    """Normal: Piety matters when it is low (atoning costs) and for cards that read it."""
    from engine.cards import cards

    st = table.view["players"][table.me].get("state") or {}
    now = int(st.get("piety", TOP))
    v = 0.0
    c = cards().get(cid)
    for o in c.modes[0].effects if c.modes else ():
        if o["op"] == "piety":
            n = int(o.get("amount", 1))
            v += 0.4 * n if now + n >= BOTTOM else -1.5
    return v


KIT = register_kit(Kit(
    "serena",
    zones=(tracker("piety", BOTTOM, TOP, start=TOP, word="Piety"),),
    actions=Actions(choose_reasons=("atone",)),
    scenario=Scenario(state_keys=("piety",), readers={"piety": _read_piety}),
    ai=AIHints(choose={"atone": ai_atone}, card=ai_piety),
    texts=Texts(
        choose={"atone": "Serena's Piety would fall below 1: how does she atone?"},
        options={"atone": {"gold": "Pay 1 Gold to the Inn", "fortitude": "Lose 1 Fortitude"}},
        rules="Serena's Piety starts at 8 on a 1-8 track. Her cards carry arrows that move "
              "it after the card's other effects: not if the card is Negated, but still if "
              "it is Ignored. Cards that read her Piety use its value when they take effect. "
              "Piety never goes above 8; when it would fall below 1 it stops at 1 and she "
              "atones, once per effect: pay 1 Gold to the Inn or lose 1 Fortitude. The "
              "arrows and effects of her cards the rules do not give are the project's own.",
        setup="Serena the paladin keeps her Piety high, or pays to atone for its lapses.",
    ),
    seat=Seat(table_order=10),
))
