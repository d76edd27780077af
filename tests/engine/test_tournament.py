"""The tournament command: rotation, intervals and a CLI smoke test."""

from __future__ import annotations

import pytest

from engine import tournament
from engine.tournament import Config, play, wilson


def test_wilson_interval_brackets_the_share() -> None:
    lo, hi = wilson(0.7, 200)
    assert lo < 0.7 < hi
    assert 0.63 < lo and hi < 0.77
    assert wilson(0.0, 10)[0] == 0.0 and wilson(1.0, 10)[1] == 1.0


def test_games_rotate_seats_and_characters() -> None:
    cfg = Config(("normal", "random", "random"), ("jett", "dale", "terci", "ygella", "petra"), 3)
    first = play(0, cfg)
    second = play(1, cfg)
    assert first.levels == ["normal", "random", "random"]
    assert second.levels == ["random", "random", "normal"]
    assert play(3, cfg).characters != first.characters
    assert sum(first.credit) == pytest.approx(1.0) or sum(first.credit) == 0.0
    assert first.times["normal"]


def test_cli_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    rc = tournament.main(["--games", "3", "--seats", "hard,normal,easy,random", "--seed", "2",
                          "--characters", "jett,dale", "--hard-iterations", "1"])
    assert rc == 0
    out = capsys.readouterr().out
    for level in ("hard", "normal", "easy", "random"):
        assert level in out
    assert "95% interval" in out and "p95 ms" in out
    assert "jett" in out and "dale" in out


def test_cli_rejects_unknown_seats() -> None:
    with pytest.raises(SystemExit):
        tournament.main(["--games", "1", "--seats", "normal,nobody"])


MODE_SEATS = {"two-headed-dragon": 4, "boss-battle": 4, "two-headed-boss-battle": 4,
              "leaders-and-lackeys": 4, "otto": 2}


@pytest.mark.parametrize("mode", sorted(MODE_SEATS))
def test_hard_plays_every_mode_in_a_tournament(mode: str) -> None:
    """Tournaments seat every mode (teams, the Boss first, Otto), Hard rotating through
    Boss and hero seats: games k=0 and k=1 put Hard in different positions."""
    n = MODE_SEATS[mode]
    cfg = Config(("hard",) + ("normal",) * (n - 1), ("jett", "dale", "petra"), 5, mode,
                 hard_seconds=5.0, hard_iterations=2)
    for k in (0, 1):
        r = play(k, cfg)
        assert r.times["hard"], f"{mode}: Hard never decided"
        assert sum(r.credit) == pytest.approx(1.0) or sum(r.credit) == 0.0


def test_variants_reach_the_setup() -> None:
    cfg = Config(("hard", "normal", "normal"), ("jett", "dale", "petra"), 2,
                 hard_seconds=5.0, hard_iterations=2,
                 options=("bar_deck", "prize", "pub_crawl", "sea_events"))
    r = play(0, cfg)
    assert r.times["hard"]
    out = tournament.format_report(tournament.Report(), cfg)
    assert "options: bar_deck,prize,pub_crawl,sea_events" in out


def test_sign_test_matches_the_binomial_tables() -> None:
    """Two-sided exact sign test, against values worked by hand from the binomial
    distribution: 1 of 10 is 2 * 11/1024; 0 of 6 is 2/64; an even split is 1."""
    from engine.tournament import sign_test

    assert sign_test(9, 1) == sign_test(1, 9) == 22 / 1024
    assert sign_test(0, 6) == 2 / 64
    assert sign_test(5, 5) == 1.0 and sign_test(0, 0) == 1.0


def test_head_to_head_pairs_each_game_and_drops_ties_from_the_sign_test() -> None:
    from engine.tournament import head_to_head

    h = head_to_head([(1.0, 0.0), (0.0, 1.0), (1.0, 0.0), (0.5, 0.5)])
    assert (h.games, h.a_ahead, h.b_ahead) == (4, 2, 1)
    assert (h.a_share, h.b_share, h.diff) == (0.625, 0.375, 0.25)
    # per-game differences 1, -1, 1, 0: sample sd sqrt(2.75 / 3)
    half = 1.96 * (2.75 / 3) ** 0.5 / 2
    assert abs(h.low - (0.25 - half)) < 1e-12 and abs(h.high - (0.25 + half)) < 1e-12
    assert h.p == 1.0  # 2 against 1 of 3: no evidence either way
