"""Table geometry: pure functions of the window size and the seat count.

No pygame here beyond nothing at all: rectangles are plain ``Rect`` tuples
(x, y, w, h) so the module is unit-tested without a display. The table scene
converts them to ``pygame.Rect``.

Regions (all inside the window, mutually disjoint):

* ``log``     the log side panel on the right (buttons at its top)
* ``mats[0]`` the viewer's mat, bottom left; ``mats[1:]`` the opponents in
  clockwise seat order: up the left column, along the top row, down the right
  column
* ``hand``    the fan of the viewer's hand, bottom, right of the viewer's mat
* ``banner``  the prompt banner (what is asked, the answer buttons) above the hand
* ``centre``  the middle of the table: Drink Deck, discard, Inn, pot, the stack
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import NamedTuple


class Rect(NamedTuple):
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def center(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)

    def overlaps(self, other: Rect) -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def inside(self, w: int, h: int) -> bool:
        return self.x >= 0 and self.y >= 0 and self.right <= w and self.bottom <= h

    def inset(self, d: int) -> Rect:
        return Rect(self.x + d, self.y + d, max(1, self.w - 2 * d), max(1, self.h - 2 * d))


CARD_RATIO = 1.4  # height / width


@dataclass
class TableLayout:
    size: tuple[int, int]
    players: int
    scale: float
    log: Rect
    log_buttons: Rect
    hand: Rect
    banner: Rect
    centre: Rect
    mats: list[Rect] = field(default_factory=list)
    #: card sizes (w, h): the hand fan, the centre piles, the zoomed card
    hand_card: tuple[int, int] = (0, 0)
    pile_card: tuple[int, int] = (0, 0)
    zoom_card: tuple[int, int] = (0, 0)
    deck: Rect = Rect(0, 0, 0, 0)
    discard: Rect = Rect(0, 0, 0, 0)
    inn: Rect = Rect(0, 0, 0, 0)
    pot: Rect = Rect(0, 0, 0, 0)
    stack: Rect = Rect(0, 0, 0, 0)

    def regions(self) -> list[Rect]:
        """The disjoint top-level regions (for tests and hit-testing)."""
        return [self.log, self.hand, self.banner, self.centre, *self.mats]


def ui_scale(size: tuple[int, int], user: float = 1.0) -> float:
    """1.0 at 1280x720, proportional to the smaller dimension ratio."""
    w, h = size
    return max(0.6, min(w / 1280, h / 720)) * user


def opponent_split(n_opp: int) -> tuple[int, int, int]:
    """How many opponents sit on the (left column, top row, right column)."""
    if n_opp <= 4:
        return 0, n_opp, 0
    if n_opp == 5:
        return 1, 3, 1
    if n_opp == 6:
        return 2, 2, 2
    return 2, n_opp - 4, 2


def table_layout(size: tuple[int, int], players: int, user_scale: float = 1.0) -> TableLayout:
    """Every region of the table for ``players`` seats (2-8) in a window of ``size``."""
    if not 2 <= players <= 8:
        raise ValueError("2 to 8 players")
    w, h = size
    s = ui_scale(size, user_scale)
    gap = max(4, round(6 * s))

    log_w = min(max(round(w * 0.21), 200), round(w * 0.3))
    log = Rect(w - log_w, 0, log_w, h)
    log_buttons = Rect(log.x + gap, gap, log_w - 2 * gap, round(34 * s))
    play_w = w - log_w

    bottom_h = min(round(h * 0.29), round(250 * s))
    bottom_y = h - bottom_h
    vmat_w = min(round(play_w * 0.26), round(300 * s))
    mats = [Rect(gap, bottom_y + gap // 2, vmat_w - gap, bottom_h - gap - gap // 2)]
    hand = Rect(vmat_w + gap, bottom_y, play_w - vmat_w - 2 * gap, bottom_h - gap // 2)

    banner_h = round(76 * s)
    banner = Rect(gap, bottom_y - banner_h - gap // 2, play_w - 2 * gap, banner_h)

    opp_h = banner.y - gap  # opponents' zone: 0..opp_h
    n_opp = players - 1
    left, top, right = opponent_split(n_opp)
    side_w = round(play_w * 0.2) if left or right else 0
    top_x0 = gap + (side_w + gap if left else 0)
    top_x1 = play_w - gap - (side_w + gap if right else 0)
    top_w_total = top_x1 - top_x0
    top_h = min(round(opp_h * (0.42 if left else 0.5)), round(190 * s))
    max_mat_w = round(330 * s)
    mat_w = min(max_mat_w, (top_w_total - gap * (top - 1)) // max(top, 1))
    row_w = mat_w * top + gap * (top - 1)
    row_x = top_x0 + (top_w_total - row_w) // 2

    side_slot = (opp_h - gap) // max(left, right, 1)
    left_mats = [Rect(gap, gap + i * side_slot, side_w, side_slot - gap)
                 for i in range(left)]
    left_mats.reverse()  # clockwise: up the left column
    top_mats = [Rect(row_x + i * (mat_w + gap), gap, mat_w, top_h) for i in range(top)]
    right_mats = [Rect(play_w - gap - side_w, gap + i * side_slot, side_w, side_slot - gap)
                  for i in range(right)]
    mats.extend(left_mats + top_mats + right_mats)

    centre = Rect(top_x0, gap + top_h + gap, top_w_total, max(1, opp_h - top_h - 2 * gap))

    # centre contents
    ch = centre.h
    pile_h = max(20, min(round(ch * 0.62), round(150 * s)))
    pile_w = round(pile_h / CARD_RATIO)
    cy = centre.y + (ch - pile_h) // 2
    deck = Rect(centre.x + gap * 2, cy, pile_w, pile_h)
    discard = Rect(deck.right + gap * 2, cy, pile_w, pile_h)
    tok = min(round(pile_h * 0.45), round(64 * s))
    inn = Rect(discard.right + gap * 3, centre.y + ch // 2 - tok - gap, tok * 2, tok)
    pot = Rect(discard.right + gap * 3, centre.y + ch // 2 + gap, tok * 2, tok)
    stack_x = inn.right + gap * 3
    stack = Rect(stack_x, centre.y + gap, max(1, centre.right - stack_x - gap),
                 max(1, ch - 2 * gap))

    card_h = max(40, round(hand.h * 0.78))
    hand_card = (round(card_h / CARD_RATIO), card_h)
    zoom_h = min(round(h * 0.6), round(420 * s))
    zoom_card = (round(zoom_h / CARD_RATIO), zoom_h)

    return TableLayout(size=size, players=players, scale=s, log=log, log_buttons=log_buttons,
                       hand=hand, banner=banner, centre=centre, mats=mats,
                       hand_card=hand_card, pile_card=(pile_w, pile_h), zoom_card=zoom_card,
                       deck=deck, discard=discard, inn=inn, pot=pot, stack=stack)


def seat_positions(players: int, bottom: int) -> list[int]:
    """Mat index for each seat: the seat ``bottom`` gets 0, the next seats in
    turn order 1, 2, ... (clockwise round the table)."""
    return [(seat - bottom) % players for seat in range(players)]


class FanSlot(NamedTuple):
    cx: float
    cy: float
    angle: float  # degrees, counter-clockwise (pygame's rotate convention)


def hand_fan(rect: Rect, count: int, card: tuple[int, int],
             max_angle: float = 18.0) -> list[FanSlot]:
    """Centres and angles of ``count`` cards fanned in ``rect`` (left to right).

    Cards overlap when they do not fit; the spread angle shrinks with few cards.
    Every card's centre stays inside ``rect``.
    """
    if count <= 0:
        return []
    cw, chh = card
    usable = max(1.0, rect.w - cw * 1.1)
    step = min(cw * 0.92, usable / max(count - 1, 1))
    total = step * (count - 1)
    x0 = rect.x + rect.w / 2 - total / 2
    spread = min(max_angle, 4.0 * (count - 1))
    base_y = rect.y + rect.h / 2 + chh * 0.06
    out = []
    for i in range(count):
        t = 0.0 if count == 1 else (i / (count - 1)) * 2 - 1  # -1..1
        angle = -t * spread / 2
        drop = (t * t) * chh * 0.06
        out.append(FanSlot(x0 + i * step, min(base_y + drop, rect.bottom - 1.0), angle))
    return out


def fan_hit(slots: list[FanSlot], card: tuple[int, int], pos: tuple[int, int]) -> int | None:
    """Index of the top-most card under ``pos`` (later cards lie on top)."""
    px, py = pos
    cw, chh = card
    for i in range(len(slots) - 1, -1, -1):
        cx, cy, ang = slots[i]
        a = math.radians(ang)
        dx, dy = px - cx, py - cy
        # rotate the point into the card's frame (pygame angles are CCW on screen)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        if abs(lx) <= cw / 2 and abs(ly) <= chh / 2:
            return i
    return None


def stack_slots(rect: Rect, count: int, card: tuple[int, int]) -> list[tuple[int, int]]:
    """Top-left corners for ``count`` stack items laid left to right, overlapping
    when they do not fit (the newest on the right, on top)."""
    if count <= 0:
        return []
    cw, chh = card
    step = min(cw + 6, max(8, (rect.w - cw) // max(count - 1, 1)))
    y = rect.y + max(0, (rect.h - chh) // 2)
    return [(rect.x + i * step, y) for i in range(count)]
