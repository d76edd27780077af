"""The log panel at the table's right: what happened, newest at the bottom, scrolled by
the wheel (with a button back to the newest lines), cards named in it zoomed on hover.
Rendered once per change into a cached surface."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, layout
from rdi_desktop.fonts import font
from rdi_desktop.layout import Rect
from rdi_desktop.widgets import labels
from rdi_desktop.widgets.labels import GOLD, PARCH, label_px, put_label
from rdi_desktop.widgets.table_draw import R


class LogPanel:
    """The log side panel: newest at the bottom, wheel to scroll, hover an
    entry naming a card to see that card."""

    def __init__(self) -> None:
        self.scroll = 0  # entries scrolled up from the newest
        #: the log's length when last drawn, and the entries come since the player
        #: scrolled up (the view stays where they put it)
        self.total: int | None = None
        self.unseen = 0
        #: the "jump to the newest" plate while scrolled up (screen coordinates)
        self.jump_rect: pygame.Rect | None = None
        self.rows: list[tuple[pygame.Rect, str | None]] = []
        self._wrap_cache: dict[tuple[str, int, int], list[str]] = {}
        self._bg: tuple[Any, pygame.Surface] | None = None
        self._lines: dict[tuple[Any, ...], pygame.Surface] = {}
        self.origin = (0, 0)

    def wrapped(self, text: str, size: int, width: int, style: str) -> list[str]:
        key = (text, size, width)
        lines = self._wrap_cache.get(key)
        if lines is None:
            if len(self._wrap_cache) > 5000:
                self._wrap_cache.clear()
            lines = self._wrap_cache[key] = art.wrap(text, font("dejavu_sans", size, style),
                                                     width)
        return lines

    def draw(self, surf: pygame.Surface, rect: Rect, top: int, entries: list[Any],
             s: float, only_if_changed: bool = False) -> bool:
        self.origin = (rect[0], rect[1])
        """Blit the panel, re-rendering it only when the log or the scroll changed
        (``only_if_changed``: not even blitted then). True when it was blitted."""
        r = R(rect)
        self.follow(len(entries))
        key = (tuple(r), top, len(entries), id(entries[-1]) if entries else 0, self.scroll, s,
               layout.TEXT_SCALE)
        if labels.LABELS is not None:
            self._bg = None  # a test wants the labels: render again
        if only_if_changed and self._bg is not None and self._bg[0] == key:
            return False
        if self._bg is None or self._bg[0] != key:
            img = pygame.Surface(r.size)
            rows = self._render(img, pygame.Rect(0, 0, r.w, r.h), top - r.y, entries, s)
            if pygame.display.get_surface() is not None:
                img = img.convert()
            self._bg = (key, img)
            self.rows = [(row.move(r.x, r.y), card) for row, card in rows]
            self.jump_rect = self._jump(img, s).move(r.x, r.y) if self.scroll else None
        surf.blit(self._bg[1], r.topleft)
        return True

    def _line(self, text: str, size: int, style: str, colour: tuple) -> pygame.Surface:
        key = (text, size, style, colour)
        img = self._lines.get(key)
        if img is None:
            if len(self._lines) > 4000:
                self._lines.clear()
            img = self._lines[key] = font("dejavu_sans", size, style).render(text, True, colour)
        return img

    def _render(self, surf: pygame.Surface, r: pygame.Rect, top: int, entries: list[Any],
                s: float) -> list[tuple[pygame.Rect, str | None]]:
        surf.fill((22, 13, 7))
        pygame.draw.line(surf, (150, 110, 50), (0, 0), (0, r.h), 2)
        pad = max(6, round(8 * s))
        hsize = label_px(16, s)
        head = art.text("Log", hsize, GOLD, "bold", "dejavu_serif")
        put_label(surf, head, (r.x + pad, top), hsize, self.origin, "log")
        area = pygame.Rect(r.x + pad, top + head.get_height() + 4, r.w - 2 * pad,
                           r.bottom - top - head.get_height() - 4 - pad)
        size = label_px(13, s)
        lh = font("dejavu_sans", size).get_linesize()
        rows: list[tuple[pygame.Rect, str | None]] = []
        y = area.bottom
        i = len(entries) - 1 - self.scroll
        surf.set_clip(area)
        while i >= 0 and y > area.top:
            e = entries[i]
            style = "bold" if e.kind in ("turn", "player_out", "game_over") else "regular"
            colour = PARCH
            if e.kind == "turn":
                colour = GOLD
            elif e.kind in ("player_out", "game_over"):
                colour = (255, 120, 100)
            elif e.card:
                colour = (230, 214, 180)
            lines = self.wrapped(e.text, size, area.w - 10, style)
            h = lh * len(lines) + (4 if e.kind == "turn" else 1)
            y -= h
            row = pygame.Rect(area.x, y, area.w, h)
            if e.kind == "turn":
                pygame.draw.line(surf, (110, 80, 40), (area.x, y + 1), (area.right, y + 1), 1)
            for j, line in enumerate(lines):
                if y + 3 + j * lh >= area.top:
                    put_label(surf, self._line(line, size, style, colour),
                              (area.x + (0 if j == 0 else 10), y + 3 + j * lh), size,
                              self.origin, "log")
            rows.append((row, e.card))
            i -= 1
        surf.set_clip(None)
        return rows

    def follow(self, total: int) -> None:
        """New entries: at the newest the log shows them; scrolled up, the entries
        in view stay put and are counted for the jump plate."""
        grown = total - self.total if self.total is not None else 0
        self.total = total
        if grown > 0 and self.scroll > 0:
            self.scroll += grown
            self.unseen += grown

    def _jump(self, surf: pygame.Surface, s: float) -> pygame.Rect:
        """The plate at the foot of the log that jumps back to the newest entry."""
        text = "\u25bc Newest" + (f" ({self.unseen} new)" if self.unseen else "")
        img = art.text(text, label_px(13, s), (40, 20, 5), "bold", "dejavu_sans")
        pad = max(4, round(5 * s))
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        box.midbottom = (surf.get_width() // 2, surf.get_height() - pad)
        pygame.draw.rect(surf, GOLD, box, border_radius=max(4, box.h // 2))
        surf.blit(img, (box.x + pad, box.y + pad))
        return box

    def jump(self) -> None:
        """Back to the newest entry, following new ones again."""
        self.scroll = 0
        self.unseen = 0

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for row, card in self.rows:
            if row.collidepoint(pos):
                return card
        return None

    def on_wheel(self, dy: int, total: int) -> None:
        self.total = total
        self.scroll = max(0, min(max(0, total - 1), self.scroll + dy * 3))
        if self.scroll == 0:
            self.unseen = 0
