"""Sound: effects and music from ``assets/sound/`` (``tools/build_sound.py`` makes the
effects, ``tools/build_music.py`` renders the music).

One :class:`Audio` per app, used from the main thread only. Loudness is
``volume`` (master) x ``music_volume`` or ``effects_volume`` from the settings;
``muted`` (the M key, or Settings) silences both. Music that is silenced is
stopped, not just turned down, so a muted game writes nothing but silence. A machine
without an audio device plays silently and says so once in the log; a missing or
unreadable sound file is logged once and skipped: the game never stops for sound.

Music follows a *mood*: the title and the Hall loop their own piece; the table plays
its sets one after another (each ends and gives way to the next, so none comes round
again within ten minutes); ``tension`` (a player one Drink from passing out, a big
pot) swaps the table's set for the tension piece until it passes. The frequent
effects have several takes, picked at random (never the same take twice running),
and the music ducks under the effects a player must not miss.
"""

from __future__ import annotations

import logging
import random
import time
from typing import Any

import pygame

from rdi_desktop.resources import resource_path

log = logging.getLogger(__name__)

SOUND_DIR = "assets/sound"
#: effect -> its takes (``card_1.wav``...; one take: ``<name>.wav``); a name not here
#: is a programming error
EFFECTS: dict[str, int] = {"card": 4, "coin": 4, "drink_light": 3, "drink_strong": 3,
                           "pot": 3, "button": 1, "win": 1, "pass_out": 1, "brawl": 1,
                           "crawl": 1, "sea": 1, "handover": 1}
#: the table's sets, played in this order round and round (from a random one)
TABLE_PIECES = ("music_table_jig", "music_table_reel", "music_table_air",
                "music_table_hornpipe")
#: mood -> the pieces it plays (one piece: looped); any other mood (the game-over
#: screen's) is no music, so the ending's sting is heard alone
MUSIC: dict[str, tuple[str, ...]] = {"title": ("music_title",), "table": TABLE_PIECES,
                                     "tension": ("music_tension",), "hall": ("music_hall",)}
STINGS = {"victory": "sting_victory", "defeat": "sting_defeat"}
#: effects the music ducks under (to this share of its level) while they sound
DUCKED = frozenset({"win", "pass_out", "brawl", "crawl", "sea", "handover"})
DUCK_LEVEL = 0.35
#: the same effect starts at most this often (s): a burst of coins is one sound
REPEAT_GAP = 0.25
FADE_MS = 700  # a change of music fades in over this long


