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
from rdi_desktop.widgets.labels import GOLD, PARCH
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
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + 10, h - 60, 200, 44), "Back", manager=ui, container=self.root,
            object_id=ObjectID("#stats_back"))
        self.reset_button = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 210, h - 60, 200, 44), "Reset", manager=ui,
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
        w, h = self.app.size
        rect = pygame.Rect(0, 0, 400, 200)
        rect.center = (w // 2, h // 2)
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            rect, f"Forget all {len(self.stats.games)} recorded games?", manager=self.app.ui,
            window_title="Reset statistics", action_short_name="Reset")

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
        s = art.text(sub, 16, PARCH, "italic", "dejavu_serif")
        surface.blit(s, s.get_rect(midtop=(w // 2, 70)))
        if not n:
            m = art.text("Finish a game at the table and it is counted here.", 16, PARCH,
                         "italic")
            surface.blit(m, m.get_rect(center=(w // 2, h // 2)))
            return
        cols = self.tables()
        cw = (w - 40) // len(cols)
        for k, (title, rows) in enumerate(cols):
            self._draw_table(surface, pygame.Rect(20 + k * cw, 104, cw - 16, h - 180),
                             title, rows)

    @staticmethod
    def _draw_table(surface: pygame.Surface, r: pygame.Rect, title: str,
                    rows: list[records.Row]) -> None:
        pygame.draw.rect(surface, (48, 30, 16), r, border_radius=8)
        surface.blit(art.text(title, 17, GOLD, "bold"), (r.x + 10, r.y + 8))
        y = r.y + 36
        for label, dx in (("", 0), ("Games", r.w - 150), ("Won", r.w - 70)):
            if label:
                surface.blit(art.text(label, 13, GOLD, "bold"), (r.x + 10 + dx, y))
        y += 22
        for row in rows:
            if y > r.bottom - 20:
                break
            surface.blit(art.text(row.label, 14, PARCH), (r.x + 10, y))
            surface.blit(art.text(str(row.games), 14, PARCH), (r.x + r.w - 140, y))
            surface.blit(art.text(f"{row.rate:.0%}", 14, PARCH), (r.x + r.w - 60, y))
            y += 22


@register_scene("statistics")
def make_stats(app: Any, **kw: Any) -> StatsScene:
    return StatsScene(app)
