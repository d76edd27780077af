"""The presenter: turns the engine's messages into what the table shows.

It holds the *displayed* table (never the live game): the last snapshot the
player has seen happen, patched event by event as each event's animation
plays. Messages wait in a backlog; each event holds the next one back for its
animation time (scaled by the speed setting; nothing at instant speed), and a
prompt is shown only once the animations before it have finished. It also
writes the log (readable sentences) and tallies the game-over statistics.

The presenter needs to know where things are drawn for its animations: the
table scene gives it a :class:`Geometry` (updated on resize).
"""

from __future__ import annotations

import copy
import logging
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from rdi_desktop import anim, art, dispatch
from rdi_desktop.bridge import (
    Batch,
    EngineFailed,
    Finished,
    Message,
    PromptRequest,
    owner_zones,
)
from rdi_desktop.event_sounds import sound_for
from rdi_desktop.handover import PUBLIC, SAME, handover, handover_reason
from rdi_desktop.settings import Settings

log = logging.getLogger(__name__)

INSTANT_SPEED = 4.0  # the settings' top speed means "instant"


_YOU_VERB = re.compile(r"\bYou (is|has|[a-z]+?(?:ches|shes|sses|xes)|[a-z]+?s)\b")
_IRREGULAR = {"is": "are", "has": "have"}


def answers_drink(card: str) -> bool:
    """A card whose every response is to a Drink (a spike, "ignore a Drink"): the
    engine names no card it answers (a Drink is not a card on the stack), so the
    log names the Drink being resolved, not the last card played."""
    try:
        from engine.cards import cards
        from engine.effects.conditions import COND_WINDOWS

        c = cards().get(card)
    except Exception:  # noqa: BLE001 - an unknown card answers nothing in particular
        return False
    conds = [m.responds_to for m in c.modes if m.responds_to]
    return bool(conds) and all(COND_WINDOWS.get(str(rt)) == frozenset({"drinks"})
                               for rt in conds)


def answers_moment(card: str) -> bool:
    """A card played at a moment, not on a card: as the Order a Drink phase opens
    ("bring some drinks for my friends!"), or during a Round of Gambling. The log
    says nothing of a card it answers (it read "in response to" the last card)."""
    try:
        from engine.cards import cards
        from engine.effects.conditions import COND_WINDOWS

        c = cards().get(card)
    except Exception:  # noqa: BLE001
        return False
    conds = [m.responds_to for m in c.modes if m.responds_to]
    return bool(conds) and all(
        COND_WINDOWS.get(str(rt), {"card"}) <= {"order_phase", "gambling"} for rt in conds)


def second_person(text: str) -> str:
    """Log sentences about the player named "You": "You play", "Your Momentum"."""
    text = text.replace("You's ", "Your ").replace("You' ", "Your ")

    def verb(m: re.Match[str]) -> str:
        v = m.group(1)
        if v in _IRREGULAR:
            return "You " + _IRREGULAR[v]
        if v.endswith(("ches", "shes", "sses", "xes")):
            return "You " + v[:-2]
        return "You " + v[:-1]

    return _YOU_VERB.sub(verb, text)


@dataclass
class LogEntry:
    text: str
    card: str | None = None
    kind: str = ""
    turn: int = 0


@dataclass
class Geometry:
    """Where things are, for animations (screen coordinates, centres)."""

    mat_center: Callable[[int], tuple[float, float]] = lambda seat: (0.0, 0.0)
    #: the centre of a seat's character side area (tracker animations)
    side_center: Callable[[int], tuple[float, float]] = lambda seat: (0.0, 0.0)
    side_rect: Callable[[int], pygame.Rect] = lambda seat: pygame.Rect(0, 0, 1, 1)
    deck: tuple[float, float] = (0.0, 0.0)
    discard: tuple[float, float] = (0.0, 0.0)
    inn: tuple[float, float] = (0.0, 0.0)
    pot: tuple[float, float] = (0.0, 0.0)
    stack: tuple[float, float] = (0.0, 0.0)
    table: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    card_w: int = 60
    scale: float = 1.0
    #: the centre of a tavern's tile in the Pub Crawl's row (the pawn's moves)
    tavern: Callable[[str], tuple[float, float]] = lambda t: (0.0, 0.0)


@dataclass
class GameStats:
    turns: int = 0
    drinks: dict[int, int] = field(default_factory=dict)
    gold_won: dict[int, int] = field(default_factory=dict)
    cards_played: dict[int, int] = field(default_factory=dict)
    outs: list[tuple[int, str]] = field(default_factory=list)
    #: seat -> (the turn it went out on, the card that did it: the last one shown)
    out_at: dict[int, tuple[int, str | None]] = field(default_factory=dict)


