"""The version (pyproject.toml's, issue 35) is printed by ``rdi-desktop --version``
and shown on the title screen."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

REPO = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def test_version_flag_prints_pyprojects_version(tmp_path: Path,
                                                child_env: dict[str, str]) -> None:
    proc = subprocess.run([sys.executable, "-m", "rdi_desktop", "--version"], cwd=tmp_path,
                          env=child_env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"rdi-desktop {VERSION}"


def test_title_screen_shows_the_version(headless: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.scenes import title

    pygame.init()
    assert title.version_label() == f"version {VERSION}"
    shown = title.TavernBackdrop((1280, 720))
    corner = shown.version_rect
    assert corner.width > 40 and pygame.Rect(0, 0, 1280, 720).contains(corner)
    monkeypatch.setattr(title, "__version__", "9.99.999-other")
    other = title.TavernBackdrop((1280, 720))
    differ = [(x, y) for x in range(corner.left, corner.right)
              for y in range(corner.top, corner.bottom)
              if shown.static.get_at((x, y)) != other.static.get_at((x, y))]
    assert len(differ) > 20, "the version's corner does not change with the version"


def test_the_version_follows_the_text_size(headless: Path) -> None:
    """At 150% the version line is at least 1.4x as high as at 100%, still in the
    window's corner and clear of the menu's buttons."""
    from tests.desktop.ui_driver import make_app

    got = {}
    for scale in (1.0, 1.5):
        app = make_app((1280, 720), scale)
        try:
            corner = app.top.backdrop.version_rect
            assert pygame.Rect(0, 0, 1280, 720).contains(corner)
            panel = app.top.panel.get_abs_rect()
            assert not corner.colliderect(panel), (scale, corner, panel)
            got[scale] = corner.h
        finally:
            app.shutdown()
    assert got[1.5] >= 1.4 * got[1.0]
