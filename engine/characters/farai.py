"""Father Farai: three Brew decks, the Farai token and progress counters (002 "Father Farai").

Setup: each 4-card Brew deck (Beer, Wine, Spirits) is shuffled and its top card revealed;
after the opening hands Farai puts his token at one of the revealed Brews. A card with the
work symbol for a Brew (the `work` op, the last of its effects, so it comes after all the
others and not at all if the card is Negated): if the token is at that Brew, one progress
counter goes on it, else the token moves there (no counter). The mash paddle (`paddle`):
his choice, move to a different Brew or add a counter where the token is. When the last
counter a Brew needs goes on, it is played at once as an Action card from his hand (it can
be responded to), then its counters come off and it goes to the Brew discard pile; the next
card of that deck is revealed. Brews never reshuffle. When a whole deck is finished, after
its last Brew resolves he may move the token to another deck; the token never moves onto an
empty deck (it stays where it is).

An Ignored card's work still happens (only a Negated card's does not): 002 is silent, but
000 "Negate and Ignore Effects" settles it, Ignoring "has no effect on you. It still affects
other players as usual" (its Ignore Example: Serena still gains her Piety). Project's
reading where 002 is silent: a Brew's effects pick their own victims
(each other player, the player with the most Fortitude, ...): Farai does not choose.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import cards
from engine.effects.ops import OpSpec, register
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import TOP, Actions, AIHints, CardKinds, Hooks, Kit, Scenario, Seat, Texts, Zone
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt

BREWS = ("beer", "wine", "spirits")
STAY = "stay"


def deck_key(brew: str) -> str:
    return f"brews_{brew}"


def brew_deck(g: GameState, p: int, brew: str) -> list[str]:
    return g.players[p].state.setdefault(deck_key(brew), [])


def progress(g: GameState, p: int) -> dict[str, int]:
    st = g.players[p].state
    got = st.get("brews")
    if not isinstance(got, dict):
        got = st["brews"] = {b: 0 for b in BREWS}
    return got


def token(g: GameState, p: int) -> str | None:
    at = g.players[p].state.get("brew_at")
    return str(at) if at else None


def needed(card: str) -> int:
    return int(cards().get(card).data.get("progress", 1))


def open_brews(g: GameState, p: int) -> list[str]:
    """The Brew decks with a card left (the token may go there)."""
    return [b for b in BREWS if brew_deck(g, p, b)]


def move_token(g: GameState, p: int, brew: str) -> None:
    """002: "If Farai's token would move to an empty Brew deck, it stays where it is."""
    if not brew_deck(g, p, brew):
        return
    old = token(g, p)
    g.players[p].state["brew_at"] = brew
    if old != brew:
        emit(g, "brew_token", player=p, old=old, new=brew)


def add_progress(g: GameState, p: int) -> None:
    """One counter on the Brew at the token; the last one it needs finishes it."""
    at = token(g, p)
    if at is None or not brew_deck(g, p, at):
        return
    prog = progress(g, p)
    prog[at] = prog.get(at, 0) + 1
    top = brew_deck(g, p, at)[0]
    emit(g, "brew_progress", player=p, brew=at, card=top, progress=prog[at], need=needed(top))
    if prog[at] >= needed(top):
        finish(g, p, at)


def work(g: GameState, p: int, brew: str) -> None:
    if token(g, p) == brew:
        add_progress(g, p)
    else:
        move_token(g, p, brew)


def finish(g: GameState, p: int, brew: str) -> None:
    """The Brew is played at once as an Action card from Farai's hand; its counters come
    off and it goes to the Brew discard (where it is resolved from, like a revealed Event)."""
    from engine.flow.play_card import PlayCard

    card = brew_deck(g, p, brew).pop(0)
    progress(g, p)[brew] = 0
    g.players[p].state.setdefault("brew_discard", []).append(card)
    emit(g, "brew_finished", player=p, brew=brew, card=card,
         next=brew_deck(g, p, brew)[0] if brew_deck(g, p, brew) else None)
    g.stack.append(AfterBrew(p, brew))
    c = cards().get(card)
    g.stack.append(PlayCard(player=p, card=card, context="effect", source="virtual",
                            effects=list(c.modes[0].effects) if c.modes else [],
                            extra={"type": "action"}))


def _brew_options(g: GameState, p: int, stay: bool) -> tuple[Option, ...]:
    opts = tuple(Option(label=b) for b in open_brews(g, p) if b != token(g, p))
    return opts + ((Option(label=STAY),) if stay else ())


