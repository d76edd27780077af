"""The variants: each module (or package) here is one variant and registers it when it
loads (`register_variant(Variant(...))`, engine/variant_registry.py).

This package imports every module found on its path once, when the `engine` package
assembles its rules (engine/rules.py), so adding a variant is adding its module here: no
list names them. `load()` imports any module not imported yet (a test that puts a
made-up variant's folder on `__path__` calls it).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys


def load() -> list[str]:
    """Import every variant module on this package's path not imported yet (each registers
    its variant); returns their names, in the order imported (by name)."""
    out = []
    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        name = f"{__name__}.{m.name}"
        if name not in sys.modules:
            importlib.import_module(name)
            out.append(name)
    return out


load()
