"""A player's turn: Discard and Draw, Action, Order a Drink, Drink (003 "On Your Turn").

Each phase opens with a window for everyone; losses are settled whenever the
turn frame is back on top (no card pending). Scenario runners may ask the turn
to halt at a phase or turn boundary (`g.halt_on`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import cards
from engine.discards import discard_card
from engine.effects.stats import draw_cards
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.flow.drinking import DrinkPhase, OrderPhase
from engine.flow.elimination import Elimination
from engine.flow.gambling import GamblingRound
from engine.flow.kept import kept_effects
from engine.flow.kit_calls import (
    after_draw,
    anytime_options,
    begin_of_turn,
    do_anytime,
    end_of_turn,
)
from engine.flow.play_card import PlayCard
from engine.flow.responses import plotted_options, static_hand_options
from engine.flow.teams import boss_actions, drinks_to_order, hand_size
from engine.flow.window import open_phase_window
from engine.frames import Frame, register_frame
from engine.kits import automaton, kit, play_zones
from engine.model import GameState
from engine.prompts import DONE, PASS, Option, Prompt, card_option
from engine.team_queries import TEAM_MODES, mates, same_team, team_mode
from engine.variant_registry import (
    ROUND_END,
    ROUND_STAGES,
    TURN_CHECKS,
    TURN_STAGES,
    next_round_end,
    next_turn_end,
)

PHASES = ("begin", "discard", "action", "order", "drink", "end")
PHASE_INDEX = {ph: i for i, ph in enumerate(PHASES)}
#: the turn's stage after each phase starts ("done" after the last)
NEXT_PHASE = dict(zip(PHASES, PHASES[1:] + ("done",)))
ACTION_TYPES = ("action", "anytime")


def checkpoint(g: GameState, name: str) -> None:
    """Record a boundary; halt the game there if a runner asked for it."""
    halt_on = g.halt_on
    if halt_on and name in halt_on:
        g.halted = name




@dataclass
class Turn(Frame):
    player: int
    stage: str = "begin"
    started: bool = False

    def step(self, g: GameState) -> Prompt | None:
        if g.over:
            return None
        for pl in g.players:  # losing(g), inlined: the turn frame is back on top very often
            # (the rarely true test first)
            if (pl.alcohol >= pl.fortitude or pl.gold <= 0) and pl.out is None \
                    and not pl.automaton:
                g.stack.append(Elimination())
                return None
        for owed in TURN_CHECKS:  # a variant's work due now (the Pub Crawl's Crawls)
            if owed(g):
                return None
        if g.mode in TEAM_MODES:
            members = mates(g, self.player)
            alive = any(g.players[m].out is None for m in members)
        else:
            members = [self.player]
            alive = g.players[self.player].out is None
        ended = g.turn_ended
        all_ended = bool(ended) and all(m in ended or not g.players[m].alive for m in members)
        if (not alive or all_ended or g.end_turn) and self.stage not in ("done", "next") \
                and self.stage not in TURN_STAGES and self.stage not in ROUND_STAGES:
            if self.started and self.stage != "begin":
                checkpoint(g, f"phase_end:{g.phase}")
            # "Your turn ends now": the remaining phases are skipped, but the end of
            # the turn still comes (e.g. Dale's Gather); a player out skips it too.
            if alive and self.stage != "end" and g.phase != "end":
                g.end_turn = False
                self.stage = "end"
                self.started = False
                return None
            self.stage = "done"
            return None
        if self.stage == "next" or self.stage in ROUND_STAGES:
            # the variants' end-of-round work, once the turn that closed the round is over
            # and before the next round's first turn (engine/variant_registry.py)
            v = next_round_end(g, self.stage) if self.stage in ROUND_STAGES or (
                ROUND_END and round_over(g, self.player)) else None
            if v is not None and v.hooks.round_end is not None:
                self.stage = v.hooks.round_stage
                v.hooks.round_end(g, self.player)
                return None
            g.stack.pop()
            g.end_turn = False
            g.turn_ended.clear()
            nxt = next_player(g, self.player)
            g.turn_number += 1
            g.stack.append(Turn(nxt))
            return None
        if self.stage == "done" or self.stage in TURN_STAGES:
            # the variants' end-of-turn work (the Sea Event deck), after the end-of-turn
            # effects, before the turn is over (engine/variant_registry.py)
            v = next_turn_end(g, self.stage)
            if v is not None and v.hooks.turn_end is not None:
                self.stage = v.hooks.turn_stage
                v.hooks.turn_end(g, self.player)
                return None
            self.stage = "next"
            g.turns_taken += 1
            emit(g, "turn_ended", player=self.player)
            checkpoint(g, "turn_end")
            return None
        stage = self.stage
        if self.started and g.halt_on:
            # the previous phase is over
            i = PHASE_INDEX[stage]
            checkpoint(g, f"phase_end:{PHASES[i - 1]}" if i > 0 else "phase_end:begin")
            if g.halted:
                self.started = False
                return None
        self.started = True
        g.phase = stage
        g.active = self.player
        emit(g, "phase", player=self.player, phase=stage)
        self.stage = NEXT_PHASE[stage]
        self._start_phase(g, stage, members, ended)
        return None

    def _start_phase(self, g: GameState, stage: str, members: list[int],
                     ended: list[int]) -> None:
        """Push the work of the phase `stage` (003 "On Your Turn") and open its window."""
        team = len(members) > 1
        live = [m for m in members if g.players[m].out is None and m not in ended] \
            if team or ended else members
        if g.players[self.player].automaton:
            # 003 Otto: only an Action phase and a Drink phase.
            if stage == "action":
                g.stack.append(automaton(g.players[self.player].character)
                               .action_frame(self.player))
            elif stage == "drink":
                g.stack.append(DrinkPhase(self.player))
            if stage in ("action", "drink"):
                open_phase_window(g, self.player)
            return
        if stage == "begin":
            emit(g, "turn_started", player=self.player, turn=g.turn_number)
            for m in reversed(live):
                begin_of_turn(g, m)
                if g.players[m].state.get("kept"):
                    kept_effects(g, m)  # 003 "Drinks That Aren't Discarded"

        elif stage == "discard":
            if team:
                g.stack.append(TeamDiscard(live))
            else:
                g.stack.append(DiscardPhase(self.player))
        elif stage == "action":
            if team:
                g.stack.append(PickNext(live, "action"))
            else:
                limit = boss_actions(g) if g.mode == "boss-battle" else 1
                g.stack.append(ActionPhase(self.player, limit=limit))
        elif stage == "order":
            more = kit(g.players[self.player].character).hooks.extra_orders
            g.stack.append(OrderPhase(self.player, total=(drinks_to_order(g, self.player)
                                                          if team_mode(g) else 1)
                                      + (more(g, self.player) if more else 0)))
        elif stage == "drink":
            if team:
                g.stack.append(PickNext(live, "drink"))
            else:
                g.stack.append(DrinkPhase(self.player))
        elif stage == "end":
            for m in reversed(live):
                end_of_turn(g, m)
        if stage != "end":
            open_phase_window(g, self.player)

    def resume_phase(self) -> None:
        self.started = True


register_frame("turn", Turn)


def next_player(g: GameState, p: int) -> int:
    """The next living player to the left who is not on p's team."""
    n = len(g.players)
    for k in range(1, n + 1):
        q = (p + k) % n
        if g.players[q].alive and not same_team(g, p, q):
            return q
    for k in range(1, n + 1):
        q = (p + k) % n
        if g.players[q].alive:
            return q
    return p


