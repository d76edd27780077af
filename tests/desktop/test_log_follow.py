"""The log follows new entries unless the player scrolled up; then the entries
in view stay put and a plate offers the jump to the newest (issue 31)."""

from __future__ import annotations

from pathlib import Path

import pygame


def test_scrolled_up_the_view_stays_and_the_jump_returns(headless: Path) -> None:
    from rdi_desktop.presenter import LogEntry
    from rdi_desktop.widgets.log_panel import LogPanel

    pygame.init()
    surf = pygame.Surface((300, 400))
    rect = pygame.Rect(0, 0, 300, 400)
    log = [LogEntry(f"Entry {i}", card=f"c{i}") for i in range(60)]
    panel = LogPanel()
    panel.draw(surf, rect, 0, log, 1.0)
    assert panel.rows[0][1] == "c59" and panel.jump_rect is None  # following the newest
    log.append(LogEntry("Entry 60", card="c60"))
    panel.draw(surf, rect, 0, log, 1.0)
    assert panel.rows[0][1] == "c60"
    panel.on_wheel(1, len(log))  # the player scrolls up
    panel.draw(surf, rect, 0, log, 1.0)
    in_view = [c for _r, c in panel.rows]
    log += [LogEntry(f"Entry {i}", card=f"c{i}") for i in range(61, 65)]
    panel.draw(surf, rect, 0, log, 1.0)
    assert [c for _r, c in panel.rows] == in_view, "what they are reading stays put"
    assert panel.unseen == 4 and panel.jump_rect is not None
    assert pygame.Rect(rect).contains(panel.jump_rect)
    panel.jump()
    panel.draw(surf, rect, 0, log, 1.0)
    assert panel.rows[0][1] == "c64" and panel.jump_rect is None and panel.unseen == 0
