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
        #: replays due, first to play first: {"game", "variants", "options", "ante",
        #: "tied", "players", "amount"} (004 "Ties"; one per tied pot, see payout.py)
        self.replays: list[dict[str, Any]] = []
        self.wheel_marks: list[str] = []
        self.wheel_games = 0
        self.history: list[dict[str, Any]] = []

    @property
    def starting_player(self) -> str:
        return self.players[self.starting % len(self.players)]

    @property
    def replay(self) -> dict[str, Any] | None:
        """The next replay due, or None."""
        return self.replays[0] if self.replays else None

    @property
    def over(self) -> bool:
        return self.games_played >= self.rounds * len(self.players) and not self.replays

    @property
    def total_money(self) -> int:
        """Every coin of the session: purses, money left in the middle, pots of replays
        due and the money of a game in progress (conservation: it never changes)."""
        total = self.carry + sum(r["amount"] for r in self.replays)
        g = self.game
        if g is None or g.over and g.outcome is None:
            return total + sum(self.purse.money.values())
        total += sum(v for p, v in self.purse.money.items() if p not in g.players)
        if g.over:
            assert g.outcome is not None
            return total + sum(g.outcome["final_stacks"].values()) + g.outcome["carry_over"]
        return total + sum(g.table.stacks.values()) + g.money_in_middle()

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
        if self.replays:
            raise ValueError("the tied game must be replayed first (start_replay)")
        if name not in GAMES:
            raise ValueError(f"unknown game {name!r}")
        ante = options.get("share", 3) if options.get("betting") == "playing_for_shares" \
            or "unwound_clock" in variants else 1
        seats = [p for p in self.seat_order() if self.purse.money[p] >= ante]
        if name == "the_wheel" and "multiple_successive_games" in variants:
            options.setdefault("marked_spokes", list(self.wheel_marks))
        game = self._start(name, list(variants), seats, options, self.carry)
        self.carry = 0
        return game

    def _start(self, name: str, variants: list[str], seats: list[str],
               options: dict[str, Any], carry_in: int) -> HallGame:
        stacks = {p: self.purse.money[p] for p in seats}
        seed = self.seed * 1000 + len(self.history)
        self.game = new_game(name, seats, stacks, variants, seed, carry_in=carry_in,
                             **options)
        self.history.append({"game": name, "variants": variants, "players": seats,
                             "carry_in": carry_in,
                             "options": {k: v for k, v in options.items()}})
        return self.game

    def replay_seats(self) -> list[str]:
        """Who plays the next replay, decided now (after any loans taken between games).

        King's Rule: the tied players (no ante). Commoner's Rule: every player who can
        ante now, and every tied player even without money: a tied player keeps their
        claim to the pot (they may take a loan between games, 004 "Debt and Loan
        Markers"; without one they sit in with nothing to ante or bet). So a replay
        always has its two or more tied players and never fails to start.
        """
        r = self.replays[0]
        if not r["ante"]:
            return list(r["tied"])
        seats = [p for p in r["players"] if p in r["tied"] or self.purse.money[p] >= 1]
        room = GAMES[r["game"]].MAX_PLAYERS - len(r["tied"])
        others = [p for p in seats if p not in r["tied"]][:max(0, room)]
        return [p for p in seats if p in r["tied"] or p in others]  # the table's size

    def start_replay(self) -> HallGame:
        """Play the next tied pot again (004 "Ties")."""
        if not self.replays:
            raise ValueError("no replay is due")
        if self.game is not None and not self.game.over:
            raise ValueError("a game is in progress")
        r = self.replays[0]
        seats = self.replay_seats()
        opts = dict(r["options"])
        opts["ante"] = r["ante"]
        if r["ante"]:
            opts["no_ante"] = [p for p in seats if self.purse.money[p] < 1]
        game = self._start(r["game"], r["variants"], seats, opts, r["amount"])
        self.replays.pop(0)
        return game

    def finish_game(self) -> dict[str, Any]:
        """Bank the result of the finished game and pass the Starting Player on."""
        g = self.game
        if g is None or not g.over:
            raise ValueError("no finished game")
        res = g.result()
        assert res is not None
        for p, money in res["final_stacks"].items():
            self.purse.money[p] = money
        last = self.history[-1]
        replays = res.get("replays") or []
        held = sum(r["amount"] for r in replays)
        self.carry += res["carry_over"] - held
        new = [{"game": last["game"], "variants": last["variants"],
                "options": {k: v for k, v in last["options"].items() if k != "no_ante"},
                "ante": bool(res["replay_antes"]), "tied": list(r["players"]),
                "players": self.seat_order() if res["replay_antes"] else list(r["players"]),
                "amount": r["amount"]} for r in replays]
        self.replays[:0] = new  # a tie inside a replay is settled before the next replay
        if not self.replays:
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
                "carry": self.carry, "replays": self.replays, "wheel_marks": self.wheel_marks,
                "wheel_games": self.wheel_games, "history": self.history,
                "purse": {"money": self.purse.money, "debt": self.purse.debt_markers,
                          "loan": self.purse.loan_markers},
                "game": self.game.to_json() if self.game else None}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Session:
        s = Session(data["players"], data["rounds"], data["seed"])
        s.starting, s.games_played, s.carry = data["starting"], data["games_played"], \
            data["carry"]
        s.replays = list(data.get("replays", []))
        s.wheel_marks, s.wheel_games = data["wheel_marks"], data["wheel_games"]
        s.history = data["history"]
        s.purse = Purse(list(data["players"]), dict(data["purse"]["money"]),
                        dict(data["purse"]["debt"]), dict(data["purse"]["loan"]))
        s.game = game_from_json(data["game"]) if data["game"] else None
        return s
