"""The app's soak: `rdi-desktop --autoplay --loop-minutes M` under the dummy video driver.

All-AI games through the real table (engine thread, presenter, animations at speed 50)
over every mode, seat count and variant, one after another in one process, for M minutes
(default 20). Fails on any engine failure or exception, or when resident memory grows by
10% or more from the end of the warm-up to the end (rdi_desktop/autoplay_loop.py).

    python bench/gui_soak.py [--minutes M]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/gui_soak.py")
    ap.add_argument("--minutes", type=float, default=20.0)
    a = ap.parse_args(argv)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               RDI_DATA_DIR=tempfile.mkdtemp(prefix="rdi-gui-soak-"))
    cmd = [sys.executable, "-m", "rdi_desktop", "--autoplay", "--loop-minutes", str(a.minutes)]
    print("$", " ".join(cmd), flush=True)
    return subprocess.call(cmd, env=env)


if __name__ == "__main__":
    sys.exit(main())
