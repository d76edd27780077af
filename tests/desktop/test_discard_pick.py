"""Discard: pick any cards (a click picks, another click keeps), then Done.

Issue 13: one click discarded at once with no undo, and the second copy of a
card (two "I raise!") was dimmed and unclickable until the first was gone.
"""

from __future__ import annotations

from pathlib import Path

from rdi_desktop.scenes.table import TableScene
from tests.desktop.test_table import visible_point
from tests.desktop.ui_driver import click_at, frames, make_app, table_with_hand, until

HAND = ["i-raise", "i-raise", "winning-hand", "gambling-im-in", "gambling-im-in",
        "i-raise", "winning-hand"]


def _table(app: object) -> TableScene:
    return table_with_hand(app, HAND)  # type: ignore[arg-type]


def test_pick_both_copies_unpick_one_then_done(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.kind == "discard")
        frames(app, 2)
        req = scene.presenter.prompt
        assert set(scene.card_options(req)) == set(range(7)), "every copy can be picked"
        for i in (0, 1, 3, 3):  # both "I raise!", then a Gambling card picked and kept
            click_at(app, visible_point(scene, i))
        assert scene.input.discard_pick == {0, 1}
        assert scene.presenter.prompt is req, "picking answers nothing yet"
        done = next(b for b, i in scene.buttons.items()
                    if req.prompt.options[i].label == "done")
        click_at(app, done.get_abs_rect().center)
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.kind != "discard")
        scene.engine.stop()
        me = scene.engine.game.state.players[0]
        assert me.discard[-2:] == ["i-raise", "i-raise"]
        kept = ["winning-hand", "gambling-im-in", "gambling-im-in", "i-raise", "winning-hand"]
        assert me.hand[:5] == kept and len(me.hand) == 7  # then two drawn
    finally:
        app.shutdown()
