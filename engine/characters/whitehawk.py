"""Captain Whitehawk of the Crimson Drake (001; cards.md §2: no side mechanic).

Her identity is in her cards: gambling ("Ante up or walk the plank!"; "That's a fine hand
there, but this one's got you beat", a Gambling card that may follow "Winning Hand!"),
taking half of a pot someone else collects ("What a coincidence, I happen to have the same
hand!", 001 Timing Example 3; the Prize stays with the winner unless they give it to her,
003 "The Prize Variant") and command ("Drink up! Captain's orders": a player drinks at once;
001 "Drinking Contest": such extra Drinks do not count in a contest).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import cards
from engine.effects.conditions import cond
from engine.effects.ops import OpSpec, register, who
from engine.effects.stats import move_gold
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.frames import Frame, register_frame
from engine.kits import Actions, AIHints, Kit, Seat, Texts
from engine.kits import register as register_kit
from engine.model import GameState, Item
from engine.prompts import Option, Prompt
from engine.variant_registry import give_stake, held_stakes

KEEP, GIVE = "keep", "give"


@cond("pot_taken", ("pot",))
def _pot_taken(g: GameState, p: int, win: Any) -> list[int]:
    """A player other than you has just taken a Round's pot (001 Timing Example 3)."""
    got = g.pot_taken
    if win.wkind != "pot" or got is None or got.player == p:
        return []
    if g.players[got.player].gold <= 0 or got.shared:
        return []
    return [0]


def _share_pot(g: GameState, item: Item, op: dict[str, Any]) -> None:
    got = g.pot_taken
    if got is None or got.shared:
        return
    got.shared = True
    winner = got.player
    half = min(got.amount // 2, g.players[winner].gold)
    move_gold(g, winner, item.owner, half, cause=item.card)
    if got.stakes and not g.players[winner].automaton:
        g.stack.append(PotPrize(winner, item.owner, list(got.stakes)))


register(OpSpec("share_pot", {}, _share_pot, lambda op: (
    "Take half of that pot (rounded down) from the player who took it. They decide who "
    "keeps a Prize won with it.")))


@dataclass
class PotPrize(Frame):
    """003 "The Prize Variant": the original winner chooses whether the Captain gets the
    Prize that came with the pot (any variant's stakes: engine/variant_registry.py hands them)."""

    winner: int
    taker: int
    stakes: list[str]

    @classmethod
    def from_saved(cls, d: dict[str, Any]) -> PotPrize:
        """A save of an earlier layout of format 1 named the stakes after the Prize's pile: the
        one list of the frame."""
        if "stakes" not in d:
            d = {"winner": d["winner"], "taker": d["taker"],
                 "stakes": next(v for v in d.values() if isinstance(v, list))}
        return cls(**d)

    def step(self, g: GameState) -> Prompt | None:
        held = held_stakes(g, self.winner)
        if g.over or not any(x in held for x in self.stakes):
            g.stack.pop()
            return None
        opts = (Option(label=KEEP), Option(label=GIVE))
        return ask(self, g, Prompt(self.winner, "choose", opts,
                                   ctx(g, reason="pot_prize", to=self.stakes[0])))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        if opt.label != GIVE:
            return
        for x in self.stakes:
            if give_stake(g, self.winner, self.taker, x):
                emit(g, "prize_given", card=x, frm=self.winner, to=self.taker)


register_frame("pot_prize", PotPrize)


def _drink_now(g: GameState, item: Item, op: dict[str, Any]) -> None:
    """The named player reveals Drinks from the Drink Deck until one is not a Drink Event
    and drinks it at once (its own window; a Drink Event revealed this way does nothing)."""
    from engine.flow.drinking import DrinkResolve, new_drink, reveal_chasers
    from engine.kits import is_shielded

    for p in reversed(who(g, item, op)):  # pushed last-first: resolved in turn order
        if p in item.ignored_by or not g.players[p].alive or is_shielded(g, p):
            continue
        c = _next_drink(g, p)
        if c is None:
            return
        d = new_drink(g, c, p, p)
        reveal_chasers(g, d, None)
        g.stack.append(DrinkResolve([d.uid], p, c))


def _next_drink(g: GameState, p: int) -> str | None:
    """The top Drink of the Drink Deck, Drink Events revealed on the way discarded (at most
    a whole deck's worth: the deck could hold nothing but Events)."""
    from engine.flow.drinking import discard_drink, draw_drink

    for _ in range(len(g.drink_deck) + len(g.drink_discard) + 1):
        c = draw_drink(g)
        if c is None:
            return None
        emit(g, "drink_revealed", player=p, card=c, chaser=False)
        if not cards().get(c).is_event:
            return c
        discard_drink(g, c)
    return None


register(OpSpec("drink_now", {"who": str}, _drink_now, lambda op: (
    "The chosen player reveals the top Drink of the Drink Deck and drinks it now (Drink "
    "Events revealed this way are discarded). It does not count in a Drinking Contest.")))
# No `changes`: making a player drink is not directly changing their Alcohol Content (001
# "The Wench thinks...": a card that "forces you to drink" is not one that "directly
# increases your Alcohol Content"); the Drink itself can be Ignored as any Drink.


def ai_pot_prize(table: Any, prompt: Prompt) -> list[float]:
    return [1.0 if o.label == KEEP else 0.0 for o in prompt.options]


def ai_pot_taken(policy: Any, table: Any, inf: Any, to: Any) -> float:
    return 6.0  # free Gold from a rival


KIT = register_kit(Kit(
    "whitehawk",
    event_kinds=("prize_given",),
    actions=Actions(choose_reasons=("pot_prize",)),
    ai=AIHints(choose={"pot_prize": ai_pot_prize}, conditions={"pot_taken": ai_pot_taken}),
    texts=Texts(
        choose={"pot_prize": "The Captain takes half your pot: who keeps the Prize?"},
        options={"pot_prize": {KEEP: "I keep the Prize", GIVE: "Give her the Prize"}},
        conditions={"pot_taken": "Play after another player takes the pot of a Round of "
                                 "Gambling."},
        rules="Captain Whitehawk has no side mechanic. 'That's a fine hand there, but this "
              "one's got you beat' may take control even after 'Winning Hand!'. 'What a "
              "coincidence, I happen to have the same hand!' is played once a player "
              "other than her has taken a pot: she takes half of it, rounded down (the "
              "rounding is the project's own), and the winner decides whether she also "
              "gets a Prize won with it. 'Drink up! Captain's orders' makes a player drink "
              "the top Drink of the Drink Deck at once; such an extra Drink does not count "
              "in a Drinking Contest.",
        setup="Captain Whitehawk gambles boldly and gives orders nobody refuses twice.",
    ),
    seat=Seat(table_order=20),
))
