"""The file fuzzer: every kind of file a player hands us, damaged, must be refused in
words or load and play on; never a crash, never a broken invariant.

For each kind (table saves of every mode and variant, shared replays, Gambling Hall
saves and failure reports, ``settings.json``, ``statistics.json``, owner card packs)
it makes real files (seeded games played part-way), damages one at a time (a value
deleted, retyped or nudged, two list items swapped, the text cut short, one byte
changed) and hands it to that kind's loader, the one the app uses. A file that loads
is then used as the app would: a game plays on up to 300 decisions with a fixed seat,
its invariants checked along the way; a replay is walked; settings and statistics are
shown. Outcomes: ``refused`` (a sentence for the player), ``plays`` (loaded and played
on), ``crash_load`` / ``crash_play`` / ``broken`` (each a failure).

The damage is drawn through a ``choose(n)`` function: the tests (tests/test_file_fuzz.py)
draw it with Hypothesis, the long run from a seeded RNG:

    .venv/bin/python bench/file_fuzz.py [--files 10000] [--kinds table,replay,...]
                                        [--seed 1] [--keep] [--first-loads]

``--keep`` writes the totals to bench/fuzz/totals.json (quoted in the README);
``--first-loads`` loads every table save as the first load of its game (by default every
other one is), the path a player's first Load or Continue after starting the app takes.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import tempfile
import time
import traceback
import warnings
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

Choose = Callable[[int], int]

#: decisions played on after a load
PLAY_ON = 300
KINDS = ("table", "replay", "hall", "hall_report", "settings", "statistics", "card_pack")
TOTALS = Path(__file__).with_name("fuzz") / "totals.json"


class Broken(AssertionError):
    """An invariant broken after a load."""


# -- damage -------------------------------------------------------------------------------
def _paths(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every value's path in a JSON tree (the root excluded); of a long list of plain
    values (the random-number state, a deck) only its ends and a few between, so that
    those lists do not take most of the damage."""
    out: list[tuple[Any, ...]] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.append(path + (k,))
            out.extend(_paths(v, path + (k,)))
    elif isinstance(obj, list):
        n = len(obj)
        flat = n > 8 and not any(isinstance(v, dict | list) for v in obj)
        for i in sorted({0, 1, n // 3, n // 2, n - 2, n - 1}) if flat else range(n):
            out.append(path + (i,))
            out.extend(_paths(obj[i], path + (i,)))
    return out


def _get(obj: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        obj = obj[k]
    return obj


_ODD = [None, True, False, 0, -1, 1, 2, 7, 99, -99, 10**6, 2**63, 10**30, -(10**30), 1.5,
        "", "x", "bryn", "otto", "jett", "ale", "turn", [], {}, [0], {"kind": "turn"},
        [[[[]]]], "0"]


def _nudge(v: Any, choose: Choose) -> Any:
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + [-2, -1, 1, 2, 10, -10, 1000, -1000][choose(8)]
    if isinstance(v, float):
        return v * [0.5, 2.0, -1.0, 1e300][choose(4)]
    if isinstance(v, str):
        return v[:-1] if v and choose(2) else v + "x"
    if isinstance(v, list):
        return v[:-1] if v and choose(2) else v + (v[-1:] if v else [0])
    if isinstance(v, dict):
        return {k: x for i, (k, x) in enumerate(v.items()) if i != 0}
    return v


def damage_tree(data: Any, choose: Choose) -> Any:
    """One value deleted, retyped or nudged, or two list items swapped."""
    data = copy.deepcopy(data)
    paths = _paths(data)
    if not paths:
        return _ODD[choose(len(_ODD))]
    path = paths[choose(len(paths))]
    parent, key = _get(data, path[:-1]), path[-1]
    op = choose(4)
    before = repr(parent[key])[:60]
    if op == 0:  # delete
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
    elif op == 1:  # retype
        parent[key] = _ODD[choose(len(_ODD))]
    elif op == 2:  # nudge
        parent[key] = _nudge(parent[key], choose)
    else:  # swap two items of the nearest list
        target = parent if isinstance(parent, list) else parent[key]
        if isinstance(target, list) and len(target) > 1:
            i, j = choose(len(target)), choose(len(target))
            target[i], target[j] = target[j], target[i]
        else:
            parent[key] = _nudge(parent[key], choose)
    LAST[:] = [f"{['delete', 'retype', 'nudge', 'swap'][op]} {'/'.join(map(str, path))}: "
               f"{before} -> {repr(_get(data, path[:-1]).get(key) if isinstance(parent, dict) else parent[key] if op and key < len(parent) else None)[:60]}"]
    return data


#: what the last damage was (printed with a failure)
LAST: list[str] = []


def damage_text(text: str, choose: Choose) -> str:
    """The text cut short, or one byte changed."""
    raw = text.encode("utf-8")
    LAST[:] = ["text"]
    if choose(2) == 0:
        return raw[:choose(len(raw))].decode("utf-8", "replace")
    i = choose(len(raw))
    b = bytearray(raw)
    if choose(4) == 0:  # any byte (often no longer UTF-8)
        b[i] = (b[i] + 1 + choose(255)) % 256
    else:  # a byte that keeps it text, often still JSON
        b[i] = _TEXT_BYTES[choose(len(_TEXT_BYTES))]
    return bytes(b).decode("utf-8", "surrogateescape")


_TEXT_BYTES = b' {}[]",:-.0123456789eEabcdefghijklmnopqrstuvwxyz\\'



def damage(text: str, choose: Choose, tree: bool = True) -> str:
    """One damage of any kind to a JSON file's text (a TOML pack: ``tree=False``, text
    damage and line damage only)."""
    kind = choose(4)
    if kind < 2 or not tree:
        if not tree and kind >= 2:
            return _damage_lines(text, choose)
        return damage_text(text, choose)
    return json.dumps(damage_tree(json.loads(text), choose))


def _damage_lines(text: str, choose: Choose) -> str:
    """A TOML pack: a line deleted or two swapped, or a number in one line nudged."""
    lines = text.splitlines()
    i, j = choose(len(lines)), choose(len(lines))
    op = choose(3)
    if op == 0:
        del lines[i]
    elif op == 1:
        lines[i], lines[j] = lines[j], lines[i]
    else:
        import re

        lines[i] = re.sub(r"-?\d+", lambda m: str(int(m.group()) + [-3, -1, 1, 5, 10**9][
            choose(5)]), lines[i], count=1)
    return "\n".join(lines) + "\n"


# -- real files ---------------------------------------------------------------------------
def _played(setup: dict[str, Any], seed: int, decisions: int) -> Any:
    from engine.game import new_game
    from engine.seats import RandomSeat

    g = new_game(setup, seed)
    seat = RandomSeat(seed)
    for _ in range(decisions):
        p = g.pending()
        if p is None:
            break
        g.apply(seat.decide({}, p))
    return g


def _setups() -> list[dict[str, Any]]:
    """One set-up per mode and variant (the soak's grid), seat counts varied."""
    from engine.kits import playable_characters
    from engine.simulate import MODE_PLAYERS, make_setup
    from engine.soak import VARIANTS

    chars = playable_characters()
    rng = random.Random(48)
    out = []
    for mode, counts in MODE_PLAYERS.items():
        for opts in VARIANTS.values():
            n = list(counts)[rng.randrange(len(counts))]
            setup = make_setup(mode, n, rng.sample(chars, n))
            setup = dict(setup, options={**setup.get("options", {}), **opts})
            out.append(setup)
    return out


def table_corpus(depths: tuple[int, ...] = (0, 40, 160)) -> list[str]:
    """Saves of every mode and variant at the start, early and deep in the game, and
    the kept saves of earlier formats."""
    out = []
    for k, setup in enumerate(_setups()):
        for depth in depths:
            try:
                out.append(_played(setup, 1000 + k, depth).to_json())
            except ValueError:
                break  # a set-up the mode does not take
    root = Path(__file__).resolve().parent.parent
    for old in sorted((root / "tests" / "engine" / "old_saves").glob("*.json")):
        out.append(old.read_text(encoding="utf-8"))
    return out


def replay_corpus() -> list[str]:
    from rdi_desktop.replay import share_data

    out = []
    for k, setup in enumerate(_setups()[::2]):
        try:
            g = _played(setup, 2000 + k, 30 + 20 * (k % 4))
        except ValueError:
            continue
        out.append(json.dumps(share_data(setup, 2000 + k, list(g.state.decisions))))
    return out


def _hall_matches() -> list[Any]:
    from engine.hall import GAMES
    from engine.hall.match import HallMatch

    out = []
    for k, name in enumerate(GAMES):
        players = ["Ann", "Bob", "Cy", "Dee"][:3 + k % 2]
        m = HallMatch({"game": name, "players": players, "seed": 30 + k,
                       "seats": ["human"] + ["easy"] * (len(players) - 1)})
        rng = random.Random(k)
        for _ in range(10 + 7 * (k % 3)):
            p = m.pending()
            if p is None:
                break
            m.apply(rng.randrange(len(p.options)))
        out.append(m)
    return out


def hall_corpus() -> list[str]:
    return [m.to_json() for m in _hall_matches()]


def hall_report_corpus() -> list[str]:
    from rdi_desktop.hall.failure import hall_report_data

    return [json.dumps(hall_report_data(m, list(m.kinds), "RuntimeError: boom", "Traceback"))
            for m in _hall_matches()]


def settings_corpus() -> list[str]:
    from rdi_desktop.settings import Settings

    base = asdict(Settings())
    other = dict(base, animation_speed=2.0, ui_scale=1.25, muted=True,
                 respond_cards="always", respond_drinks="never")
    return [json.dumps(base, indent=2), json.dumps(other, indent=2)]


def statistics_corpus() -> list[str]:
    from rdi_desktop.stats import STATS_VERSION, record_of

    games = []
    for k, setup in enumerate(_setups()[:12]):
        try:
            g = _played(setup, 3000 + k, 4000)
        except ValueError:
            continue
        if g.state.over:
            kinds = ["human"] + ["normal"] * (len(g.state.players) - 1)
            games.append(record_of(g, kinds))
    return [json.dumps({"version": STATS_VERSION, "games": games[:n]}, indent=1)
            for n in (1, len(games))]


def card_pack_corpus() -> list[str]:
    """Owner packs as players write them: a character's own card file (it overrides the
    shipped one) and the Drinks."""
    from engine.cards import DATA_DIR

    names = ["rdi3/phrenk.toml", "rdi3/serena.toml", "drinks.toml"]
    return [(DATA_DIR / n).read_text(encoding="utf-8") for n in names]


#: the tests' quick run: the same kinds of file, fewer and shallower saves
QUICK: dict[str, Callable[[], list[str]]] = {
    "table": lambda: table_corpus((30,)), "replay": lambda: replay_corpus()[::3],
    "hall": lambda: hall_corpus()[::2], "hall_report": lambda: hall_report_corpus()[::2],
    "settings": lambda: settings_corpus(), "statistics": lambda: statistics_corpus(),
    "card_pack": lambda: card_pack_corpus()}
CORPUS: dict[str, Callable[[], list[str]]] = {
    "table": table_corpus, "replay": replay_corpus, "hall": hall_corpus,
    "hall_report": hall_report_corpus, "settings": settings_corpus,
    "statistics": statistics_corpus, "card_pack": card_pack_corpus}


# -- loading and playing on -------------------------------------------------------------
def play_on(game: Any, seed: int = 7, decisions: int = PLAY_ON) -> None:
    """Play on as the table would (a fixed seat answers; every seat's view is drawn),
    the invariants checked against the game the set-up starts."""
    from engine.game import new_game
    from engine.invariants import baseline, violations
    from engine.seats import RandomSeat

    g = game.state
    base = baseline(new_game(g.setup, g.seed).state) if "players" in g.setup \
        else baseline(g)
    seat = RandomSeat(seed)
    for k in range(decisions):
        p = game.pending()
        if k % 20 == 0 or p is None:
            _check(violations(g, base))
            for s in range(len(g.players)):
                game.view(s)
        if p is None:
            break
        game.apply(seat.decide({}, p))
    _check(violations(g, base))
    json.loads(game.to_json())


def _check(problems: list[str]) -> None:
    if problems:
        raise Broken("; ".join(problems))


#: table saves loaded so far (every other one a first load: nothing kept)
_TABLE_LOADS = [0]
#: every table save a first load (``--first-loads``)
FIRST_LOADS = [False]


def _table(path: Path) -> Any:
    """Loaded as the app loads it after its title's warm-up: the standard tables'
    starts put together from the shares learned there (else built), every other save a
    first load of its game (no start kept), the rest compared with a kept start."""
    from engine.cards import cards
    from engine.filecheck.start import _LEARNED, clear
    from engine.load_warmup import learn_starts
    from rdi_desktop.savefile import SaveProblem, read_game

    if _LEARNED[0] is not cards():
        learn_starts()
    _TABLE_LOADS[0] += 1
    if _TABLE_LOADS[0] % 2 or FIRST_LOADS[0]:
        clear()
    try:
        game = read_game(path)
    except SaveProblem:
        return None
    return lambda: play_on(game)


def _replay(path: Path) -> Any:
    from rdi_desktop.replay import ReplayFileProblem, load_replay

    try:
        loaded = load_replay(path)
    except ReplayFileProblem:
        return None

    def use() -> None:
        rep = loaded.replay
        rep.game_at(0)
        rep.game_at(rep.last // 2)
        rep.turn_starts()
        rep.next_turn(0)
        rep.prev_turn(rep.last)
        play_on(rep.branch(rep.last))
    return use


def _hall_play(m: Any, seed: int = 7) -> None:
    rng = random.Random(seed)
    for _ in range(PLAY_ON):
        p = m.pending()
        if p is None:
            break
        for s in range(len(m.names)):
            m.view(s)
        m.apply(rng.randrange(len(p.options)))
    json.loads(m.to_json())


def _hall(path: Path) -> Any:
    from rdi_desktop.hall.failure import is_hall_file, read_json
    from rdi_desktop.hall.program import hall_summary, load_hall_match

    data = read_json(path)
    if not is_hall_file(data):
        return _table(path)
    hall_summary(data)  # Load lists it
    try:
        m = load_hall_match(data)
    except ValueError:
        return None
    return lambda: _hall_play(m)


def _hall_report(path: Path) -> Any:
    from rdi_desktop.hall.failure import is_hall_file, match_from_report, read_json
    from rdi_desktop.hall.program import hall_summary

    data = read_json(path)
    if not is_hall_file(data):
        return _table(path)
    hall_summary(data)
    try:
        m, answers, _kinds = match_from_report(data)
    except ValueError:
        return None

    def use() -> None:
        from engine.prompts import IllegalAnswer

        for a in answers:  # the table applies the failing answer first
            try:
                m.pending()
                m.apply(a)
            except IllegalAnswer:
                pass
        _hall_play(m)
    return use


def _settings(path: Path) -> Any:
    from rdi_desktop.settings import _CHOICES, _LIMITS, Settings

    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        s = Settings.load(path)

    def use() -> None:
        for name, (lo, hi) in _LIMITS.items():
            v = getattr(s, name)
            if type(v) not in (int, float) or not lo <= v <= hi:
                raise Broken(f"{name}={v!r}")
        for name, allowed in _CHOICES.items():
            if getattr(s, name) not in allowed:
                raise Broken(f"{name}={getattr(s, name)!r}")
        json.dumps(asdict(s), allow_nan=False)
    return None if said else use


def _statistics(path: Path) -> Any:
    from rdi_desktop import stats

    got = stats.load(path)

    def use() -> None:
        names: dict[str, str] = {}
        stats.by_character(got.games, names)
        stats.by_mode(got.games, names)
        stats.by_level(got.games)
        stats.endings(got.games)
        from rdi_desktop.table_setup import mode_names
        from rdi_desktop.widgets.table_draw import character_name

        chars = {s["character"]: character_name(s["character"])
                 for rec in got.games for s in rec["seats"]}
        stats.by_character(got.games, chars)
        stats.by_mode(got.games, mode_names())
    return None if (got.note or got.skipped) else use


def _shipped_cards() -> None:
    """Back to the shipped cards (as ``use_packs([])`` does, without reading them
    again: the run does this after every pack)."""
    import engine.cards as cards_module

    if not _SHIPPED:
        _SHIPPED.append(cards_module.load_db())
    cards_module._DB = _SHIPPED[0]
    for clear in cards_module.ON_RELOAD:
        clear()


_SHIPPED: list[Any] = []


def _card_pack(path: Path) -> Any:
    """The pack as the app loads it from the data folder's cards/ (``use_packs``), then
    a game of the characters the corpus packs change (Phrenk, Serena; the Drinks are in
    every game) played on."""
    from engine.cards import use_packs

    folder = path.parent / "cards"
    folder.mkdir(exist_ok=True)
    (folder / "pack.toml").write_bytes(path.read_bytes())
    problems = use_packs([folder])
    if problems:
        _shipped_cards()
        return None

    def use() -> None:
        from engine.simulate import make_setup

        try:
            play_on(_played(make_setup("standard", 3, ["phrenk", "serena", "jett"]), 5, 0))
        finally:
            _shipped_cards()
    return use


LOADERS: dict[str, Callable[[Path], Any]] = {
    "table": _table, "replay": _replay, "hall": _hall, "hall_report": _hall_report,
    "settings": _settings, "statistics": _statistics, "card_pack": _card_pack}
FILE_NAMES = {"settings": "settings.json", "statistics": "statistics.json",
              "card_pack": "pack.toml"}


def try_file(kind: str, text: str, folder: Path) -> tuple[str, str]:
    """(outcome, what went wrong) for one file of ``kind``."""
    path = folder / FILE_NAMES.get(kind, "game.json")
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    try:
        use = LOADERS[kind](path)
    except Exception as e:  # noqa: BLE001 - the failure counted
        return "crash_load", f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=-3)}"
    if use is None:
        return "refused", ""
    try:
        use()
    except Broken as e:
        return "broken", str(e)
    except Exception as e:  # noqa: BLE001 - the failure counted
        return "crash_play", f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=-3)}"
    return "plays", ""


