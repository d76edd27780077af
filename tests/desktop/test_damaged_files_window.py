"""A real window under Xvfb: a damaged save given to ``--load`` and a damaged
shared game given to ``--replay`` each show their sentence over the title, the file is
left as it is, and the rest of the app works on (Enter closes the note, Quick Game
starts a game that asks the player). Skipped when Xvfb or xdotool is missing."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.desktop.test_xvfb import REPO, read, wait_line

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")


def _damaged_save() -> str:
    """A save whose Gold no longer adds up (one player's stash nudged by a disk)."""
    from engine.game import new_game
    from engine.simulate import make_setup

    data = new_game(make_setup("standard", 3, ["jett", "dale", "terci"]), 4).to_dict()
    data["snapshot"]["players"][1]["gold"] += 7
    return json.dumps(data)


def _damaged_share() -> str:
    """A shared game whose set-up names a character no one has."""
    from rdi_desktop.replay import share_data

    setup = {"players": [{"character": "jett"}, {"character": "nobody-at-all"}],
             "mode": "standard"}
    return json.dumps(share_data(setup, 3, [0, 1, 0]))


def _window(display: str) -> str:
    xenv = dict(os.environ, DISPLAY=display)
    end = time.monotonic() + 20
    while time.monotonic() < end:
        r = subprocess.run(["timeout", "10", "xdotool", "search", "--class", "rdi-desktop"],
                           env=xenv, capture_output=True, text=True)
        if r.stdout.split():
            return r.stdout.split()[0]
        time.sleep(0.2)
    raise AssertionError("window not found")


@pytest.mark.parametrize("flag, body, words", [
    ("--load", _damaged_save, "(the part that holds the Gold, which does not add up to what "
                              "the game started with)"),
    ("--replay", _damaged_share, "is damaged: its decisions do not make a game (part of it is "
                                 "missing or does not make sense: its set-up"),
])
def test_a_damaged_file_is_said_and_the_app_works_on(flag: str, body: object, words: str,
                                                     tmp_path: Path) -> None:
    display = f":{random.randint(401, 650)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(0.5)
        data = tmp_path / "data"
        (data / "saves").mkdir(parents=True)
        (data / "settings.json").write_text(json.dumps(
            {"animation_speed": 4.0, "confirm_pass_drink": False}))
        damaged = data / "saves" / "damaged.json"
        text = body()  # type: ignore[operator]
        damaged.write_text(text, encoding="utf-8")
        log = tmp_path / "debug.log"
        env = dict(os.environ, DISPLAY=display, SDL_VIDEO_X11_WMCLASS="rdi-desktop",
                   SDL_AUDIODRIVER="dummy", RDI_DATA_DIR=str(data), RDI_DEBUG_LOG=str(log),
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(REPO))
        env.pop("SDL_VIDEODRIVER", None)
        app = subprocess.Popen([sys.executable, "-m", "rdi_desktop", "--windowed", "--size",
                                "1280x720", "--seed", "5", flag, str(damaged)], env=env,
                               cwd=str(REPO), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
        wid = _window(display)
        xenv = dict(os.environ, DISPLAY=display)
        _, line = wait_line(log, lambda s: s.startswith("button ") and s.endswith(
            "Quick Game"), timeout=30)
        time.sleep(1.0)  # the note drawn over the title
        from PIL import ImageGrab

        ImageGrab.grab(xdisplay=display).save(tmp_path / "note.png")
        subprocess.run(["xdotool", "key", "--window", wid, "Return"], env=xenv, check=True)
        time.sleep(0.4)
        _, x, y, *_ = line.split()
        subprocess.run(["xdotool", "mousemove", "--window", wid, x, y], env=xenv, check=True)
        time.sleep(0.1)
        subprocess.run(["xdotool", "click", "--window", wid, "1"], env=xenv, check=True)
        # the rest of the app works on: a new game asks the player
        wait_line(log, lambda s: s.startswith("prompt seat=0"), timeout=30)
        assert damaged.read_text(encoding="utf-8") == text, "the file is left as it is"
    finally:
        if app is not None:
            app.terminate()
            try:
                _out, err = app.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
                _out, err = app.communicate()
        xvfb.terminate()
        xvfb.wait(5)
    assert words in err and "damaged.json" in err, err[-600:]
    assert "Traceback" not in err
    assert any(s.startswith("scene TableScene") for s in read(log)), read(log)[-10:]
