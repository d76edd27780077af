"""The Gambling Hall's controls at a larger text size.

Each game lays out its controls in pixels as they look at 100% (rdi_desktop/hall/games/).
With larger words :func:`reflow` moves them, after they are built: each row of the panel
as tall as its tallest words, each button and label as wide as its words (the rest of
its row pushed right, onto a new row past the panel's edge), a label wider than the
panel broken into lines of its own, and every row below pushed down by what the rows
above grew. At 100% nothing moves.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UILabel

from rdi_desktop import text_size


def _need(el: Any) -> tuple[int, int]:
    """(width, height) the words of a button or label need."""
    if not isinstance(el, (UIButton, UILabel)) or not el.text:
        return int(el.relative_rect.w), int(el.relative_rect.h)
    w, h = el.ui_theme.get_font(el.combined_element_ids).size(translate(el.text))
    pad = 24 if isinstance(el, UIButton) else 6
    return int(w) + pad, int(h) + (8 if isinstance(el, UIButton) else 4)


def _rows(els: list[Any]) -> list[list[Any]]:
    """The elements grouped in rows: those whose tops (as laid out at 100%) are within
    a few pixels of each other (a slider sits 2 px under its button)."""
    rows: list[list[Any]] = []
    for el in sorted(els, key=lambda e: (e.relative_rect.y, e.relative_rect.x)):
        r = el.relative_rect
        if rows and r.y <= rows[-1][0].relative_rect.y + 8:
            rows[-1].append(el)
        else:
            rows.append([el])
    return rows


def _lines(el: UILabel, width: int) -> list[str]:
    font = el.ui_theme.get_font(el.combined_element_ids)
    words, lines, line = translate(el.text).split(), [], ""
    for word in words:
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] + 6 > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line] if line else lines


def reflow(panel: Any, width: int, make_label: Any) -> None:
    """Lay the controls in ``panel`` (``width`` wide) out again for the text size;
    ``make_label(rect, text, parent, object_id)`` makes a label's further lines."""
    if text_size.SCALE == 1.0:
        return
    els = [e for e in panel.elements if hasattr(e, "relative_rect")
           and getattr(e, "parent_element", None) is None]  # (a slider's parts move with it)
    grown = 0
    for row in _rows(els):
        old_top = min(e.relative_rect.y for e in row)
        old_h = max(e.relative_rect.bottom for e in row) - old_top
        top = old_top + grown
        x, y, line_h = min(e.relative_rect.x for e in row), top, 0
        for el in sorted(row, key=lambda e: e.relative_rect.x):
            r = pygame.Rect(el.relative_rect)
            w, h = _need(el)
            w, h = max(r.w, w), max(r.h, h)
            lines = _lines(el, width - 12) if isinstance(el, UILabel) and w > width - 6 else []
            if lines:
                w = width - 12
            x = max(x, r.x)  # where it was, or right of the one before it
            if x + w > width and x > 6:  # past the panel's edge: a row of its own
                x, y = 6, y + line_h + 4
                line_h = 0
            if lines:  # wider than the panel: its words on lines of their own
                el.set_text(lines[0])
                for k, more in enumerate(lines[1:], start=1):
                    make_label(pygame.Rect(6, y + k * h, width - 12, h), more, panel,
                               getattr(el, "object_ids", [None])[-1])
                line_h = max(line_h, h * len(lines))
            el.set_relative_position((x, y))
            el.set_dimensions((w, h))
            if hasattr(el, "rebuild"):
                el.rebuild()  # (its words laid out again in the new size)
            line_h = max(line_h, h)
            x += w + 6
        grown += (y + line_h - top) - old_h
