"""Tara has no mat of her own (cards.md §2: no side mechanic); the table shows her foresight
as a log line. The Drinks she looks at are shown to her alone by the arrange picker
(rdi_desktop/widgets/arrange.py), from her own prompt."""

from __future__ import annotations

from typing import Any

from rdi_desktop.looks import register_look
from rdi_desktop.mats import register_event
from rdi_desktop.reach import register_picker


def _arranged(pr: Any, e: dict[str, Any]) -> None:
    src = e.get("source")
    where = "the Drink Deck" if not isinstance(src, int) or src < 0 else \
        f"{pr.possessive(src)} Drink Me! pile"
    n = int(e.get("count", 0))
    who = pr.name(e.get("player"))
    arranges = "arrange" if who == "You" else "arranges"  # "You look at ... and arrange"
    pr.add_log(f"{who} looks at the top {n} of {where} and {arranges} "
               f"{'them' if n != 1 else 'it'}", kind="drinks_arranged")


register_event("drinks_arranged", _arranged, 0.3)
register_picker("arrange")  # her `arrange` prompt is answered in the arrange picker

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("tara", ((40, 40, 100), (190, 170, 250)), "all-seeing-eye", "compass")
