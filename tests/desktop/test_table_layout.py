"""The table's layout over 2-8 seats, every mode, table scales 80-150% and
windows from 1280x720 to 3840x2160: regions inside the window and apart, the
hand grows with the table scale and has the width in team games, the hover
preview never covers the banner or the cards being resolved, and every label
outside the mats (banner, centre, team plates, log) is at least 12 px and
overlaps no other label nor an answer button. (The mats: helper tests of
their own.)"""

from __future__ import annotations

import concurrent.futures
import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.prompts import PASS, Option, Prompt
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.layout import Rect, table_layout, zoom_rect
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import mode_players, modes, variant_setup
from rdi_desktop.widgets import labels as recorder
from tests.desktop.ui_driver import headless_app, make_app

SCALES = (0.8, 1.0, 1.25, 1.5)
SIZES = ((1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160))
STYLE_SEATS = {"standard": range(2, 9), "automaton": (3,), "teams": (4, 6, 8), "boss": (3, 4, 5)}


def styles() -> Iterator[tuple[str, int]]:
    for style, seats in STYLE_SEATS.items():
        for n in seats:
            yield style, n


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_regions_inside_and_apart(size: tuple[int, int], scale: float) -> None:
    for style, n in styles():
        lay = table_layout(size, n, scale, style)
        for r in lay.regions():
            assert r.inside(*size) and r.w > 0 and r.h > 0, (style, n, r)
        for a, b in itertools.combinations(lay.regions(), 2):
            assert not a.overlaps(b), (style, n, scale, a, b)


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_grows_with_the_table_scale(size: tuple[int, int]) -> None:
    for style, n in styles():
        cards = [table_layout(size, n, sc, style).hand_card[1] for sc in SCALES]
        assert cards == sorted(cards), (style, n, cards)
        assert cards[0] < cards[-1], (style, n, cards)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_team_games_give_the_hand_the_width(size: tuple[int, int], scale: float) -> None:
    for n in (4, 6, 8):
        lay = table_layout(size, n, scale, "teams")
        play_w = lay.log.x
        assert lay.hand.w >= 0.9 * play_w, (n, lay.hand, play_w)
        # seven cards side by side without squeezing past a third of a card
        assert lay.hand.w >= 7 * lay.hand_card[0] * 0.66


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_preview_keeps_off_the_banner_and_the_stack(size: tuple[int, int],
                                                        scale: float) -> None:
    for style, n in styles():
        lay = table_layout(size, n, scale, style)
        ban = pygame.Rect(lay.banner)
        st = pygame.Rect(lay.stack)
        for ax in range(0, lay.log.x, max(1, lay.log.x // 12)):
            for mouse_y in (None, 10, size[1] // 2, size[1] - 5):
                z = pygame.Rect(zoom_rect(lay, ax, mouse_y, True))
                assert not z.colliderect(ban), (style, n, z, ban)
                assert z.x >= 0 and z.y >= 0 and z.right <= lay.log.x, (style, n, z)
                if st.x - z.w - 6 >= 4 or st.right + 6 + z.w <= lay.log.x - 4:
                    assert not z.colliderect(st), (style, n, z, st)


# ---------------------------------------------------------------------------
# rendered labels
# ---------------------------------------------------------------------------
def cases() -> list[tuple[str, int]]:
    return [(m, n) for m in modes() for n in mode_players()[m]]


def _drink() -> str:
    from engine.cards import cards

    return cards().drink_list("classic")[0]


def render(app: Any, mode: str, n: int, scale: float) -> tuple[Any, list[Any]]:
    """A table in ``mode`` with a prompt, answer buttons, cards being resolved,
    a Drink, the log filled: the labels drawn (rect, size, kind) and the scene."""
    app.settings.ui_scale = scale
    setup, kinds, seed = variant_setup(mode, n, 7, human=True,
                                       options={"bar_deck": True, "prize": True})
    scene = open_table(app, setup, kinds, seed)  # not started: nothing moves
    scene._make_root()
    p = scene.presenter
    v = p.viewer
    hand = p.hands.get(v, [])
    opts = tuple(Option(card=c) for c in hand[:3]) + (Option(label="yes"), Option(label="no"),
                                                      PASS)
    prompt = Prompt(v, "respond", opts, {"phase": "action", "to": hand[0] if hand else None})
    p.prompt = PromptRequest(v, prompt, {}, concurrent.futures.Future())
    players = p.display["players"]
    p.display["stack"] = [{"card": c, "owner": (v + 1 + i) % len(players), "target": v,
                           "negated": i == 1, "mode": 0, "kind": "card", "ignored_by": []}
                          for i, c in enumerate(hand[:3])]
    p.display["drinks"] = [{"cards": [_drink()], "drinker": v, "mods": {}, "ignored": False,
                            "split": False, "effects": {}}]
    p.display["gambling"] = {"starter": 1, "in_round": [0, 1], "controller": 1,
                             "winning_hand": None, "started": True}
    for i in range(40):
        p.add_log(f"{players[i % len(players)]['name']} drinks a long Drink number {i} with "
                  "a Chaser and more words to wrap", None, "turn" if i % 9 == 0 else "")
    scene.build_ui()
    recorder.LABELS = []
    try:
        scene.draw(app.screen)
        labels = list(recorder.LABELS)
    finally:
        recorder.LABELS = None
    return scene, labels


@pytest.fixture(scope="module")
def app() -> Iterator[Any]:
    with headless_app((1280, 720)) as a:
        yield a


def check_labels(scene: Any, labels: list[Any], where: str, min_px: int | None) -> None:
    assert labels, where
    w, h = scene.app.size
    kinds = {k for _r, _s, k in labels}
    assert {"banner", "centre", "log"} <= kinds, (where, kinds)
    buttons = [b.get_abs_rect() for b in [*scene.buttons, *scene.tray_buttons, *scene.menu_buttons]]
    for r, size, kind in labels:
        if min_px is not None:
            assert size >= min_px, (where, kind, size)
        assert r.right <= w + 1 and r.bottom <= h + 1, (where, kind, r)
        core = r.inflate(-2, -2)  # the 1 px shadow may touch
        for b in buttons:
            assert not core.colliderect(b), (where, kind, r, b)
    for (a, _sa, ka), (b, _sb, kb) in itertools.combinations(labels, 2):
        assert not a.inflate(-2, -2).colliderect(b.inflate(-2, -2)), (where, ka, a, kb, b)


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("mode,n", cases())
def test_labels_readable_and_apart_at_1280x720(app: Any, mode: str, n: int,
                                               scale: float) -> None:
    scene, labels = render(app, mode, n, scale)
    check_labels(scene, labels, f"{mode} {n} {scale}", 12)
    kinds = {k for _r, _s, k in labels}
    if scene.layout.style == "teams":
        assert "plate" in kinds
    scene.exit()


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("mode,n", [("standard", 8), ("two-headed-dragon", 6),
                                    ("boss-battle", 5), ("otto", 2)])
def test_labels_apart_on_big_screens(headless: Path, size: tuple[int, int], mode: str,
                                     n: int) -> None:
    a = make_app(size)
    for scale in (1.0, 1.5):
        scene, labels = render(a, mode, n, scale)
        check_labels(scene, labels, f"{mode} {n} {scale} {size}", 12)
        scene.exit()
    a.shutdown()


def test_regions_type() -> None:
    assert isinstance(table_layout((1280, 720), 4).hand, Rect)
