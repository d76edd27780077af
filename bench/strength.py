"""How strong the AI levels are, measured: `make strength` (slow: hours on 2 cores).

Seeded tournaments (engine/tournament.py: seats and the eighteen characters rotate
every game), each printed with win shares, 95% Wilson intervals and decision times
(mean and p95, wall clock):

- ``normal``: Normal against three Random seats;
- ``hard``: Hard against three Normal seats, at its shipped time budget (its games
  depend on the machine's speed: the seed fixes the deals, not the search's depth);
- ``hard-fixed``: the same at a fixed iteration count (``--hard-iterations``), which
  does not depend on the machine, so a change is judged by strength per iteration
  apart from iterations per second (bench/bench_ai.py);
- ``hard-<mode>`` and ``hard-variants`` (and ``expert-<mode>``, ``expert-variants``):
  the level against Normal in every other mode (as Boss and as hero: seats rotate)
  and with every variant on;
- ``expert``, ``expert-vs-hard`` (Expert, Hard and two Normal seats) and their
  ``-fixed`` forms: every searcher at ``--hard-iterations``, so the same seeds deal
  the same games and the learned value is judged per iteration.

``--keep`` writes each tournament's summary (shares, intervals, decision p50/p95, the
commit that played it) to ``bench/strength/``; the README quotes those rows and a test
holds it to them.

Every finished game is appended to ``<log-dir>/<name>.jsonl`` as it ends, so a long
run can be read while it goes (``--report``) and resumed after an interruption
(games already in the log are not played again).

    python bench/strength.py [--only hard,hard-fixed] [--games N] [--jobs J]
        [--seed S] [--hard-iterations N] [--log-dir DIR] [--report] [--keep]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.tournament import (  # noqa: E402
    DEFAULT_CHARACTERS,
    Config,
    GameResult,
    Report,
    format_report,
    head_to_head,
    percentile,
    play,
    wilson,
)
from engine.variant_registry import option_names  # noqa: E402

#: name -> (seats, default games, mode, variants); the rows are the issue's goals (200
#: games against three Normal seats; at least 40 in every other mode and variant)
HARD3 = ("hard", "normal", "normal", "normal")
EXPERT3 = ("expert", "normal", "normal", "normal")
ALL_VARIANTS = tuple(option_names())  # every variant, as their modules declare them
#: the other modes (Boss and hero alike: seats rotate) and every variant on, per level
OTHER_MODES: dict[str, tuple[str, tuple[str, ...]]] = {
    "two-headed-dragon": ("two-headed-dragon", ()),
    "boss-battle": ("boss-battle", ()),
    "two-headed-boss-battle": ("two-headed-boss-battle", ()),
    "leaders-and-lackeys": ("leaders-and-lackeys", ()),
    "otto": ("otto", ()),
    "variants": ("standard", ALL_VARIANTS),
}


def _per_mode(level: str, table: tuple[str, ...]
              ) -> dict[str, tuple[tuple[str, ...], int, str, tuple[str, ...]]]:
    """`<level>-<mode>`: the level against Normal in each other mode, 40 games each
    (Otto is a two-seat game: the level against one Normal seat and Otto)."""
    return {f"{level}-{name}": ((level, "normal") if mode == "otto" else table, 40, mode, opts)
            for name, (mode, opts) in OTHER_MODES.items()}


TOURNAMENTS: dict[str, tuple[tuple[str, ...], int, str, tuple[str, ...]]] = {
    "normal": (("normal", "random", "random", "random"), 2000, "standard", ()),
    "hard": (HARD3, 200, "standard", ()),
    "hard-fixed": (HARD3, 200, "standard", ()),
    **_per_mode("hard", HARD3),
    "expert": (EXPERT3, 200, "standard", ()),
    "expert-fixed": (EXPERT3, 200, "standard", ()),
    "expert-vs-hard": (("expert", "hard", "normal", "normal"), 200, "standard", ()),
    "expert-vs-hard-fixed": (("expert", "hard", "normal", "normal"), 200, "standard", ()),
    # heads-up: the two searchers alone (a 2-player game), no Normal seat to shift the
    # wins between them; game 2m+1 deals the characters of game 2m with the seats swapped
    "expert-vs-hard-heads-up": (("expert", "hard"), 200, "standard", ()),
    **_per_mode("expert", EXPERT3),
}


def config(name: str, seed: int, hard_iterations: int) -> Config:
    seats, _, mode, options = TOURNAMENTS[name]
    chars = tuple(DEFAULT_CHARACTERS)
    if name.endswith("-fixed"):
        # a search that stops on iterations only: the time budget is set out of reach
        return Config(seats, chars, seed, hard_seconds=1e9, hard_iterations=hard_iterations)
    return Config(seats, chars, seed, mode, options=options)


def load(path: Path) -> dict[int, GameResult]:
    """Games already logged (a torn last line from an interrupted run is skipped)."""
    done: dict[int, GameResult] = {}
    if not path.exists():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        done[int(row["k"])] = GameResult(**row["result"])
    return done


def run_logged(games: int, cfg: Config, path: Path, jobs: int) -> Report:
    """Play games 0..games-1 not yet in `path`, appending each result as it ends
    (the report's wall time is this run's: games read from the log took none)."""
    t0 = time.perf_counter()
    done = load(path)
    todo = [k for k in range(games) if k not in done]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        def keep(k: int, r: GameResult) -> None:
            done[k] = r
            out.write(json.dumps({"k": k, "result": asdict(r)}) + "\n")
            out.flush()

        if jobs > 1:
            from multiprocessing import get_context

            with get_context("spawn").Pool(jobs) as pool:
                for k, r in pool.imap_unordered(_play_k, [(k, cfg) for k in todo]):
                    keep(k, r)
        else:
            for k in todo:
                keep(k, play(k, cfg))
    rep = summarise(done, games)
    rep.seconds = time.perf_counter() - t0
    return rep


def _play_k(args: tuple[int, Config]) -> tuple[int, GameResult]:
    return args[0], play(*args)


def summarise(done: dict[int, GameResult], games: int) -> Report:
    rep = Report()
    for k in sorted(done):
        if k < games:
            rep.add(done[k])
    return rep


KEPT = Path(__file__).resolve().parent / "strength"  # the summaries the README quotes


def head_commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, cwd=Path(__file__).resolve().parents[1], check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


#: the two searching levels a head-to-head table compares, game by game
PAIR = ("expert", "hard")


def pairs(results: list[GameResult]) -> list[list[float]]:
    """Per game, the credit PAIR's two levels won (one seat each): what the pooled
    head-to-head over several seeds is computed from."""
    return [[round(r.credit[r.levels.index(lv)], 4) for lv in PAIR] for r in results]


def summary(name: str, cfg: Config, rep: Report, iterations: int,
            commit: str, results: list[GameResult] | None = None) -> dict[str, Any]:
    """What a finished tournament shows, small enough to keep in the repository (its
    log holds every decision time: megabytes). A table with both of PAIR's levels also
    keeps each game's credit for the two (`results`, in game order)."""
    levels: dict[str, Any] = {}
    for lv in dict.fromkeys(cfg.seats):
        share = rep.wins[lv] / rep.games if rep.games else 0.0
        lo, hi = wilson(share, rep.games)
        ts = rep.times.get(lv, [])
        levels[lv] = {"seats": cfg.seats.count(lv), "wins": rep.wins[lv],
                      "share": round(share, 4), "low": round(lo, 4), "high": round(hi, 4),
                      "decisions": len(ts), "p50_ms": round(percentile(ts, 0.5) * 1000, 1),
                      "p95_ms": round(percentile(ts, 0.95) * 1000, 1)}
    s = {"tournament": name, "seed": cfg.seed, "mode": cfg.mode,
         "options": list(cfg.options), "games": rep.games, "commit": commit,
         "fixed_iterations": iterations if name.endswith("-fixed") else None,
         "levels": levels}
    if results is not None and all(lv in cfg.seats for lv in PAIR):
        s["pairs"] = pairs(results)
    return s


