"""A seat's reading of the table: margins, Gold, threat, drinks, the card being answered.

Everything here comes from the seat's `view` only (engine.game.Game.view), so a
heuristic built on it cannot peek. The numbers are the ones the rules make
decisive (003 "Losing the Game"): a player is out when Alcohol >= Fortitude or
Gold runs out, so the *margin* (Fortitude - Alcohol) and Gold are what count.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from engine.ai.cardinfo import Info, drink_numbers, info

LETHAL = 100.0


@dataclass
class Seen:
    name: str
    margin: int
    gold: int
    alive: bool
    hand_size: int
    traits: list[str]


def strength(margin: int, gold: int) -> float:
    """A rough chance-to-survive weight: falls steeply as margin or Gold near zero."""
    if margin <= 0 or gold <= 0:
        return 0.0
    m = min(margin, 20) / 20.0
    g = min(gold, 15) / 15.0
    return (m ** 0.7) * (g ** 0.5)


class Table:
    """Derived facts about one view, computed once per decision."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me: int = int(view["seat"])
        self.players: list[Seen] = [
            Seen(p["name"], int(p["fortitude"]) - int(p["alcohol"]), int(p["gold"]),
                 p.get("out") is None, int(p.get("hand_size", 0)), list(p.get("traits", [])))
            for p in view["players"]]
        self.index = {p.name: i for i, p in enumerate(self.players)}
        self.hand: list[str] = list(view["players"][self.me].get("hand", []))
        self.gambling: dict[str, Any] | None = view.get("gambling")
        self.pot: int = int(view.get("pot", 0))
        self.stack: list[dict[str, Any]] = list(view.get("stack", []))
        self.drinks: list[dict[str, Any]] = list(view.get("drinks", []))
        alive = [i for i, p in enumerate(self.players) if p.alive]
        self.alive = alive
        self.opponents = [i for i in alive if i != self.me]

    @cached_property
    def lead_weight(self) -> dict[int, float]:
        """The leader gets the biggest weight: hurting the strongest rival pays most.

        Worked out on first use only: most prompts (a pass-or-play window with nothing
        aimed at a rival) never read it, and search playouts build a Table per decision."""
        ranks = sorted(self.opponents, key=lambda i: self.strength(i))
        return {i: 0.85 + 0.3 * k / max(1, len(ranks) - 1) for k, i in enumerate(ranks)}

    # -- players ------------------------------------------------------------------
    def margin(self, i: int) -> int:
        return self.players[i].margin

    def gold(self, i: int) -> int:
        return self.players[i].gold

    def strength(self, i: int) -> float:
        p = self.players[i]
        return strength(p.margin, p.gold) if p.alive else 0.0

    def who(self, name: str | None) -> int | None:
        return None if name is None else self.index.get(name)

    # -- costs and values in "margin points" --------------------------------------
    def self_cost(self, harm: float, aware: bool = True) -> float:
        """What losing `harm` margin costs me: lethal is everything, near the edge hurts more."""
        m = self.margin(self.me) if aware else 12
        if harm <= 0:
            return harm
        if harm >= m:
            return LETHAL
        return harm * (1.0 + 4.0 / (m - harm + 1))

    def gold_cost(self, amount: float, aware: bool = True) -> float:
        g = self.gold(self.me) if aware else 8
        if amount <= 0:
            return amount
        if amount >= g:
            return LETHAL
        return amount * (1.0 + 3.0 / (g - amount + 1))

    def hurt_value(self, i: int, harm: float) -> float:
        """What `harm` margin on opponent i is worth to me (finishing a player is big)."""
        if i == self.me or harm <= 0 or not self.players[i].alive:
            return -self.self_cost(harm) if i == self.me else 0.0
        m = self.margin(i)
        if harm >= m:
            return 30.0
        return harm * 0.6 * (1.0 + 4.0 / (m - harm + 1)) * self.lead_weight.get(i, 1.0)

    def drain_value(self, i: int, amount: float) -> float:
        """What making opponent i lose `amount` Gold is worth to me."""
        if i == self.me or amount <= 0 or not self.players[i].alive:
            return 0.0
        g = self.gold(i)
        if amount >= g:
            return 30.0
        return amount * 0.5 * (1.0 + 3.0 / (g - amount + 1)) * self.lead_weight.get(i, 1.0)

    # -- drinks ----------------------------------------------------------------------
    def drink_harm(self, d: dict[str, Any], drinker: int | None = None) -> int:
        """Margin a Drink would cost its drinker (Alcohol gained minus Fortitude gained)."""
        who = d["drinker"] if drinker is None else drinker
        alc, fort = drink_numbers(list(d["cards"]), self.players[who].traits)
        mods = d.get("mods", {})
        alc += int(mods.get("alcohol", 0))
        fort += int(mods.get("fortitude", 0))
        return alc - fort

    def my_drinks(self) -> list[dict[str, Any]]:
        return [d for d in self.drinks if d["drinker"] == self.me and not d.get("ignored")]

    # -- the stack -------------------------------------------------------------------
    def about(self, to: str | None) -> tuple[int, dict[str, Any]] | None:
        """The newest live stack item played as card `to` (what a window is about)."""
        for k in range(len(self.stack) - 1, -1, -1):
            it = self.stack[k]
            if it["card"] == to and not it.get("negated"):
                return k, it
        return None

    def item_harm(self, it: dict[str, Any], p: int) -> tuple[int, int]:
        """(margin, Gold) a card item would cost player p when it resolves."""
        inf = info(it["card"])
        owner = int(it["owner"])
        harm = gold = 0
        if it.get("target") == p:
            harm += inf.harm_target
            gold += inf.gold_target
        if p != owner:
            harm += inf.harm_each_other
        return harm, gold

    def count(self, pred: Any) -> int:
        return sum(1 for c in self.hand if pred(info(c)))

    def control_cards(self) -> list[Info]:
        return [info(c) for c in self.hand if info(c).gambling_mode]


def light_view(g: Any, seat: int) -> dict[str, Any]:
    """The parts of `Game.view(seat)` a Table reads, built straight from a GameState.

    Only for search playouts on a *sampled* state (which holds no real hidden
    cards): it skips the copies `view` makes of discard piles and character
    state, which made up a third of a playout's time.
    """
    players = []
    for i, p in enumerate(g.players):
        d: dict[str, Any] = {"name": p.name, "fortitude": p.fortitude, "alcohol": p.alcohol,
                             "gold": p.gold, "hand_size": len(p.hand), "out": p.out,
                             "traits": p.traits, "character": p.character}
        if i == seat:
            d["hand"] = p.hand
            d["state"] = p.state  # its own side zones, for kits' AI hints (not copied)
        players.append(d)
    gm = g.gambling
    return {
        "seat": seat, "players": players, "pot": g.pot,
        "gambling": None if gm is None else {"controller": gm.controller,
                                             "winning_hand": gm.winning_hand},
        "stack": [{"card": it.card, "owner": it.owner, "target": it.target,
                   "negated": it.negated} for it in g.items.values()],
        "drinks": [{"cards": d.cards, "drinker": d.drinker, "mods": d.mods,
                    "ignored": d.ignored, "tags": d.tags} for d in g.drinks.values()],
    }