@dataclass
class AfterBrew(Frame):
    """002: "If Farai finishes all cards in a Brew deck, then after the last one resolves,
    you may move Farai's token to the deck of your choice." """

    player: int
    brew: str

    def step(self, g: GameState) -> Prompt | None:
        p = self.player
        if g.over or not g.players[p].alive or brew_deck(g, p, self.brew) \
                or not open_brews(g, p):
            g.stack.pop()
            return None
        return ask(self, g, Prompt(p, "choose", _brew_options(g, p, True),
                                   ctx(g, reason="brew_move", to=self.brew)))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        if opt.label in BREWS:
            move_token(g, self.player, str(opt.label))


register_frame("after_brew", AfterBrew)


@dataclass
class PlaceToken(Frame):
    """002 Setup: after the opening hands, the token goes above one revealed Brew."""

    player: int

    def step(self, g: GameState) -> Prompt | None:
        if token(g, self.player) is not None or not open_brews(g, self.player):
            g.stack.pop()
            return None
        opts = tuple(Option(label=b) for b in open_brews(g, self.player))
        return ask(self, g, Prompt(self.player, "choose", opts, ctx(g, reason="brew_at")))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        move_token(g, self.player, str(opt.label))


register_frame("place_brew_token", PlaceToken)


@dataclass
class Paddle(Frame):
    """The mash paddle: move to a different Brew, or add a counter where the token is."""

    player: int

    def step(self, g: GameState) -> Prompt | None:
        p = self.player
        if g.over or not g.players[p].alive:
            g.stack.pop()
            return None
        at = token(g, p)
        opts = ((Option(label="progress"),) if at is not None and brew_deck(g, p, at)
                else ()) + _brew_options(g, p, False)
        if not opts:
            g.stack.pop()
            return None
        return ask(self, g, Prompt(p, "choose", opts, ctx(g, reason="paddle", to=at)))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        if opt.label == "progress":
            add_progress(g, self.player)
        elif opt.label in BREWS:
            move_token(g, self.player, str(opt.label))


register_frame("mash_paddle", Paddle)


def _op_work(g: GameState, item: Item, op: dict[str, Any]) -> None:
    if g.players[item.owner].character == KIT.id:
        work(g, item.owner, str(op["brew"]))


def _op_paddle(g: GameState, item: Item, op: dict[str, Any]) -> None:
    if g.players[item.owner].character == KIT.id:
        g.stack.append(Paddle(item.owner))


def _work_text(op: dict[str, Any]) -> str:
    b = str(op.get("brew", "?")).title()
    return (f"Farai works on the {b}: a progress counter if his token is there, "
            f"else the token moves there.")


register(OpSpec("work", {"brew": str}, _op_work, _work_text))
register(OpSpec("paddle", {}, _op_paddle, lambda op: (
    "Mash paddle: move Farai's token to a different Brew, or add a progress counter to "
    "the Brew it is at.")))


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    deck = cards().character(g.players[p].character)
    for b in BREWS:
        if deck_key(b) not in st:
            cards_of = deck.side_deck(deck_key(b))
            g.rng.shuffle(cards_of)
            st[deck_key(b)] = cards_of
    st.setdefault("brew_discard", [])
    st.setdefault("brews", {b: 0 for b in BREWS})
    st.setdefault("brew_at", None)


def _opening(g: GameState, p: int) -> None:
    if token(g, p) is None:
        g.stack.append(PlaceToken(p))


def _read_progress(v: Any) -> int:
    n = int(v)
    if n < 1:
        raise ValueError("a Brew needs at least 1 progress counter")
    return n


def _brew_text(card: Any) -> str:
    from engine.effects.text import ops_text

    ops = card.modes[0].effects if card.modes else ()
    n = card.data.get("progress", 1)
    return (f"Brew ({n} progress). When finished, Farai plays it at once as an Action "
            f"card: " + ops_text(ops))


def _read_brews(v: Any) -> dict[str, int]:
    if not isinstance(v, dict) or set(v) - set(BREWS):
        raise ValueError("brews is {beer: N, wine: N, spirits: N}")
    return {b: int(v.get(b, 0)) for b in BREWS}


def _read_at(v: Any) -> str | None:
    if v is None or v in BREWS:
        return None if v is None else str(v)
    raise ValueError("brew_at is beer, wine, spirits or null")


def _mine(table: Any) -> dict[str, Any]:
    return dict(table.view["players"][table.me].get("state") or {})


def _top(st: dict[str, Any], b: str) -> str | None:
    """The revealed top Brew, from a view (`brews_X_top`) or a sampled state (the deck)."""
    if f"brews_{b}_top" in st:
        return st[f"brews_{b}_top"]
    deck = st.get(deck_key(b)) or []
    return str(deck[0]) if deck else None


