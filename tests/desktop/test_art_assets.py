"""Pictures (issue 30): a portrait for every character, Otto and each Boss form; an
illustration for every card kind; a missing picture is logged and drawn plain; the New
Game picker chooses by face."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest

from engine.cards import cards
from engine.kits import boss_characters, playable_characters
from rdi_desktop.card_art import card_art, drink_art, text_icon
from rdi_desktop.looks import TYPE_ICONS, all_icons
from rdi_desktop.resources import resource_path


def _colours(surf: pygame.Surface) -> int:
    w, h = surf.get_size()
    return len({tuple(surf.get_at((x, y))) for x in range(0, w, 2) for y in range(0, h, 2)})


def test_every_character_otto_and_boss_form_has_a_portrait(headless: Path) -> None:
    pygame.display.init()
    wanted = [f"{c}.png" for c in playable_characters()] + ["otto.png"] + \
        [f"{c}-boss.png" for c in boss_characters()]
    assert len(wanted) == 18 + 1 + len(boss_characters())
    for name in wanted:
        path = resource_path(f"assets/portraits/{name}")
        img = pygame.image.load(str(path))
        assert img.get_size() == (256, 256), name
        small = pygame.transform.smoothscale(img, (48, 48))
        assert _colours(small) > 40, f"{name} is not a picture at 48 px"


def test_portraits_differ(headless: Path) -> None:
    pygame.display.init()
    seen = {resource_path(f"assets/portraits/{c}.png").read_bytes()
            for c in playable_characters()}
    assert len(seen) == len(playable_characters())


def test_every_icon_used_is_vendored_with_its_licence() -> None:
    for name in all_icons():
        assert resource_path(f"assets/icons/{name}.png").is_file(), name
        assert resource_path(f"assets/icons/svg/{name}.svg").is_file(), name
    licence = resource_path("assets/icons/LICENSE.txt").read_text(encoding="utf-8")
    assert "CC BY 3.0" in licence and "game-icons.net" in licence


def test_every_card_kind_has_art() -> None:
    """Kits' and variants' own kinds too (their icons are registered by the mat files and
    widgets, loaded by the conftest as at the app's start-up)."""
    kinds = {c.type for c in cards().cards.values()}
    assert kinds - set(TYPE_ICONS) == set()
    for c in cards().cards.values():
        d = c.drink
        pic = card_art(c.type, c.title, c.text,
                       (d.alcohol, d.fortitude, d.chaser) if d is not None else None,
                       tuple(c.subtypes))
        assert resource_path(f"assets/icons/{pic.icon}.png").is_file(), (c.id, pic.icon)


def test_drinks_by_type_and_strength_actions_by_effect() -> None:
    assert drink_art("Wine", 2, 0, False).icon == "wine-glass"
    assert drink_art("Holy Water", 0, 2, False).icon == "water-drop"
    assert drink_art("Something on the Rocks", 2, 0, True).accent == "glass-shot"
    weak, strong = drink_art("Mystery", 1, 0, False), drink_art("Mystery", 5, 0, False)
    assert weak.icon != strong.icon and weak.backdrop != strong.backdrop
    assert text_icon("Pick another player. The chosen player loses 2 Fortitude.") == "punch"
    assert text_icon("Play when a Sometimes card is played. Negate that card.") == "cancel"
    assert text_icon("Play on a Drink you would drink. Ignore that Drink.") == "checked-shield"

    mixin = card_art("sometimes", "Float", "Ignore a Drink", None, ("mixin",))
    assert mixin.icon != card_art("sometimes", "Float", "Ignore a Drink").icon


def test_a_missing_picture_is_logged_once_and_drawn_plain(
        headless: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    pygame.display.init()
    pygame.font.init()
    from rdi_desktop import art

    art.clear()
    monkeypatch.setattr(art, "PORTRAIT_DIR", str(headless / "gone"))
    monkeypatch.setattr(art, "ICON_DIR", str(headless / "gone"))
    with caplog.at_level(logging.WARNING):
        face = art.portrait("jett", 64)
        art.portrait("jett", 32)
        card = art.card_face("wine", 120)
    assert face.get_size() == (64, 64) and _colours(face) > 3
    assert card.get_size() == (120, 168)
    assert sum("gone/jett.png" in r.message for r in caplog.records) == 1
    assert any("gone/wine-glass.png" in r.message for r in caplog.records)
    art.clear()


def test_new_game_picks_a_character_by_face(headless: Path) -> None:
    from rdi_desktop.app import App
    from rdi_desktop.settings import Settings

    app = App(size=(1280, 720), settings=Settings())
    try:
        scene = app.open_scene("new_game")
        assert scene is not None
        app.running = True
        app.step(0.016)
        face = scene.face_rect(1)  # type: ignore[attr-defined]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=face.center,
                                             button=1))
        app.step(0.016)
        assert scene.picking == 1  # type: ignore[attr-defined]
        cells = scene.pick_cells()  # type: ignore[attr-defined]
        assert len(cells) == len(playable_characters())
        rect, cid = next((r, c) for r, c in cells
                         if c != scene.rows[1]["character"])  # type: ignore[attr-defined]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center,
                                             button=1))
        app.step(0.016)
        assert scene.picking is None  # type: ignore[attr-defined]
        assert scene.rows[1]["character"] == cid  # type: ignore[attr-defined]
        assert scene.setup()[0]["players"][1]["character"] == cid  # type: ignore[attr-defined]
    finally:
        app.shutdown()


def test_credits_open_from_the_title_and_name_every_source(headless: Path) -> None:
    import pygame_gui

    from rdi_desktop.app import App
    from rdi_desktop.scenes.credits import credits_html
    from rdi_desktop.settings import Settings

    text = credits_html()
    for source in ("game-icons.net", "CC BY 3.0", "tools/build_sound.py", "FluidR3_GM",
                   "Blankenburg",
                   "DejaVu", "pygame-ce", "pygame_gui"):
        assert source in text
    app = App(size=(1280, 720), settings=Settings())
    try:
        app.open_scene("title")
        app.running = True
        app.step(0.016)
        button = next(b for b in app.top.order if b.text == "Credits")  # type: ignore[union-attr]
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
        app.step(0.016)
        assert type(app.top).__name__ == "CreditsScene"
    finally:
        app.shutdown()


def test_portrait_files_match_the_looks(headless: Path) -> None:
    """A look changed in a mat file without rerunning tools/build_art.py would ship
    stale portraits: each file must be what the builder draws from the look now."""
    import importlib.util

    from rdi_desktop.looks import LOOKS

    spec = importlib.util.spec_from_file_location(
        "build_art", resource_path("tools/build_art.py"))
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    pygame.display.init()

    for ch, look in LOOKS.items():
        drawn = pygame.image.tobytes(build.portrait(look), "RGBA")
        saved = pygame.image.load(str(resource_path(f"assets/portraits/{ch}.png")))
        assert pygame.image.tobytes(saved, "RGBA") == drawn, f"rerun tools/build_art.py ({ch})"
