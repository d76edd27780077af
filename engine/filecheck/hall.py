"""Gambling Hall saves and failure reports: checked by replaying them.

A Hall save holds its set-up (``config``) and every decision besides the match's whole
state; the match is seeded, so the set-up and the decisions rebuild it exactly. The
check builds the match both ways: the decisions must fit the match (each one an
option that was offered) and the saved state must be the one they lead to. A save
that passes is the rebuilt match, which kept every rule and every coin by
construction; anything else is refused in one sentence naming the damaged part.
"""

from __future__ import annotations

from typing import Any

from engine.filecheck import MAX_INT, FileProblem
from engine.filecheck.schema import Bad, plain, whole

__all__ = ["MAX_HALL_DECISIONS", "check_config", "load_match", "replayed"]

#: more decisions than any Hall session takes
MAX_HALL_DECISIONS = 20_000
#: the keys a save's state holds besides the set-up and the decisions
_STATE_KEYS = ("kinds", "phase", "queue", "events", "notes", "last_result", "last_game",
               "game_no", "seen", "session")


def damaged(what: str, part: str, detail: str) -> FileProblem:
    return FileProblem(f"This {what} is damaged: part of it is missing or does not make "
                       f"sense (the part that holds {part}).", detail)


def check_config(config: Any, decisions: Any, what: str) -> list[int]:
    """The set-up and the decisions have their declared form; the decisions."""
    from engine.hall import GAMES

    if type(config) is not dict:
        raise damaged(what, "the game's set-up", "config is not a mapping")
    players = config.get("players")
    if type(players) is not list or not 2 <= len(players) <= 8 \
            or not all(type(p) is str and 0 < len(p) <= 64 for p in players) \
            or len(set(players)) != len(players):
        raise damaged(what, "the players", "players")
    if type(config.get("game")) is not str or config["game"] not in GAMES:
        raise damaged(what, "the game's set-up", f"game {config.get('game')!r:.40}")
    try:
        plain(config, "config")
        whole(config.get("seed", 0), "seed", -MAX_INT, MAX_INT)
        whole(config.get("rounds", 1), "rounds", 1, 1000)
        whole(config.get("share", 3), "share", 1, 1000)
        if type(config.get("leave_offers", False)) is not bool:
            raise Bad("leave_offers is not true or false")
        for key in ("stacks", "stack", "starting"):
            if key in config and type(config[key]) is int:
                whole(config[key], key, 1, 1_000_000)
    except Bad as b:
        raise damaged(what, "the game's set-up", str(b)) from None
    if type(decisions) is not list or len(decisions) > MAX_HALL_DECISIONS \
            or not all(type(d) is int and 0 <= d < 10_000 for d in decisions):
        raise damaged(what, "the record of the decisions taken", "decisions")
    return list(decisions)


def replayed(config: dict[str, Any], decisions: list[int], what: str) -> Any:
    """The match its set-up and decisions make (each decision must be one offered)."""
    from engine.hall.match import HallMatch

    try:
        m = HallMatch(config)
    except Exception as e:  # noqa: BLE001 - whatever a damaged set-up raises
        raise damaged(what, "the game's set-up", f"{type(e).__name__}: {e}") from None
    for i, d in enumerate(decisions):
        try:
            if m.pending() is None:
                raise ValueError("the match had ended")
            m.apply(d)
        except Exception as e:  # noqa: BLE001 - a decision that does not fit
            raise damaged(what, "the record of the decisions taken",
                          f"decision {i + 1}: {type(e).__name__}: {e}") from None
    return m


def load_match(data: Any) -> Any:
    """A Hall save's match, checked (FileProblem in words when it is not whole)."""
    what = "Gambling Hall save"
    if type(data) is not dict:
        raise FileProblem(f"This file is not a {what}.", "not a mapping")
    decisions = check_config(data.get("config"), data.get("decisions"), what)
    m = replayed(data["config"], decisions, what)
    before = m.to_dict()
    try:
        m.pending()  # a save may be taken before or after the automatic steps
    except Exception as e:  # noqa: BLE001 - the rebuilt match cannot go on
        raise damaged(what, "the game's set-up", f"{type(e).__name__}: {e}") from None
    after = m.to_dict()
    for key in _STATE_KEYS:
        if key not in data:
            raise damaged(what, "the match's state", f"{key} missing")
        if data[key] != after[key] and data[key] != before[key]:
            raise damaged(what, _PARTS.get(key, "the match's state"), f"{key} differs")
    return m


_PARTS = {"kinds": "who plays each seat", "session": "the players' money and the games "
          "played", "events": "the log of what has happened", "notes": "the log of what "
          "has happened", "last_result": "the last game's result",
          "last_game": "the last game's result", "queue": "the questions still to ask",
          "phase": "the match's state", "game_no": "the match's state",
          "seen": "the log of what has happened"}
