"""Title-screen frame time, headless: p50/p95 over 300 frames.

    .venv/bin/python bench/bench_render.py [FRAMES] [WxH]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("RDI_DATA_DIR", tempfile.mkdtemp(prefix="rdi-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rdi_desktop.app import App  # noqa: E402
from rdi_desktop.settings import Settings  # noqa: E402


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    size = tuple(int(v) for v in sys.argv[2].split("x")) if len(sys.argv) > 2 else (1280, 720)
    t0 = time.perf_counter()
    app = App(size=(size[0], size[1]), fullscreen=False, settings=Settings())
    app.open_scene("title")
    app.running = True
    startup = time.perf_counter() - t0
    times = []
    for _ in range(frames):
        t = time.perf_counter()
        app.step(1 / 60)  # uncapped: measures the work of one frame
        times.append((time.perf_counter() - t) * 1000)
    app.shutdown()
    times.sort()
    p50 = statistics.median(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"title_startup_ms {startup * 1000:.1f}")
    print(f"title_frame_ms p50 {p50:.2f} p95 {p95:.2f} max {times[-1]:.2f} "
          f"({frames} frames, {size[0]}x{size[1]}, budget 16.7)")


if __name__ == "__main__":
    main()
