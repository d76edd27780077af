"""Team variants (003 "Team Variants"): shared stats, the shared turn, Champions, Potions.

A team is a set of players with one shared Fortitude/Alcohol/Gold record (the
members' fields mirror it). The team takes one turn together: everyone discards
then everyone draws; each member may play one Action (a Boss up to X) in the order
the team picks; the team orders its Drinks onto opponents; each member drinks in
the order the team picks. Boss Battle's Boss is a team of one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.effects.stats import move_gold
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.flow.kit_calls import register_anytime
from engine.frames import Frame, register_frame
from engine.model import GameState
from engine.prompts import Option, Prompt
from engine.team_queries import mates, team_names, team_of

POTION_EFFECTS = ("fortitude", "alcohol", "gold")


def hand_size(g: GameState, p: int) -> int:
    """7; a Boss in Boss Battle draws to 8/9/10 for 2/3/4 Challengers (003 "Boss Battle")."""
    pl = g.players[p]
    if g.mode == "boss-battle" and pl.boss:
        return 6 + len([q for q in g.players if not q.boss])
    return 7


def challengers(g: GameState) -> int:
    return len([q for q in g.players if not q.boss])


def boss_actions(g: GameState) -> int:
    """X Actions (and X Drinks) for the Boss; on her first turn 1 with 2 Challengers, else 2."""
    x = challengers(g)
    if g.turn_number <= 1:
        return 1 if x == 2 else 2
    return x


def drinks_to_order(g: GameState, p: int) -> int:
    if g.mode == "boss-battle":
        return boss_actions(g) if g.players[p].boss else 1
    return 2


def default_potions(g: GameState) -> int:
    """Potion Tokens per team: 2 in the two-team variants; X each side in Boss Battle."""
    return challengers(g) if g.mode == "boss-battle" else 2


def setup_teams(g: GameState, given: dict[str, dict[str, int]] | None = None) -> None:
    """Give each team its shared record (20/0/10 and its Potions) and mirror it on members.

    Boss Battle without explicit teams: the Boss is a team of one, the rest Challengers.
    """
    if g.mode == "boss-battle":
        for pl in g.players:
            if pl.team is None:
                pl.team = "Boss" if pl.boss else "Challengers"
    for i, pl in enumerate(g.players):
        if pl.team is None:
            pl.team = f"team{i}"
    given = given or {}
    for t in team_names(g):
        rec = {"fortitude": 20, "alcohol": 0, "gold": 10, "potions": default_potions(g)}
        rec.update({k: int(v) for k, v in (given.get(t) or {}).items()})
        g.teams[t] = rec
        for pl in g.players:
            if pl.team == t:
                pl.fortitude, pl.alcohol, pl.gold = rec["fortitude"], rec["alcohol"], rec["gold"]


def uses_boss_setup(g: GameState, p: int) -> bool:
    """003: Boss Battle's Boss, every player in Two-Headed Boss Battle, Leaders in L&L."""
    pl = g.players[p]
    if g.mode == "two-headed-boss-battle":
        return True
    return g.mode in ("boss-battle", "leaders-and-lackeys") and pl.boss


# --- Potion Tokens ------------------------------------------------------------------

def potion_options(g: GameState, p: int) -> list[Option]:
    t = team_of(g, p)
    if t is None or not g.players[p].alive or g.teams.get(t, {}).get("potions", 0) <= 0:
        return []
    return [Option(label="potion")]


@dataclass
class PotionChoice(Frame):
    """# 003 "Potion Tokens": gain 6 Fortitude, lose 6 Alcohol or gain 3 Gold from the Inn;
    it cannot be Negated, Ignored or affected, so it resolves at once."""

    player: int

    def step(self, g: GameState) -> Prompt | None:
        opts = tuple(Option(label=k) for k in POTION_EFFECTS)
        return Prompt(self.player, "choose", opts, ctx(g, reason="potion"))

    def answer(self, g: GameState, opt: Option) -> None:
        from engine.effects.stats import change_stat

        g.stack.pop()
        t = team_of(g, self.player)
        if t is None:
            return
        g.teams[t]["potions"] -= 1
        emit(g, "potion", player=self.player, effect=opt.label)
        if opt.label == "fortitude":
            change_stat(g, self.player, "fortitude", 6, cause="potion")
        elif opt.label == "alcohol":
            change_stat(g, self.player, "alcohol", -6, cause="potion")
        else:
            move_gold(g, "inn", self.player, 3, cause="potion")


register_frame("potion_choice", PotionChoice)


def _potions(g: GameState, p: int) -> list[Option]:
    return potion_options(g, p) if g.teams else []


def _use_potion(g: GameState, p: int, opt: Option) -> bool:
    if opt.label == "potion" and opt.card is None:
        g.stack.append(PotionChoice(p))
        return True
    return False


register_anytime(_potions, _use_potion, teams=True)


# --- Champions ----------------------------------------------------------------------

@dataclass
class ChooseChampions(Frame):
    """Each other team picks its Champion; `first` is the automatic one (003 "Champions").

    With `auto` off, `first` only says where the choosing starts: every team chooses, its
    own included (003 "Gambling, Events and Team Champions": a Sea Event revealed at the end
    of a shared turn, a Crawl to a new Tavern; 002 "Team Games": "The Crawling player does
    not necessarily need to be chosen as their team's Champion")."""

    first: int
    key: str  # where the result goes: g.champions[key]
    to: str = ""
    done: "list[int]" = field(default_factory=list)
    auto: bool = True

    def _pending_team(self, g: GameState) -> list[int] | None:
        chosen = {team_of(g, q) for q in self.done}
        for q in g.order_from(self.first):
            t = team_of(g, q)
            if t not in chosen:
                return [m for m in mates(g, q) if g.players[m].alive]
        return None

    def step(self, g: GameState) -> Prompt | None:
        if not self.done and self.auto:
            self.done.append(self.first)
        team = self._pending_team(g)
        if team is None:
            g.champions[self.key] = list(self.done)
            g.stack.pop()
            return None
        p = Prompt(team[0], "choose", player_options(g, team), ctx(g, reason="champion",
                                                                   to=self.to or None))
        return ask(self, g, p)

    def answer(self, g: GameState, opt: Option) -> None:
        self.done.append(g.index(str(opt.player)))


register_frame("choose_champions", ChooseChampions)


def champions(g: GameState, key: str) -> list[int] | None:
    got = g.champions.get(key)
    return list(got) if got is not None else None


def take_champions(g: GameState, key: str) -> list[int] | None:
    """The Champions chosen under `key`, now used (None if none were chosen)."""
    return g.champions.pop(key, None)


LEGACY_FLAG = "champions:"  # how an earlier layout of save format 1 kept them (as flags)


def load_legacy_champions(g: GameState) -> None:
    """A save of an earlier layout of format 1 kept the Champions as "champions:KEY" flags:
    move them."""
    for k in [k for k in g.flags if k.startswith(LEGACY_FLAG)]:
        g.champions[k[len(LEGACY_FLAG):]] = list(g.flags.pop(k))
