"""The replay viewer as a player uses it (issue 33).

Saves and shared games are opened the way the app opens them; the viewer is
driven through its own keys and buttons (real SDL events through pygame_gui);
``--replay FILE --selftest`` runs in a new process. Problems are sentences.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from engine.game import Game, new_game, snapshot
from engine.seats import RandomSeat
from rdi_desktop.app import App
from rdi_desktop.replay import ReplayFileProblem, load_replay, write_share
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import click_at, frames, until

REPO = Path(__file__).resolve().parents[2]


def play(kinds: list[str] | None = None, decisions: int = 5000, seed: int = 3,
         options: dict[str, bool] | None = None) -> Game:
    setup, default, seed = variant_setup("standard", 3, seed, human=True, options=options)
    for spec, kind in zip(setup["players"], kinds or default):
        spec["seat"] = kind
    game = new_game(setup, seed)
    seats = [RandomSeat(seed + i) for i in range(3)]
    for _ in range(decisions):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    return game


def saved(tmp: Path, game: Game, name: str = "game.json") -> Path:
    path = tmp / name
    path.write_text(game.to_json(), encoding="utf-8")
    return path


def key(app: object, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                         scancode=0))
    frames(app, 2)  # type: ignore[arg-type]


def test_share_round_trip_and_refusals(tmp_path: Path) -> None:
    game = play()
    path = write_share(load_replay(saved(tmp_path, game)).replay, tmp_path / "out")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format_version", "share", "engine_version", "setup", "seed",
                         "decisions"}
    assert path.stat().st_size < 20_000, "a shared game is one small file"
    again = load_replay(path)
    assert again.replay.snapshot_at(again.replay.last) == snapshot(game.state)
    # Load opens a shared file as a game too (the engine replays its decisions)
    from rdi_desktop.savefile import read_game

    loaded = read_game(path)
    loaded.pending()  # the automatic steps after the last decision
    assert snapshot(loaded.state) == snapshot(game.state)
    other = dict(data, engine_version="0.0.1")
    path.write_text(json.dumps(other), encoding="utf-8")
    with pytest.raises(ReplayFileProblem, match="version 0.0.1 of the game"):
        load_replay(path)


@pytest.mark.parametrize("body, words", [
    ("{cut", "cut short"),
    ('{"hello": 1}', "not a saved or shared game"),
    ("bad-decisions", "is damaged"),
    ("other-snapshot", "does not replay to the same game"),
])
def test_a_bad_file_is_refused_in_a_sentence(tmp_path: Path, body: str, words: str) -> None:
    data = json.loads(play(decisions=60).to_json())
    if body == "bad-decisions":
        data["decisions"][5] = 500
        del data["snapshot"]
        body = json.dumps(data)
    elif body == "other-snapshot":
        data["snapshot"]["inn"] += 1
        body = json.dumps(data)
    path = tmp_path / "x.json"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(ReplayFileProblem) as info:
        load_replay(path)
    msg = str(info.value)
    assert words in msg and "x.json" in msg
    for python in ("Traceback", "KeyError", "IllegalAnswer", "JSONDecodeError"):
        assert python not in msg
    assert path.read_text(encoding="utf-8") == body, "the file is left as it was"


def test_stepping_with_keys_and_the_log_in_step(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.replay import ReplayScene, open_replay

    app = running_app
    game = play()
    scene = open_replay(app, saved(headless, game))
    app.push(scene)
    frames(app, 2)
    assert isinstance(app.top, ReplayScene)
    rep = scene.replay
    assert scene.index == rep.last and scene.presenter.display["over"]
    end_log = [e.text for e in scene.presenter.log]
    key(app, pygame.K_HOME)
    assert scene.index == 0
    start_log = len(scene.presenter.log)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    assert scene.index == 5
    from rdi_desktop.bridge import public_view

    assert scene.presenter.display == public_view(rep.game_at(5)), "the table at step 5"
    assert scene.presenter.display["turn_number"] == rep.steps[5].turn
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert scene.index == rep.next_turn(5) and rep.steps[scene.index].turn > rep.steps[5].turn
    key(app, pygame.K_LEFT)
    assert scene.index == rep.next_turn(5) - 1
    key(app, pygame.K_END)
    assert [e.text for e in scene.presenter.log] == end_log
    assert len(end_log) > start_log
    # the banner says where we are
    frames(app, 2)
    assert f"Decision {rep.last}/{rep.last}" in scene.drawing.banner.text
    key(app, pygame.K_HOME)
    first = scene.replay.game_at(0).pending()
    assert first is not None
    frames(app, 2)
    assert scene.next_answer and "\u2192 " + scene.next_answer in scene.drawing.banner.text


def test_transport_buttons_are_clicked_like_a_player(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.replay import open_replay

    app = running_app
    scene = open_replay(app, saved(headless, play()))
    app.push(scene)
    frames(app, 2)
    by_act = {act: b for b, act in scene.controls.items()}
    click_at(app, by_act["prev"].get_abs_rect().center)
    assert scene.index == scene.replay.last - 1
    click_at(app, by_act["prev_turn"].get_abs_rect().center)
    turn_start = scene.index
    assert scene.replay.steps[turn_start].turn != scene.replay.steps[turn_start - 1].turn
    click_at(app, by_act["next"].get_abs_rect().center)
    assert scene.index == turn_start + 1
    scene.speed = 8.0
    click_at(app, {act: b for b, act in scene.controls.items()}["play"].get_abs_rect().center)
    assert scene.playing
    before = scene.index
    frames(app, 30)
    assert scene.index > before + 3, "playing steps on by itself"


def test_views_open_every_hand_and_hot_seat_games_cannot_peek(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.replay import OPEN, TABLE, open_replay

    app = running_app
    over = play(kinds=["human", "normal", "normal"])
    scene = open_replay(app, saved(headless, over, "over.json"))
    app.push(scene)
    frames(app, 2)
    assert scene.views[0][1] == OPEN and len(scene.views) == 5
    key(app, pygame.K_HOME)
    scene.set_view(OPEN)
    frames(app, 2)
    drawn = [scene.drawing.mat_hand(s, False) for s in range(3)]
    game0 = scene.replay.game_at(0).state
    assert drawn[1] == tuple(game0.players[1].hand) and drawn[2] == tuple(game0.players[2].hand)
    scene.set_view(2)
    assert scene.presenter.viewer == 2 and list(scene.presenter.hands) == [2]
    assert scene.presenter.hands[2] == game0.players[2].hand
    scene.set_view(TABLE)
    assert scene.presenter.hands == {}
    app.pop()
    # two people at this computer, game unfinished: nobody's cards can be seen
    live = play(kinds=["human", "human", "normal"], decisions=40)
    scene = open_replay(app, saved(headless, live, "live.json"))
    assert [k for _l, k in scene.views] == [TABLE]
    assert "nobody's cards" in scene.view_note
    scene.set_view(OPEN)  # refused: still the table alone
    assert scene.view == TABLE and scene.presenter.hands == {}
    # one person against AIs, unfinished: only their own eyes
    solo = play(kinds=["human", "normal", "normal"], decisions=40)
    scene = open_replay(app, saved(headless, solo, "solo.json"))
    assert [k for _l, k in scene.views] == [0, TABLE]


def test_play_from_here_through_its_window(headless: Path, running_app: App) -> None:
    from rdi_desktop.saves import save_dir
    from rdi_desktop.scenes.replay import ReplayScene
    from rdi_desktop.scenes.table import TableScene

    app = running_app
    game = play(kinds=["human", "normal", "normal"])
    saved(save_dir(), game)
    app.open_scene("load")  # the title, Load, then the replay on top
    frames(app, 2)
    click_at(app, next(iter(app.top.replay_buttons)).get_abs_rect().center)  # type: ignore[union-attr]
    scene = app.top
    assert isinstance(scene, ReplayScene) and len(app.scenes) == 3
    key(app, pygame.K_HOME)
    for _ in range(7):
        key(app, pygame.K_RIGHT)
    click_at(app, {act: b for b, act in scene.controls.items()}["branch"].get_abs_rect().center)
    assert scene.branch is not None
    assert [str(m.selected_option[0]) for m in scene.branch.menus.values()] == \
        ["human", "normal", "normal"]
    click_at(app, scene.branch.start.get_abs_rect().center)
    top = app.top
    assert isinstance(top, TableScene) and top is not scene
    assert len(app.scenes) == 2, "the title and the new game: no other table left running"
    assert top.engine.kinds == ["human", "normal", "normal"]
    top.engine.stop()
    assert top.engine.game.state.decisions[:7] == game.state.decisions[:7]
    app.pop()


def test_game_over_watch_again_and_load_replay_button(headless: Path, running_app: App) -> None:
    from rdi_desktop.saves import save_dir
    from rdi_desktop.scenes.game_over import GameOverScene
    from rdi_desktop.scenes.replay import ReplayScene
    from rdi_desktop.scenes.table_open import table_for_game

    app = running_app
    finished = play(kinds=["human", "normal", "normal"])
    assert finished.over
    table = table_for_game(app, finished)
    app.push(table)
    until(app, lambda: isinstance(app.top, GameOverScene))
    click_at(app, app.top.replay_button.get_abs_rect().center)  # type: ignore[union-attr]
    watch = app.top
    assert isinstance(watch, ReplayScene) and watch.index == 0
    assert app.scenes[-2] is table, "the table stays under the replay"
    key(app, pygame.K_END)
    assert watch.replay.snapshot_at(watch.index) == snapshot(finished.state)
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    while len(app.scenes) > 1:
        app.pop()
    saved(save_dir(), play(), "finished.json")
    app.open_scene("load")
    frames(app, 2)
    rb = next(iter(app.top.replay_buttons))  # type: ignore[union-attr]
    click_at(app, rb.get_abs_rect().center)
    assert isinstance(app.top, ReplayScene) and app.top.loaded.name == "finished.json"


@pytest.mark.parametrize("good", [True, False])
def test_replay_selftest_in_a_new_process(tmp_path: Path, child_env: dict[str, str],
                                          good: bool) -> None:
    path = saved(tmp_path, play()) if good else tmp_path / "broken.json"
    if not good:
        path.write_text('{"format_version": 1, "setup": {}, "seed": 1, "decisions": [9]}')
    out = tmp_path / "shot.png"
    res = subprocess.run([sys.executable, "-m", "rdi_desktop", "--replay", str(path),
                          "--selftest", str(out)], env=child_env, cwd=REPO,
                         capture_output=True, text=True, timeout=300)
    if good:
        assert res.returncode == 0, res.stderr
        assert out.exists() and "replay game.json" in res.stdout
    else:
        assert res.returncode == 1
        assert "broken.json is damaged" in res.stderr and "Traceback" not in res.stderr


@pytest.mark.parametrize("good", [True, False])
def test_a_shared_file_from_anywhere_through_load(headless: Path, running_app: App, good: bool) -> None:
    from rdi_desktop.scenes.load import LoadScene
    from rdi_desktop.scenes.replay import ReplayScene

    app = running_app
    game = play()
    elsewhere = headless / "downloads"
    path = write_share(load_replay(saved(headless, game)).replay, elsewhere)
    if not good:
        path.write_text(path.read_text(encoding="utf-8")[:-40], encoding="utf-8")
    app.open_scene("load")
    frames(app, 2)
    load = app.top
    assert isinstance(load, LoadScene)
    click_at(app, load.open_file.get_abs_rect().center)
    picker = load.picker
    assert picker is not None and picker.alive()
    line = picker.file_path_text_line
    line.set_text(str(path))  # as typed: the line says it changed
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, text=str(path),
                                         ui_element=line, ui_object_id=line.object_ids[-1]))
    frames(app, 2)
    click_at(app, picker.ok_button.get_abs_rect().center)
    frames(app, 3)
    if good:
        assert isinstance(app.top, ReplayScene) and app.top.loaded.name == path.name
        rep = app.top.replay
        assert rep.snapshot_at(rep.last) == snapshot(game.state)
    else:
        assert app.top is load
        assert path.name in app.notice_html and "cut short" in app.notice_html


def test_an_unfinished_save_ends_with_who_is_to_decide(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.replay import open_replay

    app = running_app
    game = play(kinds=["normal", "normal", "normal"], decisions=30)
    scene = open_replay(app, saved(headless, game))
    app.push(scene)
    frames(app, 2)
    asked = game.pending()
    assert asked is not None and scene.index == scene.replay.last == 30
    name = game.state.players[asked.seat].name
    assert f"The save ends here, with {name} to decide." in scene.drawing.banner.text
    assert scene.views[0][1] == "open", "an unfinished game of AIs hides nothing"


def test_the_turn_list_jumps_to_a_turn(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.replay import TURN_HEADER, open_replay

    app = running_app
    game = play()
    scene = open_replay(app, saved(headless, game))
    app.push(scene)
    frames(app, 2)
    menu = scene.turn_menu
    assert menu is not None
    options = [str(o[0]) for o in menu.options_list]
    turns = scene.replay.turn_starts()
    assert options[0] == TURN_HEADER and len(options) == len(turns) + 1
    turn, start = turns[3]
    active = game.state.players[scene.replay.steps[start].active].name
    assert options[4] == f"Turn {turn}: {active}"
    # what the list posts when a player picks that line
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                         text=options[4], ui_element=menu,
                                         ui_object_id="#replay_turns"))
    frames(app, 2)
    assert scene.index == start and scene.presenter.display["turn_number"] == turn
    assert scene.turn_menu is not None and scene.turn_menu.selected_option[0] == TURN_HEADER


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_controls_fit_the_banner_at_every_window_size(headless: Path, running_app: App,
                                                       size: tuple[int, int]) -> None:
    from rdi_desktop.scenes.replay import open_replay

    app = running_app
    scene = open_replay(app, saved(headless, play(decisions=50)))
    app.push(scene)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                         size=size))
    frames(app, 3)
    assert app.size == size
    ban = scene.layout.banner
    widgets = [*scene.controls, scene.speed_menu, scene.turn_menu, scene.view_menu]
    rects = [w.get_abs_rect() for w in widgets if w is not None]
    assert len(rects) == 9
    assert all(ban.x <= r.x and r.right <= ban.right for r in rects), "inside the banner"
    for a in rects:  # side by side, never over each other
        assert not any(a is not b and a.colliderect(b) for b in rects)
