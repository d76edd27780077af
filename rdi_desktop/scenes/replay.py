"""The replay viewer: a saved, autosaved, finished or shared game shown again on
the real table, one decision or one turn at a time, forwards and back.

The table is the :class:`~rdi_desktop.scenes.table.TableScene` drawing (mats,
centre, hand, log) fed by :class:`engine.replay.Replay` instead of an engine
thread: each step hands the presenter the snapshot of that moment (no animation)
and the log up to it, so the log beside the table is always in step.

Whose eyes: any seat (its hand and, in team games, its teammates'), the open
view (every hand face up on the mats) or the table alone. While a game with
people at this computer is unfinished, the views that would show a hand they
may not see are closed (a hot-seat player cannot peek at the others' cards).

**Play from here** starts a new game at the step on screen with seats of the
player's choice; **Share** writes the game as one small file (see
:mod:`rdi_desktop.replay`).
"""

from __future__ import annotations

import concurrent.futures
import html
import logging
import queue
import time
from pathlib import Path
from typing import Any, cast

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu

from engine.game import Game
from engine.replay import Replay
from rdi_desktop import text_size
from rdi_desktop.answer_labels import option_label
from rdi_desktop.atomic import reason_of
from rdi_desktop.bridge import (
    EngineThread,
    hand_seats,
    private_views,
    public_view,
)
from rdi_desktop.presenter import LogEntry, Presenter
from rdi_desktop.prompt_policy import OFF, Intents
from rdi_desktop.replay import (
    LoadedReplay,
    ReplayFileProblem,
    load_replay,
    loaded_from_game,
    write_share,
)
from rdi_desktop.saves import save_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.replay_branch import BranchWindow
from rdi_desktop.scenes.table import PromptRequest, TableScene
from rdi_desktop.scenes.table_banner import TableBanner
from rdi_desktop.scenes.table_drawing import TableDrawing
from rdi_desktop.scenes.table_open import autosave_path
from rdi_desktop.text_size import line_h, text_w
from rdi_desktop.widgets.dropdowns import close_open
from rdi_desktop.widgets.replay_row import control_widths, split_row, turn_entries
from rdi_desktop.words import possessive

log = logging.getLogger(__name__)

#: steps a second at speed x1 while playing
STEPS_PER_SECOND = 2.0
SPEEDS = ("x0.5", "x1", "x2", "x4", "x8")
OPEN = "open"
TABLE = "table"
TURN_HEADER = "Go to turn"


class ReplayEngine:
    """What the table scene reads of its engine, for a game that is only shown:
    no thread, no seats, nothing to answer or autosave."""

    def __init__(self, game: Game, viewer: int, seats: list[int]) -> None:
        self.game = game
        self.humans: list[int] = []
        self.viewers = [viewer]
        self.hand_seats = seats
        self.events_shown = len(game.state.events)
        self.intents = Intents()
        self.policy = OFF
        self.autosave: Path | None = None
        self.ui_backlog = 0
        self.inbox: queue.Queue[Any] = queue.Queue()

    def debug(self, line: str) -> None:
        """Nothing is decided here, so there is nothing to record."""

    def drain(self, limit: int = 64) -> list[Any]:
        return []

    def latest_json(self) -> str:
        return ""

    def write_autosave(self, text: str | None = None) -> None:
        """A replay never overwrites the autosave (Continue keeps the live game)."""

    def start(self) -> None:
        """No thread: each step is built on the UI thread from checkpoints (fast)."""

    def stop(self, timeout: float = 5.0) -> bool:
        return True

    def auto_answer(self, prompt: Any, view: Any) -> int | None:
        return None


class _LogReader(Presenter):
    """Reads a whole game's events once into its log, keeping every entry."""

    log_cap = None

    def read(self, events: list[Any]) -> list[int]:
        """Log ``events``; per event count, how many entries the log had by then."""
        self.animator.instant = True
        lens = [0]
        for e in events:
            self._event(e.to_dict())
            lens.append(len(self.log))
        return lens


