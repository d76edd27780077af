"""The load check's one-time preparation, done before a player asks for a load.

The first checked load in a process prepares what every later one reuses: each record
type's compiled quick test (read from its declared types), the frames' last numbered
steps, the card database's deck lists. That is several milliseconds once, where the load
itself takes under one; the load before the check paid none of it. The app calls
:func:`prepare` on a background thread while its title screen is up, so the Continue or
Load a player clicks costs the load alone (bench/bench_load.py ``--cold`` measures that
click in a new process).
"""

from __future__ import annotations

#: decisions played into each practice game: enough that rule frames with numbered
#: steps stand on its stack and every part of a save is present
_DECISIONS = 150


def prepare() -> None:
    """Check-load practice games made here, so every part of the load check is ready:
    every playable character is seated in one of them (each kit's records have their own
    quick tests) and each variant is on in one (their records too).

    The last few starting games stay kept (nothing is cleared, so a load the player
    starts meanwhile on the main thread is never disturbed)."""
    import random

    from engine.game import Game, new_game
    from engine.kits import playable_characters
    from engine.variant_registry import optioned

    chars = sorted(playable_characters())
    options: list[dict[str, bool]] = [{}] + [{v.option: True} for v in optioned()]
    for k in range(max(len(options), -(-len(chars) // 4))):
        players = [{"character": chars[(4 * k + i) % len(chars)], "name": f"P{i + 1}"}
                   for i in range(4)]
        game = new_game({"players": players, "mode": "standard",
                         "options": options[k % len(options)]}, 1 + k)
        pick = random.Random(k)  # the practice games' own choices, not any game's RNG
        for _ in range(_DECISIONS):
            p = game.pending()
            if p is None:
                break
            game.apply(pick.randrange(len(p.options)))
        Game.from_json(game.to_json())
    _every_frame()


def _every_frame() -> None:
    """Each rule frame's record test and last numbered step, whether or not a practice
    game happened to stand on it (a save may hold any of them)."""
    from engine.filecheck.deep import _last_stage
    from engine.filecheck.schema import checker
    from engine.frames import FRAMES

    for cls in list(FRAMES.values()):
        checker(cls)
        _last_stage(cls)
