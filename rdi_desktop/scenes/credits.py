"""Credits (from the title menu): where every picture, sound and font comes from and
under which licence, as the README's licence table says. CC BY 3.0 asks that the
game-icons.net authors are credited where the icons are shown: here, in the app."""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h

#: (what, who / where from, licence)
CREDITS: list[tuple[str, str, str]] = [
    ("Game engine, rules text of the project's own cards, table and screens",
     "the Red Dragon Inn desktop edition team", "the project's licence"),
    ("Icons in the portraits and card illustrations (assets/icons)",
     "game-icons.net: Lorc, Delapouite and contributors (npm @iconify-json/game-icons)",
     "CC BY 3.0 - creativecommons.org/licenses/by/3.0"),
    ("Character portraits (assets/portraits) and card illustrations",
     "composed by the project (tools/build_art.py, rdi_desktop/art.py) from those icons",
     "CC BY 3.0 (adaptations of the icons)"),
    ("Sound effects (assets/sound/*.wav)",
     "synthesised by the project (tools/build_sound.py), no recordings",
     "the project's licence"),
    ("Music (assets/sound/*.ogg)",
     "composed by the project (tools/music_pieces.py), played with the FluidR3_GM "
     "SoundFont by Frank Wen (Debian fluid-soundfont-gm) in FluidSynth (tools/build_music.py)",
     "the project's licence; the SoundFont: MIT"),
    ("Blankenburg font", "Peter Wiegel", "SIL Open Font License 1.1"),
    ("DejaVu Sans and DejaVu Serif fonts", "the DejaVu fonts team",
     "Bitstream Vera licence + public domain"),
    ("pygame-ce", "the pygame community", "LGPL 2.1"),
    ("pygame_gui (and its Noto Sans / Fira Code fonts)", "MyreMylar and contributors",
     "MIT (fonts: SIL OFL 1.1)"),
    ("Pillow, platformdirs, PyYAML", "their authors", "MIT-CMU, MIT, MIT"),
]

DISCLAIMER = ("The Red Dragon Inn is a game by SlugFest Games; this is an unofficial fan "
              "edition. No publisher text or art is used.")


def credits_html() -> str:
    rows = "".join(f"<b>{html.escape(what)}</b><br>{html.escape(who)}<br>"
                   f"<i>{html.escape(lic)}</i><br><br>" for what, who, lic in CREDITS)
    return rows + f"<i>{html.escape(DISCLAIMER)}</i>"


class CreditsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back: Any = None

    def build_ui(self) -> None:
        w, h = self.app.size
        box = pygame.Rect(0, 0, min(w - 60, 900), h - 170)
        box.midtop = (w // 2, 90)
        pygame_gui.elements.UITextBox(credits_html(), box, manager=self.app.ui,
                                      container=self.root, object_id=ObjectID("#credits_text"))
        bh = max(46, line_h(self.app.ui) + 6)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, h - bh - 20, 200, bh), "Back", manager=self.app.ui,
            container=self.root, object_id=ObjectID("#credits_back"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or \
                (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return True
        return False

    def busy(self) -> bool:
        return False  # nothing moves without input: the app sleeps

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Credits", art.font("blankenburg", 48), (235, 80, 50), (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 20)))


@register_scene("credits")
def make_credits(app: Any, **kw: Any) -> CreditsScene:
    return CreditsScene(app)
