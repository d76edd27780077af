"""The Gambling Hall lobby (scene ``hall``): pick a game, its variants, the
seats (human or AI), the Split Rule, the minimum-raise rule and the session
type, then Start opens the table (:mod:`rdi_desktop.scenes.hall_table`).

Esc goes back to the title screen.
"""

from __future__ import annotations

import html
import logging
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UILabel,
    UIPanel,
    UISelectionList,
    UITextBox,
    UITextEntryLine,
)

from rdi_desktop.hall import catalog
from rdi_desktop.hall.autosave import resumable_save
from rdi_desktop.hall.controller import HallConfig, Seat
from rdi_desktop.hall.drawing import GOLD, PARCHMENT, felt, shadow_text
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h, px, text_w

if TYPE_CHECKING:
    from rdi_desktop.app import App

DEFAULT_NAMES = ["Player", "Fiona", "Deirdre", "Zot", "Gerki", "Eve", "Brewmaster", "Wrench"]
ROUNDS: list[str | tuple[str, str]] = ["1", "2", "3", "4", "5"]


log = logging.getLogger(__name__)


class HallLobbyScene(Scene):
    """Choose the game and the table, then Start."""
    music = "hall"


    def __init__(self, app: App, ai_delay: float | None = None, threaded: bool = True) -> None:
        super().__init__(app)
        self.ai_delay = ai_delay
        self.threaded = threaded
        self.game = catalog.GAME_ORDER[0]
        self.variants: set[str] = set()
        self.seat_count = 4
        self.seat_names = list(DEFAULT_NAMES)
        self.seat_kinds = ["human"] + ["easy"] * (catalog.MAX_SEATS - 1)
        self.split_rule = "merchant"
        self.min_raise = False
        self.mode = "single"
        self.rounds = 1
        self.seed = app.seed if app.seed is not None else 0
        self.error = ""
        # widgets
        self.game_list: UISelectionList | None = None
        self.variant_boxes: dict[UICheckBox, str] = {}
        self.variant_panel: UIPanel | None = None
        self.rules_box: UITextBox | None = None
        self.seat_panel: UIPanel | None = None
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: dict[UIDropDownMenu, int] = {}
        self.menus: dict[UIDropDownMenu, str] = {}
        self.min_raise_box: UICheckBox | None = None
        self.start_button: UIButton | None = None
        self.back_button: UIButton | None = None
        self.error_label: UILabel | None = None
        self.resume_button: UIButton | None = None

    # -- layout ------------------------------------------------------------
    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        bh = max(40, line_h(ui))
        top, bottom = 64 + (px(13) - 13) * 2, h - bh - 24
        titles: list[str | tuple[str, str]] = [catalog.title(g) for g in catalog.GAME_ORDER]
        col1 = pygame.Rect(16, top, max(250, int(w * 0.23), text_w(ui, [str(t) for t in titles],
                                                                   pad=34)), bottom - top)
        col2 = pygame.Rect(col1.right + 12, top, max(380, int(w * 0.36)), bottom - top)
        col3 = pygame.Rect(col2.right + 12, top, w - col2.right - 28, bottom - top)

        # column 1: games and variants
        head = max(24, line_h(ui, "label", 2))
        UILabel(pygame.Rect(col1.left, col1.top, col1.width, head), "Game", ui,
                container=self.root, object_id="#hall_heading")
        list_h = min(len(titles) * px(26) + 8, int(col1.height * 0.55))
        self.game_list = UISelectionList(
            pygame.Rect(col1.left, col1.top + head + 2, col1.width, list_h), titles, ui,
            container=self.root, default_selection=catalog.title(self.game),
            object_id="#hall_game_list")
        vtop = col1.top + head + 6 + list_h
        UILabel(pygame.Rect(col1.left, vtop, col1.width, head), "Variants", ui,
                container=self.root)
        self.variant_panel = UIPanel(pygame.Rect(col1.left, vtop + head + 2, col1.width,
                                                 col1.bottom - vtop - head - 2), manager=ui,
                                     container=self.root)
        self._build_variants()

        # column 2: table settings and seats
        y = col2.top
        lw = max(130, text_w(ui, ["Split Rule", "Raises", "Session", "Rounds", "Seats"],
                             "label", 16))
        fw = col2.width - lw - 4
        rh = max(30, line_h(ui, pad=4))
        short = max(80, text_w(ui, [str(r) for r in ROUNDS] + ["8"], pad=50))

        def row(label: str) -> pygame.Rect:
            nonlocal y
            UILabel(pygame.Rect(col2.left, y, lw, rh), label, ui, container=self.root)
            r = pygame.Rect(col2.left + lw, y, fw, rh)
            y += rh + 6
            return r

        self.menus.clear()
        split_labels: list[str | tuple[str, str]] = [lbl for lbl, _ in catalog.SPLIT_RULES]
        cur = next(lbl for lbl, v in catalog.SPLIT_RULES if v == self.split_rule)
        self.menus[UIDropDownMenu(split_labels, cur, row("Split Rule"), ui,
                                  container=self.root)] = "split"
        self.min_raise_box = UICheckBox(
            pygame.Rect(row("Raises").left, y - rh - 6 + (rh - px(20)) // 2, px(20), px(20)),
            "at least the last raise", ui, container=self.root,
            initial_state=self.min_raise)
        mode_labels: list[str | tuple[str, str]] = [lbl for lbl, _ in catalog.SESSION_TYPES]
        cur = next(lbl for lbl, v in catalog.SESSION_TYPES if v == self.mode)
        self.menus[UIDropDownMenu(mode_labels, cur, row("Session"), ui,
                                  container=self.root)] = "mode"
        rr = row("Rounds")
        self.menus[UIDropDownMenu(ROUNDS, str(self.rounds),
                                  pygame.Rect(rr.left, rr.top, short, rh),
                                  ui, container=self.root)] = "rounds"
        UILabel(pygame.Rect(rr.left + short + 6, rr.top, fw - short - 6, rh), "(sessions)", ui,
                container=self.root, object_id="#hall_hint")
        lo, hi = catalog.player_range(self.game)
        self.seat_count = max(lo, min(hi, self.seat_count))
        counts: list[str | tuple[str, str]] = [str(n) for n in range(lo, hi + 1)]
        sr = row("Seats")
        self.menus[UIDropDownMenu(counts, str(self.seat_count),
                                  pygame.Rect(sr.left, sr.top, short, rh), ui,
                                  container=self.root)] = "seats"
        self.seat_panel = UIPanel(pygame.Rect(col2.left, y, col2.width, col2.bottom - y),
                                  manager=ui, container=self.root)
        self._build_seats()

        # column 3: rules
        UILabel(pygame.Rect(col3.left, col3.top, col3.width, head), "Rules", ui,
                container=self.root)
        self.rules_box = UITextBox(catalog.rules_html(self.game),
                                   pygame.Rect(col3.left, col3.top + head + 2, col3.width,
                                               col3.height - head - 2), ui, container=self.root,
                                   object_id="#hall_rules")

        # bottom bar
        by = h - bh - 12
        backw = max(160, text_w(ui, ["Back (Esc)"]))
        self.back_button = UIButton(pygame.Rect(16, by, backw, bh), "Back (Esc)", ui,
                                    container=self.root, object_id="#hall_back")
        self.start_button = UIButton(pygame.Rect(w - 196, by, 180, bh), "Start", ui,
                                     container=self.root, object_id="#hall_start")
        self.resume_button = None
        notes: list[str] = []
        resw = max(196, text_w(ui, ["Resume last game"]))
        if resumable_save(notes) is not None:
            self.resume_button = UIButton(pygame.Rect(w - 204 - resw, by, resw, bh),
                                          "Resume last game", ui, container=self.root,
                                          object_id="#hall_resume")
        self.error_label = UILabel(pygame.Rect(backw + 30, by + 2, w - 244 - resw - backw,
                                               max(36, bh - 4)), self.error, ui,
                                   container=self.root, object_id="#hall_error")
        if notes:
            self.app.show_message("Gambling Hall", html.escape(notes[0]))

    def _build_variants(self) -> None:
        assert self.variant_panel is not None
        for box in self.variant_boxes:
            box.kill()
        self.variant_boxes.clear()
        self.variants &= set(catalog.variants(self.game))
        for i, v in enumerate(catalog.variants(self.game)):
            step = max(30, line_h(self.app.ui, "label", 4))
            box = UICheckBox(pygame.Rect(10, 10 + i * step, px(20), px(20)),
                             catalog.variant_label(v),
                             self.app.ui, container=self.variant_panel,
                             initial_state=v in self.variants)
            self.variant_boxes[box] = v

    def _build_seats(self) -> None:
        assert self.seat_panel is not None
        for e in self.name_entries:
            e.kill()
        for m in self.kind_menus:
            m.kill()
        self.name_entries.clear()
        self.kind_menus.clear()
        pw = self.seat_panel.get_container().get_rect().width
        rows = self.seat_count
        avail = self.seat_panel.get_container().get_rect().height - 8
        rh = max(28, min(36, avail // max(1, rows)), line_h(self.app.ui, pad=8))
        kind_labels = dict((v, lbl) for lbl, v in catalog.SEAT_KINDS)
        kw = max(164, text_w(self.app.ui, [lbl for lbl, _ in catalog.SEAT_KINDS], pad=50))
        for i in range(rows):
            y = 6 + i * rh
            entry = UITextEntryLine(pygame.Rect(8, y, pw - kw - 22, rh - 4), self.app.ui,
                                    container=self.seat_panel,
                                    object_id=f"#seat_name_{i}")
            entry.set_text(self.seat_names[i])
            entry.set_text_length_limit(16)
            self.name_entries.append(entry)
            menu = UIDropDownMenu([lbl for lbl, _ in catalog.SEAT_KINDS],
                                  kind_labels[self.seat_kinds[i]],
                                  pygame.Rect(pw - kw - 8, y, kw, rh - 4), self.app.ui,
                                  container=self.seat_panel)
            self.kind_menus[menu] = i

    # -- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        shadow_text(surface, "The Gambling Hall", (surface.get_width() // 2, 8), 34, GOLD,
                    "bold", "midtop", "dejavu_serif")
        shadow_text(surface, "nine games of chance and nerve", (surface.get_width() // 2, 50),
                    px(13), PARCHMENT, "italic", "midtop", "dejavu_serif")

    # -- events ----------------------------------------------------------------
    def _read_names(self) -> None:
        for i, e in enumerate(self.name_entries):
            self.seat_names[i] = e.get_text()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION \
                and event.ui_element is self.game_list:
            name = next((g for g in catalog.GAME_ORDER if catalog.title(g) == event.text), None)
            if name and name != self.game:
                self.select_game(name)
            return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            on = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if event.ui_element in self.variant_boxes:
                v = self.variant_boxes[event.ui_element]
                (self.variants.add if on else self.variants.discard)(v)
            elif event.ui_element is self.min_raise_box:
                self.min_raise = on
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return self._menu_changed(event.ui_element, event.text)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.name_entries:
            self._read_names()
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.start_button:
                self.start()
                return True
            if self.resume_button is not None and event.ui_element is self.resume_button:
                self.resume_saved()
                return True
            if event.ui_element is self.back_button:
                self.app.pop()
                return True
        return False

    def _menu_changed(self, menu: Any, label: str) -> bool:
        if menu in self.kind_menus:
            self.seat_kinds[self.kind_menus[menu]] = dict(catalog.SEAT_KINDS)[label]
            return True
        what = self.menus.get(menu)
        if what == "split":
            self.split_rule = dict(catalog.SPLIT_RULES)[label]
        elif what == "mode":
            self.mode = dict(catalog.SESSION_TYPES)[label]
        elif what == "rounds":
            self.rounds = int(label)
        elif what == "seats":
            self._read_names()
            self.seat_count = int(label)
            self._build_seats()
        return True

    def select_game(self, name: str) -> None:
        self.game = name
        self._read_names()
        self._make_root()
        self.build_ui()

    # -- start ---------------------------------------------------------------------
    def config(self) -> HallConfig:
        self._read_names()
        seats = [Seat(self.seat_names[i].strip(), self.seat_kinds[i])
                 for i in range(self.seat_count)]
        variants = sorted(self.variants)
        return HallConfig(self.game, seats, variants, self.split_rule, self.min_raise,
                          self.mode, self.rounds if self.mode != "single" else 1,
                          3, self.seed)

    def start(self) -> None:
        from rdi_desktop.scenes.hall_table import HallTableScene

        cfg = self.config()
        why = cfg.validate()
        if why:
            self.error = why
            if self.error_label is not None:
                self.error_label.set_text(why)
            return
        self.error = ""
        if self.error_label is not None:
            self.error_label.set_text("")
        delay = self.ai_delay
        if delay is None:
            delay = 0.8 / max(0.25, self.app.settings.animation_speed)
        self.seed += 1
        self.app.push(HallTableScene(self.app, cfg, ai_delay=delay, threaded=self.threaded))

    def resume(self) -> None:
        """Back from a table: rebuild, so "Resume last game" follows the autosave."""
        self._read_names()
        self._make_root()
        self.build_ui()

    def resume_saved(self) -> None:
        """Continue the game or session autosaved last (a fresh engine from the save,
        checked: engine/filecheck/hall.py)."""
        from engine.filecheck import parse_json, read_text
        from engine.filecheck.hall import load_match
        from rdi_desktop.hall.controller import config_from_match
        from rdi_desktop.scenes.hall_table import HallTableScene

        path = resumable_save()
        try:
            if path is None:
                raise ValueError("there is no Gambling Hall game to resume")
            match = load_match(parse_json(read_text(path, "Gambling Hall save"),
                                          "Gambling Hall save"))
            cfg = config_from_match(match.to_dict())
        except (OSError, ValueError) as exc:
            self.error = str(exc)
            if self.error_label is not None:
                self.error_label.set_text(self.error)
            return
        delay = self.ai_delay if self.ai_delay is not None else \
            0.8 / max(0.25, self.app.settings.animation_speed)
        self.app.push(HallTableScene(self.app, cfg, ai_delay=delay, match=match))


@register_scene("hall")
def make_hall(app: App, **kwargs: Any) -> HallLobbyScene:
    return HallLobbyScene(app, **kwargs)
