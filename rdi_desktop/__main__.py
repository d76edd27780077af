"""Command line: ``rdi-desktop`` / ``python -m rdi_desktop``.

Options::

    --windowed / --fullscreen   window mode (default: from settings, windowed)
    --size WxH                  window size, e.g. 1600x900 (default 1280x720)
    --seed N                    reserved: seed for new games
    --selftest OUT.png          open the window, draw 60 frames, save a screenshot, exit 0
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SELFTEST_FRAMES = 60


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().replace("*", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from None
    if w < 320 or h < 240 or w > 10000 or h > 10000:
        raise argparse.ArgumentTypeError(f"size out of range: {text!r}")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="rdi-desktop",
        description="The Red Dragon Inn: desktop edition.",
    )
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None,
                      help="run in a window")
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true",
                      help="run fullscreen")
    p.add_argument("--size", type=parse_size, metavar="WxH",
                   help="window size, e.g. 1600x900 (default 1280x720)")
    p.add_argument("--seed", type=int, help="reserved: seed for new games")
    p.add_argument("--selftest", metavar="OUT.png",
                   help=f"draw {SELFTEST_FRAMES} frames, save a screenshot to OUT.png, exit")
    p.add_argument("-v", "--verbose", action="store_true", help="log more")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    if args.selftest:
        # never touch the player's real settings/saves from a self-test
        os.environ.setdefault("RDI_DATA_DIR", tempfile.mkdtemp(prefix="rdi-selftest-"))
        fullscreen = False if args.fullscreen is None else args.fullscreen
    else:
        fullscreen = args.fullscreen

    from rdi_desktop.app import App  # imported late: argparse errors stay fast

    app = App(size=args.size, fullscreen=fullscreen, seed=args.seed)
    try:
        if args.selftest:
            app.run(max_frames=SELFTEST_FRAMES)
            out = os.path.abspath(args.selftest)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            app.screenshot(out)
            print(f"selftest: {app.frame} frames, screenshot {out}")
            return 0
        return app.run()
    finally:
        app.shutdown()


if __name__ == "__main__":
    sys.exit(main())
