"""Synthesise the game's sound effects into ``assets/sound/`` (the music is
``tools/build_music.py``).

    python tools/build_sound.py

Pure Python synthesis (``wave``, ``array``, ``math``; noise from a seeded
``random.Random``), so the effects are the project's own and the build gives the
same bytes every time: short envelopes of sines, noise and plucked strings
(Karplus-Strong). The frequent effects (a card, a coin, a Drink, the pot) come in
several takes, ``card_1.wav``, ``card_2.wav``..., that differ in pitch, length and
grain, and the game picks among them so two in a row never sound the same. Every
file is brought to -16 LUFS (its loudest 400 ms, BS.1770: ``tools/loudness.py``)
and kept under -1 dBFS; 44.1 kHz mono 16-bit WAV.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sound"
Buf = list[float]


def silence(seconds: float) -> Buf:
    return [0.0] * int(seconds * RATE)


def mix(into: Buf, sound: Buf, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds (growing it if needed)."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def env(n: int, attack: float, decay: float) -> list[float]:
    """An attack ramp then an exponential decay (time constant ``decay`` s)."""
    a = max(1, int(attack * RATE))
    return [i / a if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 0.2,
         slide: float = 1.0, partials: tuple[float, ...] = (1.0,)) -> Buf:
    """A sine (with optional partials) gliding to ``freq * slide``."""
    n = int(seconds * RATE)
    e = env(n, attack, decay)
    out, phase = [], 0.0
    for i in range(n):
        f = freq * (slide ** (i / n))
        phase += 2 * math.pi * f / RATE
        out.append(e[i] * sum(math.sin(phase * (k + 1)) * p for k, p in enumerate(partials)))
    return out


def metal(freq: float, seconds: float, decay: float = 0.15) -> Buf:
    """A bell-like strike: inharmonic partials (coins, the ship's bell)."""
    n = int(seconds * RATE)
    e = env(n, 0.001, decay)
    ratios = (1.0, 2.76, 5.4, 8.93)
    return [e[i] * sum(math.sin(2 * math.pi * freq * r * i / RATE) / (k + 1)
                       for k, r in enumerate(ratios)) * 0.6 for i in range(n)]


def noise(rng: random.Random, seconds: float, attack: float, decay: float,
          smooth: float = 0.0) -> Buf:
    """White noise through a one-pole low-pass (``smooth`` 0..1: darker)."""
    n = int(seconds * RATE)
    e = env(n, attack, decay)
    out, last = [], 0.0
    for i in range(n):
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)
        out.append(last * e[i])
    return out


def pluck(rng: random.Random, freq: float, seconds: float, damp: float = 0.996) -> Buf:
    """A plucked string (Karplus-Strong): a noise burst in a damped delay line."""
    period = max(2, int(RATE / freq))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    out = []
    for i in range(int(seconds * RATE)):
        j = i % period
        v = line[j]
        line[j] = damp * 0.5 * (v + line[(j + 1) % period])
        out.append(v)
    return out