def damaged_file(kind: str, corpus: list[str], choose: Choose) -> str:
    return damage(corpus[choose(len(corpus))], choose, tree=kind != "card_pack")


# -- the long run -------------------------------------------------------------------------
def keep(totals: dict[str, Any], seed: int) -> None:
    """Add the kinds' totals to bench/fuzz/totals.json (each kind's last full run)."""
    kept = json.loads(TOTALS.read_text()) if TOTALS.exists() else {}
    kept.update({k: dict(v, seed=seed) for k, v in totals.items()})
    TOTALS.parent.mkdir(exist_ok=True)
    TOTALS.write_text(json.dumps(kept, indent=1, sort_keys=True) + "\n")


def run(kinds: list[str], files: int, seed: int, out: Any = sys.stdout,
        keeping: bool = False) -> dict[str, Any]:
    import logging

    logging.disable(logging.CRITICAL)  # every refusal is logged; the totals say it all
    totals: dict[str, Any] = {}
    for kind in kinds:
        corpus = CORPUS[kind]()
        rng = random.Random(f"{seed}:{kind}")
        counts = {"refused": 0, "plays": 0, "crash_load": 0, "crash_play": 0, "broken": 0}
        failures: list[str] = []
        t0 = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="rdi-fuzz-") as tmp:
            os.environ["RDI_DATA_DIR"] = tmp
            for k in range(files):
                text = damaged_file(kind, corpus, rng.randrange)
                outcome, why = try_file(kind, text, Path(tmp))
                counts[outcome] += 1
                if why and len(failures) < 20:
                    failures.append(f"#{k} {outcome}: {why}")
                    print(f"{kind} #{k} {outcome} after {LAST}: {why}", file=out, flush=True)
        totals[kind] = dict(counts, files=files, corpus=len(corpus),
                            seconds=round(time.monotonic() - t0, 1))
        print(f"{kind}: {totals[kind]}", file=out, flush=True)
        if keeping:  # kept kind by kind: a long run stopped part-way keeps what it did
            keep({kind: totals[kind]}, seed)
    return totals


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=int, default=10_000, help="damaged files per kind")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", action="store_true", help="write bench/fuzz/totals.json")
    ap.add_argument("--first-loads", action="store_true",
                    help="every table save a first load of its game (not kept)")
    args = ap.parse_args(argv)
    if args.first_loads and args.keep:
        ap.error("the kept totals are the documented run's (first loads alternating)")
    FIRST_LOADS[0] = args.first_loads
    kinds = [k for k in args.kinds.split(",") if k]
    totals = run(kinds, args.files, args.seed, keeping=args.keep)
    bad = sum(v["crash_load"] + v["crash_play"] + v["broken"] for v in totals.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
