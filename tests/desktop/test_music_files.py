"""The committed sound files hold the limits a player keeps the sound on for: enough
distinct music (eight minutes; the table's sets together past ten), every piece
OGG Vorbis at 44.1 kHz stereo, at least 90 s a looping piece, loops without a
click, no clipping, music at -20 LUFS and effects at -16 LUFS, three or more takes
of the frequent effects. Measured the way bench/bench_music.py prints them, with a
BS.1770 meter checked here against the standard's own calibration tone."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

from rdi_desktop.sound import DUCKED, EFFECTS, MUSIC, SOUND_DIR, STINGS, TABLE_PIECES

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
sys.path.insert(0, str(REPO / "bench"))

import bench_music  # noqa: E402
import loudness  # noqa: E402

SOUND = REPO / SOUND_DIR
RATE = 44100
LOOPING = sorted({p for mood in MUSIC.values() for p in mood})
FREQUENT = ("card", "coin", "drink_light", "drink_strong")


def _read(name: str) -> np.ndarray:
    data, rate, info = loudness.read(SOUND / name)
    assert rate == RATE, name
    return data


def test_the_meter_reads_the_calibration_tone() -> None:
    """BS.1770-4: a 997 Hz sine at 0 dBFS in one front channel reads -3.01 LUFS; at
    -20 dBFS in both, -20 (K-weighting adds a little at 1 kHz); silence is gated out."""
    t = np.arange(10 * RATE) / RATE
    tone = np.sin(2 * math.pi * 997 * t)
    left_only = np.stack([tone, np.zeros_like(tone)], axis=1)
    assert loudness.integrated(left_only, RATE) == pytest.approx(-3.01 - 0.04, abs=0.05)
    both = np.stack([tone, tone], axis=1) * 0.1
    assert loudness.integrated(both, RATE) == pytest.approx(-20.04, abs=0.05)
    with_silence = np.concatenate([both, np.zeros_like(both)])
    assert loudness.integrated(with_silence, RATE) == pytest.approx(-20.04, abs=0.1)  # not -23


# The pieces are measured as the bench measures them (bench_music.measure: once per
# process, so the tests on one worker and the bench's printout share each reading);
# a piece's length is read from its file's header (bench_music.seconds: no decoding).


@pytest.mark.parametrize("piece", LOOPING + list(STINGS.values()))
def test_each_piece_is_vorbis_stereo_even_and_unclipped(piece: str) -> None:
    m = bench_music.measure(piece)
    assert (m.format, m.subtype, m.rate, m.channels) == ("OGG", "VORBIS", RATE, 2)
    assert m.lufs == pytest.approx(-20.0, abs=1.0)
    assert m.peak_dbfs <= -1.0
    assert m.seam < 0.01  # last sample to first: no click on a loop


def test_a_measured_piece_is_what_its_file_holds() -> None:
    """The kept measure is the file's own (a sting: short to read again)."""
    piece = STINGS[sorted(STINGS)[0]]
    data, rate, info = loudness.read(SOUND / f"{piece}.ogg")
    m = bench_music.measure(piece)
    assert (m.seconds, m.rate, m.channels, m.format) == (len(data) / rate, rate,
                                                          data.shape[1], info["format"])
    assert (m.lufs, m.peak_dbfs) == (loudness.integrated(data, rate), loudness.peak_dbfs(data))
    assert (m.seam, m.step) == (loudness.seam_jump(data), loudness.typical_step(data))
    assert bench_music.seconds(piece) == m.seconds  # the header's length is the decoded one


@pytest.mark.parametrize("piece", LOOPING)
def test_each_looping_piece_lasts_ninety_seconds(piece: str) -> None:
    assert bench_music.seconds(piece) >= 90.0


def test_a_looping_piece_runs_on_across_its_seam() -> None:
    """The seam is no bigger a step than the music takes anyway (a looped piece whose
    ring is folded into its head: the title, the tension, the Hall)."""
    for piece in ("music_title", "music_tension", "music_hall"):
        data = _read(f"{piece}.ogg")
        assert loudness.seam_jump(data) <= loudness.typical_step(data), piece


def test_stings_are_short() -> None:
    for sting in STINGS.values():
        assert 2.0 <= bench_music.seconds(sting) <= 10.0


def test_eight_minutes_of_music_and_ten_before_a_table_set_comes_round() -> None:
    seconds = {p: bench_music.seconds(p) for p in bench_music.pieces()}
    assert sum(seconds.values()) >= 8 * 60
    assert len(TABLE_PIECES) >= 3
    assert sum(seconds[p] for p in TABLE_PIECES) >= 10 * 60


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_each_effect_is_levelled(name: str) -> None:
    for file in bench_music.effect_files(name):
        data = _read(file)
        assert loudness.momentary_max(data, RATE) == pytest.approx(-16.0, abs=1.0), file
        assert loudness.peak_dbfs(data) <= -0.95, file


def test_frequent_effects_have_three_takes_that_differ() -> None:
    for name in FREQUENT + ("pot",):
        files = bench_music.effect_files(name)
        assert len(files) >= 3
        takes = [_read(f) for f in files]
        for i, a in enumerate(takes):
            for b in takes[i + 1:]:
                n = min(len(a), len(b))
                assert len(a) != len(b) or not np.allclose(a[:n], b[:n], atol=1e-3)


def test_ducking_effects_exist() -> None:
    assert DUCKED <= set(EFFECTS)


def test_the_bench_prints_every_piece(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_music.main() == 0
    out = capsys.readouterr().out
    for piece in bench_music.pieces():
        assert piece in out
