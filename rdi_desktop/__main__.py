"""Command line: ``rdi-desktop`` / ``python -m rdi_desktop``.

Options::

    --version                   print the version (pyproject.toml's) and exit
    --windowed / --fullscreen   window mode (default: from settings, windowed)
    --size WxH                  window size, e.g. 1600x900 (default 1280x720)
    --seed N                    reserved: seed for new games
    --selftest OUT.png          open the window, draw 60 frames, save a screenshot, exit 0
    --autoplay                  play an all-AI game through the table (EngineThread,
                                presenter) at instant speed to the end, then exit 0
    --players N                 seats for --autoplay (2-8, default 4)
    --seats NAME,NAME,...       with --autoplay: who sits at the table, one seat name per
                                player (the built-in levels and any installed plug-in
                                seat); sets the number of players
    --screenshot OUT.png        with --autoplay: save the final table
    --speed X                   with --autoplay: animation speed (default: instant)
    --mode MODE                 with --autoplay: standard, two-headed-dragon, boss-battle,
                                two-headed-boss-battle, leaders-and-lackeys or otto
    --variants LIST             with --autoplay: the variants to switch on, comma separated
                                (--help lists them, as the variants' modules declare them)
    --loop-minutes M            with --autoplay: games over every mode and variant, one
                                after another for M minutes in one process; exit 1 on a
                                failure or resident memory growth of 10% or more
    --continue                  with --autoplay: go on from the autosave when it holds a game
                                that is not over (exit 1 if it cannot be read), else a new game
    --hall GAME                 with --autoplay: an all-AI Gambling Hall game instead
                                (threes, the_wheel ...; --players and --seed apply)
    --load FILE                 open this saved game (Menu goes to the title): a game, a
                                Gambling Hall autosave or a failure report of either; with
                                --selftest: exit 1 with the reason if it cannot be read
    --tutorial                  the guided first game ("Learn to play" on the title)
    --replay FILE               watch a saved, autosaved or shared game again (the
                                replay viewer); with --selftest: exit 1 with the reason
                                if it cannot be replayed
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
    from rdi_desktop import __version__

    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
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
    p.add_argument("--autoplay", action="store_true",
                   help="play an all-AI game to the end through the app, then exit")
    p.add_argument("--players", type=int, default=4, help="seats for --autoplay (2-8)")
    p.add_argument("--seats", metavar="NAME,NAME,...",
                   help="with --autoplay: one seat per player, by name (an AI level or a "
                        "plug-in seat)")
    p.add_argument("--screenshot", metavar="OUT.png", help="with --autoplay: final screenshot")
    p.add_argument("--speed", type=float, default=None,
                   help="with --autoplay: animation speed (default instant)")
    p.add_argument("--mode", default="standard", help="with --autoplay: the game mode")
    from engine.variant_registry import option_names

    p.add_argument("--variants", default="",
                   help=f"with --autoplay: {','.join(option_names())} (comma separated)")
    p.add_argument("--loop-minutes", type=float, default=None,
                   help="with --autoplay: play games over every mode and variant for this "
                        "long in one process, then report games, failures and memory")
    p.add_argument("--max-seconds", type=float, default=600.0, help=argparse.SUPPRESS)
    p.add_argument("--hall", metavar="GAME",
                   help="with --autoplay: play an all-AI Gambling Hall game instead")
    p.add_argument("--load", metavar="FILE", help="open this saved game")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="with --autoplay: go on from the autosave if it holds a game")
    p.add_argument("--tutorial", action="store_true",
                   help="play the guided first game (Learn to play)")
    p.add_argument("--replay", metavar="FILE",
                   help="watch a saved, autosaved or shared game again")
    p.add_argument("-v", "--verbose", action="store_true", help="log more")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    if args.selftest or args.autoplay:
        # never touch the player's real settings/saves from a self-test
        os.environ.setdefault("RDI_DATA_DIR", tempfile.mkdtemp(prefix="rdi-selftest-"))
        fullscreen = False if args.fullscreen is None else args.fullscreen
    else:
        fullscreen = args.fullscreen

    from rdi_desktop.app import App  # imported late: argparse errors stay fast

    app = App(size=args.size, fullscreen=fullscreen, seed=args.seed)
    if app.folder_problem is not None:
        print(f"rdi-desktop: {app.folder_problem.sentence}", file=sys.stderr)
    try:
        if args.autoplay and args.loop_minutes is not None:
            from rdi_desktop.autoplay_loop import main_loop

            try:
                seats = tuple(seat_names(args.seats or ""))
            except ValueError as exc:
                print(exc, file=sys.stderr)
                return 2
            return main_loop(app, args.loop_minutes, args.seed if args.seed is not None else 1,
                             50.0 if args.speed is None else args.speed, seats)
        if args.autoplay and args.hall:
            from rdi_desktop.hall.program import hall_autoplay

            return hall_autoplay(app, args)
        if args.autoplay:
            return autoplay(app, args)
        first: str | None = "title"
        start_load_check_warmup()
        if args.load or args.replay:
            failed = open_save(app, args.load) if args.load else open_replay(app, args.replay)
            if failed and args.selftest:
                return 1
            first = None
        elif args.tutorial:
            app.open_scene("title")
            app.open_scene("tutorial")
            first = None
        if args.selftest:
            app.run(first, max_frames=SELFTEST_FRAMES, sleep=False)
            out = os.path.abspath(args.selftest)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            app.screenshot(out)
            print(f"selftest: {app.frame} frames, screenshot {out}")
            return 0
        return app.run(first)
    finally:
        app.shutdown()


def start_load_check_warmup() -> None:
    """Prepare the load check on a background thread while the title is up, so the
    player's first Continue or Load costs the load alone (engine/load_warmup.py)."""
    import threading

    def warm() -> None:
        from engine.load_warmup import prepare

        try:
            prepare()
        except Exception:  # noqa: BLE001 - only a head start: the load prepares itself
            logging.getLogger(__name__).warning("preparing the load check failed",
                                                exc_info=True)

    threading.Thread(target=warm, name="load-check-warmup", daemon=True).start()


