"""Render the game's music (tools/music_pieces.py) into ``assets/sound/*.ogg``.

    sh tools/install_sound_tools.sh        # once: FluidSynth, the FluidR3 GM SoundFont,
                                           # and the [sound] extra (mido, soundfile...)
    python tools/build_music.py            # every piece
    python tools/build_music.py --only music_hall --spectrograms build/spectrograms

Each piece's notes become a MIDI file, FluidSynth plays it with the FluidR3_GM
SoundFont (sampled instruments, MIT licence) at 44.1 kHz stereo, and the result is
finished here: a looping piece has the ringing past its last bar (reverb, the
release of held notes) added onto its first bars, so the file's end runs straight
into its start the way the music does (and the file starts at the quietest instant
of the first 0.3 s); a set that ends trims its ring to silence.
Then every piece is brought to -20 LUFS (checked against pyloudnorm), held under
-1 dBFS and written as OGG Vorbis. A rebuild decodes to the same samples (only the
Ogg stream's random serial number differs). The player's machine needs none of
these tools.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import loudness  # noqa: E402
from music_pieces import PIECES, Score  # noqa: E402
from music_score import TPQ  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sound"
RATE = 44100
SOUNDFONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
TARGET_LUFS = -20.0
PEAK_LIMIT = 10 ** (-1.0 / 20)  # -1 dBFS
TAIL = 4.0  # seconds rendered past the last bar (the ring)
QUALITY = 0.8  # libsndfile's Vorbis compression level (0 best, 1 smallest): ~90 kbit/s


def render(score: Score, work: Path, name: str) -> np.ndarray:
    """The piece through FluidSynth: float samples, (n, 2)."""
    import soundfile

    mid, wav = work / f"{name}.mid", work / f"{name}.wav"
    score.band.midi(TAIL).save(str(mid))
    cmd = ["fluidsynth", "-ni", "-q", "-g", "0.4", "-r", str(RATE), "-O", "float",
           "-T", "wav", "-F", str(wav), str(SOUNDFONT), str(mid)]
    subprocess.run(cmd, check=True, capture_output=True)
    data, rate = soundfile.read(str(wav), dtype="float64", always_2d=True)
    assert rate == RATE and data.shape[1] == 2, (rate, data.shape)
    return data


def finish(data: np.ndarray, score: Score) -> np.ndarray:
    """Fold the ring into the head (a loop) or fade it to silence (a set that ends)."""
    tune = score.band.tune
    seconds = score.band.at / TPQ * 60.0 / tune.tempo
    length = round(seconds * RATE)
    if score.loops:
        head = data[:length].copy()
        ring = data[length:]
        head[: len(ring)] += ring[: len(head)]
        # start the file at the quietest instant of the first 0.3 s (a loop may begin
        # anywhere): the encoder's small error at a file's edges then stays inaudible
        level = np.convolve(np.max(np.abs(head[: round(0.3 * RATE)]), axis=1),
                            np.ones(64) / 64, mode="same")
        return np.roll(head, -int(np.argmin(level)), axis=0)
    ring = data[length:]
    level = np.max(np.abs(ring), axis=1)
    loud = np.nonzero(level > 10 ** (-60 / 20) * np.max(np.abs(data)))[0]
    end = length + (int(loud[-1]) + 1 if loud.size else 0)
    out = data[:end].copy()
    fade = min(len(out), round(0.25 * RATE))
    out[-fade:] *= np.linspace(1.0, 0.0, fade)[:, None]
    return out


def level(data: np.ndarray, name: str) -> np.ndarray:
    """Bring the piece to the target loudness, agreeing with pyloudnorm."""
    import pyloudnorm

    ours = loudness.integrated(data, RATE)
    theirs = pyloudnorm.Meter(RATE).integrated_loudness(data)
    if abs(ours - theirs) > 0.1:
        raise SystemExit(f"{name}: loudness {ours:.2f} here, {theirs:.2f} by pyloudnorm")
    out = data * 10 ** ((TARGET_LUFS - ours) / 20)
    peak = float(np.max(np.abs(out)))
    if peak > PEAK_LIMIT:
        raise SystemExit(f"{name}: peak {peak:.3f} over -1 dBFS at {TARGET_LUFS} LUFS")
    return out


def write(data: np.ndarray, path: Path) -> None:
    import soundfile

    # in blocks: libsndfile's Vorbis encoder crashes on one long write
    with soundfile.SoundFile(str(path), "w", RATE, data.shape[1], format="OGG",
                             subtype="VORBIS", compression_level=QUALITY) as f:
        for at in range(0, len(data), 1 << 15):
            f.write(data[at: at + (1 << 15)].astype(np.float32))


def spectrogram(data: np.ndarray, path: Path, start: float = 40.0, seconds: float = 8.0
                ) -> None:
    """A picture of ``seconds`` of the piece (log frequency up, time right)."""
    from PIL import Image

    mono = data.mean(axis=1)
    a = min(int(start * RATE), max(0, len(mono) - int(seconds * RATE)))
    x = mono[a: a + int(seconds * RATE)]
    size, hop = 4096, 256
    frames = np.lib.stride_tricks.sliding_window_view(x, size)[::hop] * np.hanning(size)
    mag = 20 * np.log10(np.abs(np.fft.rfft(frames, axis=1)) + 1e-9)
    freqs = np.fft.rfftfreq(size, 1 / RATE)
    rows = np.geomspace(60, 6000, 480)
    img = np.stack([np.interp(rows, freqs, m) for m in mag], axis=1)[::-1]
    img = np.clip((img - img.max() + 70) / 70, 0, 1)
    Image.fromarray((img * 255).astype(np.uint8), "L").save(path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", action="append", help="build just this piece (repeatable)")
    ap.add_argument("--spectrograms", type=Path, help="also draw an excerpt of each here")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if shutil.which("fluidsynth") is None or not SOUNDFONT.exists():
        raise SystemExit("needs FluidSynth and FluidR3_GM: sh tools/install_sound_tools.sh")
    names = args.only or list(PIECES)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            score = PIECES[name]()
            data = level(finish(render(score, Path(tmp), name), score), name)
            write(data, args.out / f"{name}.ogg")
            report(name, data, args.spectrograms)
    return 0


def report(name: str, data: Any, pictures: Path | None) -> None:
    print(f"{name}: {len(data) / RATE:6.1f} s, {loudness.integrated(data, RATE):6.2f} LUFS, "
          f"peak {loudness.peak_dbfs(data):5.1f} dBFS, seam {loudness.seam_jump(data):.4f}")
    if pictures is not None:
        pictures.mkdir(parents=True, exist_ok=True)
        spectrogram(data, pictures / f"{name}.png")


if __name__ == "__main__":
    sys.exit(main())
