"""What each mode and variant is, in a line for New Game (beside its switch, under the
mode list, and in the switches' tooltips)."""

from __future__ import annotations

#: the core's modes; a mode a plug-in brings says itself (its ModeUI blurb)
MODE_LINES = {
    "standard": "Every player for themselves: the last one still conscious and solvent "
                "wins.",
    "two-headed-dragon": "Teams of two sit side by side and share their stats.",
    "boss-battle": "The Challengers against the Boss: the Boss plays up to one Action and "
                   "orders one Drink per Challenger, and drinks once.",
    "leaders-and-lackeys": "Teams of two: each a Leader (Boss Petra) and a Lackey.",
    "two-headed-boss-battle": "Every player is a Boss Petra, in teams of two.",
}


def mode_line(mode: str) -> str:
    """The mode's line (a plug-in mode's own blurb)."""
    from rdi_desktop.variant_ui import mode_uis

    own = {m.mode: m.blurb for m in mode_uis() if m.blurb}
    return own.get(mode) or MODE_LINES.get(mode, "")


def modes_tip(names: dict[str, str]) -> str:
    """Every mode's line, for the mode list's tooltip."""
    return "<br>".join(f"<b>{names[m]}</b>: {mode_line(m)}" for m in names if mode_line(m))


def variant_line(option: str) -> str:
    """The variant's rules as its module words them (the Rules screen's), for its
    switch's tooltip."""
    from engine.variant_registry import optioned

    v = next((v for v in optioned() if v.option == option), None)
    return v.texts.rules if v is not None and v.texts.rules else ""
