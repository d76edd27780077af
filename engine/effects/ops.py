"""The op vocabulary: every effect a card's data may name, registered by name.

Each op has a parameter schema (checked when a deck loads), an `apply` that
changes the state, an `affects` that says which players' stats it would change
directly (for "a card that affects your Fortitude/Alcohol/Gold"), and a text
template used to generate the card's rules text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import engine.cards as card_db
from engine.discards import discard_card
from engine.effects.stats import change_stat, draw_cards, move_gold
from engine.events import emit
from engine.kits import is_shielded, loss_taken, refuse_duplicate, registrant
from engine.model import GameState, Item
from engine.team_queries import mates, opponents, team_mode, team_of

WHO = ("target", "self", "each_other", "each", "source", "drinker",
       "most_fortitude", "least_fortitude", "most_alcohol", "most_gold", "least_gold")
#: `who` words a character kit adds (Remy's "marked"): word -> (players, rules-text subject)
WHO_EXTRA: dict[str, tuple[Callable[[GameState, Item], list[int]], str]] = {}


def register_who(word: str, players: Callable[[GameState, Item], list[int]],
                 subject: str) -> None:
    """A kit's own group of players an op may name (`who = word`)."""
    WHO_EXTRA[word] = (players, subject)


@dataclass(frozen=True)
class OpSpec:
    name: str
    params: dict[str, type | tuple[type, ...]]
    apply: Callable[[GameState, Item, dict[str, Any]], None]
    text: Callable[[dict[str, Any]], str]
    # (stat, sign) pairs this op changes directly on the players it names
    changes: tuple[tuple[str, int], ...] = ()
    drink_change: bool = False  # changes the effects of a Drink (003 "Change the Effects")


OPS: dict[str, OpSpec] = {}


_OP_BY: dict[str, str] = {}


def register(spec: OpSpec, *, by: str = "") -> None:
    """Add an op to the vocabulary; a name another module registered is refused (rather than
    silently replacing its op), the message naming both modules: the module that defines the
    op's `apply` (a compiled module's top level has no frame for `registrant` to find)."""
    by = by or str(getattr(spec.apply, "__module__", None) or "") or registrant()
    if spec.name in OPS:
        refuse_duplicate("op", spec.name, _OP_BY.get(spec.name, "?"), by)
    OPS[spec.name] = spec
    _OP_BY[spec.name] = by


def validate_op(op: Any) -> str | None:
    """Return a problem with this op's data, or None if it is valid."""
    if not isinstance(op, dict) or "op" not in op:
        return "each effect must be a table with an 'op'"
    spec = OPS.get(op["op"])
    if spec is None:
        return f"unknown op {op['op']!r}"
    for k, v in op.items():
        if k == "op":
            continue
        if k not in spec.params:
            return f"op {spec.name!r} has no parameter {k!r}"
        if not isinstance(v, spec.params[k]):
            return f"op {spec.name!r} parameter {k!r} has the wrong type"
    if "who" in op and op["who"] not in WHO and op["who"] not in WHO_EXTRA:
        return f"op {spec.name!r}: who must be one of {WHO + tuple(WHO_EXTRA)}"
    for key in ("then", "else"):
        for sub in op.get(key, []):
            problem = validate_op(sub)
            if problem:
                return problem
    return None


def who(g: GameState, item: Item, op: dict[str, Any]) -> list[int]:
    """The players an op names, after any redirections of the card."""
    out = _who(g, item, op)
    # 003 "Redirection": each redirection applies once, in the order played; the card's
    # source stays its original player. 001 "Redirecting Damage": a redirection of the
    # Fortitude loss (a third entry, "loss") moves only the ops that make players lose it.
    for frm, to, *what in item.extra.get("redirects", ()):
        if what and ("fortitude", -1) not in OPS[op["op"]].changes:
            continue
        out = [to if q == frm else q for q in out]
    return out


