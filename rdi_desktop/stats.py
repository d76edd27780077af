"""Statistics: every finished game at the table, kept in the user data folder.

``<data dir>/statistics.json`` is ``{"version": 1, "games": [record, ...]}``; a
record says the mode, the variants, each seat (name, character, who played it:
a person or an AI level, team, how the player went out, whether they won), the
winners and the number of turns. It is written to a temporary file and then
renamed, so a crash never leaves half a file.

A damaged file never stops the game and is never lost: it is kept beside the new
one (``statistics.damaged-<time>.json``) and the screen says so; a record that
does not make sense is skipped and counted. The summaries the Statistics screen
shows (per character, per mode, per AI level) are computed here.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.filecheck import parse_json, read_text
from engine.game import Game
from rdi_desktop.atomic import write_atomic
from rdi_desktop.datafolder import saving_enabled
from rdi_desktop.saves import data_dir

log = logging.getLogger(__name__)

STATS_VERSION = 1
#: more finished games than anyone plays (a longer list is a damaged file)
MAX_GAMES = 100_000
FILE_NAME = "statistics.json"
HUMAN = "human"


def stats_path() -> Path:
    return data_dir() / FILE_NAME


@dataclass
class Stats:
    """What the file holds, and what went wrong reading it (for the screen)."""

    games: list[dict[str, Any]] = field(default_factory=list)
    skipped: int = 0  #: records that did not make sense
    note: str = ""  #: a sentence about a damaged file kept aside, or ""


def game_key(game: Game) -> str:
    """One finished game, the same however often its end is shown (a loaded finished
    save opens its game-over screen again: it is not counted twice)."""
    g = game.state
    text = json.dumps([g.setup, g.seed, len(g.decisions)], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def record_of(game: Game, kinds: list[str],
              hints: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The statistics record of a finished game played by seats of ``kinds`` (with how
    many hints each seat was shown, when it asked for any)."""
    g = game.state
    asked: dict[int, int] = {}
    for h in hints or []:
        asked[int(h.get("seat", -1))] = asked.get(int(h.get("seat", -1)), 0) + 1
    seats = []
    for i, p in enumerate(g.players):
        if p.automaton:
            continue  # Otto is part of the game, not a player
        seats.append({"name": p.name, "character": p.character,
                      "kind": kinds[i] if i < len(kinds) else HUMAN, "team": p.team,
                      "boss": p.boss, "out": p.out, "won": i in g.winners,
                      **({"hints": asked[i]} if asked.get(i) else {})})
    return {"key": game_key(game), "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "mode": g.mode, "variants": sorted(k for k, v in g.options.items() if v),
            "seats": seats, "winners": [g.players[w].name for w in g.winners],
            "turns": int(g.turns_taken or g.turn_number)}