def replay_log(rep: Replay, settings: Any) -> tuple[list[LogEntry], list[int]]:
    """The whole game's log and, per event count, how many entries it had by then:
    the log in step with any step is a prefix, cut in O(1)."""
    reader = _LogReader(public_view(rep.game_at(0)), {}, [], settings)
    lens = reader.read(rep.events)
    return reader.log, lens


def views_allowed(loaded: LoadedReplay, names: list[str], automata: set[int]
                  ) -> tuple[list[tuple[str, Any]], str]:
    """The views this replay offers, and why some are closed (or "")."""
    seats = [i for i in range(len(names)) if i not in automata]
    humans = [i for i in loaded.humans if i in seats]
    table = ("The table (no hands)", TABLE)
    every = [(f"{possessive(names[i], start=True)} eyes", i) for i in seats]
    if loaded.over or not humans:
        return [("Open (every hand)", OPEN), *every, table], ""
    if len(humans) == 1:
        return [(f"{possessive(names[humans[0]], start=True)} eyes", humans[0]), table], \
            "The game is not finished: only your own cards can be seen."
    return [table], "The game is not finished: nobody's cards can be seen."


class ReplayBanner(TableBanner):
    """The replay's banner: where in the game the step on screen is, and what was
    decided there (its controls sit beside the words)."""

    scene: ReplayScene

    def lines(self, req: PromptRequest | None) -> tuple[bool, str, str]:
        sc = self.scene
        rep = sc.replay
        st = rep.steps[sc.index]
        p = sc.presenter
        line1 = (f"Replay of {sc.loaded.name}: decision {sc.index} of {rep.last}, "
                 f"turn {st.turn} ({possessive(p.name(st.active))} turn)")
        if st.seat is None:
            nxt = "The game is over." if p.display.get("over") else "The end of the save."
        elif sc.index >= rep.last:
            nxt = f"The save ends here, with {p.name(st.seat)} to decide."
        else:
            nxt = f"Next: {p.name(st.seat)} → {sc.next_answer}"
        if sc.playing:
            nxt = "Playing. " + nxt
        line2 = f"{nxt} {sc.view_note}".strip()
        if sc.layout.banner.h < 100:  # one line above the controls: the short form
            short = (f"Decision {sc.index}/{rep.last}, turn {st.turn} "
                     f"({possessive(p.name(st.active))} turn). {sc.view_note}").strip()
            return False, f"{short} {nxt}", ""
        return False, line1, line2

    def room(self, r: pygame.Rect, pad: int, y: int, h: int) -> int:
        right = r.right - pad
        for b in self.scene.controls:
            br = b.get_abs_rect()
            if br.bottom > y and br.top < y + h:
                right = min(right, br.x - pad)
        return max(40, right - r.x - pad)


class ReplayDrawing(TableDrawing):
    """The replay's table: every hand open in the open view, and its own banner."""

    scene: ReplayScene

    def make_banner(self) -> TableBanner:
        return ReplayBanner(self.scene)

    def open_hands(self) -> bool:
        return bool(self.scene.view == OPEN)

    def layer_key(self, hand: list[str]) -> Any:
        sc = self.scene
        return (super().layer_key(hand), sc.index, sc.playing, str(sc.view))


