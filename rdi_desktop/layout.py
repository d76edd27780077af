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
    #: "standard", "teams", "boss" or "automaton" (see :func:`layout_style`)
    style: str = "standard"
    #: team games: one shared stat plate per team, over the team's two mats
    #: (plate k spans mats 2k and 2k+1)
    plates: list[Rect] = field(default_factory=list)
    #: mat indexes drawn wide with an "Actions this turn" panel (the Boss)
    wide: set[int] = field(default_factory=set)
    #: where the log's own entries start (below the variants' side panel, if any)
    log_top: int = 0
    #: the scale the mats and plates are drawn at: the table scale while their rooms
    #: hold what they show at it, else less (never below 100%'s): a bigger scale
    #: never crowds a mat into dropping words (:func:`mat_scale`)
    mat_scale: float = 1.0

    def regions(self) -> list[Rect]:
        """The disjoint top-level regions (for tests and hit-testing)."""
        return [self.log, self.hand, self.banner, self.centre, *self.mats, *self.plates]


def ui_scale(size: tuple[int, int], user: float = 1.0) -> float:
    """1.0 at 1280x720, proportional to the smaller dimension ratio."""
    w, h = size
    return max(0.6, min(w / 1280, h / 720)) * user


#: the layout style of a game with an automaton at the table (Otto): its mat is drawn
#: with one track per player (named for what it is, not for Otto)
AUTOMATON = "automaton"


def bottom_height(h: int, s: float, user_scale: float) -> int:
    """The bottom zone (the hand and the viewer's mat) grows with the table
    scale the player chose, not only with the window: 29% of the height at
    100%, up to 38% at 150% and more."""
    frac = min(0.38, 0.29 * max(0.5, user_scale))
    return min(round(h * frac), round(250 * s))


def banner_height(size: tuple[int, int], user_scale: float, grow: float | None) -> int:
    """The prompt banner: 76 px at 100%, growing with the table scale as far as the
    mats keep their room (``grow``: rdi_desktop/layout_fit.py). Its words fit the
    height it gets (with a bigger text size too: smaller, down to their 100% size)."""
    g = user_scale if grow is None else grow
    return round(76 * ui_scale(size, g))


def opponent_split(n_opp: int) -> tuple[int, int, int]:
    """How many opponents sit on the (left column, top row, right column)."""
    if n_opp <= 4:
        return 0, n_opp, 0
    if n_opp == 5:
        return 1, 3, 1
    if n_opp == 6:
        return 2, 2, 2
    return 2, n_opp - 4, 2


TEAM_MODES = ("two-headed-dragon", "two-headed-boss-battle", "leaders-and-lackeys")


def layout_style(mode: str | None, players: list[dict], viewer: int) -> str:
    """Which table layout a view needs: "teams" (teams of two side by side),
    "boss" (a Boss across from the Challengers, seen by a Challenger), "automaton" (Otto)
    or "standard" (also the fallback for a seating the layouts do not fit)."""
    n = len(players)
    if mode in TEAM_MODES and n % 2 == 0 and n >= 4:
        teams = [p.get("team") for p in players]
        if all(t is not None and teams[i] == teams[i ^ 1] for i, t in enumerate(teams)) \
                and len(set(teams)) == n // 2:
            return "teams"
    if mode == "boss-battle" and 3 <= n <= 5:
        bosses = [i for i, p in enumerate(players) if p.get("boss")]
        if len(bosses) == 1 and 0 <= viewer < n and viewer != bosses[0]:
            return "boss"
    if any(p.get("automaton") for p in players):  # Otto's game (its mode names no one here)
        return AUTOMATON
    return "standard"


