"""The hall table's UI side, without pygame: a client of the engine thread.

The match (:class:`engine.hall.match.HallMatch`: a single game is a session of
one game plus its replays) runs on the table's engine thread and bridge
(:class:`rdi_desktop.bridge.HallEngineThread`); AI seats decide there, from
views only, so the render loop never waits for them. :class:`HallController`
drains the bridge's messages each frame, shows an AI's move at most every
``ai_delay`` seconds so people can follow, keeps the latest snapshot (the
match's public view and the current game masked for the screen's viewers:
:attr:`game` is that copy, never the live game) and answers a human decision by
filling the future of its :class:`~rdi_desktop.bridge.PromptRequest`.

Phases: ``"play"`` (a game is running), ``"result"`` (a game just ended: show
the breakdown), ``"choose"`` (a session waits for its Starting Player to pick
the next game), ``"over"`` (the session or the single game is finished).
"""

from __future__ import annotations

import collections
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.hall import GAMES, game_from_json
from engine.hall.base import HallGame
from engine.hall.match import CONTINUE, HallMatch
from engine.hall.options import canonical, option_for
from engine.hall.prompts import Prompt
from engine.prompts import NO, YES
from rdi_desktop.bridge import Batch, EngineFailed, Finished, PromptRequest
from rdi_desktop.hall.bridge import HallEngineThread

log = logging.getLogger(__name__)

HUMAN = "human"
AI_LEVELS = ("easy", "normal", "hard", "expert")


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


SESSION_KINDS = ("continue", "loan", "choose_game")


class PurseView:
    """``session.purse`` as the screens read it, from the latest snapshot."""

    def __init__(self, standings: list[dict[str, Any]]) -> None:
        self._standings = standings

    def winners(self) -> list[str]:
        if not self._standings:
            return []
        best = self._standings[0]["score"]
        return [r["player"] for r in self._standings if r["score"] == best]


class SessionView:
    """The session facts the screens show (standings, games played, replay due)."""

    def __init__(self, info: dict[str, Any], over: bool) -> None:
        self.info = info
        self.rounds = int(info.get("rounds", 1))
        self.games_played = int(info.get("games_played", 0))
        self.replay = True if info.get("replay_due") else None
        self.over = over
        self.purse = PurseView(info.get("standings", []))


