"""Keyboard play (posted KEYDOWN events only, never a mouse event): Tab walks the hand,
the mats and the buttons; Enter on a focused card plays it (one that needs a target is
picked, Enter on a lit mat aims it, Esc takes it back); a number key presses that
answer; F1 and ? open the list of keys; H enlarges the focused card; Tab and Enter work
the menus (New Game's drop-down menus included)."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UIDropDownMenu

from rdi_desktop.key_help import all_keys
from rdi_desktop.scenes.table import TableScene
from tests.desktop.ui_driver import frames, make_app, table_with_hand, until

AIMED = "slide-tackle"
HAND = [AIMED, "i-dont-think-so", "i-dont-think-so", "i-dont-think-so", "i-dont-think-so"]
REPO = Path(__file__).resolve().parents[2]


def key(app: object, k: int, mod: int = 0, text: str = "", n: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text,
                                         scancode=0))
    frames(app, n)  # type: ignore[arg-type]


def _kind(scene: TableScene) -> str | None:
    req = scene.presenter.prompt
    return req.prompt.kind if req is not None else None


def _action_prompt(app: object) -> TableScene:
    scene = table_with_hand(app, HAND)  # type: ignore[arg-type]
    until(app, lambda: _kind(scene) == "discard")  # type: ignore[arg-type]
    frames(app, 2)  # type: ignore[arg-type]
    labels = [it.label for it in scene.number_items()]
    assert "Done" in labels, labels
    key(app, pygame.K_1 + labels.index("Done"))
    until(app, lambda: _kind(scene) == "action")  # type: ignore[arg-type]
    frames(app, 2)  # type: ignore[arg-type]
    return scene


def test_tab_walks_the_hand_then_the_mats_then_the_buttons(headless: Path) -> None:
    app = make_app()
    try:
        scene = _action_prompt(app)
        kinds = []
        for _ in range(len(scene.focus_items())):
            key(app, pygame.K_TAB, n=1)
            cur = app.keys.focused()
            assert cur is not None
            kinds.append(cur.key[0] if isinstance(cur.key, tuple) else cur.key)
        assert kinds[:5] == ["hand"] * 5
        assert kinds.index("mat") < kinds.index("gui")
        assert kinds.count("mat") == 2
        # the focused card is the one the preview shows, and Shift+Tab goes back
        key(app, pygame.K_TAB, n=2)
        assert app.keys.focused().key == ("hand", 0)  # type: ignore[union-attr]
        assert scene.drawing.hover_card == HAND[0]
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert app.keys.focused().key[0] == "gui"  # type: ignore[union-attr]
        # the arrows move to the neighbour
        key(app, pygame.K_TAB)
        key(app, pygame.K_RIGHT)
        assert app.keys.focused().key == ("hand", 1)  # type: ignore[union-attr]
    finally:
        app.shutdown()


def test_enter_picks_a_card_enter_on_a_mat_aims_it_esc_takes_it_back(headless: Path) -> None:
    app = make_app()
    try:
        scene = _action_prompt(app)
        req = scene.presenter.prompt
        key(app, pygame.K_TAB)  # the aimed card, first in the hand
        assert app.keys.focused().key == ("hand", 0)  # type: ignore[union-attr]
        key(app, pygame.K_RETURN)
        assert scene.input.aiming is not None and scene.presenter.prompt is req
        key(app, pygame.K_ESCAPE)
        assert scene.input.aiming is None and scene.presenter.prompt is req
        assert AIMED in scene.engine.game.state.players[0].hand
        key(app, pygame.K_SPACE)  # Space picks as Enter does
        assert scene.input.aiming is not None
        while app.keys.focused().key != ("mat", 1):  # type: ignore[union-attr]
            key(app, pygame.K_TAB, n=1)
        key(app, pygame.K_RETURN)
        until(app, lambda: scene.presenter.prompt is not req)
        # played at that mat (the engine thread takes the answer a moment later)
        until(app, lambda: AIMED not in scene.engine.game.state.players[0].hand)
    finally:
        app.shutdown()


def test_a_number_key_presses_that_answer(headless: Path) -> None:
    app = make_app()
    try:
        scene = _action_prompt(app)
        req = scene.presenter.prompt
        assert req is not None
        answers = sorted(scene.buttons.values())
        assert len(scene.number_items()) >= len(answers) >= 1
        got: list[int] = []
        real = scene.answer
        scene.answer = lambda i, confirmed=False: (got.append(i), real(i, confirmed))[1]  # type: ignore[method-assign]
        key(app, pygame.K_0 + len(answers))  # the last answer button
        until(app, lambda: scene.presenter.prompt is not req)
        assert got == [answers[-1]]
        key(app, pygame.K_9)  # a number with no button presses nothing
        assert got == [answers[-1]]
    finally:
        app.shutdown()


def test_f1_and_question_mark_open_the_keys_and_esc_closes_them(headless: Path) -> None:
    app = make_app()
    try:
        key(app, pygame.K_F1)
        assert app.keys.help_open
        before = app.top
        key(app, pygame.K_DOWN)  # swallowed: the title menu does not move
        assert app.top is before and app.top.selected is None  # type: ignore[union-attr]
        key(app, pygame.K_ESCAPE)
        assert not app.keys.help_open and app.top is before
        key(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
        assert app.keys.help_open
        key(app, pygame.K_F1)
        assert not app.keys.help_open
    finally:
        app.shutdown()


def test_z_shows_the_focused_card_enlarged(headless: Path) -> None:
    app = make_app()
    try:
        scene = _action_prompt(app)
        key(app, pygame.K_TAB)
        key(app, pygame.K_z)
        assert app.keys.enlarged == scene.presenter.hands[0][0]
        key(app, pygame.K_ESCAPE)
        assert app.keys.enlarged is None and scene.input.aiming is None
    finally:
        app.shutdown()


def test_menus_new_game_with_tab_and_enter_only(headless: Path) -> None:
    """The title, then New Game's first drop-down menu opened, an entry picked with the
    arrows and Enter, then Start: the table opens, all without the mouse."""
    from rdi_desktop.scenes.new_game import NewGameScene

    app = make_app()
    try:
        key(app, pygame.K_DOWN)  # the title menu's own keys: New Game is first
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, NewGameScene)
        items = app.keys.items()
        menu = next(i for i, it in enumerate(items) if isinstance(it.element, UIDropDownMenu))
        for _ in range(menu + 1):
            key(app, pygame.K_TAB, n=1)
        before = app.keys.focused().label  # type: ignore[union-attr]
        key(app, pygame.K_RETURN, n=3)
        opened = app.keys.items()
        assert opened and not any(isinstance(it.element, UIDropDownMenu) for it in opened)
        key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN, n=3)
        after = app.keys.items()[menu].label
        assert after != before, (before, after)
        start = next(it for it in app.keys.items() if it.label.startswith("Start"))
        while app.keys.focused() is None or app.keys.focused().key != start.key:  # type: ignore[union-attr]
            key(app, pygame.K_TAB, n=1)
        key(app, pygame.K_RETURN, n=3)
        assert isinstance(app.top, TableScene)
    finally:
        app.shutdown()


def test_the_readme_lists_every_key() -> None:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Controls"):]
    section = section[:section.find("\n## ", 4)]
    missing = [k for k in all_keys() if k not in section]
    assert not missing, missing
    assert "mouse for everything" not in text


def test_the_gambling_hall_from_the_lobby_with_keys_only(headless: Path) -> None:
    """Tab to Start in the lobby, Enter; at the table the number keys answer the
    first question (a whole game by keys: the real-window test)."""
    import time

    from rdi_desktop.scenes.hall_table import HallTableScene

    app = make_app()
    try:
        app.open_scene("hall", ai_delay=0.0)
        frames(app, 2)
        while app.keys.focused() is None or app.keys.focused().label != "Start":  # type: ignore[union-attr]
            key(app, pygame.K_TAB, n=1)
        key(app, pygame.K_RETURN, n=3)
        table = app.top
        assert isinstance(table, HallTableScene)
        end = time.monotonic() + 20
        while table.ctrl.human_prompt() is None:
            assert time.monotonic() < end, "timed out"
            frames(app, 1)
            time.sleep(0.003)
        hp = table.ctrl.human_prompt()
        frames(app, 2)
        labels = [it.label for it in app.keys.numbered()]
        assert labels and labels[1] == "Fold", labels
        key(app, pygame.K_2, n=3)  # Fold
        assert table.ctrl.human_prompt() is not hp
        key(app, pygame.K_ESCAPE)
        assert app.top is not table
    finally:
        app.shutdown()


def test_every_menu_screen_takes_tab_and_leaves_on_esc(headless: Path) -> None:
    """New Game, the Hall lobby, Settings, Load, Statistics, Rules and Credits: Tab
    reaches each screen's controls, Esc goes back."""
    app = make_app()
    try:
        title = app.top
        for name in ("new_game", "hall", "settings", "load", "statistics", "rules",
                     "credits"):
            app.open_scene(name)
            frames(app, 2)
            screen = app.top
            assert screen is not title, name
            seen = set()
            for _ in range(4):
                key(app, pygame.K_TAB, n=1)
                cur = app.keys.focused()
                if cur is not None:
                    seen.add(cur.key)
            # no game played or saved: Statistics has Back alone; Rules: search and Back
            assert len(seen) >= {"statistics": 1, "credits": 1, "load": 2, "rules": 2}.get(name, 3), (name, seen)
            key(app, pygame.K_ESCAPE, n=2)
            assert app.top is title, name
    finally:
        app.shutdown()


