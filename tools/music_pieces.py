"""The game's music, written as notes: every tune, its chords and how each round of it
is arranged. ``PIECES`` maps a file name (``assets/sound/<name>.ogg``) to a builder.

Each tune has two eight-bar strains (A and B), played AABB like a session tune; the
table's pieces go round several times, each round with other instruments, a
harmony line, a quieter breakdown or a key change, so a two-and-a-half-minute set
never sounds like one short loop. The looping pieces (title, tension, Hall) end
where they began; the table's sets end on a held chord and give way to the next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from music_band import Band
from music_score import Section, Tune

D_MAJOR = (2, 4, 6, 7, 9, 11, 1)
G_MAJOR = (7, 9, 11, 0, 2, 4, 6)
A_DORIAN = (9, 11, 0, 2, 4, 6, 7)
E_MINOR = (4, 6, 7, 9, 11, 0, 2)
D_MINOR = (2, 4, 5, 7, 9, 10, 0)
A_MINOR = (9, 11, 0, 2, 4, 5, 7)

FULL = ("guitar", "bass", "drums")
ALL = ("guitar", "bass", "drums", "pad")


@dataclass
class Score:
    """A composed piece ready to render: its band's MIDI and whether it loops."""

    band: Band
    loops: bool


def rounds(parts: str, **kw: object) -> list[Section]:
    """One Section per letter of ``parts`` ("AABB"), all arranged alike."""
    return [Section(p, **kw) for p in parts]  # type: ignore[arg-type]


def lay(tune: Tune, seed: int, sections: list[Section], loops: bool,
        ending: tuple[int, bool] | None = None) -> Score:
    band = Band(tune, seed)
    for sec in sections:
        band.play(sec)
    if ending is not None:
        band.ending(*ending)
    return Score(band, loops)


def intro(part: str, bars_from: str = "", **kw: object) -> Section:
    """The band alone for a strain's chords (a count-in before the tune)."""
    return Section(part or bars_from, lead=None, **kw)  # type: ignore[arg-type]


# -- the table: four sets that follow one another -----------------------------------
def cellar_door() -> Score:
    """Jig in D major, 6/8: fiddle, flute, accordion, nylon guitar, bodhran."""
    t = Tune("jig", bar=6, beat=3, unit=240, tempo=174, scale=D_MAJOR)
    t.add("A", "a4 d5 d5 f#5 d5 d5 | a4 d5 d5 f#5:2 e5 | d5 f#5 a5 b5 a5 f#5 |"
          " e5 f#5 e5 e5 d5 b4 | a4 d5 d5 f#5 d5 d5 | a4 d5 d5 f#5:2 a5 |"
          " b5 a5 f#5 e5 f#5 e5 | d5:3 d5:2 a4 |",
          "D | D | D | A | D | D | G A | D")
    t.add("B", "d6:2 d6 c#6 a5 a5 | b5 a5 f#5 a5:3 | d6:2 d6 c#6 a5 f#5 |"
          " g5 f#5 e5 e5 f#5 g5 | a5 f#5 d5 g5 e5 c#5 | d5 f#5 a5 b5:2 c#6 |"
          " d6 a5 f#5 e5 f#5 e5 | d5:3 d5:2 a4 |",
          "D | G D | D | Em A | D A | D G | D A | D")
    t.add("I", "r:6 | r:6 |", "D | D")
    secs = [intro("I", band=("guitar",))]
    secs += rounds("AABB", lead="flute", band=("guitar", "bass"), loud=-8)
    secs += rounds("AABB", lead="fiddle", second="flute", band=FULL)
    secs += rounds("AABB", lead="accordion", second="whistle", second_mode="octave",
                   band=FULL, shift=5, guitar="steel")
    secs += rounds("AB", lead="whistle", band=("guitar", "drums"), loud=-10, octave=-1)
    secs += rounds("AB", lead="fiddle", band=("guitar", "bass", "drums"), ornament=True,
                   loud=-4)
    secs += rounds("AABB", lead="fiddle", second="flute", band=ALL, ornament=True, loud=4)
    return lay(t, 11, secs, loops=False, ending=(2, False))


