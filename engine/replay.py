"""Replays: a game rebuilt from its set-up, seed and decision log, walked both ways.

architecture.md ("Determinism") promises that a seed plus the decision log replays any game
exactly. :class:`Replay` re-runs the decisions once, keeps a clone of the game
every :data:`STRIDE` decisions (a *checkpoint*) and a few numbers per step (the
turn, who was asked what, how many events had happened). Going to any step then
costs one clone plus at most ``STRIDE - 1`` decisions, so stepping back through a
300-turn game never re-plays it from the start.

Step ``i`` is the game after ``i`` decisions, stopped at the prompt that asks for
decision ``i + 1`` (the last step is the game as saved). Pure Python: the desktop
viewer and the tests drive it the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.events import Event
from engine.game import Game, new_game, snapshot
from engine.prompts import IllegalAnswer

#: decisions between two checkpoints: a step back re-runs at most this many - 1
STRIDE = 24


class ReplayProblem(ValueError):
    """The decisions do not replay (a damaged log, or rules that changed since)."""


@dataclass(frozen=True)
class Step:
    """What the viewer lists about one step without rebuilding it."""

    turn: int  #: the turn number shown on the table
    active: int  #: whose turn it is
    events: int  #: how many events had happened by then (the log in step)
    seat: int | None  #: who is asked the next decision (None at the end)
    kind: str  #: what kind of decision ("" at the end)
    answer: str  #: the answer given in the log ("" at the end)


class Replay:
    """A finished or unfinished game replayed from ``setup``, ``seed`` and ``decisions``."""

    def __init__(self, setup: dict[str, Any], seed: int, decisions: list[int],
                 stride: int = STRIDE) -> None:
        self.setup = setup
        self.seed = int(seed)
        self.decisions = [int(d) for d in decisions]
        self.stride = max(1, stride)
        self.checkpoints: dict[int, Game] = {}
        self.steps: list[Step] = []
        self._turns: list[tuple[int, int]] | None = None
        try:
            game = new_game(setup, self.seed)
        except Exception as e:  # noqa: BLE001 - whatever a damaged set-up raises
            raise ReplayProblem(f"the set-up cannot start a game: {e}") from e
        self._record(game, 0)
        for i, d in enumerate(self.decisions):
            self._apply(game, i, d)
            self._record(game, i + 1)
        #: every event of the replayed game; a step's log is a prefix of it
        self.events: list[Event] = list(game.state.events)
        self._cur_index = len(self.decisions)
        self._cur = game

    # -- building ---------------------------------------------------------------
    def _apply(self, game: Game, i: int, d: int) -> None:
        p = game.pending()
        if p is None:
            raise ReplayProblem(f"decision {i + 1} of {len(self.decisions)} comes after "
                                "the game had ended")
        try:
            game.apply(d)
        except IllegalAnswer as e:
            raise ReplayProblem(f"decision {i + 1} does not fit the game: {e}") from e

    def _record(self, game: Game, index: int) -> None:
        p = game.pending()
        g = game.state
        answer = ""
        if p is not None and index < len(self.decisions) \
                and 0 <= self.decisions[index] < len(p.options):
            answer = p.options[self.decisions[index]].describe()
        self.steps.append(Step(turn=g.turn_number, active=g.active, events=len(g.events),
                               seat=None if p is None else p.seat,
                               kind="" if p is None else p.kind, answer=answer))
        if index % self.stride == 0:
            cp = game.clone()
            cp.state.events = []  # shared log: a step's events are a prefix of self.events
            self.checkpoints[index] = cp

    # -- walking ------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The index of the last step (the game as saved)."""
        return len(self.decisions)

    def game_at(self, index: int) -> Game:
        """The game after ``index`` decisions (a fresh copy the caller may keep or play on).

        From the step on screen when it is at or just behind ``index`` (stepping
        forward is one decision), else from the nearest checkpoint before it.
        """
        index = max(0, min(index, self.last))
        base_i = index - index % self.stride
        cur_i = self._cur_index
        if base_i <= cur_i <= index:
            game, start = self._cur.clone(), cur_i
        else:
            game, start = self.checkpoints[base_i].clone(), base_i
        for i in range(start, index):
            game.apply(self.decisions[i])
        game.pending()
        game.state.events = self.events[:self.steps[index].events]
        self._cur, self._cur_index = game.clone(), index
        return game

    def snapshot_at(self, index: int) -> dict[str, Any]:
        """The full snapshot (every card) of step ``index``."""
        return snapshot(self.game_at(index).state)

    def turn_starts(self) -> list[tuple[int, int]]:
        """(turn number, first step of that turn) for the "jump to a turn" list."""
        if self._turns is None:
            out: list[tuple[int, int]] = []
            for i, s in enumerate(self.steps):
                if not out or s.turn != out[-1][0]:
                    out.append((s.turn, i))
            self._turns = out
        return list(self._turns)

    def next_turn(self, index: int) -> int:
        """The first step of the turn after the one ``index`` is in (or the last step)."""
        for turn, start in self.turn_starts():
            if start > index and turn != self.steps[index].turn:
                return start
        return self.last

    def prev_turn(self, index: int) -> int:
        """The first step of the turn ``index`` is in, or of the one before when
        ``index`` already is that first step."""
        starts = [start for _t, start in self.turn_starts() if start < index]
        return starts[-1] if starts else 0

    def branch(self, index: int) -> Game:
        """A new game from step ``index``: the same set-up and seed, the decisions up to
        there (its save replays like any other), ready for its next decision."""
        return self.game_at(index)


def replay_of(game: Game) -> Replay:
    """The replay of a loaded or live game (its set-up, seed and decisions)."""
    g = game.state
    return Replay(g.setup, int(g.seed or 0), list(g.decisions))


def replay_from_dict(data: dict[str, Any]) -> Replay:
    """The replay of a save's or share file's ``setup``, ``seed`` and ``decisions``."""
    from engine.filecheck import FileProblem
    from engine.filecheck.table import MAX_DECISIONS, check_setup

    try:
        setup, seed, decisions = data["setup"], data["seed"], data["decisions"]
    except (KeyError, TypeError) as e:
        raise ReplayProblem(f"the file lacks its set-up, seed or decisions: {e}") from e
    if type(seed) is not int or not -(1 << 64) <= seed <= 1 << 64 \
            or type(decisions) is not list or len(decisions) > MAX_DECISIONS \
            or not all(type(d) is int and 0 <= d < 10_000 for d in decisions):
        raise ReplayProblem("the seed or the decisions are not in the expected form")
    try:
        check_setup(setup)
    except FileProblem as e:
        raise ReplayProblem(f"the set-up is damaged: {e.detail}") from e
    return Replay(setup, seed, decisions)
