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


def _installed_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point resources at a site-packages-like folder: the package with its packed
    ``assets/`` (as the wheel has it), no pyproject.toml beside it."""
    package = tmp_path / "site-packages" / "rdi_desktop"
    (package / "assets" / "fonts").mkdir(parents=True)
    (package / "assets" / "theme.json").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(resources, "_PACKAGE", package)
    monkeypatch.setattr(resources, "_PACKED_ASSETS", package / "assets")
    return package


def test_installed_wheel_reads_its_packed_assets(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    package = _installed_layout(tmp_path, monkeypatch)
    assert not resources.in_source_tree()
    assert resources.assets_dir() == package / "assets"
    assert resource_path("assets/theme.json") == package / "assets" / "theme.json"
    assert resource_path("assets/theme.json").is_file()


def test_engine_data_is_found_beside_the_engine_package() -> None:
    import engine

    engine_dir = Path(engine.__file__).resolve().parent
    assert resource_path("engine/data/cards") == engine_dir / "data" / "cards"
    assert resource_path("engine/data/cards/drinks.toml").is_file()


def test_installed_wheel_saves_in_the_user_data_folder(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Installed, saves and settings go to the platform's user data folder, never
    beside the code in site-packages."""
    import platformdirs

    from rdi_desktop.settings import settings_path

    package = _installed_layout(tmp_path, monkeypatch)
    monkeypatch.delenv("RDI_DATA_DIR", raising=False)
    user = tmp_path / "Zoë Müller" / "Application Data"
    monkeypatch.setattr(platformdirs, "user_data_dir",
                        lambda appname, appauthor=None, **kw: str(user / appname))
    assert save_dir() == user / saves.APP_NAME / "saves"
    assert save_dir().is_dir()
    assert settings_path() == user / saves.APP_NAME / "settings.json"
    assert not (package.parent / "saves").exists()


def test_every_bundled_file_is_found_through_resources() -> None:
    """No module of the app finds files by its own ``__file__`` or opens a literal
    ``assets/...`` path itself (either breaks in the wheel or the frozen build): the
    modules that name an asset get its path from resource_path."""
    import ast

    package = REPO / "rdi_desktop"
    for path in package.rglob("*.py"):
        if path.name == "resources.py":
            continue
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        assert "__file__" not in names, f"{path}: use rdi_desktop.resources, not __file__"
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and n.body and isinstance(n.body[0], ast.Expr)}
        literal = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
                   and isinstance(n.value, str) and n.value.startswith("assets/")
                   and id(n) not in docstrings]
        if literal:
            assert "resource_path" in names, f"{path} names {literal} without resource_path"
