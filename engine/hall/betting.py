"""Antes, Betting Rounds and pots (004 "Basic Rules for Gambling").

The money of one game lives in a :class:`Table`. Pots are never stored: they
are *derived* from what each player has committed (antes plus every bet) and
who has folded, like PokerKit's ``State.pots``. That makes side pots, their
eligibility and the rebate of an unmatched bet one pure function
(:func:`build_pots`) that tests can compare with a brute-force distribution.

Decisions the project adopts (hall.md):
- Table Stakes: a player can only bet the money in front of them; in this app
  a player's whole purse is at the table, so the cap always applies.
- The optional minimum-raise rule (004 "Raise") is the table setting
  ``min_raise_rule``: a raise must be at least the previous raise, unless it is
  an all-in.
- With ``min_raise_rule``, a short all-in raise (smaller than the last full
  raise) does not reopen raising to a player who already acted, unless several
  such all-ins since that player acted add up to at least a full raise (hall.md,
  the casino rule as in TDA and PokerKit). Without it every raise reopens.
- Money already in the pot before the round (``dead``) belongs to the main pot.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.hall.payout import distribute
from engine.hall.pots import Pot, Settlement

CHECK, CALL, FOLD, RAISE_TO, ALL_IN = "check", "call", "fold", "raise_to", "all_in"
ACTION_WORDS = (CHECK, CALL, FOLD, RAISE_TO, ALL_IN)


@dataclass(frozen=True)
class Action:
    """One betting action; ``amount`` is the new Current Bet for ``raise_to``."""

    player: str
    word: str
    amount: int | None = None

    @staticmethod
    def parse(obj: Any, player: str | None = None) -> Action:
        """Accept ``[player, word]``, ``[player, "raise_to", n]``, or (with ``player``)
        ``"call"``, ``["raise_to", n]`` and ``{"action": word, "amount": n}``."""
        if isinstance(obj, Action):
            return obj
        if isinstance(obj, dict):
            word = obj.get("action")
            amount = obj.get("amount")
            who = obj.get("player", player)
        elif isinstance(obj, str):
            word, amount, who = obj, None, player
        elif isinstance(obj, list | tuple) and obj and obj[0] in ACTION_WORDS:
            word = obj[0]
            amount = obj[1] if len(obj) > 1 else None
            who = player
        elif isinstance(obj, list | tuple) and len(obj) in (2, 3):
            who, word = obj[0], obj[1]
            amount = obj[2] if len(obj) == 3 else None
        else:
            raise ValueError(f"not a betting action: {obj!r}")
        if word not in ACTION_WORDS:
            raise ValueError(f"unknown betting action {word!r}")
        if not isinstance(who, str):
            raise ValueError("a betting action needs a player")
        if word == RAISE_TO:
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise ValueError("raise_to needs an integer amount")
        elif amount is not None:
            raise ValueError(f"{word} takes no amount")
        return Action(who, word, amount)

    def to_json(self) -> list[Any]:
        if self.word == RAISE_TO:
            return [self.player, self.word, self.amount]
        return [self.player, self.word]


@dataclass(frozen=True)
class Legal:
    """What the UI needs to draw the betting controls for one player."""

    player: str
    to_act: bool
    can_check: bool
    can_call: bool
    call_amount: int
    can_fold: bool
    can_raise: bool
    min_raise_to: int | None
    max_raise_to: int | None
    can_all_in: bool
    current_bet: int

    def to_json(self) -> dict[str, Any]:
        actions = [w for w, ok in ((CHECK, self.can_check), (CALL, self.can_call),
                                   (RAISE_TO, self.can_raise), (ALL_IN, self.can_all_in),
                                   (FOLD, self.can_fold)) if ok]
        return {"actions": actions, "call_amount": self.call_amount,
                "min_raise_to": self.min_raise_to, "max_raise_to": self.max_raise_to,
                "current_bet": self.current_bet}


def build_pots(order: list[str], committed: dict[str, int], folded: set[str] | list[str],
               dead: int = 0) -> tuple[list[Pot], dict[str, int]]:
    """Main and side pots plus rebates, from contributions alone.

    004 "All In" / "Complex Betting Example": the part of the biggest bet that
    nobody else (folded players included) matched is a *rebate*; the rest is
    cut into layers at the contribution levels of the players still in. Each
    layer holds every player's money that reached it (folded money counts) and
    can be won by the players still in who paid the whole layer.
    """
    folded_set = set(folded)
    live = [p for p in order if p not in folded_set]
    capped = dict(committed)
    rebates: dict[str, int] = {}
    if live:
        top = max(live, key=lambda p: committed.get(p, 0))
        others = max((committed.get(p, 0) for p in order if p != top), default=0)
        excess = committed.get(top, 0) - others
        if excess > 0 and len(order) > 1:
            rebates[top] = excess
            capped[top] = others
    levels = sorted({capped.get(p, 0) for p in live if capped.get(p, 0) > 0})
    pots: list[Pot] = []
    prev = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, prev) for c in capped.values())
        eligible = [p for p in live if capped.get(p, 0) >= level]
        pots.append(Pot("main" if not pots else f"side{len(pots)}", amount, eligible))
        prev = level
    if pots:
        first = pots[0]
        pots[0] = Pot("main", first.amount + dead, first.eligible)
    elif dead or live:
        pots.append(Pot("main", dead, live))
    return pots, rebates


def standing_pots(order: list[str], committed: dict[str, int], folded: set[str] | list[str],
                  stacks: dict[str, int], dead: int = 0) -> list[Pot]:
    """The pots as they stand while the money is still moving: what the table shows.

    A side pot exists only once a player still in is all in (004 "All In"): the pot is
    cut at each all-in player's stake, and everything above the highest such stake is
    one pot for the players who can still add to it, however unevenly the others have
    bet so far (a raise not yet called is in that pot, not a side pot of its own). The
    amounts add up to the whole pot. Once everyone still in has matched the bets, the
    pots are those :func:`build_pots` settles (its rebate of an uncalled part being the
    top pot's money that only its bettor can win).
    """
    folded_set = set(folded)
    live = [p for p in order if p not in folded_set]
    levels = sorted({committed.get(p, 0) for p in live
                     if stacks.get(p, 0) == 0 and committed.get(p, 0) > 0})
    pots: list[Pot] = []
    prev = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, prev) for c in committed.values())
        eligible = [p for p in live if committed.get(p, 0) >= level]
        pots.append(Pot("main" if not pots else f"side{len(pots)}", amount, eligible))
        prev = level
    rest = sum(c - min(c, prev) for c in committed.values())
    above = [p for p in live if committed.get(p, 0) > prev or stacks.get(p, 0) > 0]
    if rest or not pots:
        pots.append(Pot("main" if not pots else f"side{len(pots)}", rest, above))
    pots[0] = Pot("main", pots[0].amount + dead, pots[0].eligible)
    return pots


@dataclass
class Table:
    """The money of one game: stacks, commitments, folds and the Betting Round in progress.

    ``order`` is the turn order, Starting Player first (004 "Using This
    Booklet": the Starting Player is the first to act in all Betting Rounds).
    """

    order: list[str]
    stacks: dict[str, int]
    dead: int = 0
    min_raise_rule: bool = False
    table_stakes: bool = True
    committed: dict[str, int] = field(default_factory=dict)
    folded: list[str] = field(default_factory=list)
    round_open: bool = False
    current_bet: int = 0
    round_contrib: dict[str, int] = field(default_factory=dict)
    last_raise: int = 0
    #: the Current Bet each player left behind when they last acted this round
    acted: dict[str, int] = field(default_factory=dict)
    to_act: str | None = None
    history: list[list[Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        for p in self.order:
            self.committed.setdefault(p, 0)
            self.round_contrib.setdefault(p, 0)
        if len(set(self.order)) != len(self.order):
            raise ValueError("player names must be unique")
        for p in self.order:
            if self.stacks.get(p, -1) < 0:
                raise ValueError(f"player {p} needs a stack of money >= 0")

    # ----- queries -------------------------------------------------------------
    @property
    def live(self) -> list[str]:
        """Players who have not folded, in turn order."""
        return [p for p in self.order if p not in self.folded]

    def is_all_in(self, player: str) -> bool:
        return self.stacks[player] == 0

    def owed(self, player: str) -> int:
        return max(0, self.current_bet - self.round_contrib[player])

    def call_amount(self, player: str) -> int:
        """Money the player would add by calling now (an all-in call if short)."""
        return min(self.owed(player), self.stacks[player])

    @property
    def pot_total(self) -> int:
        return self.dead + sum(self.committed.values())

    def _can_act_count(self) -> int:
        return sum(1 for p in self.live if self.stacks[p] > 0)

    def _pending(self, player: str) -> bool:
        if player in self.folded or self.stacks[player] == 0:
            return False
        if self.owed(player) > 0:
            return True
        return player not in self.acted and self._can_act_count() >= 2

    @property
    def round_over(self) -> bool:
        if not self.round_open:
            return True
        if len(self.live) <= 1:
            return True
        return not any(self._pending(p) for p in self.order)

    @property
    def folded_out(self) -> bool:
        """All players but one have folded: that player wins at once."""
        return len(self.live) <= 1

    def may_raise(self, player: str) -> bool:
        """A player who already acted may raise again only when the Current Bet has gone
        up since by at least a full raise (hall.md: short all-ins that together make a
        full raise reopen raising; without ``min_raise_rule`` any raise reopens)."""
        if player not in self.acted:
            return True
        full = max(1, self.last_raise) if self.min_raise_rule else 1
        return self.current_bet - self.acted[player] >= full

    def legal(self, player: str) -> Legal:
        on_turn = self.round_open and not self.round_over and self.to_act == player
        stack = self.stacks.get(player, 0)
        owed = self.owed(player) if player in self.round_contrib else 0
        call_amt = min(owed, stack)
        raise_ok = on_turn and self.may_raise(player) and stack > owed
        lo: int | None = None
        hi: int | None = None
        if raise_ok:
            hi = self.round_contrib[player] + stack
            lo = self.current_bet + max(1, self.last_raise if self.min_raise_rule else 1)
            lo = min(lo, hi)  # an all-in may always be a short raise
        return Legal(player, on_turn, on_turn and owed == 0, on_turn and owed > 0, call_amt,
                     on_turn, raise_ok, lo, hi,
                     on_turn and stack > 0 and (stack <= owed or raise_ok), self.current_bet)

    def check_action(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""
        p = action.player
        if p not in self.order:
            return f"unknown player {p!r}"
        if not self.round_open or self.round_over:
            return "no Betting Round is in progress"
        if p != self.to_act:
            return f"it is {self.to_act}'s turn, not {p}'s"
        lg = self.legal(p)
        if action.word == CHECK and not lg.can_check:
            return f"{p} cannot check: {self.owed(p)} is owed"
        if action.word == CALL and not lg.can_call:
            return f"{p} cannot call: nothing is owed (check instead)"
        if action.word == ALL_IN and not lg.can_all_in:
            return f"{p} cannot go all in now (a short all-in did not reopen raising)"
        if action.word == RAISE_TO:
            amount = action.amount or 0
            if not self.may_raise(p):
                return f"{p} may not raise: raising was not reopened by a full raise"
            if amount <= self.current_bet:
                return f"a raise must make the Current Bet more than {self.current_bet}"
            need = amount - self.round_contrib[p]
            if need > self.stacks[p]:
                return f"{p} has only {self.stacks[p]} (Table Stakes)"
            if (self.min_raise_rule and need < self.stacks[p]
                    and amount - self.current_bet < self.last_raise):
                return (f"minimum-raise rule: the raise must be at least {self.last_raise} "
                        f"(to {self.current_bet + self.last_raise})")
        return None

    def is_legal(self, action: Action) -> bool:
        return self.check_action(action) is None

    # ----- changes -------------------------------------------------------------
    def post(self, player: str, amount: int) -> int:
        """Put money straight into the pot (an ante or a share); returns what was paid."""
        paid = min(amount, self.stacks[player])
        self.stacks[player] -= paid
        self.committed[player] += paid
        return paid

    def start_round(self) -> None:
        """004 "How a Betting Round Works": the Current Bet starts at 0."""
        self.round_open = True
        self.current_bet = 0
        self.last_raise = 0
        self.acted = {}
        self.round_contrib = {p: 0 for p in self.order}
        self.to_act = None
        self._advance_from(None)

    def _advance_from(self, last: str | None) -> None:
        if self.round_over:
            self.to_act = None
            return
        n = len(self.order)
        start = 0 if last is None else (self.order.index(last) + 1) % n
        for i in range(n):
            p = self.order[(start + i) % n]
            if self._pending(p):
                self.to_act = p
                return
        self.to_act = None

    def _pay(self, player: str, amount: int) -> None:
        self.stacks[player] -= amount
        self.round_contrib[player] += amount
        self.committed[player] += amount

    def act(self, action: Action) -> None:
        """Apply a legal action; an illegal one raises ValueError and changes nothing."""
        why = self.check_action(action)
        if why is not None:
            raise ValueError(why)
        p = action.player
        if action.word == FOLD:
            self.folded.append(p)
        elif action.word == CALL:
            self._pay(p, self.call_amount(p))
        elif action.word == CHECK:
            pass
        else:
            target = (self.round_contrib[p] + self.stacks[p] if action.word == ALL_IN
                      else int(action.amount or 0))
            if target <= self.current_bet:  # an all-in that is only a (short) call
                self._pay(p, target - self.round_contrib[p])
            else:
                increase = target - self.current_bet
                if increase >= self.last_raise:  # a full raise sets the minimum raise
                    self.last_raise = increase
                self._pay(p, target - self.round_contrib[p])
                self.current_bet = target
        self.acted[p] = self.current_bet
        self.history.append(action.to_json())
        self._advance_from(p)

    def end_round(self) -> None:
        self.round_open = False
        self.to_act = None

    def fold_out(self, player: str) -> None:
        """A player leaves the game outside a Betting Round (e.g. cannot continue)."""
        if player not in self.folded:
            self.folded.append(player)

    # ----- pots and payouts -----------------------------------------------------
    def pots(self) -> tuple[list[Pot], dict[str, int]]:
        return build_pots(self.order, self.committed, self.folded, self.dead)

    def standing(self) -> list[Pot]:
        """The pots as the table shows them now (:func:`standing_pots`)."""
        return standing_pots(self.order, self.committed, self.folded, self.stacks, self.dead)

    def eligible_pots(self, player: str) -> list[str]:
        pots, _ = self.pots()
        return [pot.name for pot in pots if player in pot.eligible]

    def settle(self, ranking: list[list[str]] | None, split_rule: str = "merchant"
               ) -> Settlement:
        """Pay the pots (004 "Ties": each pot split on its own, hall.md).

        ``ranking`` is the showdown order, best group first; ``None`` means the
        game was won by folds, and the last player takes everything.
        """
        pots, rebates = self.pots()
        return distribute(self.order, pots, rebates, ranking, split_rule, self.folded)
