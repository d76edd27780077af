"""Faults at the file-system boundary, each in a fresh process through the real
program (``--selftest`` and ``--autoplay``), issue 34: a data folder below a file, a
read-only folder, a full disk. Each time the program starts, says what is wrong,
loses no earlier save and leaves no temporary file.

Where the machine allows mounting (root, Linux) the read-only folder and the full
disk are real: a small tmpfs, remounted read-only or filled to the last byte. Where
it does not, the same failure is injected at the program's one write function
(``RDI_FAULT_WRITE``, as the OS would report it); the test says which it used.

Also here: an injected engine failure mid-game gives the dialog, the autosave of the
game before the failing step and a report file that reproduces the failure with
``--load``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from engine.game import new_game
from engine.seats import RandomSeat
from engine.simulate import make_setup

REPO = Path(__file__).resolve().parents[2]


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rdi_desktop", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=240)


def _earlier_game() -> str:
    game = new_game(make_setup("standard", 3, ["jett", "dale", "terci"]), 8)
    seats = [RandomSeat(i) for i in range(3)]
    while game.state.turn_number < 4:
        p = game.pending()
        assert p is not None
        game.apply(seats[p.seat].decide(game.view(p.seat), p))
    return game.to_json()


def _put_earlier_saves(folder: Path) -> dict[Path, bytes]:
    saves = folder / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    text = _earlier_game().encode()
    files = {saves / "autosave.json": text, saves / "save-20260101-120000.json": text}
    for path, data in files.items():
        path.write_bytes(data)
    return files


def _mount(folder: Path, kb: int) -> bool:
    folder.mkdir(parents=True, exist_ok=True)
    if sys.platform != "linux" or os.geteuid() != 0:
        return False
    got = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={kb}k", "tmpfs", str(folder)],
                         capture_output=True)
    return got.returncode == 0


def _umount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True)


@contextmanager
def _full_disk(base: Path, env: dict[str, str],
               mount: bool) -> Iterator[tuple[Path, dict[Path, bytes]]]:
    folder = base / "full"
    mounted = mount and _mount(folder, 512)
    try:  # unmounted whatever happens
        files = _put_earlier_saves(folder)
        if mounted:
            with open(folder / "filler", "wb", buffering=0) as fh:  # every byte left
                try:
                    while True:
                        fh.write(b"\0" * 4096)
                except OSError:
                    pass
            print("full disk: a real tmpfs, filled")
        else:
            env["RDI_FAULT_WRITE"] = "enospc"
            print("full disk: injected ENOSPC")
        yield folder, files
    finally:
        if mounted:
            _umount(folder)


@contextmanager
def _read_only(base: Path, env: dict[str, str],
               mount: bool) -> Iterator[tuple[Path, dict[Path, bytes]]]:
    folder = base / "ro"
    mounted = mount and _mount(folder, 2048)
    try:  # unmounted whatever happens
        files = _put_earlier_saves(folder)
        if mounted and subprocess.run(["mount", "-o", "remount,ro", str(folder)],
                                      capture_output=True).returncode == 0:
            print("read-only: a real tmpfs remounted read-only")
        else:
            env["RDI_FAULT_WRITE"] = "erofs"
            print("read-only: injected EROFS")
        yield folder, files
    finally:
        if mounted:
            _umount(folder)


def _below_a_file(base: Path, env: dict[str, str], mount: bool) -> Any:
    @contextmanager
    def cm() -> Iterator[tuple[Path, dict[Path, bytes]]]:
        (base / "afile").write_text("not a folder", encoding="utf-8")
        yield base / "afile" / "data", {base / "afile": b"not a folder"}
    return cm()


#: case -> (folder maker, the words said, mount a real tmpfs where the machine allows;
#: the injected cases run everywhere, so both paths are always covered where it does)
CASES = {
    "below a file": (_below_a_file, "part of its path is a file, not a folder", False),
    "read-only, mounted": (_read_only, "the disk or folder is read-only", True),
    "read-only, injected": (_read_only, "the disk or folder is read-only", False),
    "full disk, mounted": (_full_disk, "the disk is full", True),
    "full disk, injected": (_full_disk, "the disk is full", False),
}


def _no_temporary(folder: Path) -> None:
    if folder.is_dir():
        assert sorted(str(p) for p in folder.rglob("*.tmp")) == []


@pytest.mark.parametrize("case", list(CASES))
def test_the_program_starts_says_what_is_wrong_and_loses_nothing(
        case: str, child_env: dict[str, str], tmp_path: Path) -> None:
    make, words, mount = CASES[case]
    with make(tmp_path, child_env, mount) as (folder, earlier):
        child_env["RDI_DATA_DIR"] = str(folder)
        shot = tmp_path / "title.png"
        got = _run(child_env, "--selftest", str(shot))
        assert got.returncode == 0, got.stderr
        assert shot.is_file()
        said = f"the folder {folder} cannot be used ({words})"
        assert said in got.stderr, got.stderr
        assert "Traceback" not in got.stderr
        played = _run(child_env, "--autoplay", "--players", "2", "--seed", "3")
        assert played.returncode == 0, played.stderr
        assert f"autoplay: The game could not be saved: {words}" in played.stderr
        assert "Traceback" not in played.stderr
        for path, data in earlier.items():
            assert path.read_bytes() == data, f"{path} changed"
        _no_temporary(folder)


def test_an_engine_failure_autosaves_before_it_and_the_report_reproduces_it(
        child_env: dict[str, str], tmp_path: Path) -> None:
    data = tmp_path / "data"
    child_env["RDI_FAULT_ENGINE_AT"] = "150"
    got = _run(child_env, "--autoplay", "--players", "3", "--seed", "5")
    assert got.returncode == 1
    assert "autoplay: Something went wrong inside the game and it cannot go on. Your game " \
           "was saved as it was just before this step" in got.stderr
    reports = list((data / "saves" / "reports").glob("failure-*.json"))
    assert len(reports) == 1
    report = json.loads(reports[0].read_text(encoding="utf-8"))
    assert len(report["decisions"]) == 149 and "decision 150" in report["failure"]["error"]
    assert report["setup"]["players"] and report["seed"] == 5
    auto = json.loads((data / "saves" / "autosave.json").read_text(encoding="utf-8"))
    assert auto["decisions"] == report["decisions"], "the autosave is the game before it"
    # the report shows the same failure again in a new process...
    child_env["RDI_DATA_DIR"] = str(tmp_path / "again")
    again = _run(child_env, "--selftest", str(tmp_path / "again.png"), "--load",
                 str(reports[0]))
    assert "injected failure at decision 150" in again.stderr
    assert len(list((tmp_path / "again" / "saves" / "reports").glob("failure-*.json"))) == 1
    # ...and Continue's autosave loads (the failure no longer injected)
    del child_env["RDI_FAULT_ENGINE_AT"]
    cont = _run(child_env, "--selftest", str(tmp_path / "cont.png"), "--load",
                str(data / "saves" / "autosave.json"))
    assert cont.returncode == 0, cont.stderr
    assert "loaded autosave.json" in cont.stdout
