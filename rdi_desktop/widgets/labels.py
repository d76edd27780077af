"""Text on the table: the palette of its labels, their smallest size, and where each
label went (recorded for the layout tests, which check that no label is cut or covered).

Every drawing module of the table puts its labels through :func:`put_label`; a mat is
drawn on a surface of its own, so :data:`MAT_ORIGIN` says where that surface is on the
screen while it is drawn.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from rdi_desktop import art, fit_words, layout
from rdi_desktop.fonts import font

PARCH = (241, 225, 189)
DIM = (180, 160, 130)
GOLD = (240, 200, 80)
RED = (230, 80, 60)
GREEN = (110, 210, 120)
ORANGE = (245, 160, 60)


#: the smallest label outside the mats, in px (at 1280x720 and any table scale)
MIN_LABEL = 12
#: tests set a list here: every label drawn with :func:`put_label` is recorded
#: as (screen rect, font size, text kind)
LABELS: list[tuple[pygame.Rect, int, str]] | None = None


class Label(NamedTuple):
    """One label as drawn: where it went on the screen, its font size, what it is
    ("name", "fort", "centre", ...), its words and the words it stands for (the same
    unless they were shortened to fit)."""

    rect: pygame.Rect
    size: int
    kind: str
    text: str
    full: str
    #: part of it fell outside the clip of the surface it was drawn on
    clipped: bool = False


#: tests set a list here: every label drawn with :func:`put_label`, its words too
DRAWN: list[Label] | None = None
def label_px(base: float, s: float) -> int:
    """A label's font size: ``base`` at 100% (times the player's text size), never
    under :data:`MIN_LABEL`."""
    return max(MIN_LABEL, round(base * s * layout.TEXT_SCALE))


#: the screen position of the surface a mat is being drawn on (labels are recorded there)
MAT_ORIGIN: tuple[int, int] = (0, 0)


def put_label(surf: pygame.Surface, img: pygame.Surface, pos: Any, size: int,
              origin: tuple[int, int] | None = None, kind: str = "", full: str = "") -> None:
    """Blit a text label (and record where it went, for the layout tests). ``origin``:
    where ``surf`` is on the screen (by default the mat being drawn, else the screen);
    ``full``: the words the label stands for when it shows them shortened."""
    at = pos.topleft if isinstance(pos, pygame.Rect) else (round(pos[0]), round(pos[1]))
    surf.blit(img, at)
    if LABELS is None and DRAWN is None:
        return
    ox, oy = MAT_ORIGIN if origin is None else origin
    rect = pygame.Rect(at[0] + ox, at[1] + oy, *img.get_size())
    if LABELS is not None:
        LABELS.append((rect, size, kind))
    if DRAWN is not None:
        words = art.words_of(img)
        short_of = fit_words.SHORT_OF or {}
        shown = pygame.Rect(at, img.get_size())
        clipped = not surf.get_clip().contains(shown.inflate(-2, -2))  # the shadow may go
        DRAWN.append(Label(rect, size, kind, words, full or short_of.get(words, words),
                           clipped))


def shortened(full: str, shown: str) -> None:
    """Note that ``shown`` stands for ``full`` (recorded labels say so)."""
    if fit_words.SHORT_OF is not None and shown != full:
        fit_words.SHORT_OF[shown] = full


def clip_text(s: str, size: int, width: int, style: str = "regular",
              colour: tuple = PARCH, family: str = "dejavu_sans") -> pygame.Surface:
    img = art.text(s, size, colour, style, family)
    if img.get_width() <= width:
        return img
    if fit_words.SEAT is not None:  # on a mat: reworded, never cut
        got = fit_words.fit_line(s, size, width,
                                 lambda t, px: art.text(t, px, colour, style, family).get_width())
        if got is not None:
            shortened(s, got[0])
            return art.text(got[0], got[1], colour, style, family)
        fit_words.ellipsized(s)  # the layout tests fail on it
    f = font(family, size, style)
    full = s
    while s and f.size(s + "\u2026")[0] > width:
        s = s[:-1]
    shortened(full, s + "\u2026")
    return art.text(s + "\u2026", size, colour, style, family)
