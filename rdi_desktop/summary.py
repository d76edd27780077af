"""The game summed up in sentences for the game-over screen: who won,
how each player went out and on which turn, and what did it. Pure Python: the
presenter's displayed table and statistics in, lines of text out."""

from __future__ import annotations

from typing import Any


def how_out(name: str, why: str, turn: int, card_title: str | None) -> str:
    """One player's exit: "Dale passes out on turn 12 (Dragon Breath Ale)"."""
    you = name == "You"  # the single person at the table is "You" (quick_setup)
    what = ("pass out" if you else "passes out") if why == "passed_out" else \
        ("run out of Gold" if you else "runs out of Gold")
    line = f"{name} {what} on turn {turn}" if turn else f"{name} {what}"
    return line + (f" ({card_title})" if card_title else "")


def summary_lines(display: dict[str, Any], stats: Any, title: Any) -> list[str]:
    """The lines under the standings: the players who went out, in the order they
    did; ``title`` turns a card id into its title."""
    players = display.get("players") or []
    lines = []
    for seat, why in stats.outs:
        if seat >= len(players):
            continue
        turn, card = stats.out_at.get(seat, (0, None))
        lines.append(how_out(str(players[seat].get("name", "?")), why, turn,
                             title(card) if card else None))
    return lines
