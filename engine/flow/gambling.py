"""Rounds of Gambling (003 "Gambling").

The Round is a frame that walks clockwise from the starter asking `gamble`;
control passes to whoever resolves a Gambling or Cheating card; the Round ends
when everyone else in it passes after the controller, when one player is left,
or when a card ends it. No controller at the end sends the pot to the Inn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import CardDef, cards
from engine.effects.conditions import COND_WINDOWS
from engine.effects.ops import OpSpec, op_amount, register
from engine.effects.stats import move_gold
from engine.events import emit
from engine.flow.common import ask, ctx
from engine.flow.elimination import Elimination, passing_out
from engine.flow.kit_calls import anytime_options, do_anytime
from engine.flow.play_card import PlayCard
from engine.flow.responses import (
    MODE_FILTERS,
    PLAY_STARTS,
    RESPONSE_TYPES,
    plotted_options,
    static_hand_options,
    static_modes,
    usable_modes,
)
from engine.flow.window import Window
from engine.frames import Frame, register_frame
from engine.kits import is_shielded, kit, play_zones
from engine.model import Gambling, GameState, Item, PotTaken
from engine.prompts import PASS, Option, Prompt, card_option
from engine.team_queries import mates
from engine.variant_registry import pot_taken, round_started

BEATS_WINNING_HAND = "beats_winning_hand"


def prepare_round(g: GameState, starter: int) -> None:
    """A Round is being started: everyone is in it until they leave (before the ante)."""
    g.gambling = Gambling(starter=starter, in_round=g.order_from(starter))


def gamble_card(g: GameState, item: Item) -> None:
    """'Gambling? I'm in!': start the prepared Round, or take control of a running one."""
    gm = g.gambling
    if gm is None or gm.ended:
        return
    if gm.started:
        take_control(g, item.owner)
        return
    gm.started = True
    emit(g, "gambling_started", player=item.owner)
    for p in [q for q in gm.in_round if is_shielded(g, q)]:
        # 003 "Your Turn Ends Now": a Champion who is "not there" (or anyone who Ignores all
        # effects: Private Pixie Time) "automatically Ignores the effects of whatever they
        # are the Champion for": not in the Round, no ante
        leave(g, p)
    round_started(g, item.extra)  # a variant's stake goes into the pot (the Prize)
    # 003 "Running out of Gold During Gambling": a starter who cannot ante means no one antes.
    if g.players[gm.starter].gold <= 0 and gm.starter in gm.in_round \
            and gm.starter not in item.exempt:
        gm.no_ante = True
    else:
        ante_all(g, item, 1)
    if gm.starter in gm.in_round:
        gm.controller = gm.starter
        emit(g, "gambling_control", player=gm.starter)
    n = len(g.players)
    gm.pointer = (gm.starter + 1) % n
    gm.passes = 0


def ante_all(g: GameState, item: Item, amount: int) -> None:
    """Every player still in the Round antes (counts as losing Gold). A Round already ended
    takes no ante: "I raise!" answered by the Wench's tip ends the Round first, and the raise
    then has no Round to raise (000 "Oh, I guess the Wench thought that was her tip...")."""
    gm = g.gambling
    if gm is None or gm.ended:
        return
    for p in g.order_from(item.owner):
        if p not in gm.in_round or p in item.exempt or p in item.ignored_by:
            continue
        move_gold(g, p, "pot", amount, cause="ante")


def take_control(g: GameState, p: int) -> None:
    gm = g.gambling
    if gm is None or not gm.started or gm.ended or p not in gm.in_round:
        return
    gm.controller = p
    gm.winning_hand = False
    gm.passes = 0
    emit(g, "gambling_control", player=p)


def leave(g: GameState, p: int) -> None:
    gm = g.gambling
    if gm is None or gm.ended or p not in gm.in_round:
        return
    gm.in_round.remove(p)
    if gm.controller == p:
        gm.controller = None
    gm.passes = 0
    emit(g, "gambling_left", player=p)


def end_round(g: GameState, winner: int | None) -> None:
    gm = g.gambling
    if gm is None or gm.ended:
        return
    gm.ended = True
    amount = g.pot
    if winner is None:
        move_gold(g, "pot", "inn", amount, cause="gambling")
    else:
        move_gold(g, "pot", winner, amount, cause="gambling")
    stakes = pot_taken(g, winner)  # the variants' stakes go with the pot (the Prize)
    emit(g, "gambling_ended", winner=winner, amount=amount)
    if winner is not None and amount > 0 and _pot_answers(g, winner):
        # 001 Timing Example 3: collecting the pot comes after winning, and cards may
        # answer the collecting ("What a coincidence, I happen to have the same hand!")
        g.pot_taken = PotTaken(winner, amount, stakes)
        g.stack.append(Window("pot", winner, "gambling"))


def _pot_answers(g: GameState, winner: int) -> bool:
    """Does anyone hold a card that answers a pot being taken? (No window otherwise: it
    would only offer Anytime cards at a moment the rules do not stop at.)"""
    db = cards()
    for p in g.living():
        for cid in set(g.players[p].hand):
            if any(m.responds_to and "pot" in COND_WINDOWS.get(m.responds_to, ())
                   for m in db.get(cid).modes):
                return True
    return False


