"""A person plays "bring some drinks for my friends!" by clicking it (issue 31).

It was dimmed in the Order a Drink phase and a click did nothing: the stop policy
passed the phase window for the player. Now a click on it in the hand before that
phase (it is dimmed then, and its hover says so) queues it, and it is played as
the phase opens without a stop every turn it is held (fewer questions); with
"stop at every card" the window stops, both copies lit, and a click plays it.
"""

from __future__ import annotations

from pathlib import Path

from rdi_desktop.dim_reason import dim_reason
from rdi_desktop.scenes.table import TableScene
from tests.desktop.test_table import visible_point
from tests.desktop.ui_driver import click_at, frames, make_app, table_with_hand, until

BRING = "barkeep-bring-some-drinks-for-my-friends"
HAND = [BRING, "i-dont-think-so", BRING, "i-dont-think-so", "i-dont-think-so"]
#: an Action card in hand, so the Action phase is a question (the queueing moment)
ACTION = "slide-tackle"


def _table(app: object, hand: list[str] = HAND) -> TableScene:
    return table_with_hand(app, hand)  # type: ignore[arg-type]


def _played(scene: TableScene, card: str) -> bool:
    return any(e["kind"] == "card_played" and e.get("card") == card
               for e in (x.to_dict() for x in scene.engine.game.state.events))


def _click_done(app: object, scene: TableScene) -> None:
    until(app, lambda: _prompt(scene, "discard"))  # type: ignore[arg-type]
    req = scene.presenter.prompt
    assert req is not None
    done = next(b for b, i in scene.buttons.items() if req.prompt.options[i].label == "done")
    click_at(app, done.get_abs_rect().center)  # type: ignore[arg-type]


def _prompt(scene: TableScene, kind: str) -> bool:
    req = scene.presenter.prompt
    return req is not None and req.prompt.kind == kind


def _hover(app: object, scene: TableScene, i: int) -> str:
    from pygame import MOUSEMOTION
    from pygame.event import Event, post

    post(Event(MOUSEMOTION, pos=visible_point(scene, i), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)  # type: ignore[arg-type]
    return scene.drawing.dim_text


def test_a_click_in_the_action_phase_plays_it_as_the_order_phase_opens(headless: Path
                                                                        ) -> None:
    """The default stops: the Order phase does not stop for it; the person clicks
    the (dimmed) card in the Action phase, it is queued, and played as the phase
    opens. Without the click it stays in the hand (the phase passed for them)."""
    app = make_app()
    try:
        scene = _table(app, [ACTION, BRING, "i-dont-think-so", BRING, "i-dont-think-so"])
        _click_done(app, scene)
        until(app, lambda: _prompt(scene, "action"))
        frames(app, 2)
        hand = scene.presenter.hands[0]
        j = hand.index(BRING)
        assert "as that phase opens" in _hover(app, scene, j)
        click_at(app, visible_point(scene, j))
        assert scene.engine.intents.pending(0), "the click queued it"
        assert "At your next chance" in scene.tray.status(lambda c: c)
        req = scene.presenter.prompt
        assert req is not None
        passing = next(b for b, i in scene.buttons.items()
                       if req.prompt.options[i].label == "pass")
        click_at(app, passing.get_abs_rect().center)
        until(app, lambda: _played(scene, BRING))
        scene.engine.stop()
        assert scene.engine.game.state.players[0].hand.count(BRING) == 1, "one copy played"
    finally:
        app.shutdown()


def test_with_stop_at_every_card_the_order_phase_asks(headless: Path) -> None:
    app = make_app()
    app.settings.respond_cards = "always"
    try:
        scene = _table(app)
        _click_done(app, scene)
        until(app, lambda: _prompt(scene, "respond"))
        req = scene.presenter.prompt
        assert req is not None and req.prompt.context.get("to") == "phase"
        hand = scene.presenter.hands[0]
        copies = [j for j, c in enumerate(hand) if c == BRING]
        assert len(copies) == 2 and set(copies) <= set(scene.card_options(req)), \
            "both copies lit alike"
        assert _hover(app, scene, copies[1]) == ""  # lit: nothing to explain
        # a dimmed card says why in one line, above the zoomed card, clear of the banner
        assert "Sometimes card" in _hover(app, scene, hand.index("i-dont-think-so"))
        assert scene.drawing.caption_at is not None and scene.drawing.caption_at.bottom <= scene.layout.banner.y
        assert "Order a Drink phase" in dim_reason(BRING, 5)
        assert dim_reason(BRING, 0).startswith("Not enough Gold")
        click_at(app, visible_point(scene, copies[1]))
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt is not req)
        scene.engine.stop()
        assert _played(scene, BRING), "the click played it"
    finally:
        app.shutdown()
