"""Petra the Devious: Plotted Cards, Schemes and Hellfire (003 "Petra the Devious").

Plotted cards lie face down outside the hand (not discardable by hand effects,
hidden from hand-peeking); only Schemes may be played from there, using their
Scheme effect ("instead" replaces, otherwise adds). At the beginning of her turn
she discards all Plotted cards and gains 1 Hellfire for each; after Discard and
Draw she may Plot one card. Hellfire moving onto the fire spot resolves the
tracker's effect, returns to the first space and keeps counting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import trackers
from engine.effects.ops import OpSpec, register
from engine.events import emit
from engine.flow.common import ctx
from engine.frames import Frame, register_frame
from engine.kits import (
    OWNER,
    Actions,
    Cost,
    Hooks,
    Kit,
    Scenario,
    Seat,
    Texts,
    Zone,
    no_options,
    no_payment,
    tracker,
)
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import NO, PASS, YES, Option, Prompt

SPACES = 5  # numbered spaces 0..4; one more step reaches the fire spot
FIRE_CARDS = {"hellfire": "hellfire", "boss": "boss-hellfire"}


def gain_hellfire(g: GameState, p: int, n: int) -> None:
    from engine.cards import cards
    from engine.flow.play_card import PlayCard

    st = g.players[p].state
    pos = trackers.value(g, p, "hellfire")
    fires = 0
    for _ in range(n):
        pos += 1
        if pos >= SPACES:
            fires += 1
            pos = 0
    st["hellfire"] = pos
    emit(g, "tracker", player=p, tracker="hellfire", new=pos, fires=fires)
    card = cards().get(FIRE_CARDS[str(st.get("hellfire_side", "hellfire"))])
    for _ in range(fires):
        g.stack.append(PlayCard(player=p, card=card.id, context="effect", source="virtual",
                                effects=list(card.modes[0].effects)))


def plottable(g: GameState, p: int) -> set[str]:
    """003 Petra "Other Rules": she may Plot only her own Character Cards (not Patients,
    Mushrooms or other characters' cards that end up in her hand)."""
    from engine.cards import cards

    ch = cards().character(g.players[p].character)
    return set(cards().deck_list(ch.id)) | set(ch.side_deck("boss"))


def plot_card(g: GameState, p: int, card: str) -> None:
    pl = g.players[p]
    pl.hand.remove(card)
    pl.state.setdefault("plotted", []).append(card)
    emit(g, "plotted", player=p)


@dataclass
class PlotFrame(Frame):
    """Plot up to `count` cards (`count` 0 = any number, asking `plot_more` between)."""

    player: int
    count: int = 1
    done: int = 0
    asking_more: bool = False

    def step(self, g: GameState) -> Prompt | None:
        hand = g.players[self.player].hand
        if not hand or (self.count and self.done >= self.count):
            g.stack.pop()
            return None
        if self.asking_more:
            return Prompt(self.player, "choose", (YES, NO), ctx(g, reason="plot_more"))
        own = plottable(g, self.player)
        cards_ = [c for c in dict.fromkeys(hand) if c in own]
        if not cards_:
            g.stack.pop()
            return None
        opts = tuple(Option(card=c) for c in cards_) + (PASS,)
        return Prompt(self.player, "choose", opts, ctx(g, reason="plot"))

    def answer(self, g: GameState, opt: Option) -> None:
        if self.asking_more:
            self.asking_more = False
            if opt.label != "yes":
                g.stack.pop()
            return
        if opt.card is None:
            g.stack.pop()
            return
        plot_card(g, self.player, opt.card)
        self.done += 1
        if self.count == 0:
            self.asking_more = True


register_frame("plot", PlotFrame)


def _setup(g: GameState, p: int) -> None:
    g.players[p].state.setdefault("plotted", [])


def _begin(g: GameState, p: int) -> None:
    st = g.players[p].state
    plotted = list(st.get("plotted", []))
    if plotted:
        st["plotted"] = []
        g.players[p].discard.extend(plotted)
        emit(g, "plot_discarded", player=p, count=len(plotted))
        gain_hellfire(g, p, len(plotted))


def _boss_setup(g: GameState, p: int) -> None:
    """003 Boss Battle: the Boss uses the Boss side of the Hellfire tracker."""
    g.players[p].state["hellfire_side"] = "boss"


def _after_draw(g: GameState, p: int) -> None:
    g.stack.append(PlotFrame(p, 1))


KIT = register_kit(Kit(
    "petra",
    event_kinds=("plotted", "plot_discarded"),
    zones=(Zone("plotted", "pile", OWNER, counts_for_conservation=True, playable_from=True,
                play_subtype="scheme", play_extra="scheme"),
           # declared 0-4; it wraps past the fire spot, so gaining is Petra's own
           tracker("hellfire", 0, SPACES - 1, word="Hellfire")),
    # 003 "Schemes": a Scheme's extra is not paid for; it comes with playing the card from
    # the Plotted area (the zone's `play_extra`), so the cost stage never asks it.
    costs=(Cost("scheme", "scheme", no_options, no_payment, asked=False,
                text=lambda amount: "Scheme"),),
    hooks=Hooks(setup=_setup, begin=_begin, after_draw=_after_draw, boss_setup=_boss_setup),
    actions=Actions(choose_reasons=("plot_more", "plot")),
    scenario=Scenario(state_keys=("hellfire", "plotted")),
    texts=Texts(
        choose={"plot": "Plot a card: click a card in your hand, or pass.",
                "plot_more": "Plot another card?"},
        setup="Petra plots Schemes face down and gains Hellfire; she can be the Boss.",
    ),
    seat=Seat(table_order=4, boss=True),
))

def _op_gain(g: GameState, item: Item, op: dict[str, Any]) -> None:
    gain_hellfire(g, item.owner, int(op.get("amount", 1)))


def _op_plot(g: GameState, item: Item, op: dict[str, Any]) -> None:
    g.stack.append(PlotFrame(item.owner, int(op.get("count", 1))))


register(OpSpec("gain_hellfire", {"amount": int}, _op_gain,
                lambda op: f"Gain {op.get('amount', 1)} Hellfire."))
register(OpSpec("plot", {"count": int}, _op_plot, lambda op: (
    "Plot any number of cards." if op.get("count", 1) == 0
    else f"Plot {op.get('count', 1)} card(s).")))
