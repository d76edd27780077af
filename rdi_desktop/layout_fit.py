"""A bigger table scale that helps: what grows and what gives way.

The table scale (Settings) makes the words, the cards and the hand bigger. In a small
window there is not room for everything at 150%: then the hand's zone grows only as far
as every mat keeps the room for its rows at 100%'s size (:func:`reflowed`), and the mats
are drawn at the largest scale their rooms hold (:func:`mat_scale`), never smaller than
at 100%: a larger scale never crowds a mat into dropping words. Pure geometry, like
:mod:`rdi_desktop.layout`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the layout module calls this one: no import back)
    from rdi_desktop.layout import Rect, TableLayout

#: builds a layout: (size, players, table scale, style, how far the hand's zone grows)
Build = Callable[[tuple[int, int], int, float, str, float], "TableLayout"]


def mat_fits(rect: Rect, t: float, team: bool = False, wide: bool = False) -> bool:
    """Whether a mat in ``rect`` holds its rows at scale ``t``: the head (emblem and
    name), the track block (not on a team member's mat), the counters and a line of its
    side area (a teammate's hand on a team member's), at their sizes, and its widest
    line of words ("Fortitude 20 ... Alcohol 0", a kit's two captions side by side)."""
    inner = rect.inset(max(3, round(7 * t)))
    w = round(inner.w * 0.58) if wide else inner.w
    need_h = 30 + (0 if team else 40 * t) + 24 * t + 12 * t + 80 * t
    return inner.h >= need_h and w >= 200 * t


def mat_scale(s: float, s100: float, mats: list[Rect], team: bool = False,
              wide: set[int] | frozenset[int] = frozenset()) -> float:
    """The scale the mats are drawn at: the table's (``s``) while every mat holds its
    rows at it, else the largest that they hold, down to the window's scale at 100%
    (``s100``; or the table's, when smaller): words never crowd smaller than at 100%."""
    floor = min(s, s100)
    t = s
    while t > floor and not all(mat_fits(r, t, team, i in wide) for i, r in enumerate(mats)):
        t = max(floor, t - 0.05)
    return t


def _keeps(lay: TableLayout, ref: TableLayout) -> bool:
    """Every mat of ``lay`` is as big as at 100% (``ref``) or bigger."""
    return all(m.w >= r.w and m.h >= r.h for m, r in zip(lay.mats, ref.mats))


def reflowed(size: tuple[int, int], players: int, user_scale: float, style: str,
             build: Build) -> TableLayout:
    """The layout at ``user_scale`` whose hand zone grows with the scale only as far as
    the mats keep their room (see the module's note), its mats' drawing scale set."""
    lay = build(size, players, user_scale, style, user_scale)
    s100 = lay.scale  # (the same at or below 100%)
    if user_scale > 1.0:
        ref = build(size, players, 1.0, style, 1.0)
        s100 = ref.scale
        grow = user_scale
        while grow > 1.0 and not _keeps(lay, ref):
            grow = max(1.0, round(grow - 0.05, 4))
            lay = build(size, players, user_scale, style, grow)
        if lay.hand_card < ref.hand_card:  # (its zone lost a pixel to the bigger gaps)
            lay.hand_card = ref.hand_card
    lay.mat_scale = mat_scale(lay.scale, s100, lay.mats, lay.style == "teams", lay.wide)
    return lay
