"""The Hall table between games: a game's result (with the session's standings and the
loans a broke player may take), the next game of a session chosen by its Starting
Player, and the session's end."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UITextBox

from engine.hall import GAMES
from rdi_desktop.hall import catalog
from rdi_desktop.hall.report import left_notes, result_html
from rdi_desktop.hall.theme import fast
from rdi_desktop.text_size import line_h, text_w

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


class SessionPanels:
    """The result and next-game panels, and the next game picked on screen."""

    def __init__(self, table: HallTableScene) -> None:
        self.table = table
        self.choose_game: str | None = None
        self.choose_variants: set[str] = set()
        self.choose_menu: UIDropDownMenu | None = None
        self.choose_boxes: dict[UICheckBox, str] = {}
        #: the result panel's words as last built (what the player reads)
        self.last_html = ""

    def clear(self) -> None:
        """A new question: the next game is picked afresh."""
        self.choose_game = None
        self.choose_variants = set()

    def key(self) -> tuple[object, ...]:
        return (self.choose_game, tuple(sorted(self.choose_variants)))

    def taken_down(self) -> None:
        """The panels' widgets were killed with the table's dynamic UI."""
        self.choose_boxes.clear()
        self.choose_menu = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The next game's menu and its variants' boxes."""
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
        return False

    def _overlay(self, object_id: str) -> tuple[UIContainer, int, int]:
        """A panel over the table's middle: (it, its inner width, its height)."""
        t = self.table
        rect = t.rects["overlay"].inflate(-8, -8)
        p = UIContainer(rect, t.app.ui, container=t.dyn, object_id=object_id)
        return p, rect.width - 6, rect.height

    def build_result(self, final: bool) -> None:
        """A game's result (and the standings of a session); ``final``: the session or
        the single game is over."""
        t = self.table
        c = t.ctrl
        p, inner_w, inner_h = self._overlay("#hall_result")
        words = ["Next game", "Continue", "Play the tie again", "Finish", "Back to the lobby"]
        words += [f"Loan of 25 for {h}" for h in c.humans]
        bw = max(220, text_w(t.app.ui, words))  # as wide as its words at the text size
        bh = max(44, line_h(t.app.ui, pad=10))
        html = ""
        if c.last_result is not None:
            v = t.view()
            same = v is not None and v.get("game") == c.last_result.get("game")
            html = result_html(c.last_result, c.names, left_notes(v) if same else None)
        if c.config.mode != "single":
            html += "<br><br>" + t.standings_html()
        if final:  # after Finish: the end said in words, with the way back
            head = "<font size=5><b>The session is over.</b></font><br>" \
                if c.config.mode != "single" else \
                "<font size=5><b>The game is over.</b></font><br>Back to the lobby for " \
                "another game.<br><br>"
            if c.config.mode != "single":
                win = c.session.purse.winners()
                head += f"Winner{'s' if len(win) > 1 else ''}: <b>{', '.join(win)}</b><br><br>"
            html = head + html
        self.last_html = html
        UITextBox(html, pygame.Rect(6, 6, inner_w - bw - 12, inner_h - 12), t.app.ui,
                  container=p, object_id=fast("#hall_result_text"))
        x = inner_w - bw
        y = 6
        if not final:
            label = "Next game" if c.config.mode != "single" else "Continue"
            if c.session.replay is not None:
                label = "Play the tie again"
            elif c.config.mode == "single" or c.session.over:
                label = "Finish"
            t.button(pygame.Rect(x, y, bw, bh), label, p, c.continue_after_result,
                     object_id="#result_next")
            y += bh + 8
        t.button(pygame.Rect(x, y, bw, bh), "Back to the lobby", p, t.leave,
                 object_id="#result_lobby")
        y += bh + 8
        if not final:
            for h in c.humans:
                if c.can_loan(h):
                    t.button(pygame.Rect(x, y, bw, bh - 4), f"Loan of 25 for {h}", p,
                             partial(self._loan, h), object_id="#loan")
                    y += bh + 2

    def _loan(self, player: str) -> None:
        t = self.table
        try:
            t.ctrl.take_loan(player)
        except ValueError as exc:
            t.ctrl.message = str(exc)
        t.ui_key = None
        t.side_key = None

    def build_choose(self) -> None:
        """The session's next game, chosen by its Starting Player (with the standings)."""
        t = self.table
        c = t.ctrl
        p, inner_w, inner_h = self._overlay("#hall_choose")
        chooser = c.chooser
        UITextBox(t.standings_html(), pygame.Rect(inner_w // 2 + 6, 6, inner_w // 2 - 6,
                                                  inner_h - 12),
                  t.app.ui, container=p, object_id=fast("#hall_standings"))
        if not c.seats[chooser].is_human:
            t.label(pygame.Rect(6, 10, inner_w // 2, 30), f"{chooser} is choosing the next "
                    "game...", p)
            return
        t.label(pygame.Rect(6, 6, inner_w // 2, 28), f"{chooser}, choose the next game:", p,
                object_id="#hall_prompt_heading")
        games = [g for g in catalog.GAME_ORDER if g in c.games_for_table()]
        if self.choose_game not in games:
            self.choose_game = games[0]
            self.choose_variants = set()
        assert self.choose_game is not None
        self.choose_menu = UIDropDownMenu([catalog.title(g) for g in games],
                                          catalog.title(self.choose_game),
                                          pygame.Rect(6, 40, inner_w // 2 - 12, 32),
                                          t.app.ui, container=p)
        y = 82
        for v in catalog.variants(self.choose_game):
            box = UICheckBox(pygame.Rect(10, y, 20, 20), catalog.variant_label(v), t.app.ui,
                             container=p, initial_state=v in self.choose_variants)
            self.choose_boxes[box] = v
            y += 28
        t.button(pygame.Rect(6, y + 8, 200, 42), "Start", p, self._start_chosen,
                 object_id="#choose_start")
        y += 58
        for h in c.humans:
            if c.can_loan(h):
                t.button(pygame.Rect(6, y, 220, 38), f"Loan of 25 for {h}", p,
                         partial(self._loan, h), object_id="#loan")
                y += 44

    def _start_chosen(self) -> None:
        t = self.table
        if self.choose_game is None:
            return
        try:
            t.ctrl.start_game(self.choose_game, sorted(self.choose_variants))
        except ValueError as exc:
            t.ctrl.message = str(exc)
            t.ctrl.notes.append(str(exc))
            return
        t.clear_choices()
