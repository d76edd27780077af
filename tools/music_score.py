"""Music as notes: a small notation for tunes, and the band that plays them into MIDI.

A tune's melody is written one bar at a time: ``"a4 d5 d5 f#5:2 e5 |"`` is a bar of
eighth notes where ``:2`` makes a note two units long and ``r`` is a rest; every bar
is checked against the metre, so a slip of the pen stops the build instead of
shifting the rest of the tune. Chords are named per bar (``"G D"`` splits the bar
evenly, ``"Dm:2 E"`` gives Dm two beats). An arrangement (:class:`Section`) says which
part is played by which instruments and how busy the accompaniment is; the band
(guitar strums, bass, accordion or strings pad, bodhran on the toms) follows the
tune's style: jig, reel, hornpipe, slip jig, march, air or the tension ostinato.
Timing and loudness are humanised from a seeded ``random.Random`` so the MIDI (and
the rendered audio) is the same every build.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

TPQ = 480  # MIDI ticks per quarter note
DRUMS = 9  # the General MIDI percussion channel
#: General MIDI programs (0-based) the band uses
GM = {"nylon": 24, "steel": 25, "bass": 32, "fiddle": 110, "violin": 40, "flute": 73,
      "recorder": 74, "whistle": 78, "accordion": 21, "strings": 48, "cello": 42,
      "pizzicato": 45, "harp": 46, "banjo": 105, "contrabass": 43, "timpani": 47,
      "slow_strings": 49, "ocarina": 79, "dulcimer": 15}
#: role -> (channel, pan 0..127, reverb send, volume): the lead a little left and on
#: top, its harmony right, the guitar left of centre under it, the bass in the middle
CHANNELS = {"lead": (0, 50, 60, 108), "second": (1, 82, 60, 88), "guitar": (2, 36, 45, 74),
            "bass": (3, 64, 30, 104), "pad": (4, 94, 70, 84), "low": (5, 28, 50, 90)}
#: drum sounds standing in for a bodhran: the deep stroke and the tipped ones
DUM, DA, TIP = 41, 45, 47

_PC = {"c": 0, "d": 2, "e": 4, "f": 5, "g": 7, "a": 9, "b": 11}
_NOTE = re.compile(r"^([a-g])([#b]?)(\d)$")
_CHORD = re.compile(r"^([A-G])([#b]?)(m?)(7?)(?::(\d))?$")


def pitch(name: str) -> int:
    """``"f#5"`` -> 78 (MIDI note; ``c4`` is middle C, 60)."""
    m = _NOTE.match(name)
    if not m:
        raise ValueError(f"not a note: {name!r}")
    acc = {"#": 1, "b": -1, "": 0}[m.group(2)]
    return 12 * (int(m.group(3)) + 1) + _PC[m.group(1)] + acc


@dataclass(frozen=True)
class Note:
    start: int  # in units from the part's start
    length: int  # in units
    pitch: int | None  # None: a rest


@dataclass(frozen=True)
class Chord:
    start: int  # in units
    length: int
    root: int  # pitch class
    minor: bool
    seventh: bool

    def tones(self) -> list[int]:
        """Pitch classes: root, third, fifth (and the flat seventh)."""
        out = [self.root, (self.root + (3 if self.minor else 4)) % 12, (self.root + 7) % 12]
        if self.seventh:
            out.append((self.root + 10) % 12)
        return out


def melody(text: str, bar: int) -> list[Note]:
    """Parse bars of notes; each ``|``-separated bar must fill ``bar`` units."""
    out: list[Note] = []
    at = 0
    for n, bar_text in enumerate(b for b in text.split("|") if b.strip()):
        used = 0
        for tok in bar_text.split():
            name, _, dur = tok.partition(":")
            length = int(dur) if dur else 1
            out.append(Note(at + used, length, None if name == "r" else pitch(name)))
            used += length
        if used != bar:
            raise ValueError(f"bar {n + 1} has {used} units, not {bar}: {bar_text.strip()!r}")
        at += used
    return out


def chords(text: str, bar: int, beat: int) -> list[Chord]:
    """Parse one group of chord names per bar (``|``-separated)."""
    out: list[Chord] = []
    for n, bar_text in enumerate(b for b in text.split("|") if b.strip()):
        names = bar_text.split()
        weights = []
        for name in names:
            m = _CHORD.match(name)
            if not m:
                raise ValueError(f"not a chord: {name!r}")
            weights.append(int(m.group(5)) if m.group(5) else 0)
        if any(weights):
            units = [w * beat for w in weights]
        else:
            units = [bar // len(names)] * len(names)
        if sum(units) != bar:
            raise ValueError(f"chord bar {n + 1} covers {sum(units)} units, not {bar}")
        at = n * bar
        for name, u in zip(names, units):
            m = _CHORD.match(name)
            assert m is not None
            root = (_PC[m.group(1).lower()] + {"#": 1, "b": -1, "": 0}[m.group(2)]) % 12
            out.append(Chord(at, u, root, m.group(3) == "m", m.group(4) == "7"))
            at += u
    return out


@dataclass
class Part:
    """A strain of the tune (A or B): its melody and chords, ``bars`` long."""

    notes: list[Note]
    harmony: list[Chord]
    bars: int


@dataclass
class Tune:
    """What a piece is: metre, tempo, key and its parts."""

    style: str  # jig, reel, hornpipe, slip, march, air, tension, sting
    bar: int  # units per bar
    beat: int  # units per beat (3 in compound time)
    unit: int  # ticks per unit (240: an eighth note)
    tempo: float  # quarter notes per minute
    scale: tuple[int, ...]  # pitch classes of the key, tonic first
    parts: dict[str, Part] = field(default_factory=dict)
    swing: float = 0.0  # share of a unit the off-beat eighth is delayed

    def add(self, name: str, notes: str, harmony: str) -> None:
        n = melody(notes, self.bar)
        h = chords(harmony, self.bar, self.beat)
        bars = (max(x.start + x.length for x in n)) // self.bar
        if max(c.start + c.length for c in h) != bars * self.bar:
            raise ValueError(f"part {name}: chords and melody differ in length")
        self.parts[name] = Part(n, h, bars)

    def seconds(self, units: int) -> float:
        return units * self.unit / TPQ * 60.0 / self.tempo


@dataclass(frozen=True)
class Section:
    """One strain as played: who leads, who harmonises, how full the band is."""

    part: str
    lead: str | None = None  # a GM name, or None: the band alone
    second: str | None = None  # plays a third below the lead (or ``octave``)
    second_mode: str = "third"  # third, octave (an octave below) or unison
    band: tuple[str, ...] = ("guitar", "bass", "drums")
    guitar: str = "nylon"
    pad: str = "accordion"
    low: str = "cello"  # the low instrument (tension ostinato, air countermelody)
    shift: int = 0  # semitones (a key change for a later round)
    ornament: bool = False  # cuts before the long notes
    octave: int = 0  # lead up/down octaves
    loud: int = 0  # velocity offset (a quiet first round, a loud last one)
