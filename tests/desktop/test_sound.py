"""Sound: the title, a game and the Hall make sound, volume 0 and Mute make none, a
machine without audio plays silently with one log line, a missing sound file is
skipped, M toggles Mute. SDL's ``disk`` audio driver records what the mixer plays
into SDL_DISKAUDIOFILE, so a new process of the game is heard without a sound card."""

from __future__ import annotations

import array
import json
import math
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
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


def test_the_table_plays_music(tmp_path: Path, child_env: dict[str, str]) -> None:
    """Effects off: whatever is heard is the table's music."""
    proc, loud = _run(child_env, tmp_path, ["--autoplay", "--players", "3", "--seed", "5"],
                      {"effects_volume": 0.0})
    assert loud > 1000, proc.stderr


def test_the_hall_plays_music(tmp_path: Path, child_env: dict[str, str]) -> None:
    proc, loud = _run(child_env, tmp_path, ["--autoplay", "--hall", "threes", "--players", "3",
                                            "--seed", "5"], {"effects_volume": 0.0})
    assert loud > 1000, proc.stderr


TITLE = ["--selftest", "title.png"]
TABLE = ["--autoplay", "--players", "3", "--seed", "5"]
HALL = ["--autoplay", "--hall", "threes", "--players", "3", "--seed", "5"]


@pytest.mark.parametrize("args", [TITLE, TABLE, HALL], ids=["title", "table", "hall"])
@pytest.mark.parametrize("settings", [{"volume": 0.0}, {"muted": True},
                                      {"music_volume": 0.0, "effects_volume": 0.0}])
def test_volume_zero_and_mute_are_silent(tmp_path: Path, child_env: dict[str, str],
                                         settings: dict[str, Any], args: list[str]) -> None:
    args = [str(tmp_path / a) if a.endswith(".png") else a for a in args]
    _, loud = _run(child_env, tmp_path, args, settings)
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
        audio.play("win")
        audio.play("win")
        for _ in range(6):
            audio.play("coin")
        audio.music("title")
    assert audio.played == []
    assert sum("win.wav could not be loaded" in r.message for r in caplog.records) == 1
    coins = [r.message.split()[1] for r in caplog.records if "sound coin_" in r.message]
    assert coins and len(coins) == len(set(coins))  # each missing take is said once
    assert any("music music_title" in r.message for r in caplog.records)
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


