"""layout.py is pure geometry: every region inside the window, none overlapping."""

from __future__ import annotations

import itertools

import pytest

from rdi_desktop.layout import (
    Rect,
    fan_hit,
    hand_fan,
    seat_positions,
    stack_slots,
    table_layout,
)

SIZES = [(800, 600), (1280, 720), (1366, 768), (1920, 1080), (3840, 2160), (1024, 1024)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 9))
def test_regions_inside_and_disjoint(size: tuple[int, int], players: int) -> None:
    lay = table_layout(size, players)
    assert len(lay.mats) == players
    regions = lay.regions()
    for r in regions:
        assert r.inside(*size), (r, size)
        assert r.w > 0 and r.h > 0
    for a, b in itertools.combinations(regions, 2):
        assert not a.overlaps(b), (a, b)


@pytest.mark.parametrize("players", range(2, 9))
def test_centre_contents_inside_centre(players: int) -> None:
    lay = table_layout((1280, 720), players)
    c = lay.centre
    for r in (lay.deck, lay.discard, lay.inn, lay.pot):
        assert r.x >= c.x and r.right <= c.right and r.y >= c.y and r.bottom <= c.bottom
    for a, b in itertools.combinations([lay.deck, lay.discard, lay.inn, lay.pot, lay.stack], 2):
        assert not a.overlaps(b)


def test_mats_big_enough_to_read() -> None:
    for players in range(2, 9):
        lay = table_layout((1280, 720), players)
        for m in lay.mats:
            assert m.w >= 140 and m.h >= 100, (players, m)


def test_seat_positions_put_viewer_at_bottom() -> None:
    assert seat_positions(4, 2) == [2, 3, 0, 1]
    assert seat_positions(2, 0) == [0, 1]


@pytest.mark.parametrize("count", [1, 3, 7, 12])
def test_hand_fan_inside_and_hit(count: int) -> None:
    lay = table_layout((1280, 720), 4)
    slots = hand_fan(lay.hand, count, lay.hand_card)
    assert len(slots) == count
    xs = [s.cx for s in slots]
    assert xs == sorted(xs)
    for s in slots:
        assert lay.hand.x <= s.cx <= lay.hand.right and lay.hand.y <= s.cy <= lay.hand.bottom
    # clicking a card's centre hits that card (or one on top of it)
    for i, s in enumerate(slots):
        hit = fan_hit(slots, lay.hand_card, (round(s.cx), round(s.cy)))
        assert hit is not None and hit >= i
    assert fan_hit(slots, lay.hand_card, (0, 0)) is None


def test_stack_slots_stay_inside() -> None:
    r = Rect(100, 100, 300, 150)
    for n in (1, 2, 5, 10):
        slots = stack_slots(r, n, (60, 84))
        assert all(r.x <= x and x + 60 <= r.right + 1 for x, _ in slots)


def test_bad_player_count() -> None:
    with pytest.raises(ValueError):
        table_layout((1280, 720), 9)
