"""The long soak in parts: `--part K/N` plays every N-th game of the same seeded set, and
`--results DIR` keeps each part's totals in a JSON file, so a run of many hours (100,000
games) can be played across sittings and machines and summed with `--report DIR`.

A part is the games k of `cases(games, seed)` with k % N == K - 1: every part is a mix of
every mode, variant and seat count, and the N parts together are exactly the games of
the whole run. Each file records the commit it was played at, so the sum says which
code it covers.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # engine/soak.py imports this module to run its parts
    from engine.soak import Case, Outcome

FIELDS = ("games", "passed", "decisions", "round_trips", "illegal")


def parse_part(text: str) -> tuple[int, int]:
    """'3/10' -> (3, 10); refuses anything else in words."""
    try:
        k, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise ValueError(f"--part wants K/N, such as 3/10, not {text!r}") from None
    if not 1 <= k <= n:
        raise ValueError(f"--part {text}: K must be between 1 and N")
    return k, n


def part_cases(every: list[Case], part: int, parts: int) -> list[Case]:
    """Part K of N of `every` (the whole run's cases, in order)."""
    return [c for k, c in enumerate(every) if k % parts == part - 1]


def part_path(folder: Path, games: int, seed: int, part: int, parts: int) -> Path:
    return folder / f"soak-{games}-seed{seed}-part{part:02d}of{parts:02d}.json"


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, timeout=10, cwd=Path(__file__).parent)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def write_json(path: Path, data: Any) -> None:
    """Written whole or not at all: a part killed mid-write must not leave half a file
    that a later sum would read."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w") as f:
            json.dump(data, f, indent=1, sort_keys=True)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def totals(outcomes: list[Outcome]) -> dict[str, dict[str, int]]:
    rows: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(FIELDS, 0))
    for o in outcomes:
        r = rows[f"{o.case.mode}|{o.case.variant}"]
        r["games"] += 1
        r["passed"] += o.passed
        r["decisions"] += o.decisions
        r["round_trips"] += o.round_trips
        r["illegal"] += o.illegal
    return dict(rows)


def write_part(folder: Path, games: int, seed: int, part: int, parts: int,
               outcomes: list[Outcome], seconds: float, jobs: int) -> Path:
    failures = [{"mode": o.case.mode, "variant": o.case.variant, "players": o.case.players,
                 "seed": o.case.seed, "problems": o.problems} for o in outcomes if not o.passed]
    data = {"version": 1, "games": games, "seed": seed, "part": part, "parts": parts,
            "commit": _commit(), "seconds": round(seconds, 1), "jobs": jobs,
            "rows": totals(outcomes), "failures": failures}
    path = part_path(folder, games, seed, part, parts)
    folder.mkdir(parents=True, exist_ok=True)
    write_json(path, data)
    return path


def merged(folder: Path, games: int, seed: int, parts: int) -> str:
    """The table of every part found, the parts still missing, and the sum."""
    rows: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(FIELDS, 0))
    found: list[dict[str, Any]] = []
    for k in range(1, parts + 1):
        path = part_path(folder, games, seed, k, parts)
        if path.exists():
            found.append(json.loads(path.read_text()))
    for d in found:
        for key, r in d["rows"].items():
            for f in FIELDS:
                rows[key][f] += r[f]
    return _table(rows, found, games, parts)


def _table(rows: dict[str, dict[str, int]], found: list[dict[str, Any]], games: int,
           parts: int) -> str:
    lines = [f"{'mode':<24}{'variant':<11}{'games':>7}{'passed':>8}{'failed':>8}"
             f"{'decisions':>12}{'round trips':>13}{'illegal':>9}"]
    for key, r in sorted(rows.items()):
        mode, variant = key.split("|")
        lines.append(f"{mode:<24}{variant:<11}{r['games']:>7}{r['passed']:>8}"
                     f"{r['games'] - r['passed']:>8}{r['decisions']:>12}{r['round_trips']:>13}"
                     f"{r['illegal']:>9}")
    for d in found:
        for f in d["failures"][:5]:
            lines.append(f"FAILED {f['mode']} {f['variant']} {f['players']} players seed "
                         f"{f['seed']}: " + "; ".join(f["problems"]))
    have = sorted(d["part"] for d in found)
    missing = [k for k in range(1, parts + 1) if k not in have]
    total = {f: sum(r[f] for r in rows.values()) for f in FIELDS}
    lines.append(f"parts {len(have)} of {parts}" + (f"; missing {missing}" if missing else "")
                 + f"; commits {sorted({d['commit'] for d in found})}; "
                 f"{sum(d['seconds'] for d in found):.0f} s in all")
    lines.append(f"{total['games']} of {games} games: {total['passed']} passed, "
                 f"{total['games'] - total['passed']} failed; {total['decisions']} decisions, "
                 f"{total['round_trips']} round trips, {total['illegal']} illegal answers")
    return "\n".join(lines)
