"""The app prepares the load check before the player's first Continue or Load
(engine/load_warmup.py, started by rdi_desktop/__main__.py while the title is up).

Held in a new process, as a player meets it after a restart: once prepared, loading
saves of every playable character and every variant set compiles no record test (the
one-time work that made the first Continue in a process about 30 times a normal load).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
sys.argv = ["probe"]
from bench.bench_load import saves
texts = saves(8)
from engine.load_warmup import prepare
{prepare}
import engine.filecheck.schema as schema
made = []
quick = schema.quick_test
def counted(cls, names):
    made.append(cls.__name__)
    return quick(cls, names)
schema.quick_test = counted
from engine.game import Game
for t in texts:
    Game.from_json(t)
print(sorted(set(made)))
"""


def _compiled_at_load(prepared: bool) -> str:
    code = PROBE.format(prepare="prepare()" if prepared else "")
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=120).stdout.strip()


def test_a_prepared_process_compiles_nothing_at_load() -> None:
    assert _compiled_at_load(prepared=True) == "[]"


def test_the_probe_sees_what_an_unprepared_load_compiles() -> None:
    """The probe can fail: without the preparation the loads compile record tests."""
    assert _compiled_at_load(prepared=False) != "[]"


def test_the_app_starts_the_preparation() -> None:
    import threading
    from unittest import mock

    from rdi_desktop import __main__ as main

    with mock.patch("engine.load_warmup.prepare") as prepare:
        main.start_load_check_warmup()
        for t in threading.enumerate():
            if t.name == "load-check-warmup":
                t.join(10)
    prepare.assert_called_once_with()
