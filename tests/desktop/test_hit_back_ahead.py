"""A hit-back offered ahead (rdi_desktop/hit_back.py): a card of another side that
would hurt the player's side is asked about once, before it resolves, with the hand's
hit-back cards beside the Ignore ("Hit back after: ..."), not again after it hurt
them. Passing declines both; the hit-back chosen ahead is played in the window after
the card; "Respond to cards: Always" asks both windows."""

from __future__ import annotations

import queue
from typing import Any

from engine.game import new_game
from engine.prompts import PASS, Option, Prompt
from rdi_desktop.hit_back import HIT_BACK, hit_back_ahead, hit_back_cards, planned
from rdi_desktop.merge import Carry
from rdi_desktop.plugins import load_all
from rdi_desktop.prompt_policy import Policy
from rdi_desktop.table_setup import variant_setup

HIT = "i-believe-your-attitude-needs-some-percussive-maintenance"
IGNORE = "a-word-of-advice-dont"


def _view(hit: list[int]) -> dict[str, Any]:
    """Boss Battle: seat 0 (heroes 0-2 a side) holds an Ignore and a hit-back; the
    Boss's card names every hero (``hit``: who it has hurt)."""
    players = [{"name": n, "team": "heroes" if i < 3 else "boss", "hand": []}
               for i, n in enumerate(("You", "Bryn", "Kaylin", "Boss"))]
    players[0]["hand"] = [IGNORE, HIT, "tip-the-wench"]
    return {"players": players, "teams": {"heroes": [0, 1, 2], "boss": [3]}, "drinks": [],
            "turn_number": 4,
            "stack": [{"card": "this-is-fine", "uid": 17, "owner": 3, "target": None,
                       "affects": [0, 1, 2], "hit": hit}]}


BEFORE = Prompt(0, "respond", (Option(card=IGNORE), Option(label="potion"), PASS),
                {"to": "this-is-fine", "phase": "action"})
AFTER = Prompt(0, "respond", (Option(card=HIT), Option(label="potion"), PASS),
               {"to": "this-is-fine", "phase": "action"})


def test_the_hit_back_is_asked_with_the_card() -> None:
    assert hit_back_cards([IGNORE, HIT, HIT]) == (HIT,)
    ahead = hit_back_ahead(BEFORE, _view([]), Policy())
    assert ahead is not None
    shown = ahead.prompt
    i = next(k for k, o in enumerate(shown.options) if o.label == HIT_BACK)
    from rdi_desktop.answer_labels import option_label
    from rdi_desktop.reach import shown_reachable

    assert option_label(shown, i) == "Hit back after: I believe your attitude needs some " \
        "percussive maintenance"
    assert i in shown_reachable(shown, _view([])["players"][0]["hand"]), "a button"
    # chosen: a pass now, the card played in the window after the card hurt the side
    carry = Carry()
    assert BEFORE.options[ahead.answered(i, carry)].label == "pass"
    assert planned(carry, AFTER, _view([0, 1])) == 0
    # a pass declines both: the window after is answered, not asked again
    carry = Carry()
    assert ahead.answered(2, carry) == 2
    assert AFTER.options[planned(carry, AFTER, _view([0])) or 0].label == "pass"
    # the Ignore played: the answer stands for the first question as clicked
    carry = Carry()
    assert ahead.answered(0, carry) == 0


def test_only_what_was_offered_is_answered_ahead() -> None:
    ahead = hit_back_ahead(BEFORE, _view([]), Policy())
    assert ahead is not None
    carry = Carry()
    ahead.answered(2, carry)
    other = AFTER._replace(options=(Option(card="spring-loaded-boxing-glove"),) + AFTER.options)
    assert planned(carry, other, _view([0])) is None, "a play not offered ahead: asked"
    # not the window after this card (it has not hurt anyone yet): nothing taken
    carry = Carry()
    ahead.answered(2, carry)
    assert planned(carry, AFTER, _view([])) is None and carry.later


def test_always_asks_both_windows() -> None:
    assert hit_back_ahead(BEFORE, _view([]), Policy(respond_cards="always")) is None
    own = _view([])
    own["stack"][0]["owner"] = 1  # a teammate's card: no hit-back against it
    assert hit_back_ahead(BEFORE, own, Policy()) is None
    done = _view([0])
    assert hit_back_ahead(BEFORE, done, Policy()) is None, "resolved: the window after"


def test_fewer_questions_in_boss_battle() -> None:
    """bench_prompts, Boss Battle: the window after a Boss card that hurt the person
    is no second question (the same games: the answers are the same)."""
    import bench.bench_prompts as bp

    load_all()

    def per_round() -> float:
        total = 0.0
        for seed in (100, 101, 102, 103):
            s, people, rounds, _h = bp.play("boss-battle", 4, seed, Policy())
            total += s / people / rounds
        return total / 4

    now = per_round()
    real = bp.hit_back_ahead
    bp.hit_back_ahead = lambda prompt, view, policy: None  # type: ignore[assignment]
    try:
        old = per_round()
    finally:
        bp.hit_back_ahead = real
    assert now <= old - 0.8, (now, old)


def test_a_hit_back_chosen_ahead_is_played_by_the_engine_thread() -> None:
    """The table's engine thread (no window): the person clicks "Hit back after" on a
    Boss card; the card is played in the window after it hurt them, unasked."""
    from rdi_desktop.bridge import HUMAN, EngineThread, Finished, PromptRequest

    load_all()
    for seed in range(100, 112):
        setup, _kinds, s = variant_setup("boss-battle", 4, seed, human=True)
        game = new_game(setup, s)
        eng = EngineThread(game, [HUMAN, "normal", "normal", "normal"], seed=s)
        eng.policy = Policy()
        eng.start()
        chose = None
        try:
            for _ in range(3000):
                try:
                    msg = eng.inbox.get(timeout=10)
                except queue.Empty:
                    raise AssertionError("the engine thread went quiet") from None
                if isinstance(msg, Finished):
                    break
                if not isinstance(msg, PromptRequest):
                    continue
                opts = msg.prompt.options
                pick = next((i for i, o in enumerate(opts) if o.label == HIT_BACK), None)
                if pick is not None and chose is None:
                    chose = (opts[pick].card, len(game.state.events))
                    msg.answer(pick)
                    continue
                labels = [o.label for o in opts]
                msg.answer(next((labels.index(w) for w in ("pass", "done") if w in labels), 0))
                if chose is not None:
                    break
        finally:
            eng.stop()
        if chose is None:
            continue
        played = [e.data for e in game.state.events[chose[1]:]
                  if e.kind == "card_played" and e.data.get("player") == 0]
        if any(d.get("card") == chose[0] for d in played):
            return
    raise AssertionError("no hit-back chosen ahead was played")
