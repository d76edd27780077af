"""Jack of All Trades (004 "Jack of All Trades"): find work for your workers.

Workers are 5 dice (or, with Hidden Fate, 5 hidden cards valued by rank number).
Each of three jobs takes one matching worker per player, or a 6 (a *Jack of All
Trades*) if the player has no match; the Last Call takes *all* matching
workers (No Last Call: only one). The lowest total left wins; no tiebreaker.

Hidden Fate: the Starting Player chooses card or die for each job; a rolled 6
accepts any one worker. Dragon Cards: a Dragon worker is worth 0 and can never
be placed; a Dragon revealed as a job accepts any one worker. A job that
accepts any worker takes only one, even at the Last Call.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.hall import codec
from engine.hall.base import HallGame
from engine.hall.deck import Card, roll_dice
from engine.hall.prompts import CHOOSE_JOBS, PLACE, Prompt

JACK = 6


@dataclass(frozen=True)
class Job:
    """A job: the value it asks for, or ``any_worker`` (a rolled 6 or a Dragon)."""

    value: int | None
    any_worker: bool
    label: str

    @staticmethod
    def parse(obj: Any) -> Job:
        """A vector job object: ``{"value": n}``, ``{"die": n}`` or ``{"card": card}``."""
        if not isinstance(obj, dict) or len(obj) != 1:
            raise ValueError(f"bad job {obj!r}")
        ((kind, v),) = obj.items()
        if kind == "value" and isinstance(v, int):
            return Job(v, False, f"value {v}")
        if kind == "die" and isinstance(v, int) and 1 <= v <= 6:
            return job_from_die(v)
        if kind == "card":
            return job_from_card(Card.from_json(v))
        raise ValueError(f"bad job {obj!r}")


codec.register(Job)


def job_from_die(value: int) -> Job:
    return Job(None, True, "a rolled 6 (any worker)") if value == 6 else \
        Job(value, False, f"a rolled {value}")


def job_from_card(card: Card) -> Job:
    if card.is_dragon:
        return Job(None, True, f"the {card} (any worker)")
    return Job(card.value, False, f"the {card}")


def legal_placement(values: list[int], job: Job, last_call: bool, no_last_call: bool,
                    chosen: list[int]) -> str | None:
    """Why placing the workers at ``chosen`` indices is illegal, or None if it is legal."""
    if len(set(chosen)) != len(chosen) or any(not 0 <= i < len(values) for i in chosen):
        return "choose different workers by index"
    if not chosen:
        return None  # placing is allowed ("may"), never required
    picked = [values[i] for i in chosen]
    if any(v <= 0 for v in picked):
        return "a Dragon worker can never be placed on a job"
    if job.any_worker:
        return None if len(chosen) == 1 else "this job takes only one worker"
    matching = [v for v in values if v == job.value]
    if matching:
        if any(v != job.value for v in picked):
            return f"place workers of value {job.value}"
        if len(chosen) > 1 and (not last_call or no_last_call):
            return "this job takes only one worker"
        return None
    if len(chosen) == 1 and picked[0] == JACK:
        return None
    return f"no worker matches {job.value}: only one 6 (a Jack of All Trades) may go"


def policy_place(values: list[int], job: Job, last_call: bool, no_last_call: bool
                 ) -> list[int]:
    """``place_whenever_allowed_highest_first``: place on every job the rules allow."""
    if job.any_worker:
        best = max((i for i, v in enumerate(values) if v > 0), key=lambda i: values[i],
                   default=None)
        return [] if best is None else [best]
    matching = [i for i, v in enumerate(values) if v == job.value]
    if matching:
        return matching if last_call and not no_last_call else matching[:1]
    jacks = [i for i, v in enumerate(values) if v == JACK]
    return jacks[:1]


def place(values: list[int], chosen: list[int]) -> list[int]:
    return [v for i, v in enumerate(values) if i not in set(chosen)]


class JackOfAllTrades(HallGame):
    GAME = "jack_of_all_trades"
    TITLE = "Jack of All Trades"
    VARIANTS = frozenset({"no_last_call", "hidden_fate", "dragon_cards"})
    TIEBREAKER = None

    def _setup(self) -> None:
        self.dice_workers: dict[str, list[int]] = {}
        self.card_workers: dict[str, list[Card]] = {}
        self.job_sources: list[str] = []
        self.jobs: list[dict[str, Any]] = []
        self.current: Job | None = None
        self.job_index = -1
        self.placed: list[dict[str, Any]] = []

    def _script(self) -> list[str]:
        s = ["workers"]
        if self.has("hidden_fate"):
            s.append("choose_jobs")
        s.append("bet")
        for _ in range(3):
            s += ["job", "place", "bet"]
        s += ["job", "place"]
        if self.has("hidden_fate"):
            s.append("bet:final")
        return s

    @property
    def hidden(self) -> bool:
        return self.has("hidden_fate")

    def values(self, player: str) -> list[int]:
        if self.hidden:
            return [c.value for c in self.card_workers[player]]
        return list(self.dice_workers[player])

    @property
    def last_call(self) -> bool:
        return self.job_index == 3

    def _begin(self, step: str) -> None:
        if step == "workers":
            for p in self.players:
                if self.hidden:
                    self.card_workers[p] = [self.draw() for _ in range(5)]
                else:
                    self.dice_workers[p] = roll_dice(self.rng, 5)
            self._log("Each player gets 5 workers.", kind="workers")
        elif step == "job":
            self.job_index += 1
            source = self.job_sources[self.job_index] if self.hidden else "card"
            if source == "die":
                roll = roll_dice(self.rng, 1)[0]
                job = job_from_die(roll)
                self.jobs.append({"die": roll})
            else:
                card = self.draw()
                self.discards.append(card)
                job = job_from_card(card)
                self.jobs.append({"card": card.to_json()})
            self.current = job
            name = "The Last Call" if self.last_call else f"Job {self.job_index + 1}"
            self._log(f"{name} is {job.label}.", kind="job", job=self.jobs[-1])

    def _needs(self, step: str, player: str) -> bool:
        if step == "choose_jobs":
            return player == self.players[0]
        if step == "place":
            assert self.current is not None
            return bool(policy_place(self.values(player), self.current, self.last_call,
                                     self.has("no_last_call")))
        return False

    def _prompt(self, step: str, player: str) -> Prompt:
        if step == "choose_jobs":
            return Prompt(player, CHOOSE_JOBS, {"count": 4, "choices": ["card", "die"]},
                          "Choose card or die for each of the 4 jobs")
        assert self.current is not None
        vals = self.values(player)
        return Prompt(player, PLACE, {
            "workers": vals, "job": self.jobs[-1], "last_call": self.last_call,
            "any_worker": self.current.any_worker,
            "suggested": policy_place(vals, self.current, self.last_call,
                                      self.has("no_last_call"))},
            "Place workers on the job (list of indices; [] to place none)")

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        if step == "choose_jobs":
            if (not isinstance(answer, list) or len(answer) != 4
                    or any(a not in ("card", "die") for a in answer)):
                raise ValueError('answer a list of 4 of "card"/"die"')
            self.job_sources = list(answer)
            self._log(f"{player} chooses the jobs: {', '.join(answer)}.", kind="choose_jobs")
            return True
        assert self.current is not None
        if not isinstance(answer, list) or not all(
                isinstance(i, int) and not isinstance(i, bool) for i in answer):
            raise ValueError("answer a list of worker indices")
        why = legal_placement(self.values(player), self.current, self.last_call,
                              self.has("no_last_call"), answer)
        if why:
            raise ValueError(why)
        placed_values = [self.values(player)[i] for i in answer]
        if self.hidden:
            cards = self.card_workers[player]
            for i in sorted(answer, reverse=True):
                self.discards.append(cards.pop(i))
        else:
            self.dice_workers[player] = place(self.dice_workers[player], answer)
        self.placed.append({"player": player, "job": self.job_index, "values": placed_values})
        self._log(f"{player} places {placed_values or 'no worker'}.", kind="place",
                  player=player, values=placed_values)
        return True

    def score_key(self, player: str) -> tuple[Any, ...]:
        return (-sum(self.values(player)),)

    def breakdown(self, player: str) -> dict[str, Any]:
        out: dict[str, Any] = {"remaining": self.values(player),
                               "score": sum(self.values(player))}
        if self.hidden:
            out["cards"] = [c.to_json() for c in self.card_workers[player]]
        return out

    def public_breakdown(self) -> dict[str, Any]:
        return {"jobs": list(self.jobs), "placed": list(self.placed)}

    def _view(self, viewer: str | None) -> dict[str, Any]:
        workers: dict[str, Any] = {}
        for p in self.players:
            if not self.hidden:
                workers[p] = list(self.dice_workers.get(p, []))
            elif self.revealed(p, viewer):
                workers[p] = [c.to_json() for c in self.card_workers.get(p, [])]
            else:
                workers[p] = len(self.card_workers.get(p, []))
        return {"workers": workers, "jobs": list(self.jobs), "job_sources": self.job_sources
                if self.hidden else None, "placed": list(self.placed)}