def seat_mats(style: str, players: list[dict], viewer: int) -> list[int]:
    """Mat index for each seat (see :func:`seat_positions`) in ``style``.

    teams: the viewer, their teammate, then the other teams pair by pair in
    turn order (the seats of a team sit side by side: 2k and 2k+1).
    boss: the viewer, the Boss, then the other Challengers in turn order.
    """
    n = len(players)
    viewer = viewer if 0 <= viewer < n else 0
    if style == "teams":
        first = viewer - viewer % 2
        out = [0] * n
        order = [(first + 2 * k) % n for k in range(n // 2)]
        idx = 2
        for t, base in enumerate(order):
            pair = [base, base + 1]
            if t == 0:
                out[viewer] = 0
                out[pair[0] if pair[1] == viewer else pair[1]] = 1
                continue
            for seat in pair:
                out[seat] = idx
                idx += 1
        return out
    if style == "boss":
        boss = next(i for i, p in enumerate(players) if p.get("boss"))
        out = [0] * n
        out[boss] = 1
        idx = 2
        for k in range(1, n):
            seat = (viewer + k) % n
            if seat != boss:
                out[seat] = idx
                idx += 1
        return out
    return seat_positions(n, viewer)


def table_layout(size: tuple[int, int], players: int, user_scale: float = 1.0,
                 style: str = "standard") -> TableLayout:
    """Every region of the table for ``players`` seats (2-8) in a window of ``size``."""
    from rdi_desktop.layout_fit import reflowed

    if not 2 <= players <= 8:
        raise ValueError("2 to 8 players")
    return reflowed(size, players, user_scale, style, _layout)


def _layout(size: tuple[int, int], players: int, user_scale: float, style: str,
            grow: float) -> TableLayout:
    """The layout at ``user_scale`` whose bottom zone (the hand) grows as at ``grow``."""
    if style == "teams" and players % 2 == 0 and players >= 4:
        return _team_layout(size, players, user_scale, grow)
    if style == "boss" and 3 <= players <= 5:
        return _boss_layout(size, players, user_scale, grow)
    lay = _standard_layout(size, players, user_scale, grow)
    lay.style = AUTOMATON if style == AUTOMATON else "standard"
    return lay



def _standard_layout(size: tuple[int, int], players: int, user_scale: float = 1.0,
                     grow: float | None = None) -> TableLayout:
    w, h = size
    s = ui_scale(size, user_scale)
    gap = max(4, round(6 * ui_scale(size, user_scale if grow is None else grow)))

    log_w = min(max(round(w * 0.21), 200), round(w * 0.3))
    log = Rect(w - log_w, 0, log_w, h)
    log_buttons = Rect(log.x + gap, gap, log_w - 2 * gap, round(34 * s))
    play_w = w - log_w

    bottom_h = bottom_height(h, s, user_scale if grow is None else grow)
    bottom_y = h - bottom_h
    vmat_w = min(round(play_w * 0.26), round(300 * s))
    mats = [Rect(gap, bottom_y + gap // 2, vmat_w - gap, bottom_h - gap - gap // 2)]
    hand = Rect(vmat_w + gap, bottom_y, play_w - vmat_w - 2 * gap, bottom_h - gap // 2)

    banner_h = banner_height(size, user_scale, grow)
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
    return _finish(size, players, s, gap, log, log_buttons, hand, banner, centre, mats)


def _frame(size: tuple[int, int], user_scale: float, grow: float | None = None
           ) -> tuple[float, int, Rect, Rect, int, int, int, Rect]:
    """The parts every layout shares: scale, gap, the log (and its buttons), the
    bottom zone (its y and height), the playing width, the viewer's mat width
    and the banner."""
    w, h = size
    s = ui_scale(size, user_scale)
    gap = max(4, round(6 * ui_scale(size, user_scale if grow is None else grow)))
    log_w = min(max(round(w * 0.21), 200), round(w * 0.3))
    log = Rect(w - log_w, 0, log_w, h)
    play_w = w - log_w
    bottom_h = bottom_height(h, s, user_scale if grow is None else grow)
    bottom_y = h - bottom_h
    banner_h = banner_height(size, user_scale, grow)
    banner = Rect(gap, bottom_y - banner_h - gap // 2, play_w - 2 * gap, banner_h)
    return s, gap, log, banner, bottom_y, bottom_h, play_w, Rect(
        log.x + gap, gap, log_w - 2 * gap, round(34 * s))


def _pairs_row(x0: int, x1: int, y: int, groups: int, gap: int, plate_h: int, mat_h: int,
               max_mat_w: int) -> tuple[list[Rect], list[Rect]]:
    """``groups`` teams of two in one row between x0 and x1: a plate over each
    pair of mats; a wider gap between teams than between teammates."""
    team_gap = gap * 4
    avail = x1 - x0 - team_gap * (groups - 1) - gap * groups
    mat_w = min(max_mat_w, avail // (2 * groups))
    group_w = 2 * mat_w + gap
    row_w = group_w * groups + team_gap * (groups - 1)
    gx = x0 + (x1 - x0 - row_w) // 2
    plates, mats = [], []
    for _ in range(groups):
        plates.append(Rect(gx, y, group_w, plate_h))
        my = y + plate_h + gap // 2
        mats.append(Rect(gx, my, mat_w, mat_h))
        mats.append(Rect(gx + mat_w + gap, my, mat_w, mat_h))
        gx += group_w + team_gap
    return plates, mats


def _team_layout(size: tuple[int, int], players: int, user_scale: float,
                 grow: float | None = None) -> TableLayout:
    """Teams of two: the other teams across the top, each pair under its plate;
    the viewer's team (plate over its two mats) on the left of the middle
    row, the centre beside it, and the whole bottom for the hand (seven cards
    need the width; the middle row was mostly empty felt)."""
    s, gap, log, banner, bottom_y, bottom_h, play_w, log_buttons = _frame(size, user_scale, grow)
    plate_h = max(34, round(40 * ui_scale(size, user_scale if grow is None else grow)))
    hand = Rect(gap, bottom_y, play_w - 2 * gap, bottom_h - gap // 2)
    opp_h = banner.y - gap
    groups = players // 2 - 1
    top_h = min(round(opp_h * 0.5), round(230 * s))
    p2, m2 = _pairs_row(gap, play_w - gap, gap, groups, gap, plate_h,
                        top_h - plate_h - gap // 2, round(300 * s))
    mid_y = gap + top_h + gap
    mid_h = max(1, opp_h - mid_y)
    pair_w = min(round(play_w * 0.46), round(560 * s))
    plates, mats = _pairs_row(gap, gap + pair_w, mid_y, 1, gap, plate_h,
                              max(1, mid_h - plate_h - gap // 2), pair_w)
    # the viewer's pair sits flush left
    dx = gap - plates[0].x
    plates = [Rect(r.x + dx, r.y, r.w, r.h) for r in plates]
    mats = [Rect(r.x + dx, r.y, r.w, r.h) for r in mats]
    plates += p2
    mats += m2
    cx = plates[0].right + gap * 2
    centre = Rect(cx, mid_y, max(1, play_w - gap - cx), mid_h)
    lay = _finish(size, players, s, gap, log, log_buttons, hand, banner, centre, mats)
    lay.style = "teams"
    lay.plates = plates
    return lay


def _boss_layout(size: tuple[int, int], players: int, user_scale: float,
                 grow: float | None = None) -> TableLayout:
    """Boss Battle seen by a Challenger: the Boss wide across the top (with
    her Actions this turn), the Challengers below in the side columns and at
    the bottom (the viewer)."""
    s, gap, log, banner, bottom_y, bottom_h, play_w, log_buttons = _frame(size, user_scale, grow)
    vmat_w = min(round(play_w * 0.26), round(300 * s))
    mats = [Rect(gap, bottom_y + gap // 2, vmat_w - gap, bottom_h - gap - gap // 2)]
    hand = Rect(vmat_w + gap, bottom_y, play_w - vmat_w - 2 * gap, bottom_h - gap // 2)
    opp_h = banner.y - gap
    others = players - 2
    left, right = (others + 1) // 2, others // 2
    side_w = round(play_w * 0.2) if others else 0
    cx0 = gap + (side_w + gap if left else 0)
    cx1 = play_w - gap - (side_w + gap if right else 0)
    top_h = min(round(opp_h * 0.46), round(210 * s))
    boss_w = min(cx1 - cx0, round(640 * s))
    mats.append(Rect(cx0 + (cx1 - cx0 - boss_w) // 2, gap, boss_w, top_h))
    col_h = opp_h - gap
    for col, count in ((0, left), (1, right)):
        if not count:
            continue
        slot = (col_h - gap) // count if count > 1 else min(col_h - gap, round(300 * s))
        x = gap if col == 0 else play_w - gap - side_w
        y0 = gap + (col_h - gap - slot * count) // 2
        for i in range(count):
            mats.append(Rect(x, y0 + i * slot, side_w, slot - gap))
    cy = gap + top_h + gap
    centre = Rect(cx0, cy, cx1 - cx0, max(1, opp_h - cy - gap))
    lay = _finish(size, players, s, gap, log, log_buttons, hand, banner, centre, mats)
    lay.style = "boss"
    lay.wide = {1}
    return lay


def _finish(size: tuple[int, int], players: int, s: float, gap: int, log: Rect,
            log_buttons: Rect, hand: Rect, banner: Rect, centre: Rect, mats: list[Rect]
            ) -> TableLayout:
    w, h = size
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


#: the player's text size (Settings' "Text size", 1.0-1.5): the table's words grow
#: with it, and so do the rows that hold them
TEXT_SCALE = 1.0


def side_line(s: float) -> int:
    """One row of the variants' side panel (a 13 px label and its spacing)."""
    return max(18, round(19 * s * TEXT_SCALE))


def side_room(lay: TableLayout, height: int) -> Rect:
    """Take ``height`` px at the top of the variants' side panel over the log (under
    the room taken before) and return it; the log's own entries start below it (a
    variant's table widget takes its room so: rdi_desktop/variants/)."""
    gap = max(4, round(6 * lay.scale))
    top = max(lay.log_top, lay.log_buttons.bottom + gap)
    room = Rect(lay.log.x + gap, top, lay.log.w - 2 * gap, height)
    lay.log_top = top + height + gap
    return room


class MatRegions(NamedTuple):
    """Where the parts of one player mat go (all inside the mat, disjoint)."""

    head: Rect      # emblem, name, character
    track: Rect     # Fortitude / Alcohol track and its labels (empty for team members)
    counters: Rect  # gold, deck, discard, Drink Me!, hand, held Prizes
    side: Rect      # the character's side area (Planter Box, trackers, Patients ...)
    actions: Rect   # the Boss's Actions this turn (wide mats only, else empty)


NO_RECT = Rect(0, 0, 0, 0)
#: the least height of a mat's track block: the bar, its markers and a 12 px line of
#: Fortitude and Alcohol under it (the numbers that matter most keep their size)
TRACK_FLOOR = 30


def mat_regions(rect: Rect, s: float, team: bool = False, wide: bool = False) -> MatRegions:
    """Split a mat: a head row, the track block (not for team members: their
    team's plate shows the shared stats), a counters row, then the side area
    taking what is left; a wide mat keeps its right part for the actions."""
    pad = max(3, round(7 * s))
    inner = rect.inset(pad)
    actions = NO_RECT
    if wide:
        aw = round(inner.w * 0.42)
        actions = Rect(inner.right - aw, inner.y, aw, inner.h)
        inner = Rect(inner.x, inner.y, inner.w - aw - pad, inner.h)
    gap = max(2, round(4 * s))
    em = max(16, min(round(inner.h * 0.24), round(inner.w * 0.2), round(52 * s)))
    th = 0 if team else max(26, round(40 * s))
    ch = max(16, round(24 * s))
    # the side area keeps room for one line of its own (a Hellfire track, a Planter, the
    # Supplies): at big scales on small screens the other rows give way first
    need = 18
    over = em + th + ch + 3 * gap + need - inner.h
    for name, floor in (("ch", 22), ("em", 30), ("th", 0 if team else TRACK_FLOOR)):
        if over <= 0:
            break
        have = {"th": th, "ch": ch, "em": em}[name]
        cut = min(over, max(0, have - floor))
        over -= cut
        if name == "th":
            th -= cut
        elif name == "ch":
            ch -= cut
        else:
            em -= cut
    head = Rect(inner.x, inner.y, inner.w, em)
    y = head.bottom + gap
    track = NO_RECT
    if not team:
        track = Rect(inner.x, y, inner.w, th)
        y = track.bottom + gap
    counters = Rect(inner.x, y, inner.w, ch)
    y = counters.bottom + gap
    side = Rect(inner.x, y, inner.w, max(1, inner.bottom - y))
    return MatRegions(head, track, counters, side, actions)


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
    Every card, turned, stays inside ``rect``'s width.
    """
    if count <= 0:
        return []
    cw, chh = card
    spread = min(max_angle, 4.0 * (count - 1))
    a = math.radians(spread / 2)  # the end cards, turned, reach this far from their centres
    half = (cw * math.cos(a) + chh * math.sin(a)) / 2
    usable = max(1.0, rect.w - 2 * half - 2)
    step = min(cw * 0.92, usable / max(count - 1, 1))
    total = step * (count - 1)
    x0 = rect.x + rect.w / 2 - total / 2
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


def zoom_rect(lay: TableLayout, anchor_x: float, mouse_y: int | None, busy_stack: bool
              ) -> Rect:
    """Where the big hover preview goes: above the banner (never over it, nor
    over the hand), beside the cards being resolved when there are any, left of
    the log; near the mouse's height when it comes from the log."""
    zw, zh = lay.zoom_card
    room = lay.banner.y - 8
    if zh > room:
        zh = max(40, room)
        zw = round(zh / CARD_RATIO)
    x = round(anchor_x - zw / 2)
    y = lay.banner.y - 4 - zh
    if mouse_y is not None:
        y = min(y, mouse_y - zh // 2)
    y = max(4, y)
    x = max(4, min(x, lay.log.x - zw - 4))
    r = Rect(x, y, zw, zh)
    st = lay.stack
    if busy_stack and r.overlaps(st):
        if st.x - zw - 6 >= 4:
            r = Rect(st.x - zw - 6, y, zw, zh)
        elif st.right + 6 + zw <= lay.log.x - 4:
            r = Rect(st.right + 6, y, zw, zh)
    return r


def clear_of(r: Rect, avoid: list[Rect], play_w: int, top: int = 4) -> Rect | None:
    """``r`` moved sideways (then shrunk) until it covers none of ``avoid`` (what the
    banner asks the player to click: the mats to aim at, the arrange picker), within
    the play area left of ``play_w``; None when no place is clear (the
    zoomed card never covers what the banner asks you to click)."""
    import pygame

    def clear(c: pygame.Rect) -> bool:
        return not any(c.colliderect(pygame.Rect(a)) for a in avoid)

    w, h = r.w, r.h
    bottom = r.y + r.h
    while w >= 40:
        xs = sorted(range(4, max(5, play_w - w - 3), 8), key=lambda x: abs(x - r.x))
        for x in xs:
            c = pygame.Rect(x, max(top, bottom - h), w, h)
            if clear(c):
                return Rect(c.x, c.y, c.w, c.h)
        w, h = round(w * 0.8), round(h * 0.8)
    return None