def dump(s: dict[str, Any]) -> str:
    """A kept summary as JSON, its games' credits on one line (200 of them would
    otherwise be 800 lines of the file)."""
    text = json.dumps({k: v for k, v in s.items() if k != "pairs"}, indent=1)
    if "pairs" in s:
        text = text[:-2] + ',\n "pairs": ' + json.dumps(s["pairs"]) + "\n}"
    return text + "\n"


def readme_rows(s: dict[str, Any]) -> list[str]:
    """The README's rows for one kept summary (tests hold the README to them): each
    searching level's share, and what each seat of the other levels won for scale."""
    seats = " vs ".join(f"{lv.title()}" + (f" x{v['seats']}" if v["seats"] > 1 else "")
                        for lv, v in s["levels"].items())
    fixed = f", {s['fixed_iterations']} iterations" if s["fixed_iterations"] else ""
    games = max(1, s["games"])
    others = ", ".join(f"{lv.title()} {v['wins'] / (v['seats'] * games):.1%}"
                       for lv, v in s["levels"].items() if lv in ("normal", "random", "easy"))
    rows = []
    for lv, v in s["levels"].items():
        if lv in ("normal", "random", "easy") and len(s["levels"]) > 1:
            continue  # the level measured, not its opponents
        rows.append(f"| `{s['tournament']}` | {seats}{fixed} | {s['games']} | {lv.title()} | "
                    f"{v['share']:.1%} [{v['low']:.1%}, {v['high']:.1%}] | {others or '-'} | "
                    f"{v['decisions']:,} | {v['p50_ms']:.0f} | {v['p95_ms']:.0f} | "
                    f"`{s['commit']}` |")
    return rows


