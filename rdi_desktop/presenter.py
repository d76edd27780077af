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
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.bridge import Batch, EngineFailed, Finished, Message, PromptRequest
from rdi_desktop.settings import Settings

log = logging.getLogger(__name__)

INSTANT_SPEED = 4.0  # the settings' top speed means "instant"

#: seconds each event holds the next one back (at speed 1)
HOLD: dict[str, float] = {
    "card_played": 0.55, "drink_revealed": 0.75, "drink_drunk": 0.3, "stat_changed": 0.22,
    "gold_moved": 0.3, "player_out": 1.3, "game_over": 1.2, "turn_started": 0.45,
    "gambling_started": 0.35, "gambling_control": 0.3, "gambling_ended": 0.45,
    "drink_ordered": 0.3, "card_negated": 0.4, "ignored": 0.35, "drink_passed": 0.35,
    "contest_started": 0.4, "contest_ended": 0.4,
}
DEFAULT_HOLD = 0.08


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
    deck: tuple[float, float] = (0.0, 0.0)
    discard: tuple[float, float] = (0.0, 0.0)
    inn: tuple[float, float] = (0.0, 0.0)
    pot: tuple[float, float] = (0.0, 0.0)
    stack: tuple[float, float] = (0.0, 0.0)
    table: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    card_w: int = 60
    scale: float = 1.0


@dataclass
class GameStats:
    turns: int = 0
    drinks: dict[int, int] = field(default_factory=dict)
    gold_won: dict[int, int] = field(default_factory=dict)
    cards_played: dict[int, int] = field(default_factory=dict)
    outs: list[tuple[int, str]] = field(default_factory=list)


