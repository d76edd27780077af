"""The player's text size (Settings' "Text size", 100%-150%) on every screen.

The table grows its own words with :data:`rdi_desktop.layout.TEXT_SCALE`; the other
screens are pygame_gui widgets and words the scenes draw themselves. Here the
pygame_gui theme is loaded with every font size (and a window's title bar) grown by
the text size, and the scenes size their rows from the fonts' line heights
(:func:`line_h`) and their own words with :func:`px`, so a bigger text size makes
taller buttons, rows that wrap and lists that scroll instead of cut words. Changing
the setting loads the theme again and rebuilds the screens (:func:`apply`).
"""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core.utility import translate

from rdi_desktop import layout
from rdi_desktop.resources import resource_path

if TYPE_CHECKING:
    from rdi_desktop.app import App

#: the text size in force (1.0-1.5), set by :func:`load_gui_theme`
SCALE = 1.0
THEME_FILE = "assets/theme.json"
#: name -> a theme a part of the app adds (the Gambling Hall's), loaded again at each
#: text size once registered
MORE_THEMES: dict[str, dict[str, Any]] = {}
#: theme ``misc`` values measured in text lines, grown with the words
_MISC_SIZES = ("title_bar_height", "list_item_height")
#: blocks pygame_gui otherwise fills from its own defaults (its Noto Sans 14 for a text
#: field, 20 px rows in a list): added only when the words grow, so 100% stays as it was
GROWN_DEFAULTS: dict[str, Any] = {
    "text_entry_line": {"font": {"name": "noto_sans", "size": "14"}},
    "drop_down_menu": {"misc": {"list_item_height": "20"}},
    "selection_list": {"misc": {"list_item_height": "20"}},
    "tool_tip.text_box": {"font": {"name": "noto_sans", "size": "14"}},
}


def px(n: float) -> int:
    """``n`` pixels of words (or of the room they take) at the text size in force."""
    return round(n * SCALE)


def scaled_theme(theme: dict[str, Any], scale: float) -> dict[str, Any]:
    """A copy of a pygame_gui theme dict with every font size (and each title bar's
    height) multiplied by ``scale``."""
    out = copy.deepcopy(theme)
    for block in out.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        for entry in font if isinstance(font, list) else [font] if isinstance(font, dict) else []:
            if str(entry.get("size", "")).isdigit():
                entry["size"] = str(round(int(entry["size"]) * scale))
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in _MISC_SIZES:
                if str(misc.get(key, "")).isdigit():
                    misc[key] = str(round(int(misc[key]) * scale))
    return out


def theme_font_sizes(theme: dict[str, Any]) -> set[tuple[str, int, bool]]:
    """(family, size, bold) of every font a theme names (to preload them)."""
    got = set()
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        for entry in font if isinstance(font, list) else [font] if isinstance(font, dict) else []:
            if "name" in entry and str(entry.get("size", "")).isdigit():
                got.add((entry["name"], int(entry["size"]), entry.get("bold") == "1"))
    return got


def load_gui_theme(manager: pygame_gui.UIManager, scale: float) -> None:
    """Load the app's whole theme into ``manager`` at text size ``scale`` (again after
    a change: pygame_gui merges a theme over the one it holds)."""
    from rdi_desktop.widgets.theme import EXTRA_THEME

    global SCALE
    SCALE = layout.TEXT_SCALE = scale
    grown = [GROWN_DEFAULTS] if scale != 1.0 else []
    themes = [scaled_theme(t, scale)
              for t in (load_theme(), EXTRA_THEME, *MORE_THEMES.values(), *grown)]
    fonts = set().union(*(theme_font_sizes(t) for t in themes))
    fd = manager.get_theme().get_font_dictionary()
    loaded = getattr(fd, "loaded_fonts", {})
    wanted = {(n, s, st) for n, s, bold in fonts
              for st in (("bold",) if bold else ("regular", "bold", "italic"))}
    manager.preload_fonts([
        {"name": n, "point_size": s, "style": st} for n, s, st in sorted(wanted)
        if fd.create_font_id(s, n, "bold" in st, "italic" in st) not in loaded])
    for t in themes:
        manager.get_theme().load_theme(t)
    forget_ids(manager)


