"""The Gambling Hall: the nine games of "Gambling? I'm In!" (booklet 004).

Create a game with :func:`new_game` (or the class in :data:`GAMES`), then drive
it with ``pending()`` / ``apply(player, answer)`` / ``view(player)`` and read
``result()`` when ``pending()`` is None. Sessions (Adventurer's Choice) are in
:mod:`engine.hall.session`; AI planning in :mod:`engine.hall.ai`. A whole hall table
with the engine's interface (engine Prompt and Option, views, versioned saves) is
:class:`engine.hall.match.HallMatch`, its seats :mod:`engine.hall.seat`, its loop
:func:`engine.hall.run.run_match`.
"""

from __future__ import annotations

from typing import Any

from engine.hall.base import HallGame
from engine.hall.city_square import CitySquare
from engine.hall.den_of_thieves import DenOfThieves
from engine.hall.dragon_hordes import DragonHordes
from engine.hall.jack_of_all_trades import JackOfAllTrades
from engine.hall.kings_council import KingsCouncil
from engine.hall.rogues_and_warriors import RoguesAndWarriors
from engine.hall.the_wheel import TheWheel
from engine.hall.three_kingdoms import ThreeKingdoms
from engine.hall.threes import Threes

GAMES: dict[str, type[HallGame]] = {cls.GAME: cls for cls in (
    RoguesAndWarriors, Threes, KingsCouncil, JackOfAllTrades, ThreeKingdoms, DenOfThieves,
    DragonHordes, CitySquare, TheWheel)}


def new_game(name: str, players: list[str], stacks: dict[str, int] | None = None,
             variants: list[str] | tuple[str, ...] = (), seed: int = 0,
             **options: Any) -> HallGame:
    """Start game ``name`` (a key of :data:`GAMES`) with ``players`` in turn order,
    Starting Player first. ``options``: split_rule, min_raise_rule, betting
    ("betting_rounds" / "playing_for_shares"), share, carry_in, ante, and for The
    Wheel marked_spokes."""
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; one of {sorted(GAMES)}")
    return GAMES[name](players, stacks, variants, seed, **options)


def game_from_json(data: dict[str, Any]) -> HallGame:
    cls = GAMES.get(data.get("game", ""))
    if cls is None:
        raise ValueError(f"unknown game in state: {data.get('game')!r}")
    return cls.from_json(data)


__all__ = ["GAMES", "HallGame", "game_from_json", "new_game"]
