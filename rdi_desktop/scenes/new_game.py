"""New game: 2-8 seats, each with a character (emblem and one-line mechanic),
Human or an AI level from the seat registry, and a name; an optional seed.
"Quick game" starts you against three AI seats in one click."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art
from rdi_desktop.bridge import HUMAN, default_ai, seat_kinds
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.widgets.table_draw import GOLD, PARCH, clip_text

KIND_LABEL = {HUMAN: "Human", "easy": "AI: easy", "normal": "AI: normal", "hard": "AI: hard",
              "random": "AI: random"}


def kind_label(k: str) -> str:
    return KIND_LABEL.get(k, f"AI: {k}")


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
        self.error = ""

    def _read(self) -> None:
        for i, w in enumerate(self.widgets):
            self.rows[i]["name"] = w["name"].get_text().strip()

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        top = 86
        row_h = max(40, min(58, (h - top - 110) // 8))
        x0 = max(20, (w - 1100) // 2)
        self.widgets = []
        self.row_rects = []
        kinds = [kind_label(k) for k in seat_kinds()]
        names = [c[1] for c in self.chars]
        pygame_gui.elements.UILabel(pygame.Rect(x0, 48, 80, 30), "Seats:", manager=ui,
                                    container=self.root)
        self.count_menu = pygame_gui.elements.UIDropDownMenu(
            [str(n) for n in range(2, 9)], str(self.count), pygame.Rect(x0 + 80, 46, 80, 32),
            manager=ui, container=self.root, object_id=ObjectID("#seat_count"))
        pygame_gui.elements.UILabel(pygame.Rect(x0 + 190, 48, 150, 30), "Seed (optional):",
                                    manager=ui, container=self.root)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x0 + 345, 46, 140, 32), manager=ui, container=self.root,
            object_id=ObjectID("#seed"))
        for i in range(self.count):
            y = top + i * row_h
            r = self.rows[i]
            rect = pygame.Rect(x0, y, min(1100, w - 2 * x0), row_h - 4)
            self.row_rects.append(rect)
            ex = x0 + row_h + 6
            name = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(ex, y + 4, 160, 32), manager=ui, container=self.root,
                object_id=ObjectID(f"#name_{i}"))
            name.set_text(r["name"])
            cur = dict((c[0], c[1]) for c in self.chars)[r["character"]]
            char = pygame_gui.elements.UIDropDownMenu(
                names, cur, pygame.Rect(ex + 166, y + 4, 170, 32), manager=ui,
                container=self.root, object_id=ObjectID(f"#char_{i}"))
            kind = pygame_gui.elements.UIDropDownMenu(
                kinds, kind_label(r["kind"]), pygame.Rect(ex + 342, y + 4, 140, 32),
                manager=ui, container=self.root, object_id=ObjectID(f"#kind_{i}"))
            self.widgets.append({"name": name, "char": char, "kind": kind})
        by = h - 64
        self.start_button = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 330, by, 200, 46), "Start game", manager=ui,
            container=self.root, object_id=ObjectID("#start_game"))
        self.quick_button = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, by, 200, 46), "Quick game", manager=ui,
            container=self.root, object_id=ObjectID("#quick_game_ng"))
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + 130, by, 200, 46), "Back", manager=ui, container=self.root,
            object_id=ObjectID("#back"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
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
                    self.rows[i]["kind"] = next(k for k in seat_kinds()
                                                if kind_label(k) == event.text)
                    return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.start_button:
                self.start()
                return True
            if event.ui_element is self.quick_button:
                self.app.pop()
                self.app.open_scene("quick_game")
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
        for i in range(self.count):
            r = self.rows[i]
            name = r["name"] or dict((c[0], c[1]) for c in self.chars)[r["character"]]
            base, k = name, 2
            while name in seen:
                name = f"{base} {k}"
                k += 1
            seen.add(name)
            specs.append({"name": name, "character": r["character"]})
            kinds.append(r["kind"])
        text = self.seed_entry.get_text().strip() if self.seed_entry else ""
        try:
            seed = int(text) if text else random.randrange(1, 1_000_000)
        except ValueError:
            seed = sum(ord(c) * 31 ** i for i, c in enumerate(text)) % 1_000_000_007
        return {"players": specs, "first": 0}, kinds, seed

    def start(self) -> None:
        setup, kinds, seed = self.setup()
        self.app.pop()
        self.app.open_scene("table", setup=setup, kinds=kinds, seed=seed)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("New Game", art.font("blankenburg", 44), (235, 80, 50), (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 2)))
        desc = {c[0]: c[2] for c in self.chars}
        for i, rect in enumerate(self.row_rects):
            r = self.rows[i]
            pygame.draw.rect(surface, (48, 30, 16), rect, border_radius=8)
            pygame.draw.rect(surface, (120, 90, 40), rect, 1, border_radius=8)
            em = art.emblem(r["character"], rect.h - 6)
            surface.blit(em, (rect.x + 3, rect.y + 3))
            dx = rect.x + rect.h + 6 + 490
            line = desc.get(r["character"], "")
            img = clip_text(line, 14, rect.right - dx - 8, "italic", PARCH)
            surface.blit(img, (dx, rect.centery - img.get_height() // 2))
        hint = art.text("Seat 1 sits at the bottom; several Human seats play hot-seat.", 14,
                        GOLD, "italic")
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 70)))


@register_scene("new_game")
def make_new_game(app: Any, **kw: Any) -> NewGameScene:
    return NewGameScene(app)
