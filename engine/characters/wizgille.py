"""Wizgille: the Gear deck (cards.md §2; 000 Timing Example 3, "Ordering Drinks and Ignore
Effects", "Redirecting Damage").

Her Device cards (subtype "device") reveal the top Gear card as they are played, before
anyone may respond: the Gear is a game event of its own, answered first (it can be Negated
on its own: "Wait, wait... I can fix that!"), then the Device is answered as usual. The
Gear's effect is added to the Device's (its `gear` op, the Device's first effect): what the
Device's player Ignores, she Ignores of the Gear too, and a Gear may weaken or strengthen
the Device's numbers (`tune`). A Gear that makes players lose Fortitude lets Wizgille
choose who (`gear_hit`), as the Gear is revealed and before anyone answers it, so the chosen
players may answer it (000 "Ordering Drinks and Ignore Effects": she "chooses Kaylin and
Phrenk to each lose 1 Fortitude. Kaylin plays '~ Poof! ~'"); its loss can be redirected or
reduced like any (000 "Redirecting Damage", the "Sorry, loose gear" example). A revealed
Gear goes to the Gear discard pile, which is reshuffled into a new deck when the deck runs
out.

Project's reading where the documents are silent: the Gears other than the three the
documents name, and what "weakens" means (1 less to each number of the Device).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import cards
from engine.effects.conditions import card_window, cond
from engine.effects.ops import OPS, OpSpec, reduced, register, register_who, who
from engine.effects.stats import change_stat
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.frames import Frame, register_frame
from engine.kits import (
    HIDDEN,
    Actions,
    AIHints,
    CardKinds,
    Hooks,
    Kit,
    Scenario,
    Seat,
    Texts,
    Zone,
    is_shielded,
    loss_taken,
)
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt

DECK, DISCARD = "gear_deck", "gear_discard"
DEVICE, GEAR = "device", "gear"
CHOSEN = "chosen"  # a Gear's players, chosen as it is revealed (Item.extra; `who = "chosen"`)


def reveal_gear(g: GameState, p: int) -> str | None:
    from engine.flow.kit_calls import reveal_top

    c = reveal_top(g, p, DECK, DISCARD)
    if c is not None:
        g.players[p].state.setdefault(DISCARD, []).append(c)
        emit(g, "revealed", player=p, card=c, why="gear")
    return c


def _on_play(g: GameState, item: Item) -> None:
    """A Device reveals its Gear as it is played; the Gear's window comes first."""
    from engine.flow.window import Window

    if DEVICE not in cards().get(item.card).subtypes or item.extra.get("gear") is not None:
        return
    gear = reveal_gear(g, item.owner)
    if gear is None:
        item.extra["gear"] = 0
        return
    uid = g.uid()
    g.items[str(uid)] = Item(uid, gear, item.owner, about=item.uid, physical=False)
    item.extra["gear"] = uid
    g.stack.append(Window("card", item.owner, gear, about=uid))
    hit = [o for o in cards().get(gear).modes[0].effects if o["op"] == "gear_hit"] \
        if cards().get(gear).modes else []
    if hit:  # she chooses as it is revealed: on the stack above its window, so first
        g.stack.append(GearChoose(item.owner, uid, str(hit[0].get("among", "each_other")),
                                  int(hit[0].get("count", 1))))


def _on_finish(g: GameState, item: Item) -> None:
    uid = item.extra.get("gear")
    if uid:
        g.items.pop(str(uid), None)


