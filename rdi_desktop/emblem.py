"""The program's emblem, drawn with Pillow: the icon of the builds and the desktop entry.

The project's own art (no publisher art): a red heraldic shield with a gold rim and a
foaming gold tankard, on a dark round wooden badge. Drawn large and scaled down so
every icon size is smooth. Pure Pillow, no pygame, so the PyInstaller spec can call it
at build time on any platform::

    python -m rdi_desktop.emblem OUTDIR     # rdi-desktop.png, .ico and .icns

The icons are generated, never committed: the spec writes them into its work folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

__all__ = ["ICO_SIZES", "NAME", "draw_emblem", "write_icons"]

NAME = "rdi-desktop"
#: the sizes a Windows .ico holds (Explorer, taskbar, Alt-Tab)
ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]
_CANVAS = 1024  # drawn at this size, then scaled down

_WOOD, _WOOD_DARK = (92, 56, 30, 255), (38, 22, 11, 255)
_GOLD, _GOLD_DARK = (224, 184, 79, 255), (150, 110, 30, 255)
_RED, _RED_DARK = (179, 32, 26, 255), (110, 16, 12, 255)
_FOAM = (248, 240, 222, 255)


def _shield(c: int) -> list[tuple[float, float]]:
    """A heater shield's outline on a ``c``-pixel canvas (flat top, pointed base)."""
    top, left, right = c * 0.22, c * 0.26, c * 0.74
    pts = [(left, top), (right, top)]
    for i in range(1, 13):  # the right flank curving to the point
        t = i / 12
        pts.append((right - (right - c / 2) * t ** 1.6, top + c * 0.32 + c * 0.30 * t))
    pts += [(c - x, y) for x, y in reversed(pts[2:-1])]
    return pts


def _tankard(d: ImageDraw.ImageDraw, c: int) -> None:
    """A gold tankard with a foaming head in the middle of the shield."""
    body = (c * 0.40, c * 0.40, c * 0.58, c * 0.66)
    d.rounded_rectangle(body, radius=c * 0.02, fill=_GOLD, outline=_GOLD_DARK, width=c // 90)
    d.arc((c * 0.52, c * 0.44, c * 0.67, c * 0.60), -90, 90, fill=_GOLD, width=c // 32)
    for y in (0.46, 0.60):  # hoops
        d.rectangle((c * 0.395, c * y, c * 0.585, c * (y + 0.018)), fill=_GOLD_DARK)
    for x, r in ((0.42, 0.045), (0.48, 0.055), (0.55, 0.045)):  # foam
        d.ellipse((c * (x - r), c * (0.40 - r), c * (x + r), c * (0.40 + r)), fill=_FOAM)


def draw_emblem(size: int = 512) -> Image.Image:
    """The emblem as a square RGBA image of ``size`` pixels (transparent corners)."""
    c = _CANVAS
    img = Image.new("RGBA", (c, c), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((c * 0.03, c * 0.03, c * 0.97, c * 0.97), fill=_WOOD_DARK)
    d.ellipse((c * 0.06, c * 0.06, c * 0.94, c * 0.94), fill=_WOOD, outline=_GOLD,
              width=c // 40)
    shadow = Image.new("RGBA", (c, c), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).polygon([(x + c * 0.015, y + c * 0.02) for x, y in _shield(c)],
                                   fill=(0, 0, 0, 150))
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(c / 80)))
    d.polygon(_shield(c), fill=_RED, outline=_GOLD, width=c // 28)
    d.line((c * 0.30, c * 0.245, c * 0.70, c * 0.245), fill=_RED_DARK, width=c // 60)
    _tankard(d, c)
    return img.resize((size, size), Image.Resampling.LANCZOS)


def write_icons(folder: Path | str) -> dict[str, Path]:
    """Write ``rdi-desktop.png`` (512 px), ``.ico`` (Windows) and ``.icns`` (macOS) into
    ``folder``; returns them by kind ("png", "ico", "icns")."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    big = draw_emblem(_CANVAS)
    paths = {kind: out / f"{NAME}.{kind}" for kind in ("png", "ico", "icns")}
    big.resize((512, 512), Image.Resampling.LANCZOS).save(paths["png"])
    big.resize((256, 256), Image.Resampling.LANCZOS).save(paths["ico"], sizes=ICO_SIZES)
    big.save(paths["icns"])
    return paths


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m rdi_desktop.emblem OUTDIR")
    for kind, path in write_icons(sys.argv[1]).items():
        print(f"{kind}: {path}")
