"""How much of a search's choice is noise: two searches of the same position, agreeing?

    .venv/bin/python bench/search_agreement.py [--levels hard,expert]
        [--iterations 150,600] [--positions 60] [--seed 1]

Collects positions where seat 0 faces a choice the searches take (Normal self-play,
4-player standard games, a position every third decision of seat 0), then asks two
searches with different seeds, at a fixed iteration count (the machine's speed does
not move it), to answer each one. It prints how often the two agreed, overall and per
prompt kind, and how often the first left Normal's answer.

Why: a search whose two runs disagree on half the positions is choosing by the luck
of its samples there; more iterations should raise the agreement, and a change that
lowers the noise raises it at the same count. Agreement is not strength (a search
that always answers like Normal agrees with itself every time): read it beside
bench/strength.py.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.heuristic import normal  # noqa: E402
from engine.ai.ismcts import Budget, expert, hard  # noqa: E402
from engine.game import Game, new_game  # noqa: E402
from engine.prompts import Prompt  # noqa: E402

CHARS = ("jett", "dale", "terci", "ygella", "petra", "bryn", "kaylin", "serena")
SEARCHED = Budget().search_kinds


def positions(count: int, seed: int) -> list[tuple[Game, Prompt]]:
    """Seat 0's searched choices from seeded Normal self-play, shuffled, `count` kept."""
    out: list[tuple[Game, Prompt]] = []
    k = 0
    while len(out) < count * 3 and k < 200:
        game = new_game({"players": [{"name": f"P{i}", "character": CHARS[(i + k * 3) % 8]}
                                     for i in range(4)]}, seed * 1000 + k)
        seats = [normal(k * 10 + i) for i in range(4)]
        n = 0
        while (p := game.pending()) is not None:
            n += 1
            if p.seat == 0 and len(p.options) > 1 and p.kind in SEARCHED and n % 3 == 0:
                out.append((game.clone(), p))
            game.apply(seats[p.seat].decide(game.view(p.seat), p))
        k += 1
    random.Random(seed).shuffle(out)
    return out[:count]


def agreement(level: str, iterations: int, pos: list[tuple[Game, Prompt]]) -> str:
    make = hard if level == "hard" else expert
    agree, left_normal = 0, 0
    kinds: Counter[str] = Counter()
    kinds_agree: Counter[str] = Counter()
    for j, (game, p) in enumerate(pos):
        view = game.view(p.seat)
        view["redacted"] = game.redacted(p.seat)
        a = make(j * 2 + 1, seconds=1e9, max_iterations=iterations).decide(view, p)
        b = make(j * 2 + 2, seconds=1e9, max_iterations=iterations).decide(view, p)
        same = a == b
        agree += same
        left_normal += a != normal(j).decide(view, p)
        kinds[p.kind] += 1
        kinds_agree[p.kind] += same
    per_kind = ", ".join(f"{k} {kinds_agree[k]}/{kinds[k]}" for k in sorted(kinds))
    return (f"{level:<7} {iterations:>6} iterations: agree {agree}/{len(pos)} "
            f"({agree / max(1, len(pos)):.0%}); left Normal's answer {left_normal}; "
            f"{per_kind}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/search_agreement.py")
    ap.add_argument("--levels", default="hard,expert")
    ap.add_argument("--iterations", default="150,600")
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    pos = positions(a.positions, a.seed)
    print(f"{len(pos)} positions (seed {a.seed})")
    for level in a.levels.split(","):
        for it in (int(x) for x in a.iterations.split(",")):
            print(agreement(level, it, pos), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
