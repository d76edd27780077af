"""The RDI_DEBUG_LOG file: one line per event the real-window test needs.

Both the app (screens, buttons) and the engine bridge (prompts, answers) append
to it; a write that fails is ignored, since the log is a test aid, never a
reason to stop the game.
"""

from __future__ import annotations


def append_line(path: str | None, line: str) -> None:
    if not path:
        return
    try:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(line + "\n")
    except OSError:
        pass