def forget_ids(manager: Any) -> None:
    """Drop the element-id combinations pygame_gui remembers with their theming (after
    a theme is loaded: else an element built before keeps the old fonts and margins)."""
    ids = getattr(manager.get_theme(), "unique_theming_ids", None)
    if isinstance(ids, dict):
        ids.clear()


def load_theme(path: str = THEME_FILE) -> dict[str, Any]:
    """The pygame_gui theme file as a dict, with every font ``*_path`` made absolute
    through :func:`resource_path` (so it works frozen and from any cwd)."""
    with open(resource_path(path), encoding="utf-8") as fh:
        theme: dict[str, Any] = json.load(fh)
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        fonts = font if isinstance(font, list) else [font] if isinstance(font, dict) else []
        for entry in fonts:
            for key, value in list(entry.items()):
                if key.endswith("_path") and isinstance(value, str):
                    entry[key] = str(resource_path(value))
    return theme


def line_h(manager: pygame_gui.UIManager, element: str = "button", pad: int = 12) -> int:
    """The height of a one-line widget of class ``element`` (its font's line and
    ``pad`` px of border and margin): 34 px for a button at 100%."""
    font = manager.get_theme().get_font([element])
    return int(font.size("Ag")[1]) + pad


def apply(app: App) -> None:
    """The text size setting changed: load the theme at the new size and rebuild the
    screen on top (the ones under it rebuild when they are on top again)."""
    if abs(app.settings.text_scale - SCALE) < 1e-6:
        return
    load_gui_theme(app.ui, app.settings.text_scale)
    app.rebuild_screens()


def text_w(manager: pygame_gui.UIManager, texts: list[str] | tuple[str, ...],
           element: str = "button", pad: int = 28) -> int:
    """The width a widget of class ``element`` needs for the widest of ``texts`` (its
    font's width and ``pad`` px of border and margin; a drop-down's arrow: more)."""
    font = manager.get_theme().get_font([element])
    return max((int(font.size(t)[0]) for t in texts), default=0) + pad


def flow(widths: list[int], x0: int, right: int, y0: int, line: int,
         gap: int = 10) -> list[tuple[int, int]]:
    """Where widgets of ``widths`` go, left to right from (``x0``, ``y0``), a new line
    of height ``line`` whenever the next one would pass ``right`` (words that grow
    take more lines, never each other's room)."""
    out, x, y = [], x0, y0
    for wd in widths:
        if x > x0 and x + wd > right:
            x, y = x0, y + line
        out.append((x, y))
        x += wd + gap
    return out


def dialog_rect(window: tuple[int, int], w: int, h: int) -> pygame.Rect:
    """A dialog of ``w`` x ``h`` px at 100%, grown with the words (never past the
    window), centred in it."""
    rect = pygame.Rect(0, 0, min(px(w), window[0] - 20), min(px(h), window[1] - 20))
    rect.center = (window[0] // 2, window[1] // 2)
    return rect


def fit_dialog(dialog: Any) -> None:
    """pygame_gui's message and confirmation windows lay out buttons 24 or 30 px high:
    made as tall as their words (their text box gives up the room)."""
    if SCALE == 1.0:
        return
    manager = dialog.ui_manager
    buttons = [b for b in (getattr(dialog, "cancel_button", None),
                           getattr(dialog, "confirm_button", None),
                           getattr(dialog, "dismiss_button", None)) if b is not None]
    box = getattr(dialog, "confirmation_text", None) or getattr(dialog, "text_block", None)
    bh = line_h(manager, pad=8)
    for b in buttons:  # (each placed from the right: the window's edge, or the next one)
        bw = text_w(manager, [translate(b.text)], pad=24)
        b.set_dimensions((bw, bh))
        b.set_relative_position((-(bw + 10), -(bh + 10)))
    if box is not None:
        inner = dialog.get_container().get_size()
        box.set_dimensions((box.relative_rect.w, inner[1] - bh - 20 - box.relative_rect.y))


def menu_rows(manager: pygame_gui.UIManager, words: tuple[str, ...], width: int) -> int:
    """How many rows a row of small buttons saying ``words`` takes in ``width`` px at
    the text size: 2 when their words are wider than one row (a gear may stand for
    "Settings")."""
    need = sum(34 if w == "Settings" else text_w(manager, [w], "@table_small", 10)
               for w in words) + 4 * (len(words) - 1)
    return 1 if SCALE == 1.0 or need <= width else 2
