"""A variant is added as one folder of new files, with no edit elsewhere, and plays in the
soak and in the app.

The made-up variant "Moonrise" is written by this test into a temporary folder: its rules
module (`rules/moonrise.py`, as `engine/variants/moonrise.py` would be: a round-end effect,
the Inn paying every player still in 1 Gold as the moon rises, its view and its rules text)
and its front-end file (`app/moonrise.py`, as `rdi_desktop/variants/moonrise.py` would be:
its New Game switch, a table widget showing the moon's phase and the log line of its
event). The two packages' own discovery finds them once the folder's parts are on their
paths (`engine.variants.load()`, `rdi_desktop.variants.load()`): no file of the project
names it. Then it is soaked in every mode (save round trips, illegal answers, the
invariants at every decision), its round-end hook is seen to run exactly once at the end of
every round, and the app shows its switch on New Game, its rules on the Rules screen, and
its widget and log line at a table that plays it.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from textwrap import dedent

import pytest

import engine.variants
import rdi_desktop.variants
from engine import soak
from engine.game import Game, new_game
from engine.simulate import MODE_PLAYERS, make_setup
from engine.variant_registry import VARIANTS, unregister_variant
from rdi_desktop import dispatch
from rdi_desktop.plugins import load_all
from rdi_desktop.variant_ui import VARIANT_UIS, unregister_variant_ui
from rdi_desktop.widgets.variants import WIDGETS, unregister_widget
from tests.desktop.ui_driver import click_at, frames, make_app, until

ID = "moonrise"

RULES = dedent('''
    """Moonrise (made up for a test): at the end of every round the moon rises one phase
    and the Inn pays every player still in the game 1 Gold."""

    from __future__ import annotations

    from typing import Any

    from engine.effects.stats import move_gold
    from engine.events import emit
    from engine.model import GameState
    from engine.variant_registry import RulesText, TurnHooks, Variant, ViewPart, register_variant

    VID = "moonrise"


    def on(g: GameState) -> bool:
        return VID in g.variants


    def setup(g: GameState) -> None:
        g.variants[VID] = {"phase": 0}


    def round_end(g: GameState, player: int) -> None:
        st = g.variants[VID]
        st["phase"] += 1
        emit(g, "moon_rose", player=player, phase=st["phase"])
        for i, p in enumerate(g.players):
            if p.out is None and not p.automaton:
                move_gold(g, "inn", i, 1)


    def public(g: GameState) -> dict[str, Any]:
        return {"phase": int(g.variants[VID]["phase"])}


    register_variant(Variant(
        VID, option=VID, on=on, order=95, event_kinds=("moon_rose",),
        hooks=TurnHooks(setup=setup, round_end=round_end, round_stage="moonrise"),
        view=ViewPart(VID, public),
        texts=RulesText("Moonrise", "With the Moonrise switch on, the moon rises at the end of "
                                    "every round and the Inn pays every player still in 1 Gold."),
    ))
''')

APP = dedent('''
    """Moonrise at the table: its switch, the moon's phase in the side panel, its log line."""

    from __future__ import annotations

    from typing import Any, ClassVar

    import pygame

    from rdi_desktop import art
    from rdi_desktop.dispatch import register_event
    from rdi_desktop.layout import Rect, TableLayout
    from rdi_desktop.variant_ui import VariantUI, register_variant_ui
    from rdi_desktop.widgets.table_draw import PARCH, R, freeze, label_px
    from rdi_desktop.widgets.variants import Spot, TableWidget, register_widget, side_rows

    NIGHT = (20, 24, 70)

    register_variant_ui(VariantUI("moonrise", "Moonrise", order=90))


    @register_widget
    class MoonWidget(TableWidget):
        option = "moonrise"
        place = "side"
        order = 90
        drawn: ClassVar[list[int]] = []  # the phase each time it is drawn (the test reads it)

        def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
            self.room: Rect = side_rows(lay, 2)
            return lay

        def key(self, view: dict[str, Any]) -> Any:
            return freeze(view.get("moonrise"))

        def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
                 lit: frozenset[str]) -> list[Spot]:
            phase = int((view.get("moonrise") or {}).get("phase", 0))
            r = R(self.room)
            surf.fill(NIGHT, r)
            surf.blit(art.text(f"Moon phase {phase}", label_px(13, lay.scale), PARCH), r.topleft)
            MoonWidget.drawn.append(phase)
            return []


    def _rose(pr: Any, e: dict[str, Any]) -> None:
        pr.display.setdefault("moonrise", {})["phase"] = int(e.get("phase", 0))
        pr.add_log(f"The moon rises (phase {e.get('phase')}): the Inn pays everyone 1 Gold",
                   kind="moon_rose")


    register_event("moon_rose", _rose, 0.3)
