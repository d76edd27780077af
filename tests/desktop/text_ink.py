"""Finding every text on a screen, its colour and what lies behind it, for the WCAG
contrast test (``test_text_contrast.py``).

Every text of the app, ours and pygame_gui's, is drawn by ``pygame.font.Font.render``.
:func:`recording` swaps that class for :class:`InkFont` while a screen is opened and
drawn twice from nothing:

* "blank": every text is drawn as nothing (its box only, where it has a background
  colour): the screenshot is what lies behind the texts;
* "ids": every text is drawn without smoothing in a colour of its own that names its
  call: the screenshot says which pixel belongs to which text, and each call was
  recorded with the colour the app asked for.

A text drawn again in a dark colour beside itself (a shadow, an outline) is the light
one's decoration, not a text of its own; an outlined text (art.outlined, recorded too)
is measured against its outline, which surrounds every letter.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pygame

from tests.desktop.colour_vision import contrast, luminance


@dataclass
class Call:
    text: str
    colour: tuple[int, int, int, int]
    size: int
    bold: bool
    background: tuple[int, int, int] | None


@dataclass
class Ink:
    mode: str = "normal"
    calls: list[Call] = field(default_factory=list)
    #: (words, colour) -> the colour of the outline drawn round them (art.outlined)
    outlined: dict[tuple[str, tuple[int, int, int]], tuple[int, int, int]] = \
        field(default_factory=dict)


INK = Ink()
_BASE = pygame.font.Font


def _id_colour(k: int) -> tuple[int, int, int]:
    """Call ``k``'s colour: spread over the cube, so neighbours are never alike."""
    v = ((k + 1) * 2654435761) % (1 << 24)
    return (v >> 16) & 255, (v >> 8) & 255, v & 255