@pytest.fixture
def audio(headless: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """An Audio on SDL's disk driver (the mixer really plays, into a file)."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(headless / "a.raw"))
    import pygame

    from rdi_desktop import sound
    from rdi_desktop.settings import Settings

    pygame.init()
    a = sound.Audio(Settings())
    assert a.available
    yield a
    a.shutdown()


def _wait_for(cond: Callable[[], bool], audio: Any, seconds: float) -> bool:
    """Update the Audio as the app's frames do until ``cond``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        audio.update()
        if cond():
            return True
        time.sleep(0.02)
    return False


def test_a_table_set_gives_way_to_the_next(audio: Any) -> None:
    import pygame

    from rdi_desktop.sound import TABLE_PIECES

    audio.music("table")
    first = audio.piece
    assert first in TABLE_PIECES and pygame.mixer.music.get_busy()
    pygame.mixer.music.set_pos(pygame.mixer.Sound(_sound_file(first)).get_length() - 0.3)
    nxt = TABLE_PIECES[(TABLE_PIECES.index(first) + 1) % len(TABLE_PIECES)]
    assert _wait_for(lambda: audio.piece == nxt, audio, 5.0), audio.piece
    assert pygame.mixer.music.get_busy()


def test_the_sets_go_round_before_one_repeats(audio: Any) -> None:
    from rdi_desktop.sound import TABLE_PIECES

    audio.music("table")
    heard = [audio.piece]
    for _ in range(len(TABLE_PIECES) - 1):
        audio.piece, ended = "", audio.piece  # as if the set had run out
        audio._table_turn = TABLE_PIECES.index(ended) + 1
        audio._follow()
        heard.append(audio.piece)
    assert sorted(heard) == sorted(TABLE_PIECES)


def test_tension_swaps_the_set_and_the_table_moves_on_after(audio: Any) -> None:
    from rdi_desktop.sound import TABLE_PIECES

    audio.music("table")
    first = audio.piece
    audio.set_tension(True)
    assert audio.piece == "music_tension"
    audio.set_tension(False)
    assert audio.piece == TABLE_PIECES[(TABLE_PIECES.index(first) + 1) % len(TABLE_PIECES)]
    audio.music("hall")
    assert audio.piece == "music_hall"
    audio.set_tension(True)  # the Hall keeps its own piece
    assert audio.piece == "music_hall"


def test_music_ducks_under_an_important_effect(audio: Any,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from rdi_desktop import sound

    audio.music("title")
    full = pygame.mixer.music.get_volume()
    audio.play("card")
    assert pygame.mixer.music.get_volume() == pytest.approx(full, abs=0.01)
    audio.play("pass_out")
    assert pygame.mixer.music.get_volume() == pytest.approx(full * sound.DUCK_LEVEL, abs=0.02)
    later = time.monotonic() + 5.0
    monkeypatch.setattr(sound.time, "monotonic", lambda: later)
    audio.update()
    assert pygame.mixer.music.get_volume() == pytest.approx(full, abs=0.01)


def test_takes_vary_never_repeat_and_leave_the_games_rng_alone(audio: Any) -> None:
    import random

    state = random.getstate()
    picks = [audio._file("card") for _ in range(200)]
    assert random.getstate() == state
    assert all(a != b for a, b in zip(picks, picks[1:]))
    assert set(picks) == {f"card_{k}.wav" for k in (1, 2, 3, 4)}


def test_an_effect_fires_at_most_a_few_times_a_second(audio: Any) -> None:
    from rdi_desktop import sound

    t0 = time.monotonic()
    while time.monotonic() - t0 < 1.0:
        audio.play("coin")
        time.sleep(0.01)
    assert 1 <= audio.played.count("coin") <= math.ceil(1.0 / sound.REPEAT_GAP) + 1
    assert sound.REPEAT_GAP >= 0.2


def test_tension_follows_the_table() -> None:
    from rdi_desktop.event_sounds import LARGE_POT, ONE_DRINK, table_tension

    calm = {"players": [{"fortitude": 20, "alcohol": 0, "out": None}] * 3, "pot": 0}
    assert not table_tension(calm)
    close = {"players": [{"fortitude": 12, "alcohol": 12 - ONE_DRINK, "out": None}], "pot": 0}
    assert table_tension(close)
    assert not table_tension({"players": [dict(close["players"][0], out="passed_out")]})
    far = {"players": [{"fortitude": 12, "alcohol": 12 - ONE_DRINK - 1, "out": None}]}
    assert not table_tension(far)
    assert table_tension(dict(calm, pot=LARGE_POT))
    assert not table_tension(dict(calm, pot=LARGE_POT - 1))


def test_the_ending_sting_is_the_players() -> None:
    from rdi_desktop.event_sounds import ending_sting

    assert ending_sting((0,), [0]) == "victory"
    assert ending_sting((2,), [0]) == "defeat"
    assert ending_sting((2,), [0, 2]) == "victory"  # hot seat: someone at the screen won
    assert ending_sting((1,), []) == "victory"  # all AI


def test_a_sting_stops_the_music_and_plays(audio: Any) -> None:
    import pygame

    audio.music("table")
    audio.sting("defeat")
    assert audio.piece == "" and not pygame.mixer.music.get_busy()
    assert audio.played[-1] == "sting_defeat"


def _sound_file(piece: str) -> str:
    from rdi_desktop.sound import SOUND_DIR

    return str(REPO / SOUND_DIR / f"{piece}.ogg")


def test_the_readme_lists_every_event_that_has_a_sound() -> None:
    import rdi_desktop.mats  # noqa: F401  (mat files register their kinds' sounds)
    from rdi_desktop.event_sounds import EVENT_SOUNDS, TYPE_SOUNDS
    from rdi_desktop.plugins import load_all as load
    from rdi_desktop.sound import EFFECTS, STINGS

    load()
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Sound and music"):text.index("## Building the executable")]
    for name in [*EVENT_SOUNDS, "drink_drunk", "gold_moved", "gambling_ended", *TYPE_SOUNDS,
                 *EFFECTS, *STINGS.values()]:
        assert f"`{name}`" in section, name
