"""Hostile files: refused quickly and in bounded memory, never a hang or a blow-up.

For every kind of file a player hands us (a table save, a shared replay, a Gambling Hall
save, settings.json, statistics.json, an owner card pack) it makes the four hostile
shapes a player could hand us: a 100 MB file (sparse: its size on disk is what is refused, before
a byte is read), a list of a million decisions (a billion cannot fit under the size
limit, so the longest that can is tried), nesting 10,000 deep, and numbers of 100,000
digits. Each is handed to that kind's loader (the one the app uses); the report gives
the outcome, the wall time (median of 3; a card pack's includes reading the shipped
cards, as the app does at start) and the peak memory Python allocated (tracemalloc, a
fourth load) per file. Target: refused, under a second each.

    .venv/bin/python bench/bench_hostile.py
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

KINDS = ("table", "replay", "hall", "settings", "statistics", "card_pack")
SHAPES = ("100 MB", "a million decisions", "10,000 deep", "100,000 digits")


def _save_base() -> dict[str, Any]:
    from engine.game import new_game
    from engine.simulate import make_setup

    return new_game(make_setup("standard", 3, ["jett", "dale", "terci"]), 4).to_dict()


def _hall_base() -> dict[str, Any]:
    from engine.hall.match import HallMatch

    return HallMatch({"game": "threes", "players": ["Ann", "Bob", "Cy"], "seed": 1}).to_dict()


def hostile_text(kind: str, shape: str) -> str | None:
    """The file's text (None for the 100 MB file, which is made sparse)."""
    deep = "[" * 10_000 + "]" * 10_000
    digits = "9" * 100_000
    if shape == "100 MB":
        return None
    if kind == "card_pack":
        return {"a million decisions": "[[cards]]\n" + "x = 1\n" * 1_000_000,
                "10,000 deep": f"[[cards]]\nid = \"x\"\nv = {deep}\n",
                "100,000 digits": f"[[cards]]\nid = \"x\"\nv = {digits}\n"}[shape]
    if kind in ("settings", "statistics"):
        base: dict[str, Any] = {"volume": 0.5} if kind == "settings" else \
            {"version": 1, "games": []}
        key = "volume" if kind == "settings" else "games"
    elif kind == "hall":
        base, key = _hall_base(), "decisions"
    else:
        base = _save_base()
        if kind == "replay":
            base = {k: base[k] for k in ("format_version", "engine_version", "setup", "seed")}
            base["share"], base["decisions"] = 1, []
        else:
            del base["snapshot"]  # decisions replayed: the costliest form to load
        key = "decisions"
    text = json.dumps(dict(base, **{key: "@"}))
    value = {"a million decisions": "[" + ",".join(["0"] * 1_000_000) + "]",
             "10,000 deep": deep, "100,000 digits": digits}[shape]
    return text.replace('"@"', value)


def write_hostile(kind: str, shape: str, folder: Path) -> Path:
    name = {"settings": "settings.json", "statistics": "statistics.json",
            "card_pack": "cards/pack.toml"}.get(kind, "game.json")
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    text = hostile_text(kind, shape)
    if text is None:
        with open(path, "wb") as fh:
            fh.write(b'{"format_version": 1, ')
            fh.truncate(100 * 1024 * 1024)  # sparse: no 100 MB written
    else:
        path.write_text(text, encoding="utf-8")
    return path


def load(kind: str, path: Path) -> str:
    """"refused" (said in words) or what else happened, as the app's loader for ``kind``."""
    loaders: dict[str, Callable[[Path], str]] = {
        "table": _table, "replay": _replay, "hall": _hall, "settings": _settings,
        "statistics": _statistics, "card_pack": _card_pack}
    try:
        return loaders[kind](path)
    except Exception as e:  # noqa: BLE001 - reported
        return f"crashed: {type(e).__name__}: {e}"[:200]


def _table(path: Path) -> str:
    from rdi_desktop.savefile import SaveProblem, read_game

    try:
        read_game(path)
    except SaveProblem:
        return "refused"
    return "loaded"


def _replay(path: Path) -> str:
    from rdi_desktop.replay import ReplayFileProblem, load_replay

    try:
        load_replay(path)
    except ReplayFileProblem:
        return "refused"
    return "loaded"


def _hall(path: Path) -> str:
    from rdi_desktop.hall.failure import is_hall_file, read_json
    from rdi_desktop.hall.program import load_hall_match

    data = read_json(path)
    if not is_hall_file(data):
        return _table(path)  # the app opens what is not a Hall file at the table
    try:
        load_hall_match(data)
    except ValueError:
        return "refused"
    return "loaded"


def _settings(path: Path) -> str:
    from rdi_desktop.settings import Settings

    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        got = Settings.load(path)
    return "refused" if said and got == Settings() else "loaded"


def _statistics(path: Path) -> str:
    from rdi_desktop import stats

    got = stats.load(path)
    return "refused" if (got.note or got.skipped) and not got.games else "loaded"


def _card_pack(path: Path) -> str:
    """As the app loads packs at start: the shipped cards, then the pack."""
    from engine.cards import use_packs

    return "refused" if use_packs([path.parent]) else "loaded"


def _reset(kind: str) -> None:
    if kind == "card_pack":
        from engine.cards import use_packs

        use_packs([])


def main() -> int:
    import logging

    logging.disable(logging.CRITICAL)
    worst = 0.0
    bad = 0
    print(f"{'kind':<11} {'file':<20} {'outcome':<8} {'median s':>9} {'peak MB':>8}")
    for kind in KINDS:
        for shape in SHAPES:
            times, peak, outcome = [], 0, ""
            for k in range(4):  # three timed, then one traced (tracing slows it)
                with tempfile.TemporaryDirectory() as tmp:
                    os.environ["RDI_DATA_DIR"] = tmp
                    path = write_hostile(kind, shape, Path(tmp))
                    if k == 3:
                        tracemalloc.start()
                    t = time.perf_counter()
                    outcome = load(kind, path)
                    if k == 3:
                        peak = tracemalloc.get_traced_memory()[1]
                        tracemalloc.stop()
                    else:
                        times.append(time.perf_counter() - t)
                    _reset(kind)
            med = statistics.median(times)
            worst = max(worst, med)
            bad += outcome != "refused" or med >= 1.0
            print(f"{kind:<11} {shape:<20} {outcome:<8} {med:>9.3f} {peak / 2**20:>8.1f}")
    print(f"slowest: {worst:.3f} s; {bad} not refused within a second")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
