"""Start-up time and shipped size of the built program (issue 35's budgets: it starts
in at most 2 s and its one-folder build zips to at most 70 MB).

    .venv/bin/python bench/bench_startup.py [PROGRAM] [RUNS]

PROGRAM defaults to the one-folder build (``make exe``: dist/rdi-desktop/rdi-desktop),
else this venv's ``rdi-desktop``; any ``rdi-desktop`` works, e.g. one installed from
the wheel. Each run is a new
process doing ``--selftest`` headless (start, the title's first 60 frames drawn, a
screenshot, exit), so the time is an upper bound on reaching the title. Prints the
median and the slowest of RUNS (default 5), and for a one-folder build the size of
the folder zipped (deflate, level 9, as the release workflow's zip tools do).
"""

from __future__ import annotations

import os
import stat
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT = REPO / "dist" / "rdi-desktop" / ("rdi-desktop.exe" if os.name == "nt" else "rdi-desktop")


def zipped_size(folder: Path) -> int:
    """Bytes of ``folder`` zipped the way a release zips it (links stay links)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "build.zip"
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in sorted(folder.rglob("*")):
                arc = (Path(folder.name) / path.relative_to(folder)).as_posix()
                if path.is_symlink():  # kept as a link, as `zip -y` and ditto do
                    info = zipfile.ZipInfo(arc)
                    info.external_attr = (stat.S_IFLNK | 0o777) << 16
                    zf.writestr(info, os.readlink(path))
                elif path.is_file():
                    zf.write(path, arc)
        return out.stat().st_size


def main() -> None:
    program = (Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT).resolve()
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    if len(sys.argv) < 2 and not program.is_file():  # no build yet: this venv's command
        program = Path(sys.executable).parent / DEFAULT.name
        print(f"no one-folder build (make exe); measuring {program}")
    if not program.is_file():
        sys.exit(f"no program at {program}")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(runs):
            t0 = time.perf_counter()
            subprocess.run([str(program), "--selftest", str(Path(tmp) / f"{i}.png")], cwd=tmp,
                           env=env, check=True, capture_output=True, timeout=120)
            times.append(time.perf_counter() - t0)
    print(f"selftest_wall_s median {statistics.median(times):.2f} max {max(times):.2f} "
          f"({runs} runs; the one-folder build's budget is 2.0)")
    if (program.parent / "_internal").is_dir():
        mb = zipped_size(program.parent) / 1e6
        print(f"one_folder_zip_mb {mb:.1f} (budget 70)")


if __name__ == "__main__":
    main()
