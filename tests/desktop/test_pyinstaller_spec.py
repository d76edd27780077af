"""The PyInstaller spec's per-platform branches, by a dry run on any platform (issue 35).

pyinstaller.spec is evaluated the way PyInstaller does (``exec`` with its globals),
with the PyInstaller API stubbed to record what the spec asks for and
``sys.platform`` set to each desktop's value. The real Linux build is
test_pyinstaller_build.py; Windows and macOS builds run only in the release workflow.
"""

from __future__ import annotations

import os
import stat
import sys
import tomllib
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

REPO = Path(__file__).resolve().parents[2]
SPEC = REPO / "pyinstaller.spec"
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


@dataclass
class Build:
    """What one evaluation of the spec asked PyInstaller for."""

    calls: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    dist: Path = Path()

    def one(self, kind: str) -> dict[str, Any]:
        assert len(self.calls.get(kind, [])) == 1, f"{kind}: {self.calls.get(kind)}"
        return self.calls[kind][0]


def _stub_pyinstaller(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda package: [(f"/site/{package}/data/theme.json",  # type: ignore[attr-defined]
                                                 f"{package}/data")]
    hooks.collect_submodules = lambda package: [  # type: ignore[attr-defined]
        package, f"{package}.emblem", f"{package}.app"]
    monkeypatch.setitem(sys.modules, "PyInstaller", types.ModuleType("PyInstaller"))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils", types.ModuleType("PyInstaller.utils"))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)


def dry_run(platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Build:
    """Evaluate pyinstaller.spec as if on ``platform`` (a ``sys.platform`` value)."""
    build = Build(dist=tmp_path / "dist")

    def recorder(kind: str) -> Any:
        def call(*args: Any, **kwargs: Any) -> types.SimpleNamespace:
            build.calls.setdefault(kind, []).append({"args": args, **kwargs})
            return types.SimpleNamespace(kind=kind, pure=[], scripts=[], binaries=[],
                                         datas=kwargs.get("datas", []))
        return call

    _stub_pyinstaller(monkeypatch)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts ROOT in front
    namespace = {"SPECPATH": str(REPO), "DISTPATH": str(build.dist),
                 "workpath": str(tmp_path / "work"), "os": os,
                 **{k: recorder(k) for k in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}}
    code = compile(SPEC.read_bytes(), str(SPEC), "exec")
    monkeypatch.setattr(sys, "platform", platform)
    exec(code, namespace)
    monkeypatch.undo()
    return build


@pytest.mark.parametrize("platform, icon_kind", [("linux", "PNG"), ("win32", "ICO"),
                                                 ("darwin", "ICNS")])
def test_every_platform_gets_a_windowed_build_with_its_icon(
        platform: str, icon_kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = dry_run(platform, tmp_path, monkeypatch)
    exe = build.one("EXE")
    assert exe["console"] is False and exe["name"] == "rdi-desktop"
    with Image.open(exe["icon"]) as icon:
        assert icon.format == icon_kind
        assert icon.size[0] >= 256
    assert build.one("COLLECT")["name"] == "rdi-desktop"


def test_macos_makes_the_app_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = dry_run("darwin", tmp_path, monkeypatch).one("BUNDLE")
    assert bundle["args"][0].kind == "COLLECT"
    assert bundle["name"] == "Red Dragon Inn.app"
    assert bundle["icon"].endswith(".icns")
    assert bundle["info_plist"]["CFBundleShortVersionString"] == VERSION
    assert bundle["bundle_identifier"]


@pytest.mark.parametrize("platform", ["linux", "win32"])
def test_no_app_bundle_elsewhere(platform: str, tmp_path: Path,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    assert "BUNDLE" not in dry_run(platform, tmp_path, monkeypatch).calls


def test_linux_puts_the_desktop_entry_and_icon_beside_the_program(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = dry_run("linux", tmp_path, monkeypatch).dist / "rdi-desktop"
    with Image.open(folder / "rdi-desktop.png") as icon:
        assert icon.format == "PNG" and icon.size == (512, 512)
    entry = (folder / "rdi-desktop.desktop").read_text(encoding="utf-8")
    assert "Icon=rdi-desktop\n" in entry and "Exec=rdi-desktop\n" in entry
    assert (folder / "install-desktop-entry.sh").stat().st_mode & stat.S_IXUSR


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_the_linux_files_stay_out_of_other_builds(platform: str, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert not (dry_run(platform, tmp_path, monkeypatch).dist / "rdi-desktop").exists()


def test_every_bundled_file_and_the_version_travel(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """All of assets/ and engine/data (any file type), and pyproject.toml, whose
    version the frozen program reads (engine/version.py)."""
    datas = dry_run("win32", tmp_path, monkeypatch).one("Analysis")["datas"]
    bundled = {(Path(src).resolve(), Path(dest)) for src, dest in datas}
    assert (REPO / "pyproject.toml", Path(".")) in bundled
    for folder in ("assets", "engine/data"):
        for path in (REPO / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                want = (path.resolve(), path.parent.relative_to(REPO))
                assert want in bundled, f"{path} is not bundled"


def test_the_icon_drawer_and_pillow_stay_out_of_the_build(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """rdi_desktop.emblem runs at build time only; bundled, it would pull in Pillow
    (~19 MB unzipped), which the program never uses."""
    analysis = dry_run("linux", tmp_path, monkeypatch).one("Analysis")
    assert "rdi_desktop.emblem" not in analysis["hiddenimports"]
    assert "rdi_desktop.app" in analysis["hiddenimports"]
    assert {"rdi_desktop.emblem", "PIL"} <= set(analysis["excludes"])
