"""Known screens of the table and the Gambling Hall, drawn headless and hashed.

Each case opens a seeded game (the AI seats "random" or "easy", which decide from the
game's seed alone), waits until the human's question is on screen and every animation
has ended, then hashes the drawn screen. The hashes are kept in
``tests/desktop/data/screen_hashes.json``; ``test_screen_pixels.py`` holds a refactor of
the drawing code to them (the same pixels, or the change is a visible one, on purpose).

After a change that is meant to look different, write the hashes again (and look at the
PNGs it leaves in the folder named by ``--png`` before committing them)::

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python -m tests.desktop.screens --write
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HASHES = Path(__file__).resolve().parent / "data" / "screen_hashes.json"
#: settled: the screen at a question once every animation has played out
SETTLE_FRAMES = 40
SEED = 7

#: (case name, mode, players, options, ui scale)
TABLES: list[tuple[str, str, int, dict[str, bool], float]] = [
    ("standard-2", "standard", 2, {}, 1.0),
    ("standard-4", "standard", 4, {}, 1.0),
    ("standard-4-150", "standard", 4, {}, 1.5),
    ("standard-8", "standard", 8, {}, 1.0),
    ("standard-8-150", "standard", 8, {}, 1.5),
    ("two-headed-dragon-4", "two-headed-dragon", 4, {}, 1.0),
    ("boss-battle-4", "boss-battle", 4, {}, 1.0),
    ("two-headed-boss-battle-4", "two-headed-boss-battle", 4, {}, 1.0),
    ("leaders-and-lackeys-6", "leaders-and-lackeys", 6, {}, 1.0),
]
#: how many of the human's questions each table case answers (hashing each)
TABLE_ANSWERS = 3
HALL_GAMES = ("rogues_and_warriors", "threes", "kings_council", "three_kingdoms",
              "the_wheel", "dragon_hordes", "jack_of_all_trades", "city_square",
              "den_of_thieves")
#: the human's questions hashed in each Hall game (the rest are answered unhashed)
HALL_SHOWN = 3


def _digest(surface: Any) -> str:
    import pygame

    return hashlib.sha256(pygame.image.tobytes(surface, "RGB")).hexdigest()[:16]


def _make_app(scale: float = 1.0) -> Any:
    """A fresh app; pictures cached by an earlier test (drawn before any window, so not
    converted to the screen's format) are dropped, as a new process starts without."""
    from rdi_desktop import art
    from rdi_desktop.app import App
    from rdi_desktop.settings import Settings

    art.clear()
    app = App(size=(1280, 720), fullscreen=False,
              settings=Settings(animation_speed=4.0, confirm_pass_drink=False,
                                ui_scale=scale))
    app.open_scene("title")
    app.running = True
    app.step(1 / 60)
    return app


def _frames(app: Any, n: int, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def _until(app: Any, cond: Callable[[], bool], limit: float = 60.0) -> None:
    end = time.monotonic() + limit
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("the screen never got there")
        app.step(1 / 60)
        time.sleep(0.001)


def _shot(app: Any, name: str, png: Path | None) -> str:
    """Draw the app now (idle frames are not drawn) and hash the screen."""
    import pygame

    app.draw()
    if png is not None:
        pygame.image.save(app.screen, os.fspath(png / f"{name}.png"))
    return _digest(app.screen)


def _table_variants() -> list[tuple[str, str, int, dict[str, bool], float]]:
    """The fixed cases, then one standard table per variant switch and one per mode a kit
    brings (read from the registries, so a new variant is hashed too)."""
    from rdi_desktop import variant_ui

    out = list(TABLES)
    for v in variant_ui.variant_uis():
        out.append((f"variant-{v.option}", "standard", 4, {v.option: True}, 1.0))
    for m in variant_ui.mode_uis():
        out.append((f"mode-{m.mode}", m.mode, m.default, {}, 1.0))
    return out


def _settled_prompt(app: Any, scene: Any) -> None:
    p = scene.presenter
    _until(app, lambda: p.prompt is not None and p.idle and scene.engine.inbox.empty())
    _frames(app, SETTLE_FRAMES, 0.1)


def table_shots(png: Path | None = None) -> Iterator[tuple[str, str]]:
    """(case name, hash) for every table case: each question the human answers, and the
    first one again with the mouse over the first card of the hand (its preview).

    The cases of one interface scale share one app, as a player's games follow one
    another in one session: each table is opened over the title and closed back to it
    (a new app for each case drew the same pixels in twice the time)."""
    cases = sorted(_table_variants(), key=lambda case: case[4])  # stable: by scale
    app: Any = None
    try:
        for name, mode, players, options, scale in cases:
            if app is None or app.settings.ui_scale != scale:
                if app is not None:
                    app.shutdown()
                app = _make_app(scale)
            yield from _table_case(app, name, mode, players, options, png)
    finally:
        if app is not None:
            app.shutdown()


def _table_case(app: Any, name: str, mode: str, players: int, options: dict[str, bool],
                png: Path | None = None) -> Iterator[tuple[str, str]]:
    """One table case, opened over the title and closed back to it."""
    import pygame

    from rdi_desktop.bridge import HUMAN, start_game
    from rdi_desktop.scenes.table import TableScene
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup(mode, players, SEED, human=True,
                                       options=options or None)
    kinds = [k if k == HUMAN else "random" for k in kinds]
    scene = TableScene(app, start_game(setup, kinds, seed, autosave=None))
    app.push(scene)
    try:
        for k in range(TABLE_ANSWERS):
            _settled_prompt(app, scene)
            yield f"table/{name}/{k}", _shot(app, f"table-{name}-{k}", png)
            if k == 0 and scene.drawing.slots:
                s = scene.drawing.slots[0]
                pygame.event.post(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(round(s.cx), round(s.cy)), rel=(0, 0),
                    buttons=(0, 0, 0)))
                _frames(app, 2)
                yield f"table/{name}/zoom", _shot(app, f"table-{name}-zoom", png)
                pygame.event.post(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
                _frames(app, 2)
            req = scene.presenter.prompt
            scene.answer(len(req.prompt.options) - 1)
    finally:
        app.pop()


def other_table_shots(png: Path | None = None) -> Iterator[tuple[str, str]]:
    """(case name, hash): the guided first game's first lesson, and the replay viewer of a
    finished seeded game (the table view, every hand open, one seat's eyes)."""
    from engine.game import new_game
    from engine.seats import RandomSeat
    from rdi_desktop.scenes.replay import OPEN, TABLE, open_replay
    from rdi_desktop.scenes.tutorial import TutorialScene
    from rdi_desktop.table_setup import variant_setup

    app = _make_app()
    try:
        scene = TutorialScene(app)
        app.push(scene)
        _settled_prompt(app, scene)
        # the highlight glows with the lesson's clock, which the frames stepped while
        # waiting for the engine advance (more of them on a loaded machine): the shot is
        # taken at one moment of the glow (the hash differed under load)
        scene.clock = 0.0
        yield "tutorial/0", _shot(app, "tutorial-0", png)
        app.pop()
        setup, kinds, seed = variant_setup("standard", 3, SEED, human=True)
        for spec, kind in zip(setup["players"], ["human", "normal", "normal"]):
            spec["seat"] = kind
        game = new_game(setup, seed)
        seats = [RandomSeat(seed + i) for i in range(3)]
        for _ in range(5000):
            p = game.pending()
            if p is None:
                break
            game.apply(seats[p.seat].decide({}, p))
        path = Path(os.environ["RDI_DATA_DIR"]) / "replayed.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(game.to_json(), encoding="utf-8")
        rep = open_replay(app, path)
        app.push(rep)
        _frames(app, 3)
        for view in (TABLE, OPEN, 1):
            rep.set_view(view)
            for at in (0, 25, rep.replay.last):
                rep.show(at)
                _frames(app, SETTLE_FRAMES, 0.1)
                yield f"replay/{view}/{at}", _shot(app, f"replay-{view}-{at}", png)
    finally:
        app.shutdown()


def hall_shots(png: Path | None = None) -> Iterator[tuple[str, str]]:
    """(case name, hash): the lobby, then each Hall game at the human's first questions
    and at its result. Each game's table takes the place of the one before (the lobby
    under them is built once, not again as each game ends)."""
    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.scenes.hall_table import HallTableScene

    app = _make_app()
    try:
        app.open_scene("hall", ai_delay=0.0)
        _frames(app, 3)
        yield "hall/lobby", _shot(app, "hall-lobby", png)
        for k, game in enumerate(HALL_GAMES):
            yield from _hall_game(app, game, png, first=k == 0)
        seats = [Seat("Ann", "human"), Seat("Bob", "human")]
        table = HallTableScene(app, HallConfig("rogues_and_warriors", seats, seed=SEED),
                               ai_delay=0.0, autosave=None)
        app.replace(table)
        _until(app, lambda: table.privacy_for() == "Ann")
        _frames(app, 3)
        yield "hall/curtain", _shot(app, "hall-curtain", png)
    finally:
        app.shutdown()


def _hall_game(app: Any, game: str, png: Path | None,
               first: bool) -> Iterator[tuple[str, str]]:
    """One Hall game: its first questions to the human, then its result (``first``: its
    table opens over the lobby, else in place of the last game's)."""
    from engine.hall.ai import HallAI
    from rdi_desktop.hall.controller import HallConfig, Seat
    from rdi_desktop.scenes.hall_table import HallTableScene

    seats = [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")]
    table = HallTableScene(app, HallConfig(game, seats, seed=SEED), ai_delay=0.0,
                           autosave=None)
    if first:
        app.push(table)
    else:
        app.replace(table)
    shown = 0
    ai = HallAI("easy", 1)
    while table.ctrl.phase == "play":
        _until(app, lambda: table.ctrl.human_prompt() is not None
               or table.ctrl.phase != "play")
        hp = table.ctrl.human_prompt()
        if hp is None:
            break
        if shown < HALL_SHOWN:
            table.side_key = None
            _frames(app, 3)
            yield f"hall/{game}/{shown}", _shot(app, f"hall-{game}-{shown}", png)
            shown += 1
        table.answer(ai.decide(table.ctrl.game, hp.player))
        _frames(app, 1)
    _until(app, lambda: table.ctrl.phase != "play")
    table.side_key = None
    _frames(app, 3)
    yield f"hall/{game}/result", _shot(app, f"hall-{game}-result", png)


def all_shots(png: Path | None = None) -> dict[str, str]:
    from rdi_desktop.plugins import load_all

    load_all()
    with tempfile.TemporaryDirectory() as data:
        os.environ["RDI_DATA_DIR"] = data
        return dict([*table_shots(png), *other_table_shots(png), *hall_shots(png)])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true", help="write the hashes file")
    ap.add_argument("--png", type=Path, help="also save each screen as a PNG here")
    a = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if a.png is not None:
        a.png.mkdir(parents=True, exist_ok=True)
    got = all_shots(a.png)
    if a.write:
        HASHES.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    else:
        print(json.dumps(got, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
