"""Loudness and loop measurements of the game's sound files (numpy only).

Loudness follows ITU-R BS.1770-4: each channel is K-weighted (a high shelf of +4 dB
above about 1.5 kHz, then a high-pass at 38 Hz), mean squares are taken over
400 ms blocks overlapping by 75 %, and the integrated loudness averages the blocks
above an absolute gate of -70 LUFS and a relative gate 10 LU under the first
average. The filters are applied in the frequency domain (their exact response on
the FFT grid, with the signal padded so their ringing does not wrap round), which
needs no SciPy: the bench, the tests and the build all measure the same way, and
the build checks the result against pyloudnorm's time-domain filters.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np

BLOCK = 0.4  # seconds
HOP = 0.1  # seconds (75 % overlap)
Array = Any  # a numpy array, shape (samples, channels)


def _biquad_response(b: tuple[float, float, float], a: tuple[float, float, float],
                     w: Array) -> Array:
    z = np.exp(-1j * w)
    return (b[0] + b[1] * z + b[2] * z * z) / (a[0] + a[1] * z + a[2] * z * z)


def k_weighting(rate: int, n_fft: int) -> Array:
    """The K-weighting filter's complex response on an rfft grid of ``n_fft`` points."""
    w = 2 * np.pi * np.arange(n_fft // 2 + 1) / n_fft
    gain, q, fc = 4.0, 1 / math.sqrt(2), 1500.0
    amp = 10 ** (gain / 40)
    w0 = 2 * math.pi * fc / rate
    alpha = math.sin(w0) / (2 * q)
    cos, root = math.cos(w0), 2 * math.sqrt(amp) * alpha
    shelf_b = (amp * ((amp + 1) + (amp - 1) * cos + root),
               -2 * amp * ((amp - 1) + (amp + 1) * cos),
               amp * ((amp + 1) + (amp - 1) * cos - root))
    shelf_a = ((amp + 1) - (amp - 1) * cos + root, 2 * ((amp - 1) - (amp + 1) * cos),
               (amp + 1) - (amp - 1) * cos - root)
    w1 = 2 * math.pi * 38.0 / rate
    alpha1 = math.sin(w1) / (2 * 0.5)
    c1 = math.cos(w1)
    hp_b = ((1 + c1) / 2, -(1 + c1), (1 + c1) / 2)
    hp_a = (1 + alpha1, -2 * c1, 1 - alpha1)
    return _biquad_response(shelf_b, shelf_a, w) * _biquad_response(hp_b, hp_a, w)


def fft_size(n: int) -> int:
    """The smallest length of at least ``n`` with no prime factor above 5: the FFT is as
    fast there as at a power of two, which can be almost twice as long."""
    best = 1 << max(0, math.ceil(math.log2(n)))
    threes_fives = 1
    while threes_fives < best:
        odd = threes_fives
        while odd < best:
            size = odd
            while size < n:
                size *= 2
            best = min(best, size)
            odd *= 3
        threes_fives *= 5
    return best


def _weighted(data: Array, rate: int) -> Array:
    x = np.asarray(data, dtype=np.float64)
    if x.ndim == 1:
        x = x[:, None]
    n = x.shape[0]
    n_fft = fft_size(n + rate)  # a second of padding for the ringing
    spec = np.fft.rfft(x, n=n_fft, axis=0) * k_weighting(rate, n_fft)[:, None]
    return np.fft.irfft(spec, n=n_fft, axis=0)[:n]


def block_powers(data: Array, rate: int) -> Array:
    """Summed channel mean squares of each 400 ms block (hop 100 ms)."""
    y = _weighted(data, rate)
    size, hop = round(BLOCK * rate), round(HOP * rate)
    if y.shape[0] < size:
        y = np.concatenate([y, np.zeros((size - y.shape[0], y.shape[1]))])
    sq = np.concatenate([np.zeros((1, y.shape[1])), np.cumsum(y * y, axis=0)])
    starts = np.arange(0, y.shape[0] - size + 1, hop)
    per_channel = (sq[starts + size] - sq[starts]) / size
    return per_channel.sum(axis=1)


def _lufs(power: float) -> float:
    return -0.691 + 10 * math.log10(power) if power > 0 else -math.inf


def integrated(data: Array, rate: int) -> float:
    """Integrated loudness in LUFS (gated, BS.1770-4)."""
    z = block_powers(data, rate)
    loud = -0.691 + 10 * np.log10(np.maximum(z, 1e-20))
    gated = z[loud > -70.0]
    if gated.size == 0:
        return -math.inf
    relative = _lufs(float(gated.mean())) - 10.0
    kept = z[(loud > -70.0) & (loud > relative)]
    return _lufs(float(kept.mean())) if kept.size else -math.inf


def momentary_max(data: Array, rate: int) -> float:
    """The loudest 400 ms of a sound in LUFS (how loud a short effect is heard)."""
    return _lufs(float(block_powers(data, rate).max()))


def peak_dbfs(data: Array) -> float:
    p = float(np.max(np.abs(data)))
    return 20 * math.log10(p) if p > 0 else -math.inf


def seam_jump(data: Array) -> float:
    """The largest jump from the last sample back to the first, over the channels
    (as a share of full scale): what a loop's seam adds to the waveform."""
    x = np.asarray(data, dtype=np.float64)
    if x.ndim == 1:
        x = x[:, None]
    return float(np.max(np.abs(x[-1] - x[0])))


def typical_step(data: Array) -> float:
    """The 99.9th percentile of sample-to-sample steps (what the music itself does)."""
    x = np.asarray(data, dtype=np.float64)
    return float(np.percentile(np.abs(np.diff(x, axis=0)), 99.9))


def read(path: str | Path) -> tuple[Array, int, dict[str, str]]:
    """(samples as float in -1..1, rate, {format, subtype}) of a sound file."""
    import soundfile

    info = soundfile.info(str(path))
    data, rate = soundfile.read(str(path), dtype="float64", always_2d=True)
    return data, rate, {"format": info.format, "subtype": info.subtype}