def open_save(app, path: str) -> bool:  # type: ignore[no-untyped-def]
    """The title, then the saved game on top; False if it opened. A save that cannot
    be read is said in words (stderr, and a note over the title)."""
    import html
    from pathlib import Path

    from rdi_desktop.hall.program import hall_or_table
    from rdi_desktop.savefile import SaveProblem

    app.open_scene("title")
    try:
        table = hall_or_table(app, Path(path))
    except SaveProblem as exc:
        print(f"rdi-desktop: {exc}", file=sys.stderr)
        app.show_message("Load", html.escape(str(exc)))
        return True
    app.push(table)
    if hasattr(table, "engine"):  # a Hall table said what it loaded already
        state = table.engine.game.state
        print(f"loaded {Path(path).name}: {', '.join(p.name for p in state.players)}; "
              f"turn {state.turn_number}")
    return False


def continued_table(app):  # type: ignore[no-untyped-def]
    """``--autoplay --continue``: the table of the autosave's game (autoplaying), None
    when there is no game to go on with, False when the autosave cannot be read."""
    from rdi_desktop.savefile import SaveProblem
    from rdi_desktop.scenes.table_open import autosave_path, table_from_save

    path = autosave_path()
    if not path.exists():
        return None
    try:
        scene = table_from_save(app, path)
    except SaveProblem as exc:
        print(f"autoplay: the autosave cannot be read: {exc}", file=sys.stderr)
        return False
    state = scene.engine.game.state
    print(f"autoplay: continued from the autosave, turn {state.turn_number}, "
          f"{len(state.decisions)} decisions", flush=True)
    if scene.engine.game.over:
        return None
    scene.autoplay = True
    scene.saving.autoplay = True
    return scene


def open_replay(app, path: str) -> bool:  # type: ignore[no-untyped-def]
    """The title, then the replay viewer on top; False if it opened. A file that
    cannot be replayed is said in a sentence (stderr, and a note over the title)."""
    import html
    from pathlib import Path

    from rdi_desktop.replay import ReplayFileProblem
    from rdi_desktop.scenes.replay import open_replay as viewer

    app.open_scene("title")
    try:
        scene = viewer(app, Path(path))
    except ReplayFileProblem as exc:
        print(f"rdi-desktop: {exc}", file=sys.stderr)
        app.show_message("Replay", html.escape(str(exc)))
        return True
    app.push(scene)
    rep = scene.replay
    print(f"replay {Path(path).name}: {rep.last} decisions, "
          f"{len(rep.turn_starts())} turns")
    return False


