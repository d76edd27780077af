"""Per-character mat renderers: a character's side area is its own small file here.

Each module registers `MATS[character] = renderer`; a renderer draws the
character's zones inside the rectangle it is given and returns hot spots (built
from the helpers in `rdi_desktop.widgets.side_areas`). Adding a character's mat is
one new file, not a branch in `side_areas.py`; a character without one gets a mat
drawn from its kit's zones by zone kind (`rdi_desktop/mats/zones.py`: tracker, pile,
row of cards, tokens).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.kits import kit
from rdi_desktop.dispatch import register_event as add_event
from rdi_desktop.dispatch import registrant

Spot = tuple[pygame.Rect, str | None, str]
# (surface, rect, player view, scale, the viewer's own OWNER zones on their own mat (zone
# key -> cards; None on others' mats: the view has `<key>_size`), lit tags) -> hot spots
Owned = dict[str, list[str]] | None
Renderer = Callable[[pygame.Surface, pygame.Rect, dict[str, Any], float, Owned, set[str]],
                    list[Spot]]
# whether the player has anything to show on the mat
Shows = Callable[[dict[str, Any]], bool]

MATS: dict[str, tuple[Renderer, Shows]] = {}
# a kit's own engine event -> how the table shows it (patch the displayed state, log,
# animate; called as handler(presenter, event)): the event table, rdi_desktop/dispatch.py
EventHandler = Callable[[Any, dict[str, Any]], "float | None"]


# tokens a kit puts on OTHER players' mats (Remy's Marks): (table view, seat) -> words
Badges = Callable[[dict[str, Any], int], list[str]]
BADGES: list[Badges] = []


def register_badges(fn: Badges) -> None:
    BADGES.append(fn)


def badges(view: dict[str, Any], seat: int) -> tuple[str, ...]:
    """Every kit's tokens on this seat's mat, drawn by the table as small plates."""
    return tuple(b for fn in BADGES for b in fn(view, seat))


def register_event(kind: str, handler: EventHandler, hold: float = 0.3, sound: str = "") -> None:
    """Show a kit's own event kind with `handler`, holding the next event `hold` seconds."""
    add_event(kind, handler, hold, by=registrant(), sound=sound)


# the automaton's mat body (Otto's tracks and deck): (surface, body rect, player view, scale,
# the other players' names, one track each) -> hot spots
AutomatonBody = Callable[[pygame.Surface, pygame.Rect, dict[str, Any], float, list[str]],
                         list[Spot]]
AUTOMATON: list[AutomatonBody] = []


def register_automaton(draw: AutomatonBody) -> None:
    """The automaton's mat file draws its body (the table names no automaton)."""
    AUTOMATON[:] = [draw]


def register(character: str, draw: Renderer, shows: Shows | None = None) -> None:
    MATS[character] = (draw, shows or (lambda p: True))


#: the mat drawn from a kit's zones by zone kind, for a character without a mat file
#: (rdi_desktop/mats/zones.py registers it)
BY_ZONES: list[tuple[Renderer, Shows]] = []


def register_by_zones(draw: Renderer, shows: Shows) -> None:
    BY_ZONES[:] = [(draw, shows)]


def mat(character: str) -> tuple[Renderer, Shows] | None:
    """The character's own mat, else the one drawn from its kit's zones by zone kind
    (rdi_desktop/mats/zones.py); None for a character with no zones (or Otto's seat)."""
    got = MATS.get(character)
    if got is not None:
        return got
    k = kit(character)
    if k.zones and not k.automaton and BY_ZONES:
        return BY_ZONES[0]
    return None
