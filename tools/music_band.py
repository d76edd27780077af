"""The band: turns a :class:`~music_score.Tune` and its arrangement into a MIDI file.

Each style has its own guitar strum, bass line and bodhran pattern (units into the
bar, what is played, how hard); the melody can be doubled a third below (on the
key's scale), an octave below, or decorated with cuts (the grace note above a
long note) the way a fiddler ornaments a second round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import mido
from music_score import CHANNELS, DA, DRUMS, DUM, GM, TIP, TPQ, Chord, Note, Section, Tune

#: style -> strums (unit in bar, velocity); a strum is the whole chord, low to high
STRUMS = {
    "jig": [(0, 78), (2, 46), (3, 70), (5, 44)],
    "slip": [(0, 76), (2, 42), (3, 66), (5, 42), (6, 66), (8, 42)],
    "reel": [(0, 76), (2, 50), (4, 70), (6, 50), (7, 36)],
    "hornpipe": [(0, 76), (2, 52), (4, 70), (6, 52)],
    "march": [(2, 54), (6, 54)],
    "tension": [(0, 64), (3, 50), (6, 58)],
    "sting": [(0, 80), (4, 70)],
}
#: style -> bass (unit in bar, chord tone index 0 root / 2 fifth, length in units)
BASS = {
    "jig": [(0, 0, 3), (3, 2, 3)],
    "slip": [(0, 0, 3), (3, 2, 3), (6, 0, 3)],
    "reel": [(0, 0, 4), (4, 2, 4)],
    "hornpipe": [(0, 0, 2), (2, 2, 2), (4, 0, 2), (6, 2, 2)],
    "march": [(0, 0, 4), (4, 2, 4)],
    "air": [(0, 0, 6)],
    "tension": [(0, 0, 1), (1, 0, 1), (2, 2, 1), (3, 0, 1), (4, 0, 1), (5, 2, 1),
                (6, 3, 1), (7, 2, 1)],
    "sting": [(0, 0, 8)],
}
#: style -> bodhran strokes (unit, drum, velocity)
DRUM = {
    "jig": [(0, DUM, 88), (1, DA, 34), (2, DA, 50), (3, DUM, 76), (4, DA, 34), (5, TIP, 52)],
    "slip": [(0, DUM, 86), (1, DA, 32), (2, DA, 48), (3, DUM, 70), (4, DA, 32), (5, DA, 48),
             (6, DUM, 74), (7, DA, 32), (8, TIP, 50)],
    "reel": [(0, DUM, 86), (1, DA, 32), (2, DA, 52), (3, DA, 34), (4, DUM, 76), (5, DA, 32),
             (6, DA, 52), (7, TIP, 40)],
    "hornpipe": [(0, DUM, 84), (2, DA, 50), (3, DA, 30), (4, DUM, 74), (6, DA, 50), (7, TIP, 40)],
    "march": [(0, DUM, 72), (4, DUM, 60), (6, DA, 40), (7, DA, 44)],
    "tension": [(0, DUM, 92), (1, DA, 40), (2, DA, 58), (3, DUM, 70), (4, DA, 44), (5, DA, 56),
                (6, DUM, 80), (7, TIP, 62)],
    "air": [],
    "sting": [(0, DUM, 90), (4, DUM, 80)],
}


@dataclass
class Band:
    """Collects notes as (tick, message) pairs while the sections are laid down."""

    tune: Tune
    seed: int
    events: list[tuple[int, int, mido.Message]] = field(default_factory=list)
    at: int = 0  # ticks: where the next section starts
    programs: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    # -- low level ---------------------------------------------------------------
    def note(self, ch: int, start: int, length: int, key: int, vel: int,
             jitter: int = 6) -> None:
        """One note at ``start`` ticks (humanised by a few ticks and a little velocity)."""
        if not 0 <= key <= 127:
            return
        t = max(0, start + self.rng.randint(-jitter, jitter)) if jitter else start
        v = max(1, min(127, vel + self.rng.randint(-6, 6)))
        self.events.append((t, 1, mido.Message("note_on", channel=ch, note=key, velocity=v)))
        self.events.append((t + max(10, length - 12), 0,
                            mido.Message("note_off", channel=ch, note=key, velocity=0)))

    def program(self, role: str, name: str) -> int:
        ch = CHANNELS[role][0]
        if self.programs.get(ch) != GM[name]:
            self.programs[ch] = GM[name]
            self.events.append((max(0, self.at - 2), 0,
                                mido.Message("program_change", channel=ch, program=GM[name])))
        return ch

    def tick(self, unit: float) -> int:
        """Ticks of a position in units, with swing on the off-beat eighths."""
        whole = int(unit)
        swing = self.tune.swing * self.tune.unit if whole % 2 == 1 and unit == whole else 0
        return self.at + round(unit * self.tune.unit + swing)

    # -- the parts of the band ----------------------------------------------------
    def lead(self, notes: list[Note], ch: int, shift: int, vel: int, ornament: bool) -> None:
        scale = scale_notes(self.tune.scale, shift)
        for n in notes:
            if n.pitch is None:
                continue
            key = n.pitch + shift
            start, length = self.tick(n.start), n.length * self.tune.unit
            accent = 10 if n.start % self.tune.beat == 0 else 0
            if ornament and n.length >= 2 and key in scale:
                grace = scale[scale.index(key) + 1] if scale.index(key) + 1 < len(scale) else key
                self.note(ch, start - 40, 40, grace, vel - 10, jitter=0)
            self.note(ch, start, length, key, vel + accent)

    def second(self, notes: list[Note], ch: int, shift: int, vel: int, mode: str) -> None:
        scale = scale_notes(self.tune.scale, shift)
        for n in notes:
            if n.pitch is None:
                continue
            key = n.pitch + shift
            if mode == "octave":
                low = key - 12
            elif mode == "unison":
                low = key
            elif key in scale:
                low = scale[max(0, scale.index(key) - 2)]
            else:
                low = key - 3
            self.note(ch, self.tick(n.start), n.length * self.tune.unit, low, vel)

    def strums(self, harmony: list[Chord], ch: int, shift: int, vel: int) -> None:
        bar = self.tune.bar
        if self.tune.style == "air":
            self.arpeggios(harmony, ch, shift, vel)
            return
        for c in harmony:
            for unit, v in STRUMS[self.tune.style]:
                for b0 in range(c.start - c.start % bar, c.start + c.length, bar):
                    u = b0 + unit
                    if c.start <= u < c.start + c.length:
                        voicing = guitar_voicing(c, shift)
                        for i, key in enumerate(voicing):
                            self.note(ch, self.tick(u) + i * 14, self.tune.unit * 2,
                                      key, v + vel - 8 * (i == 0), jitter=4)

    def arpeggios(self, harmony: list[Chord], ch: int, shift: int, vel: int) -> None:
        """The air's guitar: root, fifth, tenth and back, an eighth apart."""
        for c in harmony:
            v = guitar_voicing(c, shift)
            shape = [v[0], v[2], v[3], v[1] + 12, v[3], v[2]]
            for i in range(c.length):
                self.note(ch, self.tick(c.start + i), self.tune.unit * (c.length - i),
                          shape[i % len(shape)], 48 + vel - 6 * (i % 2))

    def bass(self, harmony: list[Chord], ch: int, shift: int, vel: int) -> None:
        bar = self.tune.bar
        for c in harmony:
            tones = c.tones()
            for b0 in range(c.start - c.start % bar, c.start + c.length, bar):
                for unit, idx, length in BASS[self.tune.style]:
                    u = b0 + unit
                    if c.start <= u < c.start + c.length:
                        key = 36 + (tones[min(idx, len(tones) - 1)] + shift - 4) % 12 + 4
                        self.note(ch, self.tick(u), self.tune.unit * length, key,
                                  72 + vel, jitter=3)

    def pad(self, harmony: list[Chord], ch: int, shift: int, vel: int) -> None:
        for c in harmony:
            for i, pc in enumerate(c.tones()[:3]):
                key = 55 + (pc + shift - 7) % 12 + (12 if i == 2 else 0)
                self.note(ch, self.tick(c.start), c.length * self.tune.unit, key, 44 + vel,
                          jitter=0)

    def drums(self, bars: int, vel: int) -> None:
        for b in range(bars):
            last = b == bars - 1
            for unit, drum, v in DRUM[self.tune.style]:
                self.note(DRUMS, self.tick(b * self.tune.bar + unit), self.tune.unit, drum,
                          v + vel + (8 if last and unit >= self.tune.bar // 2 else 0), jitter=5)

    # -- sections ---------------------------------------------------------------------
    def play(self, sec: Section) -> None:
        part = self.tune.parts[sec.part]
        shift = sec.shift
        if sec.lead:
            notes = [Note(n.start, n.length, None if n.pitch is None else n.pitch + 12 * sec.octave)
                     for n in part.notes]
            self.lead(notes, self.program("lead", sec.lead), shift, 84 + sec.loud, sec.ornament)
            if sec.second:
                self.second(notes, self.program("second", sec.second), shift, 66 + sec.loud,
                            sec.second_mode)
        if "guitar" in sec.band:
            self.strums(part.harmony, self.program("guitar", sec.guitar), shift, sec.loud)
        if "bass" in sec.band:
            self.bass(part.harmony, self.program("bass", "bass"), shift, sec.loud)
        if "pad" in sec.band:
            self.pad(part.harmony, self.program("pad", sec.pad), shift, sec.loud)
        if "low" in sec.band:
            self.low(part.harmony, self.program("low", sec.low), shift, sec.loud)
        if "drums" in sec.band:
            self.drums(part.bars, sec.loud)
        self.at += part.bars * self.tune.bar * self.tune.unit

    def low(self, harmony: list[Chord], ch: int, shift: int, vel: int) -> None:
        """A low line: the chord's root then its third, held (cello or low strings)."""
        for c in harmony:
            tones = c.tones()
            half = max(1, c.length // 2)
            for i, pc in enumerate((tones[0], tones[1])):
                key = 48 + (pc + shift - 5) % 12 + 5
                self.note(ch, self.tick(c.start + i * half), half * self.tune.unit, key,
                          58 + vel, jitter=0)

    def ending(self, chord_root: int, minor: bool) -> None:
        """A last held tonic chord that rings out (a set's end, not a loop)."""
        final = Chord(0, self.tune.bar, chord_root, minor, False)
        length = self.tune.bar * self.tune.unit
        for i, key in enumerate(guitar_voicing(final, 0)):
            self.note(CHANNELS["guitar"][0], self.at + i * 30, length, key, 74, jitter=0)
        self.note(CHANNELS["bass"][0], self.at, length, 36 + (chord_root - 4) % 12 + 4, 80,
                  jitter=0)
        tonic = 72 + chord_root % 12 - (12 if chord_root % 12 > 7 else 0)
        self.note(CHANNELS["lead"][0], self.at, length, tonic, 78, jitter=0)
        self.note(DRUMS, self.at, self.tune.unit, DUM, 90, jitter=0)
        self.at += length

    def midi(self, tail_seconds: float) -> mido.MidiFile:
        """A type 0 MIDI file; a controller ``tail_seconds`` after the music lets the
        synthesiser's release and reverb ring out before the render stops."""
        track = mido.MidiTrack()
        track.append(mido.MetaMessage("set_tempo", tempo=mido.bpm2tempo(self.tune.tempo)))
        for ch, pan, reverb, vol in CHANNELS.values():
            for cc, value in ((7, vol), (10, pan), (91, reverb), (93, 12)):
                track.append(mido.Message("control_change", channel=ch, control=cc,
                                          value=value))
        for cc, value in ((7, 100), (91, 40)):
            track.append(mido.Message("control_change", channel=DRUMS, control=cc, value=value))
        now = 0
        for t, _order, msg in sorted(self.events, key=lambda e: (e[0], e[1])):
            track.append(msg.copy(time=t - now))
            now = t
        end = round(tail_seconds * self.tune.tempo / 60 * TPQ) + max(self.at - now, 0)
        track.append(mido.Message("control_change", channel=15, control=7, value=0, time=end))
        out = mido.MidiFile(type=0, ticks_per_beat=TPQ)
        out.tracks.append(track)
        return out


def scale_notes(scale: tuple[int, ...], shift: int) -> list[int]:
    """Every MIDI note of the (shifted) key, low to high."""
    pcs = {(pc + shift) % 12 for pc in scale}
    return [k for k in range(128) if k % 12 in pcs]


def guitar_voicing(c: Chord, shift: int) -> list[int]:
    """Four notes from about E3: root, fifth, octave, third above (an open-ish shape)."""
    root = 40 + (c.root + shift - 4) % 12
    third = 3 if c.minor else 4
    top = root + 12 + third
    if c.seventh:
        top = root + 10
    return [root, root + 7, root + 12, top + (12 if top < root + 12 else 0)]
