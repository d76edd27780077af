"""Response windows (003 "Timing").

A window asks each living player in turn order, starting with the player who
played or revealed the thing, whether they respond. A response goes on the stack
with its own window; once it resolves, the outer window starts a full round
again. A round where everyone passes closes the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Optional

from engine.flow.common import ctx
from engine.flow.kit_calls import do_anytime
from engine.flow.responses import response_options, window_key
from engine.frames import Frame, register_frame
from engine.kits import play_zones
from engine.model import GameState
from engine.prompts import PASS, Option, Prompt


@dataclass
class Window(Frame):
    wkind: str  # card | after | drinks | event | phase | last
    start: int
    to: str
    about: "Optional[int]" = None
    drinks: "list[int]" = field(default_factory=list)
    i: int = 0
    passes: int = 0
    asking: "Optional[int]" = None

    def _order(self, g: GameState) -> list[int]:
        return g.order_from(self.start)

    def step(self, g: GameState) -> Prompt | None:
        if self.wkind == "card" and self.about is not None:
            a = g.items.get(str(self.about))
            if a is None or a.negated:
                g.stack.pop()
                return None
        order = g.order_from(self.start)
        n = len(order)
        memo: dict[Any, list[int]] = {}
        wkey = window_key(g, self.wkind)
        players = g.players
        i, passes = self.i, self.passes
        while passes < n:
            p = order[i % n]
            if players[p].automaton:
                self.i, self.passes = i, passes
                if self._automaton_played(g, p):
                    return None
                i, passes = self.i, self.passes
                continue
            opts = response_options(g, p, self, memo, wkey)
            if opts:
                self.i, self.passes = i, passes
                self.asking = p
                return Prompt(p, "respond", tuple(opts) + (PASS,), ctx(g, to=self.to))
            passes += 1
            i += 1
        self.i, self.passes = i, passes
        g.stack.pop()
        return None

    def _automaton_played(self, g: GameState, p: int) -> bool:
        """Otto answers by his own rules: True if he played (a full new round), else he
        passed."""
        from engine.kits import automaton

        depth = len(g.stack)
        automaton(g.players[p].character).respond(g, p, self)
        if len(g.stack) > depth:  # Otto played a Sometimes box: a full new round
            self.i = 0
            self.passes = 0
            return True
        self.passes += 1
        self.i += 1
        return False

    def answer(self, g: GameState, opt: Option) -> None:
        p = self.asking if self.asking is not None else self._order(g)[self.i % len(self._order(g))]
        self.asking = None
        if do_anytime(g, p, opt):
            return  # not a card on the stack: the same player may act again
        if opt.card is None:
            self.passes += 1
            self.i += 1
            return
        # A response restarts the round for everyone once it resolves.
        self.i = 0
        self.passes = 0
        source = opt.label if opt.label in play_zones() else "hand"
        g.stack.append(PLAY_RESPONSE[0](player=p, card=opt.card, context="respond",
                                        win=self.to_dict(), source=source))


register_frame("window", Window)


#: the frame that plays a card chosen as a response (PlayCard, whose stages open these
#: windows: registered by its module, which builds on this one)
PLAY_RESPONSE: list[Callable[..., Frame]] = []


def open_phase_window(g: GameState, start: int) -> None:
    """Open the window at the start of a phase, unless no one could play anything in it.

    Most phase windows ask everyone and hear nothing; this looks first (with the same
    test the window uses) and leaves the quiet ones out, which saves the frame and its
    trips round the engine loop. Otto is passed over: he answers only cards and Drinks.
    """
    probe = _PROBES.get(start)
    if probe is None:
        probe = _PROBES[start] = Window("phase", start, "phase")
    players = g.players
    memo: dict[Any, list[int]] = {}
    wkey = window_key(g, "phase")
    for p in g.order_from(start):
        if not players[p].automaton and response_options(g, p, probe, memo, wkey):
            g.stack.append(Window("phase", start, "phase"))
            return


#: a phase window to ask with, by its first seat: only read while asking (a fresh one
#: goes on the stack), so one per seat serves every game
_PROBES: dict[int, Window] = {}


def window_view(d: dict[str, Any]) -> Window:
    d = dict(d)
    d.pop("kind", None)
    return Window(**d)
