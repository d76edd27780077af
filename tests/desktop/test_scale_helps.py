"""A bigger table scale helps and never hides (the table at 1280x720 to 2560x1440,
table scales 100-150%, text sizes 100-150%, 2-8 seats, every mode and variant): every
label drawn on the table (recorded where text is put: rdi_desktop/widgets/labels.py) is
at least 12 px, inside the window and uncut by its area's edge, apart from the others;
no name and no number is cut with "..."; and against the same table at 100%, a bigger
scale shortens no words it showed whole there, and Fortitude, Alcohol and Gold are no
smaller. The quick tier samples the grid (each window size and scale once, the cases
taking turns); the slow tier walks all of it."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from rdi_desktop import fit_words, layout, text_size
from rdi_desktop.widgets import labels as recorder
from tests.desktop.test_variant_layout import render
from tests.desktop.ui_driver import headless_app

SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
SCALES = (1.0, 1.25, 1.5)
ALL = {"bar_deck": True, "prize": True, "pub_crawl": True, "sea_events": True}
#: (mode, seats, variants): every seat count, every mode, every variant
CASES: list[tuple[str, int, dict[str, bool]]] = [
    ("standard", 8, ALL), ("two-headed-dragon", 8, {}), ("boss-battle", 5, {}),
    ("standard", 2, {}), ("leaders-and-lackeys", 6, {"bar_deck": True}),
    ("standard", 7, {"pub_crawl": True}), ("two-headed-boss-battle", 4, {"prize": True}),
    ("standard", 3, {"sea_events": True}), ("boss-battle", 3, {}), ("standard", 5, {}),
    ("two-headed-dragon", 6, ALL), ("standard", 6, {"bar_deck": True, "prize": True}),
    ("otto", 2, {}), ("standard", 4, {}), ("boss-battle", 4, ALL),
    ("leaders-and-lackeys", 8, {}), ("two-headed-boss-battle", 8, {}),
    ("two-headed-dragon", 4, {}), ("leaders-and-lackeys", 4, {}),
    ("two-headed-boss-battle", 6, {}),
]
#: the numbers that matter most: never smaller at a bigger scale
KEEP = ("fort", "alc", "gold")


@pytest.fixture(scope="module")
def app() -> Iterator[Any]:
    with headless_app((1280, 720)) as a:
        yield a


def resize(app: Any, size: tuple[int, int]) -> None:
    if app.size != size:
        app.windowed_size = size
        app.screen = app._set_mode()
        app.ui.set_window_resolution(size)


def drawn(app: Any, size: tuple[int, int], case: tuple[str, int, dict[str, bool]],
          scale: float, text: float = 1.0) -> tuple[list[recorder.Label], set[str], Any]:
    """The table of ``case`` drawn in a window of ``size``: its labels, the words its
    mats and plates showed shortened, and its layout."""
    resize(app, size)
    mode, n, options = case
    recorder.DRAWN, fit_words.SHORT_OF = [], {}
    fit_words.SHORTENED.clear()
    old = app.settings.text_scale
    app.settings.text_scale = text  # the table takes it when it lays itself out
    text_size.apply(app)  # and its buttons' words
    try:
        scene, _labels = render(app, mode, n, scale, options)
        got = list(recorder.DRAWN)
        short = {t for words in fit_words.SHORTENED.values() for t in words}
        lay = scene.layout
        scene.exit()
    finally:
        recorder.DRAWN, fit_words.SHORT_OF = None, None
        app.settings.text_scale = old
        text_size.apply(app)
        layout.TEXT_SCALE = old
    return got, short, lay


def check(labels: list[recorder.Label], size: tuple[int, int], where: str) -> None:
    w, h = size
    assert labels, where
    for lab in labels:
        assert lab.size >= 12, (where, "under 12 px", lab)
        assert lab.rect.x >= -1 and lab.rect.y >= -1 and lab.rect.right <= w + 1 \
            and lab.rect.bottom <= h + 1, (where, "outside the window", lab)
        # (the log scrolls: its edge lines show in part)
        assert not lab.clipped or lab.kind == "log", (where, "cut by its area's edge", lab)
        if "\u2026" in lab.text and "\u2026" not in lab.full:
            assert lab.kind == "log", (where, "words cut with ...", lab)
    table = [x for x in labels if x.kind != "stamp"]  # a stamp covers its mat on purpose
    for a, b in itertools.combinations(table, 2):
        assert not a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)), \
            (where, "labels overlap", a, b)


def compare(base: tuple[list[recorder.Label], set[str], Any],
            big: tuple[list[recorder.Label], set[str], Any], where: str) -> None:
    """A bigger scale shortens nothing the 100% table showed whole, and keeps
    Fortitude, Alcohol and Gold at least as big."""
    assert big[1] <= base[1], (where, "shortened only at the bigger scale", big[1] - base[1])
    for kind in KEEP:
        small = min((x.size for x in base[0] if x.kind == kind), default=None)
        now = min((x.size for x in big[0] if x.kind == kind), default=None)
        if small is not None:
            assert now is not None and now >= small, (where, kind, small, now)


def told(labels: list[recorder.Label], case: tuple[str, int, dict[str, bool]],
         where: str) -> None:
    """What a bigger scale hid: the pot's controller (seat 3 in control: see render),
    a Fortitude and an Alcohol on every mat but a team member's."""
    if case[1] > 3:
        assert any(x.kind == "centre" and x.full.startswith("\u2605") for x in labels), \
            (where, "no one named in control of the pot")
    if case[0] in ("standard", "boss-battle", "otto"):
        assert sum(x.kind == "fort" for x in labels) == case[1], (where, "a Fortitude missing")


