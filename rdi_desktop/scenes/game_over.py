"""Game over: the winner, the number of turns, drinks drunk and gold won."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art, text_size
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h, px, text_w
from rdi_desktop.widgets.labels import GOLD, PARCH, put_label
from rdi_desktop.widgets.table_draw import character_name

#: a player's row: their portrait beside name, character and numbers
ROW = 32
#: the table's heads and where each column starts at 100% (right of the portrait)
COLUMNS = [("Player", 34), ("Character", 190), ("Drinks", 340), ("Gold won", 420),
           ("Gold", 520), ("Result", 590)]


class GameOverScene(Scene):
    opaque = False
    music = "game_over"  # no music: the victory or defeat sting rings alone

    def __init__(self, app: Any, presenter: Any) -> None:
        super().__init__(app)
        self.p = presenter
        self.title_button: Any = None
        self.new_button: Any = None
        self.table_button: Any = None
        self.replay_button: Any = None
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.summary_bottom = 0
        self.row, self.text_px, self.out_px = ROW, 15, 14
        self.cols: list[tuple[str, int]] = list(COLUMNS)
        self.outs_x = 0  # the "how they went out" lines: beside the table from here

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        n = len(self.p.display.get("players", []))
        pw = min(w - 40, px(760))
        bh, rbh = max(44, line_h(ui) + 4), max(40, line_h(ui))
        buttons = 12 + rbh + 8 + bh + 16
        # the panel holds the table and every "how they went out" line (wrapped) above
        # its buttons; in a low window the rows and lines close up first (large words
        # no smaller than at 100%)
        steps = [(ROW, 15, 14), (28, 15, 13), (26, 15, 12)] if text_size.SCALE == 1.0 else \
            [(max(ROW, px(ROW) - 2 * k), max(15, px(15) - k), max(14, px(14) - k))
             for k in range(px(15) - 14)]
        for self.row, self.text_px, self.out_px in steps:
            self.cols = self._columns()
            table_w = self.cols[-1][1] + self._col_w(-1)
            # the lines beside the table when the panel is wide enough, else under it
            self.outs_x = table_w + 30 if pw - 60 - table_w - 30 >= 260 else 0
            table_h = round(28 * self.text_px / 15) + self.row * n + 8
            outs_h = self._outs_height(pw - 60 - self.outs_x)
            ph = self._head_y() + (max(table_h, outs_h) if self.outs_x else table_h + outs_h) \
                + buttons
            if ph <= h - 20 and table_w <= pw - 60:
                break
        self.panel = pygame.Rect(0, 0, pw, min(h - 20, ph))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.bottom - bh - 16
        cx = self.panel.centerx
        bw = max(200, text_w(ui, ["New game", "Look at the table", "Title screen"]))
        made = []
        for k, (text, oid) in enumerate((("New game", "#go_new"),
                                         ("Look at the table", "#go_table"),
                                         ("Title screen", "#go_title"))):
            made.append(pygame_gui.elements.UIButton(
                pygame.Rect(cx - bw // 2 + (k - 1) * (bw + 10), y, bw, bh), text, manager=ui,
                container=self.root, object_id=ObjectID(oid)))
        self.new_button, self.table_button, self.title_button = made
        rw = max(200, text_w(ui, ["Watch again"]))
        self.replay_button = pygame_gui.elements.UIButton(
            pygame.Rect(cx - rw // 2, y - rbh - 8, rw, rbh), "Watch again", manager=ui,
            container=self.root, object_id=ObjectID("#go_replay"))

    def _head_y(self) -> int:
        """The table's heads, from the panel's top: under the title and the turns."""
        return 80 + max(40, art.font("dejavu_serif", px(18), "italic").get_linesize() + 16)

    def _columns(self) -> list[tuple[str, int]]:
        """(head, x from the table's left) of each column: where they were at 100%, or
        further right where the words before them need it."""
        out: list[tuple[str, int]] = []
        for k, (label, dx) in enumerate(COLUMNS):
            if k:
                dx = max(dx, out[-1][1] + self._col_w(k - 1) + 14)
            else:  # right of the portrait
                dx = max(dx, self.row + 2)
            out.append((label, dx))
        return out

    def _col_w(self, k: int) -> int:
        """The widest words of column ``k`` (its head or a row's) at the table's size."""
        f = art.font("dejavu_sans", self.text_px)
        rows = [self._values(i, pl) for i, pl in enumerate(self.p.display.get("players", []))]
        head = art.font("dejavu_sans", self.text_px, "bold").size(COLUMNS[k][0])[0]
        return max([head] + [f.size(v[k])[0] for v in rows])

    def _values(self, i: int, pl: dict[str, Any]) -> list[str]:
        st, winners = self.p.stats, self.p.display.get("winners", [])
        out = pl.get("out")
        result = "winner" if i in winners else ("passed out" if out == "passed_out"
                                                else "out of gold" if out else "")
        return [pl.get("name", "?"), character_name(pl.get("character", "")),
                str(st.drinks.get(i, 0)), str(st.gold_won.get(i, 0)),
                str(pl.get("gold", 0)), result]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.table_button:
                self.app.pop()
                return True
            if event.ui_element is self.replay_button:
                from rdi_desktop.scenes.replay import watch_again

                watch_again(self.app)
                return True
            if event.ui_element in (self.title_button, self.new_button):
                while len(self.app.scenes) > 1:
                    self.app.pop()
                if event.ui_element is self.new_button:
                    self.app.open_scene("new_game")
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        r = self.panel
        pygame.draw.rect(surface, (40, 24, 12), r, border_radius=12)
        pygame.draw.rect(surface, GOLD, r, 3, border_radius=12)
        d = self.p.display
        players = d.get("players", [])
        winners = d.get("winners", [])
        names = [pl.get("name", "?") for pl in players]
        if winners:
            head = " and ".join(names[i] for i in winners if i < len(names))
            head += " wins!" if len(winners) == 1 else " win!"
        else:
            head = "Nobody is left standing."
        t = art.outlined(head, art.font("blankenburg", 52), (240, 90, 50), (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 14)))
        st = self.p.stats
        sub = art.text(f"{st.turns or d.get('turn_number', 0)} turns", px(18), PARCH, "italic",
                       "dejavu_serif")
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + 80)))
        x0 = r.x + 30
        y = r.y + self._head_y()
        tp = self.text_px
        for label, dx in self.cols:
            put_label(surface, art.text(label, tp, GOLD, "bold"), (x0 + dx, y), tp, (0, 0), "head")
        y += round(28 * tp / 15)
        row = self.row
        for i, pl in enumerate(players):
            colour = (255, 230, 150) if i in winners else PARCH
            face = art.emblem(str(pl.get("character", "")), row - 2, bool(pl.get("boss")))
            if pl.get("out") and i not in winners:
                face = art.dimmed(("go_face", pl.get("character"), pl.get("boss")), face)
            surface.blit(face, (x0, y - 7))
            for (_, dx), v in zip(self.cols, self._values(i, pl)):
                put_label(surface, art.text(v, tp, colour), (x0 + dx, y), tp, (0, 0), "result")
            y += row
        y += 8
        table_bottom, x = y, x0 + self.outs_x
        if self.outs_x:  # beside the table
            y = r.y + self._head_y()
        for line in self._out_rows(r.w - 60 - self.outs_x):  # how each went out, and why
            img = art.text(line, self.out_px, PARCH, "italic")
            put_label(surface, img, (x, y), self.out_px, (0, 0), "outs")
            y += img.get_height() + 2
        self.summary_bottom = max(y, table_bottom)

    def _out_rows(self, width: int) -> list[str]:
        """The "how they went out" lines wrapped to ``width``."""
        f = art.font("dejavu_sans", self.out_px, "italic")
        return [row for line in self._outs() for row in art.wrap(line, f, width)]

    def _outs_height(self, width: int) -> int:
        return len(self._out_rows(width)) * (art.text("Ag", self.out_px).get_height() + 2)

    def _outs(self) -> list[str]:
        from rdi_desktop.summary import summary_lines

        return summary_lines(self.p.display, self.p.stats, art.card_title)


@register_scene("game_over")
def make_game_over(app: Any, presenter: Any = None, **kw: Any) -> GameOverScene | None:
    if presenter is None:
        return None
    return GameOverScene(app, presenter)