def barrel_rollers() -> Score:
    """Reel in A dorian, 4/4: fiddle and flute over steel guitar, bass and bodhran."""
    t = Tune("reel", bar=8, beat=2, unit=240, tempo=176, scale=A_DORIAN)
    t.add("A", "a4:2 e5 a4 b4 a4 e5 a4 | g4:2 d5 g4 b4 g4 d5 g4 |"
          " a4:2 e5 a4 b4 a4 e5 f#5 | g5 e5 d5 b4 a4 g4 e4 g4 |"
          " a4:2 e5 a4 b4 a4 e5 a4 | g4:2 d5 g4 b4 c5 d5 e5 |"
          " g5 f#5 e5 d5 e5 a5 g5 e5 | d5 b4 g4 b4 a4:4 |",
          "Am | G | Am | G Em | Am | G | Em D | G Am")
    t.add("B", "a5:2 e5 a5 a5 g5 e5 g5 | a5 g5 e5 d5 b4 d5 e5 g5 |"
          " a5:2 e5 a5 a5 g5 a5 b5 | g5 e5 d5 b4 d5 e5 g5 e5 |"
          " a5:2 e5 a5 a5 g5 e5 g5 | a5 g5 e5 g5 d5 e5 g5 b5 |"
          " a5 f#5 g5 e5 d5 b4 g4 b4 | a4 c5 b4 g4 a4:4 |",
          "Am | Am G | Am | G Em | Am | Am G | D G | Em Am")
    t.add("I", "r:8 | r:8 |", "Am | G")
    secs = [intro("I", band=("guitar", "drums"), guitar="steel", loud=-6)]
    secs += rounds("AABB", lead="fiddle", band=FULL, guitar="steel")
    secs += rounds("AABB", lead="flute", second="fiddle", second_mode="octave", band=ALL,
                   guitar="steel", ornament=True)
    secs += rounds("AB", lead="whistle", band=("guitar", "bass"), guitar="nylon", loud=-10)
    secs += rounds("AB", lead="accordion", band=("guitar", "bass", "drums"), guitar="nylon",
                   loud=-4)
    secs += rounds("AABB", lead="fiddle", second="flute", band=ALL, guitar="steel",
                   shift=2, ornament=True, loud=4)
    return lay(t, 12, secs, loops=False, ending=(11, True))


def last_candle() -> Score:
    """Slow air in E minor, 3/4: low whistle, then fiddle, over nylon guitar and strings."""
    t = Tune("air", bar=6, beat=2, unit=240, tempo=60, scale=E_MINOR)
    t.add("A", "e5:4 f#5 g5 | b5:4 a5 g5 | f#5:3 e5 d5:2 | e5:6 |"
          " g5:4 a5 b5 | d6:3 b5 a5:2 | g5 f#5 e5:2 d5 b4 | e5:6 |",
          "Em | G | D | Em | C | G | Am D | Em")
    t.add("B", "b5:3 d6 e6:2 | d6:3 b5 a5:2 | b5:4 g5 a5 | b5:6 |"
          " e6:3 d6 b5:2 | a5:3 g5 f#5:2 | g5 f#5 e5:2 d5:2 | e5:6 |",
          "Em | G D | C | Em | C | D | C D | Em")
    t.add("I", "r:6 |", "Em")
    secs = [intro("I", band=("guitar",))]
    secs += rounds("AB", lead="whistle", octave=-1, band=("guitar",), loud=-6)
    secs += rounds("AB", lead="fiddle", band=("guitar", "pad", "low"), pad="slow_strings")
    secs += rounds("A", lead="flute", second="whistle", second_mode="octave",
                   band=("guitar", "low", "pad"), pad="slow_strings", low="cello")
    secs += rounds("B", lead="fiddle", second="flute", band=("guitar", "pad", "low"),
                   pad="slow_strings", ornament=True, loud=4)
    secs += rounds("AB", lead="whistle", octave=-1, band=("guitar", "low"), low="cello",
                   ornament=True, loud=-4)
    return lay(t, 13, secs, loops=False, ending=(4, True))


