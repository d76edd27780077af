"""The Linux desktop entry and its installer script (issue 35), in a home folder whose
path has spaces and non-ASCII letters, as a player would run it from the unzipped build."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from rdi_desktop.emblem import write_icons

REPO = Path(__file__).resolve().parents[2]
LINUX = REPO / "packaging" / "linux"

pytestmark = pytest.mark.skipif(os.name == "nt", reason="a POSIX shell script (Linux builds)")


def _entry(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(text)
    return parser["Desktop Entry"]


def test_the_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = _entry((LINUX / "rdi-desktop.desktop").read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"] == "rdi-desktop" and entry["Icon"] == "rdi-desktop"
    assert entry["Name"] == "The Red Dragon Inn"
    assert "Game" in entry["Categories"].split(";")


def _unzipped_build(folder: Path) -> Path:
    """What the Linux zip holds beside the program (the spec copies these)."""
    folder.mkdir(parents=True)
    program = folder / "rdi-desktop"
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    shutil.copy2(write_icons(folder.parent / "icons")["png"], folder / "rdi-desktop.png")
    for name in ("rdi-desktop.desktop", "install-desktop-entry.sh"):
        shutil.copy2(LINUX / name, folder / name)
    return folder


def _install(folder: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    return subprocess.run(["sh", str(folder / "install-desktop-entry.sh")], env=env,
                          capture_output=True, text=True, timeout=60)


def test_installing_the_entry_points_the_menu_at_the_unzipped_folder(tmp_path: Path) -> None:
    folder = _unzipped_build(tmp_path / "Zoë's apps" / "rdi-desktop")
    home = tmp_path / "home of José"
    proc = _install(folder, home)
    assert proc.returncode == 0, proc.stderr
    data = home / ".local" / "share"
    entry = _entry((data / "applications" / "rdi-desktop.desktop").read_text(encoding="utf-8"))
    assert entry["Exec"] == f'"{folder}/rdi-desktop"'
    assert entry["Icon"] == "rdi-desktop"
    icon = data / "icons" / "hicolor" / "512x512" / "apps" / "rdi-desktop.png"
    assert icon.read_bytes() == (folder / "rdi-desktop.png").read_bytes()


def test_a_folder_a_menu_entry_cannot_name_is_refused_in_words(tmp_path: Path) -> None:
    folder = _unzipped_build(tmp_path / "price $5" / "rdi-desktop")
    home = tmp_path / "home"
    proc = _install(folder, home)
    assert proc.returncode == 1
    assert "move the folder" in proc.stderr
    assert not (home / ".local").exists(), "nothing is written when it refuses"


def test_a_missing_icon_is_said(tmp_path: Path) -> None:
    folder = _unzipped_build(tmp_path / "apps" / "rdi-desktop")
    (folder / "rdi-desktop.png").unlink()
    proc = _install(folder, tmp_path / "home")
    assert proc.returncode == 1 and "rdi-desktop.png is missing" in proc.stderr
