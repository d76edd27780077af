"""Extra pygame_gui theme classes for the hall screens, loaded at run time
(the shared ``assets/theme.json`` stays untouched).

* ``@hall_fast``: plain rectangles for big panels and text boxes that are
  rebuilt often (rounded corners on large surfaces are slow to redraw);
* ``@hall_small``: a smaller sans-serif button font for long labels.
"""

from __future__ import annotations

from typing import Any

from pygame_gui.core import ObjectID

from rdi_desktop import text_size

HALL_THEME: dict[str, Any] = {
    "@hall_fast": {"misc": {"shape": "rectangle", "shadow_width": "0", "border_width": "2"}},
    "@hall_small": {"font": {"name": "dejavu_sans", "size": "14", "bold": "1"}},
    # the rules and side text boxes: a wider inner margin, so a line pygame_gui measures
    # a little short (a paragraph opening in bold) ends inside the box
    "#hall_side": {"misc": {"shape": "rectangle", "shadow_width": "0", "border_width": "2",
                            "padding": "16,6"}},
    "#hall_rules": {"misc": {"padding": "16,6"}},
}

_loaded: set[int] = set()


#: loaded again with the rest of the theme when the text size changes
text_size.MORE_THEMES["hall"] = HALL_THEME


def ensure_theme(manager: Any) -> None:
    """Load :data:`HALL_THEME` into ``manager`` once (at the text size in force)."""
    if id(manager) in _loaded:
        return
    manager.get_theme().load_theme(text_size.scaled_theme(HALL_THEME, text_size.SCALE))
    text_size.forget_ids(manager)
    _loaded.add(id(manager))


def fast(object_id: str | None = None) -> ObjectID:
    return ObjectID(object_id, "@hall_fast")


def small(object_id: str | None = None) -> ObjectID:
    return ObjectID(object_id, "@hall_small")
