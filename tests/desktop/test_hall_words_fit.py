"""The words the Gambling Hall tables draw themselves (the seats' names, tags, money and
status, the pot and its side pots, each game's middle: the pairs list, the Wheel's spoke
names, the King's scoring, the Hordes, the city's legend, card captions) follow the text
size and reflow: at 150% in 1280x720 and 1920x1080 every game, at each question a person
answers and at its result, has no word cut, over another or out of the window (the
checks of test_screens_fit.py, which read these words as the table draws them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.desktop.screens_fit import draw_recorded
from tests.desktop.test_screens_fit import cuts
from tests.desktop.ui_driver import frames, make_app, until

GAMES = ("threes", "kings_council", "three_kingdoms", "the_wheel", "dragon_hordes",
         "jack_of_all_trades", "city_square", "den_of_thieves", "rogues_and_warriors")
#: six seats (the most most games take): the narrowest seats, a long name without its
#: portrait, tags on lines of their own, the middle of the table at its shortest
NAMES = ("Ann", "Bartholomew", "Cy", "Deirdre", "Eve", "Fiona")


def _play(app: Any, game: str, seats: int, questions: int) -> list[str]:
    """Play ``game`` as its human seat would (the easy AI's answers), checking the fit at
    its first ``questions`` questions and at its result."""
    from engine.hall.ai import HallAI
    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.scenes.hall_table import HallTableScene

    config = HallConfig(game, [Seat(NAMES[0], "human")] + [
        Seat(n, "expert" if i % 2 else "easy") for i, n in enumerate(NAMES[1:seats])], seed=5)
    table = HallTableScene(app, config, ai_delay=0.0, autosave=None)
    app.push(table)
    bad: list[str] = []
    ai = HallAI("easy", 1)
    asked = 0
    while table.ctrl.phase == "play":
        until(app, lambda: table.ctrl.human_prompt() is not None or table.ctrl.phase != "play")
        hp = table.ctrl.human_prompt()
        if hp is None:
            break
        if asked < questions:
            frames(app, 3)
            bad += [f"{game} question {asked}: {c}" for c in cuts(app)]
            asked += 1
        answer = ai.decide(table.ctrl.game, hp.player)
        if isinstance(answer, list):  # (as the table sends picked cards: in order)
            answer = sorted(answer)
        assert table.ctrl.submit(hp.player, answer) is None, (game, hp.kind, answer)
        table.clear_choices()
        frames(app, 1)
    until(app, lambda: table.ctrl.phase != "play")
    frames(app, 3)
    bad += [f"{game} result: {c}" for c in cuts(app)]
    return bad


def test_the_hall_words_grow_and_are_read_by_the_checks(headless: Path) -> None:
    """At 150% a seat's money line is drawn at least 1.4x as high as its words at 100%,
    the fit checks see the Hall's own words (else they would check nothing) and find
    nothing cut or covered at the first question (four seats, 1280x720)."""
    from rdi_desktop.fonts import font
    from tests.desktop.screens_fit import _hall_game

    app = make_app((1280, 720), 1.5)
    try:
        _hall_game(app, "rogues_and_warriors")
        labels = [lab for lab in draw_recorded(app) if lab.kind == "hall"]
        money = [lab for lab in labels if lab.text.startswith("money")]
        assert money and any(lab.text.startswith("1. ") for lab in labels)
        assert min(lab.rect.h for lab in money) >= 1.4 * font("dejavu_sans", 12).get_height()
        assert not cuts(app)
    finally:
        app.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_every_hall_game_fits_at_150_as_it_is_played(headless: Path, game: str,
                                                     size: tuple[int, int]) -> None:
    from engine.hall import GAMES as RULES

    app = make_app(size, 1.5)
    try:
        seats = min(len(NAMES), RULES[game].MAX_PLAYERS)
        assert not _play(app, game, seats, 4)
    finally:
        app.shutdown()


def test_a_card_face_names_its_rank_whole_or_not_at_all() -> None:
    """A small seat card showed "Merch..." at every text size: the rank name is drawn
    smaller until whole, or left to the card's big letter and number."""
    import pygame

    from rdi_desktop.fonts import font
    from rdi_desktop.hall.drawing import _card_name_px

    pygame.font.init()
    for room in (20, 30, 40, 60, 120):
        px = _card_name_px("Merchant", 13, room)
        if px:
            assert font("dejavu_sans", px, "bold").size("Merchant")[0] <= room
        else:
            assert font("dejavu_sans", 7, "bold").size("Merchant")[0] > room
    assert _card_name_px("Merchant", 13, 120) == 13
    assert _card_name_px("Merchant", 13, 5) == 0
