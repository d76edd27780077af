"""When a Gambling Hall game fails: the same promise as the table's
(:mod:`rdi_desktop.failure_report`), for the Hall's own match and autosave.

A Hall match is deterministic (every shuffle comes from its session's seeded RNG),
so it is its set-up (``config``, which holds the seed) and its decisions (indices
into each prompt's options). :class:`~engine.hall.match.HallMatch` records a
decision only once it was applied, so the failing step is either

* an answer that failed inside ``apply`` (the bridge remembers the answer it was
  applying: :func:`failing_step` gets its index), the decisions so far all good; or
* the automatic steps after the last decision (the next game dealt, the result
  settled: ``pending`` failed), which are that decision's.

The report (``reports/hall-failure-*.json`` beside the Hall autosave) is
``kind: "hall_failure"``: ``config``, ``seed``, the decisions *before* the failing
step and ``failure`` (the error, the traceback, the seat kinds, the failing answer,
whether the engine or the table failed). ``rdi-desktop --load`` of it replays the
decisions, applies the failing answer first, and the failure shows again. The Hall
autosave is written as the match before the failing step (replayed the same way),
so the lobby's Resume brings the player back to just before it.

``RDI_FAULT_HALL_AT=N`` (tests only) makes the N-th decision of a Hall match fail
inside ``apply``, before the match records it, as a real engine error would.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.hall.match import HallMatch

log = logging.getLogger(__name__)

__all__ = ["REPORT_KIND", "failing_step", "hall_report_data", "inject_hall_fault",
           "match_from_report", "record_hall_failure", "replay_match"]

REPORT_KIND = "hall_failure"


def replay_match(config: dict[str, Any], decisions: list[int]) -> HallMatch:
    """The match from its set-up, replaying ``decisions`` (engine errors propagate)."""
    m = HallMatch(config)
    for d in decisions:
        m.pending()
        m.apply(int(d))
    return m


def failing_step(match: HallMatch, applying: tuple[int, Any] | None,
                 engine_step: bool) -> tuple[list[int], int | None]:
    """(the decisions before the failing step, the failing answer's index or None).

    ``applying`` is (how many decisions the match had, the answer) for the answer
    the bridge last handed to ``apply``. ``engine_step=False``: the table failed and
    the match is whole, so every decision is kept and none is failing."""
    decisions = [int(d) for d in match.decisions]
    if not engine_step:
        return decisions, None
    if applying is not None and applying[0] == len(decisions):  # failed inside apply
        prompt = match._prompt  # the prompt it answered (apply keeps it on failure)
        try:
            return decisions, prompt.index_of(applying[1]) if prompt is not None else None
        except ValueError:
            return decisions, None
    if decisions:  # the automatic steps after the last decision failed
        return decisions[:-1], decisions[-1]
    return decisions, None


def hall_report_data(match: HallMatch, kinds: list[str], error: str, details: str,
                     applying: tuple[int, Any] | None = None,
                     engine_step: bool = True) -> dict[str, Any]:
    """The report (see the module docstring)."""
    import engine
    from engine.hall.match import FORMAT_VERSION

    before, failing = failing_step(match, applying, engine_step)
    return {
        "format_version": FORMAT_VERSION, "kind": REPORT_KIND,
        "engine_version": engine.__version__, "config": dict(match.config),
        "seed": match.config.get("seed", 0), "decisions": before,
        "failure": {"error": error, "traceback": details, "seats": list(kinds),
                    "failing_answer": failing, "in": "engine" if engine_step else "table",
                    "when": time.strftime("%Y-%m-%d %H:%M:%S")},
    }


def record_hall_failure(match: HallMatch, kinds: list[str], error: str, details: str,
                        autosave: Path | None, write: Callable[[Path, str], bool],
                        applying: tuple[int, Any] | None = None,
                        engine_step: bool = True) -> tuple[Path | None, bool]:
    """Write the report and the Hall autosave before the failing step; returns (the
    report's path or None, whether the autosave now holds that match). ``write`` is
    the bridge's save writer (atomic, its failure kept for the dialog)."""
    from rdi_desktop.failure_report import _write_report

    data = hall_report_data(match, kinds, error, details, applying, engine_step)
    report = _write_report(data, autosave, prefix="hall-failure")
    autosaved = False
    if autosave is not None:
        try:
            before = replay_match(data["config"], data["decisions"])
            before.pending()  # as the autosave after that move holds it
            autosaved = bool(write(autosave, before.to_json()))
        except Exception:  # noqa: BLE001 - the report is still there
            log.exception("the Hall match before the failure could not be rebuilt")
    return report, autosaved


def match_from_report(data: dict[str, Any]) -> tuple[HallMatch, list[int], list[str]]:
    """For a report's JSON: the match before the failing step, the answers to apply
    first and the seat kinds. ValueError (in words) when it cannot be used."""
    from engine.filecheck.hall import check_config, replayed

    failure = data.get("failure")
    if not isinstance(failure, dict):
        raise ValueError("the Gambling Hall failure report is damaged")
    # the set-up and decisions checked, then replayed (FileProblem, a ValueError, in words)
    what = "Gambling Hall failure report"
    decisions = check_config(data.get("config"), data.get("decisions"), what)
    match = replayed(data["config"], decisions, what)
    answer = failure.get("failing_answer")
    seats = failure.get("seats")
    kinds = [str(s)[:16] for s in seats[:8]] if isinstance(seats, list) else list(match.kinds)
    return match, [answer] if isinstance(answer, int) else [], kinds


def is_hall_file(data: Any) -> bool:
    """A Hall save or a Hall failure report (``--load`` opens it at the Hall table)."""
    return isinstance(data, dict) and data.get("kind") in ("hall", REPORT_KIND)


def read_json(path: Path) -> Any:
    """The file's JSON, or None when it is not JSON, or too large or deep to be one of
    ours (the table's reader says why)."""
    from engine.filecheck import parse_json, read_text

    try:
        return parse_json(read_text(path))
    except (OSError, ValueError):
        return None


def inject_hall_fault(match: HallMatch) -> None:
    """``RDI_FAULT_HALL_AT=N``: the N-th decision fails inside ``apply`` (tests)."""
    at = os.environ.get("RDI_FAULT_HALL_AT", "")
    if not at.isdigit():
        return
    n = int(at)
    real = match.apply

    def apply(answer: Any) -> None:
        if len(match.decisions) == n - 1:
            raise RuntimeError(f"injected failure at Hall decision {n} (RDI_FAULT_HALL_AT)")
        real(answer)

    match.apply = apply  # type: ignore[method-assign]