def note(name: str) -> float:
    """'A3', 'C#4', 'Bb2' -> Hz."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    s = steps[name[0]] + (1 if "#" in name else -1 if "b" in name[1:] else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((s + 12 * (octave - 4)) / 12)


# ---------------------------------------------------------------------------
# effects
# ---------------------------------------------------------------------------
def fx_card(rng: random.Random, take: int) -> Buf:
    """A card slid onto the table: a burst of paper noise, each take of another grain
    and length, with a soft knock of the card landing."""
    grain = (0.35, 0.5, 0.62, 0.44)[take]
    out = noise(rng, 0.22, 0.012 + 0.004 * take, 0.05 + 0.008 * take, smooth=grain)
    mix(out, tone(140 + 25 * take, 0.06, 0.002, 0.02), 0.01 * take, 0.25)
    return out


def fx_button(rng: random.Random) -> Buf:
    """A wooden tock."""
    out = tone(900, 0.12, 0.001, 0.025, partials=(1.0, 0.5, 0.25))
    mix(out, noise(rng, 0.05, 0.001, 0.01, smooth=0.4), 0.0, 0.3)
    return out


def fx_drink(rng: random.Random, gulps: int, pitch: float) -> Buf:
    out = silence(0.1)
    for g in range(gulps):
        mix(out, tone(pitch * (1 + 0.08 * g), 0.16, 0.01, 0.05, slide=0.55,
                      partials=(1.0, 0.3)), 0.04 + g * 0.2)
    mix(out, noise(rng, 0.2 * gulps, 0.02, 0.25, smooth=0.85), 0.0, 0.15)
    return out


def fx_coin(rng: random.Random, take: int) -> Buf:
    """A coin set down: two strikes of a small bell-like disc, pitched per take."""
    base = (2600, 2350, 2900, 2750)[take]
    out = metal(base, 0.35, 0.09)
    mix(out, metal(base * rng.uniform(1.18, 1.3), 0.3, 0.07), 0.04 + 0.015 * take, 0.6)
    return out


def fx_pot(rng: random.Random) -> Buf:
    out = silence(0.1)
    for k in range(6):
        mix(out, metal(rng.uniform(2200, 3600), 0.3, 0.06), 0.05 * k + rng.uniform(0, 0.02),
            0.5)
    return out


def fx_win(rng: random.Random) -> Buf:
    out = silence(0.1)
    for k, n in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, tone(note(n), 0.5, 0.01, 0.25, partials=(1.0, 0.4, 0.2)), 0.11 * k, 0.5)
    mix(out, fx_pot(rng), 0.35, 0.5)
    return out


def fx_pass_out(rng: random.Random) -> Buf:
    out = tone(440, 0.9, 0.02, 0.6, slide=0.25, partials=(1.0, 0.5))
    mix(out, tone(70, 0.4, 0.002, 0.12, slide=0.6), 0.85, 1.2)
    mix(out, noise(rng, 0.3, 0.002, 0.08, smooth=0.7), 0.85, 0.6)
    return out


def fx_brawl(rng: random.Random) -> Buf:
    out = silence(0.1)
    for k in range(3):
        mix(out, tone(90 + 20 * k, 0.2, 0.002, 0.06, slide=0.5), 0.17 * k, 0.9)
        mix(out, noise(rng, 0.15, 0.001, 0.04, smooth=0.3), 0.17 * k, 0.5)
    return out


def fx_crawl(rng: random.Random) -> Buf:
    out = silence(0.1)
    for k in range(4):
        mix(out, noise(rng, 0.1, 0.002, 0.03, smooth=0.8), 0.22 * k, 1.0)
        mix(out, tone(120, 0.08, 0.002, 0.03), 0.22 * k, 0.5)
    return out


def fx_sea(rng: random.Random) -> Buf:
    out = noise(rng, 1.4, 0.5, 0.5, smooth=0.93)
    out = [v * 2.5 for v in out]
    mix(out, metal(880, 1.0, 0.4), 0.3, 0.5)
    return out


def fx_handover(rng: random.Random) -> Buf:
    out = tone(note("G5"), 0.5, 0.005, 0.2, partials=(1.0, 0.3))
    mix(out, tone(note("C6"), 0.6, 0.005, 0.25, partials=(1.0, 0.3)), 0.15)
    return out


#: effect -> its takes (one maker per take)
EFFECTS: dict[str, list[Callable[[random.Random], Buf]]] = {
    "card": [lambda r, k=k: fx_card(r, k) for k in range(4)],
    "coin": [lambda r, k=k: fx_coin(r, k) for k in range(4)],
    "drink_light": [lambda r, p=p: fx_drink(r, 1, p) for p in (260, 235, 290)],
    "drink_strong": [lambda r, g=g, p=p: fx_drink(r, g, p) for g, p in ((3, 200), (2, 185),
                                                                      (3, 215))],
    "pot": [fx_pot, fx_pot, fx_pot],
    "button": [fx_button],
    "win": [fx_win],
    "pass_out": [fx_pass_out],
    "brawl": [fx_brawl],
    "crawl": [fx_crawl],
    "sea": [fx_sea],
    "handover": [fx_handover],
}
TARGET_LUFS = -16.0
PEAK = 10 ** (-1.0 / 20)  # -1 dBFS


def levelled(buf: Buf) -> Buf:
    """``buf`` at -16 LUFS (its loudest 400 ms), or as near as -1 dBFS allows."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import loudness

    out = buf
    for drive in (1.0, 1.5, 2.2, 3.2, 4.5, 6.0):
        # a peaky click reaches the loudness only when its peaks are rounded off
        top = max(1e-9, max(abs(v) for v in buf))
        out = [math.tanh(drive * v / top) for v in buf] if drive > 1 else buf
        now = loudness.momentary_max(out, RATE)
        top = max(1e-9, max(abs(v) for v in out))
        gain = min(10 ** ((TARGET_LUFS - now) / 20), PEAK / top)
        if now + 20 * math.log10(gain) > TARGET_LUFS - 0.5:
            break
    return [v * gain for v in out]


def write(path: Path, buf: Buf) -> None:
    """16-bit mono WAV."""
    data = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in buf))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def file_names(name: str) -> list[str]:
    """An effect's files: ``coin_1.wav``... for several takes, ``win.wav`` for one."""
    takes = len(EFFECTS[name])
    return [f"{name}.wav"] if takes == 1 else [f"{name}_{k + 1}.wav" for k in range(takes)]


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, makers in EFFECTS.items():
        for k, (make, file) in enumerate(zip(makers, file_names(name))):
            write(OUT / file, levelled(make(random.Random(f"fx-{name}-{k}"))))
    files = [f for name in EFFECTS for f in file_names(name)]
    total = sum((OUT / f).stat().st_size for f in files)
    print(f"{len(EFFECTS)} effects in {len(files)} files, {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
