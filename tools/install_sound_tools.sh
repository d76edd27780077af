#!/bin/sh
# Everything tools/build_music.py needs, in one command on Debian or Ubuntu (as root):
#   sh tools/install_sound_tools.sh
# FluidSynth (the renderer) and fluid-soundfont-gm (the FluidR3_GM SoundFont, MIT
# licence), then the [sound] extra (mido, numpy, soundfile, pyloudnorm) into .venv.
# None of it is needed to play or test the game: the rendered files are committed.
set -e
cd "$(dirname "$0")/.."
apt-get update
apt-get install -y --no-install-recommends fluidsynth fluid-soundfont-gm
test -x .venv/bin/python || python3 -m venv .venv
.venv/bin/python -m pip install -q -e '.[dev,sound]'
