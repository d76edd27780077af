"""A person plays "bring some drinks for my friends!" by clicking it (issue 31).

It was dimmed in the Order a Drink phase and a click did nothing: the stop policy
passed the phase window for the player. Now the window stops for a player who
holds it, both copies lit, and a click plays it; a dimmed card says why on hover.
"""

from __future__ import annotations

from pathlib import Path

from rdi_desktop.dim_reason import dim_reason
from rdi_desktop.scenes.table import TableScene
from tests.desktop.test_table import visible_point
from tests.desktop.ui_driver import click_at, frames, make_app, table_with_hand, until

BRING = "barkeep-bring-some-drinks-for-my-friends"
HAND = [BRING, "i-dont-think-so", BRING, "i-dont-think-so", "i-dont-think-so"]


def _table(app: object) -> TableScene:
    return table_with_hand(app, HAND)  # type: ignore[arg-type]


def _prompt(scene: TableScene, kind: str) -> bool:
    req = scene.presenter.prompt
    return req is not None and req.prompt.kind == kind


def _hover(app: object, scene: TableScene, i: int) -> str:
    from pygame import MOUSEMOTION
    from pygame.event import Event, post

    post(Event(MOUSEMOTION, pos=visible_point(scene, i), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)  # type: ignore[arg-type]
    return scene.dim_text


def test_the_order_phase_card_is_lit_and_played_by_a_click(headless: Path) -> None:
    app = make_app()
    try:
        scene = _table(app)
        until(app, lambda: _prompt(scene, "discard"))
        done = next(b for b, i in scene.buttons.items()
                    if scene.presenter.prompt.prompt.options[i].label == "done")  # type: ignore[union-attr]
        click_at(app, done.get_abs_rect().center)
        until(app, lambda: _prompt(scene, "respond"))
        req = scene.presenter.prompt
        assert req is not None and req.prompt.context.get("to") == "phase"
        hand = scene.presenter.hands[0]
        copies = [j for j, c in enumerate(hand) if c == BRING]
        assert len(copies) == 2 and set(copies) <= set(scene._card_options(req)), \
            "both copies lit alike"
        assert _hover(app, scene, copies[1]) == ""  # lit: nothing to explain
        # a dimmed card says why in one line, above the zoomed card, clear of the banner
        assert "Sometimes card" in _hover(app, scene, hand.index("i-dont-think-so"))
        assert scene.caption_at is not None and scene.caption_at.bottom <= scene.layout.banner.y
        assert "Order a Drink phase" in dim_reason(BRING, 5)
        assert dim_reason(BRING, 0).startswith("Not enough Gold")
        click_at(app, visible_point(scene, copies[1]))
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt is not req)
        scene.engine.stop()
        g = scene.engine.game.state
        assert any(e["kind"] == "card_played" and e.get("card") == BRING
                   for e in (x.to_dict() for x in g.events)), "the click played it"
    finally:
        app.shutdown()
