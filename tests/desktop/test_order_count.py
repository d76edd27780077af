"""Repeated "Order a Drink" questions say which Drink of how many: a phase that orders
more than one (team games order two; a card may order extra) puts ``nth`` and ``of`` in each question's
context, and the table's banner says "Order a Drink (2 of 2)"; a phase of one Drink
says nothing more (the seeded fingerprint is unchanged: contexts are not hashed)."""

from __future__ import annotations

from typing import Any

from engine.game import new_game
from engine.seats import RandomSeat
from rdi_desktop.scenes.table_banner import order_ask
from rdi_desktop.table_setup import variant_setup


def _order_contexts(mode: str, players: int, seed: int = 5) -> list[dict[str, Any]]:
    setup, _kinds, seed = variant_setup(mode, players, seed, human=False)
    game = new_game(setup, seed)
    seats = [RandomSeat(seed + i) for i in range(players)]
    out: list[dict[str, Any]] = []
    for _ in range(3000):
        p = game.pending()
        if p is None or len(out) >= 6:
            break
        if p.kind == "order" and p.reason != "looked":
            out.append(dict(p.context))
        game.apply(seats[p.seat].decide({}, p))
    return out


def test_a_team_order_phase_counts_its_drinks() -> None:
    got = _order_contexts("two-headed-dragon", 4)
    assert got, "no Order a Drink question came up"
    counted = [(c.get("nth"), c.get("of")) for c in got]
    assert (1, 2) in counted and (2, 2) in counted, counted
    assert order_ask({"nth": 2, "of": 2}).startswith("Order a Drink (2 of 2):")


def test_a_single_drink_is_not_counted() -> None:
    got = _order_contexts("standard", 3)
    plain = [c for c in got if "nth" not in c and "of" not in c]
    assert plain, got  # a turn's one Drink
    # a card ordering extra Drinks (seed 5 plays one) counts them all, in order
    counted = [(c["nth"], c["of"]) for c in got if "nth" in c]
    assert counted == [(k, 3) for k in (1, 2, 3)], counted
    assert order_ask({"to": "drink"}) == "Order a Drink: choose who gets it."
