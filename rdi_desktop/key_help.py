"""Every key the game answers to, by screen: the Help overlay (F1 or ?) shows this
list and the README's Controls section lists the same keys (a test compares them)."""

from __future__ import annotations

import pygame

from rdi_desktop import art, text_size
from rdi_desktop.widgets.labels import GOLD, PARCH

#: (section, [(keys, what they do)])
KEYS: list[tuple[str, list[tuple[str, str]]]] = [
    ("Everywhere", [
        ("Tab / Shift+Tab", "move the focus to the next / previous thing"),
        ("Arrow keys", "move the focus left, right, up or down"),
        ("Enter / Space", "use what has the focus (as a click would)"),
        ("Esc", "cancel, close a note or a panel, go back"),
        ("F1 / ?", "this list of keys"),
        ("M", "sound off / on"),
        ("F11 / Alt+Enter", "full screen / window"),
    ]),
    ("At the table", [
        ("1 - 9", "pick the answer button with that number"),
        ("Enter on a card", "play it (a card that needs a target: then pick a mat)"),
        ("Esc", "take an aimed card back, or the last Drink placed"),
        ("Z", "show the focused card's text enlarged"),
        ("H", "ask for a hint (a seat with hints on); Esc cancels one being searched"),
    ]),
    ("Gambling Hall", [
        ("1 - 9", "press the control with that number"),
        ("Left / Right", "move the raise slider when it has the focus"),
        ("Esc", "back to the lobby"),
    ]),
    ("Replay", [
        ("Left / Right", "previous / next decision (Shift: turn)"),
        ("Page Up / Page Down", "previous / next turn"),
        ("Home / End", "first / last decision"),
        ("Space", "play / pause"),
    ]),
    ("Title and menus", [
        ("Up / Down", "move over the title menu; scroll Statistics, and Load or the game "
                      "review past the first or last row shown"),
        ("Page Up / Page Down", "turn the Rules' pages; scroll Load, Statistics and the "
                                "game review"),
        ("Home / End", "the top / end of Load, Statistics and the game review"),
    ]),
]


def all_keys() -> list[str]:
    """Each key written as the overlay writes it (the README must name each)."""
    return [k for _, rows in KEYS for k, _ in rows]


def draw_help(surface: pygame.Surface) -> pygame.Rect:
    """The overlay: a dark panel over the screen with the sections in two columns."""
    w, h = surface.get_size()
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 170))
    surface.blit(shade, (0, 0))
    scale = max(0.65, min(1.0, h / 800, w / 1200))
    col_w = min(540, (w - 80) // 2)
    key_w = round(col_w * 0.36)  # (or the widest keys' words: set with the size below)
    half = (len(KEYS) + 1) // 2
    cols = [KEYS[:half], KEYS[half:]]
    # the player's text size, or the largest size under it whose list fits the window
    least = max(11, round(16 * scale))
    for size in range(max(least, round(16 * scale * text_size.SCALE)), least - 1, -1):
        f = art.font("dejavu_sans", size)
        line_h = f.get_linesize() + 1
        key_w = max(round(col_w * 0.36), 16 + max(
            art.font("dejavu_sans", size, "bold").size(k)[0] for k in all_keys()))
        wrapped = {what: art.wrap(what, f, col_w - key_w - 8) for _, rows in KEYS
                   for _, what in rows}
        heights = [sum(line_h * (1 + sum(len(wrapped[what]) for _, what in rows)) + 8
                       for _, rows in col) for col in cols]
        # (70 px of margins and title at the least size; a larger title takes more)
        grown = art.font("dejavu_serif", size + 4, "bold").get_linesize() \
            - art.font("dejavu_serif", least + 4, "bold").get_linesize()
        if max(heights) + 70 + grown <= h - 16:
            break
    box = pygame.Rect(0, 0, 2 * col_w + 60, max(heights) + 70 + grown)
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surface, (30, 16, 8), box, border_radius=12)
    pygame.draw.rect(surface, GOLD, box, 3, border_radius=12)
    title = art.text("Keys (F1, ? or Esc closes this)", size + 4, GOLD, "bold", "dejavu_serif")
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
    for c, col in enumerate(cols):
        x = box.x + 20 + c * (col_w + 20)
        y = box.y + 30 + title.get_height()
        for section, rows in col:
            surface.blit(art.text(section, size, GOLD, "bold"), (x, y))
            y += line_h
            for keys, what in rows:
                surface.blit(art.text(keys, size, (255, 255, 255), "bold"), (x + 8, y))
                for line in wrapped[what]:
                    surface.blit(art.text(line, size, PARCH), (x + key_w, y))
                    y += line_h
            y += 8
    return box
