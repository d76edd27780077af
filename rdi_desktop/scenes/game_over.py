"""Game over: the winner, the number of turns, drinks drunk and gold won."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.widgets.labels import GOLD, PARCH, put_label
from rdi_desktop.widgets.table_draw import character_name

#: a player's row: their portrait beside name, character and numbers
ROW = 32
#: under the lines: a gap, "Watch again", the three buttons and the margin
BUTTONS = 12 + 40 + 8 + 44 + 16


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
        self.row, self.out_px = ROW, 14

    def build_ui(self) -> None:
        w, h = self.app.size
        n = len(self.p.display.get("players", []))
        pw = min(w - 40, 760)
        self.row, self.out_px = ROW, 14
        # the panel holds the table and every "how they went out" line (wrapped) above
        # its buttons; in a low window the rows and lines close up first
        for self.row, self.out_px in ((ROW, 14), (28, 13), (26, 12)):
            ph = 148 + self.row * n + 8 + self._outs_height(pw - 60) + BUTTONS
            if ph <= h - 20:
                break
        self.panel = pygame.Rect(0, 0, pw, min(h - 20, ph))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.bottom - 60
        cx = self.panel.centerx
        ui = self.app.ui
        self.new_button = pygame_gui.elements.UIButton(
            pygame.Rect(cx - 310, y, 200, 44), "New game", manager=ui, container=self.root,
            object_id=ObjectID("#go_new"))
        self.table_button = pygame_gui.elements.UIButton(
            pygame.Rect(cx - 100, y, 200, 44), "Look at the table", manager=ui,
            container=self.root, object_id=ObjectID("#go_table"))
        self.title_button = pygame_gui.elements.UIButton(
            pygame.Rect(cx + 110, y, 200, 44), "Title screen", manager=ui, container=self.root,
            object_id=ObjectID("#go_title"))
        self.replay_button = pygame_gui.elements.UIButton(
            pygame.Rect(cx - 100, y - 48, 200, 40), "Watch again", manager=ui,
            container=self.root, object_id=ObjectID("#go_replay"))

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
        sub = art.text(f"{st.turns or d.get('turn_number', 0)} turns", 18, PARCH, "italic",
                       "dejavu_serif")
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + 80)))
        cols = [("Player", 34), ("Character", 190), ("Drinks", 340), ("Gold won", 420),
                ("Gold", 520), ("Result", 590)]
        x0 = r.x + 30
        y = r.y + 120
        for label, dx in cols:
            put_label(surface, art.text(label, 15, GOLD, "bold"), (x0 + dx, y), 15, (0, 0), "head")
        y += 28
        row = self.row
        for i, pl in enumerate(players):
            out = pl.get("out")
            result = "winner" if i in winners else ("passed out" if out == "passed_out"
                                                    else "out of gold" if out else "")
            vals = [pl.get("name", "?"), character_name(pl.get("character", "")),
                    str(st.drinks.get(i, 0)), str(st.gold_won.get(i, 0)),
                    str(pl.get("gold", 0)), result]
            colour = (255, 230, 150) if i in winners else PARCH
            face = art.emblem(str(pl.get("character", "")), row - 2, bool(pl.get("boss")))
            if out and i not in winners:
                face = art.dimmed(("go_face", pl.get("character"), pl.get("boss")), face)
            surface.blit(face, (x0, y - 7))
            for (_, dx), v in zip(cols, vals):
                put_label(surface, art.text(v, 15, colour), (x0 + dx, y), 15, (0, 0), "result")
            y += row
        y += 8
        for line in self._out_rows(r.w - 60):  # how each went out, and what did it
            img = art.text(line, self.out_px, PARCH, "italic")
            put_label(surface, img, (x0, y), self.out_px, (0, 0), "outs")
            y += img.get_height() + 2
        self.summary_bottom = y

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
