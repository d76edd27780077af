"""The log's "in response to" names the card actually answered (issue 31): a spike
played on a Drink after another card was played on it answers the Drink."""

from __future__ import annotations

from pathlib import Path

from engine.game import new_game
from engine.simulate import make_setup

SPIKE = "here-ya-go-thisll-make-that-drink-better"


def _presenter() -> object:
    from rdi_desktop.bridge import public_view
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    g = new_game(make_setup("standard", 3, ["phrenk", "jett", "dale"]), 5)
    return Presenter(public_view(g), {}, [], Settings(animation_speed=4.0))


def test_a_spike_answers_the_drink_not_the_card_before_it(headless: Path) -> None:
    from rdi_desktop.presenter import Presenter, answers_drink

    p = _presenter()
    assert isinstance(p, Presenter)
    ale = "dragon-breath-ale"
    p._event({"kind": "drink_revealed", "player": 1, "card": ale, "chaser": False})
    p._event({"kind": "card_played", "player": 2, "card": "i-dont-think-so", "uid": 40,
              "about": None})
    p._event({"kind": "card_played", "player": 0, "card": SPIKE, "uid": 41, "about": None})
    line = p.log[-1].text
    assert "in response to" in line and "Dragon" in line and "think so" not in line, line
    assert answers_drink(SPIKE) and not answers_drink("i-dont-think-so")


def test_a_card_played_at_a_moment_answers_no_card(headless: Path) -> None:
    """The Order phase's "bring some drinks" is played as the phase opens: the log
    does not say it answers the Action card played before it."""
    from rdi_desktop.presenter import Presenter, answers_moment

    p = _presenter()
    assert isinstance(p, Presenter)
    p._event({"kind": "card_played", "player": 0, "card": "slide-tackle", "uid": 50,
              "about": None, "target": 1})
    bring = "barkeep-bring-some-drinks-for-my-friends"
    p._event({"kind": "card_played", "player": 0, "card": bring, "uid": 51, "about": None})
    assert "in response to" not in p.log[-1].text, p.log[-1].text
    assert answers_moment(bring) and not answers_moment("i-dont-think-so")
