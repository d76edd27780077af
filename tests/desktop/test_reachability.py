"""Every legal play is reachable by a person (issue 31).

Random games where every seat is a person answered through the table's own stop
policy (:func:`rdi_desktop.prompt_policy.decide`) and its click mapping
(:mod:`rdi_desktop.reach`, what the table scene's clicks use): each option the
engine offers a human seat must be a click, on the prompt shown (a hand card, a
button, the Potion, the arrange picker) or, when the policy answers without
asking, one the player can queue from the hand or a mat beforehand. The policy
may pass for a player only by their own stop settings: with the settings that
stop at everything it never does. Every mode, every character (each in some
seat), every variant and every stop setting take part. A self-test hides a card's
play and checks the harness then fails, so it cannot pass by accident.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from engine.game import new_game
from engine.kits import playable_characters
from engine.prompts import Prompt
from rdi_desktop import reach
from rdi_desktop.prompt_policy import WHY_ASK, WHY_BUTTONS, WHY_SETTING, Policy, decide
from rdi_desktop.table_setup import modes, seat_roles, variant_setup

#: every combination of the stop settings (Settings screen)
POLICIES = [Policy(respond_cards=c, respond_drinks=d, stop_own_cards=own, auto_pass=quiet)
            for c, d, own, quiet in itertools.product(("always", "mine"),
                                                      ("always", "mine", "never"),
                                                      (False, True), (False, True))]
#: the settings that stop at everything: the policy may then pass for no one
STOP_ALL = Policy(respond_cards="always", respond_drinks="always", stop_own_cards=True)
VARIANTS = [{}, {"bar_deck": True, "prize": True}, {"pub_crawl": True},
            {"sea_events": True, "prize": True}, {"pub_crawl": True, "sea_events": True,
                                                  "bar_deck": True, "prize": True}]


class Unreachable(AssertionError):
    """An option the engine offers that no click of the person can give."""


def where(prompt: Prompt, i: int) -> str:
    return (f"seat {prompt.seat} {prompt.kind} {prompt.context.get('reason')} "
            f"to={prompt.context.get('to')}: option {prompt.options[i].describe()!r}")


def check(prompt: Prompt, view: dict[str, Any], policy: Policy, rng: random.Random) -> int:
    """Assert every option is reachable; answer like a person exploring the game."""
    hand = [str(c) for c in view["players"][prompt.seat].get("hand", [])]
    auto, why = decide(prompt, view, policy)
    if auto is None:
        assert why == WHY_ASK
        got = reach.shown_reachable(prompt, hand)
        for i in range(len(prompt.options)):
            if i not in got:
                raise Unreachable("not clickable on screen: " + where(prompt, i))
        clicks = reach.hand_clicks(prompt, hand)
        for j, c in enumerate(hand):  # every copy of an offered card is lit
            if any(reach.is_plain_card(o) and o.card == c for o in prompt.options):
                assert j in clicks, f"copy {j} of {c} dimmed: {where(prompt, 0)}"
        return rng.randrange(len(prompt.options))
    if why == WHY_SETTING:
        assert policy != STOP_ALL, f"passed with every stop on: {where(prompt, auto)}"
        return auto  # the player's own stop settings chose to pass
    queued = []
    for i, o in enumerate(prompt.options):
        if i == auto or (why == WHY_BUTTONS and o.label == "pass"):
            continue
        if not reach.queued_option(o, hand):
            raise Unreachable(f"answered {why} without asking, and no click queues "
                              + where(prompt, i))
        queued.append(i)
    if queued and rng.random() < 0.35:
        return rng.choice(queued)  # the player had queued it: the table takes it
    return auto


def setup_for(character: str, k: int) -> tuple[dict[str, Any], int]:
    """A game of the k-th mode (and variant set) with ``character`` in a free seat."""
    mode = modes()[k % len(modes())]
    n = {"standard": 5, "boss-battle": 4, "otto": 2}.get(mode, 4)
    setup, _kinds, seed = variant_setup(mode, n, 1000 + k, human=True,
                                        options=VARIANTS[k % len(VARIANTS)] or None)
    free = next((i for i, r in enumerate(seat_roles(mode, n)) if not r["fixed"]), None)
    if free is None:  # every seat a Boss (Two-Headed Boss Battle): the next mode has it
        setup, seed = setup_for(character, k + 1)
    else:
        setup["players"][free]["character"] = character
    return setup, seed


def play(setup: dict[str, Any], seed: int, k: int, max_decisions: int = 6000) -> int:
    """Play one game with every seat a person; returns the prompts checked."""
    game = new_game(setup, seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(max_decisions):
        p = game.pending()
        if p is None:
            break
        policy = POLICIES[(p.seat + k) % len(POLICIES)] if checked % 7 else STOP_ALL
        game.apply(check(p, game.view(p.seat), policy, rng))
        checked += 1
    assert game.state.over, (setup.get("mode"), seed)
    return checked


@pytest.mark.parametrize("character", playable_characters())
def test_every_offered_option_is_a_click(character: str) -> None:
    """Four games per character, over the modes and variants in turn."""
    i = playable_characters().index(character)
    total = 0
    for k in range(4 * i, 4 * i + 4):
        setup, seed = setup_for(character, k)
        total += play(setup, seed, k)
    assert total > 200


def test_the_order_phase_card_is_offered_to_a_person() -> None:
    """The class the issue found: a card played only as your Order a Drink phase
    opens ("bring some drinks for my friends!") is reachable: clicked in the hand
    beforehand it is queued and played as the phase opens, so the phase stops for
    it only when the player asked to be stopped at every card (fewer questions)."""
    from engine.prompts import PASS, Option
    from rdi_desktop.prompt_policy import Intents

    card = "barkeep-bring-some-drinks-for-my-friends"
    prompt = Prompt(0, "respond", (Option(card=card), PASS), {"phase": "order", "to": "phase"})
    view = {"players": [{"name": "You", "hand": [card, card]}], "stack": [], "drinks": []}
    for policy in POLICIES:
        assert check(prompt, view, policy, random.Random(1)) in (0, 1)
        auto, why = decide(prompt, view, policy)
        if policy.respond_cards == "always":
            assert auto is None, policy
        else:
            assert (auto, why) == (1, WHY_BUTTONS), policy
    assert reach.queued_option(prompt.options[0], [card])
    assert not reach.queued_option(prompt.options[0], ["i-dont-think-so"])
    assert reach.hand_clicks(prompt, [card, "x", card]) == {0: 0, 2: 0}
    intents = Intents()
    intents.add(0, Option(card=card))  # clicked in the Action phase
    assert intents.take(prompt) == 0 and not intents.pending()


def test_the_harness_fails_when_a_play_is_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hide the hand's cards from the table's clicks: the random games must fail."""
    monkeypatch.setattr(reach, "hand_clicks", lambda prompt, hand: {})
    monkeypatch.setattr(reach, "button_rows", lambda prompt, hand: [
        i for i, o in enumerate(prompt.options) if not o.card])
    setup, seed = setup_for(playable_characters()[0], 0)
    with pytest.raises(Unreachable):
        play(setup, seed, 0)


def test_the_harness_fails_when_the_policy_passes_a_play(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The table before issue 31: in a phase window every card counted as a button,
    so the policy passed over cards no click can queue. Put that back, with a hand
    that queues only Anytime cards (not the Order phase's "bring some drinks"): the
    random games must fail."""
    from rdi_desktop import prompt_policy

    monkeypatch.setattr(prompt_policy, "queued_option", lambda o, hand: True)
    monkeypatch.setattr(reach, "own_phase_card", lambda card: False)
    with pytest.raises(Unreachable, match="no click queues"):
        for k in range(12):
            setup, seed = setup_for(playable_characters()[k], k)
            play(setup, seed, k)