def test_the_tutorials_highlight_has_the_focus_so_enter_answers(headless: Path) -> None:
    from rdi_desktop.scenes.tutorial import TutorialScene

    app = make_app()
    try:
        app.open_scene("tutorial")
        scene = app.top
        assert isinstance(scene, TutorialScene)
        for _ in range(3):  # three questions in a row, each answered by Enter alone
            until(app, lambda: scene._my_prompt() is not None and scene.presenter.idle)
            frames(app, 2)
            req = scene.presenter.prompt
            target = scene.target()
            assert target is not None
            key(app, pygame.K_RETURN)
            if scene.input.aiming is not None:  # a card to aim: the mat is highlighted
                key(app, pygame.K_RETURN)
            until(app, lambda req=req: scene.presenter.prompt is not req)  # type: ignore[misc]
        assert scene.asks >= 3
    finally:
        app.shutdown()


def test_settings_a_slider_moves_with_the_arrows_a_choice_with_enter(headless: Path) -> None:
    from pygame_gui.elements import UIHorizontalSlider

    app = make_app()
    try:
        app.open_scene("settings")
        frames(app, 2)
        before = app.settings.volume
        while not isinstance(getattr(app.keys.focused(), "element", None), UIHorizontalSlider):
            key(app, pygame.K_TAB, n=1)
        slider = app.keys.focused().element  # type: ignore[union-attr]
        key(app, pygame.K_LEFT, n=4)
        key(app, pygame.K_LEFT, n=4)
        assert slider.get_current_value() < round(before * 100)
        assert app.keys.focused().element is slider  # type: ignore[union-attr]  # Left stayed
        key(app, pygame.K_DOWN)  # Up and Down still move the focus
        assert app.keys.focused().element is not slider  # type: ignore[union-attr]
    finally:
        app.shutdown()


