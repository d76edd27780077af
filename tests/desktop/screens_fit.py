"""Opening every screen in a given state, and finding its cut or covered words: for the
fit tests (test_screens_fit.py) and for looking at the screens (``python -m
tests.desktop.screens_fit OUT_DIR [WxH]`` saves each one as a PNG)."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.core.utility import translate
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UILabel,
    UITextBox,
    UITextEntryLine,
)

from rdi_desktop.widgets import labels as recorder
from tests.desktop.ui_driver import frames, until


def _finished_game(seed: int = 3, players: int = 8) -> Any:
    """A game of ``players`` played to its end by random seats."""
    from engine.game import new_game
    from engine.seats import RandomSeat
    from rdi_desktop.table_setup import variant_setup

    setup, _kinds, seed = variant_setup("standard", players, seed, human=True)
    game = new_game(setup, seed)
    seats = [RandomSeat(seed + i) for i in range(players)]
    while (p := game.pending()) is not None:
        game.apply(seats[p.seat].decide({}, p))
    return game


def _game_over(app: Any) -> None:
    from rdi_desktop.scenes.game_over import GameOverScene
    from rdi_desktop.scenes.table_open import table_for_game

    table = table_for_game(app, _finished_game())
    table.engine.stop()
    app.push(table)
    # the table opens its own game over once its presenter has the finished game from
    # the engine thread: waited for (on a loaded machine three frames were too few, and a
    # game over pushed here stood over a table still drawing its centre's words)
    until(app, lambda: isinstance(app.top, GameOverScene) and table.presenter.idle, limit=30)
    frames(app, 2)


def _new_game_boss(app: Any) -> None:
    app.open_scene("new_game")
    frames(app, 2)
    scene = app.top
    scene.set_mode("boss-battle")  # as the mode list does
    frames(app, 2)


def _new_game_8(app: Any) -> None:
    app.open_scene("new_game")
    frames(app, 2)
    scene = app.top
    scene.count = 8  # as the seat count list does
    scene.resize(app.size)
    frames(app, 2)


def _mode_list(app: Any) -> None:
    app.open_scene("new_game")
    frames(app, 2)
    menu = app.top.mode_menu
    r = menu.get_abs_rect()
    _click(app, r.center)


def _replay_turns(app: Any) -> None:
    from rdi_desktop.replay import loaded_from_game
    from rdi_desktop.scenes.replay import ReplayScene

    game = _finished_game(players=4)
    app.push(ReplayScene(app, loaded_from_game(game, ["human"] + ["random"] * 3, "a game"),
                         index=0))
    frames(app, 2)
    _click(app, app.top.turn_menu.get_abs_rect().center)


def _settings_toast(app: Any) -> None:
    app.open_scene("settings")
    frames(app, 2)
    app.toast("Sound off (M)", 30)
    frames(app, 1)


def _message(app: Any) -> None:
    app.show_message("Card packs skipped", "cards/extra.toml: line 3: the card "
                     "\"Wench, bring me a bigger mug!\" names an effect this game does not know")
    frames(app, 2)


def _stats_reset(app: Any) -> None:
    app.open_scene("statistics")
    frames(app, 2)
    app.top.ask_reset()
    frames(app, 2)


def _tutorial(app: Any) -> None:
    """The guided game at its first lesson (the table under it, its question asked)."""
    import time

    from rdi_desktop.scenes.tutorial import TutorialScene

    scene = TutorialScene(app)
    app.push(scene)
    end = time.monotonic() + 30
    while not (scene.presenter.prompt is not None and scene.presenter.idle):
        assert time.monotonic() < end, "the lesson never came"
        frames(app, 1)
    frames(app, 20)


def _table(app: Any) -> None:
    """A 4-seat table at the human's first question, every animation played out."""
    import time

    from rdi_desktop.bridge import HUMAN, start_game
    from rdi_desktop.scenes.table import TableScene
    from rdi_desktop.table_setup import variant_setup

    setup, kinds, seed = variant_setup("standard", 4, 7, human=True)
    kinds = [k if k == HUMAN else "random" for k in kinds]
    scene = TableScene(app, start_game(setup, kinds, seed, autosave=None))
    app.push(scene)
    p = scene.presenter
    end = time.monotonic() + 30
    while not (p.prompt is not None and p.idle and scene.engine.inbox.empty()):
        assert time.monotonic() < end, "the question never came"
        frames(app, 1)
    frames(app, 20)