def cobbled_road() -> Score:
    """Hornpipe in G major, swung 4/4: accordion and fiddle, banjo, bass and bodhran."""
    t = Tune("hornpipe", bar=8, beat=2, unit=240, tempo=126, scale=G_MAJOR, swing=0.33)
    t.add("A", "b4 d5 g5 d5 b4 d5 g5 b5 | a5 g5 f#5 e5 d5 c5 b4 a4 |"
          " b4 d5 g5 d5 e5 g5 c6 e5 | d5 b4 a4 f#4 g4:2 d4:2 |"
          " b4 d5 g5 d5 b4 d5 g5 b5 | a5 g5 f#5 e5 d5 e5 f#5 a5 |"
          " g5 b5 a5 g5 f#5 a5 d5 f#5 | g5:2 b5:2 g5:2 d5:2 |",
          "G | D | G C | D G | G | D | G D | G")
    t.add("B", "d6:2 b5 g5 d5 g5 b5 d6 | c6 a5 f#5 a5 d5 f#5 a5 c6 |"
          " b5 g5 d5 g5 b5 d6 g6 d6 | e6 c6 a5 c6 b5 g5 a5 f#5 |"
          " d6:2 b5 g5 d5 g5 b5 d6 | c6 a5 f#5 a5 d5 e5 f#5 a5 |"
          " g5 e5 c6 a5 f#5 d5 a5 f#5 | g5:2 g4:2 g4:4 |",
          "G | D7 | G | C D | G | D | C D | G")
    t.add("I", "r:8 | r:8 |", "G | D")
    secs = [intro("I", band=("guitar", "bass"), guitar="banjo")]
    secs += rounds("AABB", lead="accordion", band=FULL, guitar="banjo")
    secs += rounds("AABB", lead="fiddle", second="accordion", band=FULL, guitar="nylon",
                   ornament=True, shift=-5)
    secs += rounds("AB", lead="flute", second="fiddle", second_mode="octave", band=ALL,
                   guitar="banjo", shift=2, loud=4)
    return lay(t, 14, secs, loops=False, ending=(9, False))


# -- the title, the Hall, the tension ---------------------------------------------------
def red_dragon() -> Score:
    """March in G major, 4/4: harp and low whistle, then fiddle, flute and the band."""
    t = Tune("march", bar=8, beat=2, unit=240, tempo=88, scale=G_MAJOR)
    t.add("A", "g4:2 b4:2 d5:3 e5 | d5:2 b4:2 g4:4 | c5:2 e5:2 g5:3 f#5 | e5:2 d5:2 a4:4 |"
          " g4:2 b4:2 d5:3 g5 | f#5:2 e5:2 d5:2 b4:2 | c5:2 a4:2 d5:2 f#4:2 | g4:8 |",
          "G | G | C | D | G | D G | C D | G")
    t.add("B", "d5:3 e5 f#5:2 g5:2 | a5:4 d5:4 | g5:3 a5 b5:2 g5:2 | e5:4 a5:4 |"
          " b5:3 a5 g5:2 e5:2 | d5:2 g5:2 b4:4 | c5:2 e5:2 d5:2 f#5:2 | g5:8 |",
          "D | D | G | C D | Em | G | C D | G")
    secs = rounds("A", lead="whistle", band=("guitar", "pad"), guitar="harp", pad="strings",
                  loud=-8)
    secs += rounds("A", lead="fiddle", second="flute", band=("guitar", "bass", "pad"),
                   guitar="harp", pad="strings")
    secs += rounds("B", lead="fiddle", second="flute", band=ALL, guitar="nylon")
    secs += rounds("B", lead="flute", second="fiddle", second_mode="octave", band=ALL,
                   guitar="nylon", ornament=True, loud=4)
    secs += rounds("A", lead="accordion", second="whistle", band=ALL, guitar="nylon",
                   loud=2)
    secs += rounds("A", lead="whistle", band=("guitar", "pad"), guitar="harp", pad="strings",
                   loud=-6)
    return lay(t, 21, secs, loops=True)


def gambling_hall() -> Score:
    """Slip jig in A minor, 9/8: accordion and banjo, then fiddle; pizzicato and bodhran."""
    t = Tune("slip", bar=9, beat=3, unit=240, tempo=150, scale=A_MINOR)
    t.add("A", "a4 c5 e5 a5:2 g5 e5 d5 c5 | b4 d5 g5 b5:2 a5 g5 e5 d5 |"
          " a4 c5 e5 a5:2 g5 e5 f5 g5 | a5:3 e5:3 c5 b4 a4 |"
          " a4 c5 e5 a5:2 g5 e5 d5 c5 | b4 d5 g5 b5:2 c6 d6 b5 g5 |"
          " a5 g5 e5 f5 e5 d5 e5 c5 a4 | b4 g#4 e4 a4:6 |",
          "Am | G | Am | Am | Am | G | Dm:2 Am:1 | E:1 Am:2")
    t.add("B", "e5:2 a5 a5:2 b5 c6:2 a5 | g5:2 e5 d5:2 e5 g5:2 d5 |"
          " e5:2 a5 a5:2 b5 c6 b5 c6 | d6:3 b5:3 g5 a5 b5 |"
          " c6:2 b5 a5:2 g5 e5:2 d5 | c5:2 d5 e5:2 g5 a5:2 b5 |"
          " c6 b5 a5 b5 g5 e5 d5 b4 g#4 | a4:9 |",
          "Am | G | Am | G | F:2 C:1 | C:1 G:2 | Am Em E | Am")
    secs = rounds("AABB", lead="accordion", second="banjo", second_mode="unison",
                  band=("guitar", "bass", "drums"), guitar="pizzicato")
    secs += rounds("AABB", lead="fiddle", second="accordion", band=ALL, guitar="nylon",
                   pad="accordion", ornament=True, loud=2)
    secs += rounds("AB", lead="flute", band=("guitar", "bass"), guitar="pizzicato", loud=-6)
    return lay(t, 31, secs, loops=True)


