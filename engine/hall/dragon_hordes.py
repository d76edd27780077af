"""Dragon Hordes (004 "Dragon Hordes"): predict the next card and take the hordes.

Eight Horde Cards hold money: five Grey (one per rank) and three Dragon (one
per colour). Setup: each player reveals a card and puts 1 on its colour's and
1 on its rank's Horde. A turn: roll 2 dice. Doubles take everything on the
three Dragon Hordes and end the turn (if they are empty, take everything and
the game ends); Double Double: take another turn. Otherwise put 1 on the Horde
of each die (hall.md: 1-5 = Warrior..Rogue, 6 = a Dragon Horde of the roller's
choice), then predict a colour, a rank or both, or pass. The game ends when no
money is left on any Horde. There are no Betting Rounds and no ante.

Leaving (004 "Other Rules": "A player may leave the game at any time ... The money they
placed on Horde Cards stays"). The booklet names no moment; the project's reading asks
at the two moments a player's own money can make leaving worth it: instead of
predicting (after the roll's coins are placed) and, with ``leave_offers``, right after
a turn that took money (a prediction or doubles), before the next roll. Between those
moments a player's own money does not change. A player who leaves keeps what they hold
and is not dealt back in; the others play on while money is left on the Hordes.
``leave_offers`` is a table setting so that a match recorded before it replays its
decisions unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.hall.base import HallGame
from engine.hall.deck import COLORS, RANK_BY_NUMBER, RANKS, Card, roll_dice
from engine.hall.prompts import CHOOSE_DRAGON, PREDICT, STAY_OR_LEAVE, Prompt

HORDES: tuple[str, ...] = (*RANKS, *COLORS)
DRAGON_HORDES: tuple[str, ...] = COLORS


def empty_hordes() -> dict[str, int]:
    return {h: 0 for h in HORDES}


def die_horde(face: int, dragon_choice: str | None) -> str:
    """hall.md: a face 1-5 is the Grey Horde of that rank number; a 6 a chosen Dragon Horde."""
    if 1 <= face <= 5:
        return RANK_BY_NUMBER[face]
    if face == 6:
        if dragon_choice not in DRAGON_HORDES:
            raise ValueError("a rolled 6 needs a Dragon Horde (red, green or blue)")
        return dragon_choice
    raise ValueError(f"bad die face {face}")


@dataclass
class RollResult:
    taken: int
    paid: int
    doubles: bool
    game_over: bool
    placed: list[str]


def setup_reveal(hordes: dict[str, int], card: Card) -> int:
    """Setup: 1 on the colour's Dragon Horde and 1 on the rank's Horde; returns money paid."""
    hordes[card.color] += 1
    hordes[card.rank] += 1
    return 2


def apply_roll(hordes: dict[str, int], roll: list[int], dragon_choice: str | None = None
               ) -> RollResult:
    """The rolling part of a turn (mutates ``hordes``)."""
    if len(roll) != 2:
        raise ValueError("roll 2 dice")
    a, b = roll
    if a == b:
        taken = sum(hordes[h] for h in DRAGON_HORDES)
        if taken > 0:
            for h in DRAGON_HORDES:
                hordes[h] = 0
            return RollResult(taken, 0, True, not any(hordes.values()), [])
        taken = sum(hordes.values())
        for h in HORDES:
            hordes[h] = 0
        return RollResult(taken, 0, True, True, [])
    placed = [die_horde(a, dragon_choice), die_horde(b, dragon_choice)]
    for h in placed:
        hordes[h] += 1
    return RollResult(0, 2, False, False, placed)


def parse_prediction(obj: Any) -> tuple[str | None, str | None]:
    """``{"rank": r}``, ``{"color": c}`` or both -> (rank, colour)."""
    if not isinstance(obj, dict) or not obj or set(obj) - {"rank", "color"}:
        raise ValueError('a prediction is {"rank": ...}, {"color": ...} or both')
    rank, color = obj.get("rank"), obj.get("color")
    if rank is not None and rank not in RANKS:
        raise ValueError(f"unknown rank {rank!r}")
    if color is not None and color not in COLORS:
        raise ValueError(f"unknown colour {color!r}")
    return rank, color


def prediction_legal(hordes: dict[str, int], prediction: Any) -> bool:
    """004: a prediction may not involve a Horde Card with no money on it."""
    rank, color = parse_prediction(prediction)
    return all(hordes[h] > 0 for h in (rank, color) if h is not None)


def prediction_cost(prediction: Any) -> int:
    """The most a failed prediction costs (1 per predicted Horde)."""
    rank, color = parse_prediction(prediction)
    return (rank is not None) + (color is not None)


def resolve_prediction(hordes: dict[str, int], prediction: Any, card: Card) -> tuple[int, int]:
    """Reveal ``card`` for ``prediction``: returns (money taken, money paid); mutates hordes."""
    rank, color = parse_prediction(prediction)
    rank_hit = rank is not None and card.rank == rank
    color_hit = color is not None and card.color == color
    if rank is not None and color is not None:
        if rank_hit and color_hit:
            taken = hordes[rank] + hordes[color]
            hordes[rank] = hordes[color] = 0
            return taken, 0
        if rank_hit or color_hit:
            hit, miss = (rank, color) if rank_hit else (color, rank)
            assert hit is not None and miss is not None
            half = hordes[hit] // 2
            hordes[miss] += hordes[hit] - half
            hordes[hit] = 0
            return half, 0
        hordes[rank] += 1
        hordes[color] += 1
        return 0, 2
    single = rank if rank is not None else color
    assert single is not None
    if rank_hit or color_hit:
        taken = hordes[single]
        hordes[single] = 0
        return taken, 0
    hordes[single] += 1
    return 0, 1


class DragonHordes(HallGame):
    GAME = "dragon_hordes"
    TITLE = "Dragon Hordes"
    VARIANTS = frozenset({"double_double"})
    TIEBREAKER = None
    SETTINGS = frozenset({"leave_offers"})

    def __init__(self, *args: Any, leave_offers: bool = False, **kwargs: Any) -> None:
        kwargs["ante"] = False
        # before the base class runs the setup and the first roll, which may take money
        if leave_offers:  # set only when on: a game saved before it holds no such field
            self.leave_offers = True
            #: after "stay": the same player rolls again (Double Double) or the next one
            self.stay_then = "next"
            self.last_taken = 0
        super().__init__(*args, **kwargs)

    def _setup(self) -> None:
        self.hordes: dict[str, int] = empty_hordes()
        self.turn = 0
        self.phase = "roll"
        self.roll: list[int] = []
        self.revealed_cards: list[Card] = []
        self.delta: dict[str, int] = {p: 0 for p in self.players}
        self.left_game: list[str] = []
        self.finished = False
        self.turns_taken = 0

    def _script(self) -> list[str]:
        return ["setup", "turns"]

    @property
    def turn_player(self) -> str:
        return self.players[self.turn % len(self.players)]

    def _pay(self, player: str, amount: int) -> int:
        paid = min(amount, self.table.stacks[player])
        self.table.stacks[player] -= paid
        self.delta[player] -= paid
        return paid

    def _take(self, player: str, amount: int) -> None:
        self.table.stacks[player] += amount
        self.delta[player] += amount

    def _begin(self, step: str) -> None:
        if step == "setup":
            for p in self.players:
                card = self.draw()
                self.revealed_cards.append(card)
                if self.table.stacks[p] >= 2:
                    self._pay(p, setup_reveal(self.hordes, card))
                self._log(f"{p} reveals {card} for the setup.", kind="setup", player=p,
                          card=card.to_json())
        elif step == "turns":
            self._start_turn(same_player=True)

    def _start_turn(self, same_player: bool) -> None:
        """Roll for the player on turn; keeps going while no decision is needed."""
        if not same_player:
            self.turn += 1
        while True:
            if not any(self.hordes.values()):
                self.finished = True
                return
            active = [p for p in self.players if p not in self.left_game]
            if not active:
                self.finished = True
                return
            p = self.turn_player
            if p in self.left_game:
                self.turn += 1
                continue
            if self.table.stacks[p] < 2:  # cannot pay for a roll: the player leaves
                self.left_game.append(p)
                self._log(f"{p} is out of money and leaves the game.", kind="leave", player=p)
                self.turn += 1
                continue
            self.turns_taken += 1
            self.roll = roll_dice(self.rng, 2)
            a, b = self.roll
            if a == b:
                res = apply_roll(self.hordes, self.roll)
                self._take(p, res.taken)
                self._log(f"{p} rolls doubles {self.roll} and takes {res.taken}.",
                          kind="doubles", player=p, taken=res.taken)
                if res.game_over:
                    self.finished = True
                    return
                again = self.has("double_double")
                if self._offer_leave(p, res.taken, "again" if again else "next"):
                    return
                if not again:
                    self.turn += 1
                continue
            if 6 in self.roll:
                self.phase = "choose_dragon"
                return
            self._place_roll(None)
            return

    def _offer_leave(self, player: str, taken: int, then: str) -> bool:
        """With ``leave_offers``: after a turn that took money, while others play on, ask
        ``player`` to stay or leave (see the module docstring)."""
        if not getattr(self, "leave_offers", False) or taken <= 0 \
                or not any(self.hordes.values()) \
                or not [q for q in self.players if q != player and q not in self.left_game]:
            return False
        self.phase = "stay_or_leave"
        self.stay_then = then
        self.last_taken = taken
        return True

    def _leave(self, player: str) -> None:
        self.left_game.append(player)
        self._log(f"{player} leaves the game with their money; the money on the Hordes "
                  "stays.", kind="leave", player=player, chosen=True)

    def _place_roll(self, dragon_choice: str | None) -> None:
        p = self.turn_player
        res = apply_roll(self.hordes, self.roll, dragon_choice)
        self._pay(p, res.paid)
        self._log(f"{p} rolls {self.roll} and puts 1 on {' and '.join(res.placed)}.",
                  kind="roll", player=p, placed=res.placed)
        self.phase = "predict"

    def _next_decider(self, step: str) -> str | None:
        if step != "turns" or self.finished:
            return None
        return self.turn_player

    def legal_predictions(self, player: str) -> list[dict[str, str]]:
        money = self.table.stacks[player]
        out: list[dict[str, str]] = []
        for r in RANKS:
            if self.hordes[r] > 0 and money >= 1:
                out.append({"rank": r})
        for c in COLORS:
            if self.hordes[c] > 0 and money >= 1:
                out.append({"color": c})
        for r in RANKS:
            for c in COLORS:
                if self.hordes[r] > 0 and self.hordes[c] > 0 and money >= 2:
                    out.append({"rank": r, "color": c})
        return out

    def _prompt(self, step: str, player: str) -> Prompt:
        if self.phase == "choose_dragon":
            return Prompt(player, CHOOSE_DRAGON, {"roll": list(self.roll),
                                                  "choices": list(DRAGON_HORDES)},
                          "You rolled a 6: choose a Dragon Horde for its coin")
        if self.phase == "stay_or_leave":
            return Prompt(player, STAY_OR_LEAVE, {"choices": ["stay", "leave"],
                                                  "taken": self.last_taken,
                                                  "money_delta": self.delta[player]},
                          f"You took {self.last_taken}: stay in the game, or leave it "
                          "with your money?")
        return Prompt(player, PREDICT, {"hordes": dict(self.hordes),
                                        "predictions": self.legal_predictions(player),
                                        "can_pass": True, "can_leave": True},
                      'Predict {"rank"}, {"color"} or both, or answer "pass" or "leave"')

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        if self.phase == "choose_dragon":
            if answer not in DRAGON_HORDES:
                raise ValueError("answer red, green or blue")
            self._place_roll(answer)
            return False
        if self.phase == "stay_or_leave":
            if answer not in ("stay", "leave"):
                raise ValueError('answer "stay" or "leave"')
            again = answer == "stay" and self.stay_then == "again"
            if answer == "leave":
                self._leave(player)
            self.phase = "roll"
            self._start_turn(same_player=again)
            return False
        taken = 0
        if answer == "leave":
            self._leave(player)
        elif answer in ("pass", None):
            self._log(f"{player} passes.", kind="pass", player=player)
        else:
            if answer not in self.legal_predictions(player):
                raise ValueError("that prediction is not allowed (empty Horde or no money)")
            card = self.draw()
            self.revealed_cards.append(card)
            taken, paid = resolve_prediction(self.hordes, answer, card)
            self._take(player, taken)
            self._pay(player, paid)
            self._log(f"{player} predicts {answer}; {card} is revealed: takes {taken}"
                      f"{f', pays {paid}' if paid else ''}.", kind="predict", player=player,
                      prediction=answer, card=card.to_json(), taken=taken, paid=paid)
        if self._offer_leave(player, taken, "next"):
            return False
        self.phase = "roll"
        self._start_turn(same_player=False)
        return False

    def draw(self) -> Card:
        if not self.deck:  # revealed cards go back into the deck when it runs out
            self.discards.extend(self.revealed_cards)
            self.revealed_cards = []
        return super().draw()

    def score_key(self, player: str) -> tuple[Any, ...]:
        return (self.delta[player],)

    def money_in_middle(self) -> int:
        return self.table.pot_total + sum(self.hordes.values())

    def _finish(self, by_fold: bool) -> None:
        """Money carried in from an earlier game (``table.dead``: a Merchant's Rule or
        Playing for Shares remainder) has no Horde to sit on, so it is this game's pot:
        it goes to the player who gained most, tied players split it and the odd coin
        stays for the next game (004 "Ties", Merchant's Rule). Money still on the
        Hordes when nobody can go on stays for the next game too."""
        self.over = True
        ranking = self.ranking()
        left = sum(self.hordes.values())
        best = list(ranking[0])
        carried = self.table.pot_total
        share = carried // len(best)
        payouts = {p: (share if p in best else 0) for p in self.players}
        self.outcome = {
            "game": self.GAME, "by_fold": False, "winners": best,
            "ranking": ranking, "pots": ([{"name": "main", "amount": carried,
                                           "eligible": list(self.players)}]
                                         if carried else []), "rebates": {},
            "payouts": payouts,
            "final_stacks": {p: self.table.stacks[p] + payouts[p] for p in self.players},
            "carry_over": left + carried - share * len(best), "replay_with": None,
            "replays": [], "replay_antes": False,
            "breakdown": {p: {"money_delta": self.delta[p]} for p in self.players},
            "public": {"hordes": dict(self.hordes), "turns": self.turns_taken,
                       "carried_in": carried},
        }
        if carried:
            self._log(f"The {carried} carried in from the last game goes to "
                      f"{', '.join(best)}.", kind="carry_in", amount=carried)
        self._log("No money is left on the Hordes: the game ends." if not left else
                  "Nobody can go on: the game ends.", kind="end")

    @property
    def live(self) -> list[str]:
        return list(self.players)

    def _view(self, viewer: str | None) -> dict[str, Any]:
        return {"hordes": dict(self.hordes), "roll": list(self.roll), "phase": self.phase,
                "turn_player": self.turn_player, "money_delta": dict(self.delta),
                "left_game": list(self.left_game),
                # of those, the players who chose to leave (the others ran out of money)
                "left_by_choice": [e["player"] for e in self.events
                                   if e.get("kind") == "leave" and e.get("chosen")],
                "revealed": [c.to_json() for c in self.revealed_cards[-10:]],
                # the Hordes by kind: a rank's (a prediction's rank), a colour's (a Dragon's)
                "horde_ranks": list(RANKS), "horde_colors": list(COLORS)}
