"""Build the game's pictures: vendor the game-icons.net icons it uses and compose the
character portraits (``assets/icons/``, ``assets/portraits/``).

    python tools/build_art.py [--icons-json PATH/icons.json]

With ``--icons-json`` (the ``icons.json`` of the npm package
``@iconify-json/game-icons``, CC BY 3.0: ``npm pack @iconify-json/game-icons``) the
icons the game uses (``rdi_desktop.looks.all_icons``) are first written as SVG files
to ``assets/icons/svg/``; without it the vendored SVGs are used. Then every icon is
rendered once as a 128 px white mask (``assets/icons/<name>.png``, tinted at run
time) and every character in ``rdi_desktop.looks.LOOKS`` gets a 256 px framed
portrait (``assets/portraits/<id>.png``; a Boss-capable kit also ``<id>-boss.png``).
Deterministic: the same inputs give the same files, so the build is reproducible.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from rdi_desktop.looks import LOOKS, Look, all_icons  # noqa: E402
from rdi_desktop.plugins import load_all  # noqa: E402

load_all()  # the mat files and widgets register their looks and icons

ICONS = ROOT / "assets" / "icons"
SVG = ICONS / "svg"
PORTRAITS = ROOT / "assets" / "portraits"
MASK = 128
SIZE = 256


def vendor_svgs(icons_json: Path, names: list[str]) -> None:
    """Write each used icon's SVG (from the iconify JSON) to assets/icons/svg/."""
    data = json.loads(icons_json.read_text(encoding="utf-8"))
    w, h = data.get("width", 512), data.get("height", 512)
    SVG.mkdir(parents=True, exist_ok=True)
    for old in SVG.glob("*.svg"):
        if old.stem not in names:
            old.unlink()
    for name in names:
        body = data["icons"][name]["body"].replace("currentColor", "#fff")
        (SVG / f"{name}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
            f'width="{w}" height="{h}">{body}</svg>\n', encoding="utf-8")


def render_masks(names: list[str]) -> None:
    """A white-on-transparent PNG per icon (pygame loads SVG through SDL_image)."""
    for old in ICONS.glob("*.png"):
        if old.stem not in names:
            old.unlink()
    for name in names:
        img = pygame.image.load_sized_svg(str(SVG / f"{name}.svg"), (MASK, MASK))
        pygame.image.save(img, str(ICONS / f"{name}.png"))


def _mask(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    img = pygame.image.load_sized_svg(str(SVG / f"{name}.svg"), (size, size))
    img.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return img


def _shade(c: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (min(255, round(c[0] * k)), min(255, round(c[1] * k)), min(255, round(c[2] * k)))


def _backdrop(look: Look, boss: bool) -> pygame.Surface:
    """A radial glow in the character's colour with rays behind the emblem."""
    c1, c2 = look.colours
    if boss:
        c1 = (150, 30, 20)
    surf = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    r = SIZE // 2
    for i in range(r, 0, -2):
        k = 0.35 + 0.9 * (1 - i / r)
        pygame.draw.circle(surf, _shade(c1, k), (r, r), i)
    rays = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    for n in range(16):
        a0 = n * math.pi / 8
        pts = [(r, r), (r + r * math.cos(a0), r + r * math.sin(a0)),
               (r + r * math.cos(a0 + 0.12), r + r * math.sin(a0 + 0.12))]
        pygame.draw.polygon(rays, (*c2, 34), pts)
    surf.blit(rays, (0, 0))
    return surf


def _with_outline(icon: pygame.Surface, edge: tuple[int, int, int], px: int) -> pygame.Surface:
    """The icon over a dark copy of itself shifted around: legible on any backdrop."""
    dark = icon.copy()
    dark.fill((*edge, 255), special_flags=pygame.BLEND_RGBA_MIN)
    out = pygame.Surface((icon.get_width() + 2 * px, icon.get_height() + 2 * px),
                         pygame.SRCALPHA)
    for dx in range(-px, px + 1, max(1, px // 2)):
        for dy in range(-px, px + 1, max(1, px // 2)):
            out.blit(dark, (px + dx, px + dy))
    out.blit(icon, (px, px))
    return out


def portrait(look: Look, boss: bool = False) -> pygame.Surface:
    """A round framed medallion: backdrop, the big emblem icon, the accent icon in a
    small disc at the lower right, a ring in the accent colour (a Boss: a crown)."""
    c1, c2 = look.colours
    r = SIZE // 2
    art = _backdrop(look, boss)
    big = _with_outline(_mask(look.icon, 156, c2), _shade(c1, 0.25), 5)
    art.blit(big, big.get_rect(center=(r, r - 6 + (10 if boss else 0))))
    if look.accent:
        disc = (r + 66, r + 66)
        pygame.draw.circle(art, _shade(c1, 0.3), disc, 40)
        pygame.draw.circle(art, c2, disc, 40, 4)
        small = _mask(look.accent, 54, c2)
        art.blit(small, small.get_rect(center=disc))
    if boss:
        crown = _with_outline(_mask("crown", 92, (250, 200, 60)), (60, 10, 0), 4)
        art.blit(crown, crown.get_rect(center=(r, 44)))
    # the frame: dark rim, the accent colour, a gold hairline; outside is transparent
    out = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.circle(out, (255, 255, 255, 255), (r, r), r - 2)
    out.blit(art, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(out, (24, 14, 8), (r, r), r - 2, 10)
    pygame.draw.circle(out, (240, 120, 40) if boss else c2, (r, r), r - 5, 6)
    pygame.draw.circle(out, (224, 184, 79), (r, r), r - 12, 2)
    return out


def build_portraits() -> list[str]:
    from engine.kits import boss_characters

    PORTRAITS.mkdir(parents=True, exist_ok=True)
    bosses = set(boss_characters())
    written = []
    for ch, look in sorted(LOOKS.items()):
        forms = [("", False)] + ([("-boss", True)] if ch in bosses else [])
        for suffix, boss in forms:
            path = PORTRAITS / f"{ch}{suffix}.png"
            pygame.image.save(portrait(look, boss), str(path))
            written.append(path.name)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--icons-json", type=Path, help="icons.json of @iconify-json/game-icons")
    args = ap.parse_args(argv)
    pygame.display.init()
    names = all_icons()
    if args.icons_json:
        vendor_svgs(args.icons_json, names)
    missing = [n for n in names if not (SVG / f"{n}.svg").exists()]
    if missing:
        print(f"missing icons (pass --icons-json): {', '.join(missing)}", file=sys.stderr)
        return 1
    render_masks(names)
    written = build_portraits()
    print(f"{len(names)} icons, {len(written)} portraits")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
