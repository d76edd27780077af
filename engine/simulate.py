"""Play many seeded games with random seats and report speed, endings and invariants.

    python -m engine.simulate --games N --players P --seed S [--check]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from engine.cards import cards
from engine.flow.kit_calls import automaton_modes
from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.seats import RandomSeat


@dataclass
class SimResult:
    games: int = 0
    seconds: float = 0.0
    turns: list[int] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    wins: Counter[str] = field(default_factory=Counter)
    violations: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def make_setup(mode: str, n_players: int, chars: list[str]) -> dict[str, object]:
    """A legal seating for `mode`: teams of two side by side; the Boss first."""
    from engine.kits import boss_character, boss_characters

    # the first Boss-capable character drawn, so every Boss gets played
    boss = next((c for c in chars if c in boss_characters()), boss_character())
    players: list[dict[str, object]] = [{"character": c, "name": f"{c.title()} {i + 1}"}
                                        for i, c in enumerate(chars)]
    if mode in ("two-headed-dragon", "two-headed-boss-battle", "leaders-and-lackeys"):
        for i, p in enumerate(players):
            p["team"] = f"T{i // 2}"
            if mode == "two-headed-boss-battle" or (mode == "leaders-and-lackeys" and i % 2 == 0):
                p["character"] = boss
                p["boss"] = True
                p["name"] = f"{boss.title()} {i + 1}"
    elif mode == "boss-battle":
        players[0].update({"character": boss, "boss": True, "name": f"Boss {boss.title()}"})
    return {"players": players, "mode": mode}


MODE_PLAYERS = {"standard": range(2, 9), "two-headed-dragon": (4, 6, 8),
                "boss-battle": (3, 4, 5), "two-headed-boss-battle": (4, 6, 8),
                "leaders-and-lackeys": (4, 6, 8),
                # an automaton's mode (Otto's: named by his kit's id), two players
                **{m: (2,) for m in automaton_modes()}}


def play_one(seed: int, n_players: int, characters: list[str], check: bool,
             max_decisions: int = 20_000, mode: str = "standard") -> tuple[Game, list[str]]:
    rng = random.Random(seed)
    chars = [rng.choice(characters) for _ in range(n_players)]
    game = new_game(make_setup(mode, n_players, chars), seed)
    seats = [RandomSeat(seed * 31 + i) for i in range(len(game.state.players))]
    base = baseline(game.state) if check else None
    bad: list[str] = []
    for _ in range(max_decisions):
        p = game.pending()
        if base is not None:
            bad.extend(violations(game.state, base))
            if bad:
                return game, bad
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    else:
        bad.append("game did not end")
    return game, bad


def simulate(games: int, players: int | None, seed: int, check: bool,
             characters: list[str] | None = None, mode: str = "standard") -> SimResult:
    chars = characters or sorted(cards().characters)
    res = SimResult()
    t0 = time.perf_counter()
    for k in range(games):
        counts = list(MODE_PLAYERS[mode])
        n = players if players else counts[k % len(counts)]
        s = seed + k
        try:
            game, bad = play_one(s, n, chars, check, mode=mode)
        except Exception as e:  # report and keep going: the count is the point
            res.errors.append(f"seed {s}: {type(e).__name__}: {e}")
            continue
        res.games += 1
        res.violations.extend(f"seed {s}: {b}" for b in bad)
        g = game.state
        res.turns.append(g.turns_taken)
        units = {g.players[w].team or str(w) for w in g.winners} if g.teams else set(g.winners)
        if not g.winners:
            res.endings["no winner"] += 1
        elif len(units) > 1:
            res.endings["tie"] += 1
        else:
            res.endings["one winner"] += 1
            res.wins[g.players[g.winners[0]].character] += 1
        for p in g.players:
            if p.out:
                res.endings[f"out: {p.out}"] += 1
    res.seconds = time.perf_counter() - t0
    return res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.simulate")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=0, help="0 = cycle through 2..8")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true", help="check invariants after every step")
    ap.add_argument("--characters", default="", help="comma-separated character ids")
    ap.add_argument("--mode", default="standard", choices=sorted(MODE_PLAYERS))
    a = ap.parse_args(argv)
    chars = [c for c in a.characters.split(",") if c] or None
    r = simulate(a.games, a.players or None, a.seed, a.check, chars, a.mode)
    print(f"games: {r.games}")
    print(f"games per second: {r.games / r.seconds if r.seconds else 0:.1f}")
    if r.turns:
        print(f"mean turns: {statistics.mean(r.turns):.1f}")
    print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(r.endings.items())))
    if r.wins:
        print("wins by character: " + ", ".join(f"{k} {v}" for k, v in sorted(r.wins.items())))
    print(f"invariant violations: {len(r.violations)}")
    for v in r.violations[:20]:
        print("  " + v)
    print(f"errors: {len(r.errors)}")
    for e in r.errors[:20]:
        print("  " + e)
    return 1 if r.violations or r.errors else 0


if __name__ == "__main__":
    sys.exit(main())
