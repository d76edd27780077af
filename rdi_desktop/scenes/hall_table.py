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
from functools import partial
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UILabel,
    UITextBox,
)

from engine.hall import GAMES
from engine.hall.base import HallGame
from engine.hall.match import HallMatch
from engine.hall.prompts import Prompt
from rdi_desktop import art
from rdi_desktop.hall import catalog
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.controller import HallConfig, HallController
from rdi_desktop.hall.guard import HallFailureGuard
from rdi_desktop.hall.report import result_html, standings_html
from rdi_desktop.hall.theme import ensure_theme, fast, small
from rdi_desktop.scenes.base import Scene

if TYPE_CHECKING:
    from rdi_desktop.app import App

RANKS = ("Warrior", "Lady", "Bard", "Merchant", "Rogue")
COLORS = ("red", "green", "blue")
STRENGTH = {"companion": 2, "ally": 1}


def spoke_gain(card: dict[str, Any], spoke: str) -> int:
    if card.get("rank") == "Dragon":
        return 3
    return 2 if card.get("rank") == spoke else 1


def hall_face(name: str, index: int) -> str:
    """The portrait of a Gambling Hall seat: the character the seat is named after,
    else the cast in table order by seat (the inn's regulars come to gamble too)."""
    from engine.cards import cards
    from engine.kits import playable_characters

    low = name.strip().lower()
    for cid, ch in cards().characters.items():
        if low in (cid, ch.name.lower()):
            return cid
    cast = playable_characters()
    return cast[index % len(cast)] if cast else ""

def tab_widths(labels: list[str], room: int) -> list[int]:
    """The tabs' widths: each its label's width plus a margin, the room left shared
    out (equal widths cut "Standings" at 1280x720, issue 31)."""
    from rdi_desktop import art

    need = [art.font("dejavu_serif", 18, "bold").size(t)[0] + 28 for t in labels]
    spare = max(0, room - sum(need)) // max(1, len(labels))
    return [n + spare for n in need]