class Presenter:
    #: the log keeps at most this many entries (a long session stays small); the
    #: replay viewer reads a whole game's log once and keeps all of it (None)
    log_cap: int | None = 2000

    def __init__(self, snapshot: dict[str, Any], hands: dict[int, list[str]],
                 humans: list[int], settings: Settings) -> None:
        self.display: dict[str, Any] = copy.deepcopy(snapshot)
        #: a public question of an opponent of the revealed seat is on screen: no
        #: hand is drawn (:attr:`hands` is empty) until the next handover or prompt
        self.masked = False
        self._hands: dict[int, list[str]] = {k: list(v) for k, v in hands.items()}
        #: per seat: what only its side sees besides the hand (own Plotted cards)
        self._private: dict[int, dict[str, Any]] = {}
        self.humans = list(humans)
        self.settings = settings
        self.animator = anim.Animator()
        self.apply_settings(settings)
        self.geometry = Geometry()
        self.backlog: deque[Any] = deque()
        self.hold = 0.0
        self.log: list[LogEntry] = []
        self.prompt: PromptRequest | None = None
        self.privacy_for: int | None = None
        #: why the screen is handed over (the private choice it needs), while it is
        self.privacy_why = ""
        self.revealed: int | None = humans[0] if len(humans) == 1 else None
        self.viewer: int = humans[0] if humans else 0
        self.stats = GameStats()
        self.finished: Finished | None = None
        self.failure: EngineFailed | None = None
        self.markers: dict[tuple[int, str], float] = {}
        self.on_prompt: Callable[[PromptRequest], None] | None = None
        #: called with an effect's name as an event is shown (the table plays it)
        self.on_sound: Callable[[str], None] | None = None
        self.last_subject: str | None = None
        #: the Drink being resolved (what a card played on a Drink answers)
        self.drink_subject: str | None = None
        self.played: dict[int, str] = {}  # this turn's cards on the stack, by item uid
        self.highlight: dict[int, float] = {}  # seat -> seconds of "just acted" glow
        #: Action cards each seat played this turn (the Boss's Actions are laid out)
        self.turn_actions: dict[int, list[str]] = {}
        #: per seat, cards whose next effect (a `virtual` play) a kit's event has already
        #: logged (a Mushroom Gathered): the play is not logged again
        self.announced: dict[int, list[str]] = {}
        #: bumped whenever the displayed table changes (the scene's static layer key)
        self.version = 0
        self._sync_markers(jump=True)

    def rebuild_log(self, events: list[dict[str, Any]]) -> None:
        """Write the log of events that happened before this table's snapshot (setup,
        or a loaded game's past) without showing them again: a scratch presenter reads
        them, so the displayed table, which already includes them, is left alone."""
        scratch = Presenter(self.display, self.hands, self.humans, self.settings)
        scratch.animator.instant = True
        for e in events:
            scratch._event(e)
        self.log = scratch.log
        self.stats = scratch.stats

    def jump_to(self, snapshot: dict[str, Any], hands: dict[int, list[str]],
                private: dict[int, dict[str, Any]], viewer: int, log: list[LogEntry]) -> None:
        """Show another moment at once, with no animation (the replay viewer's step):
        the table, the hands it may draw, whose eyes it is seen through and the log."""
        self.version += 1
        self.display = copy.deepcopy(snapshot)
        self.hands = {k: list(v) for k, v in hands.items()}
        self.private = {k: dict(v) for k, v in private.items()}
        self.viewer = viewer
        self.log = log
        self.highlight.clear()
        self._sync_markers(jump=True)

    # -- settings ---------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.animator.instant = settings.animation_speed >= INSTANT_SPEED
        self.animator.speed = settings.animation_speed
        self.animator.calm = bool(getattr(settings, "reduce_motion", False))

    @property
    def instant(self) -> bool:
        return self.animator.instant

    # -- input from the bridge ---------------------------------------------
    def feed(self, msgs: list[Message]) -> None:
        for m in msgs:
            if isinstance(m, Batch):
                for e in m.events:
                    self.backlog.append(("event", e))
                self.backlog.append(("snapshot", m))
            else:
                self.backlog.append(("msg", m))

    @property
    def pending(self) -> int:
        return len(self.backlog)

    @property
    def idle(self) -> bool:
        """Nothing left to show: no backlog and no animation."""
        return not self.backlog and not self.animator.busy and self.hold <= 0

    def update(self, dt: float, cap: int = 400) -> None:
        sp = max(0.01, self.animator.speed)
        self.hold -= dt * sp
        self.animator.update(dt)
        for k in list(self.highlight):
            self.highlight[k] -= dt
            if self.highlight[k] <= 0:
                del self.highlight[k]
        n = 0
        while self.backlog and n < cap and self.prompt is None and self.privacy_for is None:
            if not self.instant and self.hold > 0:
                break
            kind, item = self.backlog[0]
            if kind == "msg" and isinstance(item, PromptRequest) and not self.instant \
                    and self.animator.busy:
                break
            self.backlog.popleft()
            n += 1
            if kind == "event":
                self._sound(item)
                self._event(item)
            elif kind == "snapshot":
                self._snapshot(item)
            else:
                self._message(item)
        self._slide_markers(dt)

    def _sound(self, e: dict[str, Any]) -> None:
        """The event's effect, as it is shown (not when the engine decided it)."""
        if self.on_sound is not None:
            effect = sound_for(e)
            if effect:
                self.on_sound(effect)

    # -- messages -------------------------------------------------------------
    def _snapshot(self, b: Batch) -> None:
        self.version += 1
        self.display = copy.deepcopy(b.snapshot)
        for s, hand in b.hands.items():
            self._hands[s] = list(hand)
        for s, extra in b.private.items():
            self._private[s] = dict(extra)

    def _message(self, m: Any) -> None:
        self.version += 1
        if isinstance(m, PromptRequest):
            if m.future.done():
                return
            for i, pl in enumerate(m.view.get("players", [])):
                if "hand" in pl:  # the seat's own hand and its teammates'
                    self._hands[i] = list(pl["hand"])
            self._hands[m.seat] = list(m.view["players"][m.seat].get("hand", []))
            self._private.setdefault(m.seat, {}).update(
                owner_zones(m.view["players"][m.seat].get("state") or {}))
            self._hand_over(m)
            self.prompt = m
            if self.on_prompt is not None and self.privacy_for is None:
                self.on_prompt(m)
        elif isinstance(m, Finished):
            self.finished = m
        elif isinstance(m, EngineFailed):
            self.failure = m

    def _hand_over(self, m: PromptRequest) -> None:
        """Who is looking when ``m`` is asked: the screen is handed over first, or
        (a public question of an opponent) it is asked with every hand hidden."""
        how = handover(m.view, self.revealed, m.prompt) if len(self.humans) > 1 else SAME
        self.masked = how == PUBLIC
        if how == SAME or how == PUBLIC:
            if how == SAME and m.seat != self.viewer and len(self.humans) > 1:
                self.revealed = m.seat  # a teammate: their hands are shared (003)
            self.viewer = m.seat
        else:
            self.privacy_for = m.seat
            self.privacy_why = handover_reason(m.prompt, m.view)

    @property
    def hands(self) -> dict[int, list[str]]:
        """The hands the table may draw: none while a public question is asked of a
        player whose hand is not the one revealed (:attr:`masked`)."""
        return {} if self.masked else self._hands

    @hands.setter
    def hands(self, value: dict[int, list[str]]) -> None:
        self._hands = value

    @property
    def private(self) -> dict[int, dict[str, Any]]:
        """What only a seat's side sees besides its hand; hidden like :attr:`hands`."""
        return {} if self.masked else self._private

    @private.setter
    def private(self, value: dict[int, dict[str, Any]]) -> None:
        self._private = value

    def own_zones(self, seat: Any) -> dict[str, Any]:
        """``seat``'s OWNER zones as kept, for the events that change them: unlike
        :attr:`private` this is not hidden while a public question is asked, so a card
        played then still leaves its owner's view (it came back when unmasked)."""
        return self._private.get(seat, {}) if isinstance(seat, int) else {}

    def reveal(self) -> None:
        """The hot-seat player confirmed they are at the screen."""
        if self.privacy_for is None:
            return
        self.masked = False
        self.version += 1
        self.revealed = self.viewer = self.privacy_for
        self.privacy_for = None
        if self.prompt is not None and self.on_prompt is not None:
            self.on_prompt(self.prompt)

    def answer(self, option: int) -> bool:
        p = self.prompt
        if p is None:
            return False
        ok = p.answer(option)
        self.prompt = None
        self.version += 1
        return ok

    # -- events -> state, log and animations ----------------------------------
    def name(self, seat: Any) -> str:
        if seat == "inn":
            return "the Inn"
        if seat == "pot":
            return "the pot"
        try:
            return str(self.display["players"][int(seat)]["name"])
        except (KeyError, IndexError, TypeError, ValueError):
            return str(seat)

    def possessive(self, seat: Any) -> str:
        n = self.name(seat)
        return n + ("'" if n.endswith("s") else "'s")

    def team_members(self, seat: Any) -> list[int]:
        """``seat`` and its teammates (they share Fortitude, Alcohol and Gold)."""
        players = self.display.get("players", [])
        teams = self.display.get("teams") or {}
        try:
            t = players[int(seat)].get("team")
        except (IndexError, TypeError, ValueError):
            return []
        if t is None or t not in teams:
            return [int(seat)]
        return [i for i, pl in enumerate(players) if pl.get("team") == t]

    def _state(self, seat: Any) -> dict[str, Any]:
        try:
            st = self.display["players"][int(seat)].setdefault("state", {})
        except (KeyError, IndexError, TypeError, ValueError):
            return {}
        return st

    def add_log(self, text: str, card: str | None = None, kind: str = "") -> None:
        if "You" in text:
            text = second_person(text)
        text = text[:1].upper() + text[1:]  # "The Inn pays 3 Gold"
        self.log.append(LogEntry(text, card, kind, int(self.display.get("turn_number", 0))))
        if self.log_cap is not None and len(self.log) > self.log_cap:
            del self.log[:self.log_cap // 4]

    def _event(self, e: dict[str, Any]) -> None:
        """Show one engine event: the handler its owner registered (the core, a mat file,
        a variant's widget: rdi_desktop/dispatch.py), then hold the next one back."""
        k = e.get("kind", "")
        who = e.get("player")
        if isinstance(who, int) and who < len(self.display.get("players", [])):
            # the engine's counts after the event: the mat's numbers follow them
            for key in ("hand_size", "deck_size"):
                if key in e:
                    self.display["players"][who][key] = int(e[key])
        self.version += 1
        hold = dispatch.DEFAULT_HOLD
        got = dispatch.shown(k)
        if got is not None:
            back = got.handler(self, e)
            hold = got.hold if back is None else back
        self.hold = max(self.hold, 0.0) + (0.0 if self.instant else hold)

    def _answered(self, e: dict[str, Any], c: str) -> str | None:
        """The card a response ``c`` answers, for the log: the one it names (deep in the
        stack, perhaps), else the Drink being resolved for a card played on a Drink,
        else the last thing revealed or played; None for a card played at a moment
        (the Order phase, a Round of Gambling) or not a response."""
        if art.card_type(c) not in ("sometimes", "anytime", "cheating") or answers_moment(c):
            return None
        subject = self.played.get(e["about"]) if e.get("about") is not None else None
        if subject is None and answers_drink(c):
            subject = self.drink_subject  # not the card played on it before
        subject = subject or self.last_subject
        return subject if subject != c else None

    def _move_gold(self, who: Any, n: int, after: int | None = None) -> None:
        """Show a Gold change: the event's after-value when it has one (the engine's
        number), else the old number plus the change."""
        if who in ("inn", "pot"):
            self.display[who] = after if after is not None else \
                int(self.display.get(who, 0)) + n
        elif isinstance(who, int) and who < len(self.display.get("players", [])):
            players = self.display["players"]
            for q in self.team_members(who):
                players[q]["gold"] = after if after is not None else \
                    int(players[q].get("gold", 0)) + n
            t = players[who].get("team")
            teams = self.display.get("teams") or {}
            if t in teams:
                teams[t]["gold"] = after if after is not None else \
                    int(teams[t].get("gold", 0)) + n

    def _gold_pos(self, who: Any) -> tuple[float, float]:
        g = self.geometry
        if who == "inn":
            return g.inn
        if who == "pot":
            return g.pot
        try:
            return g.mat_center(int(who))
        except (TypeError, ValueError):
            return g.inn

    def _mat_rect(self, seat: int) -> pygame.Rect:
        cx, cy = self.geometry.mat_center(seat)
        r = pygame.Rect(0, 0, round(120 * self.geometry.scale), round(80 * self.geometry.scale))
        r.center = (round(cx), round(cy))
        return r

    # -- sliding markers ---------------------------------------------------------
    def _sync_markers(self, jump: bool = False) -> None:
        for i, p in enumerate(self.display.get("players", [])):
            for stat in ("fortitude", "alcohol"):
                key = (i, stat)
                if jump or key not in self.markers:
                    self.markers[key] = float(p.get(stat, 0))

    def _slide_markers(self, dt: float) -> None:
        k = 1.0 if self.instant or self.animator.calm else min(1.0, dt * 8 * max(0.25, self.animator.speed))
        for i, p in enumerate(self.display.get("players", [])):
            for stat in ("fortitude", "alcohol"):
                key = (i, stat)
                target = float(p.get(stat, 0))
                cur = self.markers.get(key, target)
                cur += (target - cur) * k
                if abs(target - cur) < 0.02:
                    cur = target
                self.markers[key] = cur

    def marker(self, seat: int, stat: str) -> float:
        return self.markers.get((seat, stat), 0.0)