def _op_gear(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """The Gear's effect, added to the Device's (unless the Gear was Negated)."""
    gear = g.items.get(str(item.extra.get("gear")))
    if gear is None or gear.negated:
        return
    c = cards().get(gear.card)
    extra = [q for q in gear.ignored_by if q not in item.ignored_by]
    item.ignored_by.extend(extra)  # who Ignored the Gear itself is spared its part too
    # what answered the Gear (a redirection of its loss, a reduction) holds for its part
    own = item.extra.get("redirects")
    item.extra["redirects"] = list(own or []) + list(gear.extra.get("redirects") or [])
    for k, n in gear.reduce.items():
        item.reduce[k] = item.reduce.get(k, 0) + n
    gear.reduce.clear()
    try:
        for sub in c.modes[0].effects if c.modes else ():
            OPS[sub["op"]].apply(g, item, sub)
    finally:
        for q in extra:
            item.ignored_by.remove(q)
        if own is None:
            item.extra.pop("redirects", None)
        else:
            item.extra["redirects"] = own


@dataclass
class GearChoose(Frame):
    """As a Gear that hits players is revealed, Wizgille chooses `count` different players
    among those it may hit (`among`); they are the Gear's `chosen`, named before its window
    opens so that they may answer it."""

    player: int
    gear: int
    among: str = "each_other"
    count: int = 1

    def _chosen(self, g: GameState) -> list[int]:
        item = g.items.get(str(self.gear))
        return list(item.extra.setdefault(CHOSEN, [])) if item is not None else []

    def step(self, g: GameState) -> Prompt | None:
        item = g.items.get(str(self.gear))
        done = self._chosen(g)
        pool = [] if item is None else [
            q for q in who(g, item, {"op": "gear_hit", "who": self.among})
            if q != self.player and q not in done and g.players[q].alive
            and not g.players[q].automaton]
        if len(done) >= self.count or not pool or g.over:
            g.stack.pop()
            return None
        return ask(self, g, Prompt(self.player, "choose", player_options(g, pool),
                                   ctx(g, reason="gear_target", to=item.card if item else None)))

    def answer(self, g: GameState, opt: Option) -> None:
        item = g.items.get(str(self.gear))
        if item is not None:
            item.extra.setdefault(CHOSEN, []).append(g.index(str(opt.player)))


register_frame("gear_choose", GearChoose)


def _chosen_players(g: GameState, item: Item) -> list[int]:
    """The players chosen as a Gear was revealed (read from the Gear, or from the Device
    whose effect the Gear's is added to)."""
    gear = g.items.get(str(item.extra.get("gear"))) if item.extra.get("gear") else item
    return [int(q) for q in (gear.extra.get(CHOSEN) or [])] if gear is not None else []


register_who(CHOSEN, _chosen_players, "The chosen player")


def _op_gear_hit(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """Each chosen player (after redirections of the loss) loses the Gear's amount, the
    Device's tune included; reduced and Ignored like the Device's other damage."""
    for q in who(g, item, op):
        if q in item.ignored_by or is_shielded(g, q) or not g.players[q].alive:
            continue
        n = reduced(g, item, q, max(0, int(op.get("amount", 1))
                                    + int(item.extra.get("boost", 0))))
        n = loss_taken(g, q, max(0, n))
        if n > 0:
            item.losses[str(q)] = item.losses.get(str(q), 0) + n
            change_stat(g, q, "fortitude", -n, cause=item.card, by=item.owner)


def _gear_hit_text(op: dict[str, Any]) -> str:
    n, k = int(op.get("amount", 1)), int(op.get("count", 1))
    who = "a player" if k == 1 else f"{k} different players"
    return f"As it is revealed, Wizgille chooses {who}: each loses {n} Fortitude."


def _op_tune(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """A Gear weakens (or strengthens) the Device it came with: each of its numbers."""
    item.extra["boost"] = int(item.extra.get("boost", 0)) + int(op.get("amount", 1))


def _tune_text(op: dict[str, Any]) -> str:
    n = int(op.get("amount", 1))
    return f"Each number in the Device's effects is {abs(n)} {'higher' if n > 0 else 'lower'}."


register(OpSpec("tune", {"amount": int}, _op_tune, _tune_text))
register(OpSpec("gear", {}, _op_gear, lambda op: (
    "Device: reveal the top Gear card as you play this; its effect is added to this card's.")))
# `among` names the players it may hit; Wizgille chooses `count` of them as the Gear is
# revealed (`who = "chosen"`): they may answer the Gear as a card that would make them lose
# Fortitude, and no one else may
register(OpSpec("gear_hit", {"amount": int, "count": int, "who": str, "among": str},
                _op_gear_hit, _gear_hit_text, (("fortitude", -1),)))


@cond("gear_card", ("card",))
def _gear_card(g: GameState, p: int, win: Any) -> list[int]:
    """A revealed Gear card, before the Device it came with resolves."""
    a = card_window(g, win)
    if a is None or cards().get(a.card).type != GEAR:
        return []
    return [a.uid]


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    if DECK not in st:
        deck = cards().character(g.players[p].character).side_deck("gear")
        g.rng.shuffle(deck)
        st[DECK] = deck
    st.setdefault(DISCARD, [])


def _gear_text(card: Any) -> str:
    from engine.effects.text import ops_text

    ops = card.modes[0].effects if card.modes else ()
    return "Gear (revealed by a Device, added to its effect): " + ops_text(ops)


def ai_gear(policy: Any, t: Any, inf: Any, to: Any) -> float:
    """Normal Negates a Gear that hurts the Device's player's cause: one that weakens her
    own Device or hits her, or (for others) one that strengthens a Device aimed at them."""
    if not to:
        return -1.0
    c = cards().get(str(to))
    if c.type != GEAR or not c.modes:
        return -1.0
    a = t.about(to)
    owner = int(a[1]["owner"]) if a is not None else -1
    boost = sum(int(o.get("amount", 0)) for o in c.modes[0].effects if o["op"] == "tune")
    selfish = any(o.get("who") == "self" and o["op"] == "lose_fortitude"
                  for o in c.modes[0].effects)
    if owner == t.me:
        return 3.0 if boost < 0 or selfish else -2.0
    hits = any(o["op"] in ("gear_hit", "lose_fortitude") and o.get("who") != "self"
               for o in c.modes[0].effects)
    return 2.0 if boost > 0 or hits else -2.0


KIT = register_kit(Kit(
    "wizgille",
    zones=(Zone(DECK, "pile", HIDDEN, counts_for_conservation=True, side_deck="gear"),
           Zone(DISCARD, "pile", counts_for_conservation=True)),
    hooks=Hooks(setup=_setup, on_play=_on_play, on_finish=_on_finish),
    actions=Actions(choose_reasons=("gear_target",)),
    scenario=Scenario(state_keys=(DISCARD,)),
    cards=CardKinds(types=(GEAR,), text={GEAR: _gear_text}),
    ai=AIHints(conditions={"gear_card": ai_gear}),
    texts=Texts(
        choose={"gear_target": "Your Gear hits: who loses Fortitude?"},
        conditions={"gear_card": "Play on a Gear card as it is revealed."},
        rules="Wizgille's Gear deck: her Device cards reveal the top Gear as they are "
              "played, before anyone may respond. The Gear is answered first (it can be "
              "Negated on its own) and then the Device; the Gear's effect is added to the "
              "Device's, so Ignoring the Device Ignores it too, and a Gear may weaken or "
              "strengthen the Device's numbers. Gears that hit players let Wizgille choose "
              "who as the Gear is revealed, so the chosen players may answer it (and only "
              "they), and its loss can be redirected or reduced like any. Revealed Gears are discarded; the Gear discard pile is reshuffled into a "
              "new deck when the deck runs out. The project's own reading where the rules "
              "are silent: the Gears other than Sorry, loose gear, Too much steam! and It's "
              "not supposed to shoot sparks!, and 'weakens' meaning 1 less to each number.",
        setup="Wizgille the gnome tinkerer: every Device comes with a surprise Gear.",
    ),
    seat=Seat(table_order=11),
))