def round_over(g: GameState, p: int) -> bool:
    """Does the turn passing on from p close a round? A round is every seat's turn once,
    starting at the game's first player (`g.round_start`); it is over when the next turn
    is that seat's again, or passes its place (that player being out)."""
    n = len(g.players)
    step = (next_player(g, p) - p) % n or n
    return 0 < (g.round_start - p) % n <= step


@dataclass
class DiscardPhase(Frame):
    """Discard any cards, then draw up to seven (or keep seven or more)."""

    player: int
    done: bool = False
    defer_draw: bool = False  # team turns: the team draws together afterwards

    def step(self, g: GameState) -> Prompt | None:
        if self.done:
            g.stack.pop()
            if not self.defer_draw:
                after_draw(g, self.player)
            return None
        hand = g.players[self.player].hand
        opts = tuple(map(card_option, dict.fromkeys(hand))) + (DONE,)
        return ask(self, g, Prompt(self.player, "discard", opts, ctx(g)))

    def answer(self, g: GameState, opt: Option) -> None:
        pl = g.players[self.player]
        if opt.card is not None:
            pl.hand.remove(opt.card)
            discard_card(g, self.player, opt.card)
            emit(g, "card_discarded", player=self.player, card=opt.card,
                 hand_size=len(pl.hand))
            return
        if not self.defer_draw:
            need = hand_size(g, self.player) - len(pl.hand)
            if need > 0:
                draw_cards(g, self.player, need)
        self.done = True


