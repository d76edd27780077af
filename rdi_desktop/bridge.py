"""The bridge between the engine thread and the UI thread.

The engine runs :func:`engine.driver.run_game` on its own thread
(:class:`EngineThread`). Everything it tells the UI goes through one
``queue.Queue`` (the *inbox*) as immutable-by-convention messages:

* :class:`Batch`  the events of one decision (as plain dicts) plus a public
  snapshot of the table after them (``game.view(-1)``) and the hands the UI
  may draw (the human seats', or seat 0's when every seat is an AI);
* :class:`PromptRequest`  a human seat must decide: the prompt, that seat's
  view and a ``concurrent.futures.Future`` the UI fills with the answer;
* :class:`EngineFailed`  the engine raised: the error text and the autosave;
* :class:`Finished`  ``run_game`` returned (game over or stopped).

The UI drains the inbox each frame (:meth:`EngineThread.drain`, capped) and
never touches the live ``Game``. Quitting (:meth:`EngineThread.stop`) sets
the stop flag, cancels the future a human seat waits on and joins the thread.
"""

from __future__ import annotations

import concurrent.futures
import json
import logging
import os
import queue
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.driver import run_game
from engine.game import Game, new_game
from engine.kits import OWNER, zone
from engine.prompts import Option, Prompt
from engine.seats import SEATS, make_seat
from rdi_desktop.atomic import WriteFailed, write_atomic
from rdi_desktop.failure_report import inject_engine_fault
from rdi_desktop.hint_basis import HintBasis, basis_for, hint_seats
from rdi_desktop.hit_back import HitBackAhead, hit_back_ahead, planned
from rdi_desktop.merge import Carry, Merged, merge, option_at
from rdi_desktop.prompt_policy import OFF, Asked, Intents, Policy, TeamOrder, auto_answer

log = logging.getLogger(__name__)

HUMAN = "human"
AUTOSAVE_NAME = "autosave.json"


def seat_kinds() -> list[str]:
    """Every seat kind the new-game screen offers: human, then the registry."""
    order = ["easy", "normal", "hard", "expert", "random"]
    ai = sorted(SEATS, key=lambda k: (order.index(k) if k in order else 9, k))
    return [HUMAN, *ai]


def default_ai() -> str:
    for k in ("normal", "easy", "hard"):
        if k in SEATS:
            return k
    return next(iter(SEATS))


# ---------------------------------------------------------------------------
# messages
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Batch:
    events: tuple[dict[str, Any], ...]
    snapshot: dict[str, Any]
    hands: dict[int, tuple[str, ...]]
    #: per seat whose hand is sent: what only that seat's side sees besides the
    #: hand, its kit's OWNER zones by key (:func:`owner_zones`)
    private: dict[int, dict[str, Any]] = field(default_factory=dict)


@dataclass
class PromptRequest:
    seat: int
    prompt: Prompt
    view: dict[str, Any]
    future: concurrent.futures.Future[Any]
    save_json: str = ""
    #: what a hint may read (rdi_desktop.hint_basis), for a seat whose hints are on
    hint_basis: HintBasis | None = None

    def answer(self, option: Option | int) -> bool:
        """Fill the future (once); False when it was already filled or cancelled."""
        if self.future.done():
            return False
        try:
            self.future.set_result(option)
        except concurrent.futures.InvalidStateError:
            return False
        return True


@dataclass(frozen=True)
class EngineFailed:
    error: str
    details: str
    autosave: str
    #: the report file that reproduces the failure (``rdi-desktop --load``), if written
    report: str = ""
    #: the autosave holds the game as it was before the failing step
    autosaved: bool = False


@dataclass(frozen=True)
class Finished:
    over: bool
    winners: tuple[int, ...]


Message = Batch | PromptRequest | EngineFailed | Finished


class Stopped(Exception):
    """Raised inside the engine thread when the UI quits mid-decision."""


