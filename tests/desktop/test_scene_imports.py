"""A scene module that fails to import is loud (issue 14)."""

from __future__ import annotations

import logging

import pytest

from rdi_desktop import scenes


def test_strict_mode_is_on_for_the_tests() -> None:
    assert scenes.strict_scenes()


def test_a_broken_scene_module_raises_under_strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenes, "SCENE_MODULES", ["rdi_desktop.scenes.no_such_screen"])
    with pytest.raises(ModuleNotFoundError):
        scenes.load_scene_modules()


def test_for_a_player_it_is_logged_and_recorded(monkeypatch: pytest.MonkeyPatch,
                                                caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("RDI_STRICT_SCENES", "0")
    monkeypatch.setattr(scenes, "SCENE_MODULES", ["rdi_desktop.scenes.no_such_screen"])
    monkeypatch.setattr(scenes, "SCENE_IMPORT_ERRORS", {})
    with caplog.at_level(logging.ERROR):
        scenes.load_scene_modules()
    assert "rdi_desktop.scenes.no_such_screen" in scenes.SCENE_IMPORT_ERRORS
    assert "could not import scene module" in caplog.text
