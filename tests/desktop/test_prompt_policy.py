"""The stop policy: when the table asks a human, and that it only ever passes
for them (never a rule change): a human holding a useful response is asked."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.driver import run_game
from engine.game import new_game
from engine.kits import play_zones
from engine.prompts import PASS, Option, Prompt
from engine.seats import make_seat
from rdi_desktop.anytime import is_anytime_card
from rdi_desktop.prompt_policy import OFF, Intents, Policy, auto_answer
from rdi_desktop.settings import Settings
from rdi_desktop.table_setup import variant_setup

CARD = Option(card="hot-five")


def view(stack: list[dict[str, Any]] | None = None, drinks: list[dict[str, Any]] | None = None,
         teams: bool = False) -> dict[str, Any]:
    players = [{"name": n, "team": ("A" if i < 2 else "B") if teams else None}
               for i, n in enumerate(["You", "Mate", "Bob", "Cy"])]
    return {"players": players, "teams": {"A": {}, "B": {}} if teams else {},
            "stack": stack or [], "drinks": drinks or []}


def respond(to: str, *opts: Option, seat: int = 0) -> Prompt:
    return Prompt(seat, "respond", (*opts, PASS), {"phase": "action", "to": to})


def item(card: str, owner: int, target: int | None) -> dict[str, Any]:
    return {"card": card, "owner": owner, "target": target, "negated": False}


def test_a_card_aimed_at_me_asks_me() -> None:
    v = view([item("punch", 2, 0)])
    assert auto_answer(respond("punch", CARD), v, Policy()) is None


def test_a_card_aimed_at_someone_else_passes_unless_always() -> None:
    v = view([item("punch", 2, 3)])
    assert auto_answer(respond("punch", CARD), v, Policy()) == 1
    assert auto_answer(respond("punch", CARD), v, Policy(respond_cards="always")) is None


def test_a_card_aimed_at_my_teammate_concerns_me() -> None:
    v = view([item("punch", 2, 1)], teams=True)
    assert auto_answer(respond("punch", CARD), v, Policy()) is None


def test_a_card_for_the_whole_table_concerns_me() -> None:
    v = view([item("round", 2, None)])
    assert auto_answer(respond("round", CARD), v, Policy()) is None


def test_my_own_card_passes_unless_the_setting_says_stop() -> None:
    v = view([item("punch", 0, 2)])
    assert auto_answer(respond("punch", CARD), v, Policy(respond_cards="always")) == 1
    assert auto_answer(respond("punch", CARD), v, Policy(stop_own_cards=True)) is None


@pytest.mark.parametrize("setting,drinker,asked", [
    ("mine", 0, True), ("mine", 2, False), ("always", 2, True), ("never", 0, False)])
def test_drinks(setting: str, drinker: int, asked: bool) -> None:
    v = view([item("ale", 3, None)], drinks=[{"cards": ["ale"], "drinker": drinker}])
    got = auto_answer(respond("ale", CARD), v, Policy(respond_drinks=setting))
    assert (got is None) is asked


def test_a_card_played_on_someone_elses_drink_passes() -> None:
    v = view([item("ale", 3, None), item("chaser", 2, None)],
             drinks=[{"cards": ["ale"], "drinker": 3}])
    assert auto_answer(respond("chaser", CARD), v, Policy()) == 1


def test_anytime_actions_are_buttons_not_stops() -> None:
    v = view([item("punch", 2, 0)], teams=True)
    potion = Option(label="potion")
    treat = Option(card="patient", label="treat")
    assert auto_answer(respond("punch", potion, treat), v, Policy()) == 2
    # a phase window has nothing to react to: Anytime cards are played from the hand
    tip = Option(card="tip-the-wench")
    v["players"][0]["hand"] = ["tip-the-wench", "barkeep-bring-some-drinks-for-my-friends"]
    assert auto_answer(respond("phase", tip, potion), v, Policy()) == 2
    # the old table asked every time
    assert auto_answer(respond("phase", tip, potion), v, OFF) is None
    # a card played only as the Order phase opens is queued from the hand beforehand:
    # the phase does not stop for it (issue 31: fewer questions) unless the player
    # asked to be stopped at every card
    bring = Option(card="barkeep-bring-some-drinks-for-my-friends")
    assert auto_answer(respond("phase", bring, tip, potion), v, Policy()) == 3
    assert auto_answer(respond("phase", bring, tip, potion), v,
                       Policy(respond_cards="always")) is None
    # a phase-window card the hand cannot queue is a real question (passing hid it)
    v["players"][0]["hand"] = ["i-dont-think-so"]
    nope = Option(card="i-dont-think-so")
    assert auto_answer(respond("phase", nope, potion), v, Policy()) is None


def test_real_decisions_are_never_answered() -> None:
    v = view()
    for kind, opts in (("action", (CARD, PASS)), ("discard", (CARD, Option(label="done"))),
                       ("order", (Option(player="Bob"), Option(player="Cy")))):
        assert auto_answer(Prompt(0, kind, opts, {"phase": "action"}), v, Policy()) is None
    # only one legal answer: given
    assert auto_answer(Prompt(0, "order", (Option(player="Bob"),), {}), v, Policy()) == 0


def test_settings_round_trip_and_refuse_unknown_values(tmp_path: Any) -> None:
    s = Settings(respond_cards="always", respond_drinks="never", stop_own_cards=True)
    s.save(tmp_path / "s.json")
    assert Settings.load(tmp_path / "s.json") == s
    with pytest.warns(RuntimeWarning):
        assert Settings.from_dict({"respond_drinks": "sometimes"}).respond_drinks == "mine"
    assert Policy.of(s) == Policy(respond_cards="always", respond_drinks="never",
                                  stop_own_cards=True)


def test_an_intent_is_taken_once_with_its_follow_up() -> None:
    it = Intents()
    it.add(0, Option(label="potion"), then="gold")
    phase = respond("phase", Option(label="potion"))
    assert it.take(respond("phase", Option(label="potion"), seat=1)) is None  # not that seat
    assert it.take(phase) == 0
    choice = Prompt(0, "choose", (Option(label="fortitude"), Option(label="gold")),
                    {"reason": "potion"})
    assert it.take(choice) == 1
    assert it.take(phase) is None and not it.pending()
    it.add(0, CARD)
    assert it.cancel(0, CARD) and it.take(respond("x", CARD)) is None


class Recorder:
    """A human seat under the default policy that records what it was asked and
    what the policy passed for it, and always passes itself."""

    def __init__(self) -> None:
        self.asked: list[tuple[Prompt, dict[str, Any]]] = []
        self.auto: list[tuple[Prompt, dict[str, Any]]] = []

    def decide(self, v: dict[str, Any], prompt: Prompt) -> int:
        got = auto_answer(prompt, v, Policy())
        if got is not None:
            assert prompt.options[got].label == "pass" or len(prompt.options) == 1
            self.auto.append((prompt, v))
            return got
        self.asked.append((prompt, v))
        labels = [o.label for o in prompt.options]
        return labels.index("pass") if "pass" in labels else \
            labels.index("done") if "done" in labels else 0


@pytest.mark.parametrize("mode", ["standard", "two-headed-dragon", "boss-battle"])
def test_real_games_ask_for_useful_responses(mode: str) -> None:
    """Over real games: the human is asked to respond whenever they hold a card
    for a card aimed at them, and never only for a Potion."""
    asked_at_me = 0
    for seed in range(1, 6):
        setup, _kinds, seed = variant_setup(mode, 4, seed, human=True)
        game = new_game(setup, seed)
        me = Recorder()
        seats: list[Any] = [me] + [make_seat("normal", seed + i) for i in range(1, 4)]
        run_game(game, seats)
        for prompt, v in me.auto:
            if prompt.kind != "respond":
                continue
            to = prompt.context.get("to")
            it = next((x for x in reversed(v["stack"]) if x["card"] == to), None)
            # once the card has resolved only a hit-back answers it (an Anytime card
            # waits for the next chance)
            cards = [o for o in prompt.options if o.card and o.label is None
                     and not (it is not None and it.get("hit") and is_anytime_card(o.card))]
            if it is not None and it["target"] == 0 and it["owner"] != 0 and cards \
                    and not any(d["cards"][0] == to for d in v["drinks"]):
                raise AssertionError(f"passed for the human on {to} aimed at them")
        for prompt, _v in me.asked:
            if prompt.kind == "respond":
                assert any(o.card and o.label is None for o in prompt.options) or \
                    any(o.label in play_zones() for o in prompt.options)
                if prompt.context.get("to") in (None, "phase"):  # only for a card the
                    assert any(o.card and not is_anytime_card(o.card)  # hand cannot queue
                               for o in prompt.options)
                asked_at_me += 1
    assert asked_at_me > 0


def test_settings_scene_offers_the_stops(headless: Any) -> None:
    """The Settings screen has the three stop entries; a click saves the change
    and the table's policy follows it when the player comes back."""
    import pygame_gui

    from tests.desktop.ui_driver import click_at, frames, make_app

    app = make_app()
    app.open_scene("settings")
    frames(app, 2)
    scene = app.top
    assert scene is not None
    for key in ("respond_cards", "respond_drinks", "stop_own", "confirm"):
        assert key in scene.w  # type: ignore[attr-defined]
    own = scene.w["stop_own"]  # type: ignore[attr-defined]
    assert app.settings.stop_own_cards is False
    click_at(app, own.get_abs_rect().center)
    assert app.settings.stop_own_cards is True
    assert Settings.load().stop_own_cards is True
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                         ui_element=scene.w["respond_drinks"],  # type: ignore[attr-defined]
                                         text="Never"))
    frames(app, 2)
    assert Settings.load().respond_drinks == "never"
    # every label fits the window at 1280x720
    for _text, _hint, r in scene.labels:  # type: ignore[attr-defined]
        assert r.bottom <= 720
    assert scene.w["back"].get_abs_rect().bottom <= 720  # type: ignore[attr-defined]
    app.shutdown()


