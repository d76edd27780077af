"""Every variant at once is readable at 1280x720 (issue 31): 6 and 8 seats, the
table at 100%, 125% and 150%, with every combination of the Bar Deck, the Prize,
the Pub Crawl and Sea Events: every label at least 12 px, apart from every other
label and from the answer buttons, inside the window, and the centre's labels
(the tavern strip, the Sea Event Deck, the Prize area) inside the centre (none
cut by its edge)."""

from __future__ import annotations

import concurrent.futures
import itertools
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine.prompts import PASS, Option, Prompt
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from rdi_desktop.widgets import labels as recorder
from rdi_desktop.widgets import mat_draw
from tests.desktop.test_table_layout import _drink, check_labels
from tests.desktop.ui_driver import headless_app

OPTIONS = ("bar_deck", "prize", "pub_crawl", "sea_events")
COMBOS = [dict(zip(OPTIONS, bits)) for bits in itertools.product((False, True), repeat=4)]
SEATS = (("standard", 6), ("standard", 8), ("two-headed-dragon", 8))
SCALES = (1.0, 1.25, 1.5)


@pytest.fixture(scope="module")
def app() -> Iterator[Any]:
    with headless_app((1280, 720)) as a:
        yield a


def render(app: Any, mode: str, n: int, scale: float, options: dict[str, bool]
           ) -> tuple[Any, list[Any]]:
    """The table with a prompt and its buttons, cards being resolved, a Drink, a
    long log, and the variants' own state (the crawl under way, Sea Events
    discarded, a Prize held): the labels drawn (rect, size, kind) and the scene."""
    app.settings.ui_scale = scale
    setup, kinds, seed = variant_setup(mode, n, 7, human=True,
                                       options={k: v for k, v in options.items() if v})
    scene = open_table(app, setup, kinds, seed)  # not started: nothing moves
    scene._make_root()
    p = scene.presenter
    v = p.viewer
    hand = p.hands.get(v, [])
    opts = tuple(Option(card=c) for c in hand[:3]) + (PASS,)
    prompt = Prompt(v, "respond", opts, {"phase": "action", "to": hand[0] if hand else None})
    p.prompt = PromptRequest(v, prompt, {}, concurrent.futures.Future())
    players = p.display["players"]
    p.display["stack"] = [{"card": c, "owner": (v + 1 + i) % len(players), "target": v,
                           "negated": False, "mode": 0, "kind": "card", "ignored_by": []}
                          for i, c in enumerate(hand[:2])]
    p.display["drinks"] = [{"cards": [_drink()], "drinker": v, "mods": {}, "ignored": False,
                            "split": False, "effects": {}}]
    crawl = p.display.get("crawl") or {}
    if crawl.get("taverns"):
        t = crawl["taverns"]
        crawl["at"] = t[1]
        crawl["closed"] = [t[2]]
    players[1]["out"] = "passed_out"
    if len(players) > 2:
        players[2]["out"] = "out_of_gold"
    for i in range(30):
        p.add_log(f"{players[i % len(players)]['name']} drinks a long Drink number {i}",
                  None, "turn" if i % 9 == 0 else "")
    p.display["gambling"] = {"starter": 3, "in_round": [3, 4], "controller": 3,
                             "winning_hand": None, "started": True}
    scene.build_ui()
    mat_draw._mat_cache.clear()  # every mat drawn afresh: its labels recorded
    recorder.LABELS = []
    try:
        scene.draw(app.screen)
        labels = list(recorder.LABELS)
    finally:
        recorder.LABELS = None
    return scene, labels


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("mode,n", SEATS)
def test_every_variant_combination_fits(app: Any, mode: str, n: int, scale: float) -> None:
    for options in COMBOS:
        on = "+".join(k for k, val in options.items() if val) or "none"
        where = f"{mode} {n} {scale} {on}"
        scene, labels = render(app, mode, n, scale, options)
        mats = [pygame.Rect(m) for m in scene.layout.mats]
        table = [x for x in labels if x[2] != "stamp"]  # a stamp covers its mat on purpose
        check_labels(scene, table, where, 12)
        centre = pygame.Rect(scene.layout.centre)
        for r, _size, kind in labels:
            if kind == "centre":
                assert centre.contains(r), (where, "cut by the centre's edge", r, centre)
        # the PASSED OUT / OUT OF GOLD stamps and the "in control" badge: in their mat
        marks = [(r, k) for r, _s, k in labels if k in ("stamp", "badge")]
        assert sum(k == "stamp" for _r, k in marks) == 2, where
        assert sum(k == "badge" for _r, k in marks) == 1, where
        for r, k in marks:
            assert any(m.contains(r) for m in mats), (where, k, r)
        scene.exit()


