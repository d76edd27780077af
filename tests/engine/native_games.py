"""Seeded games played by whichever engine this process loads (engine/native.py: the
compiled build, or the sources with RDI_PURE_ENGINE=1), for the test that holds the two to
the same play (tests/engine/test_native_build.py).

    python tests/engine/native_games.py GAMES [FINGERPRINT]

Plays GAMES cases of the soak's grid (every mode x variant x seat count in rotation, random
seats and Normal AI seats: engine/soak.py), each game cloned every 17th decision and saved
and loaded again every 29th (dup() and the save checks on the engine's own records), and
prints, as JSON, the engine it ran on and each game's hash of its event log, decisions and
final save; with FINGERPRINT, also bench/fingerprint.py's hashes.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import native  # noqa: E402
from engine.game import Game, new_game  # noqa: E402
from engine.kits import playable_characters  # noqa: E402
from engine.simulate import MODE_PLAYERS, make_setup  # noqa: E402
from engine.soak import Case, _answer, _seats, variants  # noqa: E402

MAX_DECISIONS = 8000


def play(case: Case) -> str:
    """As the soak plays it (engine/soak.py play_case), but for the clones and loads."""
    rng = random.Random(case.seed)
    chars = playable_characters()
    setup = make_setup(case.mode, case.players,
                       [rng.choice(chars) for _ in range(case.players)])
    setup["options"] = dict(variants()[case.variant])
    game = new_game(setup, case.seed)
    seats = _seats(case, len(game.state.players), rng)
    for n in range(MAX_DECISIONS):
        if n % 17 == 16:
            game = game.clone()
        if n % 29 == 28:
            game = Game.from_json(game.to_json())
        p = game.pending()
        if p is None:
            break
        game.apply(_answer(game, seats, p))
    h = hashlib.sha256(json.dumps([game.state.events, game.state.decisions],
                                  default=str).encode())
    h.update(game.to_json().encode())
    return h.hexdigest()


def spread(games: int) -> list[Case]:
    """`games` cases of the soak's grid (engine/soak.py cases), stepping through it by 37
    (prime to its size) so that a few games already reach other modes, variants and seat
    counts."""
    grid = [(m, v, n) for m, counts in MODE_PLAYERS.items() for v in variants() for n in counts]
    step = 37 if len(grid) % 37 else 1
    return [Case(*grid[(k * step) % len(grid)], seed=1_000_003 + k) for k in range(games)]


def main() -> None:
    games = int(sys.argv[1])
    out: dict[str, object] = {"games": [play(c) for c in spread(games)]}
    if len(sys.argv) > 2:
        from bench.fingerprint import fingerprints

        out["fingerprint"] = list(fingerprints())
    out["state"] = native.state
    out["compiled"] = native.compiled()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
