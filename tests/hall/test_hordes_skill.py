"""The compact Dragon Hordes of bench/hordes_skill.py is the engine's game: replaying
seeded engine games (two Normal seats) turn by turn, its Hordes, gains, stacks and unseen
deck match the engine's at every decision, and its copy of Normal's rule makes the
decisions the engine's Normal seat makes."""

from __future__ import annotations

from typing import Any

from bench import hordes_skill as hs
from engine.hall import hordes_search, new_game
from engine.hall.ai import HallAI
from engine.hall.deck import COLORS, RANK_NUMBER, RANKS
from engine.hall.dragon_hordes import HORDES, DragonHordes
from engine.hall.redact import masked


def _kind(card: dict[str, str]) -> int:
    suit_color = {"Hawk": 0, "Wolf": 0, "Owl": 1, "Horse": 1, "Wren": 2, "Hare": 2}
    return RANKS.index(card["rank"]) * 3 + suit_color[card["suit"]]


def _reveal(t: hs.Table, kind: int) -> None:
    t.deck[kind] -= 1
    if not any(t.deck):  # every card is out: the next draw reshuffles them all
        t.deck = list(hs.FULL_COUNTS)


def _replay(t: hs.Table, ev: dict[str, Any], seat: dict[str, int]) -> None:
    kind = ev.get("kind")
    if kind == "setup":
        k = _kind(ev["card"])
        r, c = hs.KINDS[k]
        t.hordes[r] += 1
        t.hordes[hs.NR + c] += 1
        hordes_search.pay(t, seat[ev["player"]], 2)
        _reveal(t, k)
    elif kind == "doubles":
        t.turn = seat[ev["player"]]
        hs.roll_part(t, 1, 1, 0)
    elif kind == "roll":
        t.turn = seat[ev["player"]]
        faces = [RANK_NUMBER[h] if h in RANK_NUMBER else 6 for h in ev["placed"]]
        dragon = next((COLORS.index(h) for h in ev["placed"] if h in COLORS), 0)
        assert hs.roll_part(t, faces[0], faces[1], dragon)
    elif kind == "predict":
        p = ev["prediction"]
        pred = (RANKS.index(p["rank"]) if "rank" in p else -1,
                COLORS.index(p["color"]) if "color" in p else -1)
        k = _kind(ev["card"])
        hs.resolve(t, seat[ev["player"]], pred, k)
        _reveal(t, k)


def _answer(pred: hs.Pred) -> Any:
    if pred == hs.PASS:
        return "pass"
    out = {}
    if pred[0] >= 0:
        out["rank"] = RANKS[pred[0]]
    if pred[1] >= 0:
        out["color"] = COLORS[pred[1]]
    return out


def test_the_compact_game_and_normals_rule_match_the_engine() -> None:
    decisions = predictions = 0
    for seed in range(8):
        g = new_game("dragon_hordes", ["A", "B"], {"A": 50, "B": 50}, seed=seed)
        assert isinstance(g, DragonHordes)
        seat = {"A": 0, "B": 1}
        ai = {p: HallAI("normal", seed=i) for p, i in seat.items()}
        t = hs.Table([0] * hs.NH, list(hs.FULL_COUNTS), [0, 0], [50, 50], 0)
        done = 0
        while True:
            for ev in g.events[done:]:
                _replay(t, ev, seat)
            done = len(g.events)
            assert t.hordes == [g.hordes[h] for h in HORDES]
            assert t.gain == [g.delta["A"], g.delta["B"]]
            assert t.stacks == [g.table.stacks["A"], g.table.stacks["B"]]
            unseen = list(hs.FULL_COUNTS)
            for card in g.revealed_cards:
                unseen[_kind(card.to_json())] -= 1
            assert t.deck == (unseen if any(unseen) else list(hs.FULL_COUNTS))
            seen = hordes_search.state_of(g, "A", "B")  # what the Hall's Expert searches
            assert (seen.h, seen.deck, seen.gain, seen.money) == (t.h, t.deck, t.gain, t.money)
            prompt = g.pending()
            if prompt is None:
                break
            p = prompt.player
            answer = ai[p].decide(masked(g, p), p)
            t.turn = seat[p]
            if prompt.kind == "predict":
                assert _answer(hs.normal_predict(t)) == answer
                predictions += answer != "pass"
            else:
                assert COLORS[hs.normal_dragon(t)] == answer
            decisions += 1
            g.apply(p, answer)
    assert decisions > 60 and predictions > 20


def test_the_readme_quotes_the_kept_run() -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    rows = hs.kept()
    assert {"normal", "never", "two_ply", "value_search"} <= {r["challenger"] for r in rows}
    for row in rows:
        assert hs.readme_line(row) in " ".join(readme.split()), row


def test_the_win_chance_table_counts_the_self_play_rolls(monkeypatch: Any) -> None:
    """A cell's chance at lead D is the share of its rolls whose lead then changed by
    more than -D (a change of exactly -D, a tie, counts half), and it rises with the lead."""
    monkeypatch.setattr(hs, "MIN_SAMPLES", 1)  # no pooling: each cell its own rolls
    games = 200
    table = hs.train_values(games)
    hist = [[0] * (2 * hs.D_MAX + 1) for _ in table]
    for k in range(games):
        hs._self_play(hs.TRAIN_SEED + k, hist)
    cells = [c for c, h in enumerate(hist) if sum(h) >= 50]
    assert len(cells) > 10
    for c in cells:
        n = sum(hist[c])
        changes = [i - hs.D_MAX for i, m in enumerate(hist[c]) for _ in range(m)]
        for lead in (-30, -7, -1, 0, 1, 7, 30):
            want = sum(1.0 if ch > -lead else 0.5 if ch == -lead else 0.0 for ch in changes) / n
            assert abs(table[c][lead + hs.D_MAX] - want) < 1e-9, (c, lead)
        row = table[c]
        assert all(a <= b for a, b in zip(row, row[1:]))
        assert row[0] == 0.0 and row[-1] == 1.0
