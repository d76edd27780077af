"""Each Gambling Hall game's part of the table, one module per game, registered as the
character mats are (rdi_desktop/plugins.py imports every module here at start-up).

A game's part draws the middle of the table, the viewer's hand and what each seat shows
of the game, and builds the controls of the questions only that game asks (the betting
round's are the table's own). It reads the game's view dict (``HallGame.view``: what the
viewer may see, the viewer's own scores among it) and never the game object; the rules
stay in ``engine/hall/``. The picks a player makes on screen before answering (a city's
placements, a prediction) are the part's own state, cleared when the question changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene

Controls = Callable[[UIContainer, int, Prompt], None]


class GamePart:
    """One Hall game's part of the table. Subclasses set :attr:`game` and override what
    they draw; the defaults draw nothing and build no controls."""

    #: the game's id (``HallGame.GAME``)
    game: ClassVar[str] = ""
    #: the game has a pot and stakes in it (Dragon Hordes: each player's money instead)
    pot: ClassVar[bool] = True
    #: the heading over the controls of a question of this game, by prompt kind
    headings: ClassVar[dict[str, str]] = {}

    def __init__(self, table: HallTableScene) -> None:
        self.table = table
        #: the controls of this game's own questions, by prompt kind
        self.controls: dict[str, Controls] = {}

    def clear(self) -> None:
        """A new question: the picks made on screen for the last one go."""

    def key(self) -> tuple[Any, ...]:
        """The picks made on screen (the controls are built again when they change)."""
        return ()

    def focus_hint(self) -> pygame.Rect | None:
        """A control the keyboard's focus should go to once (None: none)."""
        return None

    def zone_height(self, grown: int) -> int:
        """How tall :meth:`seat_zone` is (92 px at 100%; taller with the words of two
        lines of small words); ``grown``: how much taller the seats' heads are than at
        100% (a zone of small cards may give it back to the middle of the table)."""
        from rdi_desktop.hall import drawing as d

        return 92 + 2 * max(0, d.line(11) - 14)

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        """What ``player``'s seat shows of the game (cards, dice, a city) inside ``z``."""

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        """The middle of the table: ``area`` is all of it, ``main`` what the pot leaves;
        ``hp`` the question waiting for a person at this screen, if any."""

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        """The viewer ``me``'s own cards or dice inside ``inner``; ``kind``: the kind of
        the question they are answering now, if any."""


#: game id -> its part of the table
PARTS: dict[str, type[GamePart]] = {}


def register_part(cls: type[GamePart]) -> type[GamePart]:
    """Register a game's part of the table (a class decorator); a second part for one game
    is refused, naming both."""
    if not cls.game:
        raise ValueError(f"{cls.__qualname__}: a game's part needs its game id")
    old = PARTS.get(cls.game)
    if old is not None and old is not cls:
        raise ValueError(f"the game {cls.game!r} has a part already: {old.__module__}, so "
                         f"{cls.__module__} is refused")
    PARTS[cls.game] = cls
    return cls


def part_for(game: str, table: HallTableScene) -> GamePart:
    """The part of ``game`` at ``table`` (a game without one draws only the pot)."""
    return PARTS.get(game, GamePart)(table)
