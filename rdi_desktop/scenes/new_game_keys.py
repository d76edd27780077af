"""What the keyboard reaches on New Game (:mod:`rdi_desktop.keyboard`): each seat's face
(Enter opens the portrait picker, as a click does) and the form's widgets; while the
picker is open, its faces (the focused one says what the character does, as the
mouse's would; Enter chooses it, Esc keeps the current one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rdi_desktop.focus import Focusable, gui_items

if TYPE_CHECKING:
    from rdi_desktop.scenes.new_game import NewGameScene


def new_game_items(sc: NewGameScene) -> list[Focusable]:
    if sc.picking is not None:
        return [_face(sc, rect, cid) for rect, cid in sc.pick_cells()]
    faces = [Focusable(("face", i), sc.face_rect(i), _opener(sc, i), f"seat {i + 1} face")
             for i in range(min(sc.count, len(sc.row_rects))) if len(sc._choices(i)) > 1]
    items = gui_items(sc.app.ui, sc.root)
    # each face goes just before its seat's row of widgets
    for f in reversed(faces):
        at = next((k for k, it in enumerate(items) if it.rect.top >= f.rect.top - 4), len(items))
        items.insert(at, f)
    return items


def _opener(sc: NewGameScene, i: int) -> Callable[[], None]:
    return lambda: sc.open_picker(i)


def _face(sc: NewGameScene, rect: pygame.Rect, cid: str) -> Focusable:
    def hover() -> None:
        sc.mouse = rect.center

    return Focusable(("pick", cid), pygame.Rect(rect), lambda: sc.close_picker(cid), cid,
                     hover=hover)
