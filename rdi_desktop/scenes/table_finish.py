"""The offer to finish quickly once every person at the table is out: its buttons and
the player's answer (the AI turns at instant speed, or keep watching)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop.widgets.table_draw import R

if TYPE_CHECKING:
    from rdi_desktop.scenes.table import TableScene


def maybe_offer(sc: TableScene) -> None:
    """Once the table shows every person at the table out and the game goes on
    without them, offer to finish quickly (once per game), at once: the AI turns
    still to be shown do not hold it back."""
    p = sc.presenter
    if sc.finish_offered or sc.autoplay or not sc.engine.humans \
            or p.finished is not None or p.display.get("over"):
        return
    players = p.display.get("players") or []
    if not all(h < len(players) and players[h].get("out") for h in sc.engine.humans):
        return
    sc.finish_offered = True
    build(sc)
    sc.app.debug("finish offered")


def build(sc: TableScene) -> None:
    """The offer's three buttons over the table's centre (again after a resize)."""
    for b in sc.finish_buttons:
        b.kill()
    sc.finish_buttons = {}
    if not sc.finish_offered or sc.finish is not None:
        return
    c = R(sc.layout.centre)
    s = sc.layout.scale
    bh = max(30, round(34 * s))
    labels = (("fast", "Fast-forward (Enter)"), ("results", "Straight to the results"),
              ("watch", "Keep watching (Esc)"))
    bw = min(c.w - 16, round(260 * s))
    y = c.centery - (len(labels) * (bh + 6)) // 2 + round(20 * s)
    for act, label in labels:
        b = pygame_gui.elements.UIButton(
            pygame.Rect(c.centerx - bw // 2, y, bw, bh), label, manager=sc.app.ui,
            container=sc.root, object_id=ObjectID(f"#finish_{act}", "@answer"))
        sc.finish_buttons[b] = act
        y += bh + 6


def choose(sc: TableScene, act: str) -> None:
    """The player's answer to the offer: the AI turns at instant speed (and, for
    the results, the table covered until the game-over screen), or keep watching."""
    for b in sc.finish_buttons:
        b.kill()
    sc.finish_buttons = {}
    if act in ("fast", "results"):
        sc.finish = act
        sc.presenter.animator.instant = True
        sc.presenter.hold = 0.0
        sc.engine.max_ahead = 100_000  # the AI seats no longer wait for the table
