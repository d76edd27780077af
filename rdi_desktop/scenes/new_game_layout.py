"""Where New Game's parts go, measured from their words (the text size grows them):
the header's controls flow onto more lines, the seat rows are as tall as their
widgets and share what is left between the header and the footer's words, whose
lines are wrapped to the window here (the scene draws the same lines it measured)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from rdi_desktop import art
from rdi_desktop.mode_words import mode_line
from rdi_desktop.table_setup import mode_names
from rdi_desktop.text_size import px
from rdi_desktop.widgets.labels import GOLD, PARCH

HINT = ("Seat 1 sits at the bottom; several Human seats play hot-seat; "
        "click a face to choose by portrait.")


class FooterLine(NamedTuple):
    """One line of the footer's words, drawn centred, bottom up."""

    image: pygame.Surface
    size: int
    height: int


def footer_lines(w: int, mode: str, levels: list[str]) -> list[FooterLine]:
    """The footer's lines from the top: the seats' levels, the mode in a sentence, the
    hint; each wrapped to the window."""
    out: list[FooterLine] = []
    lf = art.font("dejavu_sans", px(13), "italic")
    for line in levels:
        for row in art.wrap(line, lf, w - 40):
            img = art.text(row, px(13), PARCH, "italic")
            out.append(FooterLine(img, px(13), img.get_height() + 2))
    mf = art.font("dejavu_sans", px(14), "bold")
    for row in art.wrap(f"{mode_names()[mode]}: {mode_line(mode)}", mf, w - 40):
        out.append(FooterLine(mf.render(row, True, GOLD), px(14), mf.get_linesize()))
    hf = art.font("dejavu_sans", px(14), "italic")
    for row in art.wrap(HINT, hf, w - 40):
        img = art.text(row, px(14), GOLD, "italic")
        out.append(FooterLine(img, px(14), img.get_height()))
    return out


def footer_height(lines: list[FooterLine]) -> int:
    return sum(line.height for line in lines) + 4


def row_height(top: int, bottom: int, seats: int, ctl_h: int) -> int:
    """A seat row's height: its widgets and a margin, up to 58 px at 100% when there is
    room (the description beside them gets more lines)."""
    return max(ctl_h + 8, min(px(58), (bottom - top) // max(1, seats)))
