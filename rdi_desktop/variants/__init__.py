"""The variants' front ends: each module here is one variant's part of the app, beside its
rules module (engine/variants/<id>.py), and registers, as it loads, its New Game switch
(rdi_desktop/variant_ui.py), its table widget if it draws one
(rdi_desktop/widgets/variants.py) and how the table shows its events
(rdi_desktop/dispatch.py).

The plug-ins' loading step imports this package once (rdi_desktop/plugins.py `load_all`), and
the package imports every module found on its path, so adding a variant's front end is
adding its file: no list names them. `load()` imports any module not imported yet (a test
that puts a made-up variant's folder on `__path__` calls it).
"""

from __future__ import annotations

from engine.discovery import import_new


def load() -> list[str]:
    """Import every module on this package's path not imported yet (see
    :func:`engine.discovery.import_new`); returns their names."""
    return import_new(__path__, __name__)

load()
