"""A Gambling Hall table as one engine game, with the table's interface.

:class:`HallMatch` runs a session (one game and its replays, Adventurer's Choice or
Playing for Shares; :mod:`engine.hall.session`) and asks every decision the same way
the table does: ``pending()`` returns an :class:`engine.prompts.Prompt` (``seat`` is
the player's index, ``options`` a tuple of :class:`engine.prompts.Option`),
``apply(answer)`` takes one of the options (or its index or its dict) and refuses
anything else with the state unchanged, ``view(seat)`` is a pure query of what that
seat may know, ``clone()`` and ``to_json()`` / ``from_json()`` copy and save it.

Between games the session's own decisions are prompts too: a player with fewer than
25 may take a loan (kind ``loan``), the first human seat (seat 0 at a table of AIs)
acknowledges the result (``continue``: the screen asks it even for an AI seat), and
the Starting Player chooses the next game (``choose_game``).
Hall prompt kinds keep their names (``bet``, ``reveal``, ``place`` ...); the hall
prompt's own data is in ``context["hall"]``.
"""

from __future__ import annotations

import copy
import itertools
import json
from typing import Any

from engine.hall import GAMES, game_from_json
from engine.hall.adventurers import LOAN_SIZE
from engine.hall.base import HallGame
from engine.hall.options import canonical, engine_options, option_for, to_hall_answer
from engine.hall.redact import masked_json
from engine.hall.session import Session
from engine.prompts import NO, YES, IllegalAnswer, Option, Prompt
from engine.version import VERSION

FORMAT_VERSION = 1
SAVE_KIND = "hall"
CONTINUE = Option(label="continue")
MODES = ("single", "adventurers", "shares")
#: variants an AI Starting Player never picks (they change the whole session)
SESSION_VARIANTS = frozenset({"unwound_clock", "multiple_successive_games"})


