"""How strong the Hall's Expert level is, measured: `make hall-strength` (slow: hours on
2 cores).

For each of the nine games (no variant, Betting Rounds, Merchant's Rule, 50 each to
start), Expert plays Normal heads-up. Games come in pairs: game 2m and game 2m+1 deal
the same cards and roll the same dice (the game's seed is m) with the two seats
swapped, so what a deal gives one chair is given to both levels and the Starting
Player's seat alternates game by game. Each seat decides as the app's seats do, on the
masked copy of the game (engine.hall.redact: every card it cannot see re-laid in a
fixed order), so no seat ever reads a hidden card.

A game is won by the seat that leaves it with more money than it brought (a heads-up
game moves money between the two seats only; a game where neither gains is half a win
each). Each game's row also keeps Expert's money won or lost, so a reader sees it wins
money as well as games, and every Expert decision's wall-clock time (masking included).

Every finished game is appended to ``<log-dir>/<game>.jsonl`` as it ends, so a run can
be read while it goes (``--report``) and resumed after an interruption. ``--keep``
writes the per-game table (games, win share with its 95% Wilson interval, money per
game, decision p50/p95, the commit) to ``bench/hall_strength.json``; the README quotes
it and a test holds it to the file.

    python bench/hall_strength.py [--only threes,the_wheel] [--games N] [--jobs J]
        [--log-dir DIR] [--report] [--keep] [--readme]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.hall import GAMES as HALL_GAMES  # noqa: E402
from engine.hall import new_game  # noqa: E402
from engine.hall.expert import hall_ai  # noqa: E402
from engine.hall.redact import masked  # noqa: E402
from engine.tournament import percentile, wilson  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KEPT = Path(__file__).resolve().parent / "hall_strength.json"
#: the nine games in the booklet's order
GAMES = ("rogues_and_warriors", "threes", "kings_council", "jack_of_all_trades",
         "three_kingdoms", "den_of_thieves", "dragon_hordes", "city_square", "the_wheel")
STRONG, BASE = "expert", "normal"
STACK = 50


def play(game: str, k: int) -> dict[str, Any]:
    """Game k of ``game``: Expert in the first chair when k is even, the second when odd."""
    names = ["P1", "P2"]
    strong = names[k % 2]
    levels = {p: (STRONG if p == strong else BASE) for p in names}
    # the app's table settings (a new match in the Hall turns on every game's own)
    settings = {k: True for k in HALL_GAMES[game].SETTINGS}
    g = new_game(game, names, {p: STACK for p in names}, seed=1000 + k // 2, **settings)
    seats = {p: hall_ai(levels[p], seed=k * 10 + i) for i, p in enumerate(names)}
    times: list[float] = []
    while (prompt := g.pending()) is not None:
        p = prompt.player
        t0 = time.process_time()
        answer = seats[p].decide(masked(g, p), p)
        if p == strong:
            times.append(time.process_time() - t0)
        g.apply(p, answer)
    res = g.result()
    assert res is not None
    net = {p: res["final_stacks"][p] - STACK for p in names}
    other = names[1 - names.index(strong)]
    credit = 1.0 if net[strong] > net[other] else 0.0 if net[strong] < net[other] else 0.5
    return {"k": k, "credit": credit, "money": net[strong],
            "ms": [round(t * 1000, 2) for t in times]}


def load(path: Path) -> dict[int, dict[str, Any]]:
    done: dict[int, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn last line of an interrupted run
            done[int(row["k"])] = row
    return done


def _play_k(args: tuple[str, int]) -> dict[str, Any]:
    return play(*args)


def run_logged(game: str, games: int, path: Path, jobs: int) -> dict[int, dict[str, Any]]:
    done = load(path)
    todo = [(game, k) for k in range(games) if k not in done]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        def keep(row: dict[str, Any]) -> None:
            done[row["k"]] = row
            out.write(json.dumps(row) + "\n")
            out.flush()

        if jobs > 1 and todo:
            from multiprocessing import get_context

            with get_context("spawn").Pool(jobs) as pool:
                for row in pool.imap_unordered(_play_k, todo):
                    keep(row)
        else:
            for args in todo:
                keep(_play_k(args))
    return done


def summary(game: str, rows: list[dict[str, Any]], commit: str) -> dict[str, Any]:
    n = len(rows)
    wins = sum(r["credit"] for r in rows)
    share = wins / max(1, n)
    low, high = wilson(share, n)
    ms = [t for r in rows for t in r["ms"]]
    return {"game": game, "games": n, "wins": wins, "share": round(share, 4),
            "low": round(low, 4), "high": round(high, 4),
            "money_per_game": round(sum(r["money"] for r in rows) / max(1, n), 3),
            "decisions": len(ms), "p50_ms": round(percentile(ms, 0.5), 1),
            "p95_ms": round(percentile(ms, 0.95), 1), "commit": commit}


def head_commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, cwd=ROOT, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def kept() -> list[dict[str, Any]]:
    if not KEPT.exists():
        return []
    data: list[dict[str, Any]] = json.loads(KEPT.read_text(encoding="utf-8"))["games"]
    return data


BEGIN, END = "<!-- hall strength rows -->", "<!-- /hall strength rows -->"
HEADER = ("| game | games | Expert's win share [95%] | Expert's money a game | decisions | "
          "p50 ms | p95 ms | commit |",
          "| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |")


def readme_row(s: dict[str, Any]) -> str:
    from engine.hall import GAMES as CLASSES

    return (f"| {CLASSES[s['game']].TITLE} | {s['games']} | {s['share']:.1%} "
            f"[{s['low']:.1%}, {s['high']:.1%}] | {s['money_per_game']:+.2f} | "
            f"{s['decisions']:,} | {s['p50_ms']:.0f} | {s['p95_ms']:.0f} | `{s['commit']}` |")


def write_readme(path: Path) -> None:
    """Put the kept table between the README's markers."""
    text = path.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    rows = [*HEADER, *(readme_row(s) for s in kept())]
    path.write_text(head + BEGIN + "\n" + "\n".join(rows) + "\n" + END + tail, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/hall_strength.py")
    ap.add_argument("--only", default=",".join(GAMES), help="comma-separated games")
    ap.add_argument("--games", type=int, default=200, help="games per hall game")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--log-dir", default="bench/hall-strength-logs")
    ap.add_argument("--report", action="store_true", help="summarise the logs, play nothing")
    ap.add_argument("--keep", action="store_true", help=f"write the table to {KEPT.name}")
    ap.add_argument("--readme", action="store_true",
                    help="write the kept table into README.md, play nothing")
    ap.add_argument("--commit", default=None, help="the commit that played (default: HEAD)")
    a = ap.parse_args(argv)
    if a.readme:
        write_readme(ROOT / "README.md")
        return 0
    names = [n for n in a.only.split(",") if n]
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        ap.error(f"unknown game(s): {', '.join(unknown)}")
    table = {s["game"]: s for s in kept()}
    for game in names:
        path = Path(a.log_dir) / f"{game}.jsonl"
        done = load(path) if a.report else run_logged(game, a.games, path, max(1, a.jobs))
        rows = [done[k] for k in sorted(done) if k < a.games]
        s = summary(game, rows, a.commit or head_commit())
        print(readme_row(s), flush=True)
        table[game] = s
    if a.keep:
        out = {"games": [table[g] for g in GAMES if g in table]}
        KEPT.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
