"""Drink Events: Round on the House and Drinking Contest (003 sections of those names)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import engine.cards as card_db
from engine.cards import cards
from engine.effects.stats import move_gold
from engine.events import emit
from engine.flow.drinking import (
    DRINK_EVENTS,
    DrinkResolve,
    discard_drink,
    draw_drink,
    new_drink,
    reveal_chasers,
)
from engine.frames import Frame, register_frame
from engine.model import Contest, GameState
from engine.prompts import Prompt


@dataclass
class RoundOnTheHouse(Frame):
    """Each player (including the revealer) drinks a separate copy of one revealed Drink.

    # 003 "Round on the House": not a split; no one may affect the Drink before it
    # is copied; Drink Events revealed for it are discarded and another is revealed.
    """

    revealer: int
    ignored: "list[int]" = field(default_factory=list)
    stage: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if self.stage == 1:
            g.stack.pop()
            return None
        self.stage = 1
        first = None
        for _ in range(200):
            c = draw_drink(g)
            if c is None:
                break
            emit(g, "drink_revealed", player=self.revealer, card=c, chaser=False)
            if cards().get(c).is_event:
                discard_drink(g, c)
                continue
            first = c
            break
        if first is None:
            return None
        drinkers = [p for p in g.order_from(self.revealer) if p not in self.ignored]
        owner = drinkers[0] if drinkers else self.revealer
        master = new_drink(g, first, owner, self.revealer, from_event=True)
        reveal_chasers(g, master, None)
        uids = [master.uid]
        if not drinkers:
            master.ignored = True
        for p in drinkers[1:]:
            d = new_drink(g, first, p, self.revealer, from_event=True)
            d.cards = list(master.cards)
            d.copy = True
            uids.append(d.uid)
        g.stack.append(DrinkResolve(uids, self.revealer, first, self_split=False))
        return None


register_frame("round_on_the_house", RoundOnTheHouse)


@dataclass
class DrinkingContest(Frame):
    """# 003 "Drinking Contest": reveal, modify, drink; the highest Drink wins 1 Gold from each."""

    revealer: int
    ignored: "list[int]" = field(default_factory=list)
    stage: int = 0
    contenders: "list[int]" = field(default_factory=list)
    current: "list[int]" = field(default_factory=list)
    rounds: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if self.stage == 0:
            self.contenders = [p for p in g.order_from(g.active) if p not in self.ignored]
            g.contest = Contest(list(self.contenders), self.revealer)
            emit(g, "contest_started", players=list(self.contenders))
            self.stage = 1
            return None
        if self.stage == 1:
            # One player left in the Contest (all the others Ignore it: 000 "Negate and Ignore
            # Effects", Ignoring "has no effect on you. It still affects other players as
            # usual"; a team's Champion under Private Pixie Time, 003 "Your Turn Ends Now")
            # still reveals and drinks: the Contest is not won by default. Ties are settled
            # in stage 2, where the last one standing wins without drinking again.
            if not self.contenders or self.rounds >= 50:
                self._finish(g, self.contenders[0] if len(self.contenders) == 1 else None)
                return None
            self.rounds += 1
            self.current = []
            for p in self.contenders:
                c = draw_drink(g)
                if c is None:
                    continue
                emit(g, "drink_revealed", player=p, card=c, chaser=False)
                d = new_drink(g, c, p, p, from_event=True)
                if cards().get(c).is_event:
                    d.null = True
                else:
                    reveal_chasers(g, d, None)
                self.current.append(d.uid)
            self.stage = 2
            g.stack.append(DrinkResolve(list(self.current), g.active, "drinking-contest",
                                        self_split=False, contest=True))
            return None
        if self.stage == 2:
            scores: dict[str, int] = {}
            if g.contest is not None:  # this round's scores, used up
                scores, g.contest.scores = g.contest.scores, {}
            best = max(scores.values()) if scores else 0
            tied = [p for p in self.contenders if scores.get(str(p), 0) == best]
            if len(tied) == 1:
                self._finish(g, tied[0])
                return None
            standing = [p for p in tied if g.players[p].alcohol < g.players[p].fortitude]
            if len(standing) == 1:
                self._finish(g, standing[0])
                return None
            if not standing:
                self._finish(g, None)
                return None
            self.contenders = standing
            self.stage = 1
            return None
        g.contest = None
        g.stack.pop()
        return None

    def _finish(self, g: GameState, winner: int | None) -> None:
        # Players who passed out still pay the winner before their Gold is split.
        if winner is not None:
            for p in g.order_from(winner):
                if p != winner and p not in self.ignored:
                    move_gold(g, p, winner, 1, cause="drinking-contest")
        emit(g, "contest_ended", winner=winner)
        self.stage = 3


register_frame("drinking_contest", DrinkingContest)


EVENTS: dict[str, type[RoundOnTheHouse] | type[DrinkingContest]] = {
    "round_on_the_house": RoundOnTheHouse,
    "drinking_contest": DrinkingContest,
}
DRINK_EVENTS.update(EVENTS)  # the Drink Events a revealed event card starts (flow/drinking.py)


def _event_problem(name: Any) -> str | None:
    return None if name in EVENTS else f"unknown drink event {name!r}"


# the card database checks an event card's `event` against the events above
card_db.CHECKS["drink_event"] = _event_problem
