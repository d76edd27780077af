"""New game: a mode (Standard, the team games, the Boss Battles, Otto) that
decides how many seats there may be and what each seat is (its team, a Boss
Petra); the Bar Deck and Prize variants; 2-8 seats, each with a character
(portrait and one-line mechanic; click the portrait to pick from every face), Human or an AI level from the seat registry,
and a name; an optional seed. "Quick game" starts you against three AI seats
in one click."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engine.kits import boss_character, boss_characters, kit
from engine.seats import level_info
from rdi_desktop import art
from rdi_desktop.bridge import HUMAN, default_ai, seat_kinds
from rdi_desktop.focus import Focusable
from rdi_desktop.mode_words import modes_tip, variant_line
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.scenes.new_game_keys import new_game_items
from rdi_desktop.scenes.new_game_layout import footer_height, footer_lines, row_height
from rdi_desktop.table_setup import (
    mode_default_players,
    mode_names,
    mode_players,
    modes,
    seat_roles,
)
from rdi_desktop.text_size import flow, line_h, px, text_w
from rdi_desktop.variant_ui import variant_uis
from rdi_desktop.widgets.labels import GOLD, PARCH, clip_text, put_label
from rdi_desktop.widgets.replace_ask import ReplaceGuard
from rdi_desktop.words import YOU

KIND_LABEL = {HUMAN: "Human", "easy": "AI: easy", "normal": "AI: normal", "hard": "AI: hard",
              "expert": "AI: expert", "random": "AI: random"}


def kind_label(k: str) -> str:
    """A seat kind as its menu shows it; a plug-in seat by its own name alone ("AI: " and a
    name as long as "cautious" would not fit the menu's button), its line below the seats
    saying what it is."""
    return KIND_LABEL.get(k, k.capitalize())


#: the seat menu's entry for a person who may ask for hints (Hint button, H key): a
#: Human seat with its switch on; plain "Human" leaves it off (the default)
HINTS_LABEL = "Human + hints"


def seat_choices() -> list[str]:
    """The seat menu's entries: every kind, and a Human seat with hints after Human."""
    out: list[str] = []
    for k in seat_kinds():
        out.append(kind_label(k))
        if k == HUMAN:
            out.append(HINTS_LABEL)
    return out


def level_lines(kinds: list[str]) -> list[str]:
    """One line per AI level at the table: what it does and how long it thinks (each
    on its own line, so three levels side by side are never cut short)."""
    return [level_info(k) for k in dict.fromkeys(kinds) if k != HUMAN]


def characters() -> list[tuple[str, str, str]]:
    """(id, name, description) of every playable character."""
    from engine.cards import cards

    db = cards()
    return [(cid, c.name, c.description) for cid, c in sorted(db.characters.items())]


class NewGameScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        chars = characters()
        self.chars = chars
        self.count = 4
        #: asks before a new game replaces an unfinished one
        self.guard = ReplaceGuard(app)
        self.mode = "standard"
        # the variants' switches, as their widgets declare them (rdi_desktop/variant_ui.py)
        self.options = {v.option: False for v in variant_uis()}
        self.mode_menu: Any = None
        self.option_boxes: dict[Any, str] = {}
        rng = random.Random()
        picks = [c[0] for c in chars]
        rng.shuffle(picks)
        self.rows: list[dict[str, Any]] = []
        for i in range(8):
            cid = picks[i % len(picks)]
            name = "You" if i == 0 else dict((c[0], c[1]) for c in chars)[cid]
            self.rows.append({"character": cid, "kind": HUMAN if i == 0 else default_ai(),
                              "name": name})
        self.widgets: list[dict[str, Any]] = []
        self.seed_entry: Any = None
        self.count_menu: Any = None
        self.start_button: Any = None
        self.quick_button: Any = None
        self.back_button: Any = None
        self.row_rects: list[pygame.Rect] = []
        self.ctl_h = 32  # a seat row's widgets' height
        self.desc_x = 610  # where a row's description starts, from its left
        self.desc_under = False  # (large words) the description under the widgets
        #: the seat whose character is being picked by face (the portrait grid is open)
        self.picking: int | None = None
        self.mouse = (0, 0)
        self.error = ""
        self._recall()

    def _recall(self) -> None:
        """Start from the last game set up, where it is still possible."""
        from rdi_desktop.last_setup import load_last_setup

        last = load_last_setup({c[0] for c in self.chars}, set(seat_kinds()),
                               set(mode_players()))
        if last is None:
            return
        self.mode = last["mode"]
        count = last["count"]
        self.count = count if count in mode_players()[self.mode] else \
            mode_default_players()[self.mode]
        for k in self.options:
            self.options[k] = bool(last["options"].get(k, False))
        for row, old in zip(self.rows, last["rows"]):
            for key in ("character", "kind", "name"):
                if old[key]:
                    row[key] = old[key]

    def _remember(self) -> None:
        from rdi_desktop.last_setup import save_last_setup

        save_last_setup({"mode": self.mode, "count": self.count, "options": self.options,
                         "rows": [dict(r) for r in self.rows]})

    def _read(self) -> None:
        for i, w in enumerate(self.widgets):
            self.rows[i]["name"] = w["name"].get_text().strip()

    def roles(self) -> list[dict[str, Any]]:
        return seat_roles(self.mode, self.count)

    def set_mode(self, mode: str) -> None:
        """Switch mode: a legal seat count (its default when the current one is
        not allowed) and a Boss-capable character (a kit with a Boss deck) in every Boss seat."""
        self._read()
        self.mode = mode
        if self.count not in mode_players()[mode]:
            self.count = mode_default_players()[mode]
        names = dict((c[0], c[1]) for c in self.chars)
        bosses = boss_characters()
        others = [c[0] for c in self.chars if c[0] not in bosses] or [self.chars[0][0]]
        for i, role in enumerate(self.roles()):
            row = self.rows[i]
            old = names.get(row["character"], "")
            if role["fixed"]:
                if row["character"] not in bosses:
                    row["character"] = boss_character()
            elif mode != "standard" and row["character"] in bosses and \
                    any(r["fixed"] for r in self.roles()):
                row["character"] = others[i % len(others)]
            if row["name"] in ("", old) and i > 0:
                row["name"] = names.get(row["character"], row["name"])
        self.resize(self.app.size)

    def role_text(self, i: int) -> str:
        r = self.roles()[i]
        bits = []
        if r["team"]:
            bits.append(f"Team {r['team']}")
        if r["boss"]:  # the Boss chosen in this row, not always Petra
            boss = f"Boss {self.char_name(self.rows[i]['character'])}"
            bits.append(f"Leader ({boss})" if self.mode == "leaders-and-lackeys" else boss)
        elif self.mode == "boss-battle":
            bits.append("Challenger")
        elif self.mode == "leaders-and-lackeys":
            bits.append("Lackey")
        return " \u00b7 ".join(bits)

    def char_name(self, cid: str) -> str:
        return next((c[1] for c in self.chars if c[0] == cid), cid)

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        x0 = max(20, (w - 1100) // 2)
        ctl_h = max(32, line_h(ui, pad=8))
        self.ctl_h = ctl_h
        self.widgets = []
        self.row_rects = []
        kinds: list[str | tuple[str, str]] = list(seat_choices())
        names: list[str | tuple[str, str]] = [c[1] for c in self.chars]
        seed_text = self.seed_entry.get_text() if self.seed_entry is not None and \
            self.seed_entry.alive() else ""
        bottom = self._header(x0, w, ctl_h)
        if seed_text:
            self.seed_entry.set_text(seed_text)
        bh = max(46, line_h(ui) + 6)
        by = h - bh - 18
        foot = footer_height(footer_lines(w, self.mode, level_lines(
            [r["kind"] for r in self.rows[:self.count]])))
        top = bottom + 6
        nw = max(160, px(160))
        cw = max(232, text_w(ui, [c[1] for c in self.chars], pad=56))
        kw = max(140, text_w(ui, [KIND_LABEL.get(k, k) for k in seat_kinds()] + [HINTS_LABEL],
                             pad=56))
        row_w = min(1100, w - 2 * x0)
        # the description beside the widgets while it has a column of its own, else
        # under them (rows share the height; the character's tip says it too)
        self.desc_under = row_w - (ctl_h + 14 + nw + cw + kw + 26) < 300
        row_h = row_height(top, by - 6 - foot, 8, ctl_h) if not self.desc_under else \
            min(ctl_h + 14 + 3 * art.font("dejavu_sans", px(14), "italic").get_linesize(),
                max(ctl_h + 8, (by - 6 - foot - top) // self.count))
        self.desc_x = row_h + 6 + nw + 6 + cw + 6 + kw + 8  # from a row's left
        for i in range(self.count):
            y = top + i * row_h
            r = self.rows[i]
            rect = pygame.Rect(x0, y, min(1100, w - 2 * x0), row_h - 4)
            self.row_rects.append(rect)
            ex = x0 + row_h + 6
            wy = y + 4 if ctl_h <= 32 or self.desc_under else y + (row_h - 4 - ctl_h) // 2
            if self.desc_under:
                self.desc_x = row_h + 6
            name = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(ex, wy, nw, ctl_h), manager=ui, container=self.root,
                object_id=ObjectID(f"#name_{i}"))
            name.set_text(r["name"])
            cur = dict((c[0], c[1]) for c in self.chars)[r["character"]]
            fixed = self.roles()[i]["fixed"]
            boss_names: list[str | tuple[str, str]] = [
                c[1] for c in self.chars if c[0] in boss_characters()] or [cur]
            char = pygame_gui.elements.UIDropDownMenu(
                boss_names if fixed else names, cur, pygame.Rect(ex + nw + 6, wy, cw, ctl_h),
                manager=ui, container=self.root, object_id=ObjectID(f"#char_{i}"))
            if fixed and len(boss_names) < 2:
                char.disable()  # the only Boss there is
            kind = pygame_gui.elements.UIDropDownMenu(
                kinds, HINTS_LABEL if r.get("hints") and r["kind"] == HUMAN
                else kind_label(r["kind"]), pygame.Rect(ex + nw + cw + 12, wy, kw, ctl_h),
                manager=ui, container=self.root, object_id=ObjectID(f"#kind_{i}"))
            if self.desc_under:
                char.set_tooltip(self.seat_words(i))
            self.widgets.append({"name": name, "char": char, "kind": kind})
        self._buttons(w, by, bh)

    def seat_words(self, i: int) -> str:
        """What seat ``i``'s character does, after its role (a tip when the row has no
        room for it)."""
        cid = self.rows[i]["character"]
        text = kit(cid).texts.setup or dict((c[0], c[2]) for c in self.chars)[cid]
        role = self.role_text(i)
        return f"{role}: {text}" if role else text

    def _header(self, x0: int, w: int, ctl_h: int) -> int:
        """The mode, the seat count, the variants' switches and the seed, flowing onto a
        second line (or more, with large words) when the window is narrow; returns the
        bottom of the last line."""
        ui = self.app.ui
        mode_w = max(240, text_w(ui, list(mode_names().values()), pad=44))
        count_w = max(70, text_w(ui, ["8"], pad=50))
        label_w = {t: text_w(ui, [t], "label", 4) for t in ("Mode:", "Seats:", "Seed (optional):")}
        box_font = self.app.ui.get_theme().get_font(["label"])
        boxes = [(v.option, v.label) for v in variant_uis()]
        bs = max(20, px(20))  # a box as tall as its words
        widths = [label_w["Mode:"] + mode_w + 10, label_w["Seats:"] + count_w + 6]
        widths += [bs + 5 + box_font.size(label)[0] + 12 for _, label in boxes]
        widths.append(label_w["Seed (optional):"] + max(96, px(110)))
        spots = flow(widths, x0, w - 8, 46, ctl_h + 8, gap=8)
        (mx, my), (sx, sy) = spots[0], spots[1]
        pygame_gui.elements.UILabel(pygame.Rect(mx, my + 2, label_w["Mode:"], ctl_h - 2),
                                    "Mode:", manager=ui, container=self.root)
        self.mode_menu = pygame_gui.elements.UIDropDownMenu(
            [mode_names()[m] for m in modes()], mode_names()[self.mode],
            pygame.Rect(mx + label_w["Mode:"], my, mode_w, ctl_h), manager=ui,
            container=self.root, object_id=ObjectID("#mode"))
        self.mode_menu.set_tooltip(modes_tip(mode_names()))
        pygame_gui.elements.UILabel(pygame.Rect(sx, sy + 2, label_w["Seats:"], ctl_h - 2),
                                    "Seats:", manager=ui, container=self.root)
        self.count_menu = pygame_gui.elements.UIDropDownMenu(
            [str(n) for n in mode_players()[self.mode]], str(self.count),
            pygame.Rect(sx + label_w["Seats:"], sy, count_w, ctl_h), manager=ui,
            container=self.root, object_id=ObjectID("#seat_count"))
        self.option_boxes = {}
        for (key, label), (bx, by) in zip(boxes, spots[2:], strict=False):
            box = pygame_gui.elements.UICheckBox(
                pygame.Rect(bx, by + (ctl_h - bs) // 2, bs, bs), label, manager=ui,
                container=self.root, object_id=ObjectID(f"#opt_{key}"),
                initial_state=self.options[key], tool_tip_text=variant_line(key) or None)
            self.option_boxes[box] = key
        ex, ey = spots[-1]
        lw = label_w["Seed (optional):"]
        pygame_gui.elements.UILabel(pygame.Rect(ex, ey + 2, lw, ctl_h - 2), "Seed (optional):",
                                    manager=ui, container=self.root)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(ex + lw, ey, max(96, px(110)), ctl_h), manager=ui,
            container=self.root, object_id=ObjectID("#seed"))
        return max(y for _, y in spots) + ctl_h

    def _buttons(self, w: int, by: int, bh: int) -> None:
        """Start game, Quick game and Back, centred at the bottom."""
        ui = self.app.ui
        texts = ("Start game", "Quick game", "Back")
        bw = max(200, text_w(ui, list(texts)))
        x = w // 2 - (3 * bw + 2 * 30) // 2
        made = []
        for text, oid in zip(texts, ("#start_game", "#quick_game_ng", "#back"), strict=True):
            made.append(pygame_gui.elements.UIButton(
                pygame.Rect(x, by, bw, bh), text, manager=ui, container=self.root,
                object_id=ObjectID(oid)))
            x += bw + 30
        self.start_button, self.quick_button, self.back_button = made

    # -- the portrait picker ------------------------------------------------------
    def _choices(self, i: int) -> list[tuple[str, str, str]]:
        """The characters seat ``i`` may take (a Boss seat: the Boss-capable ones)."""
        if self.roles()[i]["fixed"]:
            bosses = boss_characters()
            return [c for c in self.chars if c[0] in bosses]
        return list(self.chars)

    def pick_cells(self) -> list[tuple[pygame.Rect, str]]:
        """(cell, character) of the open picker's grid: a face with its name under it."""
        if self.picking is None:
            return []
        w, h = self.app.size
        choices = self._choices(self.picking)
        cols = min(len(choices), 6 if w < 1100 else 9)
        rows = -(-len(choices) // cols)
        cell = max(64, min(120, (w - 80) // cols, (h - 200) // max(1, rows) - 10))
        x0 = (w - cols * cell) // 2
        y0 = max(70, (h - rows * (cell + 10)) // 2 - 20)
        return [(pygame.Rect(x0 + (k % cols) * cell, y0 + (k // cols) * (cell + 10), cell,
                             cell + 6), c[0]) for k, c in enumerate(choices)]

    def face_rect(self, i: int) -> pygame.Rect:
        rect = self.row_rects[i]
        return pygame.Rect(rect.x + 3, rect.y + 3, rect.h - 6, rect.h - 6)

    def open_picker(self, i: int) -> None:
        self._read()
        self.picking = i
        if self.root is not None:
            self.root.hide()  # the widgets are drawn over the scene: none over the grid

    def close_picker(self, pick: str | None = None) -> None:
        i, self.picking = self.picking, None
        if i is not None and pick is not None:
            names = dict((c[0], c[1]) for c in self.chars)
            old = names[self.rows[i]["character"]]
            self.rows[i]["character"] = pick
            if i > 0 and self.rows[i]["name"] in ("", old):
                self.rows[i]["name"] = names[pick]
        self.resize(self.app.size)

    def _picker_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((cid for r, cid in self.pick_cells() if r.collidepoint(event.pos)), None)
            self.close_picker(hit)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_picker()
            return True
        # other keys move over the faces (new_game_keys)
        return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.MOUSEWHEEL)

    def focus_items(self) -> list[Focusable]:
        return new_game_items(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guard.handle_event(event):
            return True
        if self.guard.asking():  # only the question answers now
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
        if self.picking is not None:
            return self._picker_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.row_rects)):
                if self.face_rect(i).collidepoint(event.pos) and len(self._choices(i)) > 1:
                    self.open_picker(i)
                    return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            key = self.option_boxes.get(event.ui_element)
            if key is not None:
                self.options[key] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.mode_menu:
                self.set_mode(next(m for m in modes() if mode_names()[m] == event.text))
                return True
            if event.ui_element is self.count_menu:
                self._read()
                self.count = int(event.text)
                self.resize(self.app.size)
                return True
            for i, w in enumerate(self.widgets):
                if event.ui_element is w["char"]:
                    cid = next(c[0] for c in self.chars if c[1] == event.text)
                    old_name = dict((c[0], c[1]) for c in self.chars)[self.rows[i]["character"]]
                    self.rows[i]["character"] = cid
                    if w["name"].get_text().strip() in ("", old_name):
                        w["name"].set_text(event.text)
                    return True
                if event.ui_element is w["kind"]:
                    self.rows[i]["hints"] = event.text == HINTS_LABEL
                    self.rows[i]["kind"] = HUMAN if event.text == HINTS_LABEL else next(
                        k for k in seat_kinds() if kind_label(k) == event.text)
                    return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.start_button:
                self.start()
                return True
            if event.ui_element is self.quick_button:
                self.guard.start(self._quick_now)
                return True
            if event.ui_element is self.back_button:
                self.app.pop()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def setup(self) -> tuple[dict[str, Any], list[str], int]:
        """The engine setup, the seat kinds and the seed from the form."""
        self._read()
        specs, kinds, seen = [], [], set()
        people = sum(1 for r in self.rows[:self.count] if r["kind"] == HUMAN)
        for i in range(self.count):
            r = self.rows[i]
            name = r["name"]
            if not name or (name == YOU and people > 1):
                # hot-seat: "You" would name one person on everyone's screen (a team
                # plate read "You & Remy" to the other player): the character's name
                name = dict((c[0], c[1]) for c in self.chars)[r["character"]]
            base, k = name, 2
            while name in seen:
                name = f"{base} {k}"
                k += 1
            seen.add(name)
            spec: dict[str, Any] = {"name": name, "character": r["character"]}
            role = self.roles()[i]
            if role["fixed"] and spec["character"] not in boss_characters():
                spec["character"] = boss_character()
            if role["team"]:
                spec["team"] = role["team"]
            if role["boss"]:
                spec["boss"] = True
            if r.get("hints") and r["kind"] == HUMAN:
                spec["hints"] = True  # the seat may ask for hints (rdi_desktop.coach)
            specs.append(spec)
            kinds.append(r["kind"])
        text = self.seed_entry.get_text().strip() if self.seed_entry else ""
        try:
            seed = int(text) if text else random.randrange(1, 1_000_000)
        except ValueError:
            seed = sum(ord(c) * 31 ** i for i, c in enumerate(text)) % 1_000_000_007
        setup: dict[str, Any] = {"players": specs, "first": 0}
        if self.mode != "standard":
            setup["mode"] = self.mode
        if any(self.options.values()):
            setup["options"] = {k: v for k, v in self.options.items() if v}
        return setup, kinds, seed

    def exit(self) -> None:
        self.guard.close()
        super().exit()

    def start(self) -> None:
        """Start the game set up here (asking first over an unfinished game)."""
        self.guard.start(self._start_now)

    def _start_now(self) -> None:
        setup, kinds, seed = self.setup()
        self._remember()
        self.app.pop()
        self.app.open_scene("table", setup=setup, kinds=kinds, seed=seed)

    def _quick_now(self) -> None:
        self.app.pop()
        self.app.open_scene("quick_game")

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("New Game", art.font("blankenburg", 44), (235, 80, 50), (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 2)))
        # the kit's setup text (its side mechanic in one line), else the deck's description
        desc = {c[0]: kit(c[0]).texts.setup or c[2] for c in self.chars}
        for i, rect in enumerate(self.row_rects):
            r = self.rows[i]
            pygame.draw.rect(surface, (48, 30, 16), rect, border_radius=8)
            pygame.draw.rect(surface, (120, 90, 40), rect, 1, border_radius=8)
            em = art.emblem(r["character"], rect.h - 6, bool(self.roles()[i]["boss"]))
            surface.blit(em, (rect.x + 3, rect.y + 3))
            dx = rect.x + self.desc_x
            role = self.role_text(i)
            top = rect.y + 3 + (self.ctl_h + 6 if self.desc_under else 0)
            if role:  # under the name, so the description has the column to itself
                rt = clip_text(role, px(12), rect.w, "bold", GOLD)
                if rect.h - self.ctl_h - 4 >= rt.get_height() and not self.desc_under:
                    surface.blit(rt, (rect.x + rect.h + 8, min(rect.y + self.ctl_h + 5,
                                                              rect.bottom - rt.get_height())))
                else:  # no room under the name: over the description
                    put_label(surface, rt, (dx, top), px(12), (0, 0), "role")
                    top += rt.get_height()
            # the whole description, wrapped (smaller before it is ever cut)
            f, lines = art.fit_text(desc.get(r["character"], ""), "dejavu_sans", "italic",
                                    rect.right - dx - 8, rect.bottom - 2 - top, px(14), px(11))
            if len(lines) * f.get_linesize() > rect.bottom - 2 - top and self.desc_under:
                continue  # no room under the widgets: the character's tip says it
            y = max(top, (top + rect.bottom - len(lines) * f.get_linesize()) // 2)
            for line in lines:
                img = art.text(line, f.point_size, PARCH, "italic", shadow=False)
                put_label(surface, img, (dx, y), f.point_size, (0, 0), "seat")
                y += f.get_linesize()
        # the levels, the mode's words and the hint, wrapped to the window, over the buttons
        foot = footer_lines(w, self.mode, level_lines([r["kind"] for r in
                                                       self.rows[:self.count]]))
        y = self.start_button.get_abs_rect().top - 6 if self.start_button else h - 70
        for part in reversed(foot):
            put_label(surface, part.image, part.image.get_rect(midbottom=(w // 2, y)),
                      part.size, (0, 0), "hint")
            y -= part.height
        if self.picking is not None:
            self._draw_picker(surface, desc)

    def _draw_picker(self, surface: pygame.Surface, desc: dict[str, str]) -> None:
        """The grid of faces with names; the one under the mouse says what it does."""
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((10, 6, 3, 225))
        surface.blit(shade, (0, 0))
        assert self.picking is not None
        boss = bool(self.roles()[self.picking]["boss"])
        title = art.text(f"Choose a character for seat {self.picking + 1}", px(22), GOLD, "bold")
        surface.blit(title, title.get_rect(midtop=(w // 2, 24)))
        names = dict((c[0], c[1]) for c in self.chars)
        hover = None
        for rect, cid in self.pick_cells():
            face = rect.w - 14
            if rect.collidepoint(self.mouse):
                hover = cid
                pygame.draw.rect(surface, (90, 60, 24), rect, border_radius=10)
            if cid == self.rows[self.picking]["character"]:
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=10)
            surface.blit(art.emblem(cid, face, boss), (rect.x + 7, rect.y + 2))
            nm = clip_text(names[cid], max(11, rect.w // 9), rect.w - 4, "bold", PARCH)
            surface.blit(nm, nm.get_rect(midbottom=(rect.centerx, rect.bottom)))
        line = f"{names[hover]}: {desc.get(hover, '')}" if hover else \
            "Click a face to choose it; Esc or a click outside keeps the current one."
        f, lines = art.fit_text(line, "dejavu_sans", "italic", w - 60, px(64), px(16), 12)
        art.blit_lines(surface, lines, f, PARCH, 30, h - 20 - len(lines) * f.get_linesize(),
                       w - 60)  # the whole description, wrapped


@register_scene("new_game")
def make_new_game(app: Any, **kw: Any) -> NewGameScene:
    return NewGameScene(app)
