"""Things told apart by colour stay apart for a protan, a deutan and a tritan eye, in both
palettes (the game's own and the Okabe-Ito one).

The table, the Gambling Hall (The Wheel) and New Game are drawn headless as a player
sees them; patches of each screenshot are run through a colour-vision-deficiency
simulation (tests/desktop/colour_vision.py) and each pair of things that must be told
apart is measured in CIEDE2000 on the simulated colours:

* the table: a card that may be played (lit) and one that may not (dimmed); the mat
  whose turn it is and one whose turn it is not (their edges); the track's three gap
  zones (safe, close, one Drink away); in a team game the viewer's team plate and the
  other team's;
* the Hall: its three card colours (the bands of the cards in hand);
* New Game: a ticked option box and an unticked one.

The threshold, :data:`MIN_DELTA_E`: CIEDE2000 1 is a just-noticeable difference of two
patches side by side; differences of about 10 and more read as two different colours at
a glance, also for small patches seen apart, which is how a player compares two mats or
two cards. The colours alone are measured here: each pair also differs in a shape, a
pattern or a word (rdi_desktop/palette.py), which no simulation can take away.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pygame
import pytest

from rdi_desktop import palette
from tests.desktop.colour_vision import DEFICIENCIES, ciede2000, delta_e, mode_colour, simulate
from tests.desktop.ui_driver import click_at, frames, make_app, table_with_hand, until

MIN_DELTA_E = 10.0
PALETTES = tuple(palette.PALETTES)
#: Dale is dealt none of these: in his Action phase the Action is lit, the Sometimes
#: cards dimmed
HAND = ["slide-tackle", "i-dont-think-so", "i-dont-think-so", "i-dont-think-so",
        "i-dont-think-so"]

Patch = np.ndarray  # H x W x 3 uint8, straight from a screenshot
#: patches by palette, then by what they show
Patches = dict[str, dict[str, Patch]]


def _pixels(app: Any) -> np.ndarray:
    app.draw()
    return pygame.surfarray.array3d(app.screen).swapaxes(0, 1).copy()


def _in_each_palette(app: Any) -> Iterator[str]:
    """Switch the app to each palette in turn, as Settings does (the pictures drawn in
    the other one are dropped), yielding its name."""
    from rdi_desktop import art

    for name in PALETTES:
        app.settings.palette = name
        art.clear()
        yield name


def _crop(shot: np.ndarray, r: pygame.Rect) -> Patch:
    r = r.clip(pygame.Rect(0, 0, shot.shape[1], shot.shape[0]))
    assert r.w > 0 and r.h > 0, "a patch outside the screen"
    return shot[r.y:r.bottom, r.x:r.right]


def _kind(scene: Any) -> str | None:
    req = scene.presenter.prompt
    return req.prompt.kind if req is not None else None


def _set_gap(scene: Any, seat: int, fort: int, alc: int) -> None:
    """Show ``seat`` at this Fortitude and Alcohol (the table shows what the presenter
    holds; the game itself is not touched)."""
    pl = scene.presenter.display["players"][seat]
    pl["fortitude"], pl["alcohol"] = fort, alc
    scene.presenter._sync_markers(jump=True)


def _zone_patch(shot: np.ndarray, zone: str) -> Patch:
    """The pixels of the gap bar drawn in ``zone``'s colour (found by that colour)."""
    want = np.array(palette.colour(f"gap_{zone}"), dtype=np.uint8)
    ys, xs = np.nonzero(np.all(shot == want, axis=2))
    assert len(ys) >= 20, f"no {zone} gap on the screen"
    return shot[ys, xs][None, :, :]


