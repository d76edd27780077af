"""Hall prompts as the engine's atomic options (engine.prompts.Option).

Every hall decision has a finite set of legal answers; :func:`legal_answers` lists them
so that a hall prompt becomes an engine Prompt whose options are values, compared by
value, like the table's. An option carries the hall answer as canonical JSON in
``value`` and a short ``label`` for people; a bet is ``Option(label=word)`` or
``Option(label="raise_to", value=n)``.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from engine.hall.base import HallGame
from engine.hall.betting import Action
from engine.hall.city_square import placements_legal
from engine.hall.prompts import Prompt as HallPrompt
from engine.prompts import Option


def canonical(answer: Any) -> str:
    """One text per answer: tuples become lists, keys are sorted."""
    return json.dumps(answer, sort_keys=True, separators=(",", ":"))


def bet_option(answer: Any, player: str) -> Option:
    a = Action.parse(answer, player)
    return Option(label=a.word, value=a.amount)


def to_hall_answer(opt: Option) -> Any:
    """The answer ``HallGame.apply`` takes for an option made here."""
    if opt.label in ("check", "call", "fold", "all_in"):
        return opt.label
    if opt.label == "raise_to":
        return ["raise_to", opt.value]
    assert isinstance(opt.value, str)
    return json.loads(opt.value)


def option_for(kind: str, player: str, answer: Any) -> Option:
    """The option of a hall answer (as a UI or the hall AI gives it)."""
    if kind == "bet":
        return bet_option(answer, player)
    return Option(label=_label(kind, answer), value=canonical(answer))


def _label(kind: str, answer: Any) -> str:
    if isinstance(answer, str):
        return answer
    return f"{kind} {canonical(answer)}"


def legal_answers(game: HallGame, prompt: HallPrompt) -> list[Any]:
    """Every legal answer to a non-betting hall prompt, in a fixed order."""
    k, o, p = prompt.kind, prompt.options, prompt.player
    if k in ("reveal", "exchange"):
        return list(o["choices"])
    if k == "keep":
        return list(o["choices"])
    if k == "choose_dragon":
        return list(o["choices"])
    if k == "place_clock":
        return list(o["spokes"])
    if k == "predict":  # leaving comes last: older decision records keep their numbers
        return ["pass", *o["predictions"], *(["leave"] if o.get("can_leave") else [])]
    if k == "stay_or_leave":
        return list(o["choices"])
    if k == "discard":
        idx = range(len(o["hand"]))
        return [list(c) for n in range(int(o["max"]) + 1) for c in itertools.combinations(idx, n)]
    if k == "choose_jobs":
        return [list(c) for c in itertools.product(o["choices"], repeat=int(o["count"]))]
    if k == "play":
        return _wheel_plays(game, p, o)
    if k == "place" and "cards" in o:
        return _city_placements(game, p, len(o["cards"]))
    if k == "place":
        return _workers(game, p, o)
    raise ValueError(f"no option list for hall prompt kind {k!r}")


def _wheel_plays(game: HallGame, player: str, o: dict[str, Any]) -> list[Any]:
    plays: list[Any] = list(o["plays"])
    if o.get("can_use_clock"):
        n = len(o["hand"])
        plays += [{"discard": i} for i in range(n)] if n else [{"discard": 0}]
    return plays


def _city_placements(game: HallGame, player: str, n: int) -> list[Any]:
    g: Any = game
    stacks = g.stacks_of(player)
    cells = [(r, c) for r in range(3) for c in range(3)]
    out = []
    for pos in itertools.permutations(cells, n):
        if not placements_legal(stacks, list(pos)):
            out.append([list(x) for x in pos])
    return out


def _workers(game: HallGame, player: str, o: dict[str, Any]) -> list[Any]:
    from engine.hall.jack_of_all_trades import legal_placement

    g: Any = game
    n = len(o["workers"])
    return [list(combo) for size in range(n + 1)
            for combo in itertools.combinations(range(n), size)
            if legal_placement(g.values(player), g.current, g.last_call,
                               g.has("no_last_call"), list(combo)) is None]


def engine_options(game: HallGame, prompt: HallPrompt) -> tuple[Option, ...]:
    """The engine options of a hall prompt."""
    if prompt.kind != "bet":
        return tuple(option_for(prompt.kind, prompt.player, a)
                     for a in legal_answers(game, prompt))
    o = prompt.options
    out: list[Option] = []
    for word in o["actions"]:
        if word == "raise_to":
            out.extend(Option(label="raise_to", value=n)
                       for n in range(o["min_raise_to"], o["max_raise_to"] + 1))
        else:
            out.append(Option(label=word))
    return tuple(out)
