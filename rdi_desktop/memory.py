"""Give memory back when a game is left.

A game allocates and frees many small objects on the engine thread and many surfaces on
the main thread; glibc keeps the freed pages in its arenas, so the resident size of a
long session climbed with every game played (the 20-minute autoplay loop,
`rdi-desktop --autoplay --loop-minutes 20`: +80% from the warm-up to the end). Nothing
was leaked: `malloc_trim` returned it all. So when a table is left we collect garbage and, where the C library has it, trim.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from typing import Any

_LIBC: list[Any] = []


def _trim() -> Any:
    if not _LIBC:
        fn = None
        if sys.platform.startswith("linux"):
            try:
                fn = getattr(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6"),
                             "malloc_trim", None)
            except OSError:
                fn = None
        _LIBC.append(fn)
    return _LIBC[0]


def release_memory() -> bool:
    """Collect garbage and hand free heap pages back to the system; True if trimmed."""
    gc.collect()
    trim = _trim()
    if trim is None:
        return False
    trim(0)
    return True