def _who(g: GameState, item: Item, op: dict[str, Any]) -> list[int]:
    """The players an op names, in turn order from the card's owner."""
    # A hit-back hits the player who played the card it answers (003 "Keep pressure on
    # it"); naming that player here lets Otto and the responders see who it hits.
    w = op.get("who") or ("source" if op["op"] == "hit_back" else "target")
    if w == "self":
        return [item.owner]
    if w == "target":
        return [item.target] if item.target is not None else []
    if w == "each":
        # 003 "Each player (including you)": in team games only the Champions.
        champs = item.extra.get("champions")
        return list(champs) if champs else g.order_from(item.owner)
    if w == "each_other":
        return opponents(g, item.owner)
    if w == "source":
        about = g.items.get(str(item.about)) if item.about is not None else None
        return [about.owner] if about is not None else []
    if w.startswith(("most_", "least_")):
        # Otto's boxes: "the player with the most/least X"; ties all take it.
        stat = w.split("_", 1)[1]
        pool = g.contenders()
        if not pool:
            return []
        vals = [getattr(g.players[q], stat) for q in pool]
        best = max(vals) if w.startswith("most_") else min(vals)
        return [q for q, v in zip(pool, vals) if v == best]
    if w == "drinker":
        d = g.drinks.get(str(item.drink)) if item.drink is not None else None
        return [d.drinker] if d is not None else []
    extra = WHO_EXTRA.get(w)
    return extra[0](g, item) if extra is not None else []


def effective_effects(item: Item) -> list[dict[str, Any]]:
    """The ops this item will run: base effects with Scheme/Spend/Harvest extras applied.

    # 003 "Harvest" / "Schemes": an extra that says "instead" replaces the base
    # effect, otherwise it is added to it.
    """
    if "effects" in item.extra:
        return list(item.extra["effects"])
    card = card_db.cards().get(item.card)
    if not card.modes:
        return []
    mode = card.modes[item.mode]
    ops = list(mode.effects)
    for spec in mode.costs:  # the improved effects paid for (a kit's cost registry)
        if spec.effects and item.extra.get(spec.kind) is True:
            ops = list(spec.effects) if spec.instead else ops + list(spec.effects)
    return ops


Changer = tuple[dict[str, Any], tuple[tuple[str, int], ...]]
Changers = tuple[list[Changer], frozenset[tuple[str, int]]]
_CHANGERS: dict[tuple[str, int, tuple[str, ...]], Changers] = {}


_PLAIN_CHANGERS: dict[str, dict[int, Changers]] = {}


def _changers(item: Item) -> Changers:
    """The item's ops that change a stat (then/else branches included) with what each
    changes, and everything it could change: asked for every player in every window, so
    cached per card, mode and extras."""
    ex = item.extra
    if not ex:  # most cards: no extra paid for, no choice made
        by_mode = _PLAIN_CHANGERS.get(item.card)
        if by_mode is None:
            by_mode = _PLAIN_CHANGERS[item.card] = {}
        got = by_mode.get(item.mode)
        if got is None:
            got = by_mode[item.mode] = _work_out_changers(item)
        return got
    key = None
    if "effects" not in ex:
        paid = tuple(k for k, v in ex.items() if v is True)
        key = (item.card, item.mode, paid)
        got = _CHANGERS.get(key)
        if got is not None:
            return got
    made = _work_out_changers(item)
    if key is not None:
        _CHANGERS[key] = made
    return made


def _work_out_changers(item: Item) -> Changers:
    out: list[Changer] = []
    stack = effective_effects(item)
    while stack:
        op = stack.pop()
        stack.extend(op.get("then", []))
        stack.extend(op.get("else", []))
        spec = OPS[op["op"]]
        if spec.changes:
            out.append((op, tuple(spec.changes)))
    return out, frozenset(c for _op, changes in out for c in changes)


def clear_caches() -> None:
    """Card definitions changed (owner packs): forget what was derived from them."""
    _CHANGERS.clear()
    _PLAIN_CHANGERS.clear()


def may_change(item: Item, change: tuple[str, int]) -> bool:
    """Could this card change `change` (a (stat, sign) pair) for anyone at all? A cheap
    test that lets the response conditions skip working out who it hits."""
    return change in _changers(item)[1]


def hits(g: GameState, item: Item, p: int, change: tuple[str, int]) -> bool:
    """Would this card make `change` to player p? (`change in affected(...)`, without
    working out the rest.)"""
    changers, every = _changers(item)
    if change not in every:
        return False
    for op, changes in changers:
        if change in changes and p in who(g, item, op):
            return True
    return False


def affected(g: GameState, item: Item, p: int) -> set[tuple[str, int]]:
    """What this card would directly change about player p, as (stat, sign) pairs."""
    out: set[tuple[str, int]] = set()
    for op, changes in _changers(item)[0]:
        if p in who(g, item, op):
            out.update(changes)
    return out