# ---------------------------------------------------------------------------
# seats
# ---------------------------------------------------------------------------
class HumanSeat:
    """A seat answered by the UI: posts a PromptRequest and waits on its future."""

    def __init__(self, bridge: EngineThread) -> None:
        self.bridge = bridge

    def decide(self, view: dict[str, Any], prompt: Prompt) -> Option | int:
        b = self.bridge
        auto = b.auto_answer(prompt, view)
        if auto is not None:
            b.auto_answers += 1
            b.debug(f"auto seat={prompt.seat} kind={prompt.kind} answer={auto}")
            b.team_order.note(prompt, view, prompt.options[auto])
            b.asked.note(prompt, view, auto)
            return auto
        merged = b.merged(prompt, view)
        if merged is None:
            return self._ask(prompt, view)
        answer = self._ask(merged.prompt, view, note=False)
        first = merged.answered(option_at(merged.prompt, answer), b.carry)
        if first is None:  # the folded step's own question, asked as the person chose
            return self._ask(prompt, view)
        b.team_order.note(prompt, view, prompt.options[first])
        b.asked.note(prompt, view, first)
        return first

    def _ask(self, prompt: Prompt, view: dict[str, Any], note: bool = True) -> Option | int:
        """Post the question to the table and wait for the person's answer."""
        b = self.bridge
        fut: concurrent.futures.Future[Any] = concurrent.futures.Future()
        basis = basis_for(b.game, prompt.seat) if prompt.seat in b.hint_seats else None
        req = PromptRequest(prompt.seat, prompt, view, fut, b.current_json(), basis)
        with b.lock:
            b.waiting = req
        b.post(req)
        try:
            while True:
                if b.stop_event.is_set():
                    fut.cancel()
                    raise Stopped()
                try:
                    answer = fut.result(timeout=0.25)  # stop() cancels it at once
                except concurrent.futures.TimeoutError:
                    continue
                except concurrent.futures.CancelledError:
                    raise Stopped() from None
                b.debug(f"answer seat={prompt.seat} kind={prompt.kind} answer={answer!r}")
                if note and isinstance(answer, int) and 0 <= answer < len(prompt.options):
                    b.team_order.note(prompt, view, prompt.options[answer])
                if note:
                    b.asked.note(prompt, view, answer)
                return answer
        finally:
            with b.lock:
                b.waiting = None


class PacedSeat:
    """Wraps an AI seat; optionally sleeps so an all-AI game does not race ahead
    of what the player can follow (the UI still gates on animations)."""

    def __init__(self, inner: Any, bridge: EngineThread) -> None:
        self.inner = inner
        self.bridge = bridge

    def decide(self, view: dict[str, Any], prompt: Prompt) -> Option | int:
        # keep the engine at most a few batches ahead of the UI
        b = self.bridge
        while b.inbox.qsize() + b.ui_backlog > b.max_ahead and not b.stop_event.is_set():
            time.sleep(0.01)
        if b.stop_event.is_set():
            raise Stopped()
        # the table says who is thinking while a search runs (a plain tuple swap:
        # the UI thread only reads it)
        b.thinking = (prompt.seat, time.monotonic())
        try:
            return self.inner.decide(view, prompt)
        finally:
            b.thinking = None


