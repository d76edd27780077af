"""resource_path() and save_dir(): from source and frozen (PyInstaller)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rdi_desktop import resources, saves
from rdi_desktop.resources import resource_path
from rdi_desktop.saves import save_dir

REPO = Path(__file__).resolve().parents[2]


def test_resource_path_from_source_is_repo_root() -> None:
    assert resources.base_dir() == REPO
    assert resource_path("assets/theme.json") == REPO / "assets" / "theme.json"
    assert resource_path("assets/theme.json").is_file()
    assert resource_path(Path("assets") / "fonts").is_dir()


def test_resource_path_absolute_passes_through(tmp_path: Path) -> None:
    assert resource_path(tmp_path) == tmp_path


def test_resource_path_frozen_uses_meipass(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.is_frozen()
    assert resource_path("assets/theme.json") == tmp_path / "assets" / "theme.json"


def test_bundled_fonts_and_licences_exist() -> None:
    from rdi_desktop.fonts import FONT_FILES

    for styles in FONT_FILES.values():
        for rel in styles.values():
            path = resource_path(rel)
            assert path.is_file(), rel
            assert (path.parent / "LICENSE").is_file(), f"no licence beside {rel}"


def test_save_dir_from_source_is_repo_saves(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RDI_DATA_DIR", raising=False)
    assert save_dir() == REPO / "saves"
    assert save_dir().is_dir()


def test_save_dir_frozen_uses_user_data_dir(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv("RDI_DATA_DIR", raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    calls: list[str] = []

    def fake_user_data_dir(appname: str, appauthor: object = None, **kw: object) -> str:
        calls.append(appname)
        return str(tmp_path / "userdata" / appname)

    monkeypatch.setattr(platformdirs, "user_data_dir", fake_user_data_dir)
    path = save_dir()
    assert calls == [saves.APP_NAME]
    assert path == tmp_path / "userdata" / saves.APP_NAME / "saves"
    assert path.is_dir()  # created if missing


def test_save_dir_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path / "x"))
    assert save_dir() == tmp_path / "x" / "saves"
    assert save_dir().is_dir()
