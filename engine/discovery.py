"""Finding plug-in modules by their place: a package whose every module registers
something (a variant's rules, a variant's front end) imports them all with
:func:`import_new`, so adding a plug-in is adding its file and no list names it."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterable


def import_new(path: Iterable[str], package: str) -> list[str]:
    """Import every module on ``path`` (a package's ``__path__``) not imported yet; returns
    their names in the order imported (by name). A test that appends a made-up plug-in's
    folder to the path calls it again and gets just that one."""
    out = []
    for m in sorted(pkgutil.iter_modules(list(path)), key=lambda m: m.name):
        name = f"{package}.{m.name}"
        if name not in sys.modules:
            importlib.import_module(name)
            out.append(name)
    return out
