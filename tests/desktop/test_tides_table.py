"""Issue 29: a variant's table widget is its own module. The made-up variant "Tides" (its
engine side in tests/engine/test_made_up_variant.py) gets a table widget here, in the
test's own file, registered like any variant's: a table with Tides on draws it in the side
panel, redraws it as the tide rises, and a table without Tides does not; no table file
was edited for it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pygame
import pytest

from engine.variant_registry import register_variant, unregister_variant
from rdi_desktop import art
from rdi_desktop.layout import Rect, TableLayout
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from rdi_desktop.widgets.labels import PARCH, label_px
from rdi_desktop.widgets.table_draw import R, freeze
from rdi_desktop.widgets.variants import (
    WIDGETS,
    Spot,
    TableWidget,
    register_widget,
    side_rows,
    unregister_widget,
)
from tests.desktop.ui_driver import frames, make_app, until
from tests.engine.test_made_up_variant import ID, TIDES

#: the sea's colour behind the widget's line (a pixel the test looks for)
SEA = (28, 96, 150)


class TidesWidget(TableWidget):
    """The tide's level and the Well's size on a blue strip in the side panel."""

    option = ID
    place = "side"
    order = 90
    #: (level, where) each time it is drawn (the test reads it)
    drawn: ClassVar[list[tuple[int, pygame.Rect]]] = []

    def reserve(self, lay: TableLayout, view: dict[str, Any]) -> TableLayout:
        self.room: Rect = side_rows(lay, 2)
        return lay

    def key(self, view: dict[str, Any]) -> Any:
        return freeze(view.get(ID))

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: dict[str, Any],
             lit: frozenset[str]) -> list[Spot]:
        st = view.get(ID) or {}
        r = R(self.room)
        surf.fill(SEA, r)
        level = int(st.get("level", 0))
        t = art.text(f"Tide {level} \u00b7 Well {st.get('well_size', 0)}",
                     label_px(13, lay.scale), PARCH, "bold")
        surf.blit(t, (r.x + 4, r.y + 2))
        TidesWidget.drawn.append((level, r.copy()))
        return []


@pytest.fixture
def tides() -> Iterator[None]:
    register_variant(TIDES)
    register_widget(TidesWidget)
    TidesWidget.drawn.clear()
    try:
        yield
    finally:
        unregister_widget(ID)
        unregister_variant(ID)


def _table(app: Any, options: dict[str, bool] | None) -> Any:
    setup, _kinds, seed = variant_setup("standard", 3, seed=5, human=False, options=options)
    scene = open_table(app, setup, ["random"] * 3, seed)
    app.push(scene)
    return scene


def test_a_table_with_tides_draws_its_widget(headless: Path, tides: None) -> None:
    app = make_app((1280, 720))
    try:
        scene = _table(app, {ID: True})
        until(app, lambda: any(level >= 2 for level, _r in TidesWidget.drawn), 90)
        frames(app, 2)
        mine = [w for w in scene.widgets if isinstance(w, TidesWidget)]
        assert len(mine) == 1
        room = R(mine[0].room)
        assert scene.layout.log_top > room.bottom  # the log starts under it
        levels = [level for level, _r in TidesWidget.drawn]
        assert len(set(levels)) >= 2 and levels == sorted(levels)  # redrawn as the tide rose
        assert all(r == room for _l, r in TidesWidget.drawn)
        assert scene.drawing._static.get_at((room.right - 2, room.bottom - 2))[:3] == SEA
        assert ID in scene.drawing.table_model().centre.variants
        scene.engine.stop()
    finally:
        app.shutdown()


def test_without_the_option_the_table_has_no_tides(headless: Path, tides: None) -> None:
    app = make_app((1280, 720))
    try:
        scene = _table(app, None)
        until(app, lambda: scene.drawing.static_renders > 2, 60)
        assert not any(isinstance(w, TidesWidget) for w in scene.widgets)
        assert TidesWidget.drawn == [] and ID not in scene.drawing.table_model().centre.variants
        scene.engine.stop()
    finally:
        app.shutdown()


def test_a_second_widget_for_a_variant_is_refused_naming_both(tides: None) -> None:
    class Other(TableWidget):
        option = ID

    with pytest.raises(ValueError, match="TidesWidget.*Other is refused"):
        register_widget(Other)
    assert WIDGETS[ID] is TidesWidget
    register_widget(TidesWidget)  # the same class again is no duplicate


def test_a_widget_needs_an_option_and_a_place() -> None:
    class Nameless(TableWidget):
        pass

    class Floating(TableWidget):
        option = "floating"
        place = "ceiling"

    with pytest.raises(ValueError, match="needs an option"):
        register_widget(Nameless)
    with pytest.raises(ValueError, match="place is 'centre' or 'side'"):
        register_widget(Floating)
    assert "floating" not in WIDGETS
