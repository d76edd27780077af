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
    from rdi_desktop.scenes.table_open import autosave_path

    prepare.assert_called_once_with(autosave_path())


CONTINUE = """
import sys
from pathlib import Path
sys.argv = ["probe"]
from bench.bench_load import saves
text = saves(3)[2]
path = Path({tmp!r}) / "autosave.json"
path.write_text(text, encoding="utf-8")
from engine.load_warmup import prepare
prepare({arg})
import engine.filecheck.start as start
built = []
real = start.made
def counted(*a, **k):
    built.append(1)
    return real(*a, **k)
start.made = counted
from engine.game import Game
Game.from_json(text)
print(len(built))
"""


def _starts_built_at_continue(tmp: Path, prepared_with_it: bool) -> str:
    code = CONTINUE.format(tmp=str(tmp), arg="path" if prepared_with_it else "")
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=120).stdout.strip()


def test_the_first_continue_builds_no_starting_game(tmp_path: Path) -> None:
    """In a new process, the autosave loaded by the preparation: the player's first
    Continue finds its starting game kept, as a repeated load does."""
    assert _starts_built_at_continue(tmp_path, prepared_with_it=True) == "0"


def test_without_the_autosave_the_first_continue_builds_its_start(tmp_path: Path) -> None:
    """The probe can fail: prepared without the autosave, its start is built at load."""
    assert _starts_built_at_continue(tmp_path, prepared_with_it=False) == "1"


def test_a_damaged_autosave_is_left_to_continue(tmp_path: Path) -> None:
    """A damaged or missing autosave costs the preparation nothing and says nothing:
    the player's Continue reports it."""
    from engine.load_warmup import _load_quietly

    bad = tmp_path / "autosave.json"
    bad.write_text('{"version": 1, "state": [', encoding="utf-8")
    _load_quietly(bad)
    _load_quietly(tmp_path / "missing.json")
