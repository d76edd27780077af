"""The Gambling Hall table: one running hall game (or session) drawn with
pygame, with pygame_gui controls for the decision the game waits for.

Layout: a top bar; the seats in a row (name, money, stake in the pot, bet
this round, their cards/dice/city); the middle of the table (King, War Cards,
Wheel, Hordes, jobs, your city, the pot and side pots); your own hand at the
bottom left and the controls at the bottom right; the log, the rules and the
standings in the right-hand column. The match runs on the engine thread (the
table's bridge); AI seats decide there, from views only, so this scene never
waits for them, and it draws the controller's latest snapshot (a copy of the
game with the hidden cards masked, never the live game). With several human seats a
"Pass to <name>" curtain hides the hands between their turns.

Esc returns to the lobby.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UITextBox

from engine.hall.base import HallGame
from engine.hall.match import HallMatch
from engine.hall.prompts import Prompt
from rdi_desktop import art, text_size
from rdi_desktop.focus import Focusable
from rdi_desktop.hall import catalog
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall import keys as hall_keys
from rdi_desktop.hall import table_frame as frame
from rdi_desktop.hall.bet_controls import BetControls
from rdi_desktop.hall.controller import HallConfig, HallController
from rdi_desktop.hall.games import GamePart, part_for
from rdi_desktop.hall.guard import HallFailureGuard
from rdi_desktop.hall.log_words import in_words
from rdi_desktop.hall.reflow import reflow
from rdi_desktop.hall.report import standings_html
from rdi_desktop.hall.session_panels import SessionPanels
from rdi_desktop.hall.theme import ensure_theme, fast, small
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h, px, text_w

if TYPE_CHECKING:
    from rdi_desktop.app import App


def tab_widths(labels: list[str], room: int) -> list[int]:
    """The tabs' widths: each its label's width plus a margin, the room left shared
    out (equal widths cut "Standings" at 1280x720)."""

    need = [art.font("dejavu_serif", px(18), "bold").size(t)[0] + 28 for t in labels]
    spare = max(0, room - sum(need)) // max(1, len(labels))
    return [n + spare for n in need]



class HallTableScene(Scene):
    music = "hall"

    def __init__(self, app: App, config: HallConfig, ai_delay: float = 0.8,
                 threaded: bool = True, match: HallMatch | None = None,
                 seat_factory: Callable[[str, int], Any] | None = None,
                 autosave: Path | None | bool = True, replay: list[int] | None = None) -> None:
        super().__init__(app)
        if autosave is True:
            from rdi_desktop.datafolder import saving_enabled
            from rdi_desktop.hall.autosave import hall_autosave_path

            try:  # playing without saving, or a folder that cannot be made: no autosave
                autosave = hall_autosave_path() if saving_enabled() else None
            except OSError:
                autosave = None
        self.ctrl = HallController(config, ai_delay=ai_delay, threaded=threaded,
                                   autosave=autosave or None, match=match,
                                   seat_factory=seat_factory, replay=replay)
        #: the engine's or the table's failure, said in a dialog
        self.guard = HallFailureGuard(app, self.ctrl)
        #: the table itself failed (see failed): only the dialog is live
        self.broken = False
        self.confirmed: str | None = None
        self.tab = "log"
        self.hits: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.dyn: UIContainer | None = None
        self.ui_key: Any = None
        #: when the left button went down over the table (0: it is up, -1: let go this
        #: frame); the panels are not rebuilt under a held button until its click is
        #: taken (rebuilt, the button and its click were lost)
        self.pressed = 0.0
        self.side_key: Any = None
        self.side_time = 0.0
        #: what the last frame drawn showed (see busy)
        self.drawn_key: Any = None
        self.side_box: UITextBox | None = None
        self.tabs: dict[UIButton, str] = {}
        self.leave_button: UIButton | None = None
        self.wait_label: UILabel | None = None
        self.view_cache: tuple[Any, dict[str, Any]] | None = None
        self.rects: dict[str, pygame.Rect] = {}
        #: the game whose seats the layout made room for
        self.laid_for = ""
        #: the cards or workers picked on screen for the question being answered
        self.selection: set[int] = set()
        #: the betting round's controls; the panels between games
        self.bet = BetControls(self)
        self.panels = SessionPanels(self)
        #: each game's part of the table (made as the game comes up), by game id
        self.parts: dict[str, GamePart] = {}
        self.clear_choices()

    def clear_choices(self) -> None:
        """A new question: the picks made on screen for the last one go."""
        self.selection = set()
        for part in self.parts.values():
            part.clear()
        self.panels.clear()

    def part(self) -> GamePart:
        """The part of the table of the game being played (or last played)."""
        v = self.view()
        game = str(v["game"]) if v is not None else ""
        if game not in self.parts:
            self.parts[game] = part_for(game, self)
        return self.parts[game]


    # -- who sees what -------------------------------------------------------------
    @property
    def game(self) -> HallGame | None:
        return self.ctrl.game or self.ctrl.last_game

    def privacy_for(self) -> str | None:
        """The human the screen must be passed to before their cards show."""
        if len(self.ctrl.humans) < 2:
            return None
        hp = self.ctrl.human_prompt()
        if hp is not None and hp.player != self.confirmed:
            return hp.player
        return None

    @property
    def viewer(self) -> str | None:
        humans = self.ctrl.humans
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.ctrl.phase != "play":
            return None
        hp = self.ctrl.human_prompt()
        return hp.player if hp is not None and hp.player == self.confirmed else None

    def view(self) -> dict[str, Any] | None:
        g = self.game
        if g is None:
            return None
        key = (id(g), self.ctrl.game_no, self.ctrl.move, self.viewer, self.ctrl.phase,
               len(g.events))
        if self.view_cache is None or self.view_cache[0] != key:
            self.view_cache = (key, g.view(self.viewer))
        return self.view_cache[1]

    # -- layout ----------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.app.size
        right_w = 330 if w >= 1100 else 260
        left_w = w - right_w
        ctrl_w = min(470, left_w // 2)
        lh, bh = max(24, line_h(self.app.ui, "label", 4)), max(38, line_h(self.app.ui, pad=6))
        # the betting round's rows (large words: its lines on two rows each)
        rows = 1 if text_size.SCALE == 1.0 else 2
        bottom_h = max(210, 2 + max(26, lh) + 2 * rows * lh + 2 * bh + 24)
        top_h = frame.top_height()
        self.rects = {"top": pygame.Rect(0, 0, left_w, top_h),
                      "seats": pygame.Rect(8, top_h + 4, left_w - 16, 158)}
        # the seats' heads and their games' small words grow with the text size
        head = frame.head_height(self, frame.seat_width(self, len(self.ctrl.names)))
        part = self.part()
        self.laid_for = part.game
        seats_h = head + 6 + part.zone_height(head - 60)
        mid = top_h + seats_h + 10
        self.rects.update({
            "seats": pygame.Rect(8, top_h + 4, left_w - 16, seats_h),
            "centre": pygame.Rect(8, mid, left_w - 16, h - bottom_h - mid - 6),
            "hand": pygame.Rect(10, h - bottom_h, left_w - ctrl_w - 30, bottom_h - 8),
            "controls": pygame.Rect(left_w - ctrl_w - 12, h - bottom_h, ctrl_w, bottom_h - 8),
            "right": pygame.Rect(left_w, 0, right_w, h),
            "overlay": pygame.Rect(8, mid, left_w - 16, h - mid - 8),
        })

    def build_ui(self) -> None:
        ensure_theme(self.app.ui)
        d.clear_text_cache()
        self.layout()
        ui = self.app.ui
        r = self.rects["right"]
        self.tabs.clear()
        names = [("Log", "log"), ("Rules", "rules")]
        if self.ctrl.config.mode != "single":
            names.append(("Standings", "standings"))
        x = r.left + 6
        for (label, tab), tw in zip(names, tab_widths([n for n, _t in names], r.width - 16)):
            b = UIButton(pygame.Rect(x, 6, tw - 4, max(32, line_h(ui, pad=4))), label, ui,
                         container=self.root, object_id=f"#hall_tab_{tab}")
            self.tabs[b] = tab
            x += tw
        tab_h = max(32, line_h(ui, pad=4))
        self.side_box = UITextBox("", pygame.Rect(r.left + 6, tab_h + 12, r.width - 12,
                                                  r.height - tab_h - 18),
                                  ui, container=self.root, object_id=fast("#hall_side"))
        top = self.rects["top"]
        lw = max(140, text_w(ui, ["Leave (Esc)"], pad=20))
        self.leave_button = UIButton(pygame.Rect(top.right - lw - 10, 4, lw, top.height - 8),
                                     "Leave (Esc)", ui,
                                     container=self.root, object_id="#hall_leave")
        self.dyn = None
        self.ui_key = None
        self.side_key = None

    def exit(self) -> None:
        self.guard.leave()
        self.ctrl.shutdown()
        super().exit()

    def failed(self, exc: Exception) -> bool:
        """An error in the table itself: the match is saved and reported
        like an engine failure, and the table stops drawing what broke."""
        if not self.broken:
            self.broken = True
            if self.root is not None:
                self.root.hide()
            self.guard.table_failed(exc)
        return True

    # -- per frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.guard.update() or self.broken:  # back at the title, or only the dialog
            return
        before = (self.ctrl.game_no, self.ctrl.move, self.ctrl.phase)
        self.ctrl.update(dt)
        if self.guard.update():
            return
        if (self.ctrl.game_no, self.ctrl.move, self.ctrl.phase) != before:
            if self.ctrl.phase != "choose":
                self.clear_choices()
        key = self._ui_key()
        held = self.pressed < 0 or 0 < time.monotonic() - self.pressed < 2.0
        self.pressed = max(self.pressed, 0.0)
        if held:  # a button held or just let go: rebuilt once its click is taken
            key = self.ui_key
        if key != self.ui_key:
            self.ui_key = key
            self._build_dynamic()
        elif self.wait_label is not None and self.wait_label.alive():
            msg = self._waiting_text()
            if self.wait_label.text != msg:
                self.wait_label.set_text(msg)
        self.bet.follow()
        self._update_side()

    def _ui_key(self) -> Any:
        c = self.ctrl
        if c.phase == "play" and c.human_prompt() is None:
            return ("wait", c.game_no, self.app.size)
        return (c.phase, c.game_no, c.move, self.privacy_for(), self.viewer,
                tuple(sorted(self.selection)), self.part().key(), self.panels.key(),
                len(c.notes), c.message, self.app.size)

    def _update_side(self) -> None:
        g = self.game
        v = self.view()
        if self.side_box is None or g is None or v is None:
            return
        key = (self.tab, len(g.events), self.ctrl.game_no, self.ctrl.phase, len(self.ctrl.notes))
        if key == self.side_key:
            return
        # the text box re-lays out its whole text: at most a few times a second
        now = time.monotonic()
        if self.side_key is not None and self.side_key[0] == self.tab \
                and now - self.side_time < 0.4 and self.ctrl.phase == "play":
            return
        self.side_key = key
        self.side_time = now
        if self.tab == "rules":
            html = catalog.rules_html(v["game"])
        elif self.tab == "standings":
            html = self.standings_html()
        else:
            lines = v["log"][-40:][::-1]
            html = f"<b>{escape(v['title'])}</b> (newest first)<br>" + "<br>".join(
                escape(in_words(x)) for x in lines)
        self.side_box.set_text(html)
        if self.side_box.scroll_bar is not None:
            # set_text wraps to the full width even when the text needs a scroll bar,
            # which then covers the lines' ends: lay it out again beside it
            self.side_box.rebuild()

    def standings_html(self) -> str:
        c = self.ctrl
        total = c.session.rounds * len(c.names)
        return standings_html(c.standings(), c.session.games_played, total, c.notes,
                              c.config.split_rule)

    # -- events ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guard.handle_event(event):
            return True
        if self.broken or self.guard.dialog is not None:  # only the dialog answers now
            return self.guard.dialog is None and event.type in (
                pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            self.pressed = time.monotonic() if event.type == pygame.MOUSEBUTTONDOWN else -1.0
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.leave_button:
                self.leave()
                return True
            if event.ui_element in self.tabs:
                self.tab = self.tabs[event.ui_element]
                self.side_key = None
                return True
            fn = self.actions.get(event.ui_element)
            if fn is not None:
                fn()
                return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED \
                and event.ui_element is self.bet.slider:
            self.bet.slider_moved()
            return True
        if self.panels.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rects["controls"].collidepoint(event.pos):
                return False  # the pygame_gui controls sit there
            for rect, fn in reversed(self.hits):
                if rect.collidepoint(event.pos):
                    fn()
                    return True
        return False

    def focus_items(self) -> list[Focusable]:
        return hall_keys.hall_items(self)

    def number_items(self) -> list[Focusable]:
        return hall_keys.hall_numbers(self)

    def focus_hint(self) -> pygame.Rect | None:
        """Where the keyboard's focus goes once (a game's control made anew)."""
        return None if self.broken or self.ctrl.phase != "play" else self.part().focus_hint()

    def leave(self) -> None:
        self.ctrl.shutdown()
        self.app.pop()

    # -- answers -------------------------------------------------------------------------------
    def answer(self, value: Any) -> None:
        hp = self.ctrl.human_prompt()
        if hp is None:
            return
        err = self.ctrl.submit(hp.player, value)
        if err is None:
            self.clear_choices()

    def toggle(self, i: int, limit: int | None = None) -> None:
        if i in self.selection:
            self.selection.discard(i)
        elif limit == 1:
            self.selection = {i}
        elif limit is None or len(self.selection) < limit:
            self.selection.add(i)

    # -- dynamic UI (controls and overlays) ----------------------------------------------------
    def button(self, rect: pygame.Rect, label: str, parent: Any, fn: Callable[[], None] | None,
               enabled: bool = True, object_id: str | None = None,
               small_font: bool = False) -> UIButton:
        """A button of the controls; ``fn`` runs when it is pressed."""
        oid = small(object_id) if small_font else object_id
        b = UIButton(rect, label, self.app.ui, container=parent, object_id=oid)
        if fn is not None:
            self.actions[b] = fn
        if not enabled:
            b.disable()
        return b

    def label(self, rect: pygame.Rect, label: str, parent: Any,
              object_id: str | None = None) -> UILabel:
        return UILabel(rect, label, self.app.ui, container=parent, object_id=object_id)

    def _build_dynamic(self) -> None:
        if self.dyn is not None:
            self.dyn.kill()
        self.actions.clear()
        self.bet.clear()
        self.wait_label = None
        self.panels.taken_down()
        self.dyn = UIContainer(pygame.Rect((0, 0), self.app.size), self.app.ui,
                               container=self.root)
        c = self.ctrl
        if c.phase == "play":
            who = self.privacy_for()
            if who is not None:
                self._build_privacy(who)
                return
            hp = c.human_prompt()
            if hp is not None:
                self._build_controls(hp)
            else:
                self._build_waiting()
        elif c.phase == "result":
            self.panels.build_result(final=False)
        elif c.phase == "choose":
            self.panels.build_choose()
        else:
            self.panels.build_result(final=True)
        if self.app.debug_path and self.actions:  # the real-window test reads the questions
            self.app.debug(f"hall ask {c.phase} {len(self.actions)}")

    def _controls_panel(self) -> tuple[UIContainer, int]:
        """A plain container (its frame is drawn by :meth:`draw`: cheaper to rebuild)."""
        rect = self.rects["controls"].inflate(-8, -8)
        p = UIContainer(rect, self.app.ui, container=self.dyn, object_id="#hall_controls")
        return p, rect.width - 12

    def _build_privacy(self, who: str) -> None:
        w, h = self.app.size
        r = pygame.Rect(0, 0, 360, 56)
        r.center = (w // 2 - self.rects["right"].width // 2, h // 2 + 40)
        self.button(r, f"I am {who}: show my cards", self.dyn, lambda: self._confirm(who),
                    object_id="#hall_privacy")

    def _confirm(self, who: str) -> None:
        self.confirmed = who

    def _waiting_text(self) -> str:
        if self.ctrl.failure is not None:  # nobody is thinking any more
            return "The game stopped."
        who = self.ctrl.ai_thinking()
        return f"{who} is thinking..." if who else "Waiting..."

    def _build_waiting(self) -> None:
        p, cw = self._controls_panel()
        self.wait_label = self.label(pygame.Rect(6, 10, cw, 30), self._waiting_text(), p,
                                     object_id="#hall_waiting")

    def _build_controls(self, prompt: Prompt) -> None:
        """The controls of the question: the betting round's, else the game's own."""
        p, cw = self._controls_panel()
        kind = prompt.kind
        part = self.part()
        heading = {"bet": "Your bet", **part.headings}.get(kind, kind)
        self.label(pygame.Rect(6, 2, cw, 26), f"{heading}, {prompt.player}", p,
                   object_id="#hall_prompt_heading")
        build = self.bet.build if kind == "bet" else part.controls.get(kind)
        if build is not None:
            build(p, cw, prompt)
        if kind != "bet":  # (the betting round lays itself out at the text size)
            reflow(p, cw + 12, self.label)  # larger words: rows as tall and wide as needed
        if self.ctrl.message:
            self.label(pygame.Rect(6, self.rects["controls"].height - 40, cw, 26),
                       self.ctrl.message, p, object_id="#hall_error")

    def _shown_key(self) -> Any:
        """What a frame shows that changes without input (the engine's messages, the
        side panel catching up)."""
        c = self.ctrl
        return (c.move, c.game_no, c.phase, len(c.notes), c.message, c.failed, self.ui_key,
                self.side_key, self.broken)

    def busy(self) -> bool:
        """Frames are needed while moves wait to be shown or something changed since
        the last frame; a table waiting for a click (or for an AI's move) sleeps."""
        return bool(self.ctrl.backlog) or self._shown_key() != self.drawn_key

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_key = self._shown_key()
        self.hits = []
        if self.broken:  # what broke is not drawn again; the dialog is on top
            surface.fill((20, 12, 8))
            return
        if not self.rects or self.laid_for != self.part().game:
            self.layout()  # (the next game of a session may need other room)
        surface.blit(d.felt(surface.get_size()), (0, 0))
        right = self.rects["right"]
        pygame.draw.rect(surface, d.WOOD_DARK, right)
        pygame.draw.line(surface, d.BRASS, right.topleft, right.bottomleft, 2)
        v = self.view()
        if v is None:
            return
        part = self.part()
        frame.draw_top(self, surface, v, part)
        frame.draw_seats(self, surface, v, part)
        if self.ctrl.phase == "play":
            frame.draw_centre(self, surface, v, part)
            frame.draw_hand(self, surface, v, part)
            d.panel(surface, self.rects["controls"], (22, 13, 7, 225), d.BRASS, 3, 10)
        else:
            d.panel(surface, self.rects["overlay"], (22, 13, 7, 235), d.BRASS, 3, 10)
        who = self.privacy_for() if self.ctrl.phase == "play" else None
        if who is not None:
            self.hits = []  # nothing behind the curtain can be clicked
            frame.draw_curtain(self, surface, who)
