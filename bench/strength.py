"""How strong the AI levels are, measured: `make strength` (slow: about half an hour).

Two seeded tournaments (engine/tournament.py: seats and characters rotate every game):
Normal against three Random seats, and Hard against three Normal seats, each printed
with win shares and 95% Wilson intervals, and decision times (mean and p95, wall clock).
Hard searches for its full 0.85 s budget per decision, as in the app, so its games
depend on the machine's speed: the seed fixes the deals, not the search's depth.

    python bench/strength.py [--normal-games N] [--hard-games N] [--jobs J] [--seed S]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.tournament import DEFAULT_CHARACTERS, Config, format_report, run  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/strength.py")
    ap.add_argument("--normal-games", type=int, default=2000)
    ap.add_argument("--hard-games", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    chars = tuple(DEFAULT_CHARACTERS)
    for title, seats, games in (
            ("Normal vs 3 Random", ("normal", "random", "random", "random"), a.normal_games),
            ("Hard vs 3 Normal", ("hard", "normal", "normal", "normal"), a.hard_games)):
        cfg = Config(seats, chars, a.seed)
        print(f"== {title}")
        print(format_report(run(games, cfg, a.jobs), cfg), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