#: each game's middle of the table: game id -> the HallTableScene method that draws it
CENTRE_DRAWERS = {
    "kings_council": "_centre_kings_council",
    "three_kingdoms": "_centre_three_kingdoms",
    "the_wheel": "_centre_the_wheel",
    "dragon_hordes": "_centre_dragon_hordes",
    "jack_of_all_trades": "_centre_jack_of_all_trades",
    "city_square": "_centre_city_square",
    "rogues_and_warriors": "_centre_rogues_and_warriors",
    "threes": "_centre_threes",
    "den_of_thieves": "_centre_den_of_thieves",
}


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
        #: the engine's or the table's failure, said in a dialog (issue 34)
        self.guard = HallFailureGuard(app, self.ctrl)
        #: the table itself failed (see failed): only the dialog is live
        self.broken = False
        self.confirmed: str | None = None
        self.tab = "log"
        self.hits: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.dyn: UIContainer | None = None
        self.ui_key: Any = None
        self.side_key: Any = None
        self.side_time = 0.0
        self.side_box: UITextBox | None = None
        self.tabs: dict[UIButton, str] = {}
        self.leave_button: UIButton | None = None
        self.slider: UIHorizontalSlider | None = None
        self.wait_label: UILabel | None = None
        self.raise_label: UILabel | None = None
        self.raise_button: UIButton | None = None
        self.choose_boxes: dict[UICheckBox, str] = {}
        self.choose_menu: UIDropDownMenu | None = None
        self.view_cache: tuple[Any, dict[str, Any]] | None = None
        self.rects: dict[str, pygame.Rect] = {}
        self._clear_choices()

    def _clear_choices(self) -> None:
        self.selection: set[int] = set()
        self.assign: dict[int, tuple[int, int]] = {}
        self.city_sel = 0
        self.jobs_choice = ["card"] * 4
        self.pred_rank: str | None = None
        self.pred_color: str | None = None
        self.choose_game: str | None = None
        self.choose_variants: set[str] = set()

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
        bottom_h = 210
        self.rects = {
            "top": pygame.Rect(0, 0, left_w, 40),
            "seats": pygame.Rect(8, 44, left_w - 16, 158),
            "centre": pygame.Rect(8, 208, left_w - 16, h - bottom_h - 214),
            "hand": pygame.Rect(10, h - bottom_h, left_w - ctrl_w - 30, bottom_h - 8),
            "controls": pygame.Rect(left_w - ctrl_w - 12, h - bottom_h, ctrl_w, bottom_h - 8),
            "right": pygame.Rect(left_w, 0, right_w, h),
            "overlay": pygame.Rect(8, 208, left_w - 16, h - 216),
        }

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
            b = UIButton(pygame.Rect(x, 6, tw - 4, 32), label, ui,
                         container=self.root, object_id=f"#hall_tab_{tab}")
            self.tabs[b] = tab
            x += tw
        self.side_box = UITextBox("", pygame.Rect(r.left + 6, 44, r.width - 12, r.height - 50),
                                  ui, container=self.root, object_id=fast("#hall_side"))
        top = self.rects["top"]
        self.leave_button = UIButton(pygame.Rect(top.right - 150, 4, 140, 32), "Leave (Esc)", ui,
                                     container=self.root, object_id="#hall_leave")
        self.dyn = None
        self.ui_key = None
        self.side_key = None

    def exit(self) -> None:
        self.guard.leave()
        self.ctrl.shutdown()
        super().exit()

    def failed(self, exc: Exception) -> bool:
        """An error in the table itself (issue 34): the match is saved and reported
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
                self._clear_choices()
        key = self._ui_key()
        if key != self.ui_key:
            self.ui_key = key
            self._build_dynamic()
        elif self.wait_label is not None and self.wait_label.alive():
            msg = self._waiting_text()
            if self.wait_label.text != msg:
                self.wait_label.set_text(msg)
        if self.slider is not None and self.raise_button is not None \
                and self.raise_button.text != f"Raise to {self.raise_amount()}":
            self._slider_moved()
        self._update_side()

    def _ui_key(self) -> Any:
        c = self.ctrl
        if c.phase == "play" and c.human_prompt() is None:
            return ("wait", c.game_no, self.app.size)
        return (c.phase, c.game_no, c.move, self.privacy_for(), self.viewer,
                tuple(sorted(self.selection)), tuple(sorted(self.assign.items())), self.city_sel,
                tuple(self.jobs_choice), self.pred_rank, self.pred_color, self.choose_game,
                tuple(sorted(self.choose_variants)), len(c.notes), c.message,
                self.app.size)

    def _update_side(self) -> None:
        g = self.game
        if self.side_box is None or g is None:
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
            html = catalog.rules_html(g.GAME)
        elif self.tab == "standings":
            html = self._standings_html()
        else:
            lines = g.log[-40:][::-1]
            html = f"<b>{escape(g.TITLE)}</b> (newest first)<br>" + "<br>".join(
                escape(x) for x in lines)
        self.side_box.set_text(html)
        if self.side_box.scroll_bar is not None:
            # set_text wraps to the full width even when the text needs a scroll bar,
            # which then covers the lines' ends (issue 31): lay it out again beside it
            self.side_box.rebuild()

    def _standings_html(self) -> str:
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
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self._slider_moved()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED \
                and event.ui_element is self.choose_menu:
            name = next((g for g in GAMES if GAMES[g].TITLE == event.text), None)
            self.choose_game = name
            self.choose_variants = set()
            return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) \
                and event.ui_element in self.choose_boxes:
            v = self.choose_boxes[event.ui_element]
            if event.type == pygame_gui.UI_CHECK_BOX_CHECKED:
                self.choose_variants.add(v)
            else:
                self.choose_variants.discard(v)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rects["controls"].collidepoint(event.pos):
                return False  # the pygame_gui controls sit there
            for rect, fn in reversed(self.hits):
                if rect.collidepoint(event.pos):
                    fn()
                    return True
        return False

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
            self._clear_choices()

    def toggle(self, i: int, limit: int | None = None) -> None:
        if i in self.selection:
            self.selection.discard(i)
        elif limit == 1:
            self.selection = {i}
        elif limit is None or len(self.selection) < limit:
            self.selection.add(i)

    # -- dynamic UI (controls and overlays) ----------------------------------------------------
    def _button(self, rect: pygame.Rect, label: str, parent: Any, fn: Callable[[], None] | None,
                enabled: bool = True, object_id: str | None = None,
                small_font: bool = False) -> UIButton:
        oid = small(object_id) if small_font else object_id
        b = UIButton(rect, label, self.app.ui, container=parent, object_id=oid)
        if fn is not None:
            self.actions[b] = fn
        if not enabled:
            b.disable()
        return b

    def _label(self, rect: pygame.Rect, label: str, parent: Any,
               object_id: str | None = None) -> UILabel:
        return UILabel(rect, label, self.app.ui, container=parent, object_id=object_id)

    def _build_dynamic(self) -> None:
        if self.dyn is not None:
            self.dyn.kill()
        self.actions.clear()
        self.slider = self.raise_label = self.raise_button = None
        self.wait_label = None
        self.choose_boxes.clear()
        self.choose_menu = None
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
            self._build_result(final=False)
        elif c.phase == "choose":
            self._build_choose()
        else:
            self._build_result(final=True)

    def _controls_panel(self) -> tuple[UIContainer, int]:
        """A plain container (its frame is drawn by :meth:`draw`: cheaper to rebuild)."""
        rect = self.rects["controls"].inflate(-8, -8)
        p = UIContainer(rect, self.app.ui, container=self.dyn, object_id="#hall_controls")
        return p, rect.width - 12

    def _build_privacy(self, who: str) -> None:
        w, h = self.app.size
        r = pygame.Rect(0, 0, 360, 56)
        r.center = (w // 2 - self.rects["right"].width // 2, h // 2 + 40)
        self._button(r, f"I am {who}: show my cards", self.dyn, lambda: self._confirm(who),
                     object_id="#hall_privacy")

    def _confirm(self, who: str) -> None:
        self.confirmed = who

    def _waiting_text(self) -> str:
        if self.ctrl.failure is not None:  # nobody is thinking any more (issue 34)
            return "The game stopped."
        who = self.ctrl.ai_thinking()
        return f"{who} is thinking..." if who else "Waiting..."

    def _build_waiting(self) -> None:
        p, cw = self._controls_panel()
        self.wait_label = self._label(pygame.Rect(6, 10, cw, 30), self._waiting_text(), p,
                                      object_id="#hall_waiting")

    def _build_controls(self, prompt: Prompt) -> None:
        p, cw = self._controls_panel()
        kind = prompt.kind
        heading = {
            "bet": "Your bet", "reveal": "Show one card", "exchange": "Exchange?",
            "keep": "Choose your Keep", "discard": "Discard and draw",
            "place": ("Place your workers" if "workers" in prompt.options
                      else "Build your city"), "choose_jobs": "Choose the jobs",
            "play": "Play a card to the Wheel", "place_clock": "Place the Clock card",
            "predict": "Predict the next card", "choose_dragon": "Choose a Dragon Horde",
        }.get(kind, kind)
        self._label(pygame.Rect(6, 2, cw, 26), f"{heading}, {prompt.player}", p,
                    object_id="#hall_prompt_heading")
        builder = getattr(self, f"_ctl_{kind}", None)
        if builder is not None:
            builder(p, cw, prompt)
        if self.ctrl.message:
            self._label(pygame.Rect(6, self.rects["controls"].height - 40, cw, 26),
                        self.ctrl.message, p, object_id="#hall_error")

    # bet ----------------------------------------------------------------------------------
    def _ctl_bet(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        o = prompt.options
        acts = o.get("actions", [])
        info = (f"Pot {o.get('pot', 0)} | Current Bet {o.get('current_bet', 0)} | "
                f"yours {o.get('in_this_round', 0)} | money {o.get('stack', 0)}")
        self._label(pygame.Rect(6, 28, cw, 24), info, p)
        x = 6
        bw = (cw - 12) // 3
        if "check" in acts:
            self._button(pygame.Rect(x, 56, bw, 38), "Check", p, lambda: self.answer("check"),
                         object_id="#bet_check")
        else:
            self._button(pygame.Rect(x, 56, bw, 38), f"Call {o.get('call_amount', 0)}", p,
                         lambda: self.answer("call"), "call" in acts, object_id="#bet_call")
        self._button(pygame.Rect(x + bw + 6, 56, bw, 38), "Fold", p, lambda: self.answer("fold"),
                     "fold" in acts, object_id="#bet_fold")
        self._button(pygame.Rect(x + 2 * (bw + 6), 56, bw, 38), f"All in ({o.get('stack', 0)})",
                     p, lambda: self.answer("all_in"), "all_in" in acts, object_id="#bet_all_in")
        lo, hi = o.get("min_raise_to"), o.get("max_raise_to")
        bounds = (int(lo), int(hi)) if "raise_to" in acts and lo is not None \
            and hi is not None else None
        can_raise = bounds is not None
        if bounds is not None and bounds[1] > bounds[0]:
            self.slider = UIHorizontalSlider(pygame.Rect(6, 102, cw - 190, 32), bounds[0], bounds,
                                             self.app.ui, container=p,
                                             object_id="#bet_slider")
        self.raise_button = self._button(
            pygame.Rect(cw - 178, 100, 178, 38), f"Raise to {lo}" if can_raise else "Raise",
            p, self._raise, can_raise, object_id="#bet_raise")
        text = (f"Raise to {lo}  (minimum {lo}, maximum {hi})" if can_raise
                else "No raise is possible now.")
        self.raise_label = self._label(pygame.Rect(6, 140, cw, 24), text, p,
                                       object_id="#bet_raise_label")

    def raise_amount(self) -> int:
        hp = self.ctrl.human_prompt()
        lo = hp.options.get("min_raise_to") if hp else None
        if self.slider is not None:
            return int(round(self.slider.get_current_value()))
        return int(lo or 0)

    def _slider_moved(self) -> None:
        hp = self.ctrl.human_prompt()
        if hp is None or hp.kind != "bet":
            return
        amt = self.raise_amount()
        lo, hi = hp.options.get("min_raise_to"), hp.options.get("max_raise_to")
        if self.raise_button is not None:
            self.raise_button.set_text(f"Raise to {amt}")
        if self.raise_label is not None:
            self.raise_label.set_text(f"Raise to {amt}  (minimum {lo}, maximum {hi})")

    def _raise(self) -> None:
        self.answer({"action": "raise_to", "amount": self.raise_amount()})

    # other prompt kinds ---------------------------------------------------------------------
    def _ctl_reveal(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        cards = prompt.options["cards"]
        self._label(pygame.Rect(6, 30, cw, 24), "Click a card, or:", p)
        bw = (cw - 18) // 2
        for i, card in enumerate(cards[:2]):
            self._button(pygame.Rect(6 + i * (bw + 6), 60, bw, 40),
                         f"Show {d.LETTERS[card['rank']]} ({d.card_colour(card)})", p,
                         partial(self.answer, i), object_id=f"#reveal_{i}")

    def _ctl_exchange(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        down = prompt.options["cards"][prompt.options["face_down"]]
        self._label(pygame.Rect(6, 30, cw, 24), f"Your hidden card: {d.card_name(down)}", p)
        bw = (cw - 18) // 2
        self._button(pygame.Rect(6, 60, bw, 40), "Exchange it", p, lambda: self.answer(True),
                     object_id="#exchange_yes")
        self._button(pygame.Rect(12 + bw, 60, bw, 40), "Keep it", p, lambda: self.answer(False),
                     object_id="#exchange_no")

    def _ctl_keep(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        roll = prompt.options["roll"]
        self._label(pygame.Rect(6, 30, cw, 24), f"Rolled {roll}; 3's count zero.", p)
        choices = prompt.options["choices"]
        bw = (cw - 18) // 3
        for i, v in enumerate(choices):
            r = pygame.Rect(6 + (i % 3) * (bw + 6), 60 + (i // 3) * 44, bw, 40)
            self._button(r, f"Keep {v}s (x{roll.count(v)})", p, partial(self.answer, v),
                         object_id=f"#keep_{v}", small_font=True)

    def _ctl_discard(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        n = len(self.selection)
        self._label(pygame.Rect(6, 30, cw, 24), "Click up to 2 cards of your hand to throw away.", p)
        bw = (cw - 18) // 2
        self._button(pygame.Rect(6, 60, bw, 40), f"Discard {n} and draw", p,
                     lambda: self.answer(sorted(self.selection)), n > 0,
                     object_id="#discard_go")
        self._button(pygame.Rect(12 + bw, 60, bw, 40), "Keep my hand", p,
                     lambda: self.answer([]), object_id="#discard_none")

    def _ctl_place(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        o = prompt.options
        bw = (cw - 18) // 2
        if "workers" in o:  # Jack of All Trades
            job = o["job"]
            what = (f"a rolled {job['die']}" if "die" in job else
                    f"{d.card_name(job['card'])}, value {d.RANK_NUMBER.get(job['card']['rank'], 0)}")
            extra = " (Last Call: all matching workers)" if o.get("last_call") else ""
            self._label(pygame.Rect(6, 30, cw, 24), f"Job: {what}{extra}", p)
            self._label(pygame.Rect(6, 54, cw, 24), "Click the workers to send to it.", p)
            self._button(pygame.Rect(6, 84, bw, 40), f"Place {len(self.selection)} selected", p,
                         lambda: self.answer(sorted(self.selection)), bool(self.selection),
                         object_id="#place_go")
            self._button(pygame.Rect(12 + bw, 84, bw, 40), "Place none", p,
                         lambda: self.answer([]), object_id="#place_none")
            self._button(pygame.Rect(6, 130, bw, 36), "Suggest", p,
                         lambda: self._suggest(o["suggested"]), object_id="#place_suggest")
            return
        cards = o["cards"]
        done = len(self.assign)
        self._label(pygame.Rect(6, 30, cw, 24),
                    "Click a dealt card, then a district of your city.", p)
        status = ", ".join(f"{d.LETTERS[cards[i]['rank']]} -> ({r + 1},{c + 1})"
                           for i, (r, c) in sorted(self.assign.items())) or "nothing placed yet"
        self._label(pygame.Rect(6, 54, cw, 24), status, p)
        self._button(pygame.Rect(6, 84, bw, 40), "Build", p,
                     lambda: self.answer([list(self.assign[i]) for i in range(len(cards))]),
                     done == len(cards), object_id="#place_go")
        self._button(pygame.Rect(12 + bw, 84, bw, 40), "Start over", p, self._reset_assign,
                     done > 0, object_id="#place_reset")

    def _suggest(self, idx: list[int]) -> None:
        self.selection = set(idx)

    def _reset_assign(self) -> None:
        self.assign = {}
        self.city_sel = 0

    def _ctl_choose_jobs(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        self._label(pygame.Rect(6, 30, cw, 24), "Each job is set by a card or a die:", p)
        bw = (cw - 24) // 4
        for i in range(4):
            self._button(pygame.Rect(6 + i * (bw + 6), 60, bw, 40),
                         f"Job {i + 1}: {self.jobs_choice[i]}", p,
                         partial(self._flip_job, i), object_id=f"#job_{i}", small_font=True)
        self._button(pygame.Rect(6, 108, cw // 2, 40), "Confirm", p,
                     lambda: self.answer(list(self.jobs_choice)), object_id="#jobs_go")

    def _flip_job(self, i: int) -> None:
        self.jobs_choice[i] = "die" if self.jobs_choice[i] == "card" else "card"

    def _ctl_play(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        o = prompt.options
        hand = o["hand"]
        sel = next(iter(self.selection), None)
        if sel is None or sel >= len(hand):
            self._label(pygame.Rect(6, 30, cw, 24), "Click a card of your hand.", p)
        else:
            card = hand[sel]
            spokes = [pl["spoke"] for pl in o["plays"] if pl["card"] == sel]
            self._label(pygame.Rect(6, 30, cw, 24),
                        f"{d.card_name(card)}: choose a spoke (or click its hub)", p)
            bw = (cw - 18) // 3
            for i, s in enumerate(spokes):
                r = pygame.Rect(6 + (i % 3) * (bw + 6), 58 + (i // 3) * 42, bw, 38)
                self._button(r, f"{s} +{spoke_gain(card, s)}", p,
                             partial(self.answer, {"card": sel, "spoke": s}),
                             object_id=f"#spoke_{s}", small_font=True)
            if not spokes:
                self._label(pygame.Rect(6, 58, cw, 24), "This card has no open spoke.", p)
        if o.get("can_use_clock"):
            y = 146
            self._button(pygame.Rect(6, y, cw - 12, 36),
                         f"Discard it and turn the Clock ({o.get('clock_left', 0)} left)", p,
                         lambda: self.answer({"discard": sel if sel is not None else 0}),
                         sel is not None or not hand, object_id="#use_clock")

    def _ctl_place_clock(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        card = prompt.options["card"]
        self._label(pygame.Rect(6, 30, cw, 24), f"The Clock shows {d.card_name(card)}.", p)
        bw = (cw - 18) // 3
        for i, s in enumerate(prompt.options["spokes"]):
            r = pygame.Rect(6 + (i % 3) * (bw + 6), 58 + (i // 3) * 42, bw, 38)
            self._button(r, f"{s} +{spoke_gain(card, s)}", p, partial(self.answer, s),
                         object_id=f"#clock_{s}")

    def _ctl_predict(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        o = prompt.options
        hordes = o["hordes"]
        bw = (cw - 30) // 5
        for i, r in enumerate(RANKS):
            mark = "> " if self.pred_rank == r else ""
            self._button(pygame.Rect(6 + i * (bw + 6), 30, bw, 34), f"{mark}{r}", p,
                         partial(self._pick_rank, r), hordes.get(r, 0) > 0,
                         object_id=f"#pred_{r}", small_font=True)
        cbw = (cw - 18) // 3
        for i, col in enumerate(COLORS):
            mark = "> " if self.pred_color == col else ""
            self._button(pygame.Rect(6 + i * (cbw + 6), 68, cbw, 34), f"{mark}{col}", p,
                         partial(self._pick_color, col), hordes.get(col, 0) > 0,
                         object_id=f"#pred_{col}")
        pred: dict[str, str] = {}
        if self.pred_rank:
            pred["rank"] = self.pred_rank
        if self.pred_color:
            pred["color"] = self.pred_color
        legal = bool(pred) and pred in o["predictions"]
        what = " and ".join(pred.values()) or "nothing yet"
        self._label(pygame.Rect(6, 106, cw, 22), f"Prediction: {what} (risk {len(pred)})", p)
        hw = (cw - 18) // 2
        self._button(pygame.Rect(6, 132, hw, 38), "Predict", p, lambda: self.answer(dict(pred)),
                     legal, object_id="#predict_go")
        self._button(pygame.Rect(12 + hw, 132, hw, 38), "Pass", p, lambda: self.answer("pass"),
                     object_id="#predict_pass")

    def _pick_rank(self, r: str) -> None:
        self.pred_rank = None if self.pred_rank == r else r

    def _pick_color(self, c: str) -> None:
        self.pred_color = None if self.pred_color == c else c

    def _ctl_choose_dragon(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        self._label(pygame.Rect(6, 30, cw, 24), f"You rolled {prompt.options['roll']}: a 6 "
                    "puts its coin on a Dragon Horde.", p)
        bw = (cw - 18) // 3
        for i, col in enumerate(prompt.options["choices"]):
            self._button(pygame.Rect(6 + i * (bw + 6), 60, bw, 40), f"{col.title()} Dragon", p,
                         partial(self.answer, col), object_id=f"#dragon_{col}")

    # result, choose, end ----------------------------------------------------------------------
    def _build_result(self, final: bool) -> None:
        c = self.ctrl
        rect = self.rects["overlay"]
        rect = rect.inflate(-8, -8)
        p = UIContainer(rect, self.app.ui, container=self.dyn, object_id="#hall_result")
        inner_w, inner_h = rect.width - 6, rect.height
        bw = 220
        html = ""
        if c.last_result is not None:
            html = result_html(c.last_result, c.names)
        if c.config.mode != "single":
            html += "<br><br>" + self._standings_html()
        if final:
            head = "<font size=5><b>The session is over.</b></font><br>" \
                if c.config.mode != "single" else ""
            if c.config.mode != "single":
                win = c.session.purse.winners()
                head += f"Winner{'s' if len(win) > 1 else ''}: <b>{', '.join(win)}</b><br><br>"
            html = head + html
        UITextBox(html, pygame.Rect(6, 6, inner_w - bw - 12, inner_h - 12), self.app.ui,
                  container=p, object_id=fast("#hall_result_text"))
        x = inner_w - bw
        y = 6
        if not final:
            label = "Next game" if c.config.mode != "single" else "Continue"
            if c.session.replay is not None:
                label = "Play the tie again"
            elif c.config.mode == "single" or c.session.over:
                label = "Finish"
            self._button(pygame.Rect(x, y, bw, 44), label, p, c.continue_after_result,
                         object_id="#result_next")
            y += 52
        self._button(pygame.Rect(x, y, bw, 44), "Back to the lobby", p, self.leave,
                     object_id="#result_lobby")
        y += 52
        if not final:
            for h in c.humans:
                if c.can_loan(h):
                    self._button(pygame.Rect(x, y, bw, 40), f"Loan of 25 for {h}", p,
                                 partial(self._loan, h), object_id="#loan")
                    y += 46

    def _loan(self, player: str) -> None:
        try:
            self.ctrl.take_loan(player)
        except ValueError as exc:
            self.ctrl.message = str(exc)
        self.ui_key = None
        self.side_key = None

    def _build_choose(self) -> None:
        c = self.ctrl
        rect = self.rects["overlay"]
        rect = rect.inflate(-8, -8)
        p = UIContainer(rect, self.app.ui, container=self.dyn, object_id="#hall_choose")
        inner_w, inner_h = rect.width - 6, rect.height
        chooser = c.chooser
        UITextBox(self._standings_html(), pygame.Rect(inner_w // 2 + 6, 6, inner_w // 2 - 6,
                                                      inner_h - 12),
                  self.app.ui, container=p, object_id=fast("#hall_standings"))
        if not c.seats[chooser].is_human:
            self._label(pygame.Rect(6, 10, inner_w // 2, 30), f"{chooser} is choosing the next "
                        "game...", p)
            return
        self._label(pygame.Rect(6, 6, inner_w // 2, 28), f"{chooser}, choose the next game:", p,
                    object_id="#hall_prompt_heading")
        games = [g for g in catalog.GAME_ORDER if g in c.games_for_table()]
        if self.choose_game not in games:
            self.choose_game = games[0]
            self.choose_variants = set()
        assert self.choose_game is not None
        self.choose_menu = UIDropDownMenu([catalog.title(g) for g in games],
                                          catalog.title(self.choose_game),
                                          pygame.Rect(6, 40, inner_w // 2 - 12, 32),
                                          self.app.ui, container=p)
        y = 82
        for v in catalog.variants(self.choose_game):
            box = UICheckBox(pygame.Rect(10, y, 20, 20), catalog.variant_label(v), self.app.ui,
                             container=p, initial_state=v in self.choose_variants)
            self.choose_boxes[box] = v
            y += 28
        self._button(pygame.Rect(6, y + 8, 200, 42), "Start", p, self._start_chosen,
                     object_id="#choose_start")
        y += 58
        for h in c.humans:
            if c.can_loan(h):
                self._button(pygame.Rect(6, y, 220, 38), f"Loan of 25 for {h}", p,
                             partial(self._loan, h), object_id="#loan")
                y += 44

    def _start_chosen(self) -> None:
        if self.choose_game is None:
            return
        try:
            self.ctrl.start_game(self.choose_game, sorted(self.choose_variants))
        except ValueError as exc:
            self.ctrl.message = str(exc)
            self.ctrl.notes.append(str(exc))
            return
        self._clear_choices()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        if self.broken:  # what broke is not drawn again; the dialog is on top
            surface.fill((20, 12, 8))
            return
        if not self.rects:
            self.layout()
        surface.blit(d.felt(surface.get_size()), (0, 0))
        right = self.rects["right"]
        pygame.draw.rect(surface, d.WOOD_DARK, right)
        pygame.draw.line(surface, d.BRASS, right.topleft, right.bottomleft, 2)
        g = self.game
        v = self.view()
        if g is None or v is None:
            return
        self._draw_top(surface, g, v)
        self._draw_seats(surface, g, v)
        if self.ctrl.phase == "play":
            self._draw_centre(surface, g, v)
            self._draw_hand(surface, g, v)
            d.panel(surface, self.rects["controls"], (22, 13, 7, 225), d.BRASS, 3, 10)
        else:
            d.panel(surface, self.rects["overlay"], (22, 13, 7, 235), d.BRASS, 3, 10)
        who = self.privacy_for() if self.ctrl.phase == "play" else None
        if who is not None:
            self.hits = []  # nothing behind the curtain can be clicked
            self._draw_curtain(surface, who)

    def _draw_top(self, s: pygame.Surface, g: HallGame, v: dict[str, Any]) -> None:
        top = self.rects["top"]
        pygame.draw.rect(s, d.WOOD_DARK, top)
        pygame.draw.line(s, d.BRASS, top.bottomleft, top.bottomright, 2)
        variants = ", ".join(catalog.variant_label(x) for x in g.variants)
        title = g.TITLE + (f"  ({variants})" if variants else "")
        d.shadow_text(s, title, (12, 7), 20, d.GOLD, "bold", family="dejavu_serif",
                      max_width=top.width - 520)
        c = self.ctrl
        bits = []
        if c.config.mode != "single":
            total = c.session.rounds * len(c.names)
            bits.append(f"game {min(total, c.session.games_played + 1)} of {total}")
        if g.GAME != "dragon_hordes":
            bits.append("playing for shares" if g.betting == "playing_for_shares"
                        else catalog.split_label(g.split_rule))
        d.text(s, "  |  ".join(bits), (top.right - 160, 12), 13, d.PARCHMENT, anchor="topright")

    def _draw_seats(self, s: pygame.Surface, g: HallGame, v: dict[str, Any]) -> None:
        area = self.rects["seats"]
        players = list(v["players"])
        n = max(1, len(players))
        gap = 6
        sw = (area.width - gap * (n - 1)) // n
        to_act = v.get("to_act") if self.ctrl.phase == "play" else None
        winners = set((self.ctrl.last_result or {}).get("winners") or []) \
            if self.ctrl.phase != "play" else set()
        for i, p in enumerate(players):
            r = pygame.Rect(area.left + i * (sw + gap), area.top, sw, area.height)
            active = p == to_act
            border = d.HILITE if active else (d.GREEN_TEXT if p in winners else d.BRASS)
            d.panel(s, r, (20, 12, 6, 185), border, 3 if active or p in winners else 2)
            seat = self.ctrl.seats.get(p)
            tag = "you" if p == self.viewer else ("" if seat is None or seat.is_human
                                                  else f"AI {seat.kind}")
            fs = 52 if sw >= 150 else 0  # a narrow seat keeps its room for the numbers
            if fs:
                s.blit(art.emblem(hall_face(p, i), fs), (r.left + 4, r.top + 4))
            tx = r.left + 6 + fs
            d.text(s, p, (tx, r.top + 4), 15, d.GOLD, "bold", max_width=sw - 60 - fs)
            if tag:
                d.text(s, tag, (r.right - 6, r.top + 6), 11, d.MUTED, anchor="topright")
            money = v["stacks"].get(p, 0)
            committed = v["committed"].get(p, 0)
            if self.ctrl.phase != "play" and self.ctrl.last_result is not None:
                money = self.ctrl.last_result["final_stacks"].get(p, money)
            if g.GAME == "dragon_hordes":
                delta = v.get("money_delta", {}).get(p, 0)
                line = f"money {money} ({'+' if delta >= 0 else ''}{delta})"
            else:
                line = f"money {money}  |  in pot {committed}"
            d.text(s, line, (tx, r.top + 24), 12, d.CREAM, max_width=sw - 10 - fs)
            status = ""
            colour = d.MUTED
            if p in v.get("folded", []):
                status, colour = "folded", d.RED_TEXT
            elif p in v.get("all_in", []) and g.GAME != "dragon_hordes":
                status, colour = "all in", d.HILITE
            elif p in v.get("left_game", []):
                status, colour = "out of money", d.RED_TEXT
            bet = v["round_contrib"].get(p, 0)
            if bet and not status:
                status, colour = f"bet {bet} this round", d.CREAM
            if active:
                thinking = not self.ctrl.seats[p].is_human
                status = "thinking..." if thinking else "to act"
                colour = d.HILITE
            if self.ctrl.phase != "play" and p in winners:
                status, colour = "WINNER", d.GREEN_TEXT
            d.text(s, status, (tx, r.top + 40), 12, colour, "bold", max_width=sw - 10 - fs)
            if committed and g.GAME != "dragon_hordes":
                d.chip_stack(s, (r.right - 16, r.top + 48), committed, 8)
            zone = pygame.Rect(r.left + 5, r.top + 60, sw - 10, r.height - 66)
            self._draw_seat_zone(s, g, v, p, zone)

    def _draw_seat_zone(self, s: pygame.Surface, g: HallGame, v: dict[str, Any], p: str,
                        z: pygame.Rect) -> None:
        game = g.GAME
        cw = max(18, min(52, (z.width - 4) // 3, int((z.height - 4) / 1.4)))
        if game == "rogues_and_warriors":
            cards = v["hands"].get(p, [])
            d.card_row(s, z, cards, min(52, (z.width - 6) // 2), gap=4)
        elif game in ("kings_council", "three_kingdoms", "den_of_thieves", "the_wheel"):
            h = v["hands"].get(p, 0)
            cards = h if isinstance(h, list) else [None] * int(h)
            w = max(16, min(44, int((z.height - 4) / 1.4)))
            d.card_row(s, z, cards, w, gap=2)
        elif game == "threes":
            keep = v["keeps"].get(p, [])
            size = max(12, min(22, (z.width - 40) // 6))
            d.text(s, "Keep", (z.left, z.top), 11, d.MUTED)
            d.dice_row(s, (z.left, z.top + 14), keep, size, kept=True, gap=3)
            rolled = v["rolled"].get(p, [])
            if rolled:
                d.text(s, "Rolled", (z.left, z.top + 18 + size), 11, d.MUTED)
                d.dice_row(s, (z.left, z.top + 32 + size), rolled, size, gap=3)
            if p in v.get("cards", {}):
                card = v["cards"][p]
                cr = pygame.Rect(z.right - 30, z.bottom - 42, 30, 42)
                d.draw_card(s, cr, card)
        elif game == "jack_of_all_trades":
            wk = v["workers"].get(p, [])
            if isinstance(wk, int):
                d.card_row(s, z, [None] * wk, cw, gap=2)
            elif wk and isinstance(wk[0], dict):
                d.card_row(s, z, wk, cw, gap=2)
            else:
                size = max(14, min(26, (z.width - 20) // 5))
                d.dice_row(s, (z.left, z.top + 4), list(wk), size, gap=3)
                d.text(s, f"idle total {sum(wk)}", (z.left, z.top + size + 10), 11, d.MUTED)
        elif game == "city_square":
            city = v["cities"].get(p, {})
            side = min(z.height - 14, z.width - 4)
            cell_rect = pygame.Rect(z.left, z.top, side, side)
            d.draw_city(s, cell_rect, city)
            score = v.get("city_scores", {}).get(p, 0)
            d.text(s, f"{score} pts", (z.left + side + 6, z.top), 12, d.HILITE, "bold")
            dealt = v.get("dealt", {}).get(p)
            if isinstance(dealt, int) and dealt:
                d.text(s, f"{dealt} to build", (z.left + side + 6, z.top + 16), 11, d.MUTED)
        elif game == "dragon_hordes":
            if v.get("turn_player") == p and v.get("roll") and self.ctrl.phase == "play":
                d.text(s, "rolled", (z.left, z.top), 11, d.MUTED)
                d.dice_row(s, (z.left, z.top + 14), v["roll"], 26)

    # the middle ------------------------------------------------------------------------------
    def _draw_pot(self, s: pygame.Surface, g: HallGame, v: dict[str, Any], r: pygame.Rect) -> None:
        d.panel(s, r, (16, 10, 5, 170))
        d.text(s, f"Pot {v['pot']}", (r.left + 10, r.top + 6), 20, d.GOLD, "bold",
               family="dejavu_serif")
        d.chip_stack(s, (r.right - 24, r.top + 22), v["pot"], 11)
        y = r.top + 34
        if v.get("betting") == "betting_rounds" and v.get("step", "") and \
                str(v.get("step")).startswith("bet"):
            d.text(s, f"Current Bet {v.get('current_bet', 0)}", (r.left + 10, y), 13, d.CREAM)
            y += 18
        pots = v.get("pots") or []
        for pot in pots if len(pots) > 1 else []:
            names = ", ".join(pot["eligible"])
            d.text(s, f"{pot['name']}: {pot['amount']}", (r.left + 10, y), 12, d.HILITE, "bold")
            d.text(s, f"for {names}", (r.left + 18, y + 15), 11, d.CREAM, max_width=r.width - 24)
            y += 32
        if g.betting == "playing_for_shares":
            d.text(s, f"Playing for shares of {g.share}", (r.left + 10, y), 12, d.MUTED)

    def _draw_centre(self, s: pygame.Surface, g: HallGame, v: dict[str, Any]) -> None:
        """The pot (but in Dragon Hordes) and the game's own middle of the table, drawn by
        its method in CENTRE_DRAWERS (issue 29: one 180-line function drew all nine)."""
        area = self.rects["centre"]
        game = g.GAME
        pot_w = 230
        n_pots = len(v.get("pots") or [])
        pot_h = 64 + (32 * n_pots if n_pots > 1 else 0) + (18 if g.betting != "betting_rounds"
                                                            else 0)
        pot_rect = pygame.Rect(area.right - pot_w, area.top, pot_w, min(area.height, pot_h))
        if game != "dragon_hordes":
            self._draw_pot(s, g, v, pot_rect)
        main = pygame.Rect(area.left, area.top, area.width - pot_w - 10, area.height)
        hp = self.ctrl.human_prompt()
        draw = CENTRE_DRAWERS.get(game)
        if draw is not None:
            getattr(self, draw)(s, g, v, area, main, hp)

    def _centre_kings_council(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                              area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Kings Council."""
        if not v.get("king"):
            return
        cr = pygame.Rect(main.left + 10, main.top + 24, 80, 112)
        d.shadow_text(s, "The King", (cr.centerx, main.top + 2), 15, d.GOLD, "bold",
                      "midtop", "dejavu_serif")
        d.draw_card(s, cr, v["king"])
        king = v["king"]
        animal = "Bird" if king.get("suit") in ("Hawk", "Owl", "Wren") else "Mammal"
        x = cr.right + 20
        d.text(s, f"Same rank ({king['rank']}): 2 points", (x, cr.top), 14)
        d.text(s, f"Same colour ({d.card_colour(king)}): 1 point", (x, cr.top + 22), 14)
        d.text(s, f"Same animal type ({animal}): 1 point", (x, cr.top + 44), 14)
        self._my_score_line(s, g, (x, cr.top + 78))

    def _centre_three_kingdoms(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                               area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Three Kingdoms."""
        d.shadow_text(s, "War Cards", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        row = pygame.Rect(main.left + 10, main.top + 24, main.width - 20, 100)
        d.card_row(s, row, v.get("war_cards", []), 64, gap=8)
        y = main.top + 24 + 100
        x = main.left + 10
        for col in COLORS:
            val = v.get("war_values", {}).get(col)
            pygame.draw.circle(s, d.CARD_COLOURS[col], (x + 6, y + 9), 7)
            d.text(s, f"{col}: War Value {val if val is not None else '-'}", (x + 18, y), 14,
                   d.CREAM, "bold")
            x += 200
        self._my_score_line(s, g, (main.left + 10, y + 26))

    def _centre_the_wheel(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                          area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in The Wheel."""
        radius = max(60, min(main.height // 2 - 26, 130))
        centre = (main.left + radius + 60, main.top + main.height // 2)
        highlight = None
        if hp is not None and hp.kind == "play" and self.selection:
            sel = next(iter(self.selection))
            highlight = [pl["spoke"] for pl in hp.options["plays"] if pl["card"] == sel]
        elif hp is not None and hp.kind == "place_clock":
            highlight = list(hp.options["spokes"])
        hubs = d.draw_wheel(s, centre, radius, v.get("strengths", {}), v.get("wheel", []),
                            v.get("marked_spokes", []), v.get("leading_spoke"), highlight)
        if highlight and hp is not None:
            for spoke in highlight:
                if hp.kind == "play":
                    sel = next(iter(self.selection))
                    self.hits.append((hubs[spoke], partial(
                        self.answer, {"card": sel, "spoke": spoke})))
                else:
                    self.hits.append((hubs[spoke], partial(self.answer, spoke)))
        x = centre[0] + radius + 70
        d.text(s, f"Leading spoke: {v.get('leading_spoke')}", (x, main.top + 10), 15,
               d.HILITE, "bold")
        d.text(s, f"Clock cards left: {v.get('clock_left', 0)}", (x, main.top + 32), 14)
        d.text(s, "Own spoke +2, neighbour +1", (x, main.top + 54), 13, d.MUTED)
        if g.has("dragon_cards"):
            d.text(s, "Dragon: +3 anywhere", (x, main.top + 72), 13, d.MUTED)
        self._my_score_line(s, g, (x, main.top + 96))
        fud = v.get("face_up_discards") or []
        if fud:
            d.text(s, "Discarded face up:", (x, main.top + 124), 12, d.MUTED)
            d.card_row(s, pygame.Rect(x, main.top + 140, main.right - x, 50), fud[-5:], 30,
                       gap=3)

    def _centre_dragon_hordes(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                              area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Dragon Hordes."""
        full = pygame.Rect(area.left + 10, area.top + 4, area.width - 20, area.height - 8)
        chosen = {x for x in (self.pred_rank, self.pred_color) if x}
        rects = d.draw_hordes(s, full, v.get("hordes", {}), chosen)
        if hp is not None and hp.kind == "predict":
            legal_r = {pr.get("rank") for pr in hp.options["predictions"]}
            legal_c = {pr.get("color") for pr in hp.options["predictions"]}
            for name, rect in rects.items():
                if name in RANKS and name in legal_r:
                    self.hits.append((rect, partial(self._pick_rank, name)))
                elif name in COLORS and name in legal_c:
                    self.hits.append((rect, partial(self._pick_color, name)))
        if hp is not None and hp.kind == "choose_dragon":
            for col in COLORS:
                self.hits.append((rects[col], partial(self.answer, col)))
        x = rects["Rogue"].right + 24
        tp = v.get("turn_player")
        turn = "Your turn" if tp == self.viewer else f"{tp}'s turn"
        d.text(s, turn, (x, full.top + 4), 16, d.HILITE, "bold")
        if v.get("roll"):
            d.dice_row(s, (x, full.top + 28), v["roll"], 34)
        rev = v.get("revealed") or []
        if rev:
            d.text(s, "Cards turned so far", (x, full.top + 74), 12, d.MUTED)
            d.card_row(s, pygame.Rect(x, full.top + 90, full.right - x, 60), rev[-6:], 34,
                       gap=3)
        d.text(s, "1 W  2 L  3 B  4 M  5 R  6 Dragon Horde of your choice",
               (full.left, rects["red"].bottom + 8), 12, d.MUTED)

    def _centre_jack_of_all_trades(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                                   area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Jack Of All Trades."""
        d.shadow_text(s, "Jobs", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        x = main.left + 10
        for i, job in enumerate(v.get("jobs", [])):
            label = "Last Call" if i == 3 else f"Job {i + 1}"
            d.text(s, label, (x, main.top + 24), 12, d.CREAM, "bold")
            if "die" in job:
                d.draw_die(s, pygame.Rect(x, main.top + 42, 50, 50), job["die"])
            else:
                d.draw_card(s, pygame.Rect(x, main.top + 42, 56, 78), job["card"])
            x += 90
        srcs = v.get("job_sources")
        if srcs:
            d.text(s, "Jobs set by: " + ", ".join(srcs), (main.left + 10, main.top + 130),
                   12, d.MUTED)
        d.text(s, "A job takes one matching worker (or one 6 when none match); the Last "
               "Call takes all.", (main.left + 10, main.top + 150), 12, d.MUTED,
               max_width=main.width - 20)

    def _centre_city_square(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                            area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in City Square."""
        me = self.viewer
        side = min(main.height - 30, 250)
        grid_rect = pygame.Rect(main.left + 10, main.top + 24, side, side)
        who = me if me is not None else "-"
        d.shadow_text(s, f"City of {who}  -  year {v.get('year', 0)} of 4",
                      (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        if me is not None:
            city = v["cities"].get(me, {})
            pending: dict[tuple[int, int], dict[str, Any]] = {}
            dealt = v.get("dealt", {}).get(me)
            clickable: set[tuple[int, int]] = set()
            if isinstance(dealt, list):
                for i, pos in self.assign.items():
                    if i < len(dealt):
                        pending[pos] = dealt[i]
            if hp is not None and hp.kind == "place" and "free_districts" in hp.options:
                clickable = {(int(x[0]), int(x[1])) for x in hp.options["free_districts"]
                             if (int(x[0]), int(x[1])) not in pending}
            sc = g.city_score(me) if hasattr(g, "city_score") else None
            points = sc.points if sc is not None else None
            failed = [list(x) for x in sc.failed] if sc is not None else None
            cells = d.draw_city(s, grid_rect, city, failed, points, pending, clickable)
            for pos in clickable:
                self.hits.append((cells[pos], partial(self._assign, pos)))
            x = grid_rect.right + 20
            d.text(s, f"Score now: {sc.score if sc else 0}", (x, main.top + 24), 15,
                   d.HILITE, "bold")
            legend = ["Barracks (W): patrol Slums", "Estate (L): 1 per kind of neighbour",
                      "Tavern (B): 1 per Barracks", "Market (M): largest group, 1 each",
                      "Slum (R): 1 if patrolled, else ruins", "red X: failed district",
                      "green badge: points"]
            for i, line in enumerate(legend):
                d.text(s, line, (x, main.top + 50 + i * 18), 12, d.MUTED)

    def _centre_rogues_and_warriors(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                                    area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Rogues And Warriors."""
        d.shadow_text(s, "Pairs, best first", (main.left + 10, main.top + 2), 15, d.GOLD,
                      "bold", family="dejavu_serif")
        order = v.get("pair_order", [])
        for i, pair in enumerate(order):
            pc, pr = divmod(i, 5)
            d.text(s, f"{i + 1}. {pair}", (main.left + 14 + pc * 90, main.top + 26 + pr * 20),
                   14, d.CREAM, "bold")
        if g.has("dragon_cards"):
            d.text(s, "Two Dragons beat everything.", (main.left + 14, main.top + 130), 12,
                   d.MUTED)

    def _centre_threes(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                       area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Threes."""
        d.shadow_text(s, "Threes", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        lines = ["Lowest Keep wins; every 3 counts zero."]
        for var in g.variants:
            lines.append(catalog.variant_label(var))
        for i, line in enumerate(lines):
            d.text(s, line, (main.left + 14, main.top + 28 + i * 20), 14, d.CREAM)

    def _centre_den_of_thieves(self, s: pygame.Surface, g: HallGame, v: dict[str, Any],
                               area: pygame.Rect, main: pygame.Rect, hp: Any) -> None:
        """The middle of the table in Den Of Thieves."""
        d.shadow_text(s, "Den of Thieves", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        lines = ["Bards 1; Ladies 1 + 1 per Bard; Merchants 1,2,2,3,3...",
                 "Warriors 3, +1 per Rogue they kill (2 each);",
                 "other Rogues kill Merchants, then Ladies, then Bards."]
        for i, line in enumerate(lines):
            d.text(s, line, (main.left + 14, main.top + 28 + i * 20), 13, d.MUTED)
        self._my_score_line(s, g, (main.left + 14, main.top + 96))

    def _my_score_line(self, s: pygame.Surface, g: HallGame, pos: tuple[int, int]) -> None:
        """What the viewer's hand is worth right now (their own information only)."""
        me = self.viewer
        if me is None or me not in g.players or me in g.table.folded:
            return
        try:
            if g.GAME == "den_of_thieves":
                from engine.hall.den_of_thieves import evaluate

                hand = g.hands[me]  # type: ignore[attr-defined]
                ev = evaluate(hand, g.variants)
                how = "as a Den" if ev["best_declaration"] == "den_of_thieves" else ""
                line = f"Your inn is worth {ev['score']} {how}".rstrip()
            elif g.GAME == "kings_council":
                line = f"Your council scores {sum(g.points(me))}"  # type: ignore[attr-defined]
            elif g.GAME == "three_kingdoms":
                line = f"Your hand scores {sum(g.per_card(me))} if the war ended now"  # type: ignore[attr-defined]
            elif g.GAME == "the_wheel":
                line = f"Your hand scores {g.score_key(me)[0]} now"
            else:
                return
        except Exception:  # noqa: BLE001 - a hint only
            return
        d.text(s, line, pos, 14, d.HILITE, "bold")

    def _assign(self, pos: tuple[int, int]) -> None:
        hp = self.ctrl.human_prompt()
        if hp is None:
            return
        n = len(hp.options["cards"])
        if self.city_sel in self.assign or self.city_sel >= n:
            free = [i for i in range(n) if i not in self.assign]
            if not free:
                return
            self.city_sel = free[0]
        self.assign[self.city_sel] = pos
        free = [i for i in range(n) if i not in self.assign]
        self.city_sel = free[0] if free else n

    def _select_dealt(self, i: int) -> None:
        if i in self.assign:
            del self.assign[i]
        self.city_sel = i

    # your hand -----------------------------------------------------------------------------------
    def _draw_hand(self, s: pygame.Surface, g: HallGame, v: dict[str, Any]) -> None:
        area = self.rects["hand"]
        me = self.viewer
        d.panel(s, area, (16, 10, 5, 150))
        if me is None:
            d.text(s, "Hands are hidden.", (area.left + 12, area.top + 10), 14, d.MUTED)
            return
        if me not in g.players:
            d.text(s, f"{me} sits this game out.", (area.left + 12, area.top + 10), 14, d.MUTED)
            return
        mine = "Your hand" if len(self.ctrl.humans) == 1 else f"{me}'s hand"
        d.text(s, mine, (area.left + 10, area.top + 6), 14, d.GOLD, "bold")
        inner = pygame.Rect(area.left + 10, area.top + 30, area.width - 20, area.height - 40)
        hp = self.ctrl.human_prompt()
        kind = hp.kind if hp is not None and hp.player == me else None
        game = g.GAME

        def cw_for(n: int) -> int:
            """As wide as fits in one row, at least 52 (then the cards overlap a little)."""
            by_height = int((inner.height - 16) / 1.4)
            return max(min(52, by_height), min(84, by_height, inner.width // max(1, n) - 6))

        if game == "rogues_and_warriors":
            cards = v["hands"].get(me, [])
            fu = g.face_up.get(me) if hasattr(g, "face_up") else None
            labels = ["shown" if fu == i else "hidden" for i in range(len(cards))]
            rects = d.card_row(s, inner, cards, cw_for(2), selected=None, labels=labels)
            if kind == "reveal":
                for i, r in enumerate(rects):
                    self.hits.append((r, partial(self.answer, i)))
        elif game in ("kings_council", "three_kingdoms", "den_of_thieves", "the_wheel"):
            cards = v["hands"].get(me, [])
            if not isinstance(cards, list):
                return
            labels = None
            if game in ("kings_council", "three_kingdoms"):
                try:
                    pts = g.points(me) if game == "kings_council" else g.per_card(me)  # type: ignore[attr-defined]
                    labels = [f"{x} pt" for x in pts]
                except Exception:  # noqa: BLE001
                    labels = None
            rects = d.card_row(s, inner, cards, cw_for(len(cards)), self.selection,
                               labels=labels)
            if kind == "discard":
                for i, r in enumerate(rects):
                    self.hits.append((r, partial(self.toggle, i, 2)))
            elif kind == "play":
                for i, r in enumerate(rects):
                    self.hits.append((r, partial(self.toggle, i, 1)))
        elif game == "threes":
            keep = v["keeps"].get(me, [])
            d.text(s, "Keep:", (inner.left, inner.top + 4), 13, d.CREAM)
            d.dice_row(s, (inner.left + 60, inner.top), keep, 36, kept=True, gap=6)
            rolled = v["rolled"].get(me, [])
            if rolled:
                d.text(s, "Rolled:", (inner.left, inner.top + 56), 13, d.CREAM)
                rects = d.dice_row(s, (inner.left + 60, inner.top + 50), rolled, 44, gap=8)
                if kind == "keep":
                    for i, r in enumerate(rects):
                        self.hits.append((r, partial(self.answer, rolled[i])))
            card = v.get("cards", {}).get(me)
            if me in v.get("cards", {}):
                cr = pygame.Rect(inner.right - 70, inner.top, 64, 90)
                d.draw_card(s, cr, card, label="hidden fate")
        elif game == "jack_of_all_trades":
            wk = v["workers"].get(me, [])
            d.text(s, "Your workers (lowest idle total wins):", (inner.left, inner.top), 13,
                   d.CREAM)
            box = pygame.Rect(inner.left, inner.top + 22, inner.width, inner.height - 22)
            if isinstance(wk, list) and wk and isinstance(wk[0], dict):
                rects = d.card_row(s, box, wk, cw_for(len(wk)), self.selection)
            elif isinstance(wk, list):
                rects = d.dice_row(s, (box.left, box.top + 6), wk, 50, self.selection, gap=10)
            else:
                rects = []
            if kind == "place":
                for i, r in enumerate(rects):
                    self.hits.append((r, partial(self.toggle, i)))
        elif game == "city_square":
            dealt = v.get("dealt", {}).get(me)
            if isinstance(dealt, list) and dealt:
                d.text(s, "To build this year:", (inner.left, inner.top), 13, d.CREAM)
                box = pygame.Rect(inner.left, inner.top + 22, inner.width, inner.height - 22)
                sel = {self.city_sel} if self.city_sel < len(dealt) else set()
                labels = [f"-> ({self.assign[i][0] + 1},{self.assign[i][1] + 1})"
                          if i in self.assign else "" for i in range(len(dealt))]
                rects = d.card_row(s, box, dealt, cw_for(3), sel, dim=set(self.assign),
                                   labels=labels)
                if kind == "place":
                    for i, r in enumerate(rects):
                        self.hits.append((r, partial(self._select_dealt, i)))
            else:
                d.text(s, "Nothing to build right now.", (inner.left, inner.top), 13, d.MUTED)
        elif game == "dragon_hordes":
            money = v["stacks"].get(me, 0)
            delta = v.get("money_delta", {}).get(me, 0)
            d.text(s, f"Money {money}  ({'+' if delta >= 0 else ''}{delta} this game)",
                   (inner.left, inner.top), 16, d.HILITE, "bold")
            d.text(s, "Click Horde cards to choose your prediction.", (inner.left, inner.top + 28),
                   13, d.MUTED)

    def _draw_curtain(self, s: pygame.Surface, who: str) -> None:
        left = pygame.Rect(0, 0, self.rects["right"].left, s.get_height())
        veil = pygame.Surface(left.size)
        veil.fill((24, 14, 7))
        s.blit(veil, (0, 0))
        d.shadow_text(s, f"Pass to {who}", (left.centerx, left.centery - 40), 40, d.GOLD, "bold",
                      "center", "dejavu_serif")
        d.text(s, "Only they should look at the screen now.", (left.centerx, left.centery + 4),
               16, d.PARCHMENT, anchor="center")
