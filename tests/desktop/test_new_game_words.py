"""New Game's words (issue 31): the Boss label follows the Boss chosen in the row,
the variant check boxes' labels do not run together (nor into the seed), and the
character menu is wide enough for the longest name."""

from __future__ import annotations

from pathlib import Path

from engine.kits import boss_characters


def test_boss_label_follows_the_chosen_boss(headless: Path) -> None:
    from rdi_desktop.scenes.new_game import NewGameScene
    from tests.desktop.ui_driver import frames, make_app

    app = make_app((1280, 720))
    try:
        scene = app.open_scene("new_game")
        assert isinstance(scene, NewGameScene)
        scene.set_mode("boss-battle")
        frames(app, 2)
        boss = next(i for i, r in enumerate(scene.roles()) if r["boss"])
        for cid in boss_characters():
            scene.rows[boss]["character"] = cid
            assert scene.role_text(boss) == f"Boss {scene.char_name(cid)}"
        # the check boxes: each label's text ends before the next box, the last before
        # the seed's label
        from rdi_desktop import art

        boxes = sorted(scene.option_boxes, key=lambda b: b.get_abs_rect().x)
        labels = {"bar_deck": "Bar Deck", "prize": "Prize", "pub_crawl": "Pub Crawl",
                  "sea_events": "Sea Events"}
        for a, b in zip(boxes, boxes[1:]):
            text_end = a.get_abs_rect().right + 4 + art.font("dejavu_sans", 15).size(
                labels[scene.option_boxes[a]])[0]
            assert text_end < b.get_abs_rect().x, (scene.option_boxes[a], text_end)
        assert scene.seed_entry is not None and scene.seed_entry.get_abs_rect().right <= 1280
        # the longest character name fits its menu
        widest = max(art.font("dejavu_serif", 18, "bold").size(c[1])[0] for c in scene.chars)
        assert scene.widgets[0]["char"].get_abs_rect().w - 30 >= widest
    finally:
        app.shutdown()