def _round_over(g: GameState) -> None:
    """The automaton seats' work once the Round is over (Otto's deck waited until now to
    reshuffle: his kit's `Automaton.round_over`)."""
    for i, pl in enumerate(g.players):
        if pl.automaton:
            auto = kit(pl.character).automaton
            if auto is not None and auto.round_over is not None:
                auto.round_over(g, i)


def gamble_mode_ok(g: GameState, card: CardDef, mode: int) -> bool:
    """003 "Winning Hand!": after it only Cheating cards (and flagged exceptions) take control."""
    gm = g.gambling
    mtype = card.mode_type(mode)
    if mtype == "anytime":
        return True
    if gm is None or not gm.winning_hand:
        return True
    return mtype == "cheating" or BEATS_WINNING_HAND in card.subtypes


GAMBLE_TYPES = ("gambling", "cheating", "anytime")


def gamble_options(g: GameState, p: int) -> list[Option]:
    db = cards()
    hand = g.players[p].hand
    gm = g.gambling
    if gm is None or not gm.winning_hand:  # every mode is ok (gamble_mode_ok): by hand
        out: list[Option] = list(static_hand_options(hand, GAMBLE_TYPES))
    else:
        out = []
        for cid in dict.fromkeys(hand):
            c = db.get(cid)
            if any(gamble_mode_ok(g, c, m) for m in static_modes(c, GAMBLE_TYPES)):
                out.append(card_option(cid))
    plotted = [o for o in plotted_options(g, p, ("gambling", "cheating", "anytime"), None)
               if o.card and any(gamble_mode_ok(g, db.get(o.card), m)
                                 for m in static_modes(db.get(o.card), GAMBLE_TYPES))]
    return plotted + out + anytime_options(g, p)


@dataclass
class GamblingRound(Frame):
    stage: int = 0
    asking: int = -1

    def step(self, g: GameState) -> Prompt | None:
        gm = g.gambling
        if gm is None or gm.ended:
            g.gambling = None
            g.pot_taken = None  # its window (if any) is over
            _round_over(g)
            g.stack.pop()
            return None
        if self.asking >= 0:
            # A card was played: taking control reset the passes; otherwise it counts as a pass.
            if gm.controller != self.asking and self.asking in gm.in_round:
                gm.passes += 1  # (a player who just left was not a pass: leaving reset them)
            gm.pointer = (self.asking + 1) % len(g.players)
            self.asking = -1
            return None
        if any(passing_out(g, p) for p in g.contenders()):
            # 003 "Passing Out": once the cards played have resolved, one last chance,
            # then out of the game, and so out of the Round (Gold runs out only at its end)
            g.stack.append(Elimination())
            return None
        for p in [q for q in gm.in_round if not g.players[q].alive]:
            leave(g, p)
        in_round = gm.in_round
        if len(in_round) <= 1:
            # 003 "Forcing a Player to Leave": the last player left wins.
            end_round(g, in_round[0] if in_round else None)
            return None
        holder = gm.controller if gm.controller in in_round else None
        others = len(in_round) - (1 if holder is not None else 0)
        if gm.passes >= others:
            end_round(g, holder)
            return None
        p = gm.pointer
        if p not in in_round:
            gm.pointer = (p + 1) % len(g.players)
            return None
        if g.players[p].automaton:
            from engine.kits import automaton

            if automaton(g.players[p].character).gamble_turn(g, p):
                self.asking = p
            else:
                if p != gm.controller:
                    gm.passes += 1
                gm.pointer = (p + 1) % len(g.players)
            return None
        opts = gamble_options(g, p)
        prompt = Prompt(p, "gamble", tuple(opts) + (PASS,), ctx(g, to="gambling"))
        return ask(self, g, prompt)

    def answer(self, g: GameState, opt: Option) -> None:
        gm = g.gambling
        assert gm is not None
        p = gm.pointer
        if do_anytime(g, p, opt):
            return
        if opt.card is None:
            if p != gm.controller:
                gm.passes += 1
            gm.pointer = (p + 1) % len(g.players)
            return
        source = opt.label if opt.label in play_zones() else "hand"
        if not _anytime_only(opt.card):
            self.asking = p  # once it resolves: control taken, or else a pass
        # 003 "Gambling": "On your turn you may either play a Gambling or Cheating Card or
        # pass"; an Anytime card ("Sometimes and Anytime Cards") is neither, so the pointer
        # stays and the same player is asked again once it resolves.
        g.stack.append(PlayCard(player=p, card=opt.card, context="gamble", source=source))


register_frame("gambling_round", GamblingRound)


def _anytime_only(card: str) -> bool:
    """Can `card` be played on a gambling turn only as an Anytime card?"""
    c = cards().get(card)
    return all(c.mode_type(m) == "anytime" for m in static_modes(c, GAMBLE_TYPES))