def test_new_game_a_seats_face_opens_the_picker_and_enter_chooses(headless: Path) -> None:
    from rdi_desktop.scenes.new_game import NewGameScene

    app = make_app()
    try:
        app.open_scene("new_game")
        frames(app, 2)
        sc = app.top
        assert isinstance(sc, NewGameScene)
        while app.keys.focused() is None or app.keys.focused().key != ("face", 1):  # type: ignore[union-attr]
            key(app, pygame.K_TAB, n=1)
        key(app, pygame.K_RETURN)
        assert sc.picking == 1
        before = sc.rows[1]["character"]
        key(app, pygame.K_TAB)
        key(app, pygame.K_RIGHT)  # the arrows move over the grid of faces
        assert app.keys.focused().key[0] == "pick"  # type: ignore[union-attr,index]
        while app.keys.focused().key[1] == before:  # type: ignore[union-attr,index]
            key(app, pygame.K_TAB, n=1)
        chosen = app.keys.focused().key[1]  # type: ignore[union-attr,index]
        key(app, pygame.K_RETURN)
        assert sc.picking is None and sc.rows[1]["character"] == chosen
    finally:
        app.shutdown()


def test_tab_into_a_text_field_types_there_and_tab_leaves_it(headless: Path) -> None:
    from pygame_gui.elements import UITextEntryLine

    app = make_app()
    try:
        app.open_scene("new_game")
        frames(app, 2)
        while not isinstance(getattr(app.keys.focused(), "element", None), UITextEntryLine):
            key(app, pygame.K_TAB, n=1)
        field = app.keys.focused().element  # type: ignore[union-attr]
        assert field in (app.ui.get_focus_set() or set())
        key(app, pygame.K_z, text="z")  # typed, not the enlarge key
        assert app.keys.enlarged is None
        key(app, pygame.K_TAB)
        assert field not in (app.ui.get_focus_set() or set())
        assert app.keys.focused().element is not field  # type: ignore[union-attr]
    finally:
        app.shutdown()


def test_the_key_list_stays_over_the_title_candles(headless: Path) -> None:
    """The title's candles are drawn as ambient frames (only their rectangles); the key
    list over them must be drawn again inside those rectangles, not painted over."""
    from rdi_desktop.key_help import draw_help

    app = make_app()
    try:
        frames(app, 2)
        key(app, pygame.K_F1)
        assert app.keys.help_open
        top = app.top
        rects: list[pygame.Rect] = []
        for _ in range(30):  # until an ambient frame changes something under the list
            top.backdrop.time += 1.0
            rects = top.draw_ambient(app.screen.copy())
            if rects:
                break
        assert rects, "the title drew no ambient frame"
        app.draw()
        panel = draw_help(app.screen.copy())
        top.backdrop.time += 1.0
        app.draw_ambient(top)
        ambient = app.screen.copy()
        app.draw()  # the same candle frame, drawn whole
        whole = app.screen.copy()
        changed = [r.clip(panel) for r in rects if r.colliderect(panel)]
        assert changed, "no candle under the key list"
        for r in changed:
            assert pygame.image.tobytes(ambient.subsurface(r), "RGB") == \
                pygame.image.tobytes(whole.subsurface(r), "RGB"), r
    finally:
        app.shutdown()
