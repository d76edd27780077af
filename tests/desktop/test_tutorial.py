"""The guided first game (issue 33): completed by a scripted player who clicks only
what the tutorial highlights, through the table's own input (SDL mouse events on
hand cards, mats and buttons); every lesson comes up in order of the game, and
the game played is exactly the seeded one the tutorial was built on."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from rdi_desktop.app import App
from rdi_desktop.tutorial import LESSONS, SEED, Tutor, find_seed, simulate, suggest
from tests.desktop.ui_driver import click_at, frames

REPO = Path(__file__).resolve().parents[2]


def test_the_seeded_game_teaches_every_lesson() -> None:
    game, tutor = simulate()
    assert tutor.finished, f"lessons seen: {tutor.done}"
    assert find_seed(tries=SEED) == SEED, "SEED is the first seed that teaches everything"
    assert game.state.turn_number <= 30, "a short game"


def test_each_lesson_is_shown_at_its_moment() -> None:
    from engine.prompts import Option, Prompt

    t = Tutor(names=["You", "Phyll", "Dale"])
    order = Prompt(0, "order", (Option(player="Phyll"), Option(player="Dale")), {})
    t.on_prompt(order)
    assert t.current == "order" and "Drink Me!" in (t.text() or ("", ""))[1]
    assert suggest(order) == 0
    t.on_events([{"kind": "player_out", "player": 2, "why": "passed_out"}])
    assert t.current == "out" and (t.text() or ("", ""))[1].startswith("Dale is out")
    ignore = Prompt(0, "respond", (Option(label="pass"),
                                   Option(card="not-in-my-tavern")), {"to": "drink"})
    assert suggest(ignore) == 1
    t.on_prompt(ignore)
    assert t.current == "ignore"
    other = Prompt(1, "respond", (Option(label="pass"),), {})
    t.on_prompt(other)  # another seat's prompt changes nothing
    assert t.current == "ignore"


def test_a_scripted_player_completes_it_through_the_table(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.tutorial import TutorialScene
    from rdi_desktop.settings import Settings

    app = running_app
    app.settings = Settings(animation_speed=4.0, confirm_pass_drink=True)
    app.open_scene("tutorial")
    scene = app.top
    assert isinstance(scene, TutorialScene)
    seen: list[str] = []
    clicks = 0
    end = time.monotonic() + 240
    while not scene.tutor.finished:
        assert time.monotonic() < end, f"timed out; lessons seen: {scene.tutor.done}"
        frames(app)
        if scene.tutor.current and scene.tutor.current not in seen:
            seen.append(scene.tutor.current)
        req = scene.presenter.prompt
        if req is None or req.seat != 0 or not scene.presenter.idle:
            continue
        target = scene.target()
        assert target is not None, f"nothing highlighted for {req.prompt.kind}"
        click_at(app, target[1])
        if scene.input.aiming is not None:  # an Action that needs a target is picked:
            frames(app)  # the highlight moves to the mat to aim it at
            aim = scene.target()
            assert aim is not None and aim != target, "no mat highlighted to aim at"
            click_at(app, aim[1])
        if scene.tutor.finished:
            break  # the last lesson came up during the click: its note is on top now
        assert scene.presenter.prompt is not req, f"the click did not answer {req.prompt}"
        clicks += 1
    if scene.tutor.current not in seen:  # the last one, shown during the last click
        seen.append(str(scene.tutor.current))
    # a lesson about what happened comes once the table shows it, never before
    assert scene.tutor.current == "out"
    assert any(pl.get("out") for pl in scene.presenter.display["players"])
    frames(app, 5)
    assert seen == scene.tutor.done
    assert sorted(seen) == sorted(lesson.key for lesson in LESSONS)
    assert "The lessons are over" in app.notice_html
    # the game played is the seeded one the lessons were chosen on
    scene.engine.stop()
    played = scene.engine.game.state.decisions
    assert played == simulate()[0].state.decisions[:len(played)]
    assert clicks > 10
    # Menu leaves at any moment; the autosave is not the tutorial's
    app.close_message()
    scene.menu("menu")
    assert app.top is not scene
    from rdi_desktop.scenes.table_open import autosave_path

    assert not autosave_path().exists()


def test_tutorial_selftest_in_a_new_process(tmp_path: Path, child_env: dict[str, str]) -> None:
    out = tmp_path / "tutorial.png"
    res = subprocess.run([sys.executable, "-m", "rdi_desktop", "--tutorial", "--selftest",
                          str(out)], env=child_env, cwd=REPO, capture_output=True, text=True,
                         timeout=300)
    assert res.returncode == 0, res.stderr
    assert out.exists()


def test_a_lesson_waits_for_the_table_to_show_its_moment(headless: Path, running_app: App) -> None:
    from rdi_desktop.bridge import Batch
    from rdi_desktop.scenes.tutorial import TutorialScene
    from rdi_desktop.settings import Settings

    app = running_app
    scene = TutorialScene(app)  # not entered: its engine thread never starts
    p = scene.presenter
    p.apply_settings(Settings(animation_speed=1.0))
    p.hold = 1.0  # the table is still showing what came before
    batch = Batch(({"kind": "player_out", "player": 2, "why": "passed_out"},),
                  p.display, {})
    scene.on_messages([batch])
    p.feed([batch])
    scene._lessons_shown()
    assert scene.tutor.current is None
    p.update(0.5)
    scene._lessons_shown()
    assert scene.tutor.current is None, "not before the table shows Dale going out"
    for _ in range(400):  # the rest of the hold, then Dale's going out is played
        p.update(0.05)
        scene._lessons_shown()
        if not p.pending:
            break
    assert not p.pending and scene.tutor.current == "out"
    assert (scene.tutor.text() or ("", ""))[1].startswith("Dale is out")


def test_left_and_started_again_from_the_beginning(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.title import TitleScene
    from rdi_desktop.scenes.tutorial import TutorialScene
    from tests.desktop.ui_driver import until

    app = running_app
    for _ in range(2):
        title = app.top
        assert isinstance(title, TitleScene)
        button = next(b for b, name in title.buttons.items() if name == "tutorial")
        click_at(app, button.get_abs_rect().center)
        scene = app.top
        assert isinstance(scene, TutorialScene)
        until(app, lambda: scene.presenter.prompt is not None)  # noqa: B023
        assert scene.tutor.done == ["discard"] and scene.tutor.current == "discard"
        made = scene.engine.game.state.decisions  # the engine waits on this prompt
        assert made == simulate()[0].state.decisions[:len(made)], "the same game again"
        menu = next(b for b, act in scene.menu_buttons.items() if act == "menu")
        click_at(app, menu.get_abs_rect().center)  # leave at any moment
        assert app.top is title


def test_every_lesson_reads_as_the_rules_say() -> None:
    """003 "On Your Turn": discard any cards (not "up to three"); an Action card that
    needs no target is not aimed at a lit player; the Drink phase is the player's
    own; Order a Drink is the phase's name."""
    from engine.prompts import Option, Prompt
    from rdi_desktop.tutorial import BY_KEY

    assert "any cards" in BY_KEY["discard"].text and "three" not in BY_KEY["discard"].text
    t = Tutor(names=["You", "Phyll", "Dale"])
    plain = Prompt(0, "action", (Option(card="place-your-bets"), Option(label="pass")), {})
    t.on_prompt(plain)
    assert t.current == "action" and "lit player" not in (t.text() or ("", ""))[1]
    t2 = Tutor(names=["You", "Phyll", "Dale"])
    aimed = Prompt(0, "action", (Option(card="tip-the-barkeep"), Option(label="pass")), {})
    t2.on_prompt(aimed)
    assert "lit player" in (t2.text() or ("", ""))[1]
    assert "Order a Drink" in BY_KEY["order"].text and "Buy" not in BY_KEY["order"].text
    assert "your own Drink Me! pile" in BY_KEY["drink"].text


