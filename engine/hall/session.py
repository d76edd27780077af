"""Sessions: a run of hall games with Adventurer's Choice money (004 "Adventurer's Choice").

The Starting Player chooses each game (with variants); after it, the next
player to the left starts. Money left in the middle (Merchant's Rule or
Playing for Shares remainders) goes into the next game's pot. King's and
Commoner's Rules replay the same game with the pot. Between games a player
with fewer than 25 may take a loan (:meth:`Session.request_loan`). The Wheel's
Multiple Successive Games markers are kept here and cleared after every
third game of The Wheel.
"""

from __future__ import annotations

from typing import Any

from engine.hall import GAMES, game_from_json, new_game
from engine.hall.adventurers import STARTING_MONEY, Purse
from engine.hall.base import HallGame


class Session:
    def __init__(self, players: list[str], rounds: int = 1, seed: int = 0,
                 start_money: int = STARTING_MONEY) -> None:
        self.purse = Purse.new(players, start_money)
        self.players = list(players)
        self.rounds = rounds
        self.seed = seed
        self.starting = 0
        self.games_played = 0
        self.carry = 0
        self.game: HallGame | None = None
        self.replay: dict[str, Any] | None = None
        self.wheel_marks: list[str] = []
        self.wheel_games = 0
        self.history: list[dict[str, Any]] = []

    @property
    def starting_player(self) -> str:
        return self.players[self.starting % len(self.players)]

    @property
    def over(self) -> bool:
        return self.games_played >= self.rounds * len(self.players) and self.replay is None

    def seat_order(self) -> list[str]:
        n = len(self.players)
        return [self.players[(self.starting + i) % n] for i in range(n)]

    def request_loan(self, player: str) -> str:
        """A loan of 25 between games; returns the lender (ValueError if not allowed)."""
        if self.game is not None and not self.game.over:
            raise ValueError("loans are taken between games")
        return self.purse.take_loan(player)

    def start_game(self, name: str, variants: list[str] | tuple[str, ...] = (),
                   **options: Any) -> HallGame:
        """The Starting Player's choice of game; players who cannot ante sit it out."""
        if self.game is not None and not self.game.over:
            raise ValueError("a game is in progress")
        if self.replay is not None:
            raise ValueError("the tied game must be replayed first (start_replay)")
        if name not in GAMES:
            raise ValueError(f"unknown game {name!r}")
        ante = options.get("share", 3) if options.get("betting") == "playing_for_shares" \
            or "unwound_clock" in variants else 1
        seats = [p for p in self.seat_order() if self.purse.money[p] >= ante]
        if name == "the_wheel" and "multiple_successive_games" in variants:
            options.setdefault("marked_spokes", list(self.wheel_marks))
        return self._start(name, list(variants), seats, options)

    def _start(self, name: str, variants: list[str], seats: list[str],
               options: dict[str, Any]) -> HallGame:
        stacks = {p: self.purse.money[p] for p in seats}
        seed = self.seed * 1000 + len(self.history)
        self.game = new_game(name, seats, stacks, variants, seed, carry_in=self.carry,
                             **options)
        self.carry = 0
        self.history.append({"game": name, "variants": variants, "players": seats,
                             "options": {k: v for k, v in options.items()}})
        return self.game

    def start_replay(self) -> HallGame:
        """King's Rule: the tied players, no ante; Commoner's Rule: everyone antes."""
        if self.replay is None:
            raise ValueError("no replay is due")
        r = self.replay
        self.replay = None
        opts = dict(r["options"])
        opts["ante"] = r["ante"]
        return self._start(r["game"], r["variants"], r["players"], opts)

    def finish_game(self) -> dict[str, Any]:
        """Bank the result of the finished game and pass the Starting Player on."""
        g = self.game
        if g is None or not g.over:
            raise ValueError("no finished game")
        res = g.result()
        assert res is not None
        for p, money in res["final_stacks"].items():
            self.purse.money[p] = money
        self.carry += res["carry_over"]
        last = self.history[-1]
        if res["replay_with"]:
            players = [p for p in res["replay_with"]
                       if not res["replay_antes"] or self.purse.money[p] >= 1]
            self.replay = {"game": last["game"], "variants": last["variants"],
                           "players": players, "ante": bool(res["replay_antes"]),
                           "options": last["options"]}
        else:
            if g.GAME == "the_wheel" and g.has("multiple_successive_games"):
                self.wheel_games += 1
                spoke = res["public"].get("winning_spoke")
                if spoke and spoke not in self.wheel_marks:
                    self.wheel_marks.append(spoke)
                if self.wheel_games % 3 == 0:
                    self.wheel_marks = []
            self.games_played += 1
            self.starting += 1
        self.game = None
        return res

    def standings(self) -> list[dict[str, Any]]:
        return self.purse.standings()

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "rounds": self.rounds, "seed": self.seed,
                "starting": self.starting, "games_played": self.games_played,
                "carry": self.carry, "replay": self.replay, "wheel_marks": self.wheel_marks,
                "wheel_games": self.wheel_games, "history": self.history,
                "purse": {"money": self.purse.money, "debt": self.purse.debt_markers,
                          "loan": self.purse.loan_markers},
                "game": self.game.to_json() if self.game else None}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Session:
        s = Session(data["players"], data["rounds"], data["seed"])
        s.starting, s.games_played, s.carry = data["starting"], data["games_played"], \
            data["carry"]
        s.replay, s.wheel_marks, s.wheel_games = data["replay"], data["wheel_marks"], \
            data["wheel_games"]
        s.history = data["history"]
        s.purse = Purse(list(data["players"]), dict(data["purse"]["money"]),
                        dict(data["purse"]["debt"]), dict(data["purse"]["loan"]))
        s.game = game_from_json(data["game"]) if data["game"] else None
        return s
