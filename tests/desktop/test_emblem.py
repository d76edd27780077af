"""The emblem drawn for the icons (issue 35): the project's own drawing, every size a
platform asks for, transparent outside the badge."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from rdi_desktop.emblem import ICO_SIZES, draw_emblem, write_icons


def test_the_emblem_is_a_drawn_badge_with_clear_corners() -> None:
    img = draw_emblem(128)
    assert img.size == (128, 128) and img.mode == "RGBA"
    assert img.getpixel((1, 1))[3] == 0, "corners are transparent"
    assert img.getpixel((64, 64))[3] == 255
    colours = img.convert("RGB").getcolors(maxcolors=100_000)
    assert colours is None or len(colours) > 50


def test_icons_for_every_platform(tmp_path: Path) -> None:
    paths = write_icons(tmp_path / "icons ü")
    with Image.open(paths["png"]) as png:
        assert png.format == "PNG" and png.size == (512, 512)
    with Image.open(paths["ico"]) as ico:
        assert ico.format == "ICO"
        assert set(ICO_SIZES) <= set(ico.info["sizes"])
    with Image.open(paths["icns"]) as icns:
        assert icns.format == "ICNS"
        assert (512, 512, 2) in icns.info["sizes"]
