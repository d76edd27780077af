"""How fast the table's presenter shows engine events (issue 29: every event now goes
through the event table, rdi_desktop/dispatch.py, instead of a 262-line if/elif chain).

Plays a few seeded all-random games (every mode, the characters with side areas),
then feeds each game's events through a fresh presenter at instant speed, as a loaded
game's log is rebuilt (`Presenter.rebuild_log`). Reports events per CPU second: the median
and the minimum of the repeats.

    .venv/bin/python bench/bench_presenter.py [repeats]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CHARS = ["dale", "petra", "terci", "jett", "ygella"]


def games() -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """(the table at the start, every event after it) for each seeded game."""
    from engine.game import new_game
    from engine.seats import RandomSeat
    from engine.simulate import MODE_PLAYERS, make_setup
    from rdi_desktop.bridge import public_view

    out = []
    for k, mode in enumerate(sorted(MODE_PLAYERS) * 4):
        n = min(MODE_PLAYERS[mode])
        g = new_game(make_setup(mode, n, [CHARS[(k + i) % len(CHARS)] for i in range(n)]),
                     100 + k)
        start, first = public_view(g), len(g.state.events)
        seats = [RandomSeat(200 + k + i) for i in range(len(g.state.players))]
        for _ in range(3000):
            p = g.pending()
            if p is None:
                break
            g.apply(seats[p.seat].decide(g.view(p.seat), p))
        out.append((start, [e.to_dict() for e in g.state.events[first:]]))
    return out


def run(recorded: list[tuple[dict[str, Any], list[dict[str, Any]]]]) -> float:
    from rdi_desktop.plugins import load_all
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    load_all()  # the event table, as the app fills it at start-up

    n, t0 = 0, time.process_time()  # CPU seconds: the machine is shared
    for start, events in recorded:
        pr = Presenter(start, {}, [], Settings(animation_speed=4.0))
        for e in events:
            pr._event(e)
        n += len(events)
    return n / (time.process_time() - t0)


def main() -> None:
    import pygame

    pygame.init()
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    recorded = games()
    run(recorded)  # warm: fonts, card faces, the event table
    rates = [run(recorded) for _ in range(repeats)]
    total = sum(len(ev) for _s, ev in recorded)
    print(f"{len(recorded)} games, {total} events; events per CPU second: median {statistics.median(rates):,.0f}"
          f" min {min(rates):,.0f} ({repeats} repeats)")


if __name__ == "__main__":
    main()
