"""Scenes and the scene registry.

A *scene* is one screen (title, new game, table, hall, rules, settings,
game over). The app keeps a stack of them; only the top one gets input.

How to add a screen (e.g. the Rules issue)::

    # rdi_desktop/scenes/rules.py
    from rdi_desktop.scenes import register_scene
    from rdi_desktop.scenes.base import Scene

    class RulesScene(Scene):
        def build_ui(self) -> None: ...   # pygame_gui widgets under self.root

    @register_scene("rules")
    def make_rules(app, **kwargs):
        return RulesScene(app)

then add ``"rdi_desktop.scenes.rules"`` to :data:`SCENE_MODULES` below.
That is all: the title menu's "Rules" entry calls ``app.open_scene("rules")``
and opens your scene instead of the "coming soon" note. The names the title
menu uses are in ``rdi_desktop.scenes.title.MENU_ACTIONS``: ``new_game``,
``quick_game``, ``continue``, ``load``, ``hall``, ``tutorial``, ``rules``,
``statistics``, ``settings``. Others are opened from screens: ``replay`` (with
``path=``), ``card_packs``, ``game_over``.

At run time ``app.register_scene(name, factory)`` does the same for one app
(tests use it). A factory is ``factory(app, **kwargs) -> Scene``; it may
also do something else (open a dialog, push several scenes) and return
``None``.
"""

from __future__ import annotations

import importlib
import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rdi_desktop.scenes.base import Scene

log = logging.getLogger(__name__)

SceneFactory = Callable[..., "Scene | None"]

#: name -> factory(app, **kwargs); filled by @register_scene at import time.
SCENE_FACTORIES: dict[str, SceneFactory] = {}

#: Modules imported at start-up so their @register_scene calls run.
#: Append yours here (PyInstaller picks up every rdi_desktop submodule).
SCENE_MODULES: list[str] = [
    "rdi_desktop.scenes.title",
    "rdi_desktop.scenes.hall",
    "rdi_desktop.scenes.table",
    "rdi_desktop.scenes.table_open",
    "rdi_desktop.scenes.new_game",
    "rdi_desktop.scenes.rules",
    "rdi_desktop.scenes.settings",
    "rdi_desktop.scenes.game_over",
    "rdi_desktop.scenes.load",
    "rdi_desktop.scenes.credits",
    "rdi_desktop.scenes.replay",
    "rdi_desktop.scenes.review",
    "rdi_desktop.scenes.stats",
    "rdi_desktop.scenes.tutorial",
    "rdi_desktop.scenes.card_packs",
    "rdi_desktop.scenes.accessibility",
]


def register_scene(name: str) -> Callable[[SceneFactory], SceneFactory]:
    """Decorator: register ``factory(app, **kwargs) -> Scene`` under ``name``."""

    def deco(factory: SceneFactory) -> SceneFactory:
        SCENE_FACTORIES[name] = factory
        return factory

    return deco


#: module -> why it failed to import (the app says so instead of "coming soon")
SCENE_IMPORT_ERRORS: dict[str, str] = {}


def strict_scenes() -> bool:
    """Tests set ``RDI_STRICT_SCENES=1``: a screen that cannot import fails loudly."""
    return os.environ.get("RDI_STRICT_SCENES", "") not in ("", "0")


def load_scene_modules() -> dict[str, SceneFactory]:
    """Import :data:`SCENE_MODULES`. For a player a module that fails is logged with
    its error and its menu entry says the screen is broken, never fatal; under
    ``RDI_STRICT_SCENES`` (the test suite) the error is raised."""
    for module in SCENE_MODULES:
        try:
            importlib.import_module(module)
        except Exception as exc:  # noqa: BLE001 - a broken screen must not stop the game
            if strict_scenes():
                raise
            SCENE_IMPORT_ERRORS[module] = f"{type(exc).__name__}: {exc}"
            log.exception("could not import scene module %s", module)
    return dict(SCENE_FACTORIES)

