"""Every text on the main screens keeps WCAG AA contrast against what lies behind it:
4.5:1, or 3:1 for large text (24 px, or 19 px bold), in both palettes.

Each screen is opened as a player opens it (bench/screens.py) and drawn twice with the
text drawing recorded (tests/desktop/text_ink.py): once with every text left out (what
lies behind each), once with every text in a colour of its own (which pixels are
whose). A text's contrast is taken over its letters' pixels (the 5th percentile, so a
text over a picture is judged where the picture is worst for it); an outlined text is
measured against its outline.

Left out, as WCAG 1.4.3 leaves them out: text on a disabled control (pygame_gui's
"disabled" colour), and text smaller than :data:`MIN_TEXT` px: the small print of a
card drawn at thumbnail size, which is a picture of the card (hovering shows it large,
and that large text is measured wherever a zoom is on screen).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
import pygame
import pytest

from tests.desktop.text_ink import Found, forget_pictures, measure, recording

#: smaller text is part of a card's picture (see the docstring)
MIN_TEXT = 8
#: pygame_gui's colour for a disabled control's words (assets/theme.json)
DISABLED = (0x8a, 0x77, 0x60)


def _large(f: Found) -> bool:
    return f.size >= 24 or (f.bold and f.size >= 19)


class Seeded:
    """New Game's view of the random module: a Random seeded when none is given."""

    def __getattr__(self, name: str) -> Any:
        return getattr(random, name)

    @staticmethod
    def Random(*args: Any) -> random.Random:  # noqa: N802 - stands in for the class
        return random.Random(*(args or (7,)))


def _draw(name: str, ink: Any, mode: str, prepare: Callable[[Any], None] | None) -> np.ndarray:
    from bench.screens import open_screen
    from tests.desktop.ui_driver import frames, make_app, until

    forget_pictures()  # pictures cached by an earlier app hold the other pass's words
    ink.mode = mode
    ink.calls = []
    # both passes must draw the same screen: New Game shuffles its suggested characters
    # from an unseeded Random, and a portrait that differs between the passes can match
    # a text's id colour (it failed about one run in five, seeing "Learn to play")
    app = make_app()
    try:
        if prepare is not None:
            prepare(app)
        with mock.patch("rdi_desktop.scenes.new_game.random", Seeded()):
            ready = open_screen(app, name)
        until(app, ready, limit=60)
        frames(app, 30)
        app.draw()
        return pygame.surfarray.array3d(app.screen).swapaxes(0, 1).copy()
    finally:
        ink.mode = "normal"
        app.shutdown()


def texts(name: str, prepare: Callable[[Any], None] | None = None) -> list[Found]:
    with recording() as ink:
        blank = _draw(name, ink, "blank", prepare)
        ids = _draw(name, ink, "ids", prepare)
        return measure(blank, ids, ink.calls, ink.outlined)


def _failures(found: list[Found]) -> list[str]:
    bad = []
    for f in found:
        if f.size < MIN_TEXT or f.colour == DISABLED or not f.text.strip():
            continue
        need = 3.0 if _large(f) else 4.5
        if f.ratio < need:
            bad.append(f"{f.text[:40]!r} {f.colour} on {f.behind} at {f.where}: "
                       f"{f.ratio:.2f} < {need}")
    return bad


SCREENS = ["title", "new_game", "settings", "rules", "table", "hall", "hall_table",
           "game_over"]
#: the screens that draw the palette's colours, drawn again in the Okabe-Ito one
IN_OKABE_ITO = ["table", "hall_table"]


def _okabe_ito(app: Any) -> None:
    app.settings.palette = "okabe_ito"


@pytest.mark.slow  # each screen is opened twice from a new app (3 to 5 s)
@pytest.mark.parametrize("name,palette", [(n, "classic") for n in SCREENS]
                         + [(n, "okabe_ito") for n in IN_OKABE_ITO])
def test_every_text_keeps_aa_contrast(headless: Path, name: str, palette: str) -> None:
    found = texts(name, _okabe_ito if palette == "okabe_ito" else None)
    assert len(found) >= 3, f"{name}: no texts found on the screen"
    bad = _failures(found)
    assert not bad, f"{name}: {len(bad)} texts under WCAG AA: " + "; ".join(bad[:25])


def test_the_measure_finds_known_texts(headless: Path) -> None:
    """The recording finds each text drawn on a known background, with its colour,
    its shadow left out and an outlined text measured against its outline."""
    from rdi_desktop import art
    from tests.desktop.colour_vision import contrast

    pygame.init()
    pygame.display.set_mode((300, 120))
    shots = {}
    with recording() as ink:
        for mode in ("blank", "ids"):
            forget_pictures()
            ink.mode, ink.calls = mode, []
            screen = pygame.Surface((300, 120))
            screen.fill((40, 30, 20))
            pygame.draw.rect(screen, (200, 190, 170), (150, 0, 150, 120))
            screen.blit(art.text("Shadowed words", 16, (120, 100, 80)), (10, 10))
            screen.blit(art.outlined("Outlined", art.font("dejavu_sans", 18, "bold"),
                                     (255, 250, 240), (20, 10, 5), 2), (160, 60))
            shots[mode] = pygame.surfarray.array3d(screen).swapaxes(0, 1).copy()
        found = {f.text: f for f in measure(shots["blank"], shots["ids"], ink.calls,
                                            ink.outlined)}
    assert set(found) == {"Shadowed words", "Outlined"}, "shadows and outlines are no texts"
    assert found["Shadowed words"].ratio == pytest.approx(
        contrast((120, 100, 80), (40, 30, 20)), rel=0.01)
    assert found["Outlined"].ratio == pytest.approx(
        contrast((255, 250, 240), (20, 10, 5)), rel=0.01)
    assert _failures(list(found.values())) == [
        f"'Shadowed words' (120, 100, 80) on (40, 30, 20) at {found['Shadowed words'].where}: "
        f"{found['Shadowed words'].ratio:.2f} < 4.5"]
