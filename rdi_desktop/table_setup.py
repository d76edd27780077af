"""The set-up of a new table game: a quick game (you against AI seats of the cast), and a
legal game of any mode (teams side by side, Boss seats where the mode needs them, the
modes a kit brings), with the variants' switches as its options.

Plain data for :func:`engine.game.new_game` and the seat kinds (no pygame): the New Game
screen, the command line's ``--autoplay`` and the tests build their games here.
"""

from __future__ import annotations

import random
from typing import Any

from engine.kits import boss_character, playable_characters
from rdi_desktop import variant_ui
from rdi_desktop.bridge import HUMAN, default_ai

QUICK_CHARACTERS = playable_characters()


def quick_setup(players: int = 4, seed: int | None = None, human: bool = True
                ) -> tuple[dict[str, Any], list[str], int]:
    from engine.cards import cards

    seed = seed if seed is not None else random.randrange(1, 1_000_000)
    rng = random.Random(seed)
    chars = [c for c in QUICK_CHARACTERS if c in cards().characters] or \
        list(cards().characters)
    picks = [chars[i % len(chars)] for i in range(players)]
    rng.shuffle(picks)
    specs = []
    kinds = []
    names_used: set[str] = set()
    for i, ch in enumerate(picks):
        name = cards().characters[ch].name
        if i == 0 and human:
            name = "You"
        base, k = name, 2
        while name in names_used:  # "Jett 2", never "Jett'" (the log's possessives)
            name = f"{base} {k}"
            k += 1
        names_used.add(name)
        specs.append({"name": name, "character": ch})
        kinds.append(HUMAN if (i == 0 and human) else default_ai())
    return {"players": specs, "first": 0}, kinds, seed


#: the core's modes; a kit or variant brings its own (rdi_desktop/variant_ui.py ModeUI)
_NAMES = {"standard": "Standard", "two-headed-dragon": "Two-Headed Dragon",
          "boss-battle": "Boss Battle", "two-headed-boss-battle": "Two-Headed Boss Battle",
          "leaders-and-lackeys": "Leaders and Lackeys"}
#: the player counts each mode allows
_PLAYERS: dict[str, tuple[int, ...]] = {
    "standard": (2, 3, 4, 5, 6, 7, 8), "two-headed-dragon": (4, 6, 8), "boss-battle": (3, 4, 5),
    "two-headed-boss-battle": (4, 6, 8), "leaders-and-lackeys": (4, 6, 8)}
_DEFAULT_PLAYERS = {"standard": 4, "two-headed-dragon": 4, "boss-battle": 4,
                    "two-headed-boss-battle": 4, "leaders-and-lackeys": 4}


def mode_names() -> dict[str, str]:
    """Every mode's name on New Game: the core's, then those the plug-ins declare (Otto's
    two-player game, by his mat file)."""
    return {**_NAMES, **{m.mode: m.name for m in variant_ui.mode_uis()}}


def mode_players() -> dict[str, tuple[int, ...]]:
    """The player counts each mode allows."""
    return {**_PLAYERS, **{m.mode: m.players for m in variant_ui.mode_uis()}}


def mode_default_players() -> dict[str, int]:
    """The count New Game starts each mode at."""
    return {**_DEFAULT_PLAYERS, **{m.mode: m.default for m in variant_ui.mode_uis()}}


def modes() -> tuple[str, ...]:
    return tuple(mode_names())
TEAM_NAMES = "ABCD"


def seat_roles(mode: str, n: int) -> list[dict[str, Any]]:
    """What each seat must be in ``mode``: its team, whether it is a Boss and
    whether its character is fixed (Petra). Boss Battle seats the Boss last,
    so seat 1 (you, by default) is a Challenger."""
    roles: list[dict[str, Any]] = []
    for i in range(n):
        r: dict[str, Any] = {"team": None, "boss": False, "fixed": False}
        if mode in ("two-headed-dragon", "two-headed-boss-battle", "leaders-and-lackeys"):
            r["team"] = TEAM_NAMES[i // 2]
            if mode == "two-headed-boss-battle" or (mode == "leaders-and-lackeys"
                                                    and i % 2 == 0):
                r["boss"] = r["fixed"] = True
        elif mode == "boss-battle" and i == n - 1:
            r["boss"] = r["fixed"] = True
        roles.append(r)
    return roles


def variant_setup(mode: str = "standard", players: int | None = None, seed: int | None = None,
                  human: bool = True, options: dict[str, bool] | None = None
                  ) -> tuple[dict[str, Any], list[str], int]:
    """A legal game of ``mode`` (like :func:`quick_setup`): teams of two side by
    side, Boss Petras where the mode needs them, Otto's two players."""
    from engine.cards import cards

    if mode not in modes():
        raise ValueError(f"unknown mode {mode!r}")
    n = players if players is not None else mode_default_players()[mode]
    if n not in mode_players()[mode]:
        raise ValueError(f"{mode_names()[mode]} needs {mode_players()[mode]} players, not {n}")
    setup, kinds, seed = quick_setup(n, seed, human)
    if mode == "standard" and not options:
        return setup, kinds, seed
    rng = random.Random(seed)
    boss = boss_character()
    others = [c for c in QUICK_CHARACTERS if c != boss and c in cards().characters]
    rng.shuffle(others)
    used: set[str] = set()
    for i, (spec, role) in enumerate(zip(setup["players"], seat_roles(mode, n))):
        ch = boss if role["fixed"] else (spec["character"] if mode == "standard"
                                            else others[i % len(others)])
        spec["character"] = ch
        if role["team"] is not None:
            spec["team"] = role["team"]
        if role["boss"]:
            spec["boss"] = True
        name = "You" if (i == 0 and human) else cards().characters[ch].name
        if role["boss"] and mode == "boss-battle" and not (i == 0 and human):
            name = "Boss " + name
        base, k = name, 2
        while name in used:
            name = f"{base} {k}"
            k += 1
        used.add(name)
        spec["name"] = name
    setup["mode"] = mode
    if options:
        setup["options"] = {k: bool(v) for k, v in options.items()}
    return setup, kinds, seed