def named(g: GameState, item: Item) -> set[int]:
    """Every player any of this card's ops names (then/else branches included), after
    redirections: whom the card would do something to, whatever it does (a stat, a
    card, a Drink). A query for the table: "does this card concern me?"."""
    out: set[int] = set()
    ops = effective_effects(item)
    while ops:
        op = ops.pop()
        ops.extend(op.get("then", []))
        ops.extend(op.get("else", []))
        out.update(who(g, item, op))
    return out


def run_ops(g: GameState, item: Item) -> None:
    for op in effective_effects(item):
        OPS[op["op"]].apply(g, item, op)


def unit(g: GameState, p: int) -> str:
    """Whose stats a change hits: the team's shared record, or the player's own."""
    t = team_of(g, p)
    return f"team:{t}" if t is not None else str(p)


def reduced(g: GameState, item: Item, p: int, n: int) -> int:
    """Apply (and use up) reductions played against this card for p's team or p.

    # 003 "Targeting Other Players" Example 2: one reduction covers the team's total.
    """
    k = unit(g, p)
    r = item.reduce.get(k, 0)
    take = min(r, n)
    if take:
        item.reduce[k] = r - take
    return n - take


def _amt(op: dict[str, Any]) -> int:
    return int(op.get("amount", 1))


def _n(item: Item, op: dict[str, Any]) -> int:
    """An op's number as played: cards that change numeric effects add a boost."""
    return max(0, _amt(op) + int(item.extra.get("boost", 0)))


def _verb(op: dict[str, Any], verb: str) -> str:
    """'loses' -> 'lose' when the subject is "You"."""
    if op.get("who") != "self":
        return verb
    return {"loses": "lose", "gains": "gain", "pays": "pay", "draws": "draw",
            "takes": "take", "discards": "discard"}.get(verb, verb)


def _players_txt(op: dict[str, Any]) -> str:
    return {"target": "The chosen player", "self": "You", "each_other": "Each other player",
            "each": "Each player (including you)", "source": "That card's player",
            "drinker": "The drinker", "most_fortitude": "The player with the most Fortitude",
            "least_fortitude": "The player with the least Fortitude",
            "most_alcohol": "The player with the most Alcohol Content",
            "most_gold": "The player with the most Gold",
            "least_gold": "The player with the least Gold"}.get(
                op.get("who", "target")) or WHO_EXTRA[op["who"]][1]


# the helpers the flow modules use to write the ops they register beside their frames
op_amount = _amt
players_text = _players_txt


def _stat_op(name: str, stat: str, sign: int, verb: str, noun: str) -> None:
    def apply(g: GameState, item: Item, op: dict[str, Any]) -> None:
        for p in who(g, item, op):
            if p in item.ignored_by or not g.players[p].alive or is_shielded(g, p):
                continue
            n = _n(item, op)
            if stat == "fortitude" and sign < 0:
                n = loss_taken(g, p, reduced(g, item, p, n))
                if n > 0:
                    item.losses[str(p)] = item.losses.get(str(p), 0) + n
            change_stat(g, p, stat, sign * n, cause=item.card, by=item.owner,
                        tracks=item.extra.get("tracks"))

    def text(op: dict[str, Any]) -> str:
        return f"{_players_txt(op)} {_verb(op, verb)} {_amt(op)} {noun}."

    register(OpSpec(name, {"who": str, "amount": int}, apply, text, ((stat, sign),)))


_stat_op("lose_fortitude", "fortitude", -1, "loses", "Fortitude")
_stat_op("gain_fortitude", "fortitude", 1, "gains", "Fortitude")
_stat_op("gain_alcohol", "alcohol", 1, "gains", "Alcohol Content")
_stat_op("lose_alcohol", "alcohol", -1, "loses", "Alcohol Content")


def _pay_gold(g: GameState, item: Item, op: dict[str, Any]) -> None:
    to: str | int = item.owner if op.get("to") == "self" else "inn"
    for p in who(g, item, op):
        if p in item.ignored_by or p in item.exempt or p == to or is_shielded(g, p):
            continue
        move_gold(g, p, to, _n(item, op), cause=item.card)


