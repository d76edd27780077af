"""Setting up the seats and the first turn: the one path `new_game` and the scenario
runner both take once their players, Drinks and variants are in place.

`new_game` deals the opening hands itself (its `deal` step); a scenario's players come
with their piles given. From there the set-up is the same: the teams' shared records (team
modes), then, seat by seat, the Boss side of a Boss's kit and the kit's own set-up (its
trackers' starting values, its side decks), and the first turn on the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.flow.kit_calls import setup_player
from engine.flow.teams import setup_teams, uses_boss_setup
from engine.flow.turn import Turn
from engine.kits import kit
from engine.model import GameState
from engine.team_queries import TEAM_MODES


def seat_players(g: GameState, teams: dict[str, dict[str, int]] | None,
                 deal: Callable[[int], None] | None = None) -> None:
    """The teams' shared records (team modes; `teams`: a record's given values by team),
    then each seat in order but an automaton's: `deal(i)` first when given, the Boss side
    of its kit (003: a Boss, every player of a Two-Headed Boss Battle, the Leaders), its
    kit's own set-up."""
    if g.mode in TEAM_MODES:
        setup_teams(g, teams)
    for i, p in enumerate(g.players):
        if p.automaton:
            continue
        if deal is not None:
            deal(i)
        boss_setup = kit(p.character).hooks.boss_setup
        if boss_setup is not None and uses_boss_setup(g, i):
            boss_setup(g, i)
        setup_player(g, i)


def first_turn(g: GameState, player: int, phase: str = "begin") -> None:
    """`player`'s turn starts the game (at `phase`); a round starts with it."""
    g.active = player
    g.round_start = player
    g.stack.append(Turn(player, stage=phase))
