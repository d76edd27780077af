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
        if scene.input.aiming is not None:  # an Action that needs a target is picked (issue 31):
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
    assert "You have seen a whole turn" in app.notice_html
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
