"""Remy, the Crimson Drake's First Mate: Remy's Marks (001 Components and Getting Started;
cards.md §2; the rules for Marks are in a document we do not have, so the details below
are the project's own reading, stated on his cards and in the Rules screen, except where a
document settles them, as said).

He takes one Mark per other player at setup (001 "Getting Started": "the number of players
in the game minus one", Otto included). His cards mark a player: never Remy himself, Otto
as anyone (003 "Other Otto Rules": "Otto is affected normally by ... Remy's Marks. Extra
damage from such components affects only that player's track", i.e. the track of the
player whose card hits him, as for any card), at most one Mark per player (marking a
marked player does nothing), and like
any effect, not a player who Ignores the card. A Mark stays with the card's original target
when only its Fortitude loss is redirected (001 "Redirecting Damage": "Remy loses 2
Fortitude, but Bryn becomes marked"). His cards hit marked players harder and some take the
Mark off as they do. A marked player who leaves the game gives the Mark back; when Remy is
out, every Mark comes off. 001's "I don't think so!": if the player who played the card it
Negates is marked, it can't be Negated (the kit's `guard`).
"""

from __future__ import annotations

from typing import Any

from engine.effects.ops import OPS, OpSpec, branch_text, register, register_who, who
from engine.events import emit
from engine.kits import AIHints, Hooks, Kit, Scenario, Seat, Statics, Texts, Zone
from engine.kits import register as register_kit
from engine.model import GameState, Item

NEGATE_CARD = "i-dont-think-so"


def remy_seat(g: GameState) -> int | None:
    for i, pl in enumerate(g.players):
        if pl.character == "remy" and pl.alive:
            return i
    return None


def marked_names(g: GameState) -> list[str]:
    r = remy_seat(g)
    if r is None:
        return []
    return [str(n) for n in g.players[r].state.get("marks") or []]


def is_marked(g: GameState, p: int) -> bool:
    return g.players[p].alive and g.players[p].name in marked_names(g)


def marked_players(g: GameState, item: Item) -> list[int]:
    """The marked players, in turn order from the card's player."""
    return [p for p in g.order_from(item.owner) if is_marked(g, p)]


def mark(g: GameState, p: int) -> None:
    r = remy_seat(g)
    pl = g.players[p]
    if r is None or p == r or not pl.alive or is_marked(g, p):
        return
    g.players[r].state.setdefault("marks", []).append(pl.name)
    emit(g, "marked", player=p, by=r)


def unmark(g: GameState, p: int) -> None:
    r = remy_seat(g)
    if r is None or not is_marked(g, p):
        return
    g.players[r].state["marks"].remove(g.players[p].name)
    emit(g, "unmarked", player=p, by=r)


def _victims(g: GameState, item: Item, op: dict[str, Any]) -> list[int]:
    # a Mark is not a Fortitude loss: only whole-card redirections move it (`who`)
    return [p for p in who(g, item, op) if p not in item.ignored_by]


def _op_mark(g: GameState, item: Item, op: dict[str, Any]) -> None:
    from engine.kits import is_shielded

    for p in _victims(g, item, op):
        if not is_shielded(g, p):
            mark(g, p)


def _op_unmark(g: GameState, item: Item, op: dict[str, Any]) -> None:
    for p in who(g, item, op):
        unmark(g, p)


