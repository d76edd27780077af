"""Loading a saved game: this tree's checked load side by side with another tree's load.

    .venv/bin/python bench/bench_load.py [OTHER] [--turns 6] [--saves 12] [--reps 10]

``OTHER`` is a checkout or an exported tree; without it, the code from before every file
was checked (commit :data:`BEFORE_CHECK`, exported with ``git archive``), whose
``Game.from_json`` read the save with the standard library and built the game with no
check. The same saves (normal games: four players, every variant, 150 decisions in,
written by this tree) are loaded by ``Game.from_json`` of each tree, the call behind
Load and Continue, in a fresh process per side (this file run with ``--probe TREE``,
the tree's engine first on ``sys.path``), so the two figures differ only by the code.

Two loads of this tree are timed:

- *a repeated load*: the game its set-up and seed start, which the check compares the
  save with, is already kept (engine/filecheck/start.py): Continue and then Load of
  the same game, or a game opened twice;
- *a first load*: nothing kept of the game (a Load of a save not opened since the app
  started): its start is built, or put together from what the app's warm-up learned
  of every character's and table's start (engine/load_warmup.py, run here first as the
  app runs it while its title is up; it learns nothing of these saves).

With ``--cold N`` it also times *the first click in a new process*: N fresh processes per
save and side, each with the engine imported and the cards read (as the app has them at
its title), this tree's load check prepared as the app prepares it while the title is up
(engine/load_warmup.py), then one ``Game.from_json``. It times two first clicks: a Load
of a save the app has not seen, and Continue, whose autosave the app's preparation
loads ahead (this tree; the other has nothing to prepare).

Why it holds up on a shared, loaded machine: time is the process's CPU time
(``time.process_time``), so the time the scheduler gives the neighbours is not counted;
the sides take turns (other, this, other, this, ...) so a slow minute falls on both;
each save's figure is the median of every load of it over every turn. The ratios are
each save's (this over other), their median reported. Target: at most 1.10 for both.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = 1.10
#: the last commit before the load check: the load it is held to
BEFORE_CHECK = "da0e85a94eaf5a2af7f05fdbc907938f3d4349bc"


def saves(n: int) -> list[str]:
    """``n`` normal saves: four players, each variant set in turn, 150 decisions in."""
    from engine.game import new_game
    from engine.kits import playable_characters
    from engine.seats import RandomSeat
    from engine.simulate import make_setup
    from engine.soak import VARIANTS

    chars = playable_characters()
    out = []
    opts = list(VARIANTS.values())
    for k in range(n):
        setup = dict(make_setup("standard", 4, [chars[(k * 3 + i) % len(chars)]
                                                for i in range(4)]),
                     options=dict(opts[k % len(opts)]))
        g = new_game(setup, 100 + k)
        seat = RandomSeat(k)
        for _ in range(150):
            p = g.pending()
            if p is None:
                break
            g.apply(seat.decide({}, p))
        out.append(g.to_json())
    return out


def probe(texts: list[str], reps: int) -> dict[str, list[list[float]]]:
    """In this process (the tree's engine first on sys.path): the CPU seconds of every
    load of every save, repeated and (where the tree keeps starting games) first."""
    from engine.game import Game

    try:
        from engine.filecheck.start import clear
        from engine.load_warmup import prepare
    except ImportError:  # a tree from before the check keeps nothing, prepares nothing
        def clear() -> None:
            return None
    else:
        prepare()  # what the app does while its title is up (nothing of these saves)
    for t in texts:  # warm: every module imported, every check compiled
        Game.from_json(t)
    out: dict[str, list[list[float]]] = {"repeated": [], "first": []}
    clock = time.process_time
    for t in texts:
        rep, first = [], []
        Game.from_json(t)  # this game's start kept
        for _ in range(reps):  # one load after another, as Continue and then Load
            t0 = clock()
            Game.from_json(t)
            rep.append(clock() - t0)
        for _ in range(reps):
            clear()
            t0 = clock()
            Game.from_json(t)
            first.append(clock() - t0)
        out["repeated"].append(rep)
        out["first"].append(first)
    return out


def cold_probe(texts: list[str], k: int, autosave: bool = False) -> float:
    """In a fresh process: the CPU seconds of the first load, of save ``k``, after what
    the app has done by the time its title is up (``autosave``: save ``k`` is the
    autosave Continue opens, which the app's preparation loads ahead)."""
    from engine.game import new_game
    from engine.kits import playable_characters
    from engine.simulate import make_setup

    new_game(make_setup("standard", 4, sorted(playable_characters())[:4]), 1).to_json()
    try:
        from engine.load_warmup import prepare
    except ImportError:  # a tree from before the check has nothing to prepare
        pass
    else:
        if autosave:
            from pathlib import Path

            with tempfile.TemporaryDirectory() as tmp:
                path = Path(tmp) / "autosave.json"
                path.write_text(texts[k], encoding="utf-8")
                prepare(path)
        else:
            prepare()
    from engine.game import Game

    t0 = time.process_time()
    Game.from_json(texts[k])
    return time.process_time() - t0


def _env(pure: bool) -> dict[str, str]:
    """A probe's environment: its own tree first, this tree's engine compiled or not."""
    return {**os.environ, "PYTHONHASHSEED": "0", "RDI_PURE_ENGINE": "1" if pure else "0"}


def run_cold(side: tuple[str, bool], path: str, k: int, autosave: bool = False) -> float:
    tree, pure = side
    out = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--probe", tree, "--texts", path,
         "--cold-save", str(k)] + (["--autosave"] if autosave else []),
        cwd=tree, capture_output=True, text=True, check=True,
        env={**_env(pure), "PYTHONPATH": tree}).stdout
    return float(out)


