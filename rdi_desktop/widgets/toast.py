"""The short note over the window ("Sound off (M)"): where it goes and how it is drawn.

It sat at the top centre, over the screens' titles ("Settings"); it now takes the first
place clear of every button, menu and box pygame_gui shows: the bottom centre, then the
corners, the top centre last.
"""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art
from rdi_desktop.text_size import px
from rdi_desktop.widgets.labels import put_label

TOAST_PX = 18


def toast_box(size: tuple[int, int], box: pygame.Rect, taken: list[pygame.Rect]
              ) -> pygame.Rect:
    """``box`` moved to the first place in the window that covers none of ``taken``."""
    w, h = size
    m = 12
    places = [(w // 2 - box.w // 2, h - m - box.h), (m, h - m - box.h),
              (w - m - box.w, h - m - box.h), (m, m), (w - m - box.w, m),
              (w // 2 - box.w // 2, m)]
    for x, y in places:
        r = pygame.Rect(x, y, box.w, box.h)
        if not any(r.colliderect(t) for t in taken):
            return r
    return pygame.Rect(*places[0], box.w, box.h)


def draw_toast(app: Any) -> None:
    """The note ``app.toast_text``, clear of what the player may click."""
    t = art.text(app.toast_text, px(TOAST_PX), (255, 236, 200), "bold")
    taken = [el.get_abs_rect() for el in app.ui.get_sprite_group().sprites()
             if getattr(el, "visible", False) and hasattr(el, "get_abs_rect")
             and el.get_abs_rect().w < app.size[0]]  # (not a screen-wide container)
    box = toast_box(app.size, t.get_rect().inflate(24, 12), taken)
    pygame.draw.rect(app.screen, (40, 24, 12), box, border_radius=10)
    pygame.draw.rect(app.screen, (224, 184, 79), box, 2, border_radius=10)
    put_label(app.screen, t, t.get_rect(center=box.center), px(TOAST_PX), (0, 0), "toast")
