"""Sound: effects and music loops from ``assets/sound/`` (``tools/build_sound.py``).

One :class:`Audio` per app, used from the main thread only. Loudness is
``volume`` (master) x ``music_volume`` or ``effects_volume`` from the settings;
``muted`` (the M key, or Settings) silences both. Music that is silenced is
stopped, not just turned down, so a muted game writes nothing but silence. A machine
without an audio device plays silently and says so once in the log; a missing or
unreadable sound file is logged once and skipped: the game never stops for sound.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from rdi_desktop.resources import resource_path

log = logging.getLogger(__name__)

SOUND_DIR = "assets/sound"
#: the effects tools/build_sound.py makes (a name not here is a programming error)
EFFECTS = ("card", "button", "drink_light", "drink_strong", "coin", "pot", "win",
           "pass_out", "brawl", "crawl", "sea", "handover")
MUSIC = ("title", "table", "hall")
#: the same effect is not restarted within this many seconds
REPEAT_GAP = 0.06


class Audio:
    """The mixer, the loaded effects and the music playing now."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.available = self._start()
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.track = ""  # the music wanted (kept while muted, to resume)
        self._playing = ""  # the music actually playing
        self.played: list[str] = []  # effects started (tests read it)
        self._last: dict[str, float] = {}  # effect -> when it last started

    @staticmethod
    def _start() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=1024)
        except (pygame.error, NotImplementedError) as exc:
            log.warning("no audio device (%s): the game plays silently", exc)
            return False
        return True

    # -- loudness ------------------------------------------------------------
    def _level(self, part: str) -> float:
        st = self.settings
        if st.muted:
            return 0.0
        return max(0.0, min(1.0, float(st.volume) * float(getattr(st, part))))

    def apply(self) -> None:
        """Follow the settings now (a slider moved, Mute toggled)."""
        if not self.available or not pygame.mixer.get_init():
            return
        level = self._level("music_volume")
        if level <= 0.0:
            self._stop_music()
        elif self.track and self._playing != self.track:
            self.music(self.track)
        else:
            pygame.mixer.music.set_volume(level)

    def toggle_mute(self) -> bool:
        self.settings.muted = not self.settings.muted
        self.apply()
        return bool(self.settings.muted)

    # -- effects -----------------------------------------------------------------
    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(resource_path(
                    f"{SOUND_DIR}/{name}.wav")))
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.warning("sound %s could not be loaded (%s); skipping it", name, exc)
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str) -> None:
        """Start effect ``name`` (silently nothing when muted, at 0 or without audio)."""
        level = self._level("effects_volume")
        if not self.available or level <= 0.0 or not pygame.mixer.get_init():
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < REPEAT_GAP:
            return  # a burst (instant play, many coins) sounds once, not as a buzz
        snd = self._sound(name)
        if snd is None:
            return
        self._last[name] = now
        snd.set_volume(level)
        snd.play()
        self.played.append(name)

    # -- music -------------------------------------------------------------------
    def music(self, name: str) -> None:
        """Loop music ``name`` (title, table, hall); the same track keeps playing."""
        self.track = name
        if not self.available or not pygame.mixer.get_init():
            return
        level = self._level("music_volume")
        if level <= 0.0:
            self._stop_music()
            return
        if self._playing != name:
            try:
                pygame.mixer.music.load(str(resource_path(f"{SOUND_DIR}/music_{name}.wav")))
                pygame.mixer.music.play(-1)
            except (pygame.error, OSError) as exc:
                log.warning("music %s could not be played (%s)", name, exc)
                self._playing = ""
                return
            self._playing = name
        pygame.mixer.music.set_volume(level)

    def _stop_music(self) -> None:
        if self._playing and pygame.mixer.get_init():
            pygame.mixer.music.stop()
        self._playing = ""

    def shutdown(self) -> None:
        """Stop and close the mixer (it may already be closed by ``pygame.quit``)."""
        if self.available:
            self._stop_music()
            if pygame.mixer.get_init():
                pygame.mixer.quit()
            self.available = False