def _mat_texts(app: Any, mode: str, n: int, scale: float, options: dict[str, bool]
               ) -> tuple[Any, list[str], list[Any]]:
    """Render like :func:`render`, recording every mat or plate text cut with "..."."""
    from rdi_desktop import fit_words

    fit_words.ELLIPSIZED = []
    try:
        scene, labels = render(app, mode, n, scale, options)
        return scene, list(fit_words.ELLIPSIZED), labels
    finally:
        fit_words.ELLIPSIZED = None


@pytest.mark.parametrize("mode,n", [("standard", 8), ("two-headed-dragon", 8)])
def test_no_mat_text_is_cut_at_8_seats_150(app: Any, mode: str, n: int) -> None:
    """At 1280x720, 8 seats, 150%, every variant combination: no name or counter on
    a mat or team plate is cut with "..." (it is reworded, every number whole), and
    hovering a mat whose words were shortened tells them in full."""
    from rdi_desktop import fit_words

    for options in COMBOS:
        scene, cut, labels = _mat_texts(app, mode, n, 1.5, options)
        assert not cut, (mode, options, cut)
        # the "gambling" plate (seat 4 is in the Round, 3 in control) sits in its
        # mat's head row (upper half), clear of the kit's area at the bottom
        # every player's name on their mat, at 12 px at least (team mats had 9 px)
        names = [(r, px) for r, px, k in labels if k == "name"]
        assert len(names) == n and all(px >= 12 for _r, px in names), (mode, names)
        rounds = [r for r, _s, k in labels if k == "round"]
        assert len(rounds) == 1, (mode, options, rounds)
        mat = pygame.Rect(scene.layout.mats[scene.positions()[4]])
        assert mat.contains(rounds[0]) and rounds[0].centery < mat.centery, rounds
        told = 0
        for seat, pos in enumerate(scene.positions()):
            words = fit_words.SHORTENED.get(seat)
            if not words:
                continue
            scene.input.mouse = pygame.Rect(scene.layout.mats[pos]).move(3, 3).topleft
            scene.drawing.hover_index = None
            scene.drawing.hot_spots = []
            scene.drawing._draw_zoom(app.screen, [])
            assert all(w in scene.drawing.dim_text for w in words), (seat, words, scene.drawing.dim_text)
            told += 1
        scene.exit()
    assert told, "nothing was shortened: the check saw no crowded mat"


def test_the_check_fails_when_mat_text_is_only_cut(app: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Without rewording (the old cut with "..."), the 8-seat 150% table has cut text."""
    from rdi_desktop import fit_words

    monkeypatch.setattr(fit_words, "wordings", lambda text: iter([text]))
    scene, cut, _labels = _mat_texts(app, "standard", 8, 1.5, COMBOS[-1])
    scene.exit()
    assert cut


@pytest.mark.parametrize("scale", SCALES)
def test_tavern_names_are_whole(app: Any, scale: float, monkeypatch: pytest.MonkeyPatch
                                ) -> None:
    """The Pub Crawl's list at 8 seats: every tavern's name whole (one size for all
    rows, down to 12 px; at 150% they were cut: "Lucky's Rollin...")."""
    from rdi_desktop import art
    from rdi_desktop.variants import pub_crawl as taverns

    cut: list[str] = []
    real = taverns.clip_text

    def clip(text: str, size: int, width: int, *a: Any) -> Any:
        if art.text(text, size, (0, 0, 0)).get_width() > width:
            cut.append(text)
        assert size >= 12, (text, size)
        return real(text, size, width, *a)

    monkeypatch.setattr(taverns, "clip_text", clip)
    scene, _labels = render(app, "standard", 8, scale, dict(zip(OPTIONS, (True,) * 4)))
    scene.exit()
    assert not cut, cut