def _table_patches(app: Any) -> Patches:
    scene = table_with_hand(app, HAND)
    until(app, lambda: _kind(scene) == "discard")
    req = scene.presenter.prompt
    done = next(b for b, i in scene.buttons.items() if req.prompt.options[i].label == "done")
    click_at(app, done.get_abs_rect().center)
    until(app, lambda: _kind(scene) == "action" and scene.presenter.idle)
    frames(app, 3)
    every: Patches = {}
    lay = scene.layout
    hand = scene.presenter.hands[0]
    cw, ch = lay.hand_card
    mats = [pygame.Rect(lay.mats[m]) for m in scene.positions()]
    active = scene.presenter.display.get("active")
    for name in _in_each_palette(app):
        out = every[name] = {}
        _set_gap(scene, 0, 20, 0)
        _set_gap(scene, 1, 20, 0)
        shot = _pixels(app)
        for i, slot in enumerate(scene.drawing.slots):  # parchment low on the card
            box = pygame.Rect(0, 0, cw // 3, ch // 6)
            box.center = (round(slot.cx), round(slot.cy + ch * 0.22))
            out["lit card" if hand[i] == "slide-tackle" else "dimmed card"] = _crop(shot, box)
        for seat, r in enumerate(mats):  # the edge's top row, away from the corners
            out["active mat" if seat == active else "idle mat"] = \
                _crop(shot, pygame.Rect(r.x + 14, r.y, r.w - 28, 2))
        _set_gap(scene, 1, 12, 10)
        shot = _pixels(app)
        out["safe gap"] = _zone_patch(shot, "safe")
        out["danger gap"] = _zone_patch(shot, "danger")
        _set_gap(scene, 1, 12, 7)
        out["close gap"] = _zone_patch(_pixels(app), "warn")
    app.pop()
    return every


def _team_patches(app: Any) -> Patches:
    from rdi_desktop.bridge import HUMAN, start_game
    from rdi_desktop.scenes.table import TableScene
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup("two-headed-dragon", 4, 7, human=True)
    kinds = [k if k == HUMAN else "random" for k in kinds]
    scene = TableScene(app, start_game(setup, kinds, seed, autosave=None))
    app.push(scene)
    until(app, lambda: scene.presenter.prompt is not None and scene.presenter.idle)
    frames(app, 3)
    every: Patches = {}
    mine = scene.positions()[scene.presenter.viewer] // 2  # plate k is over mats 2k, 2k+1
    for name in _in_each_palette(app):
        shot = _pixels(app)
        every[name] = {"my team" if k == mine else "other team": _crop(shot, pygame.Rect(r))
                       for k, r in enumerate(scene.layout.plates)}
    app.pop()
    return every


def _hall_patches(app: Any) -> Patches:
    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.hall.drawing import card_rgb
    from rdi_desktop.scenes.hall_table import HallTableScene

    table = HallTableScene(app, HallConfig("the_wheel", [Seat("Ann", "human"),
                                                         Seat("Bob", "easy")], seed=7),
                           ai_delay=0.0, autosave=None)
    app.push(table)
    until(app, lambda: table.ctrl.human_prompt() is not None)
    frames(app, 3)
    every: Patches = {}
    for name in _in_each_palette(app):
        shot = _pixels(app)
        out = every[name] = {}
        for colour in ("red", "green", "blue"):  # the cards' bands, found by their colour
            want = np.array(card_rgb(colour), dtype=np.uint8)
            ys, xs = np.nonzero(np.all(shot == want, axis=2))
            assert len(ys) >= 20, f"no {colour} card on the screen"
            out[f"{colour} cards"] = shot[ys, xs][None, :, :]
    app.pop()
    return every


def _new_game_patches(app: Any) -> Patches:
    app.open_scene("new_game")
    frames(app, 3)
    boxes = list(app.top.option_boxes)
    assert len(boxes) >= 2, "New Game has its option boxes"
    boxes[0].set_state(True)
    frames(app, 2)
    every: Patches = {}
    for name in _in_each_palette(app):
        shot = _pixels(app)
        every[name] = {"ticked box": _crop(shot, boxes[0].get_abs_rect().inflate(-4, -4)),
                       "unticked box": _crop(shot, boxes[1].get_abs_rect().inflate(-4, -4))}
    app.pop()
    return every


#: each screen's parts and the pairs measured on them
SCREENS = {
    "table": (_table_patches, [("lit card", "dimmed card"), ("active mat", "idle mat"),
                               ("safe gap", "close gap"), ("safe gap", "danger gap"),
                               ("close gap", "danger gap")]),
    "team table": (_team_patches, [("my team", "other team")]),
    "hall": (_hall_patches, [("red cards", "green cards"), ("red cards", "blue cards"),
                             ("green cards", "blue cards")]),
    "new_game": (_new_game_patches, [("ticked box", "unticked box")]),
}


def _seen(patch: Patch, deficiency: str) -> tuple[int, int, int]:
    return mode_colour(simulate(patch, deficiency))


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_pairs_stay_apart_in_every_simulation(headless: Path, screen: str) -> None:
    """Each pair, in both palettes, under all three simulations; and the palettes
    differ on the screen (the choice applies at once, without a restart)."""
    part, pairs = SCREENS[screen]
    app = make_app()
    try:
        got = part(app)
    finally:
        app.shutdown()
    weak = []
    for name in PALETTES:
        for deficiency in DEFICIENCIES:
            for a, b in pairs:
                de = delta_e(_seen(got[name][a], deficiency), _seen(got[name][b], deficiency))
                if de < MIN_DELTA_E:
                    weak.append(f"{name}: {a} / {b} under {deficiency}: CIEDE2000 {de:.1f}")
    assert not weak, f"{screen}: {weak}"
    if screen != "new_game":  # the option boxes are the theme's, in either palette
        first, second = (got[n] for n in PALETTES)
        assert any(mode_colour(first[k]) != mode_colour(second[k]) for k in first), \
            "the palettes draw this screen alike"


def test_ciede2000_matches_the_published_pairs() -> None:
    """Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 25 with their answers."""
    for lab1, lab2, want in (((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
                             ((50, 0, 0), (50, -1, 2), 2.3669),
                             ((50, 2.5, 0), (73, 25, -18), 27.1492),
                             ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387),
                              1.2644)):
        assert ciede2000(lab1, lab2) == pytest.approx(want, abs=1e-4)


def test_the_simulation_merges_what_it_should(headless: Path) -> None:
    """The simulation is not a no-op: a red and a green a deutan cannot tell apart come
    out close, while they stay far apart for a tritan."""
    red_green = np.array([[[200, 80, 40], [110, 130, 40]]], dtype=np.uint8)
    deutan = simulate(red_green, "deuteranopia")[0]
    tritan = simulate(red_green, "tritanopia")[0]
    assert delta_e(tuple(deutan[0]), tuple(deutan[1])) < 6
    assert delta_e(tuple(tritan[0]), tuple(tritan[1])) > 15