@pytest.mark.parametrize("kind", ["action", "respond", "gamble"])
def test_confirm_before_passing_covers_every_prompt_with_a_card(headless: Any,
                                                                kind: str) -> None:
    """'Confirm before passing' asks on every prompt where a card could still be
    played (not only the Action phase); the dialog never outlives its table."""
    import concurrent.futures

    import pygame_gui

    from rdi_desktop.bridge import PromptRequest
    from rdi_desktop.scenes.table_open import open_table
    from tests.desktop.ui_driver import frames, make_app

    app = make_app()
    app.settings.confirm_pass_drink = True
    setup, kinds, seed = variant_setup("standard", 3, 4, human=True)
    scene = open_table(app, setup, kinds, seed)
    scene._make_root()
    scene.build_ui()
    app.scenes.append(scene)  # on the stack, engine not started: nothing moves
    fut: concurrent.futures.Future[Any] = concurrent.futures.Future()
    prompt = Prompt(0, kind, (CARD, PASS), {"phase": "action", "to": "punch"})
    scene.presenter.prompt = PromptRequest(0, prompt, {}, fut)
    scene.answer(1)
    assert not fut.done() and scene.confirm is not None and scene.confirm.alive()
    pygame.event.post(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                                         ui_element=scene.confirm))
    frames(app, 1)
    assert fut.result(timeout=1) == 1
    # a prompt with nothing to play passes at once
    fut2: concurrent.futures.Future[Any] = concurrent.futures.Future()
    scene.presenter.prompt = PromptRequest(0, Prompt(0, kind, (Option(label="potion"), PASS),
                                                     {"phase": "action"}), {}, fut2)
    scene.answer(1)
    assert fut2.result(timeout=1) == 1
    # issue 31: Esc cancels the dialog (nothing answered), Enter confirms it
    fut4: concurrent.futures.Future[Any] = concurrent.futures.Future()
    scene.presenter.prompt = PromptRequest(0, prompt, {}, fut4)
    scene.answer(1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b"))
    frames(app, 1)
    assert scene.confirm is None and not fut4.done()
    scene.answer(1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    frames(app, 1)
    assert scene.confirm is None and fut4.result(timeout=1) == 1
    # the default is off (issue 31: what most players choose)
    assert Settings().confirm_pass_drink is False
    # a message window: Enter dismisses it, as Esc does
    app.show_message("Saved", "Game saved.")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    frames(app, 1)
    assert app.notice is None
    # a dialog left open is closed when another screen opens over the table
    fut3: concurrent.futures.Future[Any] = concurrent.futures.Future()
    scene.presenter.prompt = PromptRequest(0, prompt, {}, fut3)
    scene.answer(1)
    dialog = scene.confirm
    app.open_scene("rules")
    assert dialog is not None and not dialog.alive()
    app.shutdown()


def test_auto_pass_passes_when_only_the_mat_could_act() -> None:
    action = Prompt(0, "action", (Option(label="potion"), PASS), {"phase": "action"})
    assert auto_answer(action, view(), Policy()) is None  # a real decision by default
    assert auto_answer(action, view(), Policy(auto_pass=True)) == 1
    done = Prompt(0, "discard", (Option(label="done"),), {"phase": "discard"})
    assert auto_answer(done, view(), Policy()) == 0


def test_a_team_is_asked_who_acts_next_once_a_turn() -> None:
    """The Drink phase follows the order the team picked for its Actions that turn
    (issue 31: fewer questions); the next turn asks again."""
    from rdi_desktop.prompt_policy import TeamOrder

    v = view(teams=True)
    v["turn_number"] = 3
    mates = (Option(player="You"), Option(player="Mate"))
    order = TeamOrder()
    ask = Prompt(0, "choose", mates, {"phase": "action", "reason": "next_to_act"})
    drink = Prompt(0, "choose", mates, {"phase": "drink", "reason": "next_to_act"})
    assert order.answer(ask, v) is None and order.answer(drink, v) is None
    order.note(ask, v, mates[1])
    assert order.answer(ask, v) is None  # the Action phase is always the person's pick
    assert order.answer(drink, v) == 1
    v["turn_number"] = 5
    assert order.answer(drink, v) is None


def test_the_screen_changes_hands_only_where_hands_are_private() -> None:
    from rdi_desktop.handover import needs_handover

    v = view(teams=True)
    assert not needs_handover(v, 0, 0)  # the same person
    assert not needs_handover(v, 0, 1)  # a teammate: hands are shared (003)
    assert needs_handover(v, 0, 2) and needs_handover(v, None, 0)
    assert needs_handover(view(), 0, 1)  # no teams: every hand is private


def test_the_drink_order_can_still_be_asked() -> None:
    """The Drink phase's pick stays reachable: "Drink order: ask me" on the Action
    phase's question makes that turn's Drink phase ask again."""
    from rdi_desktop.prompt_policy import TeamOrder

    v = view(teams=True)
    v["turn_number"] = 4
    mates = (Option(player="You"), Option(player="Mate"))
    order = TeamOrder()
    ask = Prompt(0, "choose", mates, {"phase": "action", "reason": "next_to_act"})
    drink = Prompt(0, "choose", mates, {"phase": "drink", "reason": "next_to_act"})
    assert order.toggle_ask(ask, v) is True
    order.note(ask, v, mates[0])
    assert order.answer(drink, v) is None  # asked: the person picks the drinker
    assert order.toggle_ask(ask, v) is False
    assert order.answer(drink, v) == 0