register(OpSpec(
    "pay_gold", {"who": str, "amount": int, "to": str}, _pay_gold,
    lambda op: f"{_players_txt(op)} {_verb(op, 'pays')} {_amt(op)} Gold to "
               f"{'you' if op.get('to') == 'self' else 'the Inn'}.",
    (("gold", -1),)))


def _gain_gold(g: GameState, item: Item, op: dict[str, Any]) -> None:
    for p in who(g, item, op):
        if p not in item.ignored_by:
            move_gold(g, "inn", p, _n(item, op), cause=item.card)


register(OpSpec("gain_gold", {"who": str, "amount": int}, _gain_gold,
                lambda op: f"{_players_txt(op)} {_verb(op, 'takes')} {_amt(op)} Gold from the Inn.",
                (("gold", 1),)))


def _draw(g: GameState, item: Item, op: dict[str, Any]) -> None:
    for p in who(g, item, op):
        if p not in item.ignored_by:
            draw_cards(g, p, _n(item, op))


register(OpSpec("draw", {"who": str, "amount": int}, _draw,
                lambda op: f"{_players_txt(op)} {_verb(op, 'draws')} {_amt(op)} "
                           f"card{'s' if _amt(op) != 1 else ''}."))


# --- Responses to cards ---------------------------------------------------------

def _about(g: GameState, item: Item) -> Item | None:
    return g.items.get(str(item.about)) if item.about is not None else None


