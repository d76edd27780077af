"""The keyboard reaches every decision the mouse does (the keys' side of
test_reachability.py).

Games at the real table scene (headless), the person's seat stopping at everything:
at each question, every option a click answers on screen
(:func:`rdi_desktop.reach.shown_reachable`) must have an element the focus can rest on
whose Enter gives that option: a hand card whose point the fan's hit test gives back,
the answer's button, a lit mat, a spot on a mat. Then one option, chosen at random, is
answered with key presses only (Tab to it, Enter; a card to aim: Enter on a lit mat;
a card picked to discard: then Done's number key) and the engine must get exactly it.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from rdi_desktop import reach
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.focus import Focusable
from rdi_desktop.layout import fan_hit
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.settings import Settings
from tests.desktop.test_keyboard import key
from tests.desktop.ui_driver import frames, make_app

STOP_ALL = dict(respond_cards="always", respond_drinks="always", stop_own_cards=True,
                auto_pass=False, confirm_pass_drink=False, animation_speed=4.0)


def element_for(sc: TableScene, req: PromptRequest, i: int) -> Focusable | None:
    """The focus element whose Enter answers option ``i`` (or picks the card for it)."""
    lay = sc.layout
    cards = sc.card_options(req)
    mats = sc.mat_options(req)
    for it in sc.focus_items():
        k = it.key if isinstance(it.key, tuple) else ()
        if k and k[0] == "hand" and cards.get(k[1]) == i and it.point is not None \
                and fan_hit(sc.drawing.slots, lay.hand_card, it.point) == k[1]:
            return it
        if it.element is not None and sc.buttons.get(it.element) == i:
            return it
        if k and k[0] == "mat" and mats.get(k[1]) == i:
            return it
        if k and k[0] == "spot" and k[2] != "card" \
                and reach.spot_option(req.prompt, k[3], k[2]) == i:
            return it
    return None


def tab_to(app: object, item: Focusable) -> None:
    for _ in range(200):
        cur = app.keys.focused()  # type: ignore[attr-defined]
        if cur is not None and cur.key == item.key:
            return
        key(app, pygame.K_TAB, n=1)
    raise AssertionError(f"Tab never reached {item.key}")


def answer_by_keys(app: object, sc: TableScene, req: PromptRequest, i: int) -> None:
    item = element_for(sc, req, i)
    assert item is not None
    tab_to(app, item)
    key(app, pygame.K_RETURN)
    if sc.input.aiming is not None:  # a card to aim: Enter on a lit mat
        seat = sc.aim_seats(req)[0]
        tab_to(app, next(it for it in sc.focus_items() if it.key == ("mat", seat)))
        key(app, pygame.K_RETURN)
    if req.prompt.kind == "discard" and sc.input.discard_pick:
        labels = [it.label for it in sc.number_items()]
        key(app, pygame.K_1 + labels.index("Done"))


def play(app: object, sc: TableScene, rng: random.Random, limit: int) -> int:
    asked = 0
    end = time.monotonic() + 60
    while asked < limit and not sc.engine.game.over:
        assert time.monotonic() < end, "timed out"
        frames(app, 1)  # type: ignore[arg-type]
        time.sleep(0.002)
        req = sc.presenter.prompt
        if req is None or req.seat != sc.presenter.viewer or not sc.presenter.idle \
                or sc.presenter.privacy_for is not None or sc.arranging(req) is not None:
            continue
        frames(app, 2)  # type: ignore[arg-type]
        hand = sc.presenter.hands.get(req.seat, [])
        shown = sorted(reach.shown_reachable(req.prompt, hand))
        for i in shown:
            if req.prompt.options[i].label != "potion":  # its chooser opens from the spot
                assert element_for(sc, req, i) is not None, \
                    f"no key reaches {req.prompt.kind} option {req.prompt.options[i]}"
        pick = rng.choice([i for i in shown if element_for(sc, req, i) is not None])
        got: list[int] = []
        real = sc.presenter.answer
        sc.presenter.answer = lambda j, got=got, real=real: (got.append(j), real(j))[1]  # type: ignore[method-assign]
        answer_by_keys(app, sc, req, pick)
        sc.presenter.answer = real  # type: ignore[method-assign]
        assert got and got[0] == pick, (req.prompt.kind, pick, got)
        asked += 1
    return asked


@pytest.mark.slow  # whole turns of play at the table: seconds, not a quick check
def test_every_clickable_answer_is_reached_and_given_by_keys(headless: Path) -> None:
    from rdi_desktop.table_setup import quick_setup

    app = make_app()
    try:
        app.settings = Settings(**STOP_ALL)  # type: ignore[arg-type]
        asked = 0
        for seed in (3, 8, 21):
            setup, kinds, s = quick_setup(players=3, seed=seed)
            app.open_scene("table", setup=setup, kinds=kinds, seed=s)
            sc = app.top
            assert isinstance(sc, TableScene)
            asked += play(app, sc, random.Random(seed), 14)
            app.pop()
            frames(app, 1)
        assert asked >= 30
    finally:
        app.shutdown()