def walk(app: Any, size: tuple[int, int], case: tuple[str, int, dict[str, bool]],
         scales: tuple[float, ...], texts: tuple[float, ...] = (1.0,)) -> None:
    where = f"{case[0]} {case[1]} {'+'.join(k for k in case[2]) or 'no variant'} {size}"
    base = drawn(app, size, case, 1.0)
    check(base[0], size, f"{where} 100%")
    told(base[0], case, f"{where} 100%")
    for scale, text in itertools.product(scales, texts):
        if scale == 1.0 and text == 1.0:
            continue
        big = drawn(app, size, case, scale, text)
        check(big[0], size, f"{where} {scale:.0%} text {text:.0%}")
        told(big[0], case, f"{where} {scale:.0%} text {text:.0%}")
        if text == 1.0:
            compare(base, big, f"{where} {scale:.0%}")


def test_the_hand_fan_stays_in_the_window() -> None:
    """Ten cards fanned at every size, scale and seating: every card (turned) inside the
    window, left of the log."""
    from rdi_desktop.layout import hand_fan, table_layout

    for size, scale in itertools.product(SIZES, SCALES):
        for style, n in (("standard", 8), ("teams", 8), ("boss", 5), ("standard", 2)):
            lay = table_layout(size, n, scale, style)
            cw, ch = lay.hand_card
            for slot in hand_fan(lay.hand, 10, lay.hand_card):
                a = math.radians(slot.angle)  # the turned card's half width
                half = (cw * abs(math.cos(a)) + ch * abs(math.sin(a))) / 2
                assert slot.cx - half >= 0 and slot.cx + half <= lay.log.x + 1, \
                    (size, scale, style, n, slot)


@pytest.mark.parametrize("k,size", list(enumerate(SIZES)))
def test_a_bigger_scale_helps(app: Any, k: int, size: tuple[int, int]) -> None:
    """Quick: each window size at every scale, a case each (taking turns)."""
    walk(app, size, CASES[k % len(CASES)], (1.25, 1.5), (1.0, 1.5) if k == 0 else (1.0,))


def test_the_fortitude_line_keeps_its_size_at_150(app: Any) -> None:
    """1280x720, 8 seats at 150%: Fortitude and Alcohol on every mat at 12 px or more
    (they fell to 8 px), the "in control" name under the pot, the stack's names whole."""
    labels, _short, _lay = drawn(app, (1280, 720), CASES[0], 1.5)
    forts = [x for x in labels if x.kind == "fort"]
    assert len(forts) == 8 and all(x.size >= 12 for x in forts), forts
    assert all(x.text == x.full for x in forts), forts
    assert any(x.kind == "centre" and x.text.startswith("\u2605") for x in labels)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}-{len(c[2])}")