class Presenter:
    def __init__(self, snapshot: dict[str, Any], hands: dict[int, list[str]],
                 humans: list[int], settings: Settings) -> None:
        self.display: dict[str, Any] = copy.deepcopy(snapshot)
        self.hands: dict[int, list[str]] = {k: list(v) for k, v in hands.items()}
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
        self.revealed: int | None = humans[0] if len(humans) == 1 else None
        self.viewer: int = humans[0] if humans else 0
        self.stats = GameStats()
        self.finished: Finished | None = None
        self.failure: EngineFailed | None = None
        self.markers: dict[tuple[int, str], float] = {}
        self.on_prompt: Callable[[PromptRequest], None] | None = None
        self.last_subject: str | None = None
        self.highlight: dict[int, float] = {}  # seat -> seconds of "just acted" glow
        self._sync_markers(jump=True)

    # -- settings ---------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.animator.instant = settings.animation_speed >= INSTANT_SPEED
        self.animator.speed = settings.animation_speed

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
                self._event(item)
            elif kind == "snapshot":
                self._snapshot(item)
            else:
                self._message(item)
        self._slide_markers(dt)

    # -- messages -------------------------------------------------------------
    def _snapshot(self, b: Batch) -> None:
        self.display = copy.deepcopy(b.snapshot)
        for s, hand in b.hands.items():
            self.hands[s] = list(hand)

    def _message(self, m: Any) -> None:
        if isinstance(m, PromptRequest):
            if m.future.done():
                return
            self.hands[m.seat] = list(m.view["players"][m.seat].get("hand", []))
            if len(self.humans) > 1 and m.seat != self.revealed:
                self.privacy_for = m.seat
            else:
                self.viewer = m.seat
            self.prompt = m
            if self.on_prompt is not None and self.privacy_for is None:
                self.on_prompt(m)
        elif isinstance(m, Finished):
            self.finished = m
        elif isinstance(m, EngineFailed):
            self.failure = m

    def reveal(self) -> None:
        """The hot-seat player confirmed they are at the screen."""
        if self.privacy_for is None:
            return
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

    def add_log(self, text: str, card: str | None = None, kind: str = "") -> None:
        self.log.append(LogEntry(text, card, kind, int(self.display.get("turn_number", 0))))
        if len(self.log) > 2000:
            del self.log[:500]

    def _event(self, e: dict[str, Any]) -> None:
        k = e.get("kind", "")
        g = self.geometry
        s = g.scale
        players = self.display.get("players", [])
        nm = self.name
        title = art.card_title
        hold = HOLD.get(k, DEFAULT_HOLD)
        if k == "turn_started":
            p = e["player"]
            self.display["active"] = p
            self.display["turn_number"] = e.get("turn", 0)
            self.stats.turns = max(self.stats.turns, int(e.get("turn", 0)))
            self.add_log(f"Turn {e.get('turn', '')}: {nm(p)}", kind="turn")
            self.animator.add(anim.Pulse(self._mat_rect(p), (255, 214, 90), 0.7))
        elif k == "card_played":
            p, c = e["player"], e["card"]
            self.stats.cards_played[p] = self.stats.cards_played.get(p, 0) + 1
            text = f"{nm(p)} plays {title(c)}"
            tgt = e.get("target")
            if tgt is not None and tgt != p:
                text += f" on {nm(tgt)}"
            ctype = art.card_type(c)
            if ctype in ("sometimes", "anytime", "cheating") and self.last_subject \
                    and self.last_subject != c:
                text += f" in response to {title(self.last_subject)}"
            self.add_log(text, c, k)
            self.last_subject = c
            self.highlight[p] = 1.0
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), g.mat_center(p), g.stack,
                                       0.5, s0=0.5, s1=1.25, spin=12, linger=0.15))
            if p < len(players) and players[p].get("hand_size", 0) > 0:
                players[p]["hand_size"] -= 1
        elif k == "card_resolved":
            pass
        elif k == "card_negated":
            self.add_log(f"{nm(e.get('by'))} negates {nm(e.get('player'))}'s "
                         f"{title(e['card'])}", e["card"], k)
            self.animator.add(anim.FloatText("NEGATED", g.stack, (255, 90, 70),
                                             round(26 * s), 0.9))
        elif k == "ignored":
            self.add_log(f"{nm(e.get('player'))} ignores {title(e['card'])}", e["card"], k)
            self.animator.add(anim.FloatText("IGNORED", g.mat_center(e.get("player", 0)),
                                             (140, 200, 255), round(22 * s), 0.9))
        elif k == "drink_ordered":
            p, to = e["player"], e["to"]
            self.add_log(f"{nm(p)} orders a Drink for {nm(to)}", kind=k)
            back = art.card_back(g.card_w // 2, "drink")
            self.animator.add(anim.Fly(back, ("back", "drink", "", g.card_w // 2), g.deck,
                                       g.mat_center(to), 0.4))
            if to < len(players):
                players[to]["drink_me_size"] = players[to].get("drink_me_size", 0) + 1
        elif k == "drink_revealed":
            p, c = e["player"], e["card"]
            chaser = e.get("chaser")
            self.add_log(f"{nm(p)} reveals {title(c)}" + (" as a chaser" if chaser else ""),
                         c, k)
            self.last_subject = c
            back = art.card_back(g.card_w, "drink")
            face = art.card_face(c, g.card_w)
            cx, cy = g.stack
            off = 0.0
            if chaser:
                off = g.card_w * 0.35
            self.animator.add(anim.Flip(back, face, (cx + off, cy + off * 0.3), 0.4,
                                        linger=0.35))
        elif k == "drink_modified":
            self.add_log(f"{title(e['card'])} gets {e.get('delta', 0):+d} "
                         f"{str(e.get('stat', '')).replace('alcohol', 'Alcohol')}", e["card"], k)
        elif k == "drink_split":
            self.add_log(f"{nm(e.get('drinker'))} splits {title(e['card'])} with "
                         f"{nm(e.get('partner'))}", e["card"], k)
        elif k == "drink_passed":
            self.add_log(f"{nm(e.get('frm'))} passes {title(e['card'])} to {nm(e.get('to'))}",
                         e["card"], k)
            face = art.card_face(e["card"], g.card_w)
            self.animator.add(anim.Fly(face, ("face", e["card"], g.card_w),
                                       g.mat_center(e.get("frm", 0)),
                                       g.mat_center(e.get("to", 0)), 0.45, s0=0.6, s1=0.6))
        elif k == "drink_drunk":
            p, c = e["player"], e["card"]
            self.stats.drinks[p] = self.stats.drinks.get(p, 0) + 1
            bits = []
            if e.get("alcohol"):
                bits.append(f"{int(e['alcohol']):+d} Alcohol")
            if e.get("fortitude"):
                bits.append(f"{int(e['fortitude']):+d} Fortitude")
            self.add_log(f"{nm(p)} drinks {title(c)}" + (f" ({', '.join(bits)})" if bits
                                                          else ""), c, k)
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), g.stack, g.mat_center(p),
                                       0.35, s0=1.0, s1=0.3))
            self.last_subject = None
        elif k == "sobered":
            self.add_log(f"{nm(e['player'])} sobers up", kind=k)
        elif k == "stat_changed":
            p, stat = e["player"], e["stat"]
            old, new = e.get("old", 0), e.get("new", 0)
            if p < len(players):
                players[p][stat] = new
            d = new - old
            if d:
                label = "Alcohol" if stat == "alcohol" else "Fortitude"
                colour = (255, 170, 70) if stat == "alcohol" else (120, 230, 140)
                if (stat == "fortitude" and d < 0):
                    colour = (255, 100, 90)
                mx, my = g.mat_center(p)
                self.animator.add(anim.FloatText(f"{d:+d} {label}", (mx, my - 10 * s), colour,
                                                 round(18 * s), 1.0))
                cause = e.get("cause")
                if cause and art.card_type(cause) not in ("drink", "unknown"):
                    self.add_log(f"{nm(p)}: {label} {old} \u2192 {new} ({title(cause)})",
                                 cause, k)
        elif k == "gold_moved":
            frm, to, n = e.get("frm"), e.get("to"), int(e.get("amount", 0))
            self._move_gold(frm, -n)
            self._move_gold(to, n)
            if isinstance(to, int) and frm == "pot":
                self.stats.gold_won[to] = self.stats.gold_won.get(to, 0) + n
            if to == "pot":
                text = f"{nm(frm)} antes {n} Gold"
            elif frm == "pot":
                text = f"{nm(to)} takes {n} Gold from the pot"
            else:
                text = f"{nm(frm)} pays {n} Gold to {nm(to)}"
            cause = e.get("cause")
            self.add_log(text, cause if cause and art.card_type(cause) != "unknown" else None, k)
            self.animator.add(anim.Coins(self._gold_pos(frm), self._gold_pos(to), n,
                                         round(22 * s), 0.5))
        elif k == "gambling_started":
            self.add_log(f"{nm(e['player'])} starts a Round of Gambling", kind=k)
            self.display["gambling"] = {"starter": e["player"], "in_round": [],
                                        "controller": e["player"], "winning_hand": None,
                                        "started": True}
        elif k == "gambling_control":
            self.add_log(f"{nm(e['player'])} takes control of the gambling", kind=k)
            gm = self.display.get("gambling")
            if isinstance(gm, dict):
                gm["controller"] = e["player"]
            self.animator.add(anim.Pulse(self._mat_rect(e["player"]), (240, 200, 60), 0.6))
        elif k == "gambling_left":
            self.add_log(f"{nm(e['player'])} leaves the gambling", kind=k)
        elif k == "gambling_ended":
            self.add_log(f"{nm(e.get('winner'))} wins the Round of Gambling "
                         f"({e.get('amount', 0)} Gold)", kind=k)
            self.display["gambling"] = None
        elif k == "contest_started":
            self.add_log("Drinking contest!", kind=k)
        elif k == "contest_ended":
            self.add_log(f"{nm(e.get('winner'))} wins the drinking contest", kind=k)
        elif k == "player_out":
            p = e["player"]
            why = e.get("why")
            self.stats.outs.append((p, str(why)))
            if p < len(players):
                players[p]["out"] = why
            msg = f"{nm(p)} passes out!" if why == "passed_out" else f"{nm(p)} is out of Gold!"
            self.add_log(msg, kind=k)
            self.animator.add(anim.Banner(msg, g.table, (120, 14, 10), round(40 * s), 1.5,
                                          flash=True))
        elif k == "game_over":
            w = e.get("winners", [])
            text = (" and ".join(nm(x) for x in w) + (" wins!" if len(w) == 1 else " win!")
                    if w else "Nobody wins.")
            self.add_log(f"Game over: {text}", kind=k)
            self.display["over"] = True
            self.display["winners"] = list(w)
            self.animator.add(anim.Banner(text, g.table, (60, 40, 10), round(44 * s), 1.5))
        elif k == "cards_drawn":
            p = e.get("player", 0)
            if p < len(players):
                players[p]["hand_size"] = players[p].get("hand_size", 0) + int(e.get("count", 0))
            self.add_log(f"{nm(p)} draws {e.get('count', 0)}", kind=k)
            hold = 0.12
        elif k == "card_discarded":
            self.add_log(f"{nm(e.get('player'))} discards {title(e['card'])}", e["card"], k)
        elif k == "deck_reshuffled":
            self.add_log(f"{nm(e.get('player'))} reshuffles their deck", kind=k)
        elif k == "drinks_reshuffled":
            self.add_log("The Drink Deck is reshuffled", kind=k)
        elif k == "note":
            text = e.get("text") or e.get("message")
            if text:
                self.add_log(str(text), kind=k)
        elif k == "phase":
            self.display["phase"] = e.get("phase")
            hold = 0.0
        elif k == "turn_ended":
            hold = 0.05
        self.hold = max(self.hold, 0.0) + (0.0 if self.instant else hold)

    def _move_gold(self, who: Any, n: int) -> None:
        if who in ("inn", "pot"):
            self.display[who] = int(self.display.get(who, 0)) + n
        elif isinstance(who, int) and who < len(self.display.get("players", [])):
            pl = self.display["players"][who]
            pl["gold"] = int(pl.get("gold", 0)) + n

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
        k = 1.0 if self.instant else min(1.0, dt * 8 * max(0.25, self.animator.speed))
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