def _hall_game(app: Any, game: str = "rogues_and_warriors") -> None:
    """A Gambling Hall table (Rogues and Warriors) at its first question."""
    import time

    app.open_scene("hall")
    frames(app, 3)
    app.top.select_game(game)
    frames(app, 2)
    app.top.start()
    table = app.top
    end = time.monotonic() + 30
    while table.ctrl.human_prompt() is None or table.dyn is None:
        assert time.monotonic() < end, "the first question never came"
        frames(app, 1)
    frames(app, 3)


def _hall_rules(app: Any) -> None:
    app.open_scene("hall")
    frames(app, 3)


def _click(app: Any, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        frames(app, 2)
    frames(app, 2)


def _open(name: str) -> Callable[[Any], None]:
    def go(app: Any) -> None:
        app.open_scene(name)
        frames(app, 3)
    return go


#: screen -> how to open it (from the title)
SCREENS: dict[str, Callable[[Any], None]] = {
    "title": lambda app: frames(app, 2),
    "new_game": _open("new_game"),
    "new_game_boss": _new_game_boss,
    "new_game_8": _new_game_8,
    "mode_list": _mode_list,
    "settings": _open("settings"),
    "settings_toast": _settings_toast,
    "load": _open("load"),
    "statistics": _open("statistics"),
    "rules": _open("rules"),
    "credits": _open("credits"),
    "colours_and_motion": _open("accessibility"),
    "message": _message,
    "stats_reset": _stats_reset,
    "card_packs": _open("card_packs"),
    "hall": _hall_rules,
    "hall_game": _hall_game,
    "table": _table,
    "tutorial": _tutorial,
    "replay_turns": _replay_turns,
    "game_over": _game_over,
}


def gui_cuts(app: Any) -> list[str]:
    """What pygame_gui shows cut: a button's or label's words wider than it, an element
    out of the window, a text box's words under its scroll bar or past its edge."""
    theme = app.ui.get_theme()
    w, h = app.size
    bad: list[str] = []
    for el in app.ui.get_sprite_group().sprites():
        if not getattr(el, "visible", True) or not hasattr(el, "get_abs_rect"):
            continue
        r = el.get_abs_rect()
        if isinstance(el, (UIButton, UILabel)) and el.text and r.w > 0:
            tw, th = theme.get_font(el.combined_element_ids).size(translate(el.text))
            if tw > r.w - (4 if isinstance(el, UIButton) else 0):  # (a button's border)
                bad.append(f"{type(el).__name__} {el.text!r} is {tw} px wide in {r.w}")
            if th * 0.9 > r.h:  # a line taller than its button: the tops or tails cut
                bad.append(f"{type(el).__name__} {el.text!r} is {th} px high in {r.h}")
        if isinstance(el, UITextBox):
            bad += _box_cuts(el)
        if r.w > 0 and (r.x < -1 or r.y < -1 or r.right > w + 1 or r.bottom > h + 1) \
                and el.ui_container is not None and el.ui_container is app.ui.get_root_container():
            bad.append(f"{type(el).__name__} {getattr(el, 'text', '')!r} outside: {r}")
    return bad + gui_overlaps(app)


#: pygame_gui's windows: drawn over a screen's words on purpose
WINDOWS = ("window", "confirmation_dialog", "message_window", "file_dialog")
#: pygame_gui elements that show words or take them, for :func:`gui_overlaps`
_WORDY = (UIButton, UILabel, UICheckBox, UIDropDownMenu, UITextEntryLine, UITextBox)


def gui_overlaps(app: Any) -> list[str]:
    """Visible widgets over one another in one container (a check box's words running
    into the next box, a row of buttons pushed into the next row); a drop-down's own
    parts and a check box's words count as one widget with it."""
    shown: dict[int, list[Any]] = {}
    for el in app.ui.get_sprite_group().sprites():
        if not isinstance(el, _WORDY) or not getattr(el, "visible", True) \
                or "drop_down_menu" in el.element_ids[:-1] \
                or isinstance(getattr(el, "parent_element", None), UICheckBox):
            continue
        shown.setdefault(id(el.ui_container), []).append(el)
    bad = []
    for els in shown.values():
        for a, b in itertools.combinations(els, 2):
            ra, rb = _extent(a).inflate(-2, -2), _extent(b).inflate(-2, -2)
            if ra.colliderect(rb):
                bad.append(f"{type(a).__name__} {getattr(a, 'text', '')!r} over "
                           f"{type(b).__name__} {getattr(b, 'text', '')!r}")
    return bad


def _extent(el: Any) -> pygame.Rect:
    r = el.get_abs_rect()
    if isinstance(el, UICheckBox) and el.text_label is not None:
        r = r.union(el.text_label.get_abs_rect())
    return r


def _box_cuts(box: UITextBox) -> list[str]:
    """A text box's lines of words that run past its text area (under the scroll bar)."""
    layout = getattr(box, "text_box_layout", None)
    if layout is None:
        return []
    room = box.text_wrap_rect[2] if box.text_wrap_rect else box.rect.w
    if box.scroll_bar is not None:
        room = min(room, box.scroll_bar.rect.x - box.rect.x)
    bad = []
    for row in layout.layout_rows:
        right = max((c.x + c.font.size(c.text.rstrip())[0] for c in row.items
                     if getattr(c, "text", "").strip() and hasattr(c, "font")), default=0)
        if right > room:
            words = "".join(getattr(c, "text", "") for c in row.items)
            bad.append(f"text box line {words.strip()[:40]!r} ends at {right} past {room}")
    return bad


def label_cuts(labels: list[recorder.Label], size: tuple[int, int]) -> list[str]:
    """Recorded labels (the words the screens draw themselves) out of the window, cut
    with "..." or at their area's edge, or over each other."""
    w, h = size
    bad = []
    for lab in labels:
        if lab.rect.x < -1 or lab.rect.y < -1 or lab.rect.right > w + 1 or lab.rect.bottom > h + 1:
            bad.append(f"{lab.kind} {lab.text!r} outside the window: {lab.rect}")
        if lab.clipped or ("\u2026" in lab.text and "\u2026" not in lab.full):
            bad.append(f"{lab.kind} {lab.full!r} cut: {lab.text!r}")
    for a, b in itertools.combinations(labels, 2):
        if a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)):
            bad.append(f"{a.kind} {a.text!r} over {b.kind} {b.text!r}")
    return bad


