"""The game's music and effects measured from the committed files themselves.

    .venv/bin/python bench/bench_music.py

For every music piece (``rdi_desktop.sound``'s moods and stings): length, integrated
loudness (BS.1770-4, ``tools/loudness.py``), sample peak, channels, sample rate and
the loop seam (the jump from the last sample back to the first, as a share of full
scale, beside the 99.9th percentile of the music's own sample-to-sample steps).
Then the totals the game's budgets are about (all distinct music, one round of the
table's sets) and each effect's takes with their loudest 400 ms and peak.
``tests/desktop/test_music_files.py`` holds the files to the same limits.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

import loudness  # noqa: E402

from rdi_desktop.sound import EFFECTS, MUSIC, SOUND_DIR, STINGS, TABLE_PIECES  # noqa: E402

SOUND = REPO / SOUND_DIR


def pieces() -> list[str]:
    names = [p for mood in MUSIC.values() for p in mood]
    return list(dict.fromkeys(names)) + list(STINGS.values())


def effect_files(name: str) -> list[str]:
    takes = EFFECTS[name]
    return [f"{name}.wav"] if takes == 1 else [f"{name}_{k + 1}.wav" for k in range(takes)]


class Piece(NamedTuple):
    """One music file measured: what the bench prints and the tests hold to limits."""

    seconds: float
    lufs: float
    peak_dbfs: float
    channels: int
    rate: int
    seam: float
    step: float
    kb: float
    format: str
    subtype: str


def seconds(name: str) -> float:
    """The piece's length from its file's header (no decoding)."""
    import soundfile

    info = soundfile.info(str(SOUND / f"{name}.ogg"))
    return float(info.frames / info.samplerate)


@cache
def measure(name: str) -> Piece:
    """The piece ``name`` measured once per process (decoding and metering a piece takes
    about a second; the tests and this bench ask for each more than once)."""
    path = SOUND / f"{name}.ogg"
    data, rate, info = loudness.read(path)
    return Piece(len(data) / rate, loudness.integrated(data, rate), loudness.peak_dbfs(data),
                 data.shape[1], rate, loudness.seam_jump(data), loudness.typical_step(data),
                 path.stat().st_size / 1024, info["format"], info["subtype"])


def main() -> int:
    print(f"{'piece':22} {'length s':>8} {'LUFS':>7} {'peak dBFS':>9} {'ch':>3} "
          f"{'rate':>6} {'seam':>7} {'step p99.9':>10} {'kB':>6}")
    total = table = 0.0
    for name in pieces():
        m = measure(name)
        total += m.seconds
        table += m.seconds if name in TABLE_PIECES else 0.0
        print(f"{name:22} {m.seconds:8.1f} {m.lufs:7.2f} {m.peak_dbfs:9.2f} {m.channels:3d} "
              f"{m.rate:6d} {m.seam:7.4f} {m.step:10.4f} {m.kb:6.0f}")
    size = sum(p.stat().st_size for p in SOUND.iterdir())
    print(f"all music {total / 60:.1f} min; one round of the table's sets {table / 60:.1f} min; "
          f"assets/sound {size / 1e6:.1f} MB")
    print(f"{'effect':14} {'takes':>5} {'loudest 400 ms LUFS':>20} {'peak dBFS':>9}")
    for name in EFFECTS:
        loud, peaks = [], []
        for file in effect_files(name):
            data, rate, _ = loudness.read(SOUND / file)
            loud.append(loudness.momentary_max(data, rate))
            peaks.append(loudness.peak_dbfs(data))
        print(f"{name:14} {len(loud):5d} {min(loud):9.2f} .. {max(loud):6.2f} "
              f"{max(peaks):9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
