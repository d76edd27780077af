"""The hall table's brain, without pygame: seats, the session, AI turns.

:class:`HallController` owns an :class:`engine.hall.session.Session` (a single
game is a session of one game plus its replays), knows which seats are human
and which are AI, and moves the game on. AI decisions are computed on a
worker thread (:class:`AIWorker`) from a *clone* of the game, so the render
loop never waits for them; the answer is applied on the main thread after a
short visible delay, and only if the game is still at the same move.

Phases: ``"play"`` (a game is running), ``"result"`` (a game just ended: show
the breakdown), ``"choose"`` (a session waits for its Starting Player to pick
the next game), ``"over"`` (the session or the single game is finished).
"""

from __future__ import annotations

import logging
import queue
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from engine.hall import GAMES
from engine.hall.adventurers import LOAN_THRESHOLD
from engine.hall.ai import HallAI, quick_choice
from engine.hall.base import HallGame
from engine.hall.prompts import Prompt
from engine.hall.session import Session

log = logging.getLogger(__name__)

HUMAN = "human"
AI_LEVELS = ("easy", "normal", "hard")


@dataclass
class Seat:
    name: str
    kind: str = HUMAN  # "human" or an AI level

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class HallConfig:
    game: str
    seats: list[Seat]
    variants: list[str] = field(default_factory=list)
    split_rule: str = "merchant"
    min_raise_rule: bool = False
    mode: str = "single"  # "single", "adventurers" or "shares"
    rounds: int = 1
    share: int = 3
    seed: int = 0

    def validate(self) -> str | None:
        """Why this configuration cannot start, or None."""
        if self.game not in GAMES:
            return f"unknown game {self.game!r}"
        names = [s.name.strip() for s in self.seats]
        if any(not n for n in names):
            return "every seat needs a name"
        if len(set(names)) != len(names):
            return "two seats have the same name"
        cls = GAMES[self.game]
        if not cls.MIN_PLAYERS <= len(self.seats) <= cls.MAX_PLAYERS:
            return f"{cls.TITLE} takes {cls.MIN_PLAYERS}-{cls.MAX_PLAYERS} players"
        bad = sorted(set(self.variants) - cls.VARIANTS)
        if bad:
            return f"unknown variants {bad}"
        return None


