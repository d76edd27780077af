"""Hot-seat: a public question needs no handover screen (issue 31: fewer handovers).

A question whose options are all players (whom to order a Drink for, to aim at,
who takes a hit, who acts next) shows and reveals nothing private: asked of an
opponent of the person whose hand is on screen, it is shown at once with every
hand hidden, and the revealed hand stays theirs. A hand is still never shown to
the wrong person: that opponent's next private question gets the screen first.
"""

from __future__ import annotations

import concurrent.futures
import time
from pathlib import Path
from typing import Any

from engine.prompts import PASS, Option, Prompt
from rdi_desktop.bridge import HUMAN, PromptRequest
from rdi_desktop.handover import PUBLIC, SAME, SCREEN, handover, is_public
from rdi_desktop.presenter import Presenter
from rdi_desktop.settings import Settings
from tests.desktop.test_table import start
from tests.desktop.ui_driver import frames, make_app

ORDER = Prompt(0, "order", (Option(player="Bob"), Option(player="Cy")),
               {"phase": "order", "to": "drink"})
CHAMPION = Prompt(2, "choose", (Option(player="Bob"), Option(player="Cy")),
                  {"phase": "drink", "reason": "champion", "to": "ale"})
DISCARD = Prompt(0, "discard", (Option(card="ale"), Option(label="done")), {"phase": "discard"})
RESPOND = Prompt(2, "respond", (Option(card="hot-five"), PASS), {"phase": "action", "to": "x"})
#: Tara's order of Drinks she looked at: the options are players, the Drinks private
LOOKED = Prompt(0, "order", (Option(player="Bob"), Option(player="Cy")),
                {"reason": "looked", "seen": ["ale"]})


def view(teams: bool = False) -> dict[str, Any]:
    players = [{"name": n, "team": ("A" if i < 2 else "B") if teams else None,
                "hand": ["ale", "hot-five"]} for i, n in enumerate(["You", "Mate", "Bob", "Cy"])]
    return {"players": players, "teams": {"A": {}, "B": {}} if teams else {},
            "stack": [], "drinks": []}


def test_which_questions_are_public() -> None:
    assert is_public(ORDER) and is_public(CHAMPION)
    assert is_public(Prompt(0, "target", (Option(player="Bob"),), {"card": "x"}))
    assert is_public(Prompt(0, "choose", (Option(label="yes"), Option(label="no")), {}))
    for private in (DISCARD, RESPOND, LOOKED,
                    Prompt(0, "choose", (Option(label="fortitude"), Option(label="gold")),
                           {"reason": "potion"}),
                    Prompt(0, "choose", (Option(card="ale"), Option(card="rum")), {})):
        assert not is_public(private), private


def test_the_handover_rules() -> None:
    v = view()
    assert handover(v, 0, DISCARD) == SAME  # the same person: never a second screen
    assert handover(v, 2, ORDER) == PUBLIC  # an opponent's public question: no screen
    assert handover(v, 2, DISCARD) == SCREEN  # their hand: the screen first
    assert handover(v, None, ORDER) == PUBLIC
    assert handover(view(teams=True), 1, DISCARD) == SAME  # teammates share hands (003)


def request(prompt: Prompt, v: dict[str, Any]) -> PromptRequest:
    return PromptRequest(prompt.seat, prompt, v, concurrent.futures.Future())


def test_a_public_question_hides_every_hand_and_the_next_private_one_hands_over() -> None:
    v = view()
    p = Presenter(v, {}, [0, 2], Settings())
    p._message(request(DISCARD, v))
    assert p.privacy_for == 0  # the first question: the screen is handed to You
    p.reveal()
    assert p.viewer == 0 and p.hands[0] == ["ale", "hot-five"] and not p.masked
    p.answer(1)
    p._message(request(CHAMPION, v))  # Bob's public question
    assert p.privacy_for is None and p.masked and p.viewer == 2
    assert p.hands == {} and p.private == {}, "no hand drawn while Bob answers"
    p.answer(0)
    p._message(request(RESPOND, v))  # Bob's private question: You's hand was revealed
    assert p.privacy_for == 2  # the table draws only the privacy screen
    p.reveal()
    assert not p.masked and p.viewer == 2 and p.hands[2] == ["ale", "hot-five"]
    p.answer(1)
    p._message(request(ORDER, v))  # You's public question after Bob's hand was shown
    assert p.masked and p.hands == {} and p.revealed == 2
    p.answer(0)
    p._message(request(DISCARD, v))  # You's own hand: the screen first
    assert p.privacy_for == 0


def test_the_table_draws_no_hand_during_a_public_question(headless: Path) -> None:
    """A real hot-seat table (two people, one AI; seed 1 brings one within a few
    questions): answered until a public question of the person whose hand is not
    on screen; no hand is drawn then."""
    app = make_app((1280, 720))
    try:
        scene = start(app, [HUMAN, HUMAN, "normal"], seed=1)
        p = scene.presenter
        end = time.monotonic() + 90
        seen = False
        while time.monotonic() < end and p.finished is None:
            frames(app)
            if p.privacy_for is not None:
                p.reveal()
                continue
            req = p.prompt
            if req is None:
                continue
            if p.masked:
                frames(app, 2)
                assert not scene.drawing.slots, "a hand was drawn during a public question"
                assert "Every hand is hidden" in scene.drawing.banner.text
                held = p.display["players"][p.viewer]["hand_size"]
                model = scene.drawing.table_model()
                assert model.hand.hidden == held > 0, "the hand is hidden, not empty"
                assert scene.drawing.hidden_hand_text == \
                    f"hand hidden ({held} card{'' if held == 1 else 's'})"
                seen = True
                break
            # play the first card offered (so the other person has something to
            # answer mid-turn); keep the hand at the discard
            scene.answer(len(req.prompt.options) - 1 if req.prompt.kind == "discard" else 0)
        assert seen, "no public question of the other person came up"
    finally:
        app.shutdown()


def test_a_hidden_hand_is_not_an_empty_one() -> None:
    """The table model: a held hand masked by a public question is drawn as backs
    ("hand hidden"), an empty one unmasked as "(no cards in hand)"."""
    from rdi_desktop.table_model import TableUi, build_table

    v = {"players": [{"name": n, "hand_size": k, "fortitude": 20, "alcohol": 0, "gold": 10}
                     for n, k in (("You", 5), ("Bob", 0))], "stack": [], "drinks": []}
    hid = build_table(v, TableUi(viewer=0, humans=frozenset({0, 1}), positions=(0, 1),
                                 masked=True))
    assert hid.hand.hidden == 5 and hid.hand.cards == ()
    shown = build_table(v, TableUi(viewer=0, humans=frozenset({0, 1}), positions=(0, 1),
                                   hands={0: ["ale"]}))
    assert shown.hand.hidden == 0 and shown.hand.cards == ("ale",)
    empty = build_table(v, TableUi(viewer=1, humans=frozenset({0, 1}), positions=(0, 1),
                                   masked=True))
    assert empty.hand.hidden == 0, "a hand of no cards is not hidden"