def seat_names(text: str) -> list[str]:
    """``--seats``: the seat names, in order; ValueError with a sentence naming the known
    seats when one is not registered (plug-ins are loaded by then)."""
    from rdi_desktop.bridge import HUMAN, seat_kinds

    names = [n.strip() for n in text.split(",") if n.strip()]
    known = [k for k in seat_kinds() if k != HUMAN]
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"--seats: there is no seat called {', '.join(unknown)}; "
                         f"the seats are {', '.join(known)}.")
    return names


def autoplay(app, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    """Play an all-AI game through the table scene; screenshot the end."""
    import time

    from rdi_desktop.scenes.table_open import open_table
    from rdi_desktop.settings import Settings
    from rdi_desktop.table_setup import mode_players, modes, variant_setup
    from rdi_desktop.variant_ui import options as variant_options

    if args.mode not in modes():
        print(f"--mode must be one of {', '.join(modes())}", file=sys.stderr)
        return 2
    try:
        seats = seat_names(args.seats) if args.seats else []
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    players = len(seats) if seats else args.players
    if seats and players not in mode_players()[args.mode]:
        print(f"--seats names {players} seats; this mode is played by "
              f"{', '.join(map(str, mode_players()[args.mode]))}.", file=sys.stderr)
        return 2
    if players not in mode_players()[args.mode]:
        if args.mode == "standard":
            print("--players must be 2..8", file=sys.stderr)
            return 2
        players = mode_players()[args.mode][0] if players < mode_players()[args.mode][0] else \
            max(n for n in mode_players()[args.mode] if n <= players)
    options = {v.strip(): True for v in args.variants.split(",") if v.strip()}
    bad = set(options) - set(variant_options())  # as the variants' widgets declare them
    if bad:
        print(f"unknown variants: {', '.join(sorted(bad))}", file=sys.stderr)
        return 2
    speed = 4.0 if args.speed is None else args.speed
    app.settings = Settings(animation_speed=speed, ui_scale=app.settings.ui_scale,
                            palette=app.settings.palette,
                            reduce_motion=app.settings.reduce_motion)
    scene = continued_table(app) if args.resume else None
    if scene is False:
        return 1
    if scene is None:
        setup, kinds, seed = variant_setup(args.mode, players,
                                           args.seed if args.seed is not None else 1,
                                           human=False, options=options or None)
        scene = open_table(app, setup, seats or kinds, seed, autoplay=True)
        print(f"autoplay: new game, seed {seed}", flush=True)
    seed = int(scene.engine.game.state.seed or 0)
    t0 = time.monotonic()

    def on_frame(a) -> None:  # type: ignore[no-untyped-def]
        if scene.done or scene.presenter.failure is not None:
            a.running = False
        elif time.monotonic() - t0 > args.max_seconds:
            print("autoplay: time limit reached", file=sys.stderr)
            a.running = False

    app.run(scene, on_frame=on_frame)
    # one more frame so the final state is drawn
    app.step(0.0)
    p = scene.presenter
    if args.screenshot:
        out = os.path.abspath(args.screenshot)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        app.screenshot(out)
    names = [pl["name"] for pl in p.display.get("players", [])]
    winners = [names[w] for w in p.display.get("winners", []) if w < len(names)]
    print(f"autoplay: seed {seed}, mode {args.mode}, {len(names)} players, {p.stats.turns} turns, "
          f"{app.frame} frames, {time.monotonic() - t0:.1f}s, winners: {', '.join(winners)}")
    print(f"autoplay: seats {', '.join(scene.engine.kinds)}")
    if p.failure is not None:
        print(f"autoplay: engine failed: {p.failure.error}", file=sys.stderr)
        return 1
    return 0 if scene.done else 1


if __name__ == "__main__":
    sys.exit(main())