class ReplayScene(TableScene):
    MATE_HAND_LABEL = "Hand"
    MENU_WORDS = ("Review", "Share", "Close")

    def __init__(self, app: Any, loaded: LoadedReplay, index: int | None = None) -> None:
        self.loaded = loaded
        self.replay = loaded.replay
        rep = self.replay
        self.index = rep.last if index is None else max(0, min(index, rep.last))
        game = rep.game_at(self.index)
        names = [p.name for p in game.state.players]
        self.automata = {i for i, p in enumerate(game.state.players) if p.automaton}
        self.views, self.view_note = views_allowed(loaded, names, self.automata)
        self.view: Any = self.views[0][1]
        viewer, seats = self._seats_for(game)
        # the table reads only what ReplayEngine has of an EngineThread
        super().__init__(app, cast(EngineThread, ReplayEngine(game, viewer, seats)))
        self.presenter.on_prompt = None
        self.full_log, self.log_lens = replay_log(rep, app.settings)
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.controls: dict[Any, str] = {}
        self.view_menu: UIDropDownMenu | None = None
        self.turn_menu: UIDropDownMenu | None = None
        self.speed_menu: UIDropDownMenu | None = None
        self.branch: BranchWindow | None = None
        #: how long each step took to build and hand over (ms; the bench reads it)
        self.step_ms: list[float] = []
        self.next_answer = ""
        self.show(self.index)

    def make_drawing(self) -> TableDrawing:
        return ReplayDrawing(self)

    # -- what is shown --------------------------------------------------------------
    def _first_seat(self) -> int:
        humans = [h for h in self.loaded.humans if h not in self.automata]
        return humans[0] if humans else min(
            (i for i in range(len(self.loaded.kinds)) if i not in self.automata), default=0)

    def _seats_for(self, game: Game) -> tuple[int, list[int]]:
        """(viewer, seats whose hands are drawn) for the chosen view."""
        every = [i for i in range(len(game.state.players)) if i not in self.automata]
        if self.view == OPEN:
            return self._first_seat(), every
        if self.view == TABLE:
            return self._first_seat(), []
        return int(self.view), hand_seats(game, [int(self.view)])

    def show(self, index: int) -> None:
        """Put step ``index`` on the table at once."""
        t0 = time.perf_counter()
        rep = self.replay
        self.index = max(0, min(index, rep.last))
        game = rep.game_at(self.index)
        viewer, seats = self._seats_for(game)
        eng = self.engine
        eng.game, eng.viewers, eng.hand_seats = game, [viewer], seats
        players = game.state.players
        hands = {s: list(players[s].hand) for s in seats}
        private = private_views(game, seats)
        cut = self.log_lens[min(rep.steps[self.index].events, len(self.log_lens) - 1)]
        self.presenter.jump_to(public_view(game), hands, private, viewer, self.full_log[:cut])
        self.next_answer = self._answer_words(game)
        self.drawing.logpanel.scroll = 0
        self.step_ms.append((time.perf_counter() - t0) * 1000)

    def _answer_words(self, game: Game) -> str:
        """The decision taken at this step, in the words of the table's answer buttons."""
        p = game.pending()
        if p is None or self.index >= self.replay.last:
            return ""
        req = PromptRequest(p.seat, p, {}, concurrent.futures.Future())
        return option_label(req.prompt, self.replay.decisions[self.index])

    # -- UI -----------------------------------------------------------------------
    def build_ui(self) -> None:
        self.style = self.current_style()
        self.layout = self._make_layout(self.app.size)
        self.drawing.invalidate()
        self.geometry()
        self.buttons.clear()
        self.tray_buttons.clear()
        self.menu_buttons.clear()
        self.controls = {}
        self.privacy_button = None
        lay = self.layout
        lb = lay.log_buttons
        # Review: the Expert's turning points (scenes/review.py); each as wide as its
        # word's share of the row (large words need it)
        acts = [("Review", "review"), ("Share", "share"), ("Close", "close")]
        words = [text_w(self.app.ui, [label], "@table_small", 8) for label, _ in acts]
        x = lb.x
        for (label, act), need in zip(acts, words, strict=True):
            bw = (lb.w - 8) // 3 if text_size.SCALE == 1.0 else (lb.w - 8) * need // sum(words)
            b = UIButton(pygame.Rect(x, lb.y, bw, lb.h), label,
                         manager=self.app.ui, container=self.root,
                         object_id=ObjectID(f"#replay_{act}", "@table_small"))
            self.menu_buttons[b] = act
            x += bw + 4
        self._build_controls()

    def _build_controls(self) -> None:
        """The transport row at the foot of the banner: steps, turns, play, speed,
        the turn list, whose eyes, and Play from here."""
        lay = self.layout
        ban = lay.banner
        bh = max(26, min(34, ban.h // 2 - 4), line_h(self.app.ui, "button", 4))
        # a low banner has room for one line of text only: the row sits just above it
        y = ban.bottom - bh - 4 if ban.h >= 2 * bh else ban.y - bh - 4
        gap = 4
        if split_row(self.app.ui, ban.w - 12, self._turn_options(),
                     [label for label, _k in self.views]):
            self._build_two_rows(ban, y + 2 if y > ban.y else y, bh)
            return
        narrow = ban.w < 900  # a small window: arrows for the steps, wider menus
        steps = [34, 34, 60, 34, 34] if narrow else [72] * 5
        base = steps + [62, 150, 210, 160]  # at a 1280-wide window
        w = control_widths(base, ban.w - 12 - gap * (len(base) - 1), self._turn_options(),
                           [label for label, _k in self.views])
        narrow = narrow or min(w[:5]) < 72  # the menus took the steps' room: arrows
        style = "@table_small" if narrow else "@answer"
        x = ban.x + 6
        row = [("\u00ab" if narrow else "\u00ab Turn", "prev_turn"),
               ("\u2039" if narrow else "\u2039 Step", "prev"),
               ("Pause" if self.playing else "Play", "play"),
               ("\u203a" if narrow else "Step \u203a", "next"),
               ("\u00bb" if narrow else "Turn \u00bb", "next_turn")]
        for (label, act), bw in zip(row, w):
            b = UIButton(pygame.Rect(x, y, bw, bh), label, manager=self.app.ui,
                         container=self.root, object_id=ObjectID(f"#replay_{act}", style))
            self.controls[b] = act
            x += bw + gap
        speed = f"x{self.speed:g}"
        self.speed_menu = UIDropDownMenu(list(SPEEDS), speed if speed in SPEEDS else "x1",
                                         pygame.Rect(x, y, w[5], bh), manager=self.app.ui,
                                         container=self.root,
                                         object_id=ObjectID("#replay_speed"))
        x += w[5] + gap
        self._build_turn_menu(pygame.Rect(x, y, w[6], bh))
        x += w[6] + gap
        labels: list[str | tuple[str, str]] = [label for label, _k in self.views]
        current = next(label for label, k in self.views if k == self.view)
        self.view_menu = UIDropDownMenu(labels, current, pygame.Rect(x, y, w[7], bh),
                                        manager=self.app.ui, container=self.root,
                                        object_id=ObjectID("#replay_view"))
        x += w[7] + gap
        b = UIButton(pygame.Rect(x, y, ban.right - 6 - x, bh), "Play from here",
                     manager=self.app.ui, container=self.root,
                     object_id=ObjectID("#replay_branch", style))
        self.controls[b] = "branch"

    def _build_two_rows(self, ban: Any, y: int, bh: int) -> None:
        """Large words: the steps, the speed and Play from here in the banner's row, the
        turn list and the view menu over the banner's right end (one row cut them)."""
        ui = self.app.ui
        x = ban.x + 6
        row = [("\u00ab", "prev_turn"), ("\u2039", "prev"),
               ("Pause" if self.playing else "Play", "play"), ("\u203a", "next"),
               ("\u00bb", "next_turn")]
        for label, act in row:
            bw = text_w(ui, [label, "Pause"] if act == "play" else [label], "button", 20)
            b = UIButton(pygame.Rect(x, y, bw, bh), label, manager=ui, container=self.root,
                         object_id=ObjectID(f"#replay_{act}", "@answer"))
            self.controls[b] = act
            x += bw + 4
        speed = f"x{self.speed:g}"
        sw = text_w(ui, list(SPEEDS), pad=50)
        self.speed_menu = UIDropDownMenu(list(SPEEDS), speed if speed in SPEEDS else "x1",
                                         pygame.Rect(x, y, sw, bh), manager=ui,
                                         container=self.root, object_id=ObjectID("#replay_speed"))
        x += sw + 4
        b = UIButton(pygame.Rect(x, y, text_w(ui, ["Play from here"], pad=24), bh),
                     "Play from here", manager=ui, container=self.root,
                     object_id=ObjectID("#replay_branch", "@answer"))
        self.controls[b] = "branch"
        labels: list[str | tuple[str, str]] = [label for label, _k in self.views]
        vw = text_w(ui, [str(v) for v in labels], pad=50)
        tw = text_w(ui, [TURN_HEADER, *self._turn_options()], pad=54)
        top = min(y, ban.y) - bh - 4
        self._build_turn_menu(pygame.Rect(ban.right - 6 - vw - 4 - tw, top, tw, bh))
        current = next(label for label, k in self.views if k == self.view)
        self.view_menu = UIDropDownMenu(labels, current,
                                        pygame.Rect(ban.right - 6 - vw, top, vw, bh),
                                        manager=ui, container=self.root,
                                        object_id=ObjectID("#replay_view"))

    def _build_turn_menu(self, rect: pygame.Rect) -> None:
        if self.turn_menu is not None:
            self.turn_menu.kill()
        opts: list[str | tuple[str, str]] = [TURN_HEADER, *self._turn_options()]
        self.turn_menu = UIDropDownMenu(opts, TURN_HEADER, rect, manager=self.app.ui,
                                        container=self.root, object_id=ObjectID("#replay_turns"))

    def _turn_options(self) -> list[str]:
        return turn_entries(self.replay, self.presenter.display.get("players", []))

    # -- input --------------------------------------------------------------------
    def act(self, act: str) -> None:
        """One control: the buttons and the keys do the same."""
        rep = self.replay
        if act in ("play", "branch", "share", "close", "review"):
            if act == "play":
                self.playing = not self.playing and self.index < rep.last
                self._clock = 0.0
                self.build_ui()
            else:
                self.menu(act)
            return
        self.playing = False
        if act == "prev_turn":
            self.show(rep.prev_turn(self.index))
        elif act == "next_turn":
            self.show(rep.next_turn(self.index))
        else:
            self.show({"prev": self.index - 1, "next": self.index + 1, "first": 0,
                       "last": rep.last}[act])

    def jump_to_turn(self, turn: int) -> None:
        for t, start in self.replay.turn_starts():
            if t == turn:
                self.playing = False
                self.show(start)
                return

    def set_view(self, key: Any) -> None:
        if key not in [k for _l, k in self.views]:
            return
        self.view = key
        self.show(self.index)
        self.build_ui()  # the mats turn to the new viewer

    def menu(self, act: str) -> None:
        if act == "close":
            self.app.pop()
        elif act == "review":
            self.app.open_scene("review", replay=self)
        elif act == "share":
            try:
                path = write_share(self.replay, save_dir(), hints=self.loaded.hints)
            except OSError as exc:  # WriteFailed: its reason in a player's words
                self.app.show_message("Share", "The shared game could not be written: "
                                      f"{html.escape(reason_of(exc))}. Nothing was lost.")
                return
            self.app.show_message(
                "Shared", f"The whole game is in<br>{html.escape(str(path))}<br>Opening it "
                "anywhere (Load, or rdi-desktop --replay FILE) gives the same game.")
        elif act == "branch":
            self.playing = False
            self.open_branch()

    def open_branch(self) -> None:
        if self.branch is not None:
            self.branch.kill()
        self.branch = BranchWindow(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            act = self.controls.get(event.ui_element)
            if act is not None:
                self.act(act)
                return True
            if self.branch is not None and self.branch.handle(event):
                return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return self._dropdown(event)
        if event.type == pygame.KEYDOWN and not self.input.blocked() and self._key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return False  # nothing on a replayed table is answered by a click
        return super().handle_event(event)

    def _dropdown(self, event: pygame.event.Event) -> bool:
        if event.ui_element is self.speed_menu:
            self.speed = float(str(event.text).lstrip("x"))
        elif event.ui_element is self.view_menu:
            self.set_view(next(k for label, k in self.views if label == event.text))
        elif event.ui_element is self.turn_menu and str(event.text).startswith("Turn "):
            self.jump_to_turn(int(str(event.text)[5:].split(":")[0]))
            self._build_turn_menu(self.turn_menu.get_relative_rect())
        elif self.branch is not None:
            return False
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        keys = {pygame.K_LEFT: "prev_turn" if shift else "prev",
                pygame.K_RIGHT: "next_turn" if shift else "next",
                pygame.K_PAGEUP: "prev_turn", pygame.K_PAGEDOWN: "next_turn",
                pygame.K_HOME: "first", pygame.K_END: "last", pygame.K_SPACE: "play"}
        act = keys.get(event.key)
        if act is None:
            menus = [self.speed_menu, self.view_menu, self.turn_menu,
                     *(self.branch.menus.values() if self.branch is not None else ())]
            closed = event.key == pygame.K_ESCAPE and close_open(menus)  # a list first
            if event.key == pygame.K_ESCAPE and not closed and self.branch is None:
                self.app.pop()
            return event.key == pygame.K_ESCAPE and (closed or self.branch is None)
        self.act(act)
        return True

    # -- per frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.drawing.warm()
        self.presenter.update(dt)
        if self.playing:
            self._clock += dt * self.speed * STEPS_PER_SECOND
            if self._clock >= 1.0:  # at most one step a frame: each one is seen
                self._clock = min(self._clock - 1.0, 1.0)
                self.show(self.index + 1)
                if self.index >= self.replay.last:
                    self.playing = False
                    self.build_ui()

    def busy(self) -> bool:
        p = self.presenter
        if self.playing or not p.idle:
            return True
        return self.drawing.stale()

    def exit(self) -> None:
        if self.branch is not None:
            self.branch.kill()
            self.branch = None
        super().exit()

    def pause(self) -> None:
        self.playing = False
        if self.branch is not None:
            self.branch.kill()
            self.branch = None
        super().pause()

    def resume(self) -> None:
        super().resume()
        self.build_ui()

    # -- play from here -------------------------------------------------------------
    def start_branch(self, kinds: list[str]) -> TableScene:
        """A new game from the step on screen, its seats as ``kinds``: the table for it
        replaces the replay and whatever was under it but the title (its save
        replays to here, then goes its own way)."""
        game = self.replay.branch(self.index)
        setup = game.state.setup
        specs = setup.get("players", [])
        own = [k for i, k in enumerate(kinds) if i not in self.automata]
        for spec, kind in zip(specs, own):
            spec["seat"] = kind
        eng = EngineThread(game, kinds, seed=self.replay.seed, autosave=autosave_path())
        table = TableScene(self.app, eng)
        while len(self.app.scenes) > 1:  # down to the title, like Load: one game at a time
            self.app.pop()
        self.app.push(table)
        return table


def open_replay(app: Any, path: Path) -> ReplayScene:
    """The viewer for any save, autosave or shared game; :class:`ReplayFileProblem`
    (a sentence) when it cannot be replayed."""
    return ReplayScene(app, load_replay(path))


def watch_again(app: Any) -> ReplayScene | None:
    """From the game-over screen: the replay of the game on the table under it (its
    engine thread has finished, so the game is read from the UI thread safely)."""
    table = next((s for s in reversed(app.scenes) if isinstance(s, TableScene)
                  and not isinstance(s, ReplayScene)), None)
    if table is None or table.engine.alive:
        app.show_message("Replay", "There is no finished game to watch again.")
        return None
    scene = ReplayScene(app, loaded_from_game(table.engine.game, table.engine.kinds,
                                              "this game", table.engine.hints_used), index=0)
    while app.scenes and app.scenes[-1] is not table:
        app.pop()  # the game-over panel; the table stays under the replay
    app.push(scene)
    return scene


@register_scene("replay")
def make_replay(app: Any, path: str | Path | None = None, **kw: Any) -> ReplayScene | None:
    if path is None:
        app.show_message("Replay", "Choose a game to replay from Load.")
        return None
    try:
        return open_replay(app, Path(path))
    except ReplayFileProblem as exc:
        app.show_message("Replay", html.escape(str(exc)))
        return None
