"""Bundled fonts (all open-licence, see ``assets/fonts/*/LICENSE``).

* ``dejavu_sans`` / ``dejavu_serif``: UI and body text (Bitstream Vera licence)
* ``blankenburg``: the blackletter display face of the title (SIL OFL 1.1)

:func:`font` returns cached ``pygame.font.Font`` objects for code that draws
text itself; :func:`register_gui_fonts` tells a pygame_gui ``UIManager``
about the same files and preloads the bold/italic variants the theme and the
HTML text boxes use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rdi_desktop.resources import resource_path

if TYPE_CHECKING:
    import pygame_gui

_DIR = "assets/fonts"

# family -> style -> file (relative to the repo root / bundle root)
FONT_FILES: dict[str, dict[str, str]] = {
    "dejavu_sans": {
        "regular": f"{_DIR}/dejavu/DejaVuSans.ttf",
        "bold": f"{_DIR}/dejavu/DejaVuSans-Bold.ttf",
        "italic": f"{_DIR}/dejavu/DejaVuSans-Oblique.ttf",
        "bold_italic": f"{_DIR}/dejavu/DejaVuSans-BoldOblique.ttf",
    },
    "dejavu_serif": {
        "regular": f"{_DIR}/dejavu/DejaVuSerif.ttf",
        "bold": f"{_DIR}/dejavu/DejaVuSerif-Bold.ttf",
        "italic": f"{_DIR}/dejavu/DejaVuSerif-Italic.ttf",
        "bold_italic": f"{_DIR}/dejavu/DejaVuSerif-BoldItalic.ttf",
    },
    "blankenburg": {
        "regular": f"{_DIR}/blankenburg/Blankenburg_UNZ1A.ttf",
    },
}

# Fonts preloaded into pygame_gui (name, size, style): theme fonts and the
# variants <b>/<i> in HTML text boxes need.
GUI_PRELOAD: list[tuple[str, int, str]] = [
    (name, size, style)
    for name in ("dejavu_sans", "dejavu_serif")
    for size in (14, 16, 18)
    for style in ("regular", "bold", "italic", "bold_italic")
] + [("dejavu_serif", 20, "bold")]


def font_file(family: str, style: str = "regular") -> str:
    styles = FONT_FILES[family]
    return str(resource_path(styles.get(style, styles["regular"])))


_cache: dict[tuple[str, int, str], pygame.font.Font] = {}


def font(family: str, size: int, style: str = "regular") -> pygame.font.Font:
    """A cached ``pygame.font.Font`` from the bundled files."""
    if not pygame.font.get_init():
        _cache.clear()
        pygame.font.init()
    key = (family, max(1, int(size)), style)
    f = _cache.get(key)
    if f is None:
        if not _cache:  # a Font outlives pygame.quit() only as "Invalid font (font module
            # quit since font created)", also when pygame is initialised again before the
            # next call (one App after another): forget them all when pygame quits (pygame
            # drops its quit hooks once called, so each first font registers again)
            pygame.register_quit(clear_cache)
        f = _cache[key] = pygame.font.Font(font_file(family, style), key[1])
    return f


def clear_cache() -> None:
    """Forget cached fonts (they die with ``pygame.quit()``)."""
    _cache.clear()


def register_gui_fonts(manager: pygame_gui.UIManager) -> None:
    for family, styles in FONT_FILES.items():
        manager.add_font_paths(
            family,
            font_file(family, "regular"),
            bold_path=font_file(family, "bold") if "bold" in styles else None,
            italic_path=font_file(family, "italic") if "italic" in styles else None,
            bold_italic_path=font_file(family, "bold_italic") if "bold_italic" in styles else None,
        )
    manager.preload_fonts(
        [{"name": n, "point_size": s, "style": st} for n, s, st in GUI_PRELOAD]
    )

