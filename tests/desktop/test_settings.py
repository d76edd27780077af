"""Settings: JSON round trip; a corrupt file gives defaults and a warning."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from rdi_desktop.settings import Settings, settings_path


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path))


def test_settings_file_sits_next_to_saves(tmp_path: Path) -> None:
    assert settings_path() == tmp_path / "settings.json"
    assert (tmp_path / "saves").is_dir()


def test_missing_file_gives_defaults_silently() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert Settings.load() == Settings()


def test_round_trip() -> None:
    s = Settings(animation_speed=2.0, ui_scale=1.25, fullscreen=True, volume=0.3,
                 auto_pass=True, confirm_pass_drink=False)
    path = s.save()
    assert json.loads(path.read_text())["volume"] == 0.3
    assert Settings.load() == s


@pytest.mark.parametrize("content", ["{not json", "", "[1, 2]", "\x00\xff", '"text"'])
def test_corrupt_file_gives_defaults_and_a_warning(content: str) -> None:
    settings_path().write_text(content, encoding="utf-8", errors="surrogateescape")
    with pytest.warns(RuntimeWarning, match="settings"):
        assert Settings.load() == Settings()


def test_bad_fields_fall_back_and_ranges_clamp() -> None:
    settings_path().write_text(json.dumps(
        {"volume": "loud", "fullscreen": 1, "animation_speed": 99, "ui_scale": 0.1,
         "auto_pass": True, "unknown_key": 5}
    ))
    with pytest.warns(RuntimeWarning):
        s = Settings.load()
    assert s.volume == Settings().volume
    assert s.fullscreen is False
    assert s.animation_speed == 4.0
    assert s.ui_scale == 0.75
    assert s.auto_pass is True
