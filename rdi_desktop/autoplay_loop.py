"""`rdi-desktop --autoplay --loop-minutes M`: all-AI games through the table, one after
another in one process, over every mode, seat count and variant, for M minutes.

It is the app's soak: each game runs through the real table scene, engine
thread and presenter; any engine failure or exception fails the loop, and so does
resident memory that grows by 10% or more from the end of the warm-up (12 rounds over the
modes, 72 games: every variant and every seat count but some of Standard's have come up;
a loop too short for that warms up on the first game of every mode) to the end.

Memory is read after each game with the bounded caches emptied (card art: at most 3,000
surfaces; the engine's per-hand answers: at most 20,000 hands) and free heap handed back,
so it measures what the games keep, not how full a cache happens to be: with the caches
as they are, the resident size saws between about 80 and 300 MB. The peak is read before
emptying them.
"""

from __future__ import annotations

import itertools
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

MAX_GROWTH = 0.10
WARM_ROUNDS = 12  # rounds over the modes before memory is read as the baseline
GAME_SECONDS = 300.0  # one game longer than this is a failure (a stuck table)


def rss_bytes() -> int:
    """This process's resident memory now (Linux /proc; peak RSS elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        import os

        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        import resource

        return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) * 1024


def settled_rss() -> int:
    """Resident memory with the bounded caches emptied and free heap given back."""
    from engine.flow.responses import clear_caches
    from rdi_desktop import art
    from rdi_desktop.memory import release_memory

    art.clear()
    clear_caches()
    release_memory()
    return rss_bytes()


def variant_rounds() -> tuple[dict[str, bool], ...]:
    """The variant options the loop cycles through: none, each variant alone (as their
    widgets declare them: rdi_desktop/variant_ui.py), then all of them together."""
    from rdi_desktop.variant_ui import options

    every = options()
    return ({}, *({o: True} for o in every), {o: True for o in every})


def games() -> Iterator[tuple[str, int, dict[str, bool]]]:
    """Every mode in turn, each time with its next seat count and variant."""
    from rdi_desktop.table_setup import mode_players, modes

    rounds = variant_rounds()
    for k in itertools.count():
        for mode in modes():
            counts = mode_players()[mode]
            yield mode, counts[k % len(counts)], rounds[k % len(rounds)]


@dataclass
class LoopReport:
    played: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    baseline: int = 0
    peak: int = 0
    end: int = 0

    @property
    def growth(self) -> float:
        return (self.end - self.baseline) / self.baseline if self.baseline else 0.0

    def lines(self) -> list[str]:
        mb = 1 / (1 << 20)
        return [
            f"autoplay loop: {sum(self.played.values())} games ("
            + ", ".join(f"{m} {n}" for m, n in self.played.items()) + ")",
            f"resident memory (caches emptied) after warm-up {self.baseline * mb:.1f} MB, end "
            f"{self.end * mb:.1f} MB, growth {self.growth:+.1%} (limit {MAX_GROWTH:.0%}); "
            f"peak with caches {self.peak * mb:.1f} MB",
            f"{len(self.failures)} failures" + "".join(f"\n  {f}" for f in self.failures[:10]),
        ]


def play_one(app: Any, mode: str, players: int, options: dict[str, bool], seed: int,
             seats: tuple[str, ...] = ()) -> str:
    """One game through the table; '' when it ended well, else what went wrong. ``seats``
    (``--seats``) are dealt round the table in turn, however many players the game has."""
    from rdi_desktop.scenes.table_open import open_table
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup(mode, players, seed, human=False, options=options or None)
    if seats:
        kinds = [seats[i % len(seats)] for i in range(len(kinds))]
    scene = open_table(app, setup, kinds, seed, autoplay=True)
    t0 = time.monotonic()

    def on_frame(a: Any) -> None:
        if scene.done or scene.presenter.failure is not None \
                or time.monotonic() - t0 > GAME_SECONDS:
            a.running = False

    try:
        app.run(scene, on_frame=on_frame)
        app.step(0.0)
    finally:
        if scene in app.scenes:
            app.scenes.remove(scene)
            scene.exit()
    where = f"{mode} {players} players {','.join(options) or 'no variant'} seed {seed}"
    if scene.presenter.failure is not None:
        return f"{where}: engine failed: {scene.presenter.failure.error}"
    if not scene.done:
        return f"{where}: not over after {GAME_SECONDS:.0f} s"
    return ""


def run_loop(app: Any, minutes: float, seed: int = 1, seats: tuple[str, ...] = ()) -> LoopReport:
    from rdi_desktop.table_setup import modes

    rep = LoopReport()
    end = time.monotonic() + minutes * 60
    for k, (mode, players, options) in enumerate(games()):
        if k >= len(modes()) and time.monotonic() >= end:
            break
        try:
            problem = play_one(app, mode, players, options, seed + k, seats)
        except Exception:  # noqa: BLE001 - the loop reports every exception
            problem = f"{mode}: exception\n{traceback.format_exc()}"
        rep.played[mode] += 1
        if problem:
            rep.failures.append(problem)
        rep.peak = max(rep.peak, rss_bytes())
        now = settled_rss()
        if k + 1 in (len(modes()), WARM_ROUNDS * len(modes())):
            # warm after 12 rounds (a short loop: after the first): the caches that are
            # never emptied (fonts, text images, the engine's per-card tables) are full
            rep.baseline = now
        rep.end = now
    return rep


def main_loop(app: Any, minutes: float, seed: int, speed: float,
              seats: tuple[str, ...] = ()) -> int:
    from rdi_desktop.settings import Settings

    app.settings = Settings(animation_speed=speed, ui_scale=app.settings.ui_scale,
                            palette=app.settings.palette,
                            reduce_motion=app.settings.reduce_motion)
    rep = run_loop(app, minutes, seed, seats)
    print("\n".join(rep.lines()))
    return verdict(rep)


def verdict(rep: LoopReport) -> int:
    """The exit status: 1 on any failed game or memory growth of 10% or more."""
    if rep.failures:
        print(f"autoplay loop: {len(rep.failures)} games failed", file=sys.stderr)
        return 1
    if rep.growth >= MAX_GROWTH:
        print(f"autoplay loop: memory grew {rep.growth:.1%}", file=sys.stderr)
        return 1
    return 0
