"""Replay files for the player: opening any save, autosave or shared game as a
:class:`engine.replay.Replay`, and writing a game as one small shared file.

A *shared game* holds only what replays it (set-up, seed, decisions) and the
engine version that played it: the same decisions under other rules could make
another game, so a file from another version is refused, in a sentence. It also
carries the save format version, so Load opens it as a game like any save (the
engine replays the decisions when a save has no snapshot).

Every problem is a :class:`ReplayFileProblem` whose ``str()`` is the sentence to
show; the technical reason goes to the log and the file is never touched.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine
from engine.filecheck import FileProblem, parse_json, read_text
from engine.game import FORMAT_VERSION, Game, snapshot
from engine.replay import Replay, ReplayProblem, replay_from_dict, replay_of
from rdi_desktop.hint_basis import hints_in

log = logging.getLogger(__name__)

__all__ = ["LoadedReplay", "ReplayFileProblem", "SHARE_VERSION", "load_replay", "loaded_from_game",
           "read_replay_data", "share_data", "write_share"]

#: the share file's own version (what it holds), besides the save format
SHARE_VERSION = 1


class ReplayFileProblem(Exception):
    """A file that cannot be replayed; ``str()`` is the sentence for the player."""


@dataclass
class LoadedReplay:
    """A replay and what the viewer says about where it came from."""

    replay: Replay
    name: str  #: the file's name
    over: bool  #: the game had ended when it was saved
    kinds: list[str]  #: the seat kinds stored in the set-up ("human", "normal", ...)
    #: the file it was read from (a game review is kept in it), None for a game just played
    path: Path | None = None
    #: the hints shown while it was played (rdi_desktop.hint_basis.hints_in)
    hints: list[dict[str, Any]] = field(default_factory=list)

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == "human"]


def loaded_from_game(game: Game, kinds: list[str], name: str,
                     hints: list[dict[str, Any]] | None = None) -> LoadedReplay:
    """The replay of a game just played at the table (the game-over screen's
    Watch again): its seat kinds as the table had them (Otto's seat included), and the
    hints shown during it."""
    rep = replay_of(game)
    return LoadedReplay(rep, name, bool(game.state.over), list(kinds), None,
                        list(hints or []))


def share_data(setup: dict[str, Any], seed: int, decisions: list[int],
               hints: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The contents of a shared game (and the hints shown up to its last decision)."""
    data = {"format_version": FORMAT_VERSION, "share": SHARE_VERSION,
            "engine_version": engine.__version__, "setup": setup, "seed": int(seed),
            "decisions": [int(d) for d in decisions]}
    kept = [h for h in hints or [] if h["decision"] < len(decisions)]
    if kept:
        data["hints"] = kept
    return data


def write_share(replay: Replay, folder: Path, upto: int | None = None,
                hints: list[dict[str, Any]] | None = None) -> Path:
    """Write the game (its decisions up to step ``upto``, all by default) as a shared
    file in ``folder``, through :func:`rdi_desktop.atomic.write_atomic` (a failed
    write leaves neither half a file nor a temporary one, and raises
    :class:`~rdi_desktop.atomic.WriteFailed` saying why)."""
    from rdi_desktop.atomic import write_atomic

    n = replay.last if upto is None else max(0, min(upto, replay.last))
    data = share_data(replay.setup, replay.seed, replay.decisions[:n], hints)
    path = folder / time.strftime("shared-%Y%m%d-%H%M%S.json")
    k = 2
    while path.exists():
        path = folder / time.strftime(f"shared-%Y%m%d-%H%M%S-{k}.json")
        k += 1
    return write_atomic(path, json.dumps(data, separators=(",", ":")))


def read_replay_data(path: Path) -> dict[str, Any]:
    """The JSON of a save or shared file, or a sentence saying why it cannot be read."""
    try:
        text = read_text(path, "saved or shared game")
    except OSError as exc:
        log.warning("cannot read %s: %s", path, exc)
        raise ReplayFileProblem(
            f"The file {path.name} could not be opened (it may have been moved, or you "
            "may not be allowed to read it).") from exc
    except FileProblem as exc:  # too large to be one of ours, or not text
        log.warning("cannot read %s: %s", path, exc.detail)
        raise ReplayFileProblem(f"{exc.sentence} ({path.name})") from exc
    try:
        data = parse_json(text, "saved or shared game")
    except FileProblem as exc:
        log.warning("%s is not JSON: %s", path, exc.detail)
        raise ReplayFileProblem(
            f"{path.name} is not a saved or shared game, or it was cut short while it "
            "was being written.") from exc
    if not isinstance(data, dict) or "format_version" not in data:
        raise ReplayFileProblem(f"{path.name} is not a saved or shared game.")
    if data.get("kind") in ("hall", "hall_failure"):  # a Hall file, not a damaged one
        raise ReplayFileProblem(
            f"{path.name} is a Gambling Hall game: the replay viewer shows games at the "
            "table only. Load (or rdi-desktop --load) opens it at the Hall table.")
    if data["format_version"] != FORMAT_VERSION:
        raise ReplayFileProblem(f"{path.name} was written by a version of the game that "
                                "saves differently, so this version cannot replay it.")
    return data


def _version_check(data: dict[str, Any], name: str) -> None:
    saved_by = data.get("engine_version")
    if data.get("share") is not None and saved_by != engine.__version__:
        raise ReplayFileProblem(
            f"{name} was shared from version {saved_by or 'unknown'} of the game and this "
            f"is version {engine.__version__}: its rules could play the same decisions "
            "differently, so it cannot be replayed here.")


def _saved_snapshot(data: dict[str, Any]) -> dict[str, Any] | None:
    """The save's own game, run on to its next decision like a replayed step (a save
    may have been taken before the automatic steps after its last decision)."""
    try:
        game = Game.from_dict(data)
        game.pending()
    except Exception:  # noqa: BLE001 - a damaged snapshot simply does not match
        log.exception("the saved snapshot cannot be read")
        return None
    return snapshot(game.state)


def load_replay(path: Path) -> LoadedReplay:
    """Any save, autosave or shared game as a replay, or a sentence why not.

    A save that holds a snapshot must replay to exactly that snapshot; when it
    does not (rules changed since it was saved) the replay would show another
    game, so it is refused rather than shown wrong.
    """
    data = read_replay_data(path)
    _version_check(data, path.name)
    try:
        rep = replay_from_dict(data)
    except ReplayProblem as exc:
        log.warning("cannot replay %s: %s", path, exc)
        part = "its set-up (who plays, in which mode, with which variants)" \
            if str(exc).startswith("the set-up") else "its decisions"
        raise ReplayFileProblem(
            f"{path.name} is damaged: its decisions do not make a game "
            f"(part of it is missing or does not make sense: {part}).") from exc
    except Exception as exc:  # noqa: BLE001 - a bad file must never crash the viewer
        log.exception("replaying %s failed", path)
        raise ReplayFileProblem(f"{path.name} is damaged: it cannot be replayed.") from exc
    if data.get("snapshot") is not None:
        final = rep.game_at(rep.last).state
        if snapshot(final) != _saved_snapshot(data):
            raise ReplayFileProblem(
                f"{path.name} was saved by version {data.get('engine_version') or 'unknown'} "
                "and does not replay to the same game under this version's rules, so it "
                "cannot be shown as a replay (Load can still continue it).")
    final_state = rep.game_at(rep.last).state
    kinds = [str(s.get("seat", "human" if i == 0 else "normal"))
             for i, s in enumerate(rep.setup.get("players", []))]
    for i, p in enumerate(final_state.players):  # Otto's seat is the engine's own
        if p.automaton:
            kinds.insert(i, "automaton")
    return LoadedReplay(rep, path.name, bool(final_state.over), kinds, path, hints_in(data))