register_frame("discard_phase", DiscardPhase)


def action_options(g: GameState, p: int) -> list[Option]:
    out: list[Option] = plotted_options(g, p, ("action", "anytime"), None)
    out += static_hand_options(g.players[p].hand, ACTION_TYPES)
    return out + anytime_options(g, p)


@dataclass
class ActionPhase(Frame):
    player: int
    played: bool = False
    waiting: bool = False
    limit: int = 1  # Action cards allowed (a Boss may play up to X)
    count: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if self.waiting:
            self.waiting = False
            gm = g.gambling
            if gm is not None and gm.started and not gm.ended:
                g.stack.append(GamblingRound())
                return None
            if gm is not None and not gm.started:
                g.gambling = None
        if self.played or g.end_turn or self.player in g.turn_ended \
                or not g.players[self.player].alive:
            g.stack.pop()
            return None
        opts = action_options(g, self.player)
        if self.played:
            opts = [o for o in opts if o.card and cards().get(o.card).type == "anytime"]
        return ask(self, g, Prompt(self.player, "action", tuple(opts) + (PASS,), ctx(g)))

    def answer(self, g: GameState, opt: Option) -> None:
        if do_anytime(g, self.player, opt):
            return
        if opt.card is None:
            self.played = True
            return
        if cards().get(opt.card).type != "anytime" or opt.label in play_zones():
            self.count += 1
            self.played = self.count >= self.limit
        self.waiting = True
        source = opt.label if opt.label in play_zones() else "hand"
        g.stack.append(PlayCard(player=self.player, card=opt.card, context="action",
                                source=source))


register_frame("action_phase", ActionPhase)


# --- the shared turn (003 "Team Variants"; here, not in flow/teams.py, because it starts
# this module's phases) ------------------------------------------------------------------

@dataclass
class PickNext(Frame):
    """Teammates act (play an Action, drink) one at a time in the order the team picks."""

    members: "list[int]"
    what: str  # action | drink
    done: "list[int]" = field(default_factory=list)
    chosen: int = -1

    def step(self, g: GameState) -> Prompt | None:
        if self.chosen >= 0:
            p = self.chosen
            self.chosen = -1
            self.done.append(p)
            if self.what == "action":
                g.stack.append(ActionPhase(p, limit=1))
            else:
                g.stack.append(DrinkPhase(p))
            return None
        ended = g.turn_ended
        left = [m for m in self.members if m not in self.done and g.players[m].alive
                and m not in ended]
        if not left:
            g.stack.pop()
            return None
        prompt = Prompt(left[0], "choose", player_options(g, left),
                        ctx(g, reason="next_to_act"))
        return ask(self, g, prompt)

    def answer(self, g: GameState, opt: Option) -> None:
        self.chosen = g.index(str(opt.player))


register_frame("pick_next", PickNext)


@dataclass
class TeamDiscard(Frame):
    """Everyone on the team discards, then they all draw (no one sees the others' draws)."""

    members: "list[int]"
    stage: int = 0

    def step(self, g: GameState) -> Prompt | None:
        alive = [m for m in self.members if g.players[m].alive]
        if self.stage == 0:
            self.stage = 1
            for m in reversed(alive):
                g.stack.append(DiscardPhase(m, defer_draw=True))
            return None
        g.stack.pop()
        for m in alive:
            need = hand_size(g, m) - len(g.players[m].hand)
            if need > 0:
                draw_cards(g, m, need)
        for m in reversed(alive):
            after_draw(g, m)
        return None


register_frame("team_discard", TeamDiscard)