def run(side: tuple[str, bool], path: str, reps: int) -> dict[str, list[list[float]]]:
    """One probe of a side (its tree, pure or not) in a fresh process, on the saves in
    ``path``."""
    tree, pure = side
    out = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--probe", tree, "--texts", path,
         "--reps", str(reps)],
        cwd=tree, capture_output=True, text=True, check=True,
        env={**_env(pure), "PYTHONPATH": tree}).stdout
    got: dict[str, list[list[float]]] = json.loads(out)
    return got


def medians(runs: list[dict[str, list[list[float]]]], kind: str) -> list[float]:
    """Each save's median load (ms) over every load of every turn."""
    n = len(runs[0][kind])
    return [statistics.median([x for r in runs for x in r[kind][k]]) * 1000
            for k in range(n)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other", nargs="?")
    ap.add_argument("--turns", type=int, default=6, help="probes of each side, alternating")
    ap.add_argument("--saves", type=int, default=12)
    ap.add_argument("--reps", type=int, default=10, help="loads of each save per probe")
    ap.add_argument("--probe", help=argparse.SUPPRESS)
    ap.add_argument("--texts", help=argparse.SUPPRESS)
    ap.add_argument("--cold", type=int, default=0,
                    help="fresh processes per save and side timing the first click")
    ap.add_argument("--pure", action="store_true",
                    help="a third side: this tree with its engine's pure-Python modules")
    ap.add_argument("--also", action="append", default=[], metavar="TREE",
                    help="another side: a checkout or exported tree, held to OTHER too")
    ap.add_argument("--cold-save", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--autosave", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.probe:
        sys.path.insert(0, args.probe)
        only_tree()
        with open(args.texts, encoding="utf-8") as fh:
            texts = json.load(fh)
        if args.cold_save is not None:
            print(cold_probe(texts, args.cold_save, args.autosave))
        else:
            print(json.dumps(probe(texts, args.reps)))
        return 0
    sys.path.insert(0, HERE)
    texts = saves(args.saves)
    with tempfile.TemporaryDirectory() as tmp:
        other = args.other or export(BEFORE_CHECK, os.path.join(tmp, "before"))
        if other is None:
            print(f"bench_load: name the tree to compare with (commit {BEFORE_CHECK[:7]} "
                  "could not be exported from this checkout's history)")
            return 0
        sides = {"other": (os.path.abspath(other), False), "this": (HERE, False)}
        if args.pure:
            sides["this, pure Python"] = (HERE, True)
        for tree in args.also:
            sides[f"tree {tree}"] = (os.path.abspath(tree), False)
        got: dict[str, list[dict[str, list[list[float]]]]] = {k: [] for k in sides}
        path = os.path.join(tmp, "saves.json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(texts, fh)
        for turn in range(args.turns):
            for side, where in sides.items():
                got[side].append(run(where, path, args.reps))
            print(f"turn {turn + 1} of {args.turns} done", file=sys.stderr)
        cold: dict[str, list[list[float]]] = {k: [[] for _ in texts] for k in sides}
        cont: dict[str, list[list[float]]] = {k: [[] for _ in texts] for k in sides}
        for n in range(args.cold):
            for k in range(len(texts)):
                for side, where in sides.items():
                    cold[side][k].append(run_cold(where, path, k) * 1000)
                    cont[side][k].append(run_cold(where, path, k, autosave=True) * 1000)
            print(f"fresh processes {n + 1} of {args.cold} done", file=sys.stderr)
    report(texts, args, got, cold, cont)
    return 0


def report(texts: list[str], args: argparse.Namespace,
           got: dict[str, list[dict[str, list[list[float]]]]],
           cold: dict[str, list[list[float]]], cont: dict[str, list[list[float]]]) -> None:
    """Each side's figures and its ratios to the other tree's."""
    other_ms = medians(got["other"], "repeated")
    print(f"{len(texts)} saves of {min(map(len, texts)) // 1024}-"
          f"{max(map(len, texts)) // 1024} KB, {args.turns} turns of {args.reps} loads of "
          f"each save per side; CPU time; each save's median, then the median over saves "
          f"(of the figures and of each save's ratio)")
    print(f"  other tree, Game.from_json:      {statistics.median(other_ms):.3f} ms")
    for side in [s for s in got if s != "other"]:
        print(f"  {side}:")
        for kind, words in (("repeated", "a repeated load"), ("first", "a first load  ")):
            mine = medians(got[side], kind)
            ratio = statistics.median([m / o for m, o in zip(mine, other_ms, strict=True)])
            print(f"    {words}:      {statistics.median(mine):.3f} ms, {ratio:.3f} of the "
                  f"other's ({'within' if ratio <= TARGET else 'NOT within'} the {TARGET})")
        if not args.cold:
            continue
        for runs, words in ((cold, "Load"), (cont, "Continue")):
            o = [statistics.median(x) for x in runs["other"]]
            m = [statistics.median(x) for x in runs[side]]
            ratio = statistics.median([a / b for a, b in zip(m, o, strict=True)])
            print(f"    the first {words} in a new process ({args.cold} per save and side): "
                  f"other {statistics.median(o):.3f} ms, this {statistics.median(m):.3f} ms,"
                  f" {ratio:.3f} ({'within' if ratio <= TARGET else 'NOT within'} the "
                  f"{TARGET})")
    print(f"  load average: {os.getloadavg()[0]:.2f}")


def only_tree() -> None:
    """Import nothing from outside the probed tree: the editable install's finder would
    otherwise give a tree its missing modules from this checkout (the tree from before
    the check would run this one's load warm-up and kept starting games)."""
    sys.meta_path[:] = [f for f in sys.meta_path
                        if "__editable__" not in getattr(f, "__module__", "")]


def export(commit: str, into: str) -> str | None:
    """``commit``'s tree exported into ``into`` (None: not in this checkout's history)."""
    os.makedirs(into)
    try:
        tar = subprocess.run(["git", "-C", HERE, "archive", commit], capture_output=True,
                             check=True).stdout
        subprocess.run(["tar", "-x", "-C", into], input=tar, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return into


if __name__ == "__main__":
    sys.exit(main())
