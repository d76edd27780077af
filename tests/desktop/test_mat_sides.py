"""Every character's side area on its mat is readable and shown (issue 13):
Ygella's Pets are on her mat, Terci's Supplies are named (on her own mat too),
Petra's Hellfire track and Dale's Planter keep their numbers at 125-150%; no mat
label is under 12 px at 1280x720 or overlaps another, at every size."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.widgets import labels as recorder
from rdi_desktop.widgets import mat_draw
from tests.desktop.test_table_layout import SCALES, check_labels
from tests.desktop.ui_driver import make_app

CAST = ["terci", "petra", "dale", "ygella", "jett"]


def _render(app: Any, viewer: str, n: int, scale: float) -> tuple[Any, list[Any]]:
    app.settings.ui_scale = scale
    chars = [viewer] + [c for c in CAST if c != viewer]
    chars = (chars * 2)[:n]
    setup = {"players": [{"name": "You" if i == 0 else f"{c.title()} {i}", "character": c}
                         for i, c in enumerate(chars)], "first": 0}
    scene = open_table(app, setup, ["human"] + ["random"] * (n - 1), 7)
    scene._make_root()
    shown = scene.presenter.display["players"]
    for pl in shown:  # a Pet in every discard pile, two supplies, Hellfire at 3
        pl["discard"] = ["meet-sir-nibbles"]
        st = pl.get("state") or {}
        if "supplies" in st:
            st["supplies"] = {"bandage": 2, "splint": 0, "salve": 1}
        if "hellfire" in st:
            st["hellfire"] = 3
    mat_draw._mat_cache.clear()
    scene.build_ui()
    recorder.LABELS = []
    try:
        scene.draw(app.screen)
        labels = list(recorder.LABELS)
    finally:
        recorder.LABELS = None
    return scene, labels


@pytest.mark.parametrize("viewer", CAST)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("n", [2, 5, 8])
def test_mat_labels_readable_and_apart_at_1280x720(headless: Path, viewer: str, scale: float,
                                                   n: int) -> None:
    app = make_app((1280, 720))
    try:
        scene, labels = _render(app, viewer, n, scale)
        check_labels(scene, labels, f"{viewer} {n} {scale}", 12)
        mats = [r for r, _s, k in labels if k == "mat"]
        assert len(mats) >= n, "every side area writes its captions"
        pets = [spot for spot in scene.drawing.mat_spots if spot[1] == "meet-sir-nibbles"]
        assert pets, "Ygella's Pets in her discard pile are on her mat"
        scene.exit()
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_mat_labels_apart_on_big_screens(headless: Path, size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        for scale in (1.0, 1.5):
            scene, labels = _render(app, "terci", 5, scale)
            check_labels(scene, labels, f"{size} {scale}", 12)
            scene.exit()
    finally:
        app.shutdown()
