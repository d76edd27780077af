"""The hall's end-of-game breakdown and rules texts (no window needed)."""

from __future__ import annotations

import re

import pytest

from engine.hall import GAMES, new_game
from engine.hall.ai import HallAI, play_out
from rdi_desktop.hall import catalog
from rdi_desktop.hall.report import result_html, standings_html

EXPECT = {  # a word of each game's score explanation
    "rogues_and_warriors": "pair order", "threes": "Keep", "kings_council": "The King",
    "jack_of_all_trades": "idle workers", "three_kingdoms": "War Values",
    "den_of_thieves": "honest", "dragon_hordes": "money", "city_square": "Markets in the",
    "the_wheel": "Winning spoke",
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_showdown_breakdown_explains_every_score(game: str) -> None:
    g = new_game(game, ["A", "B", "C"], seed=5, betting="playing_for_shares")
    res = play_out(g, {p: HallAI("easy", 1) for p in g.players})
    html = result_html(res, g.players)
    text = re.sub("<[^>]+>", "", html)
    assert EXPECT[game] in text
    for p in g.players:
        assert f"{p}:" in text


def test_rules_text_for_every_game_and_variant() -> None:
    assert sorted(catalog.GAME_ORDER) == sorted(GAMES)
    for game in catalog.GAME_ORDER:
        html = catalog.rules_html(game)
        assert catalog.title(game) in html
        for v in catalog.variants(game):
            assert catalog.variant_label(v) in html, (game, v)


def test_standings_show_loans_and_debts() -> None:
    html = standings_html([
        {"player": "A", "score": 75, "money": 50, "loan_markers": 1, "debt_markers": 0},
        {"player": "B", "score": 25, "money": 50, "loan_markers": 0, "debt_markers": 1},
    ], 2, 4, ["B takes a loan of 25 from A."], "merchant")
    assert "1 loan marker(s) +25" in html and "1 debt marker(s) -25" in html
    assert "2 of 4 games" in html
