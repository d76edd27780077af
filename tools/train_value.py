"""Train the searches' leaf values (engine/ai/value.py) on Normal self-play: `make train`.

    python tools/train_value.py [--games N] [--seed S] [--jobs J] [--out PATH]
        [--expert-out PATH]

One self-play run feeds both models: Hard's compact one (FEATURES, --out) and
Expert's wider one (EXPERT_FEATURES, --expert-out), whose first columns are the
compact ones, so its fit starts from the compact weights.

1. Plays seeded 4-player standard games with Normal in every seat, the eighteen
   characters rotating, and keeps a position every few decisions: each player's
   public features and who went on to win.
2. Fits the multinomial logit "who of the living wins" by Newton's method with a
   small ridge (9 weights, or 12 and one per character: a few Newton steps converge, in
   pure Python), starting from the hand-made share (log_strength at weight 1).
3. Scores the held-out games (every fifth) by log-loss of the real winner: the
   model against the hand-made strength share Hard uses (engine.ai.evaluate) and
   against an even guess, and writes the weights with those numbers as JSON.

Reproducible: the games, the positions and the fit depend only on --seed and --games.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.evaluate import values as hand_values  # noqa: E402
from engine.ai.heuristic import normal  # noqa: E402
from engine.ai.value import (  # noqa: E402
    EXPERT_FEATURES,
    EXPERT_MODEL_PATH,
    FEATURES,
    FORMAT_VERSION,
    MODEL_PATH,
    expert_features,
)
from engine.game import new_game  # noqa: E402
from engine.tournament import DEFAULT_CHARACTERS  # noqa: E402

EVERY = 12  # decisions between kept positions (neighbours are nearly the same)
RIDGE = 1e-3

# one kept position: (features of each living player, their indices, winner shares,
# the hand-made values of the living)
Row = tuple[list[list[float]], list[int], list[float], list[float]]


CHARACTERS = tuple(sorted(DEFAULT_CHARACTERS))  # Expert's character_bias, in this order


def one_hot(character: str) -> list[float]:
    return [1.0 if character == c else 0.0 for c in CHARACTERS]


def self_play(k: int, seed: int) -> list[Row]:
    """Game k: Normal in every seat; the positions kept and who won from them."""
    chars = DEFAULT_CHARACTERS
    setup = {"players": [{"character": chars[(k * 4 + i) % len(chars)]} for i in range(4)]}
    game = new_game(setup, seed * 1_000_003 + k)
    seats = [normal(seed * 7919 + k * 4 + i) for i in range(4)]
    kept: list[tuple[list[list[float]], list[int], list[float]]] = []
    n = 0
    while (p := game.pending()) is not None:
        n += 1
        g = game.state
        if n % EVERY == 0:
            live = [i for i, pl in enumerate(g.players) if pl.alive]
            if len(live) > 1:
                hv = hand_values(g)
                ef = expert_features(g)
                kept.append(([ef[i] + one_hot(g.players[i].character) for i in live], live, [hv[i] for i in live]))
        game.apply(seats[p.seat].decide(game.view(p.seat), p))
    w = game.state.winners
    rows: list[Row] = []
    for fs, live, hv in kept:
        y = [1.0 / len(w) if i in w else 0.0 for i in live]
        if sum(y) > 0:  # someone of these players won (else nothing to learn)
            rows.append((fs, live, y, hv))
    return rows


def _star(args: tuple[int, int]) -> list[Row]:
    return self_play(*args)


def probs(w: list[float], fs: list[list[float]]) -> list[float]:
    s = [sum(a * b for a, b in zip(w, f)) for f in fs]
    top = max(s)
    ex = [math.exp(v - top) for v in s]
    t = sum(ex)
    return [e / t for e in ex]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def newton_step(w: list[float], rows: list[Row]) -> list[float]:
    """One Newton step of the ridge-penalised multinomial log-likelihood."""
    d = len(w)
    grad = [-RIDGE * x for x in w]
    hess = [[RIDGE if i == j else 0.0 for j in range(d)] for i in range(d)]
    for fs, _, y, _ in rows:
        p = probs(w, fs)
        mean = [sum(p[k] * fs[k][j] for k in range(len(fs))) for j in range(d)]
        for k, f in enumerate(fs):
            r = y[k] - p[k]
            for j in range(d):
                grad[j] += r * f[j]
            c = [f[j] - mean[j] for j in range(d)]
            pk = p[k]
            for i in range(d):
                ci = pk * c[i]
                row = hess[i]
                for j in range(i, d):
                    row[j] += ci * c[j]
    for i in range(d):
        for j in range(i):
            hess[i][j] = hess[j][i]
    step = solve(hess, grad)
    return [a + b for a, b in zip(w, step)]


def log_loss(rows: list[Row], guess: Any) -> float:
    """Mean -log(chance given to the real winner(s)), shares weighting ties."""
    total = 0.0
    for row in rows:
        p = guess(row)
        total -= sum(y * math.log(max(q, 1e-6)) for y, q in zip(row[2], p))
    return total / max(1, len(rows))


def project(rows: list[Row], d: int) -> list[Row]:
    """The rows with only each player's first d features (the compact model's)."""
    return [([f[:d] for f in fs], live, y, hv) for fs, live, y, hv in rows]


def fit(d: int, start: list[float], train: list[Row], held: list[Row],
        steps: int) -> tuple[list[float], dict[str, float]]:
    """Newton steps from `start` over the first d columns; the weights and the
    held-out log-losses."""
    train, held = project(train, d), project(held, d)
    w = start + [0.0] * (d - len(start))
    for _ in range(steps):
        w = newton_step(w, train)

    def hand_share(r: Row) -> list[float]:
        t = sum(r[3])
        return [v / t for v in r[3]] if t > 0 else [1.0 / len(r[3])] * len(r[3])

    return w, {"model": round(log_loss(held, lambda r: probs(w, r[0])), 4),
               "hand_made_strength_share": round(log_loss(held, hand_share), 4),
               "even_guess": round(log_loss(held, lambda r: [1.0 / len(r[1])] * len(r[1])), 4)}


def write(path: str, names: tuple[str, ...], w: list[float], meta: dict[str, Any]) -> None:
    """The model file: the weights of `names`, then (Expert) one bias per character."""
    out: dict[str, Any] = {"format_version": FORMAT_VERSION, "features": list(names),
                           "weights": [round(x, 6) for x in w[:len(names)]]}
    if len(w) > len(names):
        out["character_bias"] = {c: round(x, 6) for c, x in zip(CHARACTERS, w[len(names):])}
    out["meta"] = meta
    Path(path).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(meta, indent=1))
    print(f"wrote {path}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/train_value.py")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--out", default=str(MODEL_PATH), help="Hard's compact model")
    ap.add_argument("--expert-out", default=str(EXPERT_MODEL_PATH), help="Expert's model")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    args = [(k, a.seed) for k in range(a.games)]
    if a.jobs > 1:
        from multiprocessing import get_context

        with get_context("spawn").Pool(a.jobs) as pool:
            per_game = pool.map(_star, args)
    else:
        per_game = [_star(x) for x in args]
    train = [r for k, rows in enumerate(per_game) if k % 5 for r in rows]
    held = [r for k, rows in enumerate(per_game) if not k % 5 for r in rows]
    t_play = time.perf_counter() - t0
    w: list[float] = [1.0 if f == "log_strength" else 0.0 for f in FEATURES]  # hand-made
    for names, d, path in ((FEATURES, len(FEATURES), a.out),
                           (EXPERT_FEATURES, len(EXPERT_FEATURES) + len(CHARACTERS),
                            a.expert_out)):
        t1 = time.perf_counter()
        w, loss = fit(d, w, train, held, a.steps)  # Expert's starts from Hard's
        meta = {"trained_by": "tools/train_value.py (make train)", "seed": a.seed,
                "games": a.games, "positions": {"train": len(train), "held_out": len(held)},
                "held_out_log_loss": loss,
                "seconds": {"self_play": round(t_play, 1),
                            "fit": round(time.perf_counter() - t1, 1)}}
        write(path, names, w, meta)
    return 0


if __name__ == "__main__":
    sys.exit(main())
