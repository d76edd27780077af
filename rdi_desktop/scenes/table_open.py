"""Opening a table: a new game, a saved one (Load, Continue), a failure report shown
again; the scenes ``table``, ``quick_game`` and ``continue`` are registered here.

A new table autosaves where the player's saves go (nowhere while they play without
saving); an autosave that cannot be read is kept aside before a new game's autosave
would replace it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rdi_desktop.bridge import (
    AUTOSAVE_NAME,
    EngineThread,
    kinds_of,
    missing_seats,
    start_game,
)
from rdi_desktop.hint_basis import hints_in_file
from rdi_desktop.saves import save_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.table_setup import quick_setup


def autosave_path() -> Path:
    return save_dir() / AUTOSAVE_NAME


def table_autosave() -> Path | None:
    """Where a new table autosaves: None while the player plays without saving. A save
    folder that cannot be made still gets its path, so the first autosave fails and
    the player is told rather than the table never opening."""
    from rdi_desktop.datafolder import saving_enabled
    from rdi_desktop.saves import data_dir

    if not saving_enabled():
        return None
    try:
        path = autosave_path()
    except OSError:
        return data_dir() / "saves" / AUTOSAVE_NAME
    keep_damaged_aside(path)
    return path


def keep_damaged_aside(path: Path) -> None:
    """A damaged autosave is kept aside (it shows in Load as damaged) before a new game
    autosaves over its name: never silently replaced."""
    from rdi_desktop.atomic import keep_aside
    from rdi_desktop.savefile import SaveProblem, read_game

    if not path.exists():
        return
    try:
        read_game(path)
    except SaveProblem:
        keep_aside(path)


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def open_table(app: Any, setup: dict[str, Any], kinds: list[str], seed: int,
               autoplay: bool = False) -> TableScene:
    engine = start_game(setup, kinds, seed, autosave=table_autosave())
    return TableScene(app, engine, autoplay=autoplay)


def table_from_save(app: Any, path: Path) -> TableScene:
    """The table for a saved game; :class:`SaveProblem` (a player's sentence) if the
    file cannot be read. A save from another engine version says so once loaded."""
    from rdi_desktop.failure_report import failing_answers
    from rdi_desktop.savefile import read_game

    game = read_game(path)
    replay, _seats = failing_answers(path)
    try:  # the table rebuilds its log from the file's own: one it cannot read is damaged
        if replay:  # a failure report: show the failure again, keep the player's autosave
            eng = EngineThread(game, kinds_of(game), seed=int(game.state.seed or 0))
            eng.replay = replay
            return TableScene(app, eng)
        scene = table_for_game(app, game)
        scene.engine.hints_used = hints_in_file(path)  # the hints shown before it was saved
    except Exception as exc:  # noqa: BLE001 - said in words, the file kept
        from rdi_desktop.savefile import damaged_log

        raise damaged_log(path, exc) from exc
    notes = [n for n in (game.load_note, missing_seats(game)) if n]
    if notes:
        app.show_message("Loaded", "<br>".join(_esc(n) for n in notes))
    return scene


def table_for_game(app: Any, game: Any) -> TableScene:
    kinds = kinds_of(game)
    eng = EngineThread(game, kinds, seed=int(game.state.seed or 0), autosave=table_autosave())
    eng.saved_turn = game.state.turn_number  # the file it came from holds this turn
    return TableScene(app, eng)


@register_scene("table")
def make_table(app: Any, setup: dict[str, Any] | None = None, kinds: list[str] | None = None,
               seed: int | None = None, autoplay: bool = False, **kw: Any) -> TableScene:
    if setup is None or kinds is None:
        setup, kinds, seed = quick_setup(seed=seed)
    return open_table(app, setup, kinds, seed if seed is not None else 1, autoplay)


@register_scene("quick_game")
def make_quick(app: Any, **kw: Any) -> TableScene:
    setup, kinds, seed = quick_setup(seed=app.seed)
    return open_table(app, setup, kinds, seed)


@register_scene("continue")
def make_continue(app: Any, **kw: Any) -> TableScene | None:
    from rdi_desktop.atomic import reason_of
    from rdi_desktop.datafolder import saving_enabled

    try:
        path = autosave_path()
    except OSError as exc:  # in words, never a Python error
        app.show_message("Continue", f"The save folder cannot be opened: {reason_of(exc)}.")
        return None
    if not saving_enabled() or not path.exists():
        app.show_message("Continue", "There is no autosave yet. Start a new game!")
        return None
    from rdi_desktop.savefile import SaveProblem

    try:
        return table_from_save(app, path)
    except SaveProblem as exc:
        app.show_message("Continue", f"The autosave cannot be read.<br>{_esc(str(exc))}")
        return None
