"""Which effect an engine event makes at the table (pure rules, no pygame).

The presenter asks :func:`sound_for` as it shows each event, so a sound plays when
the player sees the thing happen (not when the engine thread decides it). A kit's
own card kind can have its own sound (Samantha's Brawlers: a Brawl), registered by
its mat file with :func:`register_type_sound`.
"""

from __future__ import annotations

from typing import Any

from rdi_desktop.card_info import card_type

__all__ = ["TYPE_SOUNDS", "ending_sting", "register_type_sound", "sound_for", "table_tension"]

#: event kind -> effect, for events whose sound does not depend on their details (a kit's
#: or a variant's own events add theirs as they register: rdi_desktop/dispatch.py)
EVENT_SOUNDS: dict[str, str] = {
    "card_played": "card",
    "player_out": "pass_out",
    "contest_ended": "win",
}
#: a revealed card's type -> effect
TYPE_SOUNDS: dict[str, str] = {}
#: Alcohol Content from which a Drink sounds strong (the project's own line: 3 and up)
STRONG_DRINK = 3
#: a player this close to passing out (Fortitude minus Alcohol Content) is one Drink
#: from it: a player passes out when Alcohol Content reaches Fortitude (001 "Passing
#: Out"), and an ordinary Drink adds 1 or 2
ONE_DRINK = 2
#: a Round of Gambling's pot from which the music tightens (each player antes 1 Gold)
LARGE_POT = 8


def register_type_sound(card_type: str, sound: str) -> None:
    TYPE_SOUNDS[card_type] = sound


def _card_type(card: Any) -> str:
    return card_type(str(card)) if card else ""


def sound_for(e: dict[str, Any]) -> str:
    """The effect for engine event ``e`` ('' for a silent one)."""
    k = e.get("kind", "")
    if k == "drink_drunk":
        return "drink_strong" if int(e.get("alcohol") or 0) >= STRONG_DRINK else "drink_light"
    if k == "gold_moved":
        return "pot" if "pot" in (e.get("frm"), e.get("to")) else "coin"
    if k == "gambling_ended":
        return "win" if e.get("winner") is not None else "coin"
    if k in ("card_played", "revealed"):
        got = TYPE_SOUNDS.get(_card_type(e.get("card")), "")
        if got:
            return got
    return EVENT_SOUNDS.get(k, "")


def table_tension(display: dict[str, Any]) -> bool:
    """Whether the table's music turns tense: a player still in the game is one Drink
    from passing out, or a Round of Gambling's pot is large."""
    for p in display.get("players", []):
        if p.get("out") is None and not p.get("automaton"):
            if int(p.get("fortitude", 0)) - int(p.get("alcohol", 0)) <= ONE_DRINK:
                return True
    return int(display.get("pot") or 0) >= LARGE_POT


def ending_sting(winners: tuple[int, ...], humans: list[int] | tuple[int, ...]) -> str:
    """The sting at a game's end: victory when a player at the screen won (or the
    game was all AI), defeat when they all lost."""
    if not humans or any(w in humans for w in winners):
        return "victory"
    return "defeat"
