"""The edges of a Round of Gambling that the scenarios in tests/scenarios/gambling_edges/
cannot see: the frame that antes through a card saves and loads mid-play, and which cards
count as Anytime-only on a gambling turn (003 "Gambling"; "Running out of Gold During
Gambling")."""

from __future__ import annotations

from pathlib import Path

import yaml

from engine.cards import cards
from engine.flow.gambling import _anytime_only
from engine.game import Game
from engine.scenario import run_data

EDGES = Path(__file__).resolve().parents[1] / "scenarios" / "gambling_edges"


def test_the_ante_through_a_card_saves_and_loads_while_it_is_played() -> None:
    """Every decision taken while the card is being played for the out-of-Gold raiser
    restores to the same table and the same question."""
    data = yaml.safe_load((EDGES / "08-raiser-out-of-gold-snack-pouch-negated-no-one-antes.yaml")
                          .read_text(encoding="utf-8"))
    seen: list[str] = []

    def check(game: Game) -> None:
        if any(f.KIND == "ante_through_card" for f in game.state.stack):
            text = game.to_json()
            again = Game.from_json(text)
            assert again.to_json() == text
            assert again.pending() == game.pending()
            seen.append(text)

    run_data(data, on_step=check)
    assert seen, "the raiser's card was never played for him"


def test_only_cards_with_nothing_but_anytime_modes_are_not_a_gambling_play() -> None:
    assert _anytime_only("tip-the-barkeep")
    assert not _anytime_only("i-raise")
    assert not _anytime_only("gambling-im-in")
    # a Cheating card that is also a Sometimes card: on a gambling turn it is the Cheating card
    card = cards().get("i-guess-ill-stick-with-this-hand")
    assert {card.mode_type(m) for m in range(len(card.modes))} == {"cheating", "sometimes"}
    assert not _anytime_only("i-guess-ill-stick-with-this-hand")
