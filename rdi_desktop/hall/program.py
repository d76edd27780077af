"""The Gambling Hall from the command line: ``rdi-desktop --load`` of a
Hall autosave or a Hall failure report opens it at the Hall table, and
``rdi-desktop --autoplay --hall GAME`` plays an all-AI Hall game through the real
table, so a fresh process can show a Hall failure end to end.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

__all__ = ["hall_autoplay", "hall_or_table", "hall_summary", "open_hall_file"]


def _delay(app: Any) -> float:
    """The AI's pace at the table, as the lobby sets it."""
    return 0.8 / max(0.25, float(app.settings.animation_speed))


def hall_or_table(app: Any, path: Path) -> Any:
    """The scene for a saved file (``--load``, Load): a Gambling Hall autosave or
    report opens at the Hall table, anything else at the table, whose reader says in
    words why a file cannot be read (:class:`rdi_desktop.savefile.SaveProblem`)."""
    from rdi_desktop.hall.failure import is_hall_file, read_json
    from rdi_desktop.savefile import SaveProblem
    from rdi_desktop.scenes.table_open import table_from_save

    data = read_json(path)
    if not is_hall_file(data):
        return table_from_save(app, path)
    try:
        return open_hall_file(app, path, data)
    except ValueError as exc:
        raise SaveProblem(f"{path.name} cannot be opened: {exc}") from exc


def hall_summary(data: dict[str, Any]) -> str:
    """Load's line for a Hall file: the game, the players and how far it went."""
    from engine.hall import GAMES
    from rdi_desktop.hall.catalog import title

    got = data.get("config")
    cfg: dict[str, Any] = got if isinstance(got, dict) else {}
    listed = cfg.get("players")
    players: list[Any] = listed if isinstance(listed, list) else []
    names = ", ".join(str(n)[:40] for n in players[:8])
    named = cfg.get("game")
    game = title(named) if isinstance(named, str) and named in GAMES else "?"  # damaged too
    moves = data.get("decisions")
    done = "finished" if data.get("phase") == "over" else \
        f"decision {len(moves) if isinstance(moves, list) else 0}"
    kind = "failure report, " if data.get("kind") != "hall" else ""
    return f"Gambling Hall: {game} - {names} ({kind}{done})"


def load_hall_match(data: dict[str, Any]) -> Any:
    """A Hall save's match, checked by replaying its decisions from its set-up
    (engine/filecheck/hall.py): a FileProblem (a ValueError) in words when any part of
    it is damaged."""
    from engine.filecheck.hall import load_match

    return load_match(data)


def open_hall_file(app: Any, path: Path, data: dict[str, Any]) -> Any:
    """The Hall table for a Hall save (it goes on autosaving as the Hall's autosave)
    or a Hall failure report (replayed to the failing step, which is applied first;
    nothing of the player's is written). ValueError in words when it cannot be used."""
    from rdi_desktop.hall.controller import config_from_match
    from rdi_desktop.hall.failure import REPORT_KIND, match_from_report
    from rdi_desktop.scenes.hall_table import HallTableScene

    if data.get("kind") == REPORT_KIND:
        match, answers, _kinds = match_from_report(data)
        scene = HallTableScene(app, config_from_match(match.to_dict()), ai_delay=_delay(app),
                               match=match, autosave=False, replay=answers)
        scene.guard.replaying = True
    else:
        match = load_hall_match(data)
        scene = HallTableScene(app, config_from_match(match.to_dict()), ai_delay=_delay(app),
                               match=match)
    print(f"loaded {path.name}: the Gambling Hall, {match.config['game']}, "
          f"{', '.join(match.names)}; decision {len(match.decisions)}")
    return scene


def hall_autoplay(app: Any, args: argparse.Namespace) -> int:
    """An all-AI Hall game (``--hall GAME``, ``--players``, ``--seed``) at the table,
    the result screen answered as a player would; exit 1 when the game failed."""
    from engine.hall import GAMES
    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.scenes.hall_table import HallTableScene

    if args.hall not in GAMES:
        print(f"--hall must be one of {', '.join(GAMES)}", file=sys.stderr)
        return 2
    cls = GAMES[args.hall]
    players = min(max(args.players, cls.MIN_PLAYERS), cls.MAX_PLAYERS)
    seed = args.seed if args.seed is not None else 1
    seats = [Seat(f"Player {i + 1}", "easy") for i in range(players)]
    scene = HallTableScene(app, HallConfig(args.hall, seats, seed=seed), ai_delay=0.0)
    scene.guard.autoplay = True
    print(f"autoplay: the Gambling Hall, {args.hall}, seed {seed}", flush=True)
    app.open_scene("title")
    t0 = time.monotonic()
    ctrl = scene.ctrl

    def on_frame(a: Any) -> None:
        if scene.guard.told or ctrl.finished:
            a.running = False
        elif time.monotonic() - t0 > args.max_seconds:
            print("autoplay: time limit reached", file=sys.stderr)
            a.running = False
        elif ctrl.phase == "result":
            ctrl.continue_after_result()

    app.run(scene, on_frame=on_frame)
    for _ in range(3):  # the final state drawn (a dialog takes a frame to show)
        app.step(0.0)
    if args.screenshot:
        out = os.path.abspath(args.screenshot)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        app.screenshot(out)
    decisions = ctrl.snapshot["match"].get("decision_no", 0)
    print(f"autoplay: the Gambling Hall, {args.hall}, {players} players, {decisions} "
          f"decisions, {time.monotonic() - t0:.1f}s, over: {ctrl.finished}")
    if ctrl.failure is not None or scene.broken:
        print(f"autoplay: the Hall game failed: {ctrl.failed or 'the table failed'}",
              file=sys.stderr)
        return 1
    return 0 if ctrl.finished else 1