''')


@pytest.fixture
def moonrise(tmp_path: Path) -> Iterator[Path]:
    """The variant's folder, written and found; everything it registered forgotten after."""
    folder = tmp_path / "moonrise"
    (folder / "rules").mkdir(parents=True)
    (folder / "app").mkdir()
    (folder / "rules" / f"{ID}.py").write_text(RULES, encoding="utf-8")
    (folder / "app" / f"{ID}.py").write_text(APP, encoding="utf-8")
    load_all()  # the app's plug-ins first, as the app loads them
    engine.variants.__path__.append(str(folder / "rules"))
    rdi_desktop.variants.__path__.append(str(folder / "app"))
    try:
        assert engine.variants.load() == [f"engine.variants.{ID}"]
        assert rdi_desktop.variants.load() == [f"rdi_desktop.variants.{ID}"]
        yield folder
    finally:
        engine.variants.__path__.remove(str(folder / "rules"))
        rdi_desktop.variants.__path__.remove(str(folder / "app"))
        unregister_variant(ID)
        unregister_variant_ui(ID)
        unregister_widget(ID)
        dispatch.TABLE.pop("moon_rose", None)
        for name in (f"engine.variants.{ID}", f"rdi_desktop.variants.{ID}"):
            sys.modules.pop(name, None)


def _moon_widget() -> type:
    return WIDGETS[ID]


def _play(mode: str, n: int, seed: int) -> Game:
    from engine.seats import RandomSeat

    setup = {**make_setup(mode, n, [random.Random(seed + i).choice(
        ["dale", "jett", "petra", "terci", "ygella"]) for i in range(n)]), "options": {ID: True}}
    game = new_game(setup, seed)
    seats = [RandomSeat(seed * 31 + i) for i in range(len(game.state.players))]
    for _ in range(4000):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    return game


def test_the_folder_is_soaked_in_every_mode(moonrise: Path) -> None:
    assert ID in VARIANTS and soak.variants()[ID] == {ID: True}
    grid = sum(len(c) for c in MODE_PLAYERS.values()) * len(soak.variants())
    one_per_mode = {c.mode: c for c in soak.cases(grid) if c.variant == ID}
    assert set(one_per_mode) == set(MODE_PLAYERS)
    for case in one_per_mode.values():
        out = soak.play_case(case, max_decisions=1500)
        assert out.passed, (case, out.problems)
        assert out.round_trips + out.illegal > 0


@pytest.mark.parametrize("mode", sorted(MODE_PLAYERS))
def test_the_round_end_effect_comes_once_a_round(moonrise: Path, mode: str) -> None:
    """After the turn that closes a round (its turn_ended) and before the next round's
    first turn, never inside a turn; no seat has two turns in one round; and while the
    first player is in, every round starts with their turn."""
    game = _play(mode, max(MODE_PLAYERS[mode]), seed=11)
    g = game.state
    first = g.round_start
    rose, between_turns, this_round, next_after_rise = 0, False, [], []
    for e in g.events:
        if e.kind == "moon_rose":
            assert between_turns, "the moon rose inside a turn"
            rose += 1
            assert e.data["phase"] == rose
            this_round = []
            next_after_rise.append(None)
        elif e.kind == "phase" and e.data["phase"] == "begin":  # a turn starts (Otto's too)
            between_turns = False
            assert e.data["player"] not in this_round, "a seat had two turns in one round"
            this_round.append(e.data["player"])
            if next_after_rise and next_after_rise[-1] is None:
                next_after_rise[-1] = e.data["player"]
        elif e.kind == "turn_ended":
            between_turns = True
    assert rose >= 1 and g.variants[ID]["phase"] == rose
    if g.players[first].out is None:  # the first player stayed in all game
        assert set(next_after_rise) <= {first, None}
        starts = [e.data["player"] for e in g.events
                  if e.kind == "phase" and e.data["phase"] == "begin"]
        assert rose in (starts.count(first) - 1, starts.count(first))
    saved = Game.from_json(game.to_json())
    assert saved.state.round_start == first and saved.state.variants[ID] == g.variants[ID]


def test_the_app_switches_it_on_shows_its_rules_and_plays_it(headless: Path,
                                                              moonrise: Path) -> None:
    from rdi_desktop.scenes.new_game import NewGameScene
    from rdi_desktop.scenes.rules import search
    from rdi_desktop.scenes.table_open import open_table

    assert ("Moonrise", VARIANTS[ID].texts.rules) in search("moon rises")
    app = make_app((1280, 720))
    try:
        scene = app.open_scene("new_game")
        assert isinstance(scene, NewGameScene)
        frames(app, 2)
        box = next(b for b, key in scene.option_boxes.items() if key == ID)
        assert VARIANT_UIS[ID].label == "Moonrise"
        click_at(app, box.get_abs_rect().center)
        frames(app, 2)
        assert scene.options[ID] is True
        setup, _kinds, seed = scene.setup()
        assert setup["options"] == {ID: True}
        widget = _moon_widget()
        widget.drawn.clear()  # type: ignore[attr-defined]
        app.pop()
        table = open_table(app, setup, ["random"] * len(setup["players"]), seed)
        app.push(table)
        until(app, lambda: any(phase >= 1 for phase in widget.drawn), 120)  # type: ignore[attr-defined]
        frames(app, 2)
        assert any(isinstance(w, widget) for w in table.widgets)
        assert any("The moon rises" in str(line) for line in table.presenter.log)
        table.engine.stop()
    finally:
        app.shutdown()
