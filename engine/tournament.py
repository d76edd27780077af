"""Play AI seats against each other and report win shares and decision times.

    python -m engine.tournament --games N --seats hard,normal,normal,normal --seed S
        [--characters jett,dale,...] [--mode standard] [--options bar_deck,prize]
        [--jobs J] [--hard-seconds 0.5] [--hard-iterations N]

Game k rotates the seat list by k places and the characters by k // players, so
every level plays every position (first-player advantage, neighbours) and every
character. Other modes seat players as engine.simulate.make_setup does (teams side by
side, the Boss in the first seat), so a level rotates through Boss and hero seats too.
A level's win share is the games it won (ties split) over all games,
with a 95% Wilson interval; decision times are wall-clock per `decide` call.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards
from engine.driver import run_game
from engine.game import new_game
from engine.kits import playable_characters
from engine.prompts import Option, Prompt
from engine.seats import Seat, load_entry_point_seats, make_seat
from engine.simulate import make_setup
from engine.variant_registry import option_names

# Every playable kit (the five RDI 9 characters today); other decks join with --characters.
DEFAULT_CHARACTERS = tuple(sorted(playable_characters()))


class TimedSeat:
    """Wraps a seat and records how long each decision takes (forwards wants_redacted)."""

    def __init__(self, inner: Seat) -> None:
        self.inner = inner
        self.wants_redacted = bool(getattr(inner, "wants_redacted", False))
        self.times: list[float] = []

    def decide(self, view: dict[str, Any], prompt: Prompt) -> Option | int:
        t0 = time.perf_counter()
        ans = self.inner.decide(view, prompt)
        self.times.append(time.perf_counter() - t0)
        return ans


@dataclass
class GameResult:
    levels: list[str]
    characters: list[str]
    credit: list[float]  # per position: 1/len(winners) for winners
    turns: int
    times: dict[str, list[float]]


@dataclass
class Report:
    games: int = 0
    wins: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    seats: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    char_wins: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    char_games: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    turns: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.turns.append(r.turns)
        for lv, ch, c in zip(r.levels, r.characters, r.credit):
            self.wins[lv] += c
            self.seats[lv] += 1
            self.char_wins[ch] += c
            self.char_games[ch] += 1
        for lv, ts in r.times.items():
            self.times[lv].extend(ts)


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion p observed over n trials."""
    if n <= 0:
        return 0.0, 1.0
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def sign_test(ahead: int, behind: int) -> float:
    """Exact two-sided sign test: the chance, if neither player were better, of a split
    at least this uneven among the games one of them won more of (ties dropped)."""
    n = ahead + behind
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(ahead, behind) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


@dataclass(frozen=True)
class HeadToHead:
    """Two levels at one table, compared game by game: the same deal, so each game's
    difference in credit removes what the deal gave both (how "clearly ahead" is judged:
    the paired difference's interval)."""
    games: int
    a_share: float
    b_share: float
    diff: float  # mean per-game credit of a minus b
    low: float  # its 95% interval (normal approximation over the games)
    high: float
    a_ahead: int  # games where a got more credit than b
    b_ahead: int
    p: float  # two-sided sign test over a_ahead / b_ahead


def head_to_head(pairs: Sequence[Sequence[float]]) -> HeadToHead:
    """`pairs`: per game, the credit of level a and of level b."""
    n = len(pairs)
    d = [a - b for a, b in pairs]
    mean = sum(d) / n if n else 0.0
    sd = statistics.stdev(d) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n else 0.0
    a_ahead, b_ahead = sum(x > 0 for x in d), sum(x < 0 for x in d)
    return HeadToHead(n, sum(a for a, _ in pairs) / max(1, n),
                      sum(b for _, b in pairs) / max(1, n), mean, mean - half, mean + half,
                      a_ahead, b_ahead, sign_test(a_ahead, b_ahead))


