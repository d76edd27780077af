"""Losing the game (003 "Losing the Game").

Losses are checked only when no card is pending. Players about to lose get one
last window to save themselves; then passing out is settled first (half the Gold,
rounded up, to the Inn, the rest split evenly among those not passing out, the
remainder to the Inn), then anyone with no Gold is out. The last one standing
wins; everyone out at once is a tie.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.effects.stats import move_gold
from engine.events import emit
from engine.flow.drink_deck import discard_drink
from engine.flow.kept import drop_kept
from engine.flow.window import Window
from engine.frames import Frame, register_frame
from engine.kits import kit
from engine.model import GameState
from engine.prompts import Prompt


def passing_out(g: GameState, p: int) -> bool:
    pl = g.players[p]
    return pl.alive and not pl.automaton and pl.alcohol >= pl.fortitude


def losing(g: GameState) -> list[int]:
    return [p for p in g.contenders() if passing_out(g, p) or g.players[p].gold <= 0]


def _out(g: GameState, p: int, why: str) -> None:
    pl = g.players[p]
    pl.out = why
    for c in pl.drink_me:
        discard_drink(g, c)
    pl.drink_me = []
    drop_kept(g, p)  # their kept Drinks to the discard piles
    emit(g, "player_out", player=p, why=why)
    hook = kit(pl.character).hooks.eliminated  # a character's own clean-up (its kit)
    if hook:
        hook(g, p)


def _unit(g: GameState, p: int) -> str:
    from engine.team_queries import team_of

    t = team_of(g, p)
    return f"team:{t}" if t is not None else str(p)


def settle(g: GameState) -> None:
    """Settle losses. In team games a team is one unit: it passes out, pays and wins together."""
    before = g.contenders()
    units: dict[str, list[int]] = {}
    for p in g.order_from(g.active):
        if g.players[p].automaton:
            continue  # Otto cannot win or lose
        units.setdefault(_unit(g, p), []).append(p)
    passing = [u for u, ms in units.items() if passing_out(g, ms[0])]
    for u in passing:
        p = units[u][0]
        survivors = [ms[0] for v, ms in units.items() if v not in passing]
        gold = g.players[p].gold
        to_inn = (gold + 1) // 2
        move_gold(g, p, "inn", to_inn, cause="passed_out")
        rest = gold - to_inn
        if survivors:
            share = rest // len(survivors)
            for q in survivors:
                move_gold(g, p, q, share, cause="passed_out")
        move_gold(g, p, "inn", g.players[p].gold, cause="passed_out")
    for u in passing:
        for p in units[u]:
            _out(g, p, "passed_out")
    gm = g.gambling
    # 003 "Running out of Gold During Gambling": "you will remain in the game at least until
    # the Round of Gambling ends" (a pass-out settled during a Round waits for no one)
    gold_out = gm is None or not gm.started or gm.ended
    for ms in units.values():
        if gold_out and g.players[ms[0]].alive and g.players[ms[0]].gold <= 0:
            for p in ms:
                _out(g, p, "no_gold")
    alive = g.contenders()
    alive_units = {_unit(g, p) for p in alive}
    if len(alive_units) == 1:
        end_game(g, alive)
    elif not alive:
        end_game(g, before)  # 003: all remaining players losing at once is a tie


def end_game(g: GameState, winners: list[int]) -> None:
    g.over = True
    g.winners = list(winners)
    emit(g, "game_over", winners=list(winners))


@dataclass
class Elimination(Frame):
    stage: int = 0

    def step(self, g: GameState) -> Prompt | None:
        if self.stage == 0:
            self.stage = 1
            g.stack.append(Window("last", g.active, "phase"))
            return None
        g.stack.pop()
        if losing(g):
            settle(g)
        return None


register_frame("elimination", Elimination)