def test_responding_is_taught() -> None:
    """The first Respond question gets its own lesson, naming what it answers."""
    from engine.prompts import Option, Prompt

    t = Tutor(names=["You", "Phyll", "Dale"])
    ask = Prompt(0, "respond", (Option(card="tip-the-barkeep"), Option(label="pass")),
                 {"phase": "action", "to": "hoe-down"})
    t.on_prompt(ask)
    assert t.current == "respond"
    title, body = t.text() or ("", "")
    assert "Hoe down! concerns you" in body and "Pass" in body
    assert ask.options[suggest(ask)].label == "pass"
    drink = Prompt(0, "respond", (Option(card="tip-the-barkeep"), Option(label="pass")),
                   {"phase": "drink", "to": "wine"})
    t3 = Tutor(names=["You"])
    t3.on_prompt(drink)
    assert "A Drink (Wine) is coming for you" in (t3.text() or ("", ""))[1]
    assert "respond" in [lesson.key for lesson in LESSONS]


def test_a_lesson_box_goes_when_its_step_is_done() -> None:
    """An active lesson goes once its question is answered (the Drinking lesson
    stayed on through other players' turns into the next discard); a lesson about
    what happened goes after a while to read it."""
    from engine.prompts import Option, Prompt
    from rdi_desktop.tutorial import READ_SECONDS

    t = Tutor(names=["You", "Phyll", "Dale"])
    t.on_prompt(Prompt(0, "discard", (Option(label="done"),), {}))
    assert t.current == "discard"
    t.on_answered()
    assert t.current is None
    t.on_events([{"kind": "drink_drunk", "player": 0}])
    assert t.current == "drink"
    t.on_answered()  # not a question: it stays to be read
    t.tick(READ_SECONDS / 2)
    assert t.current == "drink"
    t.tick(READ_SECONDS / 2)
    assert t.current is None


def test_the_tutorial_ends_with_its_lessons(headless: Path, running_app: App) -> None:
    """The game over with the lessons: "Well done!" first (no "Play on"), then the
    results, never the note over them."""
    from rdi_desktop.bridge import Finished
    from rdi_desktop.scenes.game_over import GameOverScene
    from rdi_desktop.scenes.tutorial import TutorialScene

    app = running_app
    scene = TutorialScene(app)  # not entered: its engine thread never starts
    app.push(scene)
    scene.engine.stop()  # the table is driven by hand from here
    scene.tutor.done = [lesson.key for lesson in LESSONS]
    scene.presenter.finished = Finished(True, (2,))
    scene.presenter.display["over"] = True
    frames(app, 3)
    assert "Well done" in (app.notice.window_display_title if app.notice else "")
    assert "Play on" not in app.notice_html and "results" in app.notice_html
    assert not isinstance(app.top, GameOverScene), "the note is not over the results"
    app.close_message()
    frames(app, 3)
    assert isinstance(app.top, GameOverScene)
