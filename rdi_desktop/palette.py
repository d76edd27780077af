"""The colours that carry a meaning, by role, in two palettes: the game's own and one
for players who do not tell red from green (the Okabe-Ito colours, chosen by Okabe and
Ito to stay apart under every common colour-vision deficiency).

Drawing code asks :func:`colour` for a role ("gap_danger", "hall_red") at draw time, so
the Settings' choice applies at once, with no restart; every cached picture that holds
such a colour keeps :func:`name` in its cache key. Colour is never the only signal: each
role's meaning is also drawn as a shape, a pattern or a word (hatching on a short gap, a
shape on each Hall colour, "(their turn)" on the active mat); the palette only makes the
colours themselves easier to tell apart. Pure data, no pygame.
"""

from __future__ import annotations

from typing import Any

RGB = tuple[int, int, int]

__all__ = ["CHOICES", "PALETTES", "colour", "follow", "name"]

#: the game's own colours, moved apart in lightness where a simulated protan, deutan or
#: tritan eye saw two of them as one (tests/desktop/test_colour_vision.py measures it)
CLASSIC: dict[str, RGB] = {
    # the Fortitude / Alcohol track: markers and their words, the Alcohol bar, and the
    # gap between them by how close the player is to passing out
    "fortitude": (110, 210, 120),
    "alcohol": (245, 160, 60),
    "alcohol_fill": (150, 80, 24),
    "gap_safe": (50, 140, 90),
    "gap_warn": (200, 170, 40),
    "gap_danger": (200, 40, 40),
    "gap_alert_text": (255, 120, 100),
    # a card that may be played now (its glow), the mat whose turn it is (its edge)
    "lit": (255, 214, 90),
    "active": (255, 214, 90),
    # team plates: the viewer's team, a Boss's, any other
    "team_mine": (40, 36, 80),
    "team_boss": (104, 38, 18),
    "team_other": (30, 24, 18),
    # the Gambling Hall's three card colours (their bands, letters and Wheel chips)
    "hall_red": (140, 24, 30),
    "hall_green": (40, 132, 40),
    "hall_blue": (44, 52, 156),
}

#: Okabe-Ito: orange (230,159,0), sky blue (86,180,233), bluish green (0,158,115),
#: yellow (240,228,66), blue (0,114,178), vermillion (213,94,0); the Hall's colours are
#: the same hues darkened so white numbers on them keep 4.5:1
OKABE_ITO: dict[str, RGB] = {
    "fortitude": (86, 180, 233),
    "alcohol": (230, 159, 0),
    "alcohol_fill": (170, 110, 0),
    "gap_safe": (0, 158, 115),
    "gap_warn": (240, 228, 66),
    "gap_danger": (213, 94, 0),
    "gap_alert_text": (245, 130, 50),
    "lit": (86, 180, 233),
    "active": (240, 228, 66),
    "team_mine": (0, 52, 92),
    "team_boss": (96, 42, 0),
    "team_other": (30, 24, 18),
    "hall_red": (178, 70, 0),
    "hall_green": (0, 122, 86),
    "hall_blue": (0, 64, 136),
}

PALETTES: dict[str, dict[str, RGB]] = {"classic": CLASSIC, "okabe_ito": OKABE_ITO}
#: (the words in Settings, the stored value)
CHOICES: list[tuple[str, str]] = [("Classic", "classic"),
                                  ("Colour-blind friendly", "okabe_ito")]

#: the settings object whose ``palette`` field chooses (the app's, followed by each scene)
_followed: list[Any] = [None]


def follow(settings: Any) -> None:
    """Take the palette from ``settings.palette`` from now on (read at every lookup, so a
    change in Settings shows on the next frame)."""
    _followed[0] = settings


def name() -> str:
    """The palette in use ("classic" when nothing is followed or the name is unknown)."""
    chosen = getattr(_followed[0], "palette", "classic")
    return chosen if chosen in PALETTES else "classic"


def colour(role: str) -> RGB:
    """The colour of ``role`` in the palette in use."""
    return PALETTES[name()][role]
