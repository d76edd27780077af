"""Hot-seat: a player asked whether to answer a card with one of theirs may pass on
the handover screen itself, so the screen stays with the player who holds it (no
handover there and back for a "no"); "show my cards" still hands it over."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.game import new_game
from rdi_desktop.bridge import HUMAN, EngineThread
from rdi_desktop.handover import unseen_pass
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_open import autosave_path
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import click_at, frames, make_app, until


@pytest.mark.slow
def test_a_pass_on_the_handover_screen_keeps_the_screen(headless: Path) -> None:
    app = make_app()
    try:
        setup, _kinds, seed = variant_setup("two-headed-dragon", 4, 104, human=True)
        setup["players"][2]["name"] = "Wren"
        game = new_game(setup, seed)
        eng = EngineThread(game, [HUMAN, "normal", HUMAN, "normal"], seed=seed,
                           autosave=autosave_path())
        scene = TableScene(app, eng)
        app.push(scene)
        rng = random.Random(4)
        p = scene.presenter
        for _ in range(400):
            until(app, lambda: p.prompt is not None and not p.prompt.future.done(), limit=60)
            frames(app, 2)
            req = p.prompt
            assert req is not None
            if p.privacy_for is not None and unseen_pass(req.prompt) is not None \
                    and p.revealed is not None:
                break
            if p.privacy_for is not None:
                click_at(app, scene.privacy_button.get_abs_rect().center)  # type: ignore[union-attr]
                frames(app, 2)
                continue
            labels = [o.label for o in req.prompt.options]
            scene.answer(labels.index("pass") if "pass" in labels else
                         rng.randrange(len(labels)), confirmed=True)
        else:
            raise AssertionError("no response question for the other person came")
        held = p.revealed
        button = next(b for b, act in scene.tray_buttons.items() if act == "privacy:pass")
        assert "passes" in button.text and p.name(held) in button.text
        click_at(app, button.get_abs_rect().center)
        until(app, req.future.done, limit=10)
        assert req.prompt.options[req.future.result()].label == "pass"
        assert p.revealed == held, "the screen stayed with the player who holds it"
        # no handover to the asked seat for its pass (the engine thread may already have
        # asked a later question, which may hand over in its own right)
        assert p.privacy_for != req.seat or p.prompt is not req
        scene.engine.stop()
    finally:
        app.shutdown()
