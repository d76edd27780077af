"""The Statistics screen: games and win rates per character, per mode and per AI
level, from :mod:`rdi_desktop.stats`; Reset asks before forgetting them."""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art
from rdi_desktop import stats as records
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import dialog_rect, fit_dialog, line_h, px
from rdi_desktop.widgets.labels import GOLD, PARCH, put_label
from rdi_desktop.widgets.table_draw import character_name


class StatsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.stats = records.load()
        if self.stats.note:
            app.show_message("Statistics", html.escape(self.stats.note))
        self.back: Any = None
        self.reset_button: Any = None
        self.confirm: Any = None

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        bh = max(44, line_h(ui) + 4)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + 10, h - bh - 16, 200, bh), "Back", manager=ui,
            container=self.root, object_id=ObjectID("#stats_back"))
        self.reset_button = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 210, h - bh - 16, 200, bh), "Reset", manager=ui,
            container=self.root, object_id=ObjectID("#stats_reset"))
        if not self.stats.games:
            self.reset_button.disable()

    def tables(self) -> list[tuple[str, list[records.Row]]]:
        """The three tables the screen shows (tests read them)."""
        from rdi_desktop.table_setup import mode_names

        games = self.stats.games
        chars = {s["character"]: character_name(s["character"])
                 for rec in games for s in rec["seats"]}
        return [("Characters", records.by_character(games, chars)),
                ("Modes (won by a person)", records.by_mode(games, mode_names())),
                ("Who played", records.by_level(games))]

    def subtitle(self) -> str:
        """How many games, and how every player in them ended."""
        n = len(self.stats.games)
        sub = f"{n} finished game{'s' if n != 1 else ''}"
        ends = records.endings(self.stats.games)
        if n:
            sub += ": " + ", ".join(f"{v} {k}" for k, v in ends.items() if v)
        return sub

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return True
            if event.ui_element is self.reset_button:
                self.ask_reset()
                return True
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED \
                and event.ui_element is self.confirm:
            self.do_reset()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def ask_reset(self) -> None:
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            dialog_rect(self.app.size, 400, 200),
            f"Forget all {len(self.stats.games)} recorded games?", manager=self.app.ui,
            window_title="Reset statistics", action_short_name="Reset")
        fit_dialog(self.confirm)

    def do_reset(self) -> None:
        try:
            records.reset()
        except OSError as exc:
            self.app.show_message("Statistics", "The statistics could not be reset: "
                                  f"{html.escape(str(exc))}. Nothing was lost.")
            return
        self.stats = records.load()
        self.confirm = None
        self.resize(self.app.size)

    def exit(self) -> None:
        if self.confirm is not None and self.confirm.alive():
            self.confirm.kill()
        super().exit()

    def busy(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Statistics", art.font("blankenburg", 48), (235, 80, 50),
                         (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 12)))
        n = len(self.stats.games)
        sub = self.subtitle()
        if self.stats.skipped:
            sub += f" ({self.stats.skipped} damaged record(s) skipped)"
        s = art.text(sub, px(16), PARCH, "italic", "dejavu_serif")
        surface.blit(s, s.get_rect(midtop=(w // 2, 70)))
        if not n:
            m = art.text("Finish a game at the table and it is counted here.", px(16), PARCH,
                         "italic")
            surface.blit(m, m.get_rect(center=(w // 2, h // 2)))
            return
        cols = self.tables()
        cw = (w - 40) // len(cols)
        for k, (title, rows) in enumerate(cols):
            top = 74 + art.font("dejavu_serif", px(16), "italic").get_linesize() + 8
            self._draw_table(surface, pygame.Rect(20 + k * cw, top, cw - 16,
                                                  self.back.get_abs_rect().top - 16 - top),
                             title, rows)

    @staticmethod
    def _draw_table(surface: pygame.Surface, r: pygame.Rect, title: str,
                    rows: list[records.Row]) -> None:
        """A titled table: a row's name, its games and how many were won, the number
        columns as wide as their words at the text size."""
        pygame.draw.rect(surface, (48, 30, 16), r, border_radius=8)
        put_label(surface, art.text(title, px(17), GOLD, "bold"), (r.x + 10, r.y + 8), px(17),
                  (0, 0), "stats")
        head = art.font("dejavu_sans", px(13), "bold")
        body = art.font("dejavu_sans", px(14))
        won_w = max(head.size("Won")[0], body.size("100%")[0]) + 10
        games_w = max(head.size("Games")[0], body.size("9999")[0]) + 16
        games_x, won_x = r.w - won_w - games_w, r.w - won_w
        y = r.y + 8 + art.font("dejavu_sans", px(17), "bold").get_linesize() + 6
        for label, dx in (("Games", games_x), ("Won", won_x)):
            put_label(surface, art.text(label, px(13), GOLD, "bold"), (r.x + dx, y), px(13),
                      (0, 0), "stats")
        step = body.get_linesize() + 4
        y += step
        for row in rows:
            if y > r.bottom - step:
                break
            for text, x in ((row.label, r.x + 10), (str(row.games), r.x + games_x),
                            (f"{row.rate:.0%}", r.x + won_x)):
                put_label(surface, art.text(text, px(14), PARCH), (x, y), px(14), (0, 0), "stats")
            y += step


@register_scene("statistics")
def make_stats(app: Any, **kw: Any) -> StatsScene:
    return StatsScene(app)
