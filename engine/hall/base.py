"""The state machine every hall game shares: ante, script of steps, betting, showdown.

A game is a *script* of step names (e.g. ``deal, bet, reveal, bet, showdown``)
and a program counter. ``_run`` performs automatic steps until one needs a
decision; ``pending()`` says who must decide and what; ``apply()`` validates
an answer (an illegal one raises ValueError and changes nothing) and runs on.
Simultaneous choices in the booklet (reveals, placements) are asked one player
at a time in turn order; other players' choices stay hidden in ``view`` until
everyone has chosen. All state is plain data plus one seeded ``random.Random``,
so ``to_json``/``from_json`` round-trip and the AI can clone a game.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, ClassVar, TypeVar

from engine.hall import codec
from engine.hall.betting import Action, Table
from engine.hall.deck import Card, shuffled_deck
from engine.hall.payout import SPLIT_RULES, rank_players
from engine.hall.prompts import BET, Prompt
from engine.hall.shares import shares_payout

codec.register(Table)

BETTING_ROUNDS = "betting_rounds"
PLAYING_FOR_SHARES = "playing_for_shares"

G = TypeVar("G", bound="HallGame")


def is_bet(step: str) -> bool:
    """Betting Round steps are ``"bet"`` or ``"bet:<label>"``."""
    return step == BET or step.startswith(BET + ":")


class HallGame:
    """Base class of the nine games. Subclasses define the script and the rules."""

    GAME: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""
    VARIANTS: ClassVar[frozenset[str]] = frozenset()
    TIEBREAKER: ClassVar[str | None] = None  # "rank", "color" or None (004 "Ties")
    USES_DECK: ClassVar[bool] = True
    HAS_SHOWDOWN_BETTING: ClassVar[bool] = True  # False: money moves without Betting Rounds
    MIN_PLAYERS: ClassVar[int] = 2
    #: a game's own table settings a match passes on from its set-up when given there
    SETTINGS: ClassVar[frozenset[str]] = frozenset()
    MAX_PLAYERS: ClassVar[int] = 6

    def __init__(self, players: Iterable[str], stacks: dict[str, int] | None = None,
                 variants: Iterable[str] = (), seed: int = 0, *,
                 split_rule: str = "merchant", min_raise_rule: bool = False,
                 betting: str = BETTING_ROUNDS, share: int = 3, carry_in: int = 0,
                 ante: bool = True, no_ante: Iterable[str] = ()) -> None:
        self.players: list[str] = list(players)
        if not self.MIN_PLAYERS <= len(self.players) <= self.MAX_PLAYERS:
            raise ValueError(f"{self.TITLE} needs {self.MIN_PLAYERS}-{self.MAX_PLAYERS} players")
        unknown = sorted(set(variants) - self.VARIANTS)
        if unknown:
            raise ValueError(f"unknown variant(s) for {self.GAME}: {unknown}")
        if split_rule not in SPLIT_RULES:
            raise ValueError(f"unknown split rule {split_rule!r}")
        if betting not in (BETTING_ROUNDS, PLAYING_FOR_SHARES):
            raise ValueError(f"unknown betting mode {betting!r}")
        self.variants: list[str] = sorted(set(variants))
        self.seed = seed
        self.rng = random.Random(seed)
        self.split_rule = split_rule
        self.betting = self._forced_betting_mode() or betting
        self.share = share
        self.ante_each = (share if self.betting == PLAYING_FOR_SHARES else 1) if ante else 0
        money = dict(stacks) if stacks is not None else {p: 50 for p in self.players}
        # Commoner's Rule replay: a tied player without money keeps their claim (session.py)
        self.no_ante: list[str] = [p for p in self.players if p in set(no_ante)]
        for p in self.players:
            if p not in self.no_ante and money.get(p, 0) < self.ante_each:
                raise ValueError(f"{p} cannot pay the ante of {self.ante_each}")
        self.table = Table(order=list(self.players), stacks={p: money[p] for p in self.players},
                           dead=carry_in, min_raise_rule=min_raise_rule)
        self.carry_in = carry_in
        self.deck: list[Card] = (shuffled_deck(self.rng, self.has("dragon_cards"))
                                 if self.USES_DECK else [])
        self.discards: list[Card] = []
        self.events: list[dict[str, Any]] = []
        self.pc = 0
        self.started = False
        self.done: list[str] = []
        self.over = False
        self.outcome: dict[str, Any] | None = None
        self._setup()
        self.script: list[str] = self._script()
        if self.ante_each:
            for p in self.players:
                if p not in self.no_ante:
                    self.table.post(p, self.ante_each)
            self._log(f"Everyone antes {self.ante_each}.", kind="ante", amount=self.ante_each)
        self._run()

    # ----- hooks for subclasses ---------------------------------------------------
    def _forced_betting_mode(self) -> str | None:
        return None

    def _setup(self) -> None:
        """Create game-specific state (before the script is built)."""

    def _script(self) -> list[str]:
        raise NotImplementedError

    def _enabled(self, step: str) -> bool:
        return True

    def _begin(self, step: str) -> None:
        """Automatic work at the start of a step (deal, reveal, roll ...)."""

    def _end(self, step: str) -> None:
        """Automatic work when every decision of a step is in."""

    def _needs(self, step: str, player: str) -> bool:
        """Whether ``player`` must decide in a decision step (False for automatic steps)."""
        return False

    def _next_decider(self, step: str) -> str | None:
        for p in self.live:
            if p not in self.done and self._needs(step, p):
                return p
        return None

    def _prompt(self, step: str, player: str) -> Prompt:
        raise NotImplementedError

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        """Validate and apply; return True when the player is done with this step."""
        raise NotImplementedError

    def score_key(self, player: str) -> tuple[Any, ...]:
        """The showdown order of a player's hand (higher is better), before the tiebreaker."""
        raise NotImplementedError

    def tiebreak_hand(self, player: str) -> list[Card]:
        return []

    def breakdown(self, player: str) -> dict[str, Any]:
        return {}

    def public_breakdown(self) -> dict[str, Any]:
        return {}

    def _view(self, viewer: str | None) -> dict[str, Any]:
        return {}

    def money_in_middle(self) -> int:
        """Money in play that is in no player's stack (the pot; Dragon Hordes' Hordes)."""
        return self.table.pot_total

    # ----- helpers --------------------------------------------------------------------
    def has(self, variant: str) -> bool:
        return variant in self.variants

    @property
    def live(self) -> list[str]:
        return self.table.live

    def _log(self, text: str, **data: Any) -> None:
        self.events.append({"text": text, **data})

    @property
    def log(self) -> list[str]:
        return [e["text"] for e in self.events]

    def draw(self) -> Card:
        """Top card of the deck; an empty deck is refilled from the discards."""
        if not self.deck:
            if not self.discards:
                raise RuntimeError("the deck is exhausted")
            self.deck = self.discards
            self.discards = []
            self.rng.shuffle(self.deck)
            self._log("The discards are shuffled into a new deck.", kind="reshuffle")
        return self.deck.pop()

    @property
    def step(self) -> str | None:
        return None if self.over else self.script[self.pc]

    # ----- the machine -----------------------------------------------------------------
    def _run(self) -> None:
        while not self.over:
            if self.table.folded_out:
                self._finish(by_fold=True)
                return
            if self.pc >= len(self.script):
                self._finish(by_fold=False)
                return
            step = self.script[self.pc]
            if not self.started:
                if not self._enabled(step) or (is_bet(step) and self.betting != BETTING_ROUNDS):
                    self.pc += 1
                    continue
                self.started = True
                self.done = []
                if is_bet(step):
                    self.table.start_round()
                    self._log("A Betting Round begins.", kind="round_start")
                else:
                    self._begin(step)
                    if self.over:
                        return
                continue
            if is_bet(step):
                if not self.table.round_over:
                    return
                self.table.end_round()
                self._log(f"The Betting Round ends; the pot holds {self.table.pot_total}.",
                          kind="round_end", pot=self.table.pot_total)
            else:
                if self._next_decider(step) is not None:
                    return
                self._end(step)
                if self.over:
                    return
            self.started = False
            self.pc += 1

    def pending(self) -> Prompt | None:
        """The decision the game waits for, or None when the game is over."""
        if self.over:
            return None
        step = self.script[self.pc]
        if is_bet(step):
            who = self.table.to_act
            assert who is not None
            legal = self.table.legal(who)
            opts = legal.to_json()
            opts.update(pot=self.table.pot_total, stack=self.table.stacks[who],
                        in_this_round=self.table.round_contrib[who])
            return Prompt(who, BET, opts, f"{who}: call {legal.call_amount}, raise or fold")
        who = self._next_decider(step)
        assert who is not None
        return self._prompt(step, who)

    def apply(self, player: str, answer: Any) -> None:
        """Answer the pending prompt; ValueError (and no change) if it is illegal."""
        prompt = self.pending()
        if prompt is None:
            raise ValueError("the game is over")
        if player != prompt.player:
            raise ValueError(f"it is {prompt.player}'s turn ({prompt.kind}), not {player}'s")
        step = self.script[self.pc]
        if is_bet(step):
            action = Action.parse(answer, player)
            if action.player != player:
                raise ValueError("an action must be taken by the player on turn")
            self.table.act(action)
            self._log(self._describe(action), kind="bet", action=action.to_json())
        else:
            if self._answer(step, player, answer):
                self.done.append(player)
        self._run()

    def _describe(self, action: Action) -> str:
        t = self.table
        if action.word == "raise_to" or (action.word == "all_in" and t.current_bet
                                         == t.round_contrib[action.player]):
            extra = " (all in)" if t.stacks[action.player] == 0 else ""
            return f"{action.player} makes the Current Bet {t.current_bet}{extra}."
        if action.word == "call":
            extra = " (all in)" if t.stacks[action.player] == 0 else ""
            return f"{action.player} calls{extra}."
        return f"{action.player} {action.word}s." if action.word != "all_in" else \
            f"{action.player} goes all in."

    # ----- showdown -------------------------------------------------------------------
    def ranking(self) -> list[list[str]]:
        """Live players best group first: the game's score, then its tiebreaker."""
        return rank_players(self.live, self.score_key, self.TIEBREAKER, self.tiebreak_hand)

    def _finish(self, by_fold: bool) -> None:
        self.over = True
        table = self.table
        ranking: list[list[str]] | None = None if by_fold else self.ranking()
        breakdown = {} if by_fold else {p: self.breakdown(p) for p in self.live}
        if self.betting == PLAYING_FOR_SHARES and ranking is not None:
            payouts_raw, remainder = shares_payout(ranking, self.share, len(self.players),
                                                   table.dead)
            payouts = {p: payouts_raw.get(p, 0) for p in self.players}
            pots, rebates = table.pots()
            winners = list(ranking[0]) if ranking else []
            carry, replay = remainder, None
            replays: list[dict[str, Any]] = []
            pots_json = [p.to_json() for p in pots]
        else:
            s = table.settle(ranking, self.split_rule)
            payouts, winners, carry = s.payouts, s.winners, s.carry_over
            replays = s.replays
            tied = {p for r in replays for p in r["players"]}
            replay = [p for p in self.players if p in tied] if replays else None
            rebates = s.rebates
            pots_json = [p.to_json() for p in s.pots]
            if not winners and ranking:
                winners = []
        final = {p: table.stacks[p] + payouts[p] for p in self.players}
        self.outcome = {
            "game": self.GAME, "by_fold": by_fold, "winners": winners,
            "ranking": ranking, "pots": pots_json, "rebates": rebates, "payouts": payouts,
            "final_stacks": final, "carry_over": carry, "replay_with": replay,
            "replays": replays,
            "replay_antes": replay is not None and self.split_rule == "commoner",
            "breakdown": breakdown, "public": {} if by_fold else self.public_breakdown(),
        }
        if by_fold:
            self._log(f"Everyone else folded: {self.live[0]} wins.", kind="win_by_fold")
        elif replay is not None:
            self._log(f"Tie: the pot stays and {', '.join(replay)} play again "
                      f"({self.split_rule.title()}'s Rule).", kind="replay")
        else:
            self._log(f"{', '.join(winners)} win{'s' if len(winners) == 1 else ''}.",
                      kind="showdown", winners=winners)

    def result(self) -> dict[str, Any] | None:
        """The final result with the full score breakdown, or None while playing."""
        return self.outcome

    # ----- views and persistence ------------------------------------------------------
    def view(self, viewer: str | None = None) -> dict[str, Any]:
        """What ``viewer`` may see (None = a spectator); other hands are hidden."""
        t = self.table
        pots, rebates = t.pots()
        prompt = self.pending()
        base: dict[str, Any] = {
            "game": self.GAME, "title": self.TITLE, "variants": list(self.variants),
            "players": list(self.players), "viewer": viewer, "step": self.step,
            "stacks": dict(t.stacks), "committed": dict(t.committed),
            "round_contrib": dict(t.round_contrib), "current_bet": t.current_bet,
            "pot": t.pot_total, "pots": [p.to_json() for p in pots], "folded": list(t.folded),
            "standing_pots": [p.to_json() for p in t.standing()],
            "all_in": [p for p in self.players if t.stacks[p] == 0],
            "to_act": prompt.player if prompt else None,
            "prompt": prompt.to_json() if prompt and prompt.player == viewer else None,
            "betting": self.betting, "split_rule": self.split_rule, "share": self.share,
            "deck_size": len(self.deck),
            "log": self.log, "over": self.over, "result": self.outcome,
        }
        base.update(self._view(viewer))
        return base

    def revealed(self, player: str, viewer: str | None) -> bool:
        """Hidden cards of ``player`` are visible to themselves, and at a showdown."""
        return viewer == player or (self.over and self.outcome is not None
                                    and not self.outcome["by_fold"] and player in self.live)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.GAME, "state": codec.encode(self.__dict__)}

    @classmethod
    def from_json(cls: type[G], data: dict[str, Any]) -> G:
        if data.get("game") != cls.GAME:
            raise ValueError(f"not a {cls.GAME} state")
        obj = cls.__new__(cls)
        obj.__dict__.update(codec.decode(data["state"]))
        return obj

    def clone(self: G) -> G:
        return type(self).from_json(self.to_json())