def _op_if_marked(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """`then` ops if the player the op names (the target by default) is marked as it takes
    effect, else `else` ops."""
    # the player as a Mark names them: whole-card redirections move it, a loss's do not
    named = who(g, item, {"op": "mark", "who": op.get("who", "target")})
    hit = bool(named) and is_marked(g, named[0])
    for sub in op.get("then" if hit else "else", []):
        OPS[sub["op"]].apply(g, item, sub)


def _who_text(op: dict[str, Any]) -> str:
    return {"target": "The chosen player", "each_other": "Each other player",
            "marked": "Each marked player"}.get(str(op.get("who", "target")), "That player")


def _mark_text(op: dict[str, Any]) -> str:
    who_ = op.get("who", "target")
    if who_ == "target":
        return "The chosen player becomes marked."
    return f"{_who_text(op)} becomes marked."


def _unmark_text(op: dict[str, Any]) -> str:
    if op.get("who", "target") == "target":
        return "Take the chosen player's Mark back."
    return "Take every Mark back."


def _if_marked_text(op: dict[str, Any]) -> str:
    return branch_text("the chosen player is marked", op)


register_who("marked", marked_players, "Each marked player")
register(OpSpec("mark", {"who": str}, _op_mark, _mark_text))
register(OpSpec("unmark", {"who": str}, _op_unmark, _unmark_text))
register(OpSpec("if_marked", {"who": str, "then": list, "else": list}, _op_if_marked,
                _if_marked_text))


def _guard(g: GameState, item: Item) -> bool:
    """001 "I don't think so!": 'If the player who played that card is marked, this card
    can't be Negated.'"""
    if item.card != NEGATE_CARD or item.about is None:
        return False
    a = g.items.get(str(item.about))
    return a is not None and a.kind == "card" and is_marked(g, a.owner)


def _setup(g: GameState, p: int) -> None:
    g.players[p].state.setdefault("marks", [])
    # 001 "Getting Started": "the number of players in the game minus one" (the supply);
    # Otto is one of the players (003 "Other Otto Rules": affected normally by Marks)
    g.players[p].state["mark_supply"] = len(g.players) - 1


def _tidy(g: GameState, p: int) -> None:
    """Marks on players who are out come back to Remy."""
    st = g.players[p].state
    alive = {pl.name for pl in g.players if pl.alive}
    st["marks"] = [n for n in st.get("marks") or [] if n in alive]


def _eliminated(g: GameState, p: int) -> None:
    g.players[p].state["marks"] = []


def _read_marks(v: Any) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError("marks is a list of player names")
    if len(set(v)) != len(v):
        raise ValueError("at most one Mark per player")
    return list(v)


def ai_marks(table: Any, cid: str) -> float:
    """Normal: a card that marks is worth more while there are unmarked rivals; a card that
    reads Marks is worth more when rivals are marked."""
    from engine.cards import cards

    st = table.view["players"][table.me].get("state") or {}
    marked = len(st.get("marks") or [])
    rivals = sum(1 for i, p in enumerate(table.view["players"])
                 if i != table.me and p.get("alive", True))
    names = set(st.get("marks") or [])
    v = 0.0
    c = cards().get(cid)
    for o in c.modes[0].effects if c.modes else ():
        if o["op"] == "mark":
            v += 0.8 if marked < rivals else 0.0
        elif o["op"] == "if_marked":
            v += 1.5 if marked else 0.0
        elif o.get("who") == "marked" and o["op"] == "lose_fortitude":
            v += sum(table.hurt_value(i, int(o.get("amount", 1)))
                     for i, p in enumerate(table.view["players"])
                     if p.get("name") in names and i != table.me)
    return v


def ai_target(table: Any, cid: str, seat: int) -> float:
    """Normal: a card that reads Marks goes to a marked player, one that marks to an
    unmarked one (a Mark on a marked player does nothing)."""
    from engine.cards import cards

    st = table.view["players"][table.me].get("state") or {}
    name = table.view["players"][seat].get("name")
    marked = name in (st.get("marks") or [])
    c = cards().get(cid)
    ops = {o["op"] for m in c.modes for o in m.effects}
    v = 0.0
    if "if_marked" in ops:
        v += 2.5 if marked else 0.0
    if "mark" in ops:
        v += 0.0 if marked else 0.8
    return v


KIT = register_kit(Kit(
    "remy",
    event_kinds=("marked", "unmarked"),
    zones=(Zone("marks", "map"), Zone("mark_supply", "tracker")),
    hooks=Hooks(setup=_setup, begin=_tidy, end=_tidy, eliminated=_eliminated),
    statics=Statics(guard=_guard),
    scenario=Scenario(state_keys=("marks",), readers={"marks": _read_marks}),
    ai=AIHints(card=ai_marks, target=ai_target),
    texts=Texts(
        rules="Remy takes one Mark per other player, Otto included. His cards mark "
              "players: never Remy; Otto is marked and hit like anyone, the extra harm on "
              "the track of the player whose card it is (RDI 9's Otto rules); at most one "
              "Mark per player (marking a marked player does nothing), and not "
              "a player who Ignores the card. When only a card's Fortitude loss is "
              "redirected, the Mark still goes on the player it was played on. His cards "
              "hit marked players harder; the cards that take a Mark back say so. A marked "
              "player who leaves the game gives the Mark back, and when Remy is out every "
              "Mark comes off. 'I don't think so!' can't be Negated when the player who "
              "played the card it Negates is marked. The rules for Marks beyond the cards "
              "001 shows are the project's own reading.",
        setup="Remy the First Mate marks troublemakers and makes them pay for it.",
    ),
    seat=Seat(table_order=21),
))
