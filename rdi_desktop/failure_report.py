"""When the engine fails mid-game: the game as it was before the failing
step is autosaved, and a report file is written that ``rdi-desktop --load`` opens
to show the same failure again.

The engine is deterministic (every random draw comes from the game's seeded RNG),
so a game is its set-up, its seed and its decisions. The failing step is the last
decision (the engine appends a decision before acting on it; a failure in the
automatic steps after it is that decision's too), so:

* the report is a save without a snapshot (``setup``, ``seed``, the decisions
  *before* the failing one) plus ``failure``: the error, the traceback, the seat
  kinds and the failing answer. Loading it replays the decisions; the table then
  applies the failing answer first, and the engine fails again as it did;
* the autosave is that same game before the failing step, replayed and written
  as a normal save, so Continue brings the player back to just before it.

A failure inside an AI seat (not the engine) is reported the same way; loading
the report then replays up to it, but the AI may decide differently.

``RDI_FAULT_ENGINE_AT=N`` (tests only) makes the N-th decision of a game fail
inside the engine's ``apply``, in any process started with it.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from engine.game import FORMAT_VERSION, EngineError, Game

log = logging.getLogger(__name__)

__all__ = ["FailureRecord", "failing_answers", "failure_html", "inject_engine_fault",
           "record_failure"]

REPORTS = "reports"


class FailureRecord:
    """What :func:`record_failure` wrote: the report's path and whether the autosave
    now holds the game before the failing step."""

    def __init__(self, report: Path | None, autosaved: bool) -> None:
        self.report = report
        self.autosaved = autosaved


def report_data(game: Game, kinds: list[str], error: str, details: str,
                engine_step: bool = True) -> dict[str, Any]:
    """The report (see the module docstring). ``engine_step=False``: the table failed,
    not the engine, so the game is whole and every decision is kept."""
    import engine

    g = game.state
    decisions = [int(d) for d in g.decisions]
    failing = decisions[-1] if decisions and engine_step else None
    return {
        "format_version": FORMAT_VERSION, "engine_version": engine.__version__,
        "setup": g.setup, "seed": g.seed,
        "decisions": decisions[:-1] if failing is not None else decisions,
        "failure": {"error": error, "traceback": details, "seats": list(kinds),
                    "failing_answer": failing, "in": "engine" if engine_step else "table",
                    "when": time.strftime("%Y-%m-%d %H:%M:%S")},
    }


def record_failure(game: Game, kinds: list[str], error: str, details: str,
                   autosave: Path | None, write: Any, engine_step: bool = True
                   ) -> FailureRecord:
    """Write the report and the autosave before the failing step (see the module
    docstring); ``write(path, text) -> bool`` is the table's save writer."""
    data = report_data(game, kinds, error, details, engine_step)
    report = _write_report(data, autosave)
    autosaved = False
    if autosave is not None:
        try:
            before = Game.from_dict({k: v for k, v in data.items() if k != "failure"})
            autosaved = bool(write(autosave, before.to_json()))
        except Exception:  # noqa: BLE001 - the report is still there
            log.exception("the game before the failure could not be rebuilt")
    return FailureRecord(report, autosaved)


def _write_report(data: dict[str, Any], autosave: Path | None,
                  prefix: str = "failure") -> Path | None:
    """The report in ``reports/`` beside the autosave (``saves/reports``), else in the
    system's temporary folder (the Gambling Hall's are named ``hall-failure-*``)."""
    from rdi_desktop.atomic import WriteFailed, write_atomic
    from rdi_desktop.datafolder import saving_enabled
    from rdi_desktop.saves import data_dir

    name = time.strftime(f"{prefix}-%Y%m%d-%H%M%S.json")
    text = json.dumps(data, indent=1)
    folders = [autosave.parent / REPORTS] if autosave is not None else \
        [data_dir() / "saves" / REPORTS] if saving_enabled() else []
    folders.append(Path(tempfile.gettempdir()) / "rdi-desktop-reports")
    for folder in folders:
        try:
            return write_atomic(folder / name, text)
        except WriteFailed:
            continue
    return None


def failing_answers(path: Path) -> tuple[list[int], list[str] | None]:
    """For a report file: the answers the table applies first, and the seat kinds."""
    from engine.filecheck import parse_json, read_text

    try:
        data = parse_json(read_text(path))
    except (OSError, ValueError):
        return [], None
    failure = data.get("failure") if isinstance(data, dict) else None
    if not isinstance(failure, dict):
        return [], None
    answer = failure.get("failing_answer")
    seats = failure.get("seats")
    return ([int(answer)] if isinstance(answer, int) else [],
            [str(s) for s in seats] if isinstance(seats, list) else None)


def inject_engine_fault(game: Game) -> None:
    """``RDI_FAULT_ENGINE_AT=N``: the N-th decision fails inside ``apply`` (tests)."""
    at = os.environ.get("RDI_FAULT_ENGINE_AT", "")
    if not at.isdigit():
        return
    n = int(at)
    real = game.apply

    def apply(answer: Any) -> None:
        real(answer)
        if len(game.state.decisions) == n:
            raise EngineError(f"injected failure at decision {n} (RDI_FAULT_ENGINE_AT)")

    game.apply = apply  # type: ignore[method-assign]


def failure_html(what: str, kept: str, report: str, error: str) -> str:
    """The failure dialog's words (the table's and the Gambling Hall's), short lines
    first: the whole report path inside the sentence wrapped mid-name and pushed the
    rest out of sight (seen in a real window). The report is named, then its folder
    with the home folder as "~" (as the Save message does)."""
    import html

    out = [f"<b>Something went wrong inside the {html.escape(what)}, and it cannot go "
           f"on.</b><br>{html.escape(kept)}"]
    if report:
        path = Path(report)
        folder, home = str(path.parent), str(Path.home())
        if folder.startswith(home):
            folder = "~" + folder[len(home):]
        out.append(f"A report was written: {html.escape(path.name)}<br>in "
                   f"{html.escape(folder)}<br>Opening it with rdi-desktop --load shows "
                   "the problem again.")
    out.append(f"<i>{html.escape(error)}</i>")
    return "<br><br>".join(out)
