"""A real window under Xvfb driven by xdotool: click Quick Game on the title
screen, then click a card in the hand; the engine must receive the answer
(checked through the debug log the app writes when RDI_DEBUG_LOG is set).
Skipped when Xvfb or xdotool is missing."""

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

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")


def read(log: Path) -> list[str]:
    try:
        return log.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []


def wait_line(log: Path, pred, timeout: float = 15.0, start: int = 0) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        lines = read(log)
        for i in range(start, len(lines)):
            if pred(lines[i]):
                return i, lines[i]
        time.sleep(0.05)
    raise AssertionError(f"no matching line in the debug log; tail: {read(log)[-8:]}")


def test_real_window_quick_game_and_card_click(tmp_path: Path) -> None:
    display = f":{random.randint(150, 400)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(0.5)
        data = tmp_path / "data"
        data.mkdir()
        (data / "settings.json").write_text(json.dumps(
            {"animation_speed": 4.0, "confirm_pass_drink": False}))
        log = tmp_path / "debug.log"
        env = dict(os.environ, DISPLAY=display, SDL_VIDEO_X11_WMCLASS="rdi-desktop",
                   SDL_AUDIODRIVER="dummy", RDI_DATA_DIR=str(data), RDI_DEBUG_LOG=str(log),
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(REPO))
        env.pop("SDL_VIDEODRIVER", None)
        app = subprocess.Popen([sys.executable, "-m", "rdi_desktop", "--windowed", "--size",
                                "1280x720", "--seed", "5"], env=env, cwd=str(REPO),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        xenv = dict(os.environ, DISPLAY=display)
        wid = ""
        end = time.monotonic() + 15
        while not wid and time.monotonic() < end:
            r = subprocess.run(["timeout", "10", "xdotool", "search", "--class", "rdi-desktop"],
                               env=xenv, capture_output=True, text=True)
            wid = r.stdout.split()[0] if r.stdout.split() else ""
            if not wid:
                time.sleep(0.2)
        assert wid, "window not found"

        def click(x: int, y: int) -> None:
            subprocess.run(["xdotool", "mousemove", "--window", wid, str(x), str(y)],
                           env=xenv, check=True)
            time.sleep(0.08)
            subprocess.run(["xdotool", "click", "--window", wid, "1"], env=xenv, check=True)

        _, line = wait_line(log, lambda s: s.startswith("button ") and s.endswith(
            "Quick Game"))
        _, x, y, *_ = line.split()
        time.sleep(0.3)
        click(int(x), int(y))
        pos = 0
        answered = False
        for _ in range(40):
            pos, line = wait_line(log, lambda s: s.startswith("prompt seat=0"), start=pos)
            fields = dict(f.split("=", 1) for f in line.split()[1:])
            time.sleep(0.15)
            if fields["cards"]:
                x, y = fields["cards"].split(";")[0].split(",")
                click(int(x), int(y))
                if fields["kind"] == "discard":  # a click picks the card; Done discards it
                    time.sleep(0.3)
                    x, y = fields["buttons"].split(";")[-1].split(",")
                    click(int(x), int(y))
                wait_line(log, lambda s: s.startswith("answer seat=0"), start=pos)
                answered = True
                break
            # no card to play here: pass (the last button) and wait for the next prompt
            x, y = fields["buttons"].split(";")[-1].split(",")
            click(int(x), int(y))
            pos += 1
        assert answered, "never got a prompt with a playable card"
        # the click went through the table scene (a card option, not a button)
        assert any(s.startswith("ui-answer seat=0") for s in read(log)), read(log)[-10:]
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
