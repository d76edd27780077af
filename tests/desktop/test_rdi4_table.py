"""The RDI 4 cast at the table (a person's view): Tara arranges the Drink Deck by clicking
the Drinks of the picker in the middle of the table (after the window is resized, too), the
banner offers no wall of buttons for it, and a marked player's mat wears Remy's "Marked"
plate while Remy's mat counts the Marks left."""

from __future__ import annotations

from pathlib import Path

import pygame

from engine.game import Game
from engine.scenario import build
from rdi_desktop.bridge import HUMAN, default_ai
from rdi_desktop.mats import badges
from rdi_desktop.scenes.table_open import table_for_game
from tests.desktop.ui_driver import click_at, frames, make_app, until

FILL = ["gambling-im-in"] * 8
DECK = ["light-ale", "water", "dragon-breath-ale", "wine", "mead", "dark-ale"]


def _game() -> Game:
    game = build({
        "seed": 4,
        "players": [{"name": "Tara", "character": "tara", "hand": ["the-stars-are-right"],
                     "deck": FILL, "drink_me": ["water"]},
                    {"name": "Remy", "character": "remy", "hand": [], "deck": FILL,
                     "drink_me": ["water"], "state": {"marks": ["Tara"]}},
                    {"name": "Bryn", "character": "bryn", "hand": [], "deck": FILL,
                     "drink_me": ["water"]}],
        "drink_deck": list(DECK), "start": {"player": "Tara", "phase": "action"}})
    game.state.setup = {"players": [{"name": "Tara", "character": "tara", "seat": HUMAN},
                                    {"name": "Remy", "character": "remy",
                                     "seat": default_ai()},
                                    {"name": "Bryn", "character": "bryn",
                                     "seat": default_ai()}]}
    return game


def _arranging(scene: object) -> bool:
    req = scene.presenter.prompt  # type: ignore[attr-defined]
    return req is not None and req.prompt.reason == "arrange"


def test_tara_arranges_the_drink_deck_by_clicking_the_picker(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = table_for_game(app, _game())
        app.push(scene)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.kind == "action")
        scene.answer(scene.presenter.prompt.prompt.index_of({"card": "the-stars-are-right"}))
        until(app, lambda: _arranging(scene))
        frames(app, 3)
        assert not scene.buttons  # the cards are the answers, not a row of buttons
        spots = dict((card, rect) for rect, card in scene.drawing.arrange_spots)
        assert set(spots) == {"light-ale", "water", "dragon-breath-ale"}
        centre = pygame.Rect(*scene.layout.centre)
        assert all(centre.contains(r) for r in spots.values())
        req = scene.presenter.prompt
        click_at(app, spots["dragon-breath-ale"].center)
        assert scene.input.arranged == ["dragon-breath-ale"] and scene.presenter.prompt is req
        # the player resizes the window mid-choice: the picker follows the new layout
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900,
                                            size=(1600, 900)))
        frames(app, 4)
        spots = dict((card, rect) for rect, card in scene.drawing.arrange_spots)
        assert set(spots) == {"light-ale", "water"}
        assert all(pygame.Rect(*scene.layout.centre).contains(r) for r in spots.values())
        click_at(app, spots["light-ale"].center)
        # issue 31: the last placement can be taken back until she confirms
        assert scene.input.arranged == ["dragon-breath-ale", "light-ale"]
        assert "Confirm order" in [b.text for b in scene.tray_buttons]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode=""))
        frames(app, 3)
        assert scene.input.arranged == ["dragon-breath-ale"] and scene.presenter.prompt is req
        assert "Confirm order" not in [b.text for b in scene.tray_buttons]
        spots = dict((card, rect) for rect, card in scene.drawing.arrange_spots)
        click_at(app, spots["water"].center)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r"))
        frames(app, 2)
        state = scene.engine.game.state
        # the table waits for her order: the deck is in the order she clicked
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.kind == "order")
        assert state.drink_deck[:3] == ["dragon-breath-ale", "water", "light-ale"]
        scene.engine.stop()
    finally:
        app.shutdown()


def test_a_marked_player_wears_the_plate_and_remys_mat_counts_the_marks(
        headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = table_for_game(app, _game())
        app.push(scene)
        until(app, lambda: scene.presenter.prompt is not None)
        view = scene.presenter.display
        assert badges(view, 0) == ("\u2691 Marked",) and badges(view, 1) == ()
        assert view["players"][1]["state"]["mark_supply"] == 2
        scene.engine.stop()
    finally:
        app.shutdown()
