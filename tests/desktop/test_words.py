"""Every banner and prompt line, for "You" and for a named (hot-seat) player,
reads as English: no "You's", no "Alice: Alice's", one end to each sentence,
a capital at the start; the log starts its sentences with a capital too."""

from __future__ import annotations

import concurrent.futures
import re
from pathlib import Path

import pytest

from engine.prompts import PASS, Option, Prompt
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_banner import KIND_ASK, REASON_ASK
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from rdi_desktop.widgets.variants import widget_asks
from rdi_desktop.words import possessive, prompt_line, tidy, turn_line
from tests.desktop.ui_driver import make_app

NAMES = ["You", "Alice", "Jess", "Bob"]
#: what a window or a question may be about: a plain title, titles ending in
#: their own punctuation, a Drink, the gambling, a phase
TOS = ["hot-five", "this-is-fine", "round-on-the-house", "drink", "gambling", "phase", None]

BAD = [
    (re.compile(r"\bYou'"), "You's"),
    (re.compile(r"\b(\w+): \1's\b"), "name: name's"),
    (re.compile(r"^You: "), "You: (the player is addressed as you)"),
    (re.compile(r"[.!?][\u201d]?[.]"), "two ends to a sentence"),
    (re.compile(r"\.\?"), ".?"),
    (re.compile(r"[{}]"), "an unfilled template"),
    (re.compile(r"\byour's\b|\bYour's\b"), "your's"),
]


def check(line: str) -> None:
    assert line and line[0].isupper(), line
    for rx, what in BAD:
        assert not rx.search(line), f"{what}: {line!r}"
    after = line.split(": ", 1)
    if len(after) == 2 and after[0] in NAMES:
        assert after[1][:1].isupper(), line


def all_prompts(seat: int) -> list[Prompt]:
    out = []
    for kind in KIND_ASK:
        for to in TOS:
            ctx = {"phase": "order_drink", "to": to} if to else {"phase": "action"}
            out.append(Prompt(seat, kind, (Option(card="hot-five"), PASS), ctx))
    from engine.kits import KITS

    kit_reasons = [r for k in KITS.values() for r in k.texts.choose]
    for reason in [*REASON_ASK, *widget_asks(), *kit_reasons]:
        for to in ("hot-five", "this-is-fine"):
            out.append(Prompt(seat, "choose", (Option(label="yes"), Option(label="no")),
                              {"phase": "action", "reason": reason, "to": to}))
    return out


def test_every_kit_reason_has_its_question() -> None:
    """A character's `choose` reasons are asked in its own words (its kit's choose_text),
    not a generic "Decide."; the core's table keeps only the core's reasons."""
    from engine.kits import KITS

    for k in KITS.values():
        for reason in k.actions.choose_reasons:
            assert reason in k.texts.choose, (k.id, reason)
            assert reason not in REASON_ASK, (k.id, reason)


def test_lucky_penalty_buttons_say_what_they_cost() -> None:
    from engine.kits import option_words

    assert option_words("heat", "gold") == "Pay 2 Gold to the Inn"
    assert option_words("potion", "gold") is None  # the Potion's +3 Gold stays the core's


@pytest.fixture
def scene(headless: Path) -> TableScene:
    app = make_app()
    setup, kinds, seed = variant_setup("standard", 4, 3, human=True)
    for spec, name in zip(setup["players"], NAMES):
        spec["name"] = name
    t = open_table(app, setup, kinds, seed)  # never started: the lines are pure text
    yield t
    app.shutdown()


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_every_prompt_line_reads_well(scene: TableScene, seat: int) -> None:
    lines = 0
    for active in range(4):
        scene.presenter.display["active"] = active
        for prompt in all_prompts(seat):
            req = PromptRequest(seat, prompt, {}, concurrent.futures.Future())
            mine, line1, line2 = scene.drawing.banner.lines(req)
            assert mine
            check(line1)
            if NAMES[seat] == "You":
                assert not line1.startswith("You:")
            else:
                assert line1.startswith(f"{NAMES[seat]}: ")
            lines += 1
    assert lines > 100


def test_between_prompts_the_banner_names_the_turn(scene: TableScene) -> None:
    p = scene.presenter
    for active, want in enumerate(["Your turn", "Alice's turn", "Jess' turn", "Bob's turn"]):
        p.display["active"] = active
        p.display["phase"] = "order_drink"
        _mine, line1, _l2 = scene.drawing.banner.lines(None)
        assert line1.startswith(want) and "order drink phase" in line1
        check(line1)


def test_a_phase_window_for_the_active_player_says_your() -> None:
    from rdi_desktop.words import phase_ask

    assert phase_ask("Alice", "Alice", "order") == \
        "During your order phase: play an Anytime card, or pass."
    assert phase_ask("Bob", "You", "order").startswith("During Bob's order phase")
    assert prompt_line("Alice", phase_ask("You", "Alice", "order")) == \
        "Alice: During your order phase: play an Anytime card, or pass."


def test_titles_with_their_own_punctuation() -> None:
    assert tidy("Choose a player for \u201cThis is fine.\u201d.") == \
        "Choose a player for \u201cThis is fine.\u201d"
    assert possessive("You") == "your" and possessive("You", start=True) == "Your"
    assert turn_line("You", "action") == "Your turn \u2014 action phase"


def test_log_sentences_start_with_a_capital(scene: TableScene) -> None:
    p = scene.presenter
    p.add_log("the Inn pays 3 Gold to You")
    p.add_log("You drinks Ale")
    assert p.log[-2].text.startswith("The Inn pays 3 Gold")
    assert p.log[-1].text == "You drink Ale"


def test_boss_battle_hint_follows_the_rules() -> None:
    """003 "Boss Battle": X Actions and X Drinks ordered (X Challengers); the
    Boss drinks once."""
    import inspect

    from rdi_desktop import mode_words

    src = inspect.getsource(mode_words)  # the modes' lines New Game shows
    assert "drinks and acts once per Challenger" not in src
    assert "drinks once" in mode_words.mode_line("boss-battle")


def test_the_rules_screen_gives_each_kit_its_rules_and_readings() -> None:
    """A character's rules (and where the project reads a silent document its own way)
    are on the in-app Rules screen, found by search."""
    from engine.kits import KITS
    from rdi_desktop.scenes.rules import character_sections, search

    text = dict(character_sections())
    for k in KITS.values():
        if k.texts.rules:
            assert any(k.texts.rules in body for body in text.values()), k.id
    found = {title for title, _ in search("project's own reading")}
    assert {"Character: Lucky", "Character: Samantha"} <= found


def test_the_rules_screen_says_otto_takes_remys_marks() -> None:
    """003 "Other Otto Rules": Otto is affected normally by Remy's Marks; the Rules screen's
    Otto and Remy sections say so (they once read "never Otto")."""
    from rdi_desktop.scenes.rules import search

    hits = {title for title, _ in search("Remy's Marks affect him")}
    assert "Otto" in hits
    assert any("Remy" in title for title, _ in search("Otto included"))
