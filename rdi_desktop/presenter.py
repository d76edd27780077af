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

from rdi_desktop import anim, art
from rdi_desktop.bridge import Batch, EngineFailed, Finished, Message, PromptRequest
from rdi_desktop.event_sounds import sound_for
from rdi_desktop.mats import EVENTS as MAT_EVENTS
from rdi_desktop.prompt_policy import PUBLIC, SAME, handover
from rdi_desktop.settings import Settings

log = logging.getLogger(__name__)

CRAWL_EVENTS = frozenset({"crawled", "tavern_closed", "tavern_event", "deck_topped",
                          "drink_kept"})
RDI_TAVERN = "the-red-dragon-inn-tavern-card"
SEA_EVENTS = frozenset({"sea_counter_removed", "sea_event", "sea_counters_placed",
                        "sea_reshuffled"})


def tavern_name(t: str) -> str:
    return "the Red Dragon Inn" if t == RDI_TAVERN else art.card_title(t)


INSTANT_SPEED = 4.0  # the settings' top speed means "instant"

#: seconds each event holds the next one back (at speed 1)
HOLD: dict[str, float] = {
    "card_played": 0.55, "drink_revealed": 0.75, "drink_drunk": 0.3, "stat_changed": 0.22,
    "gold_moved": 0.3, "player_out": 1.3, "game_over": 1.2, "turn_started": 0.45,
    "gambling_started": 0.35, "gambling_control": 0.3, "gambling_ended": 0.45,
    "drink_ordered": 0.3, "card_negated": 0.4, "ignored": 0.35, "drink_passed": 0.35,
    "contest_started": 0.4, "contest_ended": 0.4,
    "tracker": 0.45, "planted": 0.4, "grown": 0.2, "harvested": 0.35, "gathered": 0.45,
    "plotted": 0.35, "plot_discarded": 0.3, "supply": 0.3, "treated": 0.45,
    "patient_arrived": 0.3, "otto_revealed": 0.6, "otto_passed_out": 1.0, "potion": 0.6,
    "revealed": 0.3, "crawled": 0.6, "tavern_event": 1.0, "tavern_closed": 0.4,
    "drink_kept": 0.4, "sea_counter_removed": 0.3, "sea_event": 1.2,
    "sea_counters_placed": 0.4,
}
SUPPLY_COLOUR = {"bandage": (236, 236, 228), "splint": (196, 140, 80), "salve": (120, 210, 140)}
POTION_TEXT = {"fortitude": "+6 Fortitude", "alcohol": "-6 Alcohol", "gold": "+3 Gold"}
DEFAULT_HOLD = 0.08
SIDE_EVENTS = frozenset({
    "tracker", "planted", "grown", "harvested", "gathered", "plotted", "plot_discarded",
    "supply", "treated", "patient_arrived", "otto_revealed", "otto_passed_out",
    "otto_reshuffled", "potion", "revealed"})


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
        #: Mushrooms just Gathered per seat: their Gather effect's play is logged as such
        self.gathering: dict[int, list[str]] = {}
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
            own = (m.view["players"][m.seat].get("state") or {}).get("plotted")
            if isinstance(own, list):
                self._private.setdefault(m.seat, {})["plotted"] = list(own)
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
        return st  # type: ignore[no-any-return]

    def add_log(self, text: str, card: str | None = None, kind: str = "") -> None:
        if "You" in text:
            text = second_person(text)
        text = text[:1].upper() + text[1:]  # "The Inn pays 3 Gold"
        self.log.append(LogEntry(text, card, kind, int(self.display.get("turn_number", 0))))
        if self.log_cap is not None and len(self.log) > self.log_cap:
            del self.log[:self.log_cap // 4]

    def _event(self, e: dict[str, Any]) -> None:
        k = e.get("kind", "")
        who = e.get("player")
        if isinstance(who, int) and who < len(self.display.get("players", [])):
            # the engine's counts after the event: the mat's numbers follow them
            for key in ("hand_size", "deck_size"):
                if key in e:
                    self.display["players"][who][key] = int(e[key])
        g = self.geometry
        s = g.scale
        players = self.display.get("players", [])
        nm = self.name
        title = art.card_title
        hold = HOLD.get(k, DEFAULT_HOLD)
        self.version += 1
        own = MAT_EVENTS.get(k)
        if own is not None:  # a character's own event: its mat file shows it
            own[0](self, e)
            hold = own[1]
        elif k in SIDE_EVENTS:
            self._side_event(k, e)
        elif k == "turn_started":
            p = e["player"]
            self.turn_actions = {}
            self.played = {}
            self.display["active"] = p
            self.display["turn_number"] = e.get("turn", 0)
            self.stats.turns = max(self.stats.turns, int(e.get("turn", 0)))
            self.add_log(f"Turn {e.get('turn', '')}: {nm(p)}", kind="turn")
            self.animator.add(anim.Pulse(self._mat_rect(p), (255, 214, 90), 0.7))
        elif k == "card_played":
            p, c = e["player"], e["card"]
            source = e.get("source")
            if source == "virtual" and c in self.gathering.get(p, []):
                # the Gather effect of a Mushroom just Gathered (logged at "gathered")
                self.gathering[p].remove(c)
                self.last_subject = c
                self.hold = max(self.hold, 0.0) + (0.0 if self.instant else 0.3)
                return
            self.stats.cards_played[p] = self.stats.cards_played.get(p, 0) + 1
            if art.card_type(c) == "action" and source not in ("virtual", "prize"):
                self.turn_actions.setdefault(p, []).append(c)
            verb = "uses" if source == "prize" else "plays"
            if source == "plotted":
                verb = "plays the Plotted"
            text = f"{nm(p)} {verb} {title(c)}"
            tgt = e.get("target")
            if tgt is not None and tgt != p:
                text += f" on {nm(tgt)}"
            subject = self._answered(e, c)
            if subject:
                text += f" in response to {title(subject)}"
            if e.get("uid") is not None:
                self.played[int(e["uid"])] = c
            self.add_log(text, c, k)
            self.last_subject = c
            self.highlight[p] = 1.0
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), g.mat_center(p), g.stack,
                                       0.5, s0=0.5, s1=1.25, spin=12, linger=0.15))
            if source == "plotted":
                pst = self._state(p)
                pst["plotted_size"] = max(0, int(pst.get("plotted_size", 0)) - 1)
                own = self.private.get(p, {}).get("plotted")
                if isinstance(own, list) and c in own:
                    own.remove(c)
            zone_cards = self._state(p).get(source) if source not in (None, "hand") else None
            if source != "plotted" and isinstance(zone_cards, list) and c in zone_cards:
                zone_cards.remove(c)  # played from a public zone as if from hand (a Mix-in)
            if source == "prize":
                held = self._state(p).get("prizes")
                if isinstance(held, list) and c in held:
                    held.remove(c)
            elif source not in ("virtual", "plotted") and p < len(players) \
                    and "hand_size" not in e and players[p].get("hand_size", 0) > 0:
                players[p]["hand_size"] -= 1
        elif k == "card_resolved":
            pass
        elif k == "card_negated":
            self.add_log(f"{nm(e.get('by'))} negates {self.possessive(e.get('player'))} "
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
            if not chaser:
                self.drink_subject = c
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
            track = e.get("track")
            if track is not None:
                tr = self._state(p).setdefault("tracks", {}).setdefault(track, {})
                tr[stat] = new
            else:
                for q in self.team_members(p):
                    if q < len(players):
                        players[q][stat] = new
                t = players[p].get("team") if p < len(players) else None
                teams = self.display.get("teams") or {}
                if t in teams:
                    teams[t][stat] = new
            d = new - old
            if d:
                label = "Alcohol" if stat == "alcohol" else "Fortitude"
                if track is not None:
                    label += f" ({track})"
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
            self._move_gold(frm, -n, e.get("frm_after"))
            self._move_gold(to, n, e.get("to_after"))
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
            if e.get("winner") is None:
                self.add_log(f"Nobody wins the Round of Gambling: the pot "
                             f"({e.get('amount', 0)} Gold) goes to the Inn", kind=k)
            else:
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
            self.stats.out_at[p] = (int(self.display.get("turn_number", 0) or 0),
                                    self.last_subject)
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
                players[p]["hand_size"] = int(e["hand_size"]) if "hand_size" in e else \
                    players[p].get("hand_size", 0) + int(e.get("count", 0))
                if "deck_size" in e:
                    players[p]["deck_size"] = int(e["deck_size"])
            self.add_log(f"{nm(p)} draws {e.get('count', 0)}", kind=k)
            hold = 0.12
        elif k == "card_discarded":
            self.add_log(f"{nm(e.get('player'))} discards {title(e['card'])}", e["card"], k)
        elif k == "deck_reshuffled":
            self.add_log(f"{nm(e.get('player'))} reshuffles their deck", kind=k)
        elif k in CRAWL_EVENTS:
            self._crawl_event(k, e)
            hold = HOLD.get(k, 0.35)
        elif k in SEA_EVENTS:
            self._sea_event(k, e)
            hold = HOLD.get(k, 0.35)
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

    def _crawl_event(self, k: str, e: dict[str, Any]) -> None:
        """The Pub Crawl: the pawn moves, a tavern Closes, a Tavern Event is shown large,
        the Star Mole's card goes on a deck, a Drink is kept in front of a player."""
        g = self.geometry
        s = g.scale
        nm = self.name
        title = art.card_title
        cr = self.display.setdefault("crawl", {})
        p = e.get("player")
        if k == "crawled":
            t = str(e.get("tavern"))
            cr["at"] = t
            if t == RDI_TAVERN:
                cr["home"] = True
            self.add_log(f"{nm(p)} Crawls to {tavern_name(t)}", t, k)
            from rdi_desktop.widgets.taverns import pawn_image

            self.animator.add(anim.Fly(pawn_image(s), ("pawn", round(s * 100)),
                                       g.tavern(str(e.get("old"))), g.tavern(t), 0.6))
            self.animator.add(anim.FloatText(f"Crawl! → {tavern_name(t)}", g.stack,
                                             (255, 214, 90), round(22 * s), 1.2))
        elif k == "tavern_closed":
            t = str(e.get("tavern"))
            closed = cr.setdefault("closed", [])
            if t not in closed:
                closed.append(t)
            cr.setdefault("deck_sizes", {})[t] = 0
            self.add_log(f"{tavern_name(t)} Closes: its last Drink is gone", t, k)
        elif k == "tavern_event":
            t = str(e.get("tavern"))
            self.add_log(f"Tavern Event at {tavern_name(t)}", t, k)
            face = art.card_face(t, g.card_w)
            self.animator.add(anim.Fly(face, ("face", t, g.card_w), g.stack, g.stack, 1.2,
                                       s0=1.6, s1=1.6, linger=0.6))
        elif k == "deck_topped":
            self.add_log(f"{nm(p)} puts a card on top of their deck", kind=k)
        elif k == "drink_kept":
            c = str(e.get("card"))
            self._state(p).setdefault("kept", []).append(c)
            self.add_log(f"{nm(p)} keeps {title(c)} in front of them", c, k)

    def _sea_event(self, k: str, e: dict[str, Any]) -> None:
        """The Sea Event Deck: a counter comes off, a revealed Sea Event is shown large,
        then goes to the discard pile and its counters are placed; the deck reshuffles."""
        g = self.geometry
        sea = self.display.setdefault("sea", {})
        c = str(e.get("card", ""))
        if k == "sea_counter_removed":
            sea["counters"] = n = int(e.get("counters", 0))
            left = f"{n} left" if n else "the last one"
            self.add_log(f"A Sea Event Progress Counter comes off ({left})", kind=k)
        elif k == "sea_event":
            sea["revealed"] = c
            sea["deck_size"] = max(0, int(sea.get("deck_size", 1)) - 1)
            self.add_log(f"{self.name(e.get('player'))} reveals the Sea Event "
                         f"{art.card_title(c)}", c, k)
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), g.stack, g.stack, 1.4,
                                       s0=1.6, s1=1.6, linger=0.8))
        elif k == "sea_counters_placed":
            sea["revealed"] = None
            sea.setdefault("discard", []).append(c)
            sea["counters"] = n = int(e.get("counters", 0))
            self.add_log(f"{art.card_title(c)} is discarded; {n} Progress Counter"
                         f"{'s go' if n != 1 else ' goes'} on the Sea Event Deck", c, k)
        elif k == "sea_reshuffled":
            sea["deck_size"] = int(e.get("deck_size", 0))
            sea["discard"] = []
            self.add_log("The Sea Event discard pile is shuffled into a new deck", kind=k)

    def _answered(self, e: dict[str, Any], c: str) -> str | None:
        """The card a response ``c`` answers, for the log: the one it names (deep in the
        stack, perhaps), else the Drink being resolved for a card played on a Drink,
        else the last thing revealed or played; None for a card played at a moment
        (the Order phase, a Round of Gambling) or not a response (issue 31)."""
        if art.card_type(c) not in ("sometimes", "anytime", "cheating") or answers_moment(c):
            return None
        subject = self.played.get(e["about"]) if e.get("about") is not None else None
        if subject is None and answers_drink(c):
            subject = self.drink_subject  # not the card played on it before
        subject = subject or self.last_subject
        return subject if subject != c else None

    def _side_event(self, k: str, e: dict[str, Any]) -> None:
        """The character side areas, Otto, Potions: patch the displayed state,
        log a sentence and animate the change where it is drawn."""
        g = self.geometry
        s = g.scale
        nm = self.name
        title = art.card_title
        p = e.get("player")
        st = self._state(p) if p is not None else {}
        side = g.side_center(p) if isinstance(p, int) else g.stack
        size = round(18 * s)
        if k == "tracker":
            tr = e.get("tracker", "")
            new = int(e.get("new", 0))
            # the event's own before-value: the log reads right even when rebuilt later
            old = int(e["old"]) if "old" in e else int(st.get(tr, 0) or 0)
            st[tr] = new
            if tr == "hellfire":
                fires = int(e.get("fires", 0))
                if fires:
                    self.add_log(f"{self.possessive(p)} Hellfire erupts!", kind=k)
                    self.animator.add(anim.FloatText("HELLFIRE!", side, (255, 110, 40),
                                                     round(24 * s), 1.1))
                else:
                    self.add_log(f"{self.possessive(p)} Hellfire moves to {new}", kind=k)
                    self.animator.add(anim.FloatText(f"Hellfire {new}", side, (255, 140, 60),
                                                     size, 0.9))
            else:
                label = tr.replace("_", " ").title()
                self.add_log(f"{self.possessive(p)} {label} {old} \u2192 {new}", kind=k)
                arrow = "\u2191" if new > old else "\u2193"  # the card's arrows, after it
                self.animator.add(anim.FloatText(f"{label} {arrow} {new}", side,
                                                 (120, 200, 255), size, 0.9))
            self.animator.add(anim.Pulse(g.side_rect(p), (255, 214, 90), 0.6))
        elif k == "planted":
            c = e["card"]
            box = st.setdefault("planter", [])
            vals = art.mushroom_values(c)
            box.append({"card": c, "value": vals[0] if vals else 0})
            if isinstance(st.get("mushroom_deck_size"), int) and st["mushroom_deck_size"] > 0:
                st["mushroom_deck_size"] -= 1
            self.add_log(f"{nm(p)} plants {title(c)}", c, k)
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), g.mat_center(p), side,
                                       0.4, s0=0.8, s1=0.35))
        elif k == "grown":
            c = e["card"]
            for m in st.get("planter", []):
                if m.get("card") == c:
                    m["value"] = e.get("value", m.get("value"))
                    break
            self.add_log(f"{title(c)} grows to {e.get('value')}", c, k)
            self.animator.add(anim.Pulse(g.side_rect(p), (140, 220, 120), 0.4))
        elif k in ("harvested", "gathered"):
            c = e["card"]
            box = st.get("planter", [])
            for i, m in enumerate(box):
                if m.get("card") == c:
                    del box[i]
                    break
            st.setdefault("mushroom_discard", []).append(c)
            if k == "harvested":
                self.add_log(f"{nm(p)} harvests {title(c)} ({e.get('value')})", c, k)
            else:
                self.add_log(f"{nm(p)} gathers {title(c)}", c, k)
                self.gathering.setdefault(p, []).append(c)
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), side, g.stack, 0.45,
                                       s0=0.35, s1=1.1, linger=0.2))
        elif k == "plotted":
            st["plotted_size"] = int(st.get("plotted_size", 0)) + 1
            players = self.display.get("players", [])
            if isinstance(p, int) and p < len(players) and players[p].get("hand_size", 0) > 0:
                players[p]["hand_size"] -= 1
            self.add_log(f"{nm(p)} plots a card", kind=k)
            back = art.card_back(g.card_w // 2, "player", str(players[p].get("character", ""))
                                 if isinstance(p, int) and p < len(players) else "")
            self.animator.add(anim.Fly(back, ("back", "player", "", g.card_w // 2),
                                       g.mat_center(p), side, 0.4))
        elif k == "plot_discarded":
            st["plotted_size"] = 0
            if isinstance(p, int) and p in self.private:
                self.private[p]["plotted"] = []
            self.add_log(f"{nm(p)} discards {e.get('count', 0)} Plotted card(s)", kind=k)
        elif k == "supply":
            kind = str(e.get("supply", ""))
            sup = st.setdefault("supplies", {})
            sup[kind] = int(e.get("count", sup.get(kind, 0) + 1))
            self.add_log(f"{nm(p)} gains a {kind.title()} token", kind=k)
            self.animator.add(anim.FloatText(f"+1 {kind.title()}", side,
                                             SUPPLY_COLOUR.get(kind, (240, 240, 240)), size,
                                             0.9))
        elif k == "treated":
            c = e["card"]
            w = st.get("waiting", [])
            if c in w:
                w.remove(c)
            from engine.cards import cards as _cards

            try:
                cost = dict(_cards().get(c).data.get("treat", ()))
            except Exception:  # noqa: BLE001
                cost = {}
            sup = st.setdefault("supplies", {})
            for kind, n in cost.items():
                sup[kind] = max(0, int(sup.get(kind, 0)) - int(n))
            players = self.display.get("players", [])
            if isinstance(p, int) and p < len(players):
                players[p]["hand_size"] = players[p].get("hand_size", 0) + 1
            self.add_log(f"{nm(p)} treats {title(c)}", c, k)
            face = art.card_face(c, g.card_w)
            self.animator.add(anim.Fly(face, ("face", c, g.card_w), side, g.mat_center(p),
                                       0.45, s0=0.5, s1=0.9))
        elif k == "patient_arrived":
            c = e["card"]
            st.setdefault("waiting", []).append(c)
            if isinstance(st.get("patient_deck_size"), int) and st["patient_deck_size"] > 0:
                st["patient_deck_size"] -= 1
            self.add_log(f"{title(c)} arrives at {self.possessive(p)} clinic", c, k)
            self.animator.add(anim.Pulse(g.side_rect(p), (235, 235, 235), 0.5))
        elif k == "otto_revealed":
            c = e["card"]
            otto = next((i for i, pl in enumerate(self.display.get("players", []))
                         if pl.get("automaton")), None)
            if otto is not None:
                ost = self._state(otto)
                ost.setdefault("otto_discard", []).append(c)
                if isinstance(ost.get("otto_deck_size"), int) and ost["otto_deck_size"] > 0:
                    ost["otto_deck_size"] -= 1
            self.add_log(f"Otto reveals {title(c)}", c, k)
            self.last_subject = c
            cx, cy = g.side_center(otto) if otto is not None else g.stack
            self.animator.add(anim.Flip(art.card_back(g.card_w, "player", "otto"),
                                        art.card_face(c, g.card_w), (cx, cy), 0.4, linger=0.5))
        elif k == "otto_passed_out":
            self.add_log(f"Otto passes out on {self.possessive(e.get('track'))} track!", kind=k)
            tr = st.setdefault("tracks", {}).setdefault(str(e.get("track")), {})
            tr["fortitude"], tr["alcohol"] = 6, 0
            self.animator.add(anim.FloatText("Otto passes out!", g.mat_center(p),
                                             (255, 200, 90), round(22 * s), 1.2))
        elif k == "otto_reshuffled":
            self.add_log("Otto reshuffles his deck", kind=k)
            if isinstance(st.get("otto_discard"), list):
                st["otto_deck_size"] = int(st.get("otto_deck_size", 0)) + len(
                    st["otto_discard"])
                st["otto_discard"] = []
        elif k == "potion":
            eff = str(e.get("effect", ""))
            players = self.display.get("players", [])
            t = players[p].get("team") if isinstance(p, int) and p < len(players) else None
            teams = self.display.get("teams") or {}
            if t in teams:
                teams[t]["potions"] = max(0, int(teams[t].get("potions", 0)) - 1)
            self.add_log(f"{nm(p)} drinks a Potion ({POTION_TEXT.get(eff, eff)})", kind=k)
            self.animator.add(anim.FloatText(f"Potion! {POTION_TEXT.get(eff, eff)}",
                                             g.mat_center(p), (200, 140, 255), round(20 * s),
                                             1.1))
            self.animator.add(anim.Pulse(self._mat_rect(p), (200, 140, 255), 0.7))
        elif k == "revealed":
            c = e.get("card")
            if c:
                why = {"pet": " (a Pet)", "snack": ""}.get(str(e.get("why")), "")
                self.add_log(f"{nm(p)} reveals {title(c)}{why}", c, k)

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
