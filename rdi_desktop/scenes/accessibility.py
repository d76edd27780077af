"""Colours and motion (from Settings): the palette of the colours that carry a meaning
(the game's own, or the colour-blind friendly Okabe-Ito one) and Reduce motion (no
flying cards or shakes: a change appears at once, with a short highlight). Both apply
at once and are saved on every change; a preview shows the track's three gaps and the
Hall's three colours in the palette chosen."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art, palette
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.scenes.settings import save_settings
from rdi_desktop.text_size import line_h, px, text_w
from rdi_desktop.widgets.labels import PARCH, put_label

HINT = (200, 182, 150)
#: the preview's gaps: far from passing out, getting close, one Drink away
PREVIEW_GAPS = (("safe", 14, 4), ("close", 12, 7), ("danger", 12, 10))


class AccessibilityScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.w: dict[str, Any] = {}
        self.labels: list[tuple[str, str, pygame.Rect]] = []
        self.preview_y = 270  # the previews' top

    def build_ui(self) -> None:
        w, h = self.app.size
        ui, st = self.app.ui, self.app.settings
        x, y = w // 2 - 60, 110
        ch = max(40, line_h(ui))
        hint_f = art.font("dejavu_sans", px(13), "italic")
        rows = [("Colours", "the colours of the tracks, turns, teams and Hall cards"),
                ("Reduce motion", "no flying cards, growing or flashing")]
        # each label over its hint, wrapped beside the control: the rows as tall as both
        steps = [max(70, px(22) + len(art.wrap(hint, hint_f, 350)) * hint_f.get_linesize() + 12,
                     ch + 20) for _, hint in rows]
        self.labels = [(text, hint, pygame.Rect(w // 2 - 420, y + sum(steps[:k]), 350, 40))
                       for k, (text, hint) in enumerate(rows)]
        self.preview_y = max(270, y + sum(steps) + 20)
        words = dict((v, t) for t, v in palette.CHOICES)
        self.w["palette"] = pygame_gui.elements.UIDropDownMenu(
            [t for t, _ in palette.CHOICES], words.get(st.palette, palette.CHOICES[0][0]),
            pygame.Rect(x, y, max(300, text_w(ui, [t for t, _ in palette.CHOICES], pad=50)), ch),
            manager=ui, container=self.root, object_id=ObjectID("#set_palette"))
        self.w["motion"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, y + steps[0], 160, ch), "On" if st.reduce_motion else "Off",
            manager=ui, container=self.root, object_id=ObjectID("#set_reduce_motion"))
        bh = max(44, line_h(ui) + 4)
        self.w["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, h - bh - 16, 200, bh), "Back", manager=ui,
            container=self.root, object_id=ObjectID("#access_back"))

    def _save(self) -> None:
        save_settings(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        st = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED \
                and event.ui_element is self.w.get("palette"):
            st.palette = dict(palette.CHOICES)[event.text]
            art.clear()  # pictures drawn in the other palette go
            self._save()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.w["motion"]:
            st.reduce_motion = not st.reduce_motion
            event.ui_element.set_text("On" if st.reduce_motion else "Off")
            self._save()
            return True
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.w["back"]) \
                or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return True
        return False

    def busy(self) -> bool:
        return False  # nothing moves without input: the app sleeps

    def draw(self, surface: pygame.Surface) -> None:
        from rdi_desktop.hall.drawing import draw_card
        from rdi_desktop.widgets.mat_draw import draw_track_block

        w, h = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Colours and motion", art.font("blankenburg", 44), (235, 80, 50),
                         (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 20)))
        hint_f = art.font("dejavu_sans", px(13), "italic")
        for text, hint, r in self.labels:
            put_label(surface, art.text(text, px(17), PARCH, "bold"), (r.x, r.y), px(17), (0, 0),
                      "setting")
            y = r.y + px(22)
            for line in art.wrap(hint, hint_f, r.w):
                put_label(surface, art.text(line, px(13), HINT, "italic"), (r.x, y), px(13),
                          (0, 0), "hint")
                y += hint_f.get_linesize()
        y = self.preview_y
        put_label(surface, art.text("Preview: the Fortitude and Alcohol track", px(15), PARCH,
                                    "bold"), (w // 2 - 420, y), px(15), (0, 0), "preview")
        y += px(15) - 15
        for i, (_word, fort, alc) in enumerate(PREVIEW_GAPS):
            draw_track_block(surface, pygame.Rect(w // 2 - 420 + i * 285, y + 30, 270, 44),
                             fort, alc, 1.0)
        y += 100
        put_label(surface, art.text("Preview: the Gambling Hall's three colours", px(15), PARCH,
                                    "bold"), (w // 2 - 420, y), px(15), (0, 0), "preview")
        y += px(15) - 15
        for i, suit in enumerate(("Hawk", "Owl", "Wren")):
            draw_card(surface, pygame.Rect(w // 2 - 420 + i * 80, y + 30, 66, 92),
                      {"rank": "Bard", "suit": suit})


@register_scene("accessibility")
def make_accessibility(app: Any, **kw: Any) -> AccessibilityScene:
    return AccessibilityScene(app)
