"""Every file the program writes goes through a temporary file and a rename; a damaged
one is kept aside; an unusable data folder is found at start and another can be chosen
(issue 34: faults on a player's machine)."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from rdi_desktop import datafolder
from rdi_desktop.atomic import WriteFailed, keep_aside, sweep_temporary, write_atomic


@pytest.fixture(autouse=True)
def _saving_back_on() -> object:
    yield
    datafolder.disable_saving(False)


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.tmp"))


def test_write_atomic_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "a" / "save.json"
    write_atomic(target, "one")
    write_atomic(target, "two")
    assert target.read_text(encoding="utf-8") == "two"
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("fault, words", [("enospc", "the disk is full"),
                                          ("erofs", "read-only"),
                                          ("eacces", "not allowed to write")])
def test_a_failed_write_keeps_the_old_file_and_says_why(tmp_path: Path, fault: str,
                                                        words: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "autosave.json"
    target.write_text("the earlier game", encoding="utf-8")
    monkeypatch.setenv("RDI_FAULT_WRITE", fault)
    with pytest.raises(WriteFailed) as info:
        write_atomic(target, "x" * 10_000)
    assert words in info.value.reason
    assert target.read_text(encoding="utf-8") == "the earlier game"
    assert _leftovers(tmp_path) == []


def test_a_fault_aimed_at_one_file_spares_the_others(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RDI_FAULT_WRITE", "enospc@autosave")
    write_atomic(tmp_path / "settings.json", "{}")
    with pytest.raises(WriteFailed):
        write_atomic(tmp_path / "autosave.json", "{}")


def test_a_folder_below_a_file_is_a_write_failure_in_words(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    with pytest.raises(WriteFailed) as info:
        write_atomic(tmp_path / "file" / "saves" / "x.json", "{}")
    assert info.value.reason == "part of its path is a file, not a folder"


def test_keep_aside_and_sweep(tmp_path: Path) -> None:
    bad = tmp_path / "autosave.json"
    bad.write_text("{cut", encoding="utf-8")
    moved = keep_aside(bad)
    assert moved is not None and not bad.exists()
    assert moved.read_text(encoding="utf-8") == "{cut" and ".damaged-" in moved.name
    (tmp_path / "autosave.json.tmp").write_text("half", encoding="utf-8")
    assert [p.name for p in sweep_temporary(tmp_path)] == ["autosave.json.tmp"]
    assert _leftovers(tmp_path) == []


def test_damaged_settings_are_kept_aside_not_replaced(tmp_path: Path) -> None:
    from rdi_desktop.settings import Settings

    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.warns(RuntimeWarning, match="kept as settings.damaged-"):
        st = Settings.load(path)
    assert st == Settings()
    kept = list(tmp_path.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    Settings().save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["ui_scale"] == 1.0
    assert kept[0].exists()


def test_settings_load_never_raises_for_an_unusable_data_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.settings import Settings

    (tmp_path / "file").write_text("", encoding="utf-8")
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "file" / "data"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert Settings.load() == Settings()


def test_check_names_the_folder_and_another_can_be_chosen_and_remembered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.saves import data_dir, save_dir

    (tmp_path / "file").write_text("", encoding="utf-8")
    tried = tmp_path / "file" / "data"
    monkeypatch.setenv("RDI_DATA_DIR", str(tried))
    monkeypatch.setenv("RDI_CONFIG_DIR", str(tmp_path / "config"))
    problem = datafolder.check(data_dir())
    assert problem is not None and problem.folder == tried
    assert str(tried) in problem.sentence and "part of its path is a file" in problem.sentence
    # a chosen folder that cannot be used either is refused with its own reason
    again = datafolder.choose_folder(tried, tmp_path / "file" / "other")
    assert again is not None and again.folder == tmp_path / "file" / "other"
    assert data_dir() == tried
    assert datafolder.choose_folder(tried, tmp_path / "good") is None
    assert data_dir() == tmp_path / "good" and save_dir().is_dir()
    assert datafolder.check(data_dir()) is None
    # remembered: what a new start reads
    saved = json.loads((tmp_path / "config" / datafolder.CHOICES_FILE).read_text("utf-8"))
    assert saved == {str(tried): str(tmp_path / "good")}
    # another tried folder (a self-test's) is never redirected
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "selftest"))
    assert data_dir() == tmp_path / "selftest"


def test_playing_without_saving_writes_nothing(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.last_setup import save_last_setup
    from rdi_desktop.scenes.table_open import table_autosave
    from rdi_desktop.settings import Settings

    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "data"))
    datafolder.disable_saving()
    assert Settings().save() is None
    save_last_setup({"mode": "standard"})
    assert table_autosave() is None
    assert not (tmp_path / "data" / "settings.json").exists()
    assert not (tmp_path / "data" / "last_setup.json").exists()


def test_a_damaged_autosave_is_kept_aside_before_a_new_game_writes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.scenes.table_open import autosave_path, table_autosave

    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "data"))
    autosave_path().write_text('{"format_version": 1, "snap', encoding="utf-8")
    assert table_autosave() == autosave_path()
    assert not autosave_path().exists()
    kept = list(autosave_path().parent.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text("utf-8") == '{"format_version": 1, "snap'


def test_a_damaged_last_setup_and_hall_autosave_are_kept_aside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.hall.autosave import hall_autosave_path, resumable_save
    from rdi_desktop.last_setup import last_setup_path, load_last_setup

    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "data"))
    for path in (last_setup_path(), hall_autosave_path()):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text('{"cut', encoding="utf-8")
    assert load_last_setup({"jett"}, {"human"}, {"standard"}) is None
    assert resumable_save() is None
    for path in (last_setup_path(), hall_autosave_path()):
        assert not path.exists()
        kept = list(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))
        assert len(kept) == 1 and kept[0].read_text("utf-8") == '{"cut'


def test_a_shared_replay_is_written_atomically_and_a_full_disk_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Share (the replay viewer) wrote its own temporary file, without fsync, and left
    it behind when the write failed."""
    from engine.game import new_game
    from engine.replay import Replay
    from engine.simulate import make_setup
    from rdi_desktop.replay import write_share

    game = new_game(make_setup("standard", 2, ["jett", "dale"]), 4)
    replay = Replay(game.state.setup, 4, [])
    monkeypatch.setenv("RDI_FAULT_WRITE", "enospc@shared")
    with pytest.raises(WriteFailed) as got:
        write_share(replay, tmp_path / "out")
    assert got.value.reason == "the disk is full"
    assert list((tmp_path / "out").iterdir()) == [], "no temporary file, no half file"
    monkeypatch.delenv("RDI_FAULT_WRITE")
    path = write_share(replay, tmp_path / "out")
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == 4
    assert _leftovers(tmp_path) == []


def test_no_module_writes_a_file_except_through_the_atomic_writer() -> None:
    """Every file the program writes goes through write_atomic (the Share button
    wrote its own temporary file, without fsync, and left it behind on a failure).
    Allowed: atomic.py itself, the developer's debug log (appended, RDI_DEBUG_LOG),
    the statistics kept aside by a rename; screenshots are asked for on the command
    line (pygame.image.save)."""
    import re

    writes = re.compile(r"\.write_text\(|\.write_bytes\(|open\([^)]*['\"][wax]b?['\"]"
                        r"|os\.replace\(|shutil\.(copy|move)")
    allowed = {"atomic.py", "debuglog.py", "stats.py"}
    root = Path(__file__).resolve().parents[2] / "rdi_desktop"
    found = [f"{p.relative_to(root)}:{i}" for p in sorted(root.rglob("*.py"))
             if p.name not in allowed
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if writes.search(line)]
    assert found == []