class HallMatch:
    """See the module docstring. All state is plain data (JSON round-trips)."""

    def __init__(self, config: dict[str, Any]) -> None:
        cfg = dict(config)
        names = [str(n) for n in cfg["players"]]
        if cfg.get("mode", "single") not in MODES:
            raise ValueError(f"mode is one of {MODES}")
        self.config = cfg
        self.names = names
        self.kinds: list[str] = list(cfg.get("seats") or ["human"] * len(names))
        self.session = Session(names, max(1, int(cfg.get("rounds", 1))), int(cfg.get("seed", 0)))
        self.phase = "play"  # play, between, over
        self.queue: list[dict[str, Any]] = []  # session decisions due between games
        self.events: list[dict[str, Any]] = []
        self.notes: list[str] = []
        self.last_result: dict[str, Any] | None = None
        self.last_game: dict[str, Any] | None = None  # JSON of the finished game
        self.decisions: list[int] = []
        self.game_no = 0
        self._seen = 0  # events of the current game already copied into self.events
        self._prompt: Prompt | None = None
        self._start(cfg["game"], list(cfg.get("variants", [])))

    # -- set-up ------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return str(self.config.get("mode", "single"))

    def options(self) -> dict[str, Any]:
        cfg = self.config
        return {"split_rule": cfg.get("split_rule", "merchant"),
                "min_raise_rule": bool(cfg.get("min_raise_rule", False)),
                "betting": "playing_for_shares" if self.mode == "shares" else "betting_rounds",
                "share": int(cfg.get("share", 3))}

    @property
    def game(self) -> HallGame | None:
        return self.session.game

    def _start(self, name: str, variants: list[str]) -> None:
        opts = self.options()
        opts.update({k: self.config[k] for k in GAMES[name].SETTINGS if k in self.config})
        self.session.start_game(name, variants, **opts)
        self._begin_game(f"{GAMES[name].TITLE} begins.")

    def _begin_game(self, text: str) -> None:
        g = self.game
        assert g is not None
        self.game_no += 1
        self.phase = "play"
        self._seen = 0
        out = [p for p in self.names if p not in g.players]
        self._event("game_start", text, game=g.GAME, players=list(g.players))
        if out:
            self._note(f"{', '.join(out)} cannot ante and sit out.")
        self._copy_game_events()

    def _event(self, kind: str, text: str, **data: Any) -> None:
        self.events.append({"kind": kind, "text": text, "game_no": self.game_no, **data})

    def _note(self, text: str) -> None:
        self.notes.append(text)
        self._event("note", text)

    def _copy_game_events(self) -> None:
        g = self.game
        if g is None:
            return
        for e in g.events[self._seen:]:
            self.events.append({"kind": "hall", "game_no": self.game_no, **e})
        self._seen = len(g.events)

    # -- driving -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def winners(self) -> list[int]:
        if not self.over:
            return []
        names = (self.session.purse.winners() if self.mode != "single"
                 else (self.last_result or {}).get("winners") or [])
        return [self.names.index(n) for n in names]

    def seat_of(self, player: str) -> int:
        return self.names.index(player)

    def pending(self) -> Prompt | None:
        if self._prompt is None:
            self._prompt = self._make_prompt()
        return self._prompt

    def _make_prompt(self) -> Prompt | None:
        for _ in range(1000):
            if self.phase == "over":
                return None
            if self.phase == "play":
                g = self.game
                assert g is not None
                hp = g.pending()
                if hp is None:
                    self._finish_game()
                    continue
                ctx = {"player": hp.player, "text": hp.text, "hall": copy.deepcopy(hp.options),
                       "game": g.GAME, "game_no": self.game_no}
                return Prompt(self.seat_of(hp.player), hp.kind, engine_options(g, hp), ctx)
            if not self.queue:
                self._next_step()
                continue
            return self._session_prompt(self.queue[0])
        raise RuntimeError("the hall made no progress")

    def _session_prompt(self, item: dict[str, Any]) -> Prompt:
        kind, player = item["kind"], item["player"]
        ctx: dict[str, Any] = {"player": player, "game_no": self.game_no}
        if kind == "continue":
            ctx["text"] = "See the result, then go on"
            return Prompt(self.seat_of(player), kind, (CONTINUE,), ctx)
        if kind == "loan":
            lender = self.session.purse.lender_for(player)
            ctx.update(text=f"{player} has {self.session.purse.money[player]}: take a loan of "
                       f"{LOAN_SIZE} from {lender}?", lender=lender)
            return Prompt(self.seat_of(player), kind, (YES, NO), ctx)
        ctx["text"] = f"{player} chooses the next game"
        return Prompt(self.seat_of(player), "choose_game", self.game_choices(), ctx)

    def game_choices(self) -> tuple[Option, ...]:
        """Every game that fits the table, with every combination of its variants."""
        n = len(self.eligible_players())
        out: list[Option] = []
        for name, cls in GAMES.items():
            if not cls.MIN_PLAYERS <= n <= cls.MAX_PLAYERS:
                continue
            vs = sorted(cls.VARIANTS)
            for k in range(len(vs) + 1):
                for combo in itertools.combinations(vs, k):
                    out.append(Option(label=name,
                                      value=canonical({"game": name, "variants": list(combo)})))
        return tuple(out)

    def eligible_players(self) -> list[str]:
        ante = int(self.config.get("share", 3)) if self.mode == "shares" else 1
        return [p for p in self.names if self.session.purse.money[p] >= ante]

    def apply(self, answer: Any) -> None:
        """Answer the pending prompt; IllegalAnswer (and no change) if it is not an option."""
        p = self.pending()
        if p is None:
            raise IllegalAnswer("no decision is pending")
        idx = p.index_of(answer)
        opt = p.options[idx]
        if self.phase == "play":
            g = self.game
            assert g is not None
            try:
                g.apply(p.context["player"], to_hall_answer(opt))
            except ValueError as exc:  # cannot happen for a listed option; keep state
                raise IllegalAnswer(str(exc)) from exc
            self._copy_game_events()
        else:
            self._answer_session(self.queue[0], opt)
        self.decisions.append(idx)
        self._prompt = None

    def apply_hall(self, player: str, answer: Any) -> None:
        """Answer with a hall answer (``"call"``, ``[0, 1]``, ``{"card": 2, ...}``) as the
        hall screens build them; refused unless it is one of the options."""
        p = self.pending()
        if p is None:
            raise IllegalAnswer("no decision is pending")
        if p.context.get("player") != player:
            raise IllegalAnswer(f"it is {p.context.get('player')}'s turn, not {player}'s")
        if p.kind in ("continue", "loan", "choose_game"):
            self.apply(answer)
            return
        try:
            opt = option_for(p.kind, player, answer)
        except ValueError as exc:
            raise IllegalAnswer(str(exc)) from exc
        self.apply(opt)

    # -- between games ---------------------------------------------------------------
    def _finish_game(self) -> None:
        g = self.game
        assert g is not None
        self._copy_game_events()
        self.last_game = g.to_json()
        self.last_result = self.session.finish_game()
        self.phase = "between"
        self._event("game_over", "The game is over.", result=self.last_result)
        self.queue = []
        if self.mode != "single":
            self.queue += [{"kind": "loan", "player": p} for p in self.names
                           if self.session.purse.loan_allowed(p)]
        # the screen shows the result until someone goes on (the first human, else seat 0)
        host = next((p for p, k in zip(self.names, self.kinds) if k == "human"), self.names[0])
        self.queue.append({"kind": "continue", "player": host})

    def _answer_session(self, item: dict[str, Any], opt: Option) -> None:
        self.queue.pop(0)
        if item["kind"] == "loan" and opt == YES:
            player = item["player"]
            if self.session.purse.loan_allowed(player):
                lender = self.session.request_loan(player)
                self._note(f"{player} takes a loan of {LOAN_SIZE} from {lender}.")
        elif item["kind"] == "choose_game":
            choice = json.loads(str(opt.value))
            self._note(f"{item['player']} chooses {GAMES[choice['game']].TITLE}.")
            self._start(choice["game"], choice["variants"])

    def _next_step(self) -> None:
        """After the result and the loans: a replay, the next game's choice, or the end."""
        s = self.session
        if s.replay is not None:
            s.start_replay()
            self._begin_game("The tied game is played again for the pot.")
            return
        if self.mode == "single" or s.over:
            self.phase = "over"
            self._event("session_over", "The session is over.")
            return
        if len(self.eligible_players()) < 2:
            self._note("Fewer than two players can ante: the session ends.")
            self.phase = "over"
            return
        self.queue.append({"kind": "choose_game", "player": s.starting_player})

    # -- information -------------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know (``-1``: a spectator). A pure query: the prompt shown is
        the one ``pending()`` already made, never a new one."""
        player = self.names[seat] if 0 <= seat < len(self.names) else None
        g = self.game
        s = self.session
        prompt = self._prompt
        return {
            "seat": seat, "player": player, "players": list(self.names),
            "kinds": list(self.kinds), "phase": self.phase, "mode": self.mode,
            "game_no": self.game_no, "decision_no": len(self.decisions),
            "game": (g.view(player) if g is not None else
                     game_from_json(self.last_game).view(player) if self.last_game else None),
            "last_result": copy.deepcopy(self.last_result),
            "session": {"money": dict(s.purse.money), "standings": s.standings(),
                        "games_played": s.games_played, "rounds": s.rounds,
                        "carry": s.carry, "replay_due": s.replay is not None,
                        "starting_player": s.starting_player},
            "notes": list(self.notes),
            "prompt": prompt.to_dict() if prompt is not None and prompt.seat == seat else None,
        }

    def redacted(self, seat: int) -> dict[str, Any] | None:
        """The current game as ``seat`` may know it (hidden cards masked), as JSON."""
        g = self.game if self.phase == "play" else None
        if g is None:
            return None
        player = self.names[seat] if 0 <= seat < len(self.names) else None
        return masked_json(g, player)

    # -- persistence ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        # engine_version: which version wrote it (pyproject.toml's, engine/version.py);
        # not read back, so saves from before it was recorded load the same
        return {"format_version": FORMAT_VERSION, "kind": SAVE_KIND,
                "engine_version": VERSION, "config": self.config, "kinds": self.kinds, "phase": self.phase,
                "queue": self.queue, "events": self.events, "notes": self.notes,
                "last_result": self.last_result, "last_game": self.last_game,
                "decisions": self.decisions, "game_no": self.game_no, "seen": self._seen,
                "session": self.session.to_json()}

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str) -> HallMatch:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ValueError(f"not a saved Gambling Hall game (bad JSON: {e})") from e
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> HallMatch:
        if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
            raise ValueError("not a saved Gambling Hall game")
        if data.get("format_version") != FORMAT_VERSION:
            raise ValueError("this Gambling Hall save was written by another version "
                             "and cannot be read")
        try:
            m = cls.__new__(cls)
            m.config = dict(data["config"])
            m.names = [str(n) for n in m.config["players"]]
            m.kinds = list(data["kinds"])
            m.phase = str(data["phase"])
            m.queue = list(data["queue"])
            m.events = list(data["events"])
            m.notes = list(data["notes"])
            m.last_result = data["last_result"]
            m.last_game = data["last_game"]
            m.decisions = [int(i) for i in data["decisions"]]
            m.game_no = int(data["game_no"])
            m._seen = int(data["seen"])
            m.session = Session.from_json(data["session"])
            m._prompt = None
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"the Gambling Hall save is damaged ({e})") from e
        return m

    def clone(self) -> HallMatch:
        c = HallMatch.from_dict(json.loads(self.to_json()))
        c._prompt = self._prompt
        return c