def labels_over_gui(app: Any, labels: list[recorder.Label]) -> list[str]:
    """Recorded labels under a visible button (the game-over lines under "Watch again")."""
    bad = []
    for el in app.ui.get_sprite_group().sprites():
        if isinstance(el, (UIButton, UIDropDownMenu, UITextEntryLine, UIHorizontalSlider)) \
                and el.visible and "drop_down_menu" not in el.element_ids[:-1] \
                and el.element_ids[0] not in WINDOWS:  # (a window covers the screen)
            r = el.get_abs_rect()
            for lab in labels:
                if lab.rect.inflate(-2, -2).colliderect(r):
                    bad.append(f"{lab.kind} {lab.text!r} under the button {el.text!r}")
    return bad


def draw_recorded(app: Any) -> list[recorder.Label]:
    """Draw a frame as the app does, recording the labels drawn."""
    recorder.DRAWN = []
    for scene in app.scenes:  # a table draws its words on a layer it keeps: afresh
        drawing = getattr(scene, "drawing", None)
        if drawing is not None:
            drawing.invalidate()
    try:
        app.draw()
        return list(recorder.DRAWN)
    finally:
        recorder.DRAWN = None


def main(argv: list[str]) -> int:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tests.desktop.ui_driver import make_app

    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(x) for x in (argv[1] if len(argv) > 1 else "1280x720").split("x"))
    only = argv[2:] or list(SCREENS)
    for name in only:
        app = make_app(size)  # type: ignore[arg-type]
        try:
            SCREENS[name](app)
            labels = draw_recorded(app)
            app.ui.draw_ui(app.screen)
            pygame.image.save(app.screen, str(out / f"{name}-{size[0]}.png"))
            for line in gui_cuts(app) + label_cuts(labels, app.size) \
                    + labels_over_gui(app, labels):
                print(name, size, line)
        finally:
            app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
