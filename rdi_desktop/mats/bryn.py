"""Bryn has no side mechanic (cards.md §2): this file gives only the look."""

from __future__ import annotations

from rdi_desktop.looks import register_look

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("bryn", ((90, 60, 40), (220, 180, 120)), "mailed-fist", "anchor")
