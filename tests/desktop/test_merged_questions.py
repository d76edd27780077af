"""Two questions of the player's own turn asked as one (rdi_desktop/merge.py): the
Order a Drink phase opening with "bring some drinks for my friends!" in hand and its
first Drink (the card lit where its text says it is played, the phase costing no
extra question), a team's "who acts next?" with the player's own Action, and all of
a phase's Drinks ordered in one question. Fewer questions, none lost."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from engine.game import Game, new_game
from engine.prompts import Prompt
from engine.seats import RandomSeat
from rdi_desktop.merge import MERGED, Carry, merge, orders_at_once
from rdi_desktop.prompt_policy import Intents
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import click_at, frames, make_app, until

BARKEEP = "barkeep-bring-some-drinks-for-my-friends"


def _until_prompt(game: Game, want: Any, seed: int = 5, limit: int = 3000) -> Prompt:
    """Play on (the seat 0 passing where it can, the others at random) until ``want``."""
    seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
    for _ in range(limit):
        p = game.pending()
        assert p is not None, "the game ended first"
        if want(p, game):
            return p
        if p.seat == 0:
            labels = [o.label for o in p.options]
            game.apply(next((labels.index(w) for w in ("pass", "done") if w in labels), 0))
        else:
            game.apply(seats[p.seat].decide(game.view(p.seat), p))
    raise AssertionError("never asked")


def _barkeep_game() -> Game:
    setup = {"players": [{"name": "You", "character": "jett"},
                         {"name": "Dale", "character": "dale"},
                         {"name": "Terci", "character": "terci"}], "first": 0}
    game = new_game(setup, 3)
    me = game.state.players[0]
    me.deck = [c for c in me.deck if c != BARKEEP]
    me.hand = [BARKEEP] + [c for c in me.hand if c != BARKEEP][:6]
    return game


def test_the_order_phase_card_is_asked_with_the_first_drink() -> None:
    game = _barkeep_game()
    window = _until_prompt(game, lambda p, g: p.seat == 0 and p.kind == "respond"
                           and p.context.get("phase") == "order")
    m = merge(game, window, game.view(0))
    assert m is not None and m.then.kind == "order"
    shown = m.prompt
    assert shown.kind == "order" and shown.context[MERGED]
    assert any(o.card == BARKEEP for o in shown.options), "the card is lit in the phase"
    players = [i for i, o in enumerate(shown.options) if o.player]
    assert {shown.options[i].player for i in players} == {"Dale", "Terci"}
    # a click on Terci: the window is passed and the Drink goes to Terci, one question
    carry = Carry()
    first = m.answered(next(i for i in players if shown.options[i].player == "Terci"), carry)
    assert window.options[first].label == "pass"
    game.apply(first)
    nxt = game.pending()
    assert nxt is not None and nxt.kind == "order"
    game.apply(carry.take(nxt))
    assert game.state.players[2].drink_me, "Terci got the Drink"
    # a click on the card plays it (the same question, the other half)
    game2 = _barkeep_game()
    window2 = _until_prompt(game2, lambda p, g: p.seat == 0 and p.kind == "respond"
                            and p.context.get("phase") == "order")
    m2 = merge(game2, window2, game2.view(0))
    assert m2 is not None
    card = next(i for i, o in enumerate(m2.prompt.options) if o.card == BARKEEP)
    first2 = m2.answered(card, Carry())
    assert window2.options[first2].card == BARKEEP


def test_who_acts_next_is_asked_with_the_own_action() -> None:
    setup, _kinds, seed = variant_setup("two-headed-dragon", 4, 7, human=True)
    game = new_game(setup, seed)
    ask = _until_prompt(game, lambda p, g: p.seat == 0 and p.reason == "next_to_act"
                        and p.context.get("phase") == "action")
    m = merge(game, ask, game.view(0))
    assert m is not None and m.then.kind == "action" and m.then.seat == 0
    from rdi_desktop.answer_labels import option_label

    shown = m.prompt
    mate = next(i for i, o in enumerate(shown.options) if o.player and not o.card)
    assert option_label(shown, mate).startswith("Let ") and \
        option_label(shown, mate).endswith(" act first")
    # letting the teammate act first answers only the first question
    assert m.split(mate)[1] is None and ask.options[m.split(mate)[0]].player != "You"
    # a pass of the own Action: "me first", then the pass, from one question
    carry = Carry()
    passing = next(i for i, o in enumerate(shown.options) if o.label == "pass")
    first = m.answered(passing, carry)
    game.apply(first)
    nxt = game.pending()
    assert nxt == m.then and carry.take(nxt) == passing


def test_all_the_phases_drinks_are_ordered_in_one_question() -> None:
    intents = Intents()
    from engine.prompts import Option

    first = Prompt(0, "order", (Option(player="A"), Option(player="B")),
                   {"to": "drink", "nth": 1, "of": 3})
    assert orders_at_once(first) == 3
    assert orders_at_once(first._replace(context={"to": "drink", "nth": 2, "of": 3})) == 1
    intents.queue_orders(0, ["B", "A"])
    second = first._replace(context={"to": "drink", "nth": 2, "of": 3})
    third = first._replace(context={"to": "drink", "nth": 3, "of": 3})
    assert intents.take(second) == 1 and intents.take(third) == 0
    assert intents.take(third) is None, "nothing left queued"


def test_two_mat_clicks_order_both_drinks_at_the_table(headless: Path) -> None:
    """Two-Headed Dragon: the team orders two Drinks; the banner asks for both at the
    first and two clicks on mats answer both questions."""
    from rdi_desktop.bridge import HUMAN, EngineThread
    from rdi_desktop.scenes.table import TableScene
    from rdi_desktop.scenes.table_open import autosave_path

    app = make_app()
    try:
        setup, _kinds, seed = variant_setup("two-headed-dragon", 4, 11, human=True)
        game = new_game(setup, seed)
        kinds = [HUMAN] + ["random"] * 3
        scene = TableScene(app, EngineThread(game, kinds, seed=seed, autosave=autosave_path()))
        app.push(scene)
        rng = random.Random(2)
        for _ in range(60):
            until(app, lambda: scene.presenter.prompt is not None
                  and not scene.presenter.prompt.future.done(), limit=60)
            frames(app, 2)
            req = scene.presenter.prompt
            assert req is not None
            if orders_at_once(req.prompt) > 1:
                break
            scene.answer(rng.choice([i for i, o in enumerate(req.prompt.options)
                                     if o.label != "potion"]))
        else:
            raise AssertionError("no team order came")
        assert "Order 2 Drinks" in scene.drawing.banner.lines(req)[1]
        names = [p.name for p in game.state.players]
        seen = len(game.state.events)
        targets = [o.player for o in req.prompt.options if o.player]
        clicked = [names.index(str(name)) for name in (targets[0], targets[-1])]
        for seat in clicked:
            click_at(app, pygame.Rect(scene.layout.mats[scene.positions()[seat]]).center)
        until(app, req.future.done, limit=10)

        def ordered() -> list[dict[str, object]]:
            """The Drinks this seat has ordered since the question (the engine's own
            events: the Drink piles may be drunk from before the test looks)."""
            return [e.data for e in list(game.state.events[seen:])
                    if e.kind == "drink_ordered" and e.data.get("player") == req.seat]

        until(app, lambda: len(ordered()) >= 2, limit=20)
        scene.engine.stop()
        assert [d["to"] for d in ordered()[:2]] == clicked, ordered()
        assert scene.engine.intents.orders == {}
    finally:
        app.shutdown()


def test_a_gambling_turn_with_only_an_anytime_card_is_no_question() -> None:
    """003 "Gambling": an Anytime card is no play in the Round; with nothing else the
    turn is a pass, and the card is queued from the hand for the next chance."""
    from engine.prompts import PASS, Option
    from rdi_desktop.prompt_policy import WHY_ASK, WHY_BUTTONS, Policy, decide

    view = {"players": [{"name": "You", "hand": ["fence-the-goods",
                                                 "gambling-im-in"]}],
            "stack": [], "drinks": []}
    only = Prompt(0, "gamble", (Option(card="fence-the-goods"), PASS),
                  {"to": "gambling"})
    assert decide(only, view, Policy()) == (1, WHY_BUTTONS)
    both = Prompt(0, "gamble", (Option(card="gambling-im-in"),
                                Option(card="fence-the-goods"), PASS),
                  {"to": "gambling"})
    assert decide(both, view, Policy()) == (None, WHY_ASK)


def test_the_benchmark_counts_fewer_questions_and_handovers(monkeypatch: Any) -> None:
    """bench_prompts, two Two-Headed Dragon games with two people on different teams:
    merged questions and a "no" on the handover screen against the table without them
    (the answers, and so the games, are the same)."""
    import bench.bench_prompts as bp
    from rdi_desktop.prompt_policy import Policy

    def counts() -> tuple[float, float]:
        shown = hand = 0.0
        for seed in (100, 101):
            s, people, rounds, h = bp.play("two-headed-dragon", 4, seed, Policy())
            shown += s / people / rounds
            hand += h / rounds
        return shown / 2, hand / 2

    now, now_hand = counts()
    monkeypatch.setattr(bp, "merge", lambda game, prompt, view, skip=None: None)
    monkeypatch.setattr(bp, "orders_each", lambda intents, prompt, answer: None)
    monkeypatch.setattr(bp, "unseen_pass", lambda prompt: None)
    old, old_hand = counts()
    assert now <= old * 0.8, (now, old)
    assert now_hand <= old_hand * 0.8, (now_hand, old_hand)