def kept() -> list[dict[str, Any]]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(KEPT.glob("*.json"))]


ORDER = list(TOURNAMENTS)  # the README lists kept runs in the table's order
BEGIN, END = "<!-- strength rows -->", "<!-- /strength rows -->"
HEADER = ("| tournament | seats | games | level | win share [95%] | each other seat won | "
          "decisions | p50 ms | p95 ms | commit |",
          "| --- | --- | ---: | --- | --- | --- | ---: | ---: | ---: | --- |")


H2H_BEGIN, H2H_END = "<!-- head-to-head rows -->", "<!-- /head-to-head rows -->"
A, B = (lv.title() for lv in PAIR)
H2H_HEADER = (f"| tournament | seed | games | {A} | {B} | {A} − {B} a game [95%] | "
              f"{A} ahead / {B} ahead | sign test p |",
              "| --- | --- | ---: | ---: | ---: | --- | --- | ---: |")


def h2h_row(name: str, seeds: str, games: list[list[float]]) -> str:
    h = head_to_head(games)
    return (f"| `{name}` | {seeds} | {h.games} | {h.a_share:.1%} | {h.b_share:.1%} | "
            f"{h.diff * 100:+.1f} [{h.low * 100:+.1f}, {h.high * 100:+.1f}] points | "
            f"{h.a_ahead} / {h.b_ahead} | {h.p:.3f} |")


def h2h_rows() -> list[str]:
    """Per kept seed of each head-to-head tournament, and every seed's games together
    where there are several."""
    rows = []
    for name in TOURNAMENTS:
        runs = sorted((s for s in kept() if s["tournament"] == name and "pairs" in s),
                      key=lambda s: s["seed"])
        rows += [h2h_row(name, str(s["seed"]), s["pairs"]) for s in runs]
        if len(runs) > 1:
            rows.append(h2h_row(name, "+".join(str(s["seed"]) for s in runs),
                                [g for s in runs for g in s["pairs"]]))
    return rows


def _between(text: str, begin: str, end: str, rows: list[str]) -> str:
    a, b = text.index(begin) + len(begin), text.index(end)
    return text[:a] + "\n" + "\n".join(rows) + "\n" + text[b:]


def write_readme(path: Path) -> None:
    """Put every kept summary's rows, and the head-to-head tables' game-by-game
    comparison, between the README's markers."""
    text = path.read_text(encoding="utf-8")
    runs = sorted(kept(), key=lambda s: (ORDER.index(s["tournament"]), s["seed"]))
    text = _between(text, BEGIN, END, [*HEADER, *(r for s in runs for r in readme_rows(s))])
    text = _between(text, H2H_BEGIN, H2H_END, [*H2H_HEADER, *h2h_rows()])
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/strength.py")
    ap.add_argument("--only", default=",".join(TOURNAMENTS),
                    help=f"comma-separated tournaments: {', '.join(TOURNAMENTS)}")
    ap.add_argument("--games", type=int, default=None, help="games per tournament")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hard-iterations", type=int, default=200)
    ap.add_argument("--log-dir", default="bench/strength-logs")
    ap.add_argument("--report", action="store_true", help="summarise the logs, play nothing")
    ap.add_argument("--keep", action="store_true",
                    help=f"write each summary to {KEPT.name}/ (what the README quotes)")
    ap.add_argument("--readme", action="store_true",
                    help="write the kept summaries' rows into README.md, play nothing")
    ap.add_argument("--commit", default=None,
                    help="the commit that played the logged games (default: HEAD)")
    a = ap.parse_args(argv)
    if a.readme:
        write_readme(Path(__file__).resolve().parents[1] / "README.md")
        return 0
    names = [n for n in a.only.split(",") if n]
    unknown = [n for n in names if n not in TOURNAMENTS]
    if unknown:
        ap.error(f"unknown tournament(s): {', '.join(unknown)}")
    for name in names:
        cfg = config(name, a.seed, a.hard_iterations)
        games = a.games or TOURNAMENTS[name][1]
        path = Path(a.log_dir) / f"{name}-seed{a.seed}.jsonl"
        if a.report:
            rep = summarise(load(path), games)
        else:
            rep = run_logged(games, cfg, path, max(1, a.jobs))
        extra = f" (fixed {a.hard_iterations} iterations)" if name.endswith("-fixed") else ""
        print(f"== {name}: {' vs '.join(dict.fromkeys(cfg.seats))}{extra}")
        print(format_report(rep, cfg), flush=True)
        if a.keep:
            done = load(path)
            results = [done[k] for k in sorted(done) if k < games]
            s = summary(name, cfg, rep, a.hard_iterations, a.commit or head_commit(),
                        results)
            KEPT.mkdir(exist_ok=True)
            out = KEPT / f"{name}-seed{a.seed}.json"
            out.write_text(dump(s), encoding="utf-8")
            print("\n".join(readme_rows(s)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