# ---------------------------------------------------------------------------
# the engine thread
# ---------------------------------------------------------------------------
class EngineThread:
    """Runs one game on a daemon thread; see the module docstring."""

    def __init__(self, game: Game, kinds: list[str], seed: int = 0,
                 autosave: Path | None = None, max_ahead: int = 6,
                 debug_log: str | None = None,
                 seat_factory: Callable[[str, int], Any] | None = None) -> None:
        self.game = game  # touched only by the engine thread once started
        #: events already part of the table's starting snapshot (taken from the
        #: game before the thread starts), so they are never shown twice
        self.events_shown = len(game.state.events)
        self.kinds = list(kinds)
        self.inbox: queue.Queue[Message] = queue.Queue()
        self.stop_event = threading.Event()
        self.lock = threading.Lock()
        self.waiting: PromptRequest | None = None
        #: (seat, monotonic start) while an AI seat decides, else None
        self.thinking: tuple[int, float] | None = None
        self.autosave = autosave
        self._save_lock = threading.Lock()
        #: the last autosave that failed (None once one succeeds again) and how many
        #: failed so far: the table tells the player at once
        self.save_problem: WriteFailed | None = None
        self.save_failures = 0
        #: why the last write of any save failed (the Save button's too)
        self.write_problem: WriteFailed | None = None
        #: the turn of the last autosave that was written, None before the first
        self.saved_turn: int | None = None
        #: the text of the save that failed last (Retry and Save elsewhere write it)
        self.unsaved_text = ""
        self.max_ahead = max_ahead
        #: how many messages the UI holds but has not shown yet (set each frame)
        self.ui_backlog = 0
        self.debug_path = debug_log if debug_log is not None else os.environ.get("RDI_DEBUG_LOG")
        self.error: BaseException | None = None
        self._json = ""
        #: what answers a human prompt without asking (set by the table from the
        #: settings; read on the engine thread each time)
        self.policy: Policy = OFF
        self.intents = Intents()
        self.team_order = TeamOrder()
        #: the response questions the people passed (each asked once per window)
        self.asked = Asked()
        #: answers given ahead in a merged question, and the last merge found
        self.carry = Carry()
        self._merged: tuple[Prompt, Merged | HitBackAhead | None] | None = None
        self.auto_answers = 0
        #: the seats that may ask for hints, and the hints shown (saved with the game)
        self.hint_seats = hint_seats(game)
        self.hints_used: list[dict[str, Any]] = []
        factory = seat_factory or (lambda name, s: make_seat(name, s))
        humans = [i for i, k in enumerate(self.kinds) if k == HUMAN]
        self.humans = humans
        # all AI: watch from the first real player's seat (never Otto's)
        self.viewers = humans or [next((i for i, p in enumerate(game.state.players)
                                        if not p.automaton), 0)]
        #: the seats whose hands the UI may draw: the viewers and, in team games,
        #: their teammates (003: teammates look at each other's hands)
        self.hand_seats = hand_seats(game, self.viewers)
        self.seats: list[Any] = []
        for i, k in enumerate(self.kinds):
            if k == HUMAN:
                self.seats.append(HumanSeat(self))
            else:
                self.seats.append(PacedSeat(factory(k, seed * 31 + i + 1), self))
        #: answers applied before the seats are asked: a failure report's failing step
        self.replay: list[int] = []
        inject_engine_fault(game)
        self.thread = threading.Thread(target=self._run, name="rdi-engine", daemon=True)

    # -- engine side ------------------------------------------------------
    def thinking_for(self, at_least: float) -> int | None:
        """The AI seat deciding for at least `at_least` seconds now, if any (quick
        answers are not worth a word: Normal takes a fraction of a millisecond)."""
        t = self.thinking
        if t is None or time.monotonic() - t[1] < at_least:
            return None
        return t[0]

    def post(self, msg: Message) -> None:
        self.inbox.put(msg)

    def auto_answer(self, prompt: Prompt, view: dict[str, Any]) -> int | None:
        """An anytime action the player chose, else what the stop policy answers."""
        if self.intents.offered(prompt):  # a click queued earlier comes first; what a
            self.carry.owed.pop(prompt.seat, None)  # merged question foresaw is asked
        taken = self.carry.take(prompt, view)  # answered already, in a merged question
        if taken is None:
            taken = planned(self.carry, prompt, view)  # a hit-back chosen before the card
        if taken is None:
            taken = self.intents.take(prompt)
        if taken is not None:
            return taken
        if self.merged(prompt, view) is not None:
            return None  # asked together with the next (rdi_desktop/merge.py)
        if self.policy.enabled:
            again = self.team_order.answer(prompt, view)  # the team's order, asked once
            if again is not None:
                return again
        return auto_answer(prompt, view, self.policy, self.asked)

    def merged(self, prompt: Prompt, view: dict[str, Any]) -> Merged | HitBackAhead | None:
        """The question asked together with ``prompt`` (the game's pending one, on
        the engine thread), found once per question."""
        if not self.policy.enabled:
            return None
        if self._merged is None or self._merged[0] is not prompt:
            found: Merged | HitBackAhead | None = merge(self.game, prompt, view, self.skip)
            if found is None and self.skip(self.game, prompt) is None:
                found = hit_back_ahead(prompt, view, self.policy)  # asked anyway: with it
            self._merged = (prompt, found)
        return self._merged[1]

    def skip(self, game: Game, prompt: Prompt) -> int | None:
        """What the stop settings answer for a question on a copy of the game (a pure
        query: what the seat would not be asked on the way to a merged question)."""
        return auto_answer(prompt, game.view(prompt.seat), self.policy, self.asked)

    def debug(self, line: str) -> None:
        from rdi_desktop.debuglog import append_line

        append_line(self.debug_path, line)

    def current_json(self) -> str:
        try:
            data = self.game.to_dict()
            with self.lock:
                if self.hints_used:
                    data["hints"] = list(self.hints_used)
            self._json = json.dumps(data)
        except Exception:  # noqa: BLE001 - a save that fails must not stop play
            log.exception("to_json failed")
        return self._json

    def _sink(self, events: list[Any], game: Game) -> None:
        evs = tuple(e.to_dict() for e in events)
        snap = public_view(game)
        players = game.state.players
        hands = {s: tuple(players[s].hand) for s in self.hand_seats}
        self.post(Batch(evs, snap, hands, private_views(game, self.hand_seats)))
        if any(e["kind"] in ("turn_ended", "game_over") for e in evs):
            self.write_autosave()

    def write_autosave(self, text: str | None = None) -> None:
        """Write the autosave: the game now (engine thread, or before it starts), or a
        given save text (the UI thread passes :meth:`latest_json`)."""
        if self.autosave is None:
            return
        if text is None:
            text = self.current_json()
        if not text:
            return
        self.write_save(self.autosave, text)

    def write_save(self, path: Path, text: str) -> bool:
        """Write a save of this game through a temporary file (see
        :mod:`rdi_desktop.atomic`); True when it was written, else the reason is in
        :attr:`write_problem` (the earlier file stays as it was). Only the autosave's
        own state is kept in :attr:`save_problem`: a save elsewhere that works does
        not make Continue's autosave good."""
        is_autosave = path == self.autosave
        with self._save_lock:  # the UI thread writes too (leaving the table)
            try:
                write_atomic(path, text)
            except WriteFailed as exc:
                self.write_problem = exc
                if is_autosave:
                    self.save_problem = exc
                    self.save_failures += 1
                    self.unsaved_text = text
                return False
            if is_autosave:
                self.save_problem = None
                self.unsaved_text = ""
            self.saved_turn = _turn_of(text, self.saved_turn)
        return True

    def _run(self) -> None:
        try:
            self.debug(f"start kinds={self.kinds}")
            for answer in self.replay:  # a failure report: its failing step first
                self.game.pending()
                self.game.apply(answer)
            run_game(self.game, self.seats, self._sink, self.stop_event,
                     events_sent=self.events_shown)
            g = self.game
            self.post(Finished(g.over, tuple(g.state.winners)))
        except Stopped:
            self.debug("stopped")
        except Exception as exc:  # noqa: BLE001 - reported to the UI, never swallowed
            self.error = exc
            log.exception("engine failed")
            self._failed(exc)

    def _failed(self, exc: Exception) -> None:
        """Autosave the game before the failing step, write the report, tell the UI."""
        from rdi_desktop.failure_report import record_failure

        error, details = f"{type(exc).__name__}: {exc}", traceback.format_exc()
        try:
            rec = record_failure(self.game, self.kinds, error, details, self.autosave,
                                 self.write_save)
            report, autosaved = str(rec.report or ""), rec.autosaved
        except Exception:  # noqa: BLE001 - the failure itself must still be shown
            log.exception("the failure report could not be written")
            report, autosaved = "", False
        self.post(EngineFailed(error, details, str(self.autosave) if self.autosave else "",
                               report, autosaved))

    # -- UI side ----------------------------------------------------------
    def start(self) -> None:
        # A new game is the one Continue brings back from its first moment, not the
        # game autosaved before it.
        self.write_autosave()
        self.thread.start()

    def drain(self, limit: int = 64) -> list[Message]:
        """Up to ``limit`` messages, never blocking."""
        out: list[Message] = []
        for _ in range(limit):
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                break
        return out

    def latest_json(self) -> str:
        """The game as last saved by the engine thread (at a human prompt or a
        turn's end); safe to read from the UI."""
        return self._json

    def stop(self, timeout: float = 5.0) -> bool:
        """Stop the engine: cancel a waiting human decision and join the thread."""
        self.stop_event.set()
        with self.lock:
            w = self.waiting
        if w is not None:
            w.future.cancel()
        if self.thread.is_alive():
            self.thread.join(timeout)
        return not self.thread.is_alive()

    @property
    def alive(self) -> bool:
        return self.thread.is_alive()


