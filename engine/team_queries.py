"""Who plays with whom (003 "Team Variants"): the team modes, a player's team, mates and
opponents.

Plain queries on the game state, below both the effect vocabulary (engine/effects/) and
the flow (engine/flow/), which both ask them; the team flow itself (the shared record, the
shared turn, Champions, Potions) is engine/flow/teams.py.
"""

from __future__ import annotations

from engine.model import GameState

TEAM_MODES = ("two-headed-dragon", "boss-battle", "two-headed-boss-battle", "leaders-and-lackeys")


def team_mode(g: GameState) -> bool:
    return g.mode in TEAM_MODES


def team_of(g: GameState, p: int) -> str | None:
    return g.players[p].team if team_mode(g) else None


def mates(g: GameState, p: int) -> list[int]:
    """p and the living players on p's team (just p outside team modes), in seat order."""
    t = team_of(g, p)
    if t is None:
        return [p]
    return [q for q, pl in enumerate(g.players) if pl.team == t and (pl.alive or q == p)]


def same_team(g: GameState, a: int, b: int) -> bool:
    t = team_of(g, a)
    return a == b or (t is not None and t == team_of(g, b))


def opponents(g: GameState, p: int) -> list[int]:
    """Living players not on p's team, in turn order from p ("another player")."""
    return [q for q in g.order_from(p) if not same_team(g, p, q)]


def team_names(g: GameState) -> list[str]:
    out: list[str] = []
    for pl in g.players:
        if pl.team is not None and pl.team not in out:
            out.append(pl.team)
    return out