def _size(st: dict[str, Any], b: str) -> int:
    if f"brews_{b}_size" in st:
        return int(st[f"brews_{b}_size"])
    return len(st.get(deck_key(b)) or [])


def ai_place(table: Any, prompt: Prompt) -> list[float]:
    """Normal: the Brew that finishes soonest (fewest counters to go), then the larger deck."""
    st = _mine(table)
    out = []
    for o in prompt.options:
        b = str(o.label)
        if b not in BREWS:
            out.append(-0.5 if o.label == STAY else -1e6)
            continue
        top = _top(st, b)
        need = needed(top) if top else 9
        done = int((st.get("brews") or {}).get(b, 0))
        out.append(-(need - done) + 0.1 * _size(st, b))
    return out


def ai_paddle(table: Any, prompt: Prompt) -> list[float]:
    """Normal's paddle: progress where the token is (a Brew only pays when finished),
    unless another Brew is one counter from done; moving costs a turn of work."""
    st = _mine(table)
    at = st.get("brew_at")
    out = []
    for o in prompt.options:
        if o.label == "progress":
            out.append(1.0)
            continue
        b = str(o.label)
        top = _top(st, b)
        left = (needed(top) if top else 9) - int((st.get("brews") or {}).get(b, 0))
        out.append(1.5 if left <= 1 and b != at else -0.5)
    return out


def ai_work(table: Any, cid: str) -> float:
    """Normal: working where the token is pays (more when it finishes the Brew), moving
    to a Brew with counters on it a little; a paddle is always worth a counter."""
    st = _mine(table)
    at = st.get("brew_at")
    prog = st.get("brews") or {}
    v = 0.0
    for o in cards().get(cid).modes[0].effects if cards().get(cid).modes else ():
        if o["op"] == "paddle":
            v += 1.0
        elif o["op"] == "work":
            b = str(o["brew"])
            top = _top(st, b)
            if top is None:
                continue
            left = needed(top) - int(prog.get(b, 0))
            v += (3.0 if left <= 1 else 1.2) if b == at else 0.3 + 0.3 * int(prog.get(b, 0))
    return v


KIT = register_kit(Kit(
    "farai",
    event_kinds=("brew_token", "brew_progress", "brew_finished"),
    zones=tuple(Zone(deck_key(b), "pile", TOP, counts_for_conservation=True,
                     side_deck=deck_key(b)) for b in BREWS)
    + (Zone("brew_discard", "pile", counts_for_conservation=True),
       Zone("brews", "map"), Zone("brew_at", "map")),
    hooks=Hooks(setup=_setup, opening=_opening),
    actions=Actions(choose_reasons=("brew_at", "paddle", "brew_move")),
    scenario=Scenario(
        state_keys=("brew_at", "brews", "brew_discard"),
        readers={"brews": _read_brews, "brew_at": _read_at},
    ),
    cards=CardKinds(
        types=("brew",),
        fields={"progress": _read_progress},
        text={"brew": _brew_text},
    ),
    ai=AIHints(
        choose={"brew_at": ai_place, "paddle": ai_paddle, "brew_move": ai_place},
        card=ai_work,
    ),
    texts=Texts(
        choose={"brew_at": "Where does Father Farai start brewing?",
                "paddle": "Mash paddle: keep stirring, or move to another Brew?",
                "brew_move": "That Brew deck is finished: move your token?"},
        options={r: {"beer": "Beer", "wine": "Wine", "spirits": "Spirits",
                     "progress": "Add a progress counter", STAY: "Stay"}
                 for r in ("brew_at", "paddle", "brew_move")},
        rules="Father Farai keeps three 4-card Brew decks (Beer, Wine, Spirits), each with "
              "its top card face up, and starts with his token at one of them. A card with "
              "a Brew's work symbol, once its other effects are done: a progress counter on "
              "that Brew if his token is there, else the token moves there. The mash paddle "
              "lets him choose: move to another Brew, or add a counter where he is. When a "
              "Brew gets the counters it needs he plays it at once as an Action card (it "
              "can be responded to), then it goes to the Brew discard pile and the next one "
              "is revealed. Brews never reshuffle; after a deck's last Brew he may move his "
              "token, and it never moves onto an empty deck. An Ignored card's work still "
              "happens (only a Negated card's does not): Ignoring a card spares only the "
              "player who Ignores it (RDI 3's rules, Negate and Ignore). The project's own "
              "reading where the rules are silent: a Brew's effects pick their own victims.",
        setup="Father Farai works on three Brews at once; each finished Brew is served "
              "at once, for better or (for you) worse.",
    ),
    seat=Seat(table_order=8),
))
