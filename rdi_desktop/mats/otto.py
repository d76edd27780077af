"""Otto's seat has no mat (the automaton plays from its track): only its look and its
cards' icon."""

from __future__ import annotations

from rdi_desktop.looks import register_look, register_type_icon

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("otto", ((80, 80, 90), (240, 180, 60)), "vintage-robot", "cog")
register_type_icon("otto", "cog")
