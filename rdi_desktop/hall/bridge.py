"""The Gambling Hall on the table's engine thread: a match runs there with the same
messages as a table game (a batch after each decision, a prompt request for a person's,
a failure or the end), so the Hall's screen never waits for an AI."""

from __future__ import annotations

import logging
import os
import queue
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.prompts import Option, Prompt
from rdi_desktop.bridge import (
    HUMAN,
    Batch,
    EngineFailed,
    EngineThread,
    Finished,
    HumanSeat,
    PacedSeat,
    Stopped,
)
from rdi_desktop.hall.failure import inject_hall_fault
from rdi_desktop.merge import Carry
from rdi_desktop.prompt_policy import OFF, Asked, Intents, TeamOrder

log = logging.getLogger(__name__)


class HallEngineThread(EngineThread):
    """Runs a :class:`engine.hall.match.HallMatch` on the engine thread, with the
    table's messages: a :class:`Batch` after each decision (``snapshot`` holds the
    match's public view, the current game masked for the screen's viewers, and
    whether an AI made the move), a :class:`PromptRequest` for each human decision
    (and for the result screen's ``continue``, which the screen answers even at a
    table of AIs), :class:`EngineFailed` and :class:`Finished`. The UI never
    touches the live match."""

    def __init__(self, match: Any, kinds: list[str], seed: int = 0,
                 autosave: Path | None = None, max_ahead: int = 2,
                 debug_log: str | None = None,
                 seat_factory: Callable[[str, int], Any] | None = None) -> None:
        from engine.hall.seat import HallSeat

        self.game = match  # touched only by the engine thread once started
        self.kinds = list(kinds)
        self.inbox = queue.Queue()
        self.stop_event = threading.Event()
        self.lock = threading.Lock()
        self.waiting = None
        self.thinking = None
        self.autosave = autosave
        self._save_lock = threading.Lock()
        self.save_problem = None
        self.save_failures = 0
        self.write_problem = None
        self.saved_turn = None
        self.unsaved_text = ""
        self.max_ahead = max_ahead
        self.ui_backlog = 0
        self.debug_path = debug_log if debug_log is not None else os.environ.get("RDI_DEBUG_LOG")
        self.error = None
        self._json = ""
        self.policy = OFF  # every Hall decision is a real one
        self.intents = Intents()
        self.team_order = TeamOrder()
        self.asked = Asked()
        self.carry = Carry()  # never owed: the Hall merges no questions (policy off)
        self._merged = None
        self.auto_answers = 0
        self.hint_seats: set[int] = set()  # the table's hints are for its own game only
        self.hints_used: list[dict[str, Any]] = []
        names: list[str] = list(match.names)
        self.humans = [i for i, k in enumerate(self.kinds) if k == HUMAN]
        self.viewers = self.humans
        self.hand_seats = list(self.humans)
        self.viewer_names = [names[i] for i in self.humans]
        factory = seat_factory or (lambda name, s: HallSeat(name, s))
        self.human_seat = HumanSeat(self)
        self.seats = [self.human_seat if k == HUMAN else
                      PacedSeat(factory(k, seed * 31 + i + 1), self)
                      for i, k in enumerate(self.kinds)]
        self.last_ai = False
        #: answers applied before the seats are asked: a Hall failure report's failing step
        self.replay = []
        #: (decisions so far, answer) for the answer last handed to ``apply``: a failure
        #: report names it when ``apply`` failed (see :mod:`rdi_desktop.hall.failure`)
        self.applying: tuple[int, Any] | None = None
        inject_hall_fault(match)
        self.thread = threading.Thread(target=self._run, name="rdi-hall-engine", daemon=True)

    def _sink(self, events: list[Any], game: Any) -> None:  # game: HallMatch
        from engine.hall import game_from_json
        from engine.hall.redact import masked_json

        g = game.game if game.phase == "play" else (
            game_from_json(game.last_game) if game.last_game else None)
        snap = {"match": game.view(-1), "ai_move": self.last_ai,
                "game_json": masked_json(g, self.viewer_names) if g is not None else None}
        self.post(Batch(tuple(dict(e) for e in events), snap, {}, {}))
        self.write_autosave()  # after every move: a Hall game resumes where it stopped

    def _run(self) -> None:
        from engine.hall.run import run_match

        class Router:
            """Hands ``continue`` to the screen, every other prompt to the seat."""

            def __init__(self, bridge: HallEngineThread, seat: Any) -> None:
                self.bridge, self.seat = bridge, seat
                inner = getattr(seat, "inner", seat)  # PacedSeat wraps the AI
                self.wants_redacted = bool(getattr(inner, "wants_redacted", False))

            def decide(self, view: dict[str, Any], prompt: Prompt) -> Option | int:
                human = prompt.kind == "continue" or self.seat is self.bridge.human_seat
                self.bridge.last_ai = not human
                target = self.bridge.human_seat if prompt.kind == "continue" else self.seat
                answer: Option | int = target.decide(view, prompt)
                self.bridge.applying = (len(m.decisions), answer)  # run_match applies it
                return answer

        m: Any = self.game
        try:
            self.debug(f"hall start kinds={self.kinds}")
            for answer in self.replay:  # a failure report: its failing step first
                m.pending()
                self.applying = (len(m.decisions), answer)
                m.apply(answer)
            run_match(m, [Router(self, s) for s in self.seats], self._sink, self.stop_event)
            self.post(Finished(m.over, tuple(m.winners)))
        except Stopped:
            self.debug("stopped")
        except Exception as exc:  # noqa: BLE001 - reported to the UI, never swallowed
            self.error = exc
            log.exception("hall engine failed")
            self._failed(exc)

    def _failed(self, exc: Exception) -> None:
        """The Hall's report and autosave before the failing step, then tell the UI."""
        from rdi_desktop.hall.failure import record_hall_failure

        error, details = f"{type(exc).__name__}: {exc}", traceback.format_exc()
        match: Any = self.game  # a HallMatch here
        try:
            report, autosaved = record_hall_failure(match, self.kinds, error, details,
                                                    self.autosave, self.write_save,
                                                    self.applying)
        except Exception:  # noqa: BLE001 - the failure itself must still be shown
            log.exception("the Hall failure report could not be written")
            report, autosaved = None, False
        self.post(EngineFailed(error, details, str(self.autosave) if self.autosave else "",
                               str(report or ""), autosaved))
