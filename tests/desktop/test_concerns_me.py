""""Respond to cards: When it concerns me" (the default stop setting): which cards
concern a player, and a question asked once per card per window.

A card concerns a player when it is aimed at them or their team, its effects name
them, it is played on their Drink or it answers their card; a card passed between
two others does not, whatever they hold. A window opens again for everyone after
each response (003 "Timing"): the same question is not asked again while nothing
changed for the player. Once a card has resolved, only a hit-back answers it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.driver import run_game
from engine.game import Game, new_game
from engine.model import Item
from engine.prompts import PASS, Option, Prompt
from engine.seats import make_seat
from rdi_desktop.prompt_policy import Asked, Policy, auto_answer, decide
from rdi_desktop.table_setup import variant_setup

NOPE = Option(card="i-dont-think-so")
HEAL = Option(card="tip-the-barkeep")  # an Anytime card


def game_with(mode: str, items: list[Item], hand: list[str]) -> Game:
    setup, _kinds, seed = variant_setup(mode, 4, 7, human=True)
    game = new_game(setup, seed)
    for it in items:
        game.state.items[str(it.uid)] = it
    game.state.players[0].hand = list(hand)
    return game


def respond(to: str, *opts: Option) -> Prompt:
    return Prompt(0, "respond", (*opts, PASS), {"phase": "action", "to": to})


def test_a_hit_back_between_two_others_is_not_asked() -> None:
    """Terci's "Keep pressure on it" answering Ygella's card hits Ygella only: the
    player holding "I don't think so!" is not stopped (the old table asked, the
    hit-back naming no target)."""
    hit = Item(900, "hoe-down", owner=3, losses={"2": 1})
    back = Item(901, "keep-pressure-on-it", owner=2, about=900)
    view = game_with("standard", [hit, back], ["i-dont-think-so"]).view(0)
    top = view["stack"][-1]
    assert top["affects"] == [3] and top["about"] == 900
    prompt = respond("keep-pressure-on-it", NOPE)
    assert auto_answer(prompt, view, Policy()) == 1
    assert auto_answer(prompt, view, Policy(respond_cards="always")) is None
    # the same hit-back aimed at the player's own card concerns them
    hit.owner = 0
    assert auto_answer(prompt, new_view(hit, back), Policy()) is None


def new_view(*items: Item) -> dict[str, Any]:
    return game_with("standard", list(items), ["i-dont-think-so"]).view(0)


def test_a_card_for_everyone_else_concerns_those_it_hits() -> None:
    """A card with no target concerns the players its effects name: "Hoe down!"
    hits each other player, so it concerns them, and not its owner's teammate (the
    old table asked everyone about a card with no target)."""
    hoe = Item(902, "hoe-down", owner=2)
    assert auto_answer(respond("hoe-down", NOPE), new_view(hoe), Policy()) is None
    setup, _kinds, seed = variant_setup("two-headed-dragon", 4, 7, human=True)
    game = new_game(setup, seed)
    players = game.state.players
    mate = next(i for i, p in enumerate(players) if i and p.team == players[0].team)
    game.state.items["903"] = Item(903, "hoe-down", owner=mate)
    game.state.players[0].hand = ["i-dont-think-so"]
    view = game.view(0)
    assert 0 not in view["stack"][-1]["affects"]
    assert auto_answer(respond("hoe-down", NOPE), view, Policy()) == 1


def test_group_hug_is_asked_once_in_its_window() -> None:
    """Two-Headed Dragon: "Group hug!" was asked three times for one card, as its
    window opened again after each other player's answer. Passed once, it is not
    asked again in that window; with "Always" it is."""
    setup, _kinds, seed = variant_setup("two-headed-dragon", 4, 7, human=True)
    game = new_game(setup, seed)
    players = game.state.players
    foe = next(i for i, p in enumerate(players) if p.team != players[0].team)
    game.state.items["904"] = Item(904, "group-hug", owner=foe)
    game.state.players[0].hand = ["i-dont-think-so"]
    view = game.view(0)
    prompt = respond("group-hug", NOPE)
    asked = Asked()
    assert auto_answer(prompt, view, Policy(), asked) is None  # it hits my team
    asked.note(prompt, view, 1)
    for _again in range(2):  # the window opens again: the same question
        assert decide(prompt, game.view(0), Policy(), asked) == (1, "setting")
        assert auto_answer(prompt, game.view(0), Policy(respond_cards="always"), asked) is None
    # something changed for the player (a hand card to answer with): asked again
    game.state.players[0].hand.append("tip-the-barkeep")
    assert auto_answer(respond("group-hug", NOPE, HEAL), game.view(0), Policy(), asked) is None


def test_a_resolved_card_is_answered_only_by_a_hit_back() -> None:
    """The tutorial's "Respond to Hoe down!" stayed up after the card resolved (its
    window for hitting back, with only an Anytime card in hand): gone now; a
    hit-back still asks."""
    done = Item(905, "hoe-down", owner=2, losses={"0": 1, "1": 1, "3": 1})
    game = game_with("standard", [done], ["tip-the-barkeep"])
    assert auto_answer(respond("hoe-down", HEAL), game.view(0), Policy()) == 1
    game.state.players[0].hand = ["keep-pressure-on-it", "tip-the-barkeep"]
    back = Option(card="keep-pressure-on-it")
    assert auto_answer(respond("hoe-down", back, HEAL), game.view(0), Policy()) is None


def test_the_tutorial_asks_about_hoe_down_once() -> None:
    from rdi_desktop import tutorial

    game = new_game(tutorial.SETUP, tutorial.SEED)
    ai = {i: make_seat("easy", tutorial.SEED * 31 + i + 1)
          for i in range(len(game.state.players)) if i != tutorial.HUMAN_SEAT}
    asked, questions = Asked(), []
    while (p := game.pending()) is not None and game.state.turn_number < 6:
        view = game.view(p.seat)
        if p.seat != tutorial.HUMAN_SEAT:
            game.apply(ai[p.seat].decide(view, p))
            continue
        auto = auto_answer(p, view, Policy(), asked)
        if auto is None:
            questions.append(str(p.context.get("to")))
        answer = tutorial.suggest(p) if auto is None else auto
        asked.note(p, view, answer)
        game.apply(answer)
    assert questions.count("hoe-down") == 1, questions


class Person:
    """A human seat under the default settings that records each question shown."""

    def __init__(self, asked: Asked) -> None:
        self.asked = asked
        self.shown: list[tuple[Prompt, dict[str, Any]]] = []

    def decide(self, v: dict[str, Any], prompt: Prompt) -> int:
        got = auto_answer(prompt, v, Policy(), self.asked)
        if got is None:
            self.shown.append((prompt, v))
            labels = [o.label for o in prompt.options]
            got = next((labels.index(w) for w in ("pass", "done") if w in labels), 0)
        self.asked.note(prompt, v, got)
        return got


def window_of(prompt: Prompt, v: dict[str, Any]) -> tuple[Any, ...] | None:
    """The window a response question belongs to, as the player sees it: the card
    (by its uid, before or after it resolved) or the Drinks it is about, with their
    numbers (a Drink made stronger is a new question: Ignore it now?)."""
    to = prompt.context.get("to")
    drinks = [d for d in v["drinks"] if d["cards"] and d["cards"][0] == to]
    if drinks:
        return ("drinks", tuple((d["uid"], repr(d["effects"])) for d in v["drinks"]))
    it = next((x for x in reversed(v["stack"]) if x["card"] == to), None)
    if it is None:
        return None
    return ("card", it["uid"], bool(it["hit"]), it["target"])


@pytest.mark.parametrize("mode", ["standard", "two-headed-dragon", "boss-battle",
                                  "leaders-and-lackeys"])
def test_no_question_repeats_within_a_window(mode: str) -> None:
    """Real games: the human is never shown the same response question (same card,
    same options) twice in one window, whatever the others answer between."""
    checked = 0
    for seed in range(1, 7):
        setup, _kinds, seed = variant_setup(mode, 4, seed, human=True)
        game = new_game(setup, seed)
        me = Person(Asked())
        run_game(game, [me] + [make_seat("normal", seed + i) for i in range(1, 4)])
        seen: set[tuple[Any, ...]] = set()
        for prompt, v in me.shown:
            if prompt.kind != "respond":
                continue
            win = window_of(prompt, v)
            if win is None:
                continue
            key = (v["turn_number"], win, tuple(o.describe() for o in prompt.options))
            assert key not in seen, f"asked twice: {prompt.context} {key}"
            seen.add(key)
            checked += 1
    assert checked > 0