class InkFont(_BASE):  # type: ignore[misc, valid-type]
    """A font that draws as :data:`INK` says."""

    def __init__(self, file: Any = None, size: int = 20) -> None:
        super().__init__(file, size)
        self.ink_size = int(size)
        self.ink_bold = "bold" in str(file).lower()

    def set_point_size(self, size: int) -> None:
        super().set_point_size(size)
        self.ink_size = int(size)

    def render(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        if INK.mode == "normal":
            return super().render(text, antialias, color, bgcolor, wraplength)
        bg = None if bgcolor is None else tuple(pygame.Color(bgcolor))[:3]
        if INK.mode == "blank":
            w, h = self.size(str(text)) if text else (0, self.get_height())
            out = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
            if bg is not None:
                out.fill((*bg, 255))
            return out
        k = len(INK.calls)
        INK.calls.append(Call(str(text), tuple(pygame.Color(color)),  # type: ignore[arg-type]
                              self.ink_size, self.ink_bold or self.get_bold(), bg))
        if bg is None:
            return super().render(text, False, _id_colour(k), None, wraplength)
        return super().render(text, False, _id_colour(k), bg, wraplength)


@contextmanager
def recording() -> Iterator[Ink]:
    """Every font made meanwhile is an :class:`InkFont` (ours and pygame_gui's)."""
    import pygame_gui.core.gui_font_pygame as gui_font

    from rdi_desktop import art, fonts

    old_gui, old_outlined = gui_font.Font, art.outlined

    def outlined(text: str, f: Any, colour: Any, outline: Any = (0, 0, 0), px: int = 1
                 ) -> pygame.Surface:
        INK.outlined[(text, tuple(colour)[:3])] = tuple(outline)[:3]
        return old_outlined(text, f, colour, outline, px)

    pygame.font.Font = InkFont  # type: ignore[misc]
    gui_font.Font = InkFont
    art.outlined = outlined  # type: ignore[assignment]
    fonts.clear_cache()
    try:
        yield INK
    finally:
        pygame.font.Font = _BASE  # type: ignore[misc]
        gui_font.Font = old_gui
        art.outlined = old_outlined  # type: ignore[assignment]
        INK.outlined = {}
        fonts.clear_cache()
        INK.mode = "normal"
        INK.calls = []


def forget_pictures() -> None:
    """Drop every picture cached across apps (each pass draws every text afresh)."""
    from rdi_desktop import art
    from rdi_desktop.hall import drawing
    from rdi_desktop.widgets import mat_draw, plate_draw

    art.clear()
    drawing.clear_text_cache()
    mat_draw._mat_cache.clear()
    plate_draw._plate_cache.clear()


@dataclass
class Found:
    """One text on the screen: what it says, its colour, its size, and the contrast
    against what lies behind it (the 5th percentile over its letters' pixels)."""

    text: str
    colour: tuple[int, int, int]
    size: int
    bold: bool
    ratio: float
    behind: tuple[int, int, int]
    pixels: int
    where: tuple[int, int]


def _blend(fg: tuple[int, int, int, int], bg: np.ndarray) -> np.ndarray:
    a = fg[3] / 255
    return np.asarray(fg[:3], dtype=float) * a + bg.astype(float) * (1 - a)


def gui_text_colours() -> set[tuple[int, int, int, int]]:
    """Every text colour pygame_gui's themes name: its words are drawn white and then
    multiplied by one of these (so an id pixel is the id times one of them)."""
    import json

    from rdi_desktop.hall.theme import HALL_THEME
    from rdi_desktop.resources import resource_path
    from rdi_desktop.widgets.theme import EXTRA_THEME

    out: set[tuple[int, int, int, int]] = set()
    for theme in (json.loads(resource_path("assets/theme.json").read_text(encoding="utf-8")),
                  EXTRA_THEME, HALL_THEME):
        for block in theme.values():
            for key, value in (block.get("colours") or {}).items():
                if key.endswith("text") and isinstance(value, str) and value.startswith("#"):
                    out.add(tuple(pygame.Color(value)))  # type: ignore[arg-type]
    return out


def _times(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, int, int]:
    """pygame's BLEND_RGBA_MULT of two colours."""
    return tuple((x * y + 255) >> 8 for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def measure(blank: np.ndarray, ids: np.ndarray, calls: list[Call],
            outlines: dict[tuple[str, tuple[int, int, int]], tuple[int, int, int]]
            ) -> list[Found]:
    """Every recorded text with pixels on the screen, measured (decorations left out;
    an outlined text against its outline, ``outlines`` from :func:`recording`)."""
    entries: list[tuple[int, tuple[int, int, int, int]]] = []  # (call, its real colour)
    by_value: dict[int, int] = {}
    tints = gui_text_colours()
    for k, call in enumerate(calls):
        mark = _id_colour(k)
        looks = [(mark, call.colour)]
        if call.colour[:3] == (255, 255, 255):  # perhaps pygame_gui's: tinted after
            looks += [(_times(mark, t), t) for t in tints]
        for rgb, colour in looks:
            value = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
            if value not in by_value:
                by_value[value] = len(entries)
                entries.append((k, colour))
    flat = ids.reshape(-1, 3).astype(np.int64)
    code = (flat[:, 0] << 16) | (flat[:, 1] << 8) | flat[:, 2]
    changed = np.any(ids.reshape(-1, 3) != blank.reshape(-1, 3), axis=1)
    values = np.array(list(by_value), dtype=np.int64)
    index = np.array(list(by_value.values()), dtype=np.int64)
    order = np.argsort(values)
    pos = np.clip(np.searchsorted(values[order], code), 0, len(values) - 1)
    hit = (values[order][pos] == code) & changed
    owner = np.where(hit, index[order][pos], -1).reshape(ids.shape[:2])
    present = sorted(set(np.unique(owner).tolist()) - {-1})
    decor = _decorations(entries, calls, present)
    out = []
    for e in present:
        if e in decor:
            continue
        ys, xs = np.nonzero(owner == e)
        k, colour = entries[e]
        call = calls[k]
        if not _looks_like(call, ys, xs):  # stray pixels of a picture that match an id
            continue
        outline = outlines.get((call.text, colour[:3]))
        if outline is not None:
            behind_px = np.array([outline[:3]] * len(ys), dtype=float)
        else:
            behind_px = blank[ys, xs].astype(float)
        step = max(1, len(ys) // 400)
        fg = _blend(colour, behind_px[::step])
        ratios = np.array([contrast(tuple(int(v) for v in f),  # type: ignore[arg-type]
                                    tuple(int(v) for v in b))  # type: ignore[arg-type]
                           for f, b in zip(fg, behind_px[::step])])
        worst = int(np.argsort(ratios)[len(ratios) // 20])
        out.append(Found(call.text, colour[:3], call.size, call.bold,
                         float(np.percentile(ratios, 5)),
                         tuple(int(v) for v in behind_px[::step][worst]),  # type: ignore[arg-type]
                         len(ys), (int(xs.min()), int(ys.min()))))
    return out


#: fewer pixels of one id than this are chance matches, not a text
MIN_PIXELS = 12


def _looks_like(call: Call, ys: np.ndarray, xs: np.ndarray) -> bool:
    """Do these pixels fit in the box the text would take (one line of its size)?"""
    if len(ys) < MIN_PIXELS:
        return False
    wide = xs.max() - xs.min() + 1
    high = ys.max() - ys.min() + 1
    return bool(wide <= call.size * max(1, len(call.text)) + 8 and high <= call.size * 2 + 8)


def _decorations(entries: list[tuple[int, tuple[int, int, int, int]]], calls: list[Call],
                 present: list[int]) -> dict[int, int]:
    """decoration entry -> the entry it decorates: the same words at the same size in a
    dark colour beside a lighter one (a shadow or an outline)."""
    out: dict[int, int] = {}
    for e in present:
        k, colour = entries[e]
        if luminance(colour[:3]) >= 0.05:
            continue
        for f in present:
            j, other = entries[f]
            if f != e and calls[j].text == calls[k].text and calls[j].size == calls[k].size \
                    and luminance(other[:3]) > luminance(colour[:3]):
                out[e] = f
                break
    return out