def rising_tide() -> Score:
    """The tension: D minor, 4/4 at 128, a cello ostinato, driving bodhran, fiddle and
    low whistle."""
    t = Tune("tension", bar=8, beat=2, unit=240, tempo=128, scale=D_MINOR)
    t.add("A", "d5:3 e5 f5:2 e5 d5 | c#5:2 d5 e5 a4:4 | d5:3 e5 f5:2 g5 a5 | bb5:2 a5 g5 a5:4 |"
          " f5:3 g5 a5:2 d6:2 | c6 bb5 a5 g5 a5:4 | bb5:2 a5 g5 f5:2 e5 d5 | e5:2 c#5:2 d5:4 |",
          "Dm | A | Dm | Gm A | Dm | C A | Gm Dm | A Dm")
    t.add("B", "a4:6 bb4 a4 | g4:4 f4:2 e4:2 | f4:6 g4 a4 | e4:8 |"
          " a4:6 bb4 c5 | d5:4 c5:2 bb4:2 | a4:3 g4 f4:2 e4:2 | d4:8 |",
          "Dm | Gm | Dm | A | F | Bb | Gm A | Dm")
    t.add("I", "r:8 | r:8 | r:8 | r:8 |", "Dm | Dm | Bb | A")
    secs = [intro("I", band=("bass", "drums", "low"), low="cello", loud=-4)]
    secs += rounds("AA", lead="fiddle", band=("bass", "drums", "guitar"), guitar="pizzicato")
    secs += rounds("BB", lead="whistle", second="cello", second_mode="octave",
                   band=("bass", "drums", "pad"), pad="slow_strings")
    secs += rounds("B", lead="whistle", octave=1, band=("bass", "drums"), loud=-4)
    secs += rounds("AA", lead="fiddle", second="flute", band=("bass", "drums", "pad", "guitar"),
                   pad="slow_strings", guitar="pizzicato", ornament=True, loud=4)
    return lay(t, 41, secs, loops=True)


# -- stings -----------------------------------------------------------------------------
def victory() -> Score:
    """A short fanfare in D major: fiddle and flute over a strummed chord."""
    t = Tune("sting", bar=8, beat=2, unit=240, tempo=120, scale=D_MAJOR)
    t.add("A", "a4 d5 f#5 a5 d6:2 c#6 d6 | e6:2 f#6:6 |", "D:2 G:1 A:1 | D")
    secs = [Section("A", lead="fiddle", second="flute", second_mode="third",
                    band=("guitar", "bass", "drums"), guitar="steel", loud=6)]
    return lay(t, 51, secs, loops=False)


def defeat() -> Score:
    """A falling phrase in D minor: low whistle over accordion and cello."""
    t = Tune("sting", bar=8, beat=2, unit=240, tempo=72, scale=D_MINOR)
    t.add("A", "a4:2 g4 f4 e4:2 d4:2 | c#4:4 d4:4 |", "Dm Gm | A Dm")
    secs = [Section("A", lead="whistle", band=("pad", "low"), pad="accordion", low="cello")]
    return lay(t, 52, secs, loops=False)


PIECES: dict[str, Callable[[], Score]] = {
    "music_title": red_dragon,
    "music_table_jig": cellar_door,
    "music_table_reel": barrel_rollers,
    "music_table_air": last_candle,
    "music_table_hornpipe": cobbled_road,
    "music_tension": rising_tide,
    "music_hall": gambling_hall,
    "sting_victory": victory,
    "sting_defeat": defeat,
}
