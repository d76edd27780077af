"""Synthesise the game's sound effects and music loops into ``assets/sound/``.

    python tools/build_sound.py

Pure Python (``wave``, ``array``, ``math``; noise from a seeded ``random.Random``),
so the files are the project's own and the build is reproducible: the same script
gives the same bytes. Effects are short envelopes of sines, noise and plucked
strings (Karplus-Strong); each music loop is a chord progression played by a
plucked lute, a bass and a hand drum, cut to a whole number of bars so it loops
without a click. 22,050 Hz mono 16-bit WAV keeps all of it under 2 MB.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
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
def fx_card(rng: random.Random) -> Buf:
    return noise(rng, 0.16, 0.02, 0.04, smooth=0.5)


def fx_button(rng: random.Random) -> Buf:
    return [v * 0.6 for v in tone(1200, 0.04, 0.001, 0.01)]


def fx_drink(rng: random.Random, gulps: int, pitch: float) -> Buf:
    out = silence(0.1)
    for g in range(gulps):
        mix(out, tone(pitch * (1 + 0.08 * g), 0.16, 0.01, 0.05, slide=0.55,
                      partials=(1.0, 0.3)), 0.04 + g * 0.2)
    mix(out, noise(rng, 0.2 * gulps, 0.02, 0.25, smooth=0.85), 0.0, 0.15)
    return out


def fx_coin(rng: random.Random) -> Buf:
    out = metal(2600, 0.35, 0.09)
    mix(out, metal(3300, 0.3, 0.07), 0.05, 0.6)
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


EFFECTS: dict[str, Callable[[random.Random], Buf]] = {
    "card": fx_card,
    "button": fx_button,
    "drink_light": lambda r: fx_drink(r, 1, 260),
    "drink_strong": lambda r: fx_drink(r, 3, 200),
    "coin": fx_coin,
    "pot": fx_pot,
    "win": fx_win,
    "pass_out": fx_pass_out,
    "brawl": fx_brawl,
    "crawl": fx_crawl,
    "sea": fx_sea,
    "handover": fx_handover,
}


# ---------------------------------------------------------------------------
# music: (chords, beats per chord, tempo, pattern of the lute)
# ---------------------------------------------------------------------------
TUNES: dict[str, tuple[list[tuple[str, ...]], int, float, str]] = {
    # a slow ballad in A minor for the title
    "title": ([("A3", "C4", "E4"), ("F3", "A3", "C4"), ("C3", "E3", "G3"), ("G3", "B3", "D4"),
               ("A3", "C4", "E4"), ("D3", "F3", "A3"), ("E3", "G#3", "B3"), ("A3", "C4", "E4")],
              3, 84.0, "arp"),
    # a jig in D for the table
    "table": ([("D4", "F#4", "A4"), ("G3", "B3", "D4"), ("D4", "F#4", "A4"), ("A3", "C#4", "E4"),
               ("D4", "F#4", "A4"), ("G3", "B3", "D4"), ("A3", "C#4", "E4"), ("D4", "F#4", "A4")],
              3, 132.0, "jig"),
    # a sly swing in E minor for the Gambling Hall
    "hall": ([("E3", "G3", "B3"), ("C3", "E3", "G3"), ("A3", "C4", "E4"), ("B2", "D#3", "F#3"),
              ("E3", "G3", "B3"), ("A3", "C4", "E4"), ("C3", "E3", "G3"), ("B2", "D#3", "F#3")],
             4, 104.0, "swing"),
}


def _lute_line(chord: tuple[str, ...], beats: int, style: str, beat: float
               ) -> list[tuple[float, str]]:
    """(offset in beats, note) of the lute over one chord."""
    up = [chord[0], chord[1], chord[2], chord[1]]
    if style == "arp":
        return [(i, up[i % 4]) for i in range(beats)] + [(i + 0.5, chord[2])
                                                        for i in range(beats)]
    if style == "jig":
        return [(i / 2, up[i % 4]) for i in range(beats * 2)]
    return [(i + (0.66 if k else 0.0), chord[(i + k) % 3]) for i in range(beats)
            for k in (0, 1)]


def music(rng: random.Random, name: str) -> Buf:
    chords, beats, tempo, style = TUNES[name]
    beat = 60.0 / tempo
    total = len(chords) * beats * beat
    out = silence(total)
    for c, chord in enumerate(chords):
        t0 = c * beats * beat
        root = note(chord[0][:-1] + str(int(chord[0][-1]) - 1))
        mix(out, tone(root, beats * beat, 0.02, beats * beat * 0.5, partials=(1.0, 0.35)),
            t0, 0.35)
        for off, n in _lute_line(chord, beats, style, beat):
            mix(out, pluck(rng, note(n), min(1.2, beat * 2), 0.995), t0 + off * beat, 0.28)
        for b in range(beats):  # a soft hand drum on every beat, louder on the first
            mix(out, noise(rng, 0.12, 0.002, 0.04, smooth=0.9), t0 + b * beat,
                0.7 if b == 0 else 0.35)
    tail = out[int(total * RATE):]  # wrap what rings past the end onto the start
    out = out[:int(total * RATE)]
    for i, v in enumerate(tail):
        out[i % len(out)] += v
    return out


def write(path: Path, buf: Buf, peak: float = 0.8) -> None:
    """Normalise to ``peak`` and write 16-bit mono WAV."""
    top = max(1e-9, max(abs(v) for v in buf))
    data = array.array("h", (int(v / top * peak * 32767) for v in buf))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        write(OUT / f"{name}.wav", make(random.Random(f"fx-{name}")))
    for name in TUNES:
        write(OUT / f"music_{name}.wav", music(random.Random(f"music-{name}"), name), 0.6)
    total = sum(p.stat().st_size for p in OUT.glob("*.wav"))
    print(f"{len(EFFECTS)} effects, {len(TUNES)} music loops, {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
