"""Load: every save in ``save_dir()``, newest first. A file that cannot be read
is listed as unreadable (with the reason), never fatal."""

from __future__ import annotations

import html
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art
from rdi_desktop.saves import save_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h, px, text_w
from rdi_desktop.widgets.labels import PARCH, put_label


@dataclass
class SaveEntry:
    path: Path
    mtime: float
    summary: str
    ok: bool
    #: a Gambling Hall autosave: Load opens it at the Hall table (no replay viewer)
    hall: bool = False


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    from rdi_desktop.hall.failure import is_hall_file, read_json
    from rdi_desktop.hall.program import hall_summary
    from rdi_desktop.savefile import SaveProblem, read_game, short_reason

    folder = folder or save_dir()
    out = []
    for path in folder.glob("*.json"):
        try:
            mtime = path.stat().st_mtime
            data = read_json(path)
            if is_hall_file(data):  # a Hall file, not a damaged game
                out.append(SaveEntry(path, mtime, hall_summary(data), True, hall=True))
                continue
            game = read_game(path)
            v = game.view(-1)
            names = ", ".join(p["name"] for p in v["players"])
            status = "finished" if v["over"] else f"turn {v['turn_number']}"
            out.append(SaveEntry(path, mtime, f"{names} ({status})", True))
        except (SaveProblem, OSError) as exc:  # a bad file is listed, never fatal
            cause = exc.__cause__ or exc
            out.append(SaveEntry(path, path.stat().st_mtime if path.exists() else 0.0,
                                 f"cannot be read: {short_reason(cause)}", False))
    out.sort(key=lambda e: e.mtime, reverse=True)
    return out


class LoadScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entries: list[SaveEntry] = []
        self.buttons: dict[Any, SaveEntry] = {}
        #: the rows' Replay buttons (the replay viewer)
        self.replay_buttons: dict[Any, SaveEntry] = {}
        self.back: Any = None
        #: any saved or shared game, wherever it is, opened in the replay viewer
        self.open_file: Any = None
        self.picker: Any = None
        self.rows: list[tuple[pygame.Rect, SaveEntry]] = []

    def build_ui(self) -> None:
        self.entries = list_saves()
        w, h = self.app.size
        ui = self.app.ui
        self.buttons = {}
        self.replay_buttons = {}
        self.rows = []
        y = 90
        x0 = max(20, w // 2 - 480)
        bh = max(46, line_h(ui) + 6)
        bw = max(100, text_w(ui, ["Load", "Replay"]))
        for e in self.entries:
            r = pygame.Rect(x0, y, min(960, w - 2 * x0), 0)
            r.h = max(42, self._text_h(e, r.w - 2 * bw - 40) + 8)
            if r.bottom > h - bh - 24 and self.rows:
                break  # (the newest first: the rest are older)
            self.rows.append((r, e))
            b = pygame_gui.elements.UIButton(
                pygame.Rect(r.right - bw - 10, r.y + 3, bw, r.h - 6), "Load", manager=ui,
                container=self.root, object_id=ObjectID(f"#load_{len(self.buttons)}"))
            rb = pygame_gui.elements.UIButton(
                pygame.Rect(r.right - 2 * bw - 20, r.y + 3, bw, r.h - 6), "Replay", manager=ui,
                container=self.root, object_id=ObjectID(f"#replay_{len(self.buttons)}"))
            if not e.ok:
                b.disable()
            if not e.ok or e.hall:
                rb.disable()
            self.buttons[b] = e
            self.replay_buttons[rb] = e
            y = r.bottom + 6
        ow = max(220, text_w(ui, ["Replay a file..."]))
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, h - bh - 18, 200, bh), "Back", manager=ui,
            container=self.root, object_id=ObjectID("#load_back"))
        self.open_file = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 110 - ow, h - bh - 18, ow, bh), "Replay a file...", manager=ui,
            container=self.root, object_id=ObjectID("#load_open_file"))

    def _lines(self, e: SaveEntry, width: int) -> list[str]:
        """A save's date and who sat at it, wrapped to ``width``."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(e.mtime))
        return art.wrap(f"{when}  {e.summary}", art.font("dejavu_sans", px(13)), width)

    def _text_h(self, e: SaveEntry, width: int) -> int:
        return art.font("dejavu_sans", px(15), "bold").get_linesize() + \
            len(self._lines(e, width)) * art.font("dejavu_sans", px(13)).get_linesize()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return True
            if event.ui_element is self.open_file:
                self.pick_file()
                return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.picker:
            self.picker = None
            self.app.open_scene("replay", path=event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            e = self.buttons.get(event.ui_element)
            if e is not None:
                self.load(e)
                return True
            e = self.replay_buttons.get(event.ui_element)
            if e is not None:
                self.app.open_scene("replay", path=e.path)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def pick_file(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, min(640, w - 40), min(480, h - 40))
        rect.center = (w // 2, h // 2)
        self.picker = pygame_gui.windows.UIFileDialog(
            rect, self.app.ui, window_title="Replay a saved or shared game",
            initial_file_path=str(save_dir()), allow_existing_files_only=True,
            object_id=ObjectID("#replay_picker"))

    def exit(self) -> None:
        if self.picker is not None and self.picker.alive():
            self.picker.kill()
        super().exit()

    def pause(self) -> None:
        if self.picker is not None and self.picker.alive():
            self.picker.kill()
        self.picker = None
        super().pause()

    def load(self, e: SaveEntry) -> None:
        from rdi_desktop.hall.program import hall_or_table
        from rdi_desktop.savefile import SaveProblem

        try:
            scene = hall_or_table(self.app, e.path)
        except SaveProblem as exc:
            self.app.show_message("Load", html.escape(str(exc)))
            return
        while len(self.app.scenes) > 1:
            self.app.pop()
        self.app.push(scene)

    def busy(self) -> bool:
        return False  # nothing moves without input: the app sleeps

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Load a game", art.font("blankenburg", 48), (235, 80, 50),
                         (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 16)))
        if not self.rows:
            m = art.text(f"No saved games in {save_dir()}", px(16), PARCH, "italic")
            surface.blit(m, m.get_rect(center=(w // 2, h // 2)))
        for r, e in self.rows:
            pygame.draw.rect(surface, (48, 30, 16) if e.ok else (60, 20, 16), r,
                             border_radius=6)
            name = art.text(e.path.name, px(15), PARCH, "bold")
            put_label(surface, name, (r.x + 10, r.y + 3), px(15), (0, 0), "save")
            y = r.y + 3 + art.font("dejavu_sans", px(15), "bold").get_linesize()
            room = self.replay_at(r) - r.x - 20
            for line in self._lines(e, room):
                img = art.text(line, px(13), PARCH if e.ok else (255, 130, 110))
                put_label(surface, img, (r.x + 10, y), px(13), (0, 0), "save")
                y += art.font("dejavu_sans", px(13)).get_linesize()

    def replay_at(self, r: pygame.Rect) -> int:
        """The left of a row's Replay button (its words end before it)."""
        return next((b.get_abs_rect().x for b, e in self.replay_buttons.items()
                     if b.get_abs_rect().centery in range(r.top, r.bottom)), r.right - 250)


@register_scene("load")
def make_load(app: Any, **kw: Any) -> LoadScene | None:
    from rdi_desktop.atomic import reason_of
    from rdi_desktop.datafolder import saving_enabled

    if not saving_enabled():
        app.show_message("Load", "You chose to play without saving: there is no save "
                         "folder to load from.")
        return None
    try:
        save_dir()
    except OSError as exc:  # in words, never a Python error
        app.show_message("Load", f"The save folder cannot be opened: {reason_of(exc)}.")
        return None
    return LoadScene(app)