# ---------------------------------------------------------------------------
class AIWorker:
    """One daemon thread that answers ``(token, game, player, level, seed)`` jobs."""

    def __init__(self) -> None:
        self.jobs: queue.Queue[tuple[Any, HallGame, str, str, int] | None] = queue.Queue()
        self.results: queue.Queue[tuple[Any, Any, str | None]] = queue.Queue()
        self.thread = threading.Thread(target=self._loop, name="hall-ai", daemon=True)
        self.thread.start()

    def submit(self, token: Any, game: HallGame, player: str, level: str, seed: int) -> None:
        self.jobs.put((token, game, player, level, seed))

    def poll(self) -> tuple[Any, Any, str | None] | None:
        try:
            return self.results.get_nowait()
        except queue.Empty:
            return None

    def stop(self) -> None:
        self.jobs.put(None)

    def _loop(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            token, game, player, level, seed = job
            try:
                answer = HallAI(level, seed).decide(game, player)
                self.results.put((token, answer, None))
            except Exception as exc:  # noqa: BLE001 - reported to the main thread
                log.exception("AI decision failed")
                self.results.put((token, None, repr(exc)))


def fallback_answer(game: HallGame, prompt: Prompt) -> Any:
    """A safe legal answer when the AI fails: check/fold, else the rollout policy."""
    if prompt.kind == "bet":
        return "check" if "check" in prompt.options.get("actions", []) else "fold"
    return quick_choice(game, prompt, random.Random(0))


# ---------------------------------------------------------------------------
class HallController:
    def __init__(self, config: HallConfig, ai_delay: float = 0.8, threaded: bool = True
                 ) -> None:
        why = config.validate()
        if why:
            raise ValueError(why)
        self.config = config
        self.seats = {s.name: s for s in config.seats}
        self.names = [s.name for s in config.seats]
        self.session = Session(self.names, max(1, config.rounds), config.seed)
        self.ai_delay = ai_delay
        self.threaded = threaded
        self.worker: AIWorker | None = AIWorker() if threaded else None
        self.phase = "play"
        self.move = 0  # bumps on every applied answer (AI tokens refer to it)
        self.game_no = 0
        self.waited = 0.0
        self.requested: tuple[int, int] | None = None
        self.answer: tuple[tuple[int, int], Any, str | None] | None = None
        self.last_result: dict[str, Any] | None = None
        self.last_game: HallGame | None = None
        self.message = ""
        self.notes: list[str] = []  # session notes (loans, sit-outs)
        self.applied: list[tuple[str, Any]] = []  # every (player, answer) applied
        self.start_game(config.game, config.variants)

    # -- set-up -----------------------------------------------------------
    @property
    def game(self) -> HallGame | None:
        return self.session.game

    @property
    def humans(self) -> list[str]:
        return [n for n in self.names if self.seats[n].is_human]

    def options(self) -> dict[str, Any]:
        betting = "playing_for_shares" if self.config.mode == "shares" else "betting_rounds"
        return {"split_rule": self.config.split_rule,
                "min_raise_rule": self.config.min_raise_rule,
                "betting": betting, "share": self.config.share}

    def start_game(self, name: str, variants: list[str] | tuple[str, ...] = ()) -> None:
        """The Starting Player's choice (a session's next game)."""
        self._ai_loans()
        self.session.start_game(name, list(variants), **self.options())
        self._started()

    def _started(self) -> None:
        self.game_no += 1
        self.phase = "play"
        self._reset_wait()
        g = self.game
        assert g is not None
        sitting_out = [p for p in self.names if p not in g.players]
        if sitting_out:
            self.notes.append(f"{', '.join(sitting_out)} cannot ante and sit out.")

    def _reset_wait(self) -> None:
        self.waited = 0.0
        self.requested = None
        self.answer = None

    def _ai_loans(self) -> None:
        """AI seats short of money ask for a loan between games (Adventurer's Choice)."""
        if self.config.mode == "single":
            return
        purse = self.session.purse
        for p in self.names:
            if not self.seats[p].is_human and purse.money[p] < LOAN_THRESHOLD \
                    and purse.loan_allowed(p):
                lender = self.session.request_loan(p)
                self.notes.append(f"{p} takes a loan of 25 from {lender}.")

    def can_loan(self, player: str) -> bool:
        return (self.config.mode != "single" and self.phase in ("result", "choose")
                and self.session.purse.loan_allowed(player))

    def take_loan(self, player: str) -> str:
        lender = self.session.request_loan(player)
        self.notes.append(f"{player} takes a loan of 25 from {lender}.")
        return lender

    # -- the running game -------------------------------------------------
    def pending(self) -> Prompt | None:
        g = self.game
        return None if g is None else g.pending()

    def human_prompt(self) -> Prompt | None:
        """The pending prompt when a human seat must answer it."""
        if self.phase != "play":
            return None
        p = self.pending()
        return p if p is not None and self.seats[p.player].is_human else None

    def ai_thinking(self) -> str | None:
        if self.phase != "play":
            return None
        p = self.pending()
        return p.player if p is not None and not self.seats[p.player].is_human else None

    def submit(self, player: str, answer: Any) -> str | None:
        """Apply a human answer; returns the error text if it is illegal."""
        g = self.game
        if g is None or self.phase != "play":
            return "no game is running"
        try:
            g.apply(player, answer)
        except ValueError as exc:
            self.message = str(exc)
            return str(exc)
        self.message = ""
        self._applied(player, answer)
        return None

    def _applied(self, player: str, answer: Any) -> None:
        self.applied.append((player, answer))
        self.move += 1
        self._reset_wait()
        g = self.game
        if g is not None and g.over:
            self._finish()

    def _ai_seed(self, player: str) -> int:
        return (self.config.seed * 7919 + self.game_no * 1009 + self.move * 31
                + self.names.index(player)) & 0x7FFFFFFF

    def update(self, dt: float) -> None:
        """Move AI seats on (never blocks when threaded)."""
        if self.phase == "choose" and not self.seats[self.chooser].is_human:
            self.waited += dt
            if self.waited >= self.ai_delay:
                name, variants = self.ai_choose_game()
                self.notes.append(f"{self.chooser} chooses {GAMES[name].TITLE}.")
                self.start_game(name, variants)
            return
        if self.phase != "play":
            return
        g = self.game
        if g is None:
            return
        prompt = g.pending()
        if prompt is None:
            self._finish()
            return
        seat = self.seats[prompt.player]
        if seat.is_human:
            return
        self.waited += dt
        token = (self.game_no, self.move)
        if self.requested != token:
            self.requested = token
            level = seat.kind if seat.kind in AI_LEVELS else "easy"
            if self.worker is not None:
                self.worker.submit(token, g.clone(), prompt.player, level,
                                   self._ai_seed(prompt.player))
            else:
                try:
                    ans = HallAI(level, self._ai_seed(prompt.player)).decide(g, prompt.player)
                    self.answer = (token, ans, None)
                except Exception as exc:  # noqa: BLE001
                    self.answer = (token, None, repr(exc))
        if self.worker is not None:
            while (res := self.worker.poll()) is not None:
                if res[0] == token:
                    self.answer = res
        if self.answer is None or self.answer[0] != token or self.waited < self.ai_delay:
            return
        _, ans, err = self.answer
        if err is None:
            try:
                g.apply(prompt.player, ans)
            except ValueError as exc:
                err = str(exc)
        if err is not None:
            log.warning("AI %s: %s; using a safe answer", prompt.player, err)
            ans = fallback_answer(g, prompt)
            g.apply(prompt.player, ans)
        self._applied(prompt.player, ans)

    # -- between games ------------------------------------------------------
    def _finish(self) -> None:
        self.last_game = self.game
        self.last_result = self.session.finish_game()
        self.phase = "result"

    def continue_after_result(self) -> None:
        """Leave the result screen: a replay, the next game's choice, or the end."""
        if self.session.replay is not None:
            self._ai_loans()
            self.session.start_replay()
            self._started()
            self.notes.append("The tied game is played again for the pot.")
            return
        if self.config.mode == "single" or self.session.over:
            self.phase = "over"
            return
        self._ai_loans()
        if len(self.eligible_players()) < 2:
            self.notes.append("Fewer than two players can ante: the session ends.")
            self.phase = "over"
            return
        self.phase = "choose"
        self.waited = 0.0

    def eligible_players(self) -> list[str]:
        ante = self.config.share if self.config.mode == "shares" else 1
        return [p for p in self.names if self.session.purse.money[p] >= ante]

    @property
    def chooser(self) -> str:
        """Who picks the next game (the session's Starting Player)."""
        return self.session.starting_player

    def games_for_table(self) -> list[str]:
        n = len(self.eligible_players())
        return [name for name, cls in GAMES.items() if cls.MIN_PLAYERS <= n <= cls.MAX_PLAYERS]

    def ai_choose_game(self) -> tuple[str, list[str]]:
        """An AI Starting Player's pick: any game that fits the table, maybe a variant."""
        rng = random.Random(self._ai_seed(self.chooser) + self.session.games_played)
        name = rng.choice(sorted(self.games_for_table()))
        pool = sorted(GAMES[name].VARIANTS - {"unwound_clock", "multiple_successive_games"})
        chosen = [v for v in pool if rng.random() < 0.25]
        return name, chosen

    def standings(self) -> list[dict[str, Any]]:
        return self.session.standings()

    def shutdown(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None

    # -- tests/dev helpers -----------------------------------------------------
    def run_until(self, phase_set: set[str], timeout: float = 30.0) -> None:
        """Drive AI seats until the phase is in ``phase_set`` (no humans to act)."""
        end = time.monotonic() + timeout
        while self.phase not in phase_set and time.monotonic() < end:
            if self.human_prompt() is not None:
                return
            self.update(1.0)
            time.sleep(0.001)
