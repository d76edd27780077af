"""The variants: each module (or package) here is one variant and registers it when it
loads (`register_variant(Variant(...))`, engine/variant_registry.py).

This package imports every module found on its path once, when the `engine` package
assembles its rules (engine/rules.py), so adding a variant is adding its module here: no
list names them. `load()` imports any module not imported yet (a test that puts a
made-up variant's folder on `__path__` calls it).
"""

from __future__ import annotations

from engine.discovery import import_new


def load() -> list[str]:
    """Import every module on this package's path not imported yet (see
    :func:`engine.discovery.import_new`); returns their names."""
    return import_new(__path__, __name__)

load()