def _negate(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    if a is not None:
        a.negated = True
        emit(g, "card_negated", card=a.card, by=item.owner, player=a.owner)


def _ignore(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    p = item.target if op.get("who") == "target" and item.target is not None else item.owner
    if a is None:
        return
    # 003 "Shared Defense": a teammate's Ignore protects the whole team.
    for q in mates(g, p):
        if q not in a.ignored_by:
            a.ignored_by.append(q)
            emit(g, "ignored", card=a.card, player=q)


def _hit_back(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    if a is None or item.owner in item.ignored_by:
        return
    # the player who played that card, unless the hit-back itself was redirected (001
    # "Redirecting Damage": "Stop hitting yourself!" may answer a hit-back too)
    hit = who(g, item, op)
    src = hit[0] if hit else a.owner
    if src in item.ignored_by or not g.players[src].alive:
        return
    n = reduced(g, item, src, _n(item, op))
    if n:
        item.losses[str(src)] = item.losses.get(str(src), 0) + n
    change_stat(g, src, "fortitude", -n, cause=item.card, by=item.owner,
                tracks=item.extra.get("tracks"))


def _reduce(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    if a is not None:
        k = unit(g, item.owner)
        a.reduce[k] = a.reduce.get(k, 0) + _amt(op)


def _exempt(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    p = item.owner if op.get("who") == "self" else item.target
    if a is None or p is None:
        return
    for q in (mates(g, p) if op.get("who") == "self" else [p]):
        if q not in a.exempt:
            a.exempt.append(q)


def _boost(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    if a is not None:
        a.extra["boost"] = int(a.extra.get("boost", 0)) + _amt(op)


register(OpSpec("boost", {"amount": int}, _boost, lambda op: (
    f"Each number in that card's effects is {_amt(op)} higher.")))
def _redirect(g: GameState, item: Item, op: dict[str, Any]) -> None:
    a = _about(g, item)
    if a is None or item.target is None:
        return
    frm = item.owner
    for q in mates(g, item.owner):  # on behalf of the teammate the card would hit
        if q in _who(g, a, {"who": "target"}) or any(
                q in who(g, a, o) for o in effective_effects(a)):
            frm = q
            break
    entry: list[Any] = [frm, item.target] + (["loss"] if op.get("loss_only") else [])
    a.extra.setdefault("redirects", []).append(entry)
    emit(g, "redirected", card=a.card, frm=frm, to=item.target)


register(OpSpec("redirect", {"loss_only": bool}, _redirect, lambda op: (
    "Pick another player: the Fortitude that card would make you lose, they lose instead "
    "(its other effects still affect you)." if op.get("loss_only") else
    "Pick another player: that card affects them instead of you.")))
register(OpSpec("negate", {}, _negate, lambda op: "Negate that card."))
register(OpSpec("ignore", {"who": str}, _ignore, lambda op: "Ignore that card."))
register(OpSpec("hit_back", {"amount": int}, _hit_back, lambda op: (
    f"The player who played that card loses {_amt(op)} Fortitude."),
    changes=(("fortitude", -1),)))
register(OpSpec("reduce_loss", {"amount": int}, _reduce, lambda op: (
    f"Reduce the Fortitude you lose from that card by {_amt(op)}.")))
register(OpSpec("exempt_payment", {"who": str}, _exempt, lambda op: (
    "You do not pay Gold because of that card." if op.get("who") == "self" else
    "Pick a player who would pay Gold because of that card: they do not pay.")))


# --- Drinks ---------------------------------------------------------------------

def _drink(g: GameState, item: Item) -> Any:
    return g.drinks.get(str(item.drink)) if item.drink is not None else None


def _ignore_drink(g: GameState, item: Item, op: dict[str, Any]) -> None:
    d = _drink(g, item)
    if d is not None:
        d.ignored = True
        emit(g, "ignored", card=d.cards[0], player=d.drinker, drink=d.uid)


def _pass(g: GameState, item: Item, op: dict[str, Any]) -> None:
    d = _drink(g, item)
    if d is not None and item.target is not None:
        emit(g, "drink_passed", frm=d.drinker, to=item.target, card=d.cards[0])
        d.drinker = item.target
        d.ignored = False


register(OpSpec("ignore_drink", {}, _ignore_drink, lambda op: "Ignore a Drink that you would drink.",
                drink_change=True))
register(OpSpec("pass_drink", {}, _pass, lambda op: (
    "Give a Drink you would drink to another player."), drink_change=True))


# --- Turn ----------------------------------------------------------------------

def _order_extra(g: GameState, item: Item, op: dict[str, Any]) -> None:
    g.extra_orders += int(op.get("count", 1))


def _end_turn(g: GameState, item: Item, op: dict[str, Any]) -> None:
    if team_mode(g):
        # 003 "Your Turn Ends Now": only that player stops; teammates carry on.
        g.turn_ended.append(item.owner)
    else:
        g.end_turn = True


register(OpSpec("order_extra", {"count": int}, _order_extra, lambda op: (
    f"Order {op.get('count', 1)} extra Drinks this Order a Drink phase.")))
register(OpSpec("end_turn", {}, _end_turn, lambda op: "Your turn ends now."))


def _discard_random(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """Cards lost at random (a wave takes them: no one chooses, so no prompt); the game's
    seeded RNG picks. Otto holds no hand."""
    for p in who(g, item, op):
        pl = g.players[p]
        if p in item.ignored_by or pl.automaton or not pl.alive or is_shielded(g, p):
            continue
        for _ in range(min(_n(item, op), len(pl.hand))):
            c = pl.hand.pop(g.rng.randrange(len(pl.hand)))
            discard_card(g, p, c)
            emit(g, "card_discarded", player=p, card=c, hand_size=len(pl.hand))


register(OpSpec("discard_random", {"who": str, "amount": int}, _discard_random, lambda op: (
    f"{_players_txt(op)} {_verb(op, 'discards')} {_amt(op)} card"
    f"{'s' if _amt(op) != 1 else ''} from their hand at random.")))


def branch_text(test: str, op: dict[str, Any]) -> str:
    """Rules text of a branch op: "If <test>: <then ops> Otherwise: <else ops>"."""
    then = " ".join(OPS[x["op"]].text(x) for x in op.get("then", []))
    txt = f"If {test}: {then}"
    if op.get("else"):
        txt += " Otherwise: " + " ".join(OPS[x["op"]].text(x) for x in op["else"])
    return txt


def register_branch(name: str, reader: Callable[[GameState, int], int], phrase: str) -> None:
    """An `if_<track>` op of a character: `then` ops when the card's owner has `at_least`
    on the track `reader` reads (at the moment it takes effect), else the `else` ops.
    `phrase` words the test for the rules text, `{n}` standing for `at_least`."""
    def apply(g: GameState, item: Item, op: dict[str, Any]) -> None:
        branch = op.get("then", []) if reader(g, item.owner) >= int(op.get("at_least", 1)) \
            else op.get("else", [])
        for sub in branch:
            OPS[sub["op"]].apply(g, item, sub)

    def text(op: dict[str, Any]) -> str:
        return branch_text(phrase.format(n=op.get("at_least", 1)), op)

    register(OpSpec(name, {"at_least": int, "then": list, "else": list}, apply, text),
             by=registrant())


# the card database checks its ops against the registry above when it loads
card_db.CHECKS["op"] = validate_op