def percentile(xs: Sequence[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    k = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[k]


@dataclass(frozen=True)
class Config:
    seats: tuple[str, ...]
    characters: tuple[str, ...]
    seed: int = 1
    mode: str = "standard"
    hard_seconds: float | None = None
    hard_iterations: int | None = None
    options: tuple[str, ...] = ()  # variants switched on: bar_deck, prize, pub_crawl, ...


def build_seat(level: str, seed: int, cfg: Config) -> Seat:
    """A seat of `level`; the searching levels take --hard-seconds/--hard-iterations."""
    if level in ("hard", "expert") and (cfg.hard_seconds is not None
                                        or cfg.hard_iterations is not None):
        from engine.ai.ismcts import expert, hard

        make = hard if level == "hard" else expert
        return make(seed, seconds=cfg.hard_seconds, max_iterations=cfg.hard_iterations)
    return make_seat(level, seed=seed)


def play(k: int, cfg: Config) -> GameResult:
    """Game k of a tournament: seats rotated by k, characters by k // players."""
    n = len(cfg.seats)
    levels = [cfg.seats[(i + k) % n] for i in range(n)]
    nc = len(cfg.characters)
    chars = [cfg.characters[(i + k // n) % nc] for i in range(n)]
    # standard: the same setup as before modes were added (so seeded results stand)
    setup = make_setup(cfg.mode, n, chars)
    chars = [str(p["character"]) for p in setup["players"]]  # type: ignore[attr-defined]
    if cfg.options:
        setup["options"] = {o: True for o in cfg.options}
    seed = cfg.seed * 100_003 + k
    game = new_game(setup, seed)
    seats = [TimedSeat(build_seat(lv, seed * 10 + i, cfg)) for i, lv in enumerate(levels)]
    g = game.state
    # a player the mode adds (Otto, who answers by his own rules) sits outside the levels
    # compared: position -> player index skips him
    where = [j for j, pl in enumerate(g.players) if not pl.automaton]
    table: list[Seat] = [make_seat("normal", seed=seed * 10 + j) for j in range(len(g.players))]
    for i, j in enumerate(where):
        table[j] = seats[i]
    run_game(game, table)
    credit = [0.0] * n
    for w in g.winners:
        if w in where:
            credit[where.index(w)] = 1.0 / len(g.winners)
    times: dict[str, list[float]] = defaultdict(list)
    for lv, s in zip(levels, seats):
        times[lv].extend(s.times)
    return GameResult(levels, chars, credit, g.turns_taken, dict(times))


def _play_star(args: tuple[int, Config]) -> GameResult:
    return play(*args)


def run(games: int, cfg: Config, jobs: int = 1) -> Report:
    rep = Report()
    t0 = time.perf_counter()
    if jobs > 1:
        from multiprocessing import get_context

        with get_context("spawn").Pool(jobs) as pool:
            for r in pool.imap_unordered(_play_star, [(k, cfg) for k in range(games)]):
                rep.add(r)
    else:
        for k in range(games):
            rep.add(play(k, cfg))
    rep.seconds = time.perf_counter() - t0
    return rep


def format_report(rep: Report, cfg: Config) -> str:
    lines = [f"games: {rep.games}  seats: {','.join(cfg.seats)}  "
             f"characters: {','.join(cfg.characters)}  mode: {cfg.mode}"
             f"{'  options: ' + ','.join(cfg.options) if cfg.options else ''}  seed: {cfg.seed}",
             f"wall time: {f'{rep.seconds:.1f} s' if rep.seconds else 'not timed (from a log)'}"
             "  mean turns: "
             f"{statistics.mean(rep.turns) if rep.turns else 0:.1f}"]
    lines.append("level      seats/game  win share   95% interval     per-seat   "
                 "decisions  mean ms   p95 ms")
    for lv in dict.fromkeys(cfg.seats):
        share = rep.wins[lv] / rep.games if rep.games else 0.0
        lo, hi = wilson(share, rep.games)
        per_seat = rep.wins[lv] / rep.seats[lv] if rep.seats[lv] else 0.0
        ts = rep.times.get(lv, [])
        mean_ms = statistics.mean(ts) * 1000 if ts else 0.0
        p95_ms = percentile(ts, 0.95) * 1000
        lines.append(f"{lv:<10} {cfg.seats.count(lv):>10}  {share:>8.1%}   "
                     f"[{lo:5.1%}, {hi:5.1%}]   {per_seat:>8.1%}   {len(ts):>9}  "
                     f"{mean_ms:>7.2f}  {p95_ms:>7.2f}")
    lines.append("character  games  win share (per seat)  95% interval")
    for ch in sorted(rep.char_games):
        n = rep.char_games[ch]
        share = rep.char_wins[ch] / n if n else 0.0
        lo, hi = wilson(share, n)
        lines.append(f"{ch:<10} {n:>5}  {share:>8.1%}              [{lo:5.1%}, {hi:5.1%}]")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.tournament")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seats", default="normal,random,random,random",
                    help="comma-separated seat names, one per player (2-8)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--characters", default="", help="comma-separated character ids")
    ap.add_argument("--mode", default="standard")
    ap.add_argument("--options", default="",
                    help=f"variants to switch on, comma-separated: {','.join(option_names())}")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--hard-seconds", type=float, default=None)
    ap.add_argument("--hard-iterations", type=int, default=None)
    a = ap.parse_args(argv)
    for problem in load_entry_point_seats():
        print(problem, file=sys.stderr)
    seats = tuple(s.strip() for s in a.seats.split(",") if s.strip())
    if not 2 <= len(seats) <= 8:
        ap.error("--seats needs 2 to 8 seats")
    known = cards().characters
    chars = tuple(c for c in a.characters.split(",") if c) or \
        tuple(c for c in DEFAULT_CHARACTERS if c in known) or tuple(sorted(known))
    try:
        for s in set(seats):
            make_seat(s, seed=0)
        for c in chars:
            cards().character(c)
    except KeyError as e:
        ap.error(str(e.args[0]))
    opts = tuple(o for o in a.options.split(",") if o)
    cfg = Config(seats, chars, a.seed, a.mode, a.hard_seconds, a.hard_iterations, opts)
    rep = run(a.games, cfg, max(1, a.jobs))
    print(format_report(rep, cfg))
    return 0


if __name__ == "__main__":
    sys.exit(main())
