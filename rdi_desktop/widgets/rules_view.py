"""The Rules screen's results, drawn by hand instead of a pygame_gui text box.

A ``UITextBox`` re-parses and re-lays out its whole HTML on every ``set_text``
(0.3-0.5 s for the full rules); searching re-did that on every keystroke. Here
each section is wrapped into lines once per width and every line is a cached
text surface, so a keystroke only filters the sections and lays out the visible
lines; matches are marked with a gold underline drawn under the word.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rdi_desktop import art
from rdi_desktop.fonts import font

TITLE = (255, 226, 170)
BODY = (236, 222, 196)
MARK = (224, 184, 79)
FAMILY = "dejavu_sans"


@dataclass
class Line:
    text: str
    title: bool


def wrap(text: str, width: int, size: int, style: str = "regular") -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` px."""
    f = font(FAMILY, size, style)
    space = f.size(" ")[0]
    lines: list[str] = []
    cur: list[str] = []
    cur_w = 0
    for word in text.split():
        ww = f.size(word)[0]
        if cur and cur_w + space + ww > width:
            lines.append(" ".join(cur))
            cur, cur_w = [word], ww
        else:
            cur_w += (space if cur else 0) + ww
            cur.append(word)
    if cur:
        lines.append(" ".join(cur))
    return lines


class RulesView:
    """Sections filtered by a query, wrapped, scrolled and drawn in ``rect``."""

    def __init__(self, sections: list[tuple[str, str]], size: int = 16) -> None:
        self.sections = sections
        self.size = size
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scroll = 0
        self.query = ""
        self.shown: list[tuple[str, str]] = list(sections)
        self._wrapped: dict[tuple[int, int], list[Line]] = {}
        self._lines: list[Line] = []
        self._relayout()

    @property
    def line_h(self) -> int:
        return round(self.size * 1.45)

    def set_rect(self, rect: pygame.Rect, size: int | None = None) -> None:
        """Lay the rules out in ``rect`` (at font ``size``: the text size's)."""
        if rect.size != self.rect.size or (size or self.size) != self.size:
            self._wrapped.clear()
        self.size = size or self.size
        self.rect = pygame.Rect(rect)
        self._relayout()

    def set_query(self, query: str, shown: list[tuple[str, str]]) -> None:
        self.query = query
        self.shown = shown
        self.scroll = 0
        self._relayout()

    def _section_lines(self, i: int) -> list[Line]:
        key = (i, self.rect.w)
        got = self._wrapped.get(key)
        if got is None:
            title, body = self.sections[i]
            w = max(80, self.rect.w - 24)
            got = [Line(t, True) for t in wrap(title, w, self.size + 3, "bold")]
            got += [Line(t, False) for t in wrap(body, w, self.size)]
            got.append(Line("", False))
            self._wrapped[key] = got
        return got

    def _relayout(self) -> None:
        index = {id(s): i for i, s in enumerate(self.sections)}
        lines: list[Line] = []
        for s in self.shown:
            i = index.get(id(s))
            if i is None:
                i = self.sections.index(s)
            lines += self._section_lines(i)
        self._lines = lines
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    @property
    def lines(self) -> list[Line]:
        return self._lines

    @property
    def max_scroll(self) -> int:
        return max(0, len(self._lines) * self.line_h - self.rect.h + 8)

    def on_wheel(self, dy: int) -> None:
        self.scroll = max(0, min(self.scroll - dy * self.line_h * 3, self.max_scroll))

    def page(self, pages: int) -> None:
        self.scroll = max(0, min(self.scroll + pages * (self.rect.h - self.line_h),
                                 self.max_scroll))

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, (44, 28, 16), r, border_radius=6)
        pygame.draw.rect(surface, (110, 84, 44), r, 1, border_radius=6)
        old_clip = surface.get_clip()
        surface.set_clip(r.inflate(-4, -4))
        if not self.shown:
            msg = art.text(f"Nothing matches \u201c{self.query}\u201d.", self.size, BODY, "italic")
            surface.blit(msg, (r.x + 12, r.y + 10))
        words = [w.lower() for w in self.query.split() if w]
        lh = self.line_h
        first = self.scroll // lh
        y = r.y + 6 - (self.scroll - first * lh)
        for line in self._lines[first:first + r.h // lh + 2]:
            if line.text:
                size = self.size + 3 if line.title else self.size
                style = "bold" if line.title else "regular"
                img = art.text(line.text, size, TITLE if line.title else BODY, style, FAMILY)
                if words:
                    self._marks(surface, line.text, size, style, r.x + 12, y + img.get_height())
                surface.blit(img, (r.x + 12, y))
            y += lh
        surface.set_clip(old_clip)
        if self.max_scroll > 0:  # a thin scroll bar on the right
            track = pygame.Rect(r.right - 8, r.y + 4, 4, r.h - 8)
            bar_h = max(20, track.h * r.h // (len(self._lines) * lh))
            bar_y = track.y + (track.h - bar_h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, (90, 66, 36), track, border_radius=2)
            pygame.draw.rect(surface, MARK, (track.x, bar_y, 4, bar_h), border_radius=2)

    def _marks(self, surface: pygame.Surface, text: str, size: int, style: str, x: int,
               base: int) -> None:
        """A gold underline under each match of a query word in this line."""
        f = font(FAMILY, size, style)
        lo = text.lower()
        for w in {w.lower() for w in self.query.split() if w}:
            start = lo.find(w)
            while start >= 0:
                x0 = x + f.size(text[:start])[0]
                x1 = x + f.size(text[:start + len(w)])[0]
                pygame.draw.rect(surface, MARK, (x0, base - 1, max(2, x1 - x0), 2))
                start = lo.find(w, start + len(w))

    def marks_in(self, text: str) -> int:
        """How many query matches a line gets (what the underline marks)."""
        lo = text.lower()
        return sum(lo.count(w.lower()) for w in set(self.query.split()) if w)
