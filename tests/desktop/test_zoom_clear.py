"""The zoomed card never covers what the banner asks the player to click (issue 31):
with a target question on screen, hovering any hand card puts the preview clear of
every mat that answers it (moved aside, or smaller)."""

from __future__ import annotations

import concurrent.futures
from typing import Any

import pytest

from engine.prompts import Option, Prompt
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.table_setup import variant_setup
from tests.desktop.test_table import visible_point
from tests.desktop.test_variant_layout import app as app  # noqa: F401 - the fixture


@pytest.mark.parametrize("n,scale", [(4, 1.0), (6, 1.25), (8, 1.5)])
def test_the_preview_keeps_off_the_mats_to_click(app: Any, n: int, scale: float) -> None:  # noqa: F811
    app.settings.ui_scale = scale
    setup, kinds, seed = variant_setup("standard", n, 3, human=True)
    scene = open_table(app, setup, kinds, seed)
    scene._make_root()
    p = scene.presenter
    names = [pl["name"] for pl in p.display["players"]]
    prompt = Prompt(p.viewer, "target", tuple(Option(player=x) for x in names[1:]),
                    {"phase": "action", "to": p.hands[p.viewer][0]})
    p.prompt = PromptRequest(p.viewer, prompt, {}, concurrent.futures.Future())
    scene.build_ui()
    scene.draw(app.screen)
    targets = scene.drawing._click_targets()
    assert len(targets) == n - 1
    for i in range(len(p.hands[p.viewer])):
        scene.input.mouse = visible_point(scene, i)
        scene.drawing.zoom_at = None
        scene.draw(app.screen)
        assert scene.drawing.hover_card is not None
        if scene.drawing.zoom_at is not None:
            assert not any(scene.drawing.zoom_at.colliderect(t) for t in targets), (i, scene.drawing.zoom_at)
    scene.exit()


