"""When a Sometimes card may be played: the `responds_to` vocabulary.

Each condition looks at a response window and a player and returns the subjects
the card could be played on: `[item uid]` for a card, the drink uids for drink
cards, `[0]` for a window-wide play; an empty list means not playable now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import engine.cards as card_db
from engine.cards import cards
from engine.effects.ops import OPS, effective_effects, hits, may_change
from engine.model import GameState, Item
from engine.team_queries import TEAM_MODES
from engine.team_queries import mates as team_mates

Condition = Callable[[GameState, int, Any], list[int]]
CONDITIONS: dict[str, Condition] = {}

ANTE_CARDS_OPS = ("gamble", "raise")


# The kinds of response window: before a card resolves ("card"), an Event ("event"),
# while Drinks are out ("drinks"), after a card made someone lose something ("after"), at
# the start of a phase ("phase") and the last chance before a check ("last"). Two refinements
# are flags of a window, not kinds: it opens the Order phase, a Round of Gambling is on.
# A Round's pot has just been taken ("pot", 001 Timing Example 3).
WINDOW_KINDS = ("card", "event", "drinks", "after", "phase", "last", "pot")
ORDER_PHASE = "order_phase"
GAMBLING = "gambling"
#: condition -> the window kinds (or refinements) in which it can hold; the response code
#: never asks a condition anywhere else (a kit's own condition declares its own)
COND_WINDOWS: dict[str, frozenset[str]] = {}


def cond(name: str, windows: tuple[str, ...] = ("card",)) -> Callable[[Condition], Condition]:
    """Register a condition and the windows it can hold in (default: before a card)."""
    def deco(f: Condition) -> Condition:
        CONDITIONS[name] = f
        COND_WINDOWS[name] = frozenset(windows)
        return f
    return deco


def about(g: GameState, win: Any) -> Item | None:
    if win.about is None:
        return None
    return g.items.get(str(win.about))


def card_window(g: GameState, win: Any) -> Item | None:
    """The live card a pre-resolution window is about, if any."""
    if win.wkind not in ("card", "event"):
        return None
    a = about(g, win)
    if a is None or a.negated:
        return None
    return a


def mode_type(item: Item) -> str:
    t = item.extra.get("type")  # Otto's boxes count as the card type they show
    return str(t) if t else cards().get(item.card).mode_type(item.mode)


def changes_drink(item: Item) -> bool:
    c = cards().get(item.card)
    return bool(c.modes) and any(OPS[o["op"]].drink_change for o in c.modes[item.mode].effects)


def starts_ante(g: GameState, item: Item) -> bool:
    """Would this card make the players in the Round ante?"""
    c = cards().get(item.card)
    if not c.modes:
        return False
    ops = [o["op"] for o in c.modes[item.mode].effects]
    if "raise" in ops:
        return g.gambling is not None and g.gambling.started
    if "gamble" in ops:
        return g.gambling is not None and not g.gambling.started
    return False


def ends_round(item: Item) -> bool:
    """Would this card end the Round of Gambling (the pot to the Inn)?"""
    c = cards().get(item.card)
    return bool(c.modes) and any(o["op"] == "end_round_to_inn"
                                 for o in c.modes[item.mode].effects)


@cond("anytime", WINDOW_KINDS)
def _anytime(g: GameState, p: int, win: Any) -> list[int]:
    return [0]


@cond("sometimes_card", ("card", "event"))
def _sometimes_card(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    if a is None or a.kind != "card" or mode_type(a) != "sometimes":
        return []
    return [a.uid]


@cond("cheating_card")
def _cheating_card(g: GameState, p: int, win: Any) -> list[int]:
    """An anti-cheat card answers a Cheating card (001 "Forcing a Player to Leave a Round
    of Gambling": "I think it's time to stop foolin' around, don't you?")."""
    a = card_window(g, win)
    if a is None or a.kind != "card" or mode_type(a) != "cheating":
        return []
    return [a.uid]


@cond("drink_change_card")
def _drink_change_card(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    if a is None or a.kind != "card" or mode_type(a) != "sometimes" or not changes_drink(a):
        return []
    return [a.uid]


def window_drinks(g: GameState, win: Any) -> list[Any]:
    if win.wkind != "drinks":
        return []
    return [g.drinks[str(u)] for u in win.drinks if str(u) in g.drinks]


def mates(g: GameState, p: int) -> list[int]:
    """003 "Shared Defense": a Sometimes card is playable when you *or a teammate* qualify."""
    if g.mode not in TEAM_MODES:
        return [p]
    return team_mates(g, p)


@cond("ignore_drink", ("drinks",))
def _ignore_drink(g: GameState, p: int, win: Any) -> list[int]:
    m = mates(g, p)
    return [d.uid for d in window_drinks(g, win)
            if d.drinker in m and not d.ignored and not d.negated]


@cond("spike_drink", ("drinks",))
def _spike_drink(g: GameState, p: int, win: Any) -> list[int]:
    return [d.uid for d in window_drinks(g, win) if not d.negated and not d.ignored]


@cond("my_drink", ("drinks",))
def _my_drink(g: GameState, p: int, win: Any) -> list[int]:
    if len(g.living()) < 2:
        return []
    # 001 Mead card: "cannot be affected by any other card that splits a Drink".
    m = mates(g, p)
    return [d.uid for d in window_drinks(g, win) if d.drinker in m and not d.negated
            and not _self_splitting(d)]


def _self_splitting(d: Any) -> bool:
    c = cards().get(d.cards[0])
    return bool(c.drink and c.drink.self_split)


@cond("ignore_event", ("card", "event"))
def _ignore_event(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    if a is None or a.kind != "event" or all(q in a.ignored_by for q in mates(g, p)):
        return []
    return [a.uid]


@cond("leave_gambling")
def _leave_gambling(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    gm = g.gambling
    if a is None or gm is None or gm.ended or not starts_ante(g, a):
        return []
    if not any(q in gm.in_round for q in mates(g, p)):
        return []
    return [a.uid]


@cond("ignore_attack")
def _ignore_attack(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    if a is None or a.kind != "card" or not (may_change(a, ("fortitude", -1))
                                             or may_change(a, ("alcohol", 1))):
        return []
    for q in mates(g, p):
        if q in a.ignored_by:
            continue
        if hits(g, a, q, ("fortitude", -1)) or hits(g, a, q, ("alcohol", 1)):
            return [a.uid]
    return []


@cond("ignore_gold")
def _ignore_gold(g: GameState, p: int, win: Any) -> list[int]:
    # 003 "Negate and Ignore Effects": not your own payment; not a Round of Gambling.
    a = card_window(g, win)
    if a is None or a.kind != "card" or a.owner in mates(g, p) or not (
            may_change(a, ("gold", -1)) or may_change(a, ("gold", 1))):
        return []
    for q in mates(g, p):
        if q not in a.ignored_by and (hits(g, a, q, ("gold", -1))
                                      or hits(g, a, q, ("gold", 1))):
            return [a.uid]
    return []


@cond("fortitude_loss")
def _fortitude_loss(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    if a is None or not may_change(a, ("fortitude", -1)):
        return []
    for q in mates(g, p):
        if q not in a.ignored_by and hits(g, a, q, ("fortitude", -1)):
            return [a.uid]
    return []


@cond("hit_back", ("after",))
def _hit_back(g: GameState, p: int, win: Any) -> list[int]:
    if win.wkind != "after":
        return []
    a = about(g, win)
    m = mates(g, p)
    if a is None or a.owner in m or not any(a.losses.get(str(q), 0) > 0 for q in m):
        return []
    if not g.players[a.owner].alive:
        return []
    return [a.uid]


@cond("gold_payment")
def _gold_payment(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    if a is None or a.kind != "card" or not may_change(a, ("gold", -1)):
        return []
    if any(hits(g, a, q, ("gold", -1)) for q in g.living()):
        return [a.uid]
    return []


@cond("in_gambling", (GAMBLING,))
def _in_gambling(g: GameState, p: int, win: Any) -> list[int]:
    gm = g.gambling
    if gm is None or not gm.started or gm.ended:
        return []
    a = card_window(g, win)
    # 000 "Oh, I guess the Wench thought that was her tip...": not in answer to "Gambling?
    # I'm in!" or "I raise!" to dodge an ante, nor to a card that would end the Round (another
    # copy of itself included). Its other two points hold by the flow: no window follows the
    # last pass, and a card that makes a player leave is answered like any card.
    if a is not None and (starts_ante(g, a) or ends_round(a)):
        return []
    return [0]


@cond("gambling_payment")
def _gambling_payment(g: GameState, p: int, win: Any) -> list[int]:
    a = card_window(g, win)
    gm = g.gambling
    if a is None or gm is None or gm.ended or not starts_ante(g, a):
        return []
    if not any(q in gm.in_round and q not in a.exempt for q in mates(g, p)):
        return []
    return [a.uid]


@cond("my_order_phase", (ORDER_PHASE,))
def _my_order_phase(g: GameState, p: int, win: Any) -> list[int]:
    if win.wkind == "phase" and g.phase == "order" and p == g.active:
        return [0]
    return []


@cond("boost_card")
def _boost_card(g: GameState, p: int, win: Any) -> list[int]:
    """A card you (or a teammate) played whose effects include numbers (Strength Potion)."""
    a = card_window(g, win)
    if a is None or a.kind != "card" or a.owner not in mates(g, p):
        return []
    if any("amount" in o for o in effective_effects(a)):
        return [a.uid]
    return []


def _condition_problem(word: Any) -> str | None:
    return None if word in CONDITIONS else f"unknown condition {word!r}"


# the card database checks a mode's `responds_to` against the conditions above
card_db.CHECKS["condition"] = _condition_problem
