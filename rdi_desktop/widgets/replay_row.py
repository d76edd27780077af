"""The replay viewer's row of controls: widths whose menus show their longest entry
whole (the "Go to turn" list cut "Turn 3: Doctor Terci"; the menus get what their words
need, the step buttons give it), and the turn list's entries."""

from __future__ import annotations

from typing import Any

from rdi_desktop import art
from rdi_desktop.widgets.table_draw import short_name

#: the replay's menus draw their words in the theme's serif bold 18 (at 100%)
MENU_FONT = ("dejavu_serif", 18, "bold")


def fit_widths(base: list[int], total: int, needs: dict[int, int], give: list[int],
               least: int) -> list[int]:
    """``base`` widths scaled to fill ``total``; each index in ``needs`` widened to its
    need, the room taken evenly from the indexes in ``give`` (none below ``least``)."""
    f = total / max(1, sum(base))
    w = [int(v * f) for v in base]
    for i, need in needs.items():
        extra = need - w[i]
        if extra <= 0:
            continue
        each = -(-extra // max(1, len(give)))
        for j in give:
            take = min(each, max(0, w[j] - least), extra)
            w[j] -= take
            w[i] += take
            extra -= take
    return w


def control_widths(base: list[int], total: int, turns: list[str], views: list[str]
                   ) -> list[int]:
    """The row's widths (steps x5, speed, turn list, view, Play from here): the turn
    list and the view menu wide enough for their longest words (a scroll bar and an
    arrow beside them)."""
    from rdi_desktop.text_size import px

    family, size, style = MENU_FONT
    font = art.font(family, px(size), style)
    needs = {6: 48 + max((font.size(t)[0] for t in turns), default=0),
             7: 44 + max((font.size(v)[0] for v in views), default=0)}
    return fit_widths(base, total, needs, [0, 1, 3, 4], 34)


def split_row(ui: Any, room: int, turns: list[str], views: list[str]) -> bool:
    """Whether the row's words (the steps as arrows, each list its longest entry) are
    wider than ``room`` at the text size: then the lists go on a row of their own."""
    from rdi_desktop.text_size import SCALE, text_w

    if SCALE == 1.0:
        return False  # (at 100% the row gives the menus the steps' room: it always fits)
    need = sum(text_w(ui, [a], pad=20) for a in ("\u00ab", "\u2039", "Pause", "\u203a",
                                                  "\u00bb"))
    need += text_w(ui, ["x0.5"], pad=50) + text_w(ui, ["Play from here"], pad=24)
    need += text_w(ui, turns, pad=54) + text_w(ui, views, pad=50) + 8 * 4
    return need > room


def turn_entries(replay: Any, players: list[dict[str, Any]]) -> list[str]:
    """ "Turn 3: Terci" for each turn of ``replay`` (a name's last word: the list is narrow)."""
    names = [short_name(str(p.get("name", "?"))) for p in players]
    out = []
    for t, start in replay.turn_starts():
        who = replay.steps[start].active
        out.append(f"Turn {t}: {names[who]}" if 0 <= who < len(names) else f"Turn {t}")
    return out
