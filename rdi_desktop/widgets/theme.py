"""Extra pygame_gui theme blocks for the table and the game screens, loaded
on top of ``assets/theme.json`` by the app (a dict, merged by pygame_gui)."""

from __future__ import annotations

from typing import Any


def _font(name: str, size: int, bold: bool = True) -> dict[str, str]:
    return {"name": name, "size": str(size), "bold": "1" if bold else "0"}


EXTRA_THEME: dict[str, Any] = {
    "@table_small": {
        "font": _font("dejavu_sans", 14),
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "5",
                 "border_width": "1", "shadow_width": "1",
                 "text_horiz_alignment_padding": "4"},
    },
    "@answer": {
        "font": _font("dejavu_serif", 16),
        "colours": {"normal_bg": "#6b1c14", "hovered_bg": "#a3261b",
                    "normal_border": "#e0b84f"},
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6",
                 "border_width": "2", "shadow_width": "2",
                 "text_horiz_alignment_padding": "6"},
    },
    "@form_label": {
        "font": _font("dejavu_sans", 16, False),
    },
    "@form_small": {
        "font": _font("dejavu_sans", 14, False),
    },
    # a ticked box is light with a dark tick, an unticked one dark: told apart by
    # lightness and the tick, never by hue alone
    "check_box": {
        "colours": {"selected_bg": "#e0b84f", "selected_text": "#24160c",
                    "hovered_bg": "#6a4a26"},
    },
}