def _turn_of(text: str, default: int | None) -> int | None:
    """The turn a save text was taken at (a table's save; a Hall save has none)."""
    at = text.find('"turn_number": ')
    if at < 0:
        return default
    digits = text[at + 15:at + 25].split(",")[0].split("}")[0].strip()
    return int(digits) if digits.isdigit() else default


def public_view(game: Game) -> dict[str, Any]:
    """What everyone at the table may see: ``view(-1)`` without any hand or card of
    an OWNER zone (in team games ``view`` shows a team its hands)."""
    snap = game.view(-1)
    snap["prompt"] = None
    for p in snap["players"]:
        p.pop("hand", None)
        st = p.get("state")
        if isinstance(st, dict):
            for key in owner_zones(st):
                del st[key]
    return snap


def owner_zones(state: dict[str, Any]) -> dict[str, list[str]]:
    """The cards of a character state's OWNER zones, by zone key (engine/kits.py: only
    their owner sees them; the others see `<key>_size`). This one channel carries every
    kit's owner-only zone to its owner's screen, naming none."""
    out: dict[str, list[str]] = {}
    for key, v in state.items():
        z = zone(key)
        if z is not None and z.visibility == OWNER and isinstance(v, list):
            out[key] = [str(c) for c in v]
    return out


def private_views(game: Game, seats: list[int]) -> dict[int, dict[str, list[str]]]:
    """What each of these seats' own side sees besides its hand: its OWNER zones."""
    players = game.state.players
    return {s: owner_zones(players[s].state) for s in seats}


