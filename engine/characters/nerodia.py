"""Nerodia the Petrifier: Petrify, Decay, Glare (002 "Nerodia the Petrifier").

Petrify X (an op, part of a card's effects: Negate or Ignore stops it): each player it
names gives X cards of their choice from hand, face down, to the BOTTOM of her
Petrification Pile; all the cards she gains at once go under it in a random order. She
never sees them. Nerodia's own cards are never Petrified (a Petrify redirected to her does
nothing), Otto is never Petrified, and a player with no cards in hand gives none.
Decay: at the beginning of her turn the top card of the pile goes back to its owner's hand.
Glare X (a cost a card lists): declared as she plays the card, only with X cards in the
pile; X cards from the TOP go under the played card and back to their owners' hands when it
leaves play, even Negated or Ignored; each Glare of a card once. A card returned to an
eliminated player is discarded; an eliminated player's cards stay in the pile until they
Decay or are Glared; when Nerodia is eliminated the whole pile goes back to its owners.

The pile is `petrified` (card ids, bottom first, face down: everyone sees its size) with
`petrified_owners` beside it (the name of the player each card came from, which everyone
saw).
A card given up is chosen by its owner: 002 settles it (the player "must give that many
cards, face down, from their hand"); they give them one at a time, and the random order
is the game's seeded RNG.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards
from engine.effects.ops import OpSpec, register, who
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import (
    HIDDEN,
    Actions,
    AIHints,
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

PILE = "petrified"
OWNERS = "petrified_owners"
GLARING = "glaring"  # Glared cards paid for, until the card they are under is played


def pile(g: GameState, p: int) -> list[str]:
    return g.players[p].state.setdefault(PILE, [])


def owner_names(g: GameState, p: int) -> list[str]:
    """The owners' names beside the pile (filled in for a scenario that gave none)."""
    st = g.players[p].state
    got = st.get(OWNERS)
    if not isinstance(got, list) or len(got) != len(pile(g, p)):
        got = st[OWNERS] = _guess_owners(g, p, pile(g, p))
    return got


def owners(g: GameState, p: int) -> list[int]:
    return [g.index(n) for n in owner_names(g, p)]


def _guess_owners(g: GameState, p: int, cards_: list[str]) -> list[str]:
    """Owners for a pile a scenario gave as card ids only: the first other player (in
    turn order) whose deck holds that card."""
    db = cards()
    out = []
    others = [q for q in g.order_from(p) if q != p and not g.players[q].automaton]
    for c in cards_:
        who_ = next((q for q in others if c in db.deck_list(g.players[q].character)),
                    others[0] if others else p)
        out.append(g.players[who_].name)
    return out


def return_card(g: GameState, owner: int, card: str) -> None:
    """A Petrified card goes back to its owner's hand, or their discard pile when they
    are out of the game (002: "the card is simply discarded")."""
    from engine.discards import discard_card

    pl = g.players[owner]
    if pl.alive:
        pl.hand.append(card)
    else:
        discard_card(g, owner, card)
    emit(g, "unpetrified", player=owner, hand_size=len(pl.hand), discarded=not pl.alive)


def take_top(g: GameState, p: int, n: int) -> list[tuple[int, str]]:
    """The top `n` cards of the pile (its end) with their owners, top first."""
    got = []
    pl, ow = pile(g, p), owner_names(g, p)
    for _ in range(min(n, len(pl))):
        got.append((g.index(ow.pop()), pl.pop()))
    return got


def add_bottom(g: GameState, p: int, given: list[tuple[int, str]]) -> None:
    """002: cards gained at once go under the pile in a random order."""
    given = list(given)
    g.rng.shuffle(given)
    ow = owner_names(g, p)
    g.players[p].state[PILE] = [c for _o, c in given] + pile(g, p)
    g.players[p].state[OWNERS] = [g.players[o].name for o, _c in given] + ow
    counts: dict[int, int] = {}
    for o, _c in given:
        counts[o] = counts.get(o, 0) + 1
    for o, n in counts.items():
        emit(g, "petrified", player=o, nerodia=p, count=n, size=len(pile(g, p)),
             hand_size=len(g.players[o].hand))


@dataclass
class Petrify(Frame):
    """Each named player gives `amount` cards of their choice, one at a time; then all of
    them go under Nerodia's pile together."""

    nerodia: int
    victims: list[int]
    amount: int
    i: int = 0
    given: int = 0
    taken: list[list[Any]] = field(default_factory=list)  # [owner, card] in transit

    def held(self) -> list[tuple[int, str]]:
        return [(int(o), str(c)) for o, c in self.taken]

    def step(self, g: GameState) -> Prompt | None:
        while self.i < len(self.victims):
            v = self.victims[self.i]
            hand = g.players[v].hand
            if self.given >= self.amount or not hand or not g.players[v].alive:
                self.i += 1
                self.given = 0
                continue
            opts = tuple(Option(card=c) for c in dict.fromkeys(hand))
            return ask(self, g, Prompt(v, "choose", opts, ctx(g, reason="petrify")))
        g.stack.pop()
        if self.taken:
            add_bottom(g, self.nerodia, [(int(o), str(c)) for o, c in self.taken])
        return None

    def answer(self, g: GameState, opt: Option) -> None:
        v = self.victims[self.i]
        g.players[v].hand.remove(str(opt.card))
        self.taken.append([v, str(opt.card)])
        self.given += 1


register_frame("petrify", Petrify)


