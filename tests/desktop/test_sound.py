"""Sound (issue 30): the title and a game make sound, volume 0 and Mute make none, a
machine without audio plays silently with one log line, a missing sound file is
skipped, M toggles Mute. SDL's ``disk`` audio driver records what the mixer plays
into SDL_DISKAUDIOFILE, so a new process of the game is heard without a sound card."""

from __future__ import annotations

import array
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rdi_desktop.event_sounds import sound_for

REPO = Path(__file__).resolve().parents[2]


def _run(env: dict[str, str], tmp: Path, args: list[str], settings: dict[str, Any]
         ) -> tuple[subprocess.CompletedProcess[str], int]:
    """Run the game with the disk audio driver; (process, non-zero samples written)."""
    data = Path(env["RDI_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    (data / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    out = tmp / "audio.raw"
    out.unlink(missing_ok=True)
    env = dict(env, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out))
    proc = subprocess.run([sys.executable, "-m", "rdi_desktop", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    samples = array.array("h", out.read_bytes()[: len(out.read_bytes()) // 2 * 2])
    return proc, sum(1 for v in samples if v)


def test_title_plays_its_music(tmp_path: Path, child_env: dict[str, str]) -> None:
    _, loud = _run(child_env, tmp_path, ["--selftest", str(tmp_path / "t.png")], {})
    assert loud > 1000


@pytest.mark.parametrize("settings", [{"volume": 0.0}, {"muted": True},
                                      {"music_volume": 0.0, "effects_volume": 0.0}])
def test_volume_zero_and_mute_are_silent(tmp_path: Path, child_env: dict[str, str],
                                         settings: dict[str, Any]) -> None:
    _, loud = _run(child_env, tmp_path, ["--autoplay", "--players", "3", "--seed", "5"],
                   settings)
    assert loud == 0


def test_a_game_makes_sound_effects(tmp_path: Path, child_env: dict[str, str]) -> None:
    """Music off: whatever is heard is the table's effects."""
    _, loud = _run(child_env, tmp_path, ["--autoplay", "--players", "3", "--seed", "5"],
                   {"music_volume": 0.0})
    assert loud > 1000


def test_no_audio_device_plays_silently_and_says_so_once(
        tmp_path: Path, child_env: dict[str, str]) -> None:
    env = dict(child_env, SDL_AUDIODRIVER="no-such-driver")
    proc = subprocess.run([sys.executable, "-m", "rdi_desktop", "--autoplay", "--players", "2",
                           "--seed", "2"], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("no audio device") == 1, proc.stderr


def test_sounds_follow_what_happens() -> None:
    light = {"kind": "drink_drunk", "player": 0, "card": "light-ale", "alcohol": 1}
    strong = {"kind": "drink_drunk", "player": 0, "card": "dwarven-firewater", "alcohol": 5}
    assert sound_for(light) == "drink_light"
    assert sound_for(strong) == "drink_strong"
    assert sound_for({"kind": "gold_moved", "frm": 1, "to": "pot", "amount": 1}) == "pot"
    assert sound_for({"kind": "gold_moved", "frm": 1, "to": "inn", "amount": 1}) == "coin"
    assert sound_for({"kind": "gambling_ended", "winner": 2, "amount": 4}) == "win"
    assert sound_for({"kind": "player_out", "player": 1, "why": "passed_out"}) == "pass_out"
    assert sound_for({"kind": "crawled", "player": 1}) == "crawl"
    assert sound_for({"kind": "sea_event", "card": "x"}) == "sea"
    assert sound_for({"kind": "card_played", "player": 0, "card": "i-raise"}) == "card"
    assert sound_for({"kind": "cards_drawn", "player": 0}) == ""


def test_a_kit_card_type_has_its_sound() -> None:
    from engine.cards import cards

    brawler = next(c.id for c in cards().cards.values() if c.type == "brawler")
    assert sound_for({"kind": "revealed", "card": brawler, "why": "brawler"}) == "brawl"
    assert sound_for({"kind": "revealed", "card": "light-ale"}) == ""


def test_missing_sound_file_is_logged_and_skipped(
        headless: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(headless / "a.raw"))
    import pygame

    from rdi_desktop import sound
    from rdi_desktop.settings import Settings

    pygame.init()
    audio = sound.Audio(Settings())
    assert audio.available
    monkeypatch.setattr(sound, "SOUND_DIR", str(headless / "nowhere"))
    with caplog.at_level("WARNING"):
        audio.play("coin")
        audio.play("coin")
        audio.music("title")
    assert audio.played == []
    assert sum("coin could not be loaded" in r.message for r in caplog.records) == 1
    assert any("music title" in r.message for r in caplog.records)
    audio.shutdown()


def test_m_key_toggles_mute_and_settings_follow(headless: Path) -> None:
    import pygame

    from rdi_desktop.app import App
    from rdi_desktop.settings import Settings, settings_path

    app = App(size=(1024, 720), settings=Settings())
    try:
        app.open_scene("settings")
        app.running = True
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0,
                                             unicode="m", scancode=0))
        app.step(0.016)
        assert app.settings.muted
        assert json.loads(settings_path().read_text())["muted"] is True
        assert app.top is not None
        app.top.update(0.016)
        assert app.top.w["muted"].text == "On"  # type: ignore[attr-defined]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0,
                                             unicode="m", scancode=0))
        app.step(0.016)
        assert not app.settings.muted
    finally:
        app.shutdown()
