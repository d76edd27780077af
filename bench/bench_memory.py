"""Memory over an evening: rounds through every screen in one process, RSS per round.

One round does what a new player tries, through the real screens of one app
(the real scenes, widgets and engine threads; frames stepped as the main loop
steps them, 4x animation speed, no waiting between frames): every menu screen
(New Game, Settings, Rules, Load, Statistics, Credits, card packs, the Hall
lobby), the tutorial for a dozen clicks, a three-player game played to its end
(the person's answers chosen at random), its game-over panel, "Watch again"
stepped from end to start, New Game with eight seats played for a while and
left (autosaved), the Gambling Hall played for a while and left, and the
finished game's replay opened from Load. After each round, back on the title,
it reports the resident set size (VmRSS), the live scenes and the art cache.
Goal: after the first round, resident memory stays within 10% of where it
stood then.

    .venv/bin/python bench/bench_memory.py [--minutes M] [--rounds N]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("RDI_DATA_DIR", tempfile.mkdtemp(prefix="rdi-memory-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.bench_idle import rss_mb  # noqa: E402
from bench.screens import MENUS, close_to_title, open_screen  # noqa: E402


def step(app: Any, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def until(app: Any, cond: Any, limit: float = 300.0) -> bool:
    end = time.monotonic() + limit
    while not cond():
        if time.monotonic() > end:
            return False
        step(app)
    return True


def answer_table(app: Any, scene: Any, rng: random.Random) -> bool:
    """Answer the person's question on the table at random; True if one was asked."""
    p = scene.presenter
    req = p.prompt
    if req is None or not p.idle or p.privacy_for is not None or app.top is not scene:
        return False
    scene.answer(rng.randrange(len(req.prompt.options)), confirmed=True)
    return True


def menus(app: Any) -> None:
    for name in sorted(MENUS):
        open_screen(app, name)
        step(app, 10)
        close_to_title(app)


def tutorial(app: Any, clicks: int = 12) -> None:
    from tests.desktop.ui_driver import click_at

    until(app, open_screen(app, "tutorial"), 120)
    scene = app.top
    for _ in range(clicks):
        if not until(app, lambda: scene.target() is not None and scene.presenter.idle, 60):
            break
        click_at(app, scene.target()[1])
    close_to_title(app)


def full_game(app: Any, rng: random.Random) -> None:
    """Three players to the end, game over, Watch again stepped through, Menu."""
    import pygame

    from rdi_desktop.scenes.game_over import GameOverScene
    from rdi_desktop.scenes.replay import ReplayScene, watch_again
    from rdi_desktop.scenes.table_open import open_table
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup("standard", 3, rng.randrange(1, 10**6), human=True)
    scene = open_table(app, setup, kinds, seed)
    app.push(scene)

    def over() -> bool:
        answer_table(app, scene, rng)
        return isinstance(app.top, GameOverScene)
    until(app, over, 900)
    until(app, lambda: not scene.engine.alive, 30)
    if isinstance(app.top, GameOverScene):
        step(app, 10)
        watch = watch_again(app)
        if isinstance(watch, ReplayScene):
            for k in (pygame.K_END, pygame.K_HOME) + (pygame.K_RIGHT,) * 20:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0,
                                                     unicode="", scancode=0))
                step(app, 3)
            until(app, lambda: not watch.busy(), 30)
    close_to_title(app)


def eight_seats(app: Any, rng: random.Random, answers: int = 25) -> None:
    """New Game with eight seats: the form's Start, played a while (until the person
    has answered ``answers`` times, is out, or a minute passed), left with Menu."""
    open_screen(app, "new_game")
    form = app.top
    form.count = 8
    form.resize(app.size)
    step(app, 2)
    form.start()
    scene = app.top
    given = [0]

    def played() -> bool:
        given[0] += answer_table(app, scene, rng)
        me = scene.presenter.display.get("players", [{}])[0]
        return given[0] >= answers or bool(me.get("out")) or scene.presenter.finished
    until(app, played, 60)
    scene.menu("menu")
    close_to_title(app)


def hall(app: Any, rng: random.Random, answers: int = 25) -> None:
    """The Gambling Hall: the lobby's Start, a while of play, then leave."""
    until(app, open_screen(app, "hall_table"), 120)
    table = app.top
    ctrl = table.ctrl
    given = [0]

    def played() -> bool:
        r = ctrl.request
        if r is not None and not ctrl.backlog and r.prompt.options:
            ctrl._answer(rng.choice(list(r.prompt.options)))  # the person's click
            given[0] += 1
        return given[0] >= answers or ctrl.finished
    until(app, played, 240)
    close_to_title(app)


def load_replay(app: Any) -> None:
    """Load: the replay of a saved game opened from its row, then back."""
    open_screen(app, "load")
    step(app, 2)
    buttons = list(getattr(app.top, "replay_buttons", {}))
    if buttons:
        from tests.desktop.ui_driver import click_at

        click_at(app, buttons[0].get_abs_rect().center)
        step(app, 30)
    close_to_title(app)


def live_scenes() -> int:
    from rdi_desktop.scenes.base import Scene

    return sum(1 for o in gc.get_objects() if isinstance(o, Scene))


def one_round(app: Any, rng: random.Random) -> str:
    """Every part of a round; returns how long each took and the memory after it."""
    parts = []
    for part in (menus, tutorial, full_game, eight_seats, hall, load_replay):
        t = time.monotonic()
        part(app, rng) if part in (full_game, eight_seats, hall) else part(app)  # type: ignore
        parts.append(f"{part.__name__} {time.monotonic() - t:.0f} s {rss_mb():.0f} MB")
    return "; ".join(parts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--minutes", type=float, default=30.0)
    ap.add_argument("--rounds", type=int, default=0, help="stop after N rounds (0: time)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    from rdi_desktop import art
    from rdi_desktop.app import App
    from rdi_desktop.memory import release_memory
    from rdi_desktop.settings import Settings

    app = App(size=(1280, 720), fullscreen=False,
              settings=Settings(animation_speed=4.0, confirm_pass_drink=False))
    app.open_scene("title")
    app.running = True
    step(app, 5)
    rng = random.Random(args.seed)
    t0 = time.monotonic()
    print(f"start: {rss_mb():.0f} MB", flush=True)
    first = None
    n = 0
    worst = 0.0
    while True:
        t = time.monotonic()
        parts = one_round(app, rng)
        release_memory()
        n += 1
        rss = rss_mb()
        first = rss if first is None else first
        worst = max(worst, rss)
        print(f"round {n}: {rss:.0f} MB ({(rss / first - 1) * 100:+.1f}% of round 1), "
              f"{time.monotonic() - t:.0f} s, {live_scenes()} scenes alive, "
              f"{len(art._cache)} cached pictures ({art.cached_bytes() / 2**20:.0f} MB), {(time.monotonic() - t0) / 60:.1f} min",
              flush=True)
        print(f"  {parts}", flush=True)
        if (args.rounds and n >= args.rounds) or \
                (not args.rounds and time.monotonic() - t0 >= args.minutes * 60):
            break
    growth = (worst / first - 1) * 100 if first else 0.0
    print(f"{n} rounds in {(time.monotonic() - t0) / 60:.1f} min; round 1 {first:.0f} MB, "
          f"highest after it {worst:.0f} MB: growth {growth:+.1f}% (goal under 10%)")
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