def _op_petrify(g: GameState, item: Item, op: dict[str, Any]) -> None:
    me = item.owner
    if g.players[me].character != KIT.id:
        return
    victims = [q for q in who(g, item, op) if q != me and q not in item.ignored_by
               and not g.players[q].automaton and g.players[q].alive]
    if victims:
        g.stack.append(Petrify(me, victims, int(op.get("amount", 1))))


def _petrify_text(op: dict[str, Any]) -> str:
    from engine.effects.ops import _players_txt, _verb

    n = int(op.get("amount", 1))
    return f"{_players_txt(op)} {_verb(op, 'Petrifies')} {n} card{'s' if n != 1 else ''}."


register(OpSpec("petrify", {"who": str, "amount": int}, _op_petrify, _petrify_text))


def _decay(g: GameState, p: int) -> None:
    """002 "Decay": the top card goes back to its owner at the beginning of her turn."""
    for owner, card in take_top(g, p, 1):
        emit(g, "decayed", player=p, owner=owner, size=len(pile(g, p)))
        return_card(g, owner, card)


def _eliminated(g: GameState, p: int) -> None:
    """002: "If Nerodia is eliminated, all cards in her Petrification Pile return to
    their owners' hands." """
    for owner, card in take_top(g, p, len(pile(g, p))):
        return_card(g, owner, card)


def _glare_pay(g: GameState, p: int, n: Any, label: str) -> None:
    st = g.players[p].state
    st.setdefault(GLARING, []).extend([o, c] for o, c in take_top(g, p, int(n)))
    emit(g, "glared", player=p, count=int(n), size=len(pile(g, p)))


def _on_play(g: GameState, item: Item) -> None:
    """The Glared cards go under the card as it is played."""
    held = g.players[item.owner].state.pop(GLARING, None)
    if held:
        item.extra["glared"] = held


def _on_finish(g: GameState, item: Item) -> None:
    """002: when the card goes to her discard pile (even Negated or Ignored) the Glared
    cards under it go back to their owners' hands."""
    for owner, card in item.extra.get("glared") or ():
        return_card(g, int(owner), str(card))


def _foreign(g: GameState, p: int) -> list[tuple[int, str]]:
    st = g.players[p].state
    out = list(zip(owners(g, p), pile(g, p))) if st.get(PILE) else []
    out += [(int(o), str(c)) for o, c in st.get(GLARING) or ()]
    for it in g.items.values():
        if it.owner == p:
            out += [(int(o), str(c)) for o, c in it.extra.get("glared") or ()]
    return out


def _setup(g: GameState, p: int) -> None:
    pile(g, p)
    for name in owner_names(g, p):
        g.index(name)  # a scenario's owner names must name players


def _read_owners(v: Any) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError("petrified_owners is a list of player names, bottom first")
    return [str(x) for x in v]


def ai_give(table: Any, prompt: Prompt) -> list[float]:
    """Normal gives up the card it would keep least (it may come back later)."""
    from engine.ai.cardinfo import info

    return [-info(str(o.card)).value if o.card else -1e6 for o in prompt.options]


def ai_petrify(table: Any, cid: str) -> float:
    """Normal: cards Petrified are cards a rival cannot play (and fuel for her Glares)."""
    c = cards().get(cid)
    v = 0.0
    for o in c.modes[0].effects if c.modes else ():
        if o["op"] == "petrify":
            rivals = len(table.opponents) if o.get("who") == "each_other" else 1
            v += 0.9 * int(o.get("amount", 1)) * rivals
    return v


KIT = register_kit(Kit(
    "nerodia",
    event_kinds=("petrified", "decayed", "glared", "unpetrified"),
    zones=(Zone(PILE, "pile", HIDDEN),),
    costs=(Cost("glare", "glare",
                lambda g, p, n: [YES] if len(pile(g, p)) >= int(n) else [],
                _glare_pay, ai_unit=0.15, text=lambda n: f"Glare {n}"),),
    hooks=Hooks(
        setup=_setup,
        begin=_decay,
        eliminated=_eliminated,
        on_play=_on_play,
        on_finish=_on_finish,
    ),
    statics=Statics(foreign=_foreign),
    actions=Actions(choose_reasons=("petrify", "glare")),
    scenario=Scenario(state_keys=(PILE, OWNERS), readers={OWNERS: _read_owners}),
    ai=AIHints(choose={"petrify": ai_give}, card=ai_petrify),
    texts=Texts(
        choose={"petrify": "Nerodia's gaze: which card turns to stone?",
                "glare": "Glare with {to}? (cards from the top of your pile)"},
        rules="Petrify X: each player named gives X cards of their choice from hand, face "
              "down, to the bottom of Nerodia's Petrification Pile (several at once go in a "
              "random order; she never sees them). Her own cards and Otto are never "
              "Petrified, and an empty hand gives nothing; a Negated or Ignored card "
              "Petrifies no one. Decay: at the beginning of her turn the top card goes "
              "back to its owner's hand. Glare X: as she plays a card she may spend X "
              "cards from the top of the pile (she needs X there), which go under the card "
              "and back to their owners when it is discarded, even if Negated or Ignored; "
              "each Glare once. A card returned to an eliminated player is discarded; "
              "their cards stay in the pile until they Decay or are Glared; when Nerodia "
              "is eliminated the whole pile goes back to its owners. As a Boss she shuffles "
              "in her 15-card Boss deck (the project's own cards). The player who Petrifies "
              "chooses the cards they give, as the rules say they give them from their hand.",
        setup="Nerodia turns your cards to stone and glares them back at you.",
    ),
    seat=Seat(table_order=9, boss=True),
))
