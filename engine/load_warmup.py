"""The load check's one-time preparation, done before a player asks for a load.

The first checked load in a process prepares what every later one reuses: each record
type's compiled quick test (read from its declared types), the frames' last numbered
steps, the card database's deck lists; and here, the shares a standard table's starting
game is put together from at a game's first load (:func:`learn_starts`). That is several milliseconds once, where the load
itself takes under one; the load before the check paid none of it. The app calls
:func:`prepare` on a background thread while its title screen is up, so the Continue or
Load a player clicks costs the load alone (bench/bench_load.py ``--cold`` measures that
click in a new process).

Each step of a load also runs slower the first few times in a process: the interpreter
rewrites a function's code for the types it meets only once the function has run a few
times (CPython 3.11: eight calls or loop turns), and most of a load's steps run once per
load. So each practice game is loaded :data:`RUNS` times (saved at as many moments), and
as many starting games of its set-up (each a first load: its starting game built for
the check); the last step is a full load.

The autosave, the file Continue opens, is loaded last (:func:`prepare`'s
``continue_from``): its starting game is then kept, so the first Continue costs what a
repeated load costs (the most common first load of a session).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: decisions played into each practice game: enough that rule frames with numbered
#: steps stand on its stack and every part of a save is present
_DECISIONS = 150
#: loads of each practice game, and of starting games of its set-up: more than the
#: interpreter's runs before it specializes a function (eight)
RUNS = 10


def prepare(continue_from: Path | None = None) -> None:
    """Check-load practice games made here, so every part of the load check is ready:
    every playable character is seated in one of them (each kit's records have their own
    quick tests) and each variant is on in one (their records too). Each is loaded
    :data:`RUNS` times, saved at as many moments, with as many starting games of its
    set-up (other seeds).

    The last few starting games stay kept (nothing is cleared, so a load the player
    starts meanwhile on the main thread is never disturbed). ``continue_from``: the
    autosave, loaded last so its starting game is among them."""
    from engine.game import Game, new_game

    _every_frame()
    learn_starts()
    games = [(setup, _played(setup, k)) for k, setup in enumerate(_setups())]
    for run in range(RUNS):
        for k, (setup, texts) in enumerate(games):
            Game.from_json(new_game(setup, 1_000 + RUNS * k + run).to_json())
            Game.from_json(texts[run % len(texts)])
    if continue_from is not None:
        _load_quietly(continue_from)


def _load_quietly(path: Path) -> None:
    """Load ``path`` for its starting game's sake; a missing or damaged file is left to
    the player's own Continue, which says what is wrong with it."""
    from engine.file_reading import read_text
    from engine.game import Game

    try:
        Game.from_json(read_text(path, "saved game"))
    except Exception:  # noqa: BLE001 - any refusal is the player's Continue to report
        return


def learn_starts() -> None:
    """Each playable character's share of a standard table's start, and each table's,
    at every player count with every set of variants (engine/filecheck/start.py
    :func:`~engine.filecheck.start.compose`): the first load of such a game puts its
    start together from them rather than counting every seat's cards in a built one (a
    table whose set-up draws, the Pub Crawl's, keeps only its seats' shares)."""
    from itertools import combinations

    from engine.filecheck.start import learn
    from engine.game import new_game
    from engine.kits import playable_characters
    from engine.variant_registry import optioned

    chars = sorted(playable_characters())
    names = [v.option for v in optioned()]
    for n in range(2, 9):
        for r in range(len(names) + 1):
            for chosen in combinations(names, r):
                for k in range(0, len(chars), n):
                    players = [{"character": chars[(k + i) % len(chars)], "name": f"P{i + 1}"}
                               for i in range(n)]
                    learn({"players": players, "options": dict.fromkeys(chosen, True)}, new_game)


def _setups() -> list[dict[str, Any]]:
    """Four-player set-ups seating every playable character and turning on each variant."""
    from engine.kits import playable_characters
    from engine.variant_registry import optioned

    chars = sorted(playable_characters())
    options: list[dict[str, bool]] = [{}] + [{v.option: True} for v in optioned()]
    return [{"players": [{"character": chars[(4 * k + i) % len(chars)], "name": f"P{i + 1}"}
                         for i in range(4)],
             "mode": "standard", "options": options[k % len(options)]}
            for k in range(max(len(options), -(-len(chars) // 4)))]


def _played(setup: dict[str, Any], k: int) -> list[str]:
    """Saves of a practice game of ``setup``, played with its own seeded choices (not
    any game's RNG): :data:`_DECISIONS` in, then after each of the next decisions, up
    to :data:`RUNS` saves (moments one decision apart hold different frames, cards
    being played and Drinks on the table)."""
    import random

    from engine.game import new_game

    game = new_game(setup, 1 + k)
    pick = random.Random(k)
    texts = []
    for step in range(_DECISIONS + RUNS):
        p = game.pending()
        if p is None:
            break
        game.apply(pick.randrange(len(p.options)))
        if step + 1 >= _DECISIONS:
            texts.append(game.to_json())
    return texts or [game.to_json()]


def _every_frame() -> None:
    """Each rule frame's record test and last numbered step, whether or not a practice
    game happened to stand on it (a save may hold any of them)."""
    from engine.filecheck.deep import _last_stage
    from engine.filecheck.schema import checker
    from engine.frames import FRAMES

    for cls in list(FRAMES.values()):
        checker(cls)
        _last_stage(cls)
