"""Per-character mat renderers: a character's side area is its own small file here.

Each module registers `MATS[character] = renderer`; a renderer draws the
character's zones inside the rectangle it is given and returns hot spots (see
`rdi_desktop.widgets.side_areas`, which holds the zone-kind helpers: trackers,
piles, rows of cards, tokens). Adding a character's mat is one new file, not a
branch in `side_areas.py`.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

import pygame

Spot = tuple[pygame.Rect, str | None, str]
# (surface, rect, player view, scale, own plotted cards or None, lit tags) -> hot spots
Renderer = Callable[[pygame.Surface, pygame.Rect, dict[str, Any], float, "list[str] | None",
                     set[str]], list[Spot]]
# whether the player has anything to show on the mat
Shows = Callable[[dict[str, Any]], bool]

MATS: dict[str, tuple[Renderer, Shows]] = {}


def register(character: str, draw: Renderer, shows: Shows | None = None) -> None:
    MATS[character] = (draw, shows or (lambda p: True))


def mat(character: str) -> tuple[Renderer, Shows] | None:
    return MATS.get(character)


def _load() -> None:
    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        importlib.import_module(f"{__name__}.{m.name}")


_load()