# ---------------------------------------------------------------------------
class HallController:
    def __init__(self, config: HallConfig, ai_delay: float = 0.8, threaded: bool = True,
                 autosave: Path | None = None, match: HallMatch | None = None,
                 seat_factory: Callable[[str, int], Any] | None = None,
                 replay: list[int] | None = None) -> None:
        why = config.validate()
        if why:
            raise ValueError(why)
        self.config = config
        self.seats = {s.name: s for s in config.seats}
        self.names = [s.name for s in config.seats]
        self.ai_delay = ai_delay
        self.threaded = threaded  # kept for callers; the engine always has its thread
        kinds = [s.kind if s.is_human or s.kind in AI_LEVELS else "easy" for s in config.seats]
        self.match_config = match_config(config, kinds)
        m = match if match is not None else HallMatch(self.match_config)
        self.bridge = HallEngineThread(m, kinds, seed=config.seed, autosave=autosave,
                                       seat_factory=seat_factory)
        #: a Hall failure report's failing step, applied before anyone is asked
        self.bridge.replay = list(replay or [])
        self.backlog: collections.deque[Any] = collections.deque()
        self.snapshot: dict[str, Any] = {"match": m.view(-1), "game_json": None}
        self.game: HallGame | None = None
        self.last_game: HallGame | None = None
        self.last_result: dict[str, Any] | None = m.last_result
        self.request: PromptRequest | None = None
        self.finished = False
        self.failed: str | None = None
        #: the engine's failure as it came (its report and whether the autosave holds
        #: the match before it); the table shows the dialog from it
        self.failure: EngineFailed | None = None
        self.message = ""
        self.notes: list[str] = list(m.notes)
        self.applied: list[tuple[str, Any]] = []  # every (player, answer) a human gave
        self.move = 0  # bumps on every change shown
        self.waited = 0.0
        self.auto_continue = False
        self._game_no_shown = 0
        self.bridge.start()

    # -- state from the engine ------------------------------------------------
    @property
    def game_no(self) -> int:
        return int(self.snapshot["match"].get("game_no", 0))

    @property
    def humans(self) -> list[str]:
        return [n for n in self.names if self.seats[n].is_human]

    @property
    def session(self) -> SessionView:
        return SessionView(self.snapshot["match"]["session"], self.engine_phase == "over")

    @property
    def engine_phase(self) -> str:
        return "over" if self.finished else str(self.snapshot["match"]["phase"])

    @property
    def phase(self) -> str:
        if self.engine_phase == "over":
            return "over"
        r = self.request
        if r is not None and r.prompt.kind == "choose_game":
            return "choose"
        if r is not None and r.prompt.kind in ("continue", "loan"):
            return "result"
        if self.engine_phase == "between":
            return "result"
        return "play"

    def standings(self) -> list[dict[str, Any]]:
        return list(self.snapshot["match"]["session"]["standings"])

    def update(self, dt: float) -> None:
        """Take the engine's messages in (never blocks); show them in order, an AI's
        move at most every ``ai_delay`` seconds."""
        self.backlog.extend(self.bridge.drain())
        self.waited += dt
        while self.backlog and self.request is None:
            msg = self.backlog[0]
            if isinstance(msg, Batch) and msg.snapshot.get("ai_move") and \
                    self.waited < self.ai_delay and self.phase == "play":
                break
            self.backlog.popleft()
            self._take(msg)
        self.bridge.ui_backlog = len(self.backlog)

    def _take(self, msg: Any) -> None:
        if isinstance(msg, Batch):
            self._batch(msg)
        elif isinstance(msg, PromptRequest):
            self.request = msg
            if msg.prompt.kind == "continue" and self.auto_continue:
                self.auto_continue = False
                self._answer(CONTINUE)
            elif msg.prompt.kind == "loan" and self.auto_continue:
                self._answer(NO)  # asked to go on before the loan question came
        elif isinstance(msg, EngineFailed):
            self.failed = msg.error
            self.failure = msg
            self.message = f"The game engine stopped: {msg.error}"
            log.error("hall engine failed: %s", msg.details)
        elif isinstance(msg, Finished):
            self.finished = True
        self.move += 1

    def _batch(self, b: Batch) -> None:
        self.snapshot = b.snapshot
        self.waited = 0.0
        gj = b.snapshot.get("game_json")
        for e in b.events:
            if e.get("kind") == "note":
                self.notes.append(str(e["text"]))
            if e.get("kind") == "game_over":
                self.last_result = e.get("result")
        copy = game_from_json(gj) if gj is not None else None
        if b.snapshot["match"]["phase"] == "play":
            self.game, self.last_game = copy, None
        else:  # the finished game, every card shown at its showdown
            self.game, self.last_game = None, copy

    # -- the running game -------------------------------------------------
    def pending(self) -> Prompt | None:
        """The hall prompt a human must answer now, else None."""
        return self.human_prompt()

    def human_prompt(self) -> Prompt | None:
        r = self.request
        if r is None or r.prompt.kind in SESSION_KINDS:
            return None
        ctx = r.prompt.context
        return Prompt(str(ctx["player"]), r.prompt.kind, ctx["hall"], str(ctx.get("text", "")))

    def ai_thinking(self) -> str | None:
        if self.phase != "play" or self.request is not None or self.failure is not None:
            return None  # after a failure nobody thinks (the seat said "thinking...")
        v = self.snapshot["match"].get("game") or {}
        who = v.get("to_act")
        return who if who in self.seats and not self.seats[who].is_human else None

    def submit(self, player: str, answer: Any) -> str | None:
        """Answer the human prompt; returns the reason (and changes nothing) if illegal."""
        r = self.request
        hp = self.human_prompt()
        if r is None or hp is None:
            return "no decision is waiting"
        if hp.player != player:
            return self._refuse(f"it is {hp.player}'s turn, not {player}'s")
        try:
            opt = option_for(hp.kind, player, answer)
        except ValueError as exc:
            return self._refuse(str(exc))
        if opt not in r.prompt.options:
            return self._refuse(self._why_illegal(player, answer))
        self.message = ""
        self.applied.append((player, answer))
        self._answer(opt)
        return None

    def _why_illegal(self, player: str, answer: Any) -> str:
        """The game's own words for an illegal answer (tried on a copy)."""
        if self.game is not None:
            try:
                self.game.clone().apply(player, answer)
            except ValueError as exc:
                return str(exc)
        return "that is not a legal answer now"

    def _refuse(self, why: str) -> str:
        self.message = why
        return why

    def _answer(self, option: Any) -> None:
        r = self.request
        if r is None:
            return
        self.request = None
        r.answer(option)
        self.move += 1

    # -- between games ------------------------------------------------------
    def can_loan(self, player: str) -> bool:
        r = self.request
        return (r is not None and r.prompt.kind == "loan"
                and r.prompt.context.get("player") == player and self.seats[player].is_human)

    def take_loan(self, player: str) -> str:
        if not self.can_loan(player):
            raise ValueError(f"{player} cannot take a loan now")
        assert self.request is not None
        lender = str(self.request.prompt.context.get("lender"))
        self._answer(YES)
        return lender

    def continue_after_result(self) -> None:
        """Leave the result screen: no (more) loans, then go on."""
        r = self.request
        if r is None:  # the result is shown before the engine's question arrives: a click
            self.auto_continue = True  # then answers it when it comes (it was lost)
            return
        if r.prompt.kind == "loan":
            self.auto_continue = True
            self._answer(NO)
        elif r.prompt.kind == "continue":
            self._answer(CONTINUE)

    @property
    def chooser(self) -> str:
        """Who picks the next game (the session's Starting Player)."""
        r = self.request
        if r is not None and r.prompt.kind == "choose_game":
            return str(r.prompt.context["player"])
        return str(self.snapshot["match"]["session"]["starting_player"])

    def eligible_players(self) -> list[str]:
        ante = self.config.share if self.config.mode == "shares" else 1
        money = self.snapshot["match"]["session"]["money"]
        return [p for p in self.names if money[p] >= ante]

    def games_for_table(self) -> list[str]:
        r = self.request
        if r is not None and r.prompt.kind == "choose_game":
            return sorted({str(o.label) for o in r.prompt.options})
        n = len(self.eligible_players())
        return [name for name, cls in GAMES.items() if cls.MIN_PLAYERS <= n <= cls.MAX_PLAYERS]

    def start_game(self, name: str, variants: list[str] | tuple[str, ...] = ()) -> None:
        """The human Starting Player's choice of the next game."""
        r = self.request
        if r is None or r.prompt.kind != "choose_game":
            raise ValueError("no game is to be chosen now")
        want = canonical({"game": name, "variants": sorted(variants)})
        for i, o in enumerate(r.prompt.options):
            if o.value == want:
                self._answer(i)
                return
        raise ValueError(f"{name} with {sorted(variants)} cannot be played at this table")

    def save_json(self) -> str:
        """The match as the engine last saved it (safe to read on the UI thread)."""
        return self.bridge.latest_json()

    def shutdown(self) -> None:
        self.bridge.stop()

    # -- tests/dev helpers -----------------------------------------------------
    def run_until(self, phase_set: set[str], timeout: float = 30.0) -> None:
        """Take messages until the phase is in ``phase_set`` or a human must act."""
        end = time.monotonic() + timeout
        while self.phase not in phase_set and time.monotonic() < end:
            if self.request is not None:
                return
            self.update(1.0)
            time.sleep(0.002)


def match_config(config: HallConfig, kinds: list[str]) -> dict[str, Any]:
    """The engine's description of a hall table (stored in its saves)."""
    return {"players": [s.name for s in config.seats], "seats": kinds, "game": config.game,
            "variants": list(config.variants), "split_rule": config.split_rule,
            "min_raise_rule": config.min_raise_rule, "mode": config.mode,
            "rounds": max(1, config.rounds), "share": config.share, "seed": config.seed,
            # the games' own table settings, all on for a new match (Dragon Hordes: the
            # stay-or-leave question after a turn that took money)
            "leave_offers": True}


def config_from_match(data: dict[str, Any]) -> HallConfig:
    """The table description of a saved match (for resuming it)."""
    cfg = data["config"]
    seats = [Seat(n, k) for n, k in zip(cfg["players"], cfg.get("seats") or [])]
    return HallConfig(cfg["game"], seats, list(cfg.get("variants", [])),
                      cfg.get("split_rule", "merchant"), bool(cfg.get("min_raise_rule")),
                      cfg.get("mode", "single"), int(cfg.get("rounds", 1)),
                      int(cfg.get("share", 3)), int(cfg.get("seed", 0)))
