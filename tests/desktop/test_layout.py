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


# -- team, Boss and Otto seatings ---------------------------------------------------
from rdi_desktop.layout import (  # noqa: E402
    layout_style,
    mat_regions,
    seat_mats,
)
from rdi_desktop.variants.prize import PrizeWidget  # noqa: E402

STYLED = [("teams", n) for n in (4, 6, 8)] + [("boss", n) for n in (3, 4, 5)] + \
    [("automaton", 3)]


def _players(style: str, n: int) -> list[dict]:
    if style == "teams":
        return [{"team": "ABCD"[i // 2]} for i in range(n)]
    if style == "boss":
        return [{"boss": i == n - 1, "team": "Boss" if i == n - 1 else "Challengers"}
                for i in range(n)]
    return [{"automaton": i == 0} for i in range(n)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("style,players", STYLED)
def test_styled_regions_inside_and_disjoint(size: tuple[int, int], style: str,
                                            players: int) -> None:
    prize = PrizeWidget()
    lay = prize.reserve(table_layout(size, players, style=style), {})
    assert lay.style == style and len(lay.mats) == players
    regions = lay.regions()
    for r in regions:
        assert r.inside(*size), (r, size)
        assert r.w > 0 and r.h > 0
    for a, b in itertools.combinations(regions, 2):
        assert not a.overlaps(b), (a, b)
    assert not prize.strip.overlaps(lay.stack) and prize.strip.inside(*size)
    for i, m in enumerate(lay.mats):
        reg = mat_regions(m, lay.scale, team=style == "teams", wide=i in lay.wide)
        parts = [r for r in reg if r.w > 0]
        for r in parts:
            assert m.x <= r.x and r.right <= m.right and m.y <= r.y and r.bottom <= m.bottom
        for a, b in itertools.combinations(parts, 2):
            assert not a.overlaps(b), (style, players, i, a, b)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_team_layout_pairs_side_by_side_under_one_plate(players: int) -> None:
    lay = table_layout((1280, 720), players, style="teams")
    assert len(lay.plates) == players // 2
    for k, plate in enumerate(lay.plates):
        a, b = lay.mats[2 * k], lay.mats[2 * k + 1]
        assert a.y == b.y and a.right < b.x  # side by side
        assert plate.x <= a.x and b.right <= plate.right and plate.bottom <= a.y
        assert a.w >= 140 and a.h >= 100
    # the viewer's team at the bottom, the others across the top
    assert lay.mats[0].y > lay.centre.y and all(m.bottom < lay.centre.y for m in lay.mats[2:])


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("viewer", range(8))
def test_team_seat_mats(players: int, viewer: int) -> None:
    if viewer >= players:
        return
    ps = _players("teams", players)
    assert layout_style("two-headed-dragon", ps, viewer) == "teams"
    mats = seat_mats("teams", ps, viewer)
    assert sorted(mats) == list(range(players))
    assert mats[viewer] == 0 and mats[viewer ^ 1] == 1
    for seat in range(players):  # teammates share a plate
        assert mats[seat] // 2 == mats[seat ^ 1] // 2


def test_boss_layout_puts_the_boss_across() -> None:
    for n in (3, 4, 5):
        ps = _players("boss", n)
        assert layout_style("boss-battle", ps, 0) == "boss"
        assert layout_style("boss-battle", ps, n - 1) == "standard"  # the Boss's own view
        mats = seat_mats("boss", ps, 0)
        assert sorted(mats) == list(range(n)) and mats[n - 1] == 1 and mats[0] == 0
        lay = table_layout((1280, 720), n, style="boss")
        boss = lay.mats[1]
        assert lay.wide == {1} and boss.bottom <= lay.centre.y
        assert boss.w > max(m.w for i, m in enumerate(lay.mats) if i != 1)
        for m in lay.mats[2:]:
            assert m.h >= 140


def test_styles_fall_back_to_standard() -> None:
    assert layout_style("two-headed-dragon", [{"team": "A"}] * 3, 0) == "standard"
    assert layout_style("standard", [{}] * 4, 0) == "standard"
    assert layout_style("otto", _players("otto", 3), 1) == "automaton"
    assert seat_mats("automaton", _players("automaton", 3), 1) == [2, 0, 1]