class Audio:
    """The mixer, the loaded effects and the music playing now."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.available = self._start()
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.track = ""  # the mood wanted (kept while muted, to resume)
        self.tension = False
        self.piece = ""  # the piece actually playing ('' when none)
        self.played: list[str] = []  # effects started (tests read it)
        self._last: dict[str, float] = {}  # effect -> when it last started
        self._take: dict[str, int] = {}  # effect -> the take played last
        #: sound's own randomness (takes, the first table set): never the game's RNG
        self._rng = random.Random()
        self._table_turn = self._rng.randrange(len(TABLE_PIECES))
        self._duck_until = 0.0

    @staticmethod
    def _start() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=1024)
        except (pygame.error, NotImplementedError) as exc:
            log.warning("no audio device (%s): the game plays silently", exc)
            return False
        return True

    def _ready(self) -> bool:
        return self.available and bool(pygame.mixer.get_init())

    # -- loudness ------------------------------------------------------------
    def _level(self, part: str) -> float:
        st = self.settings
        if st.muted:
            return 0.0
        return max(0.0, min(1.0, float(st.volume) * float(getattr(st, part))))

    def _music_level(self) -> float:
        duck = DUCK_LEVEL if time.monotonic() < self._duck_until else 1.0
        return self._level("music_volume") * duck

    def apply(self) -> None:
        """Follow the settings now (a slider moved, Mute toggled)."""
        if not self._ready():
            return
        if self._level("music_volume") <= 0.0:
            self._stop_music()
        elif self.track and not self.piece:
            self.music(self.track)
        else:
            pygame.mixer.music.set_volume(self._music_level())

    def toggle_mute(self) -> bool:
        self.settings.muted = not self.settings.muted
        self.apply()
        return bool(self.settings.muted)

    def update(self) -> None:
        """Once a frame (at least every 0.1 s, idle or not): the music comes back up
        when a ducking effect is over, and a table set that has ended gives way to the
        next. (Polled, not a mixer end event: pygame's custom event numbers start over
        after ``pygame.quit`` and could then be pygame_gui's.)"""
        if not self._ready():
            return
        if self._duck_until and time.monotonic() >= self._duck_until:
            self._duck_until = 0.0
            if self.piece:
                pygame.mixer.music.set_volume(self._music_level())
        if self.piece in TABLE_PIECES and not pygame.mixer.music.get_busy():
            self._table_turn = TABLE_PIECES.index(self.piece) + 1
            self.piece = ""
            self._follow()

    # -- effects -----------------------------------------------------------------
    def _sound(self, file: str) -> pygame.mixer.Sound | None:
        if file not in self._sounds:
            try:
                self._sounds[file] = pygame.mixer.Sound(str(resource_path(
                    f"{SOUND_DIR}/{file}")))
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.warning("sound %s could not be loaded (%s); skipping it", file, exc)
                self._sounds[file] = None
        return self._sounds[file]

    def _file(self, name: str) -> str:
        """The take of ``name`` to play: random, never the one played just before."""
        takes = EFFECTS[name]
        if takes == 1:
            return f"{name}.wav"
        choices = [k for k in range(takes) if k != self._take.get(name)]
        k = self._rng.choice(choices)
        self._take[name] = k
        return f"{name}_{k + 1}.wav"

    def play(self, name: str) -> None:
        """Start effect ``name`` (silently nothing when muted, at 0 or without audio)."""
        level = self._level("effects_volume")
        if not self._ready() or level <= 0.0:
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < REPEAT_GAP:
            return  # a burst (instant play, many coins) sounds once, not as a buzz
        snd = self._sound(self._file(name))
        if snd is None:
            return
        self._last[name] = now
        snd.set_volume(level)
        snd.play()
        self.played.append(name)
        if name in DUCKED:
            self._duck(snd.get_length())

    def _duck(self, seconds: float) -> None:
        self._duck_until = max(self._duck_until, time.monotonic() + seconds + 0.15)
        if self.piece:
            pygame.mixer.music.set_volume(self._music_level())

    def sting(self, which: str) -> None:
        """The end of a game: the music stops and the victory or defeat sting plays."""
        self._stop_music()
        self.track = ""
        level = self._level("music_volume")
        if not self._ready() or level <= 0.0:
            return
        snd = self._sound(f"{STINGS[which]}.ogg")
        if snd is not None:
            snd.set_volume(level)
            snd.play()
            self.played.append(STINGS[which])

    # -- music -------------------------------------------------------------------
    def music(self, mood: str) -> None:
        """Play mood ``mood`` (title, table, hall); the piece playing for it keeps on."""
        self.track = mood
        self._follow()

    def set_tension(self, tense: bool) -> None:
        """The table's tension rises or falls (the table scene asks every frame)."""
        if tense != self.tension:
            self.tension = tense
            self._follow()

    def _wanted(self) -> str:
        """The piece the mood asks for now (the table's current set, or the tension)."""
        mood = "tension" if self.track == "table" and self.tension else self.track
        if mood == "table":
            if self.piece in TABLE_PIECES:
                return self.piece
            return TABLE_PIECES[self._table_turn % len(TABLE_PIECES)]
        return MUSIC[mood][0] if mood in MUSIC else ""

    def _follow(self) -> None:
        if not self._ready():
            return
        if self._level("music_volume") <= 0.0:
            self._stop_music()
            return
        wanted = self._wanted()
        if self.piece in TABLE_PIECES and wanted != self.piece:
            # a set cut short (tension, the Hall) is not heard again first on return
            self._table_turn = TABLE_PIECES.index(self.piece) + 1
        if wanted and wanted != self.piece:
            self._start_piece(wanted)
        elif not wanted:
            self._stop_music()
        pygame.mixer.music.set_volume(self._music_level())

    def _start_piece(self, piece: str) -> None:
        loops = 0 if piece in TABLE_PIECES else -1
        try:
            pygame.mixer.music.load(str(resource_path(f"{SOUND_DIR}/{piece}.ogg")))
            pygame.mixer.music.set_volume(self._music_level())
            pygame.mixer.music.play(loops, fade_ms=FADE_MS if self.piece else 0)
        except (pygame.error, OSError) as exc:
            log.warning("music %s could not be played (%s)", piece, exc)
            self.piece = ""
            return
        self.piece = piece
        if piece in TABLE_PIECES:
            self._table_turn = TABLE_PIECES.index(piece)

    def _stop_music(self) -> None:
        playing, self.piece = self.piece, ""
        if playing and pygame.mixer.get_init():
            pygame.mixer.music.stop()

    def shutdown(self) -> None:
        """Stop and close the mixer (it may already be closed by ``pygame.quit``)."""
        if self.available:
            self._stop_music()
            if pygame.mixer.get_init():
                pygame.mixer.quit()
            self.available = False