def _word(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= 100


def _valid(rec: Any) -> bool:
    """A record of the form :func:`record_of` writes (what the screen reads of it)."""
    if not isinstance(rec, dict) or not isinstance(rec.get("seats"), list) \
            or not 1 <= len(rec["seats"]) <= 9:
        return False
    turns = rec.get("turns")
    if not _word(rec.get("mode")) or type(turns) is not int or not 0 <= turns <= 1_000_000:
        return False
    return all(_valid_seat(s) for s in rec["seats"])


def _valid_seat(s: Any) -> bool:
    return isinstance(s, dict) and _word(s.get("character")) and _word(s.get("kind")) \
        and type(s.get("won", False)) is bool and s.get("out") in (None, "passed_out",
                                                                   "no_gold")


def _keep_damaged(path: Path) -> str:
    """Move a damaged file aside (never delete it) and say so."""
    aside = path.with_name(time.strftime("statistics.damaged-%Y%m%d-%H%M%S.json"))
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.warning("cannot keep the damaged statistics aside: %s", exc)
        return ("The statistics file is damaged and could not be moved aside; "
                "new games are not recorded until it is.")
    return (f"The statistics file was damaged; it was kept as {aside.name} and a new "
            "one was started.")


def load(path: Path | None = None) -> Stats:
    """The recorded games; a damaged file is kept aside and an empty record begun."""
    path = path or stats_path()
    if not path.exists():
        return Stats()
    try:
        # the size on disk first, then strict JSON (engine/filecheck)
        data = parse_json(read_text(path, "statistics file"), "statistics file")
        if not isinstance(data, dict) or not isinstance(data.get("games"), list):
            raise ValueError("no list of games")
        if data.get("version") != STATS_VERSION:
            raise ValueError(f"version {data.get('version')!r}")
        if len(data["games"]) > MAX_GAMES:
            raise ValueError(f"{len(data['games'])} games")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        log.warning("statistics file %s cannot be read: %s", path, exc)
        return Stats(note=_keep_damaged(path))
    good = [r for r in data["games"] if _valid(r)]
    return Stats(games=good, skipped=len(data["games"]) - len(good))


def save(stats: Stats, path: Path | None = None) -> None:
    """Write through a temporary file and a rename (:mod:`rdi_desktop.atomic`): never
    half a file; nothing is written while the player plays without saving.
    Raises :class:`rdi_desktop.atomic.WriteFailed`, an OSError, when it cannot."""
    if path is None and not saving_enabled():
        return
    write_atomic(path or stats_path(),
                 json.dumps({"version": STATS_VERSION, "games": stats.games}, indent=1))


def record_game(game: Game, kinds: list[str], path: Path | None = None,
                hints: list[dict[str, Any]] | None = None) -> bool:
    """Add a finished game (once); False when it was not recorded."""
    if not game.state.over:
        return False
    path = path or stats_path()
    stats = load(path)
    if "could not be moved" in stats.note:
        return False  # the damaged file is still in place: never write over it
    rec = record_of(game, kinds, hints)
    if any(r.get("key") == rec["key"] for r in stats.games):
        return False
    stats.games.append(rec)
    save(stats, path)
    return True


def reset(path: Path | None = None) -> None:
    """Forget every recorded game (the screen asks first)."""
    save(Stats(), path)


@dataclass
class Row:
    label: str
    games: int = 0
    wins: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def _rows(counts: dict[str, Row]) -> list[Row]:
    return sorted(counts.values(), key=lambda r: (-r.games, r.label))


def by_character(games: list[dict[str, Any]], names: dict[str, str]) -> list[Row]:
    """Per character: the seats that played it, and how many of them won."""
    out: dict[str, Row] = {}
    for rec in games:
        for s in rec["seats"]:
            row = out.setdefault(s["character"], Row(names.get(s["character"],
                                                               s["character"])))
            row.games += 1
            row.wins += bool(s.get("won"))
    return _rows(out)


def by_mode(games: list[dict[str, Any]], names: dict[str, str]) -> list[Row]:
    """Per mode: games, and how many a person at this computer won."""
    out: dict[str, Row] = {}
    for rec in games:
        row = out.setdefault(rec["mode"], Row(names.get(rec["mode"], rec["mode"])))
        row.games += 1
        row.wins += any(s.get("won") and s["kind"] == HUMAN for s in rec["seats"])
    return _rows(out)


def by_level(games: list[dict[str, Any]]) -> list[Row]:
    """Per AI level (and people, apart from people who were shown hints): the seats it
    played, and how many of them won."""
    out: dict[str, Row] = {}
    for rec in games:
        for s in rec["seats"]:
            label = f"AI {s['kind']}" if s["kind"] != HUMAN else \
                "People with hints" if s.get("hints") else "People"
            row = out.setdefault(label, Row(label))
            row.games += 1
            row.wins += bool(s.get("won"))
    return _rows(out)


def endings(games: list[dict[str, Any]]) -> dict[str, int]:
    """How every seat ended: won, passed out, out of Gold, or still in when it ended."""
    out = {"won": 0, "passed out": 0, "out of Gold": 0, "still in": 0}
    for rec in games:
        for s in rec["seats"]:
            key = "won" if s.get("won") else {"passed_out": "passed out",
                                               "no_gold": "out of Gold"}.get(
                str(s.get("out")), "still in")
            out[key] += 1
    return out