def hand_seats(game: Game, viewers: list[int]) -> list[int]:
    """The viewers and their teammates (in a team game)."""
    g = game.state
    out = list(viewers)
    if g.teams:
        for v in viewers:
            t = g.players[v].team
            for i, p in enumerate(g.players):
                if t is not None and p.team == t and i not in out:
                    out.append(i)
    return sorted(out)


def start_game(setup: dict[str, Any], kinds: list[str], seed: int,
               autosave: Path | None = None, **kw: Any) -> EngineThread:
    """A new game from ``setup`` (the seat kinds are stored in it for saves)."""
    setup = json.loads(json.dumps(setup))
    for spec, kind in zip(setup["players"], kinds):
        spec["seat"] = kind
    game = new_game(setup, seed)
    return EngineThread(game, align_kinds(game, kinds), seed=seed, autosave=autosave, **kw)


def align_kinds(game: Game, kinds: list[str]) -> list[str]:
    """One kind per seat: Otto (an automaton the engine answers for itself) is
    seated by the engine, not the setup; give his seat an AI kind it never asks."""
    out = list(kinds)
    for i, p in enumerate(game.state.players):
        if p.automaton and len(out) < len(game.state.players):
            out.insert(i, default_ai())
    return out


def missing_seats(game: Game) -> str:
    """What a loaded game says of seats whose plug-in is not installed here (the save
    records a seat by name): who plays with which built-in level instead; '' if none."""
    missing: dict[str, list[str]] = {}
    for i, spec in enumerate(game.state.setup.get("players", [])):
        k = spec.get("seat")
        if isinstance(k, str) and k != HUMAN and k not in SEATS:
            missing.setdefault(k, []).append(str(spec.get("name") or f"seat {i + 1}"))
    level = default_ai().capitalize()
    return " ".join(
        f"This game was saved with the seat plug-in \u201c{k}\u201d, which is not installed: "
        f"{' and '.join(names)} {'plays' if len(names) == 1 else 'play'} at the built-in "
        f"{level} level instead." for k, names in missing.items())


def kinds_of(game: Game) -> list[str]:
    """The seat kinds stored in a game's setup (unknown AIs become the default AI)."""
    out: list[str] = []
    for spec in game.state.setup.get("players", []):
        k = spec.get("seat", HUMAN if not out else default_ai())
        if k != HUMAN and k not in SEATS:
            k = default_ai()
        out.append(k)
    return align_kinds(game, out)
