"""Card packs (from Settings): the owner packs in ``<data dir>/cards/`` (cards.md
§4), each loaded one with what it adds or overrides, each skipped one with its
problem in the same words as the log."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engine.cards import PackReport, cards
from rdi_desktop import art
from rdi_desktop.saves import data_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h, px
from rdi_desktop.widgets.labels import GOLD, PARCH, RED, put_label

MAX_NAMES = 6


def _names(ids: tuple[str, ...], title: Any) -> str:
    shown = [str(title(i)) for i in ids[:MAX_NAMES]]
    more = len(ids) - len(shown)
    return ", ".join(shown) + (f" and {more} more" if more > 0 else "")


def describe(pack: PackReport) -> list[str]:
    """The lines said about one pack."""
    if pack.problem is not None:
        return [pack.problem]
    db = cards()

    def title(cid: str) -> str:
        c = db.cards.get(cid)
        return c.title if c is not None else cid

    def char(cid: str) -> str:
        c = db.characters.get(cid)
        return c.name if c is not None else cid

    out = []
    if pack.added:
        out.append(f"adds {len(pack.added)} card(s): {_names(pack.added, title)}")
    if pack.overridden:
        out.append(f"overrides {len(pack.overridden)} card(s): "
                   f"{_names(pack.overridden, title)}")
    if pack.characters:
        out.append(f"character decks: {_names(pack.characters, char)}")
    if pack.drink_decks:
        out.append(f"Drink decks: {_names(pack.drink_decks, str)}")
    return out or ["loaded; it changes nothing"]


def summary() -> str:
    """The Settings button's text: how many packs are loaded and skipped."""
    packs = cards().packs
    bad = sum(p.problem is not None for p in packs)
    if not packs:
        return "Card packs: none"
    return f"Card packs: {len(packs) - bad} loaded" + (f", {bad} skipped" if bad else "")


class CardPacksScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back: Any = None

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(44, line_h(self.app.ui) + 4)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, h - bh - 16, 200, bh), "Back", manager=self.app.ui,
            container=self.root, object_id=ObjectID("#packs_back"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) \
                or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return True
        return False

    def busy(self) -> bool:
        return False

    def lines(self) -> list[tuple[str, tuple[int, int, int], str]]:
        """(text, colour, style) per line, as drawn (tests read them)."""
        out: list[tuple[str, tuple[int, int, int], str]] = [
            (f"Packs are read from {data_dir() / 'cards'} when the game starts.", PARCH,
             "italic")]
        packs = cards().packs
        if not packs:
            out.append(("No card packs: put TOML files in that folder to add or replace "
                        "cards by id.", PARCH, "italic"))
        for pack in packs:
            bad = pack.problem is not None
            out.append((pack.file + (" (skipped)" if bad else " (loaded)"),
                        RED if bad else GOLD, "bold"))
            out += [("    " + line, RED if bad else PARCH, "regular") for line in describe(pack)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Card packs", art.font("blankenburg", 48), (235, 80, 50),
                         (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 16)))
        x, y = max(20, w // 2 - 460), 86
        width = min(920, w - 40)
        for text, colour, style in self.lines():
            f = art.font("dejavu_sans", px(15), style)
            for line in art.wrap(text, f, width):
                if y > h - 90 - f.get_linesize():
                    return
                put_label(surface, art.text(line, px(15), colour, style), (x, y), px(15),
                          (0, 0), "pack")
                y += f.get_linesize() + 4


@register_scene("card_packs")
def make_card_packs(app: Any, **kw: Any) -> CardPacksScene:
    return CardPacksScene(app)
