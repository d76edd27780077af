"""Card packs listed in Settings (issue 33; cards.md §4): each loaded pack with what
it adds or overrides, each skipped pack with its problem in the log's words."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from engine.cards import use_packs
from rdi_desktop.app import App
from tests.desktop.ui_driver import click_at, frames, make_app

GOOD = ('[[cards]]\ntitle = "Parkour!"\ntype = "sometimes"\nresponds_to = "ignore_drink"\n'
        'flavor = "My printing."\neffects = [{op = "ignore_drink"}]\n\n'
        '[[cards]]\ntitle = "A Toast to Me"\ntype = "sometimes"\n'
        'responds_to = "ignore_drink"\neffects = [{op = "ignore_drink"}]\n')


def test_settings_lists_loaded_and_skipped_packs(headless: Path,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    from rdi_desktop.saves import data_dir
    from rdi_desktop.scenes.card_packs import CardPacksScene

    folder = data_dir() / "cards"
    folder.mkdir(parents=True)
    (folder / "mine.toml").write_text(GOOD, encoding="utf-8")
    (folder / "bad.toml").write_text("[[cards]]\ntitle = 3\n", encoding="utf-8")
    try:
        with caplog.at_level(logging.WARNING):
            app = make_app()  # the app loads the packs as it starts
        logged = [r.getMessage() for r in caplog.records if "card pack" in r.getMessage()]
        assert len(logged) == 1 and "bad.toml" in logged[0]
        app.close_message()
        app.open_scene("settings")
        frames(app, 2)
        button = app.top.w["packs"]  # type: ignore[union-attr]
        assert button.text == "Card packs: 1 loaded, 1 skipped"
        click_at(app, button.get_abs_rect().center)
        scene = app.top
        assert isinstance(scene, CardPacksScene)
        text = [t.strip() for t, _c, _s in scene.lines()]
        assert "mine.toml (loaded)" in text and "bad.toml (skipped)" in text
        assert "adds 1 card(s): A Toast to Me" in text
        assert "overrides 1 card(s): Parkour!" in text
        assert logged[0] in text, "a skipped pack is said in the same words as the log"
        frames(app, 2)
        app.shutdown()
    finally:
        use_packs([])


def test_no_packs_says_where_they_go(headless: Path, running_app: App) -> None:
    from rdi_desktop.scenes.card_packs import CardPacksScene, summary

    app = running_app
    use_packs([])
    assert summary() == "Card packs: none"
    app.open_scene("card_packs")
    scene = app.top
    assert isinstance(scene, CardPacksScene)
    assert any("No card packs" in t for t, _c, _s in scene.lines())
    frames(app, 2)
