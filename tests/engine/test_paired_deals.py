"""bench/paired_deals.py: the power of a head-to-head check, and deals played twice with
two levels' seats swapped (issue 32)."""

import math

import pytest

from bench.paired_deals import (
    edge_found,
    games_needed,
    pairing_report,
    play_pair,
    power_report,
)
from bench.strength import kept
from engine.tournament import DEFAULT_CHARACTERS, Config, head_to_head


def test_games_needed_is_the_textbook_sample_size() -> None:
    # n = ((z_0.975 + z_0.8) * sd / edge)^2: sd 1 and an edge of 0.2 need 196.2 games
    assert games_needed(1.0, 0.2) == pytest.approx(196.2, abs=0.1)
    # and that many games find that edge four times in five
    assert edge_found(1.0, 196, 0.841621) == pytest.approx(0.2, abs=1e-3)


def test_an_edge_found_half_the_time_is_the_intervals_half_width() -> None:
    assert edge_found(0.87, 200, 0.0) == pytest.approx(1.959964 * 0.87 / math.sqrt(200))


def test_a_deal_is_played_twice_with_the_two_levels_swapped() -> None:
    cfg = Config(("easy", "random", "normal", "normal"), tuple(DEFAULT_CHARACTERS), 5)
    first, second = play_pair((3, cfg, "easy", "random"))  # asserts the same characters
    assert -1.0 <= first <= 1.0 and -1.0 <= second <= 1.0


def test_pairing_pays_only_when_a_deals_two_games_pull_apart() -> None:
    opposite = [(1.0, -1.0), (-1.0, 1.0), (1.0, 0.0), (0.0, -1.0)]
    line = pairing_report(opposite, "a", "b")
    assert "correlation of a deal's two games -" in line
    # the deals' means 0, 0, 0.5, -0.5: sample sd 0.408 over sqrt(4 deals) is 0.2041; the
    # 8 games taken apart have sd 0.926, over sqrt(8) 0.3273
    assert "unpaired 0.3273, paired 0.2041" in line


def test_the_power_report_reads_every_kept_head_to_head_game() -> None:
    """The README's 0.87 and +-12 points come from here: the kept expert-vs-hard games,
    the same mean as the head-to-head table computes from them."""
    games = [g for s in kept() if s["tournament"] == "expert-vs-hard" for g in s["pairs"]]
    h = head_to_head(games)
    report = power_report()
    assert f"kept: {len(games)} games" in report
    assert f"Expert - Hard {h.diff * 100:+.1f} points" in report
    half = (h.high - h.diff) / math.sqrt(200 / len(games))  # the interval at 200 games
    assert f"95% interval +-{half * 100:.1f} points" in report
