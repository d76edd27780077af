"""The character loader: imports every character module once, and does nothing else.

Each character with a side mechanic has a module here that registers its kit (hooks,
zones, costs, ops, anytime actions: engine/kits.py). The core's calls into the kits
live in engine/flow/kit_calls.py, and rules that belong to no character (team Potions,
the Prize's forced Straw) in their own modules (engine/flow/, engine/variants/).
"""

from __future__ import annotations

import importlib
import pkgutil


def _load() -> None:
    """Import every character module once (each registers its kit)."""
    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        importlib.import_module(f"{__name__}.{m.name}")


_load()