# --- the ops that start and steer a Round (the gambling module registers `gamble` rather
# than the op vocabulary reaching into it) ------------------------------------------------

def _op_gamble(g: GameState, item: Item, op: dict[str, Any]) -> None:
    gamble_card(g, item)


def _op_raise(g: GameState, item: Item, op: dict[str, Any]) -> None:
    take_control(g, item.owner)
    # 003 "Running out of Gold During Gambling": if the player of a card that makes
    # everyone ante cannot ante ("because you are out of Gold and cannot use a card like
    # 'How did this get in my snack pouch?'"), no player antes. One who can use such a card
    # must: it is played for him, then everyone antes.
    if can_ante(g, item):
        ante_all(g, item, op_amount(op))
        return
    found = _ante_card(g, item)
    if found is not None:
        g.stack.append(AnteThroughCard(item.uid, op_amount(op), found[0], found[1]))


def can_ante(g: GameState, item: Item) -> bool:
    """Can the player of an ante card ante: Gold left (Otto's comes from the Inn), or he
    already answered the card with one that antes for him (he is exempt from paying)?"""
    pl = g.players[item.owner]
    return pl.gold > 0 or pl.automaton or item.owner in item.exempt


def _ante_card(g: GameState, item: Item) -> tuple[int, str] | None:
    """A card in the hand of the ante card's player, or else of a teammate (003 "Shared
    Defense"), that would let him ante while out of Gold; a player whose turn has ended
    plays none (003 "Your Turn Ends Now")."""
    win = Window("card", item.owner, item.card, about=item.uid)
    db = cards()
    for q in [item.owner] + [m for m in mates(g, item.owner) if m != item.owner]:
        if q in g.turn_ended or g.players[q].automaton:
            continue
        for cid in dict.fromkeys(g.players[q].hand):
            c = db.get(cid)
            if any(any(o["op"] == "exempt_payment" and o.get("who") == "self"
                       for o in c.modes[m].effects)
                   for m, _ in usable_modes(g, q, c, win, RESPONSE_TYPES)):
                return q, cid
    return None


@dataclass
class AnteThroughCard(Frame):
    """The player of an ante card, out of Gold, antes through a card like "How did this get
    in my snack pouch?" (003 "Running out of Gold During Gambling"): `player` plays `card`
    as an answer to the ante card (uid `item`), then everyone antes `amount`. If that card
    is Negated he could not ante after all, and no one antes."""

    item: int
    amount: int
    player: int
    card: str
    played: bool = False

    def step(self, g: GameState) -> Prompt | None:
        it = g.items.get(str(self.item))
        if not self.played and it is not None:
            self.played = True
            win = Window("card", it.owner, it.card, about=it.uid)
            g.stack.append(PlayCard(player=self.player, card=self.card, context="respond",
                                    win=win.to_dict()))
            return None
        g.stack.pop()
        if it is not None and can_ante(g, it):
            ante_all(g, it, self.amount)
        return None


register_frame("ante_through_card", AnteThroughCard)


def _op_winning_hand(g: GameState, item: Item, op: dict[str, Any]) -> None:
    take_control(g, item.owner)
    if g.gambling is not None:
        g.gambling.winning_hand = True


def _op_take_control(g: GameState, item: Item, op: dict[str, Any]) -> None:
    take_control(g, item.owner)


def _op_leave_round(g: GameState, item: Item, op: dict[str, Any]) -> None:
    for q in mates(g, item.owner):  # shared defense: avoid the Round for the team's Champion
        leave(g, q)


def _op_end_round_to_inn(g: GameState, item: Item, op: dict[str, Any]) -> None:
    end_round(g, None)


register(OpSpec("gamble", {}, _op_gamble, lambda op: (
    "Start a Round of Gambling: each player antes 1 Gold and you are in control. "
    "Or, during a Round of Gambling, take control of it.")))
register(OpSpec("raise", {"amount": int}, _op_raise, lambda op: (
    f"Take control of the Round of Gambling. Each player still in it antes {op_amount(op)} more Gold.")))
register(OpSpec("winning_hand", {}, _op_winning_hand, lambda op: (
    "Take control of the Round of Gambling. Only a Cheating card can take control from you.")))
register(OpSpec("take_control", {}, _op_take_control,
                lambda op: "Take control of the Round of Gambling."))
register(OpSpec("leave_round", {}, _op_leave_round, lambda op: (
    "Leave the Round of Gambling: you ante no more, and play no more Gambling or Cheating cards in it.")))
register(OpSpec("end_round_to_inn", {}, _op_end_round_to_inn, lambda op: (
    "The Round of Gambling ends at once; all the anted Gold goes to the Inn.")))


def _start_on_play(g: GameState, starter: int) -> bool:
    """A `gamble` card played with no Round going sets one up before it resolves."""
    if g.gambling is not None and not g.gambling.ended:
        return False
    prepare_round(g, starter)
    return True


MODE_FILTERS["gamble"] = gamble_mode_ok
PLAY_STARTS["gamble"] = _start_on_play
