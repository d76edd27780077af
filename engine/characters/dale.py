"""Dale the Mycologist: the Planter Box of Mushrooms (003 "Dale the Mycologist").

Mushrooms are Planted (at most four; a full box asks which one to discard, the
new one included, before anyone acts), Grown (the Rake Token moves down one value),
Harvested as an extra cost when playing a card, and Gathered at the end of his
turn when ripe (bottom-most value), with their Gather effect resolved like an
Action card. The Evershroom is never Gathered. A Mushroom spent on a Harvest has
no Gather.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from engine.cards import cards
from engine.effects.ops import OpSpec, register, validate_op
from engine.effects.text import ops_text
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import (
    HIDDEN,
    Actions,
    CardKinds,
    Cost,
    Hooks,
    Kit,
    Scenario,
    Seat,
    Statics,
    Texts,
    Zone,
)
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import YES, Option, Prompt

MAX_PLANTER = 4


def planter(g: GameState, p: int) -> list[dict[str, Any]]:
    box: list[dict[str, Any]] = g.players[p].state.setdefault("planter", [])
    return box


def values(card: str) -> tuple[int, ...]:
    return tuple(cards().get(card).data.get("harvest_values", ()))


def evershroom(card: str) -> bool:
    return bool(cards().get(card).data.get("evershroom", False))


def _read_values(v: Any) -> tuple[int, ...]:
    if not isinstance(v, list) or not v or not all(isinstance(x, int) for x in v):
        raise ValueError("Harvest Values are a list of numbers, topmost first")
    return tuple(v)


def _read_ops(v: Any) -> tuple[dict[str, Any], ...]:
    if not isinstance(v, list):
        raise ValueError("must be a list of ops")
    for op in v:
        problem = validate_op(op)
        if problem:
            raise ValueError(problem)
    return tuple(v)


def mushroom_text(card: Any) -> str:
    vals = " > ".join(str(v) for v in card.data.get("harvest_values", ()))
    txt = f"Harvest Values {vals}."
    if card.data.get("evershroom"):
        txt += " Never Gathered: it stays on its last value as long as you like."
    if card.data.get("gather"):
        txt += " Gather: " + ops_text(card.data["gather"])
    return txt


def ripe(m: dict[str, Any]) -> bool:
    return int(m["value"]) == values(m["card"])[-1]


def reveal_mushroom(g: GameState, p: int) -> str | None:
    # 003: "If the Mushroom Deck runs out, shuffle the Mushroom discards".
    from engine.flow.kit_calls import reveal_top

    return reveal_top(g, p, "mushroom_deck", "mushroom_discard")


def put_in_box(g: GameState, p: int, card: str) -> None:
    planter(g, p).append({"card": card, "value": values(card)[0]})
    emit(g, "planted", player=p, card=card)


def grow(g: GameState, p: int, m: dict[str, Any]) -> None:
    vals = values(m["card"])
    i = vals.index(int(m["value"]))
    if i + 1 < len(vals):
        m["value"] = vals[i + 1]
        emit(g, "grown", player=p, card=m["card"], value=m["value"])


def grow_all(g: GameState, p: int) -> None:
    for m in planter(g, p):
        grow(g, p, m)


def plant(g: GameState, p: int) -> None:
    """Plant: into the box, or (box full) a PlantChoice frame asks what to discard."""
    card = reveal_mushroom(g, p)
    if card is None:
        return
    if len(planter(g, p)) < MAX_PLANTER:
        put_in_box(g, p, card)
        return
    g.stack.append(PlantChoice(p, card))


@dataclass
class PlantChoice(Frame):
    player: int
    card: str

    def held(self) -> list[tuple[int, str]]:
        return [(self.player, self.card)]

    def step(self, g: GameState) -> Prompt | None:
        box = planter(g, self.player)
        opts = tuple(Option(card=m["card"]) for m in box) + (Option(card=self.card),)
        return ask(self, g, Prompt(self.player, "choose", tuple(dict.fromkeys(opts)),
                                   ctx(g, reason="planter_full", to=self.card)))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        st = g.players[self.player].state
        box = planter(g, self.player)
        if opt.card != self.card:
            for i, m in enumerate(box):
                if m["card"] == opt.card:
                    box.pop(i)
                    break
            st.setdefault("mushroom_discard", []).append(str(opt.card))
            emit(g, "uprooted", player=self.player, card=str(opt.card), new=False)
            put_in_box(g, self.player, self.card)
        else:
            st.setdefault("mushroom_discard", []).append(self.card)
            emit(g, "uprooted", player=self.player, card=self.card, new=True)


register_frame("plant_choice", PlantChoice)


def harvest_choice(box: list[dict[str, Any]], cost: int) -> list[int] | None:
    """Mushrooms to discard for a Harvest: the smallest total >= cost, fewest cards,
    sparing the Evershroom when possible. None if the box cannot pay."""
    best: tuple[int, int, int, tuple[int, ...]] | None = None
    for k in range(1, len(box) + 1):
        for idx in combinations(range(len(box)), k):
            total = sum(int(box[i]["value"]) for i in idx)
            if total < cost:
                continue
            ever = sum(evershroom(box[i]["card"]) for i in idx)
            key = (total, k, ever, idx)
            if best is None or key < best:
                best = key
    return list(best[3]) if best else None


def can_harvest(g: GameState, p: int, cost: int) -> bool:
    return harvest_choice(planter(g, p), cost) is not None


def harvest(g: GameState, p: int, cost: int) -> None:
    box = planter(g, p)
    idx = harvest_choice(box, cost)
    if idx is None:
        return
    st = g.players[p].state
    for i in sorted(idx, reverse=True):
        m = box.pop(i)
        st.setdefault("mushroom_discard", []).append(m["card"])
        emit(g, "harvested", player=p, card=m["card"], value=m["value"])


def gather(g: GameState, p: int) -> None:
    """End of turn: discard every ripe Mushroom (not The Evershroom); Gather effects resolve."""
    from engine.flow.play_card import PlayCard

    box = planter(g, p)
    st = g.players[p].state
    ripe_now = [m for m in box if ripe(m) and not evershroom(m["card"])]
    for m in ripe_now:
        box.remove(m)
        st.setdefault("mushroom_discard", []).append(m["card"])
        emit(g, "gathered", player=p, card=m["card"])
    # Resolve Gather effects in planting order: push in reverse (the stack is LIFO; a
    # slice, as the compiled build (mypyc) fails on reversed() here).
    for m in ripe_now[::-1]:
        c = cards().get(m["card"])
        if c.data.get("gather"):
            g.stack.append(PlayCard(player=p, card=c.id, context="effect", source="virtual",
                                    effects=list(c.data["gather"])))


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    if "mushroom_deck" not in st:
        from engine.cards import cards as db

        deck = db().character("dale").side_deck("mushrooms")
        g.rng.shuffle(deck)
        st["mushroom_deck"] = deck
    st.setdefault("mushroom_discard", [])
    if "planter" not in st:
        st["planter"] = []
        card = reveal_mushroom(g, p)
        if card:
            put_in_box(g, p, card)


def _begin(g: GameState, p: int) -> None:
    grow_all(g, p)
    plant(g, p)


def _discard_to(c: Any) -> str | None:
    return "mushroom_discard" if c.type == "mushroom" else None


KIT = register_kit(Kit(
    "dale",
    event_kinds=("planted", "grown", "harvested", "gathered", "uprooted"),
    zones=(Zone("mushroom_deck", "pile", HIDDEN, counts_for_conservation=True,
                side_deck="mushrooms"),
           Zone("mushroom_discard", "pile", counts_for_conservation=True),
           Zone("planter", "row", counts_for_conservation=True)),
    costs=(Cost("harvest", "harvest",
                lambda g, p, n: [YES] if can_harvest(g, p, n) else [],
                lambda g, p, n, label: harvest(g, p, n), ai_unit=0.5,
                text=lambda n: f"Harvest {n}"),),
    hooks=Hooks(setup=_setup, begin=_begin, end=gather),
    statics=Statics(discard_to=_discard_to),
    actions=Actions(
        play_choices={"plant_or_grow": lambda g, p: [Option(label="plant"), Option(label="grow")]},
        choose_reasons=("harvest", "plant_or_grow", "planter_full"),
    ),
    scenario=Scenario(state_keys=("planter",), readers={"planter": lambda v: read_planter(v)}),
    cards=CardKinds(
        types=("mushroom",),
        fields={"harvest_values": _read_values, "evershroom": bool, "gather": _read_ops},
        text={"mushroom": mushroom_text},
    ),
    texts=Texts(
        choose={"harvest": "Harvest a Mushroom for {to}?",
                "plant_or_grow": "Plant a new Mushroom, or Grow your Mushrooms?",
                "planter_full": "Your Planter Box is full: which Mushroom goes?"},
        options={"plant_or_grow": {"plant": "Plant", "grow": "Grow"}},
        setup="Dale grows Mushrooms in his Planter Box and Harvests them to power cards.",
    ),
    seat=Seat(table_order=1),
))


def read_planter(v: Any) -> list[dict[str, Any]]:
    """A scenario's `planter`: `{card, value}` entries (value defaults to the topmost)."""
    out = []
    for m in v or []:
        if not isinstance(m, dict) or "card" not in m:
            raise ValueError("entries are {card, value}")
        cid = str(m["card"])
        c = cards().cards.get(cid)
        vals = tuple(c.data.get("harvest_values", ())) if c is not None else ()
        if not vals:
            raise ValueError(f"{cid!r} is not a Mushroom")
        value = int(m.get("value", vals[0]))
        if value not in vals:
            raise ValueError(f"{cid} has no Harvest Value {value}")
        out.append({"card": cid, "value": value})
    return out


def _op_plant(g: GameState, item: Item, op: dict[str, Any]) -> None:
    plant(g, item.owner)


def _op_grow(g: GameState, item: Item, op: dict[str, Any]) -> None:
    grow_all(g, item.owner)


def _op_plant_or_grow(g: GameState, item: Item, op: dict[str, Any]) -> None:
    if item.extra.get("choice") == "grow":
        grow_all(g, item.owner)
    else:
        plant(g, item.owner)


register(OpSpec("plant", {}, _op_plant, lambda op: "Plant a Mushroom."))
register(OpSpec("grow_all", {}, _op_grow, lambda op: "Grow each Mushroom in your Planter Box."))
register(OpSpec("plant_or_grow", {}, _op_plant_or_grow, lambda op: (
    "As you play this, choose: Plant a Mushroom, or Grow each Mushroom in your Planter Box.")))
