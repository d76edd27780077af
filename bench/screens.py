"""Every screen of the app, reached the way a player reaches it, for the idle
benchmark (``bench_idle.py``), the long memory run (``bench_memory.py``) and the
tests that hold the idle property (``tests/desktop/test_idle_screens.py``).

``open_screen(app, name)`` opens one screen on an app already on its title and
returns a test that holds once the screen is ready: what a player sees is on it
and it waits for them (the AIs have played, the dealt cards have landed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: every screen the idle property covers, in the order a new player meets them
SCREENS = ["title", "new_game", "settings", "rules", "load", "statistics", "credits",
           "card_packs", "table", "table_dialog", "game_over", "replay", "tutorial",
           "hall", "hall_table"]
#: menu screens opened from the title by name
MENUS = {"new_game", "settings", "rules", "load", "statistics", "credits", "card_packs",
         "hall"}


def finished_game(seed: int = 3, decisions: int = 5000) -> Any:
    """A three-player game (the first seat a person) played to its end by random seats."""
    from engine.game import new_game
    from engine.seats import RandomSeat
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup("standard", 3, seed, human=True)
    for spec, kind in zip(setup["players"], ["human", "normal", "normal"]):
        spec["seat"] = kind
    game = new_game(setup, seed)
    seats = [RandomSeat(seed + i) for i in range(3)]
    for _ in range(decisions):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    return game


def _table_waits(scene: Any) -> bool:
    """The table shows a question to the person and every animation has finished."""
    p = scene.presenter
    return (p.prompt is not None and p.idle and scene.engine.inbox.empty()
            and not getattr(scene, "_warm", None))


def open_screen(app: Any, name: str, players: int = 4) -> Callable[[], bool]:
    """Open screen ``name`` (one of :data:`SCREENS`) over what the app shows now."""
    if name == "title":
        if not app.scenes:
            app.open_scene("title")
        return lambda: True
    if name in MENUS:
        app.open_scene(name)
        return lambda: True
    if name in ("table", "table_dialog"):
        return _open_table(app, players, dialog=name == "table_dialog")
    if name in ("game_over", "replay"):
        return _open_game_over(app, replay=name == "replay")
    if name == "tutorial":
        app.open_scene("tutorial")
        scene = app.top
        return lambda: _table_waits(scene) and scene.target() is not None
    if name == "hall_table":
        app.open_scene("hall")
        app.top.start()
        hall = app.top
        return lambda: hall.ctrl.request is not None and not hall.ctrl.backlog
    raise ValueError(f"no screen {name!r}")


def _open_table(app: Any, players: int, dialog: bool) -> Callable[[], bool]:
    from rdi_desktop.scenes.table_open import open_table
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup("standard", players, 12, human=True)
    scene = open_table(app, setup, kinds, seed)
    app.push(scene)
    if not dialog:
        return lambda: _table_waits(scene)

    def ready() -> bool:  # the "Pass?" question a person gets passing with cards in hand
        if not _table_waits(scene):
            return False
        if scene.confirm is None:
            scene._confirm_pass(0)
        return True
    return ready


def _open_game_over(app: Any, replay: bool) -> Callable[[], bool]:
    from rdi_desktop.scenes.game_over import GameOverScene
    from rdi_desktop.scenes.replay import ReplayScene, watch_again
    from rdi_desktop.scenes.table_open import table_for_game

    table = table_for_game(app, finished_game())
    app.push(table)

    def ready() -> bool:
        top = app.top
        if not replay:
            return isinstance(top, GameOverScene)
        if isinstance(top, GameOverScene) and not table.engine.alive:
            watch_again(app)  # its "Watch again" button
            return False
        return isinstance(top, ReplayScene) and top.presenter.idle
    return ready


def close_to_title(app: Any) -> None:
    """Back to the title, as the Menu and Back buttons do (every scene above it exits)."""
    while len(app.scenes) > 1:
        app.pop()