def test_every_size_scale_and_case(app: Any, size: tuple[int, int],
                                   case: tuple[str, int, dict[str, bool]]) -> None:
    walk(app, size, case, SCALES, (1.0, 1.25, 1.5))


def test_the_recorder_sees_a_cut_label(app: Any) -> None:
    """The check fails on a label cut at its area's edge and on a name cut with "..."."""
    surf = pygame.Surface((100, 40))
    surf.set_clip(pygame.Rect(0, 0, 30, 40))
    recorder.DRAWN, fit_words.SHORT_OF = [], {}
    try:
        img = recorder.clip_text("Doctor Terci", 12, 20)
        recorder.put_label(surf, img, (0, 0), 12, (0, 0), "name")
        recorder.put_label(surf, recorder.clip_text("Dale", 12, 90), (20, 0), 12, (0, 0),
                           "name")
        got = list(recorder.DRAWN)
    finally:
        recorder.DRAWN, fit_words.SHORT_OF = None, None
    assert got[0].text.endswith("\u2026") and got[0].full == "Doctor Terci"
    assert got[1].clipped and not got[0].clipped
    with pytest.raises(AssertionError, match="cut with"):
        check(got[:1], (100, 40), "cut")
    with pytest.raises(AssertionError, match="edge"):
        check(got[1:], (100, 40), "clipped")


def test_a_mark_on_the_boss_covers_nothing(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Remy's "Marked" plate on the Boss's mat sits in its head row, over none of its
    words (it covered "Plotted 0" at the mat's foot)."""
    from rdi_desktop.scenes import table_drawing

    def marked(view: dict[str, Any], seat: int) -> tuple[str, ...]:
        return ("\u2691 Marked",) if view["players"][seat].get("boss") else ()

    monkeypatch.setattr(table_drawing, "mat_badges", marked)
    for case, scale in (((("boss-battle", 4, {})), 1.0), (("boss-battle", 5, {}), 1.5)):
        labels, _short, lay = drawn(app, (1280, 720), case, scale)
        check(labels, (1280, 720), f"{case} marked")
        tokens = [x for x in labels if x.kind == "token"]
        assert len(tokens) == 1, tokens
        boss = pygame.Rect(lay.mats[1])
        assert boss.contains(tokens[0].rect) and tokens[0].rect.bottom < boss.centery


def test_the_text_size_grows_the_words_and_cuts_none(app: Any) -> None:
    """Text size 150% (apart from the table scale): the log's, the banner's and the
    centre's words half as big again, the mats' names no smaller, nothing cut."""
    base = drawn(app, (1920, 1080), CASES[1], 1.0)[0]
    big = drawn(app, (1920, 1080), CASES[1], 1.0, 1.5)[0]
    check(big, (1920, 1080), "text 150%")
    for kind, grow in (("log", 1.4), ("banner", 1.3), ("name", 1.0)):
        before = max(x.size for x in base if x.kind == kind)
        after = max(x.size for x in big if x.kind == kind)
        assert after >= before * grow, (kind, before, after)


def test_the_text_size_is_a_setting(app: Any, tmp_path: Any) -> None:
    """Settings' "Text" menu (beside the table scale) sets and saves it; the table takes it."""
    import pygame_gui

    from rdi_desktop.settings import Settings
    from tests.desktop.ui_driver import frames

    resize(app, (1280, 720))
    app.open_scene("settings")
    frames(app, 2)
    scene = app.top
    menu = scene.w["text_scale"]
    assert menu.selected_option[0] == "100%"
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="150%",
                                         ui_element=menu))
    frames(app, 2)
    assert app.settings.text_scale == 1.5
    app.settings.save(tmp_path / "s.json")
    assert Settings.load(tmp_path / "s.json").text_scale == 1.5
    assert Settings.from_dict({"text_scale": 3}).text_scale == 1.5  # 150% at most
    app.pop()
    app.settings.text_scale = 1.0
    text_size.apply(app)
