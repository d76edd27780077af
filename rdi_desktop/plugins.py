"""The front end's plug-ins, loaded once at start-up.

A character's mat file (``rdi_desktop/mats/<id>.py``), a variant's front end
(``rdi_desktop/variants/<id>.py``), a Gambling Hall game's part of the table
(``rdi_desktop/hall/games/<game>.py``) and the core's event handlers (``core_events``)
fill the registries as they are imported: the mats and their looks, the event table
(:mod:`rdi_desktop.dispatch`), the mat actions (:mod:`rdi_desktop.reach`), the New Game
switches (:mod:`rdi_desktop.variant_ui`), the card types' icons and sounds. The
registries themselves import nothing above them, and no lookup loads a plug-in on the way:
the app (and the tests' conftest, and any tool that reads a registry without the app)
calls :func:`load_all` once before anything is drawn.

Seats from installed packages (entry-point group ``rdi_desktop.seats``) join the AI
levels here too.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil

log = logging.getLogger(__name__)

#: modules that register what they show
MODULES = ("rdi_desktop.core_events",)
#: packages each of whose modules registers (a new file there is a new plug-in)
PACKAGES = ("rdi_desktop.mats", "rdi_desktop.widgets", "rdi_desktop.variants",
            "rdi_desktop.hall.games")

_loaded = False
#: a sentence per installed seat plug-in that was left out (the title screen's notes say them)
SEAT_PROBLEMS: list[str] = []


def package_modules(package: str) -> list[str]:
    """Every module of ``package`` (not its sub-packages' modules), by name."""
    pkg = importlib.import_module(package)
    return [f"{package}.{m.name}"
            for m in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name)]


def load_all() -> None:
    """Import every plug-in module (once per process) and add the installed seats."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in MODULES:
        importlib.import_module(name)
    for package in PACKAGES:
        for name in package_modules(package):
            importlib.import_module(name)
    from engine.seats import load_entry_point_seats

    for problem in load_entry_point_seats():
        log.warning("%s", problem)
        SEAT_PROBLEMS.append(problem)
