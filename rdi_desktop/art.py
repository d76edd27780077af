"""Generated art, drawn with pygame and cached: card faces, backs, emblems, tokens.

No publisher art: every card face is a type-coloured frame with its title, an
illustration (a game-icons.net icon chosen by :mod:`rdi_desktop.card_art` for the
card's kind, a Drink's strength and type, an Action's effect), its rules text
(``CardDef.text``) and flavour, laid out to fit; every character has a portrait
(``assets/portraits/<id>.png``, built by ``tools/build_art.py``) and a palette from its
look (:mod:`rdi_desktop.looks`). A missing or unreadable picture is logged once and
drawn as a plain shape instead: the game never stops for one. All functions cache their
surfaces by (what, size), so drawing the table each frame only blits.
``rotated`` caches rotated/scaled copies (never rotozoom every frame).
"""

from __future__ import annotations

import hashlib
import logging
import math
from functools import lru_cache

import pygame

from rdi_desktop import palette as meaning
from rdi_desktop.card_art import CardArt, card_art
from rdi_desktop.card_info import card_info, card_type
from rdi_desktop.card_info import (
    card_title as card_title,  # the drawing modules call art.card_title
)
from rdi_desktop.fonts import font
from rdi_desktop.looks import LOOKS
from rdi_desktop.resources import resource_path

log = logging.getLogger(__name__)

#: card type -> (frame colour, banner colour, label)
TYPE_STYLE: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], str]] = {
    "action": ((150, 34, 28), (196, 64, 48), "Action"),
    "sometimes": ((38, 78, 150), (70, 112, 190), "Sometimes"),
    "anytime": ((36, 118, 62), (70, 156, 92), "Anytime"),
    "gambling": ((176, 128, 24), (214, 168, 52), "Gambling"),
    "cheating": ((96, 40, 128), (136, 74, 170), "Cheating"),
    "drink": ((120, 70, 24), (170, 110, 44), "Drink"),
    "drink_event": ((20, 110, 116), (52, 150, 156), "Drink Event"),
    "sea_event": ((22, 66, 120), (46, 108, 170), "Sea Event"),
    "tavern": ((96, 62, 30), (138, 96, 52), "Tavern"),  # its own banner, not "Card"
}
UNKNOWN_STYLE = ((90, 90, 90), (130, 130, 130), "Card")

PARCHMENT = (240, 226, 192)
INK = (36, 22, 12)
GOLD = (224, 184, 79)

_cache: dict[tuple, pygame.Surface] = {}
_CACHE_MAX = 3000
#: the cache's budget for its pixels: an evening of tables, zooms and window sizes
#: would otherwise keep every size of every card face drawn (hundreds of MB);
#: past it the oldest pictures go first (a picture still in use is drawn again)
_CACHE_BYTES = 48 * 2**20
#: bytes of each cached picture, and their sum
_sizes: dict[tuple, int] = {}
_held = [0]
#: loaded picture files by path (None: missing or unreadable, already logged)
_masks: dict[str, pygame.Surface | None] = {}
ICON_DIR = "assets/icons"
PORTRAIT_DIR = "assets/portraits"


def clear() -> None:
    _cache.clear()
    _words.clear()
    _sizes.clear()
    _held[0] = 0
    _masks.clear()


def cached_bytes() -> int:
    """The bytes of pixels the picture cache holds now (bounded by ``_CACHE_BYTES``)."""
    return _held[0]


#: id of a cached text line -> its words (the layout tests read what a label says)
_words: dict[int, str] = {}


def words_of(img: pygame.Surface) -> str:
    """The words of a text line drawn by :func:`text` or :func:`outlined_text` ("" for
    any other picture)."""
    return _words.get(id(img), "")


def _remember(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    """Keep ``surf`` under ``key``; the oldest pictures go past the budget."""
    _held[0] -= _sizes.pop(key, 0)
    gone = _cache.pop(key, None)
    if gone is not None:
        _words.pop(id(gone), None)
    if key[0] in ("text", "outlined"):
        _words[id(surf)] = key[1]
    size = surf.get_width() * surf.get_height() * surf.get_bytesize()
    _cache[key] = surf
    _sizes[key] = size
    _held[0] += size
    while (_held[0] > _CACHE_BYTES or len(_cache) > _CACHE_MAX) and len(_cache) > 1:
        old = next(iter(_cache))
        _words.pop(id(_cache.pop(old)), None)
        _held[0] -= _sizes.pop(old, 0)
    return surf


def _convert(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def palette(character: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """A character's (main, accent) colours: from its look (its mat file), else
    derived from its id so a character without one still has its own."""
    if character in LOOKS:
        return LOOKS[character].colours
    d = hashlib.sha1(character.encode()).digest()
    return ((60 + d[0] % 140, 40 + d[1] % 120, 40 + d[2] % 140),
            (150 + d[3] % 100, 150 + d[4] % 100, 80 + d[5] % 120))


# ---------------------------------------------------------------------------
# pictures: icons and portraits from assets/
# ---------------------------------------------------------------------------
def load_picture(rel: str) -> pygame.Surface | None:
    """A bundled PNG, loaded once; a missing or unreadable file is logged once and
    gives None (the caller draws a plain fallback)."""
    if rel in _masks:
        return _masks[rel]
    try:
        img: pygame.Surface | None = pygame.image.load(str(resource_path(rel)))
    except (pygame.error, OSError, ValueError) as exc:
        log.warning("picture %s could not be loaded (%s); drawing a plain one", rel, exc)
        img = None
    if img is not None and pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    _masks[rel] = img
    return img


def icon(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A game-icons.net icon ``size`` px square in ``colour`` (from its white mask,
    assets/icons/<name>.png); a plain diamond when the file is missing."""
    size = max(4, int(size))
    key = ("icon", name, size, colour)
    if key in _cache:
        return _cache[key]
    mask = load_picture(f"{ICON_DIR}/{name}.png")
    if mask is None:
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        h = size // 2
        pygame.draw.polygon(out, colour, [(h, 1), (size - 2, h), (h, size - 2), (1, h)])
    else:
        out = pygame.transform.smoothscale(mask, (size, size))
        out.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return _remember(key, out)


def icon_outlined(name: str, size: int, colour: tuple[int, int, int],
                  edge: tuple[int, int, int] = (20, 12, 6)) -> pygame.Surface:
    """:func:`icon` over a dark copy of itself: legible on any backdrop."""
    key = ("icon_o", name, size, colour, edge)
    if key in _cache:
        return _cache[key]
    px = max(1, size // 40)
    dark = icon(name, size, edge)
    out = pygame.Surface((size + 2 * px, size + 2 * px), pygame.SRCALPHA)
    for dx in (-px, 0, px):
        for dy in (-px, 0, px):
            out.blit(dark, (px + dx, px + dy))
    out.blit(icon(name, size, colour), (px, px))
    return _remember(key, out)


def portrait(character: str, size: int, boss: bool = False) -> pygame.Surface:
    """The character's round framed portrait (assets/portraits/<id>[-boss].png) at
    ``size`` px; the drawn emblem when there is no readable file."""
    size = max(12, int(size))
    key = ("portrait", character, size, boss)
    if key in _cache:
        return _cache[key]
    img = None
    if boss:
        img = load_picture(f"{PORTRAIT_DIR}/{character}-boss.png")
    if img is None:
        img = load_picture(f"{PORTRAIT_DIR}/{character}.png")
    if img is None:
        return _remember(key, drawn_emblem(character, size))
    return _remember(key, pygame.transform.smoothscale(img, (size, size)))


# ---------------------------------------------------------------------------
# text
# ---------------------------------------------------------------------------
def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_text(text: str, family: str, style: str, width: int, height: int, start: int,
             minimum: int = 7) -> tuple[pygame.font.Font, list[str]]:
    """The largest font size (<= start) whose wrapped text fits the box."""
    size = start
    while True:
        f = font(family, size, style)
        lines = wrap(text, f, width)
        if len(lines) * f.get_linesize() <= height or size <= minimum:
            return f, lines
        size -= 1


def blit_lines(surf: pygame.Surface, lines: list[str], f: pygame.font.Font, colour: tuple,
               x: int, y: int, width: int, centre: bool = True) -> int:
    for line in lines:
        img = f.render(line, True, colour)
        dx = (width - img.get_width()) // 2 if centre else 0
        surf.blit(img, (x + dx, y))
        y += f.get_linesize()
    return y


def outlined(text: str, f: pygame.font.Font, colour: tuple, outline: tuple = (0, 0, 0),
             px: int = 1) -> pygame.Surface:
    base = f.render(text, True, colour)
    edge = f.render(text, True, outline)
    out = pygame.Surface((base.get_width() + 2 * px, base.get_height() + 2 * px),
                         pygame.SRCALPHA)
    for dx in (-px, 0, px):
        for dy in (-px, 0, px):
            if dx or dy:
                out.blit(edge, (px + dx, px + dy))
    out.blit(base, (px, px))
    return out


def outlined_text(text: str, family: str, size: int, style: str, colour: tuple,
                  outline: tuple = (0, 0, 0), px: int = 1) -> pygame.Surface:
    """:func:`outlined`, cached (floating texts and banners repeat a lot)."""
    key = ("outlined", text, family, size, style, colour, outline, px)
    if key in _cache:
        return _cache[key]
    return _remember(key, outlined(text, font(family, max(6, int(size)), style), colour,
                                   outline, px))


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def card_face(card_id: str, width: int) -> pygame.Surface:
    """A card face ``width`` wide (height = 1.4 x width), cached."""
    width = max(16, int(width))
    key = ("face", card_id, width)
    if key in _cache:
        return _cache[key]
    title, ctype, text, flavour, owner = card_info(card_id)
    frame, banner, label = TYPE_STYLE.get(ctype, UNKNOWN_STYLE)
    h = round(width * 1.4)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    r = max(3, width // 14)
    pygame.draw.rect(surf, frame, (0, 0, width, h), border_radius=r)
    pygame.draw.rect(surf, (20, 12, 6), (0, 0, width, h), max(1, width // 60), border_radius=r)
    m = max(2, width // 18)
    inner = pygame.Rect(m, m, width - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, PARCHMENT, inner, border_radius=max(2, r - 2))
    # title banner
    th = max(10, round(h * 0.15))
    tb = pygame.Rect(inner.x, inner.y, inner.w, th)
    pygame.draw.rect(surf, banner, tb, border_top_left_radius=max(2, r - 2),
                     border_top_right_radius=max(2, r - 2))
    pygame.draw.line(surf, (30, 18, 8), tb.bottomleft, tb.bottomright, max(1, width // 80))
    pad = max(2, width // 24)
    tf, tlines = fit_text(title, "dejavu_serif", "bold", tb.w - 2 * pad, th - 2,
                          max(8, round(width * 0.1)), minimum=6)
    ty = tb.y + (th - len(tlines) * tf.get_linesize()) // 2
    for line in tlines:
        img = outlined(line, tf, (255, 248, 228), (30, 14, 6))
        surf.blit(img, (tb.x + (tb.w - img.get_width()) // 2, ty))
        ty += tf.get_linesize()
    # type line
    lf = font("dejavu_sans", max(6, round(width * 0.068)), "bold")
    # the owner names a character's deck; the variants' cards belong to no one (a tavern
    # reads "TAVERN", not "TAVERN · VARIANTS")
    tl = label.upper() if owner in ("generic", "drinks", "variants", "") \
        else f"{label.upper()} · {owner.upper()}"
    img = lf.render(tl, True, tuple(round(v * 0.6) for v in frame))  # 4.5:1 on parchment
    y = tb.bottom + max(1, h // 90)
    surf.blit(img, (inner.x + (inner.w - img.get_width()) // 2, y))
    y += img.get_height() + max(1, h // 80)
    # the illustration (a Drink's numbers sit on it as badges)
    y = _illustration(surf, card_id, pygame.Rect(inner.x + pad, y, inner.w - 2 * pad,
                                                  round(h * 0.22)), width)
    # rules text + flavour
    fl_h = round(h * 0.12) if flavour else 0
    box = pygame.Rect(inner.x + pad, y, inner.w - 2 * pad, inner.bottom - y - fl_h - pad)
    if text and box.h > 4:
        f, lines = fit_text(text, "dejavu_sans", "regular", box.w, box.h,
                            max(7, round(width * 0.075)), minimum=5)
        blit_lines(surf, lines, f, INK, box.x, box.y, box.w)
    if flavour and fl_h > 6:
        fb = pygame.Rect(inner.x + pad, inner.bottom - fl_h - pad // 2, inner.w - 2 * pad, fl_h)
        pygame.draw.line(surf, (170, 140, 100), (fb.x + fb.w // 6, fb.y - 1),
                         (fb.right - fb.w // 6, fb.y - 1), 1)
        f, lines = fit_text(flavour, "dejavu_serif", "italic", fb.w, fb.h,
                            max(6, round(width * 0.062)), minimum=5)
        blit_lines(surf, lines, f, (96, 70, 46), fb.x, fb.y + 1, fb.w)
    return _remember(key, _convert(surf))


@lru_cache(maxsize=4096)
def _card_picture(card_id: str) -> CardArt:
    """What the card's illustration shows (rdi_desktop.card_art decides)."""
    from engine.cards import cards

    title, ctype, text, _, _ = card_info(card_id)
    try:
        c = cards().get(card_id)
        d, subtypes = c.drink, tuple(c.subtypes)
    except Exception:  # noqa: BLE001 - unknown ids get their kind's picture
        d, subtypes = None, ()
    stats = (d.alcohol, d.fortitude, d.chaser) if d is not None else None
    return card_art(ctype, title, text, stats, subtypes)


def _illustration(surf: pygame.Surface, card_id: str, band: pygame.Rect, width: int) -> int:
    """Draw the card's picture in ``band``: a backdrop in its kind's (a Drink's
    strength's) colour with light rays, the icon, a small second icon; returns the
    y below it."""
    pic = _card_picture(card_id)
    r = max(2, width // 24)
    pygame.draw.rect(surf, pic.backdrop, band, border_radius=r)
    glow = tuple(min(255, v + 40) for v in pic.backdrop)
    pygame.draw.ellipse(surf, glow, band.inflate(-band.w // 4, -band.h // 6))
    pygame.draw.rect(surf, (40, 24, 10), band, max(1, width // 90), border_radius=r)
    size = max(8, round(band.h * 0.86))
    img = icon_outlined(pic.icon, size, (250, 238, 210))
    surf.blit(img, img.get_rect(center=band.center))
    if card_type(card_id) == "drink":
        _drink_badge(surf, card_id, band, width)  # its second icon is in the badges
    elif pic.accent and band.h >= 14:
        acc = icon_outlined(pic.accent, max(6, band.h // 3), (255, 250, 235))
        surf.blit(acc, acc.get_rect(bottomright=(band.right - 2, band.bottom - 2)))
    return band.bottom + max(1, width // 40)


def _drink_badge(surf: pygame.Surface, card_id: str, band: pygame.Rect, width: int) -> None:
    """A Drink's Alcohol Content (left) and Chaser or Fortitude (right) as badges on
    the sides of its illustration."""
    from engine.cards import cards

    try:
        d = cards().get(card_id).drink
    except Exception:  # noqa: BLE001
        return
    if d is None:
        return
    rad = max(5, min(round(width * 0.13), band.h // 2 - 1))
    cy = band.centery
    left, right = band.x + rad + 2, band.right - rad - 2
    edge = max(1, width // 70)
    pygame.draw.circle(surf, (150, 30, 24), (left, cy), rad)
    pygame.draw.circle(surf, GOLD, (left, cy), rad, edge)
    f = font("dejavu_sans", max(7, round(rad * 1.1)), "bold")
    t = f.render(f"{d.alcohol:+d}", True, (255, 244, 220))
    surf.blit(t, t.get_rect(center=(left, cy)))
    if d.chaser:  # a Chaser: a shot glass on blue
        pygame.draw.circle(surf, (40, 90, 160), (right, cy), rad)
        pygame.draw.circle(surf, GOLD, (right, cy), rad, edge)
        g = icon("glass-shot", round(rad * 1.3), (255, 255, 255))
        surf.blit(g, g.get_rect(center=(right, cy)))
    elif d.fortitude:
        pygame.draw.circle(surf, (36, 110, 60) if d.fortitude > 0 else (60, 40, 40),
                           (right, cy), rad)
        pygame.draw.circle(surf, GOLD, (right, cy), rad, edge)
        t = f.render(f"{d.fortitude:+d}", True, (255, 255, 255))
        surf.blit(t, t.get_rect(center=(right, cy)))


def card_back(width: int, kind: str = "player", character: str = "") -> pygame.Surface:
    """A card back: drink backs are amber with a tankard ring; player backs
    take the character palette."""
    width = max(8, int(width))
    key = ("back", kind, character, width)
    if key in _cache:
        return _cache[key]
    h = round(width * 1.4)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    r = max(2, width // 14)
    if kind == "drink":
        c1, c2 = (120, 62, 18), (232, 178, 70)
    elif kind == "sea":  # the Sea Event Deck: deep blue with a foam-white ring
        c1, c2 = (18, 52, 96), (200, 228, 240)
    else:
        c1, c2 = palette(character) if character else ((110, 24, 20), GOLD)
        c1 = tuple(max(0, v - 20) for v in c1)  # type: ignore[assignment]
    pygame.draw.rect(surf, c1, (0, 0, width, h), border_radius=r)
    m = max(2, width // 12)
    pygame.draw.rect(surf, c2, (m, m, width - 2 * m, h - 2 * m), max(1, width // 30),
                     border_radius=r)
    # diamond lattice
    step = max(6, width // 5)
    col = tuple(min(255, v + 25) for v in c1)
    for x in range(-h, width + h, step):
        pygame.draw.line(surf, col, (x, 2 * m), (x + h, h + 2 * m), 1)
        pygame.draw.line(surf, col, (x, h - 2 * m), (x + h, -h + h - 2 * m - h), 1)
    pygame.draw.circle(surf, c1, (width // 2, h // 2), width // 3)
    pygame.draw.circle(surf, c2, (width // 2, h // 2), width // 3, max(1, width // 30))
    mark = {"drink": "beer-stein", "sea": "big-wave"}.get(kind) or \
        (LOOKS[character].icon if character in LOOKS else "")
    if mark and width >= 20:  # the deck's own picture: a tankard, a wave, the emblem
        img = icon(mark, round(width * 0.44), c2)
        surf.blit(img, img.get_rect(center=(width // 2, h // 2)))
        if width >= 60 and kind in ("drink", "sea"):
            f = font("blankenburg", max(8, width // 6))
            t = outlined({"drink": "Drink", "sea": "Sea"}[kind], f, c2, (30, 14, 4))
            surf.blit(t, t.get_rect(midtop=(width // 2, h // 2 + width // 3 + 2)))
    elif width >= 30:
        f = font("blankenburg", max(8, width // 3))
        t = f.render({"drink": "Drink", "sea": "Sea"}.get(kind, "RDI"), True, c2)
        if t.get_width() > width * 0.6:
            t = pygame.transform.smoothscale(
                t, (round(width * 0.6), max(1, round(t.get_height() * width * 0.6
                                                     / t.get_width()))))
        surf.blit(t, t.get_rect(center=(width // 2, h // 2)))
    pygame.draw.rect(surf, (15, 8, 4), (0, 0, width, h), 1, border_radius=r)
    return _remember(key, _convert(surf))


def rotated(surf_key: tuple, surf: pygame.Surface, angle: float, scale: float = 1.0
            ) -> pygame.Surface:
    """A rotated/scaled copy of ``surf``, cached under (surf_key, angle, scale)."""
    a = round(angle * 2) / 2
    sc = round(scale, 2)
    key = ("rot", surf_key, a, sc)
    if key in _cache:
        return _cache[key]
    out = pygame.transform.rotozoom(surf, a, sc) if (a or sc != 1.0) else surf
    return _remember(key, out)


def dimmed(surf_key: tuple, surf: pygame.Surface) -> pygame.Surface:
    key = ("dim", surf_key)
    if key in _cache:
        return _cache[key]
    out = surf.copy()
    out.fill((120, 120, 130), special_flags=pygame.BLEND_RGB_MULT)
    return _remember(key, out)


def lit(surf_key: tuple, surf: pygame.Surface) -> pygame.Surface:
    """A copy with a glowing edge (legal plays; the palette's "lit" colour): a halo, a
    shape around the card, not a colour alone."""
    key = ("lit", surf_key, meaning.name())
    if key in _cache:
        return _cache[key]
    w, h = surf.get_size()
    pad = max(3, w // 18)
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    glow = meaning.colour("lit")
    for i in range(pad, 0, -1):
        alpha = round(200 * (1 - i / (pad + 1)))
        pygame.draw.rect(out, (*glow, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         border_radius=max(3, w // 14) + i)
    out.blit(surf, (pad, pad))
    return _remember(key, out)


# ---------------------------------------------------------------------------
# emblems, tokens, mats
# ---------------------------------------------------------------------------
def emblem(character: str, size: int, boss: bool = False) -> pygame.Surface:
    """A character's round badge: its portrait (the drawn emblem without one)."""
    return portrait(character, size, boss)


def drawn_emblem(character: str, size: int) -> pygame.Surface:
    """The plain fallback for a missing portrait: a round heraldic emblem with palette
    ring, a glyph pattern seeded by the id, the initial in the middle."""
    size = max(12, int(size))
    key = ("emblem", character, size)
    if key in _cache:
        return _cache[key]
    c1, c2 = palette(character)
    d = hashlib.sha1(character.encode()).digest()
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    pygame.draw.circle(surf, (20, 12, 6), (r, r), r)
    pygame.draw.circle(surf, c2, (r, r), r - 1)
    pygame.draw.circle(surf, c1, (r, r), max(2, r - max(2, size // 12)))
    spokes = 3 + d[6] % 5
    inner = r * 0.62
    pts = []
    for i in range(spokes * 2):
        ang = math.pi * i / spokes + d[7] / 255 * math.pi
        rad = inner if i % 2 == 0 else inner * (0.45 + d[8] / 255 * 0.3)
        pts.append((r + rad * math.cos(ang), r + rad * math.sin(ang)))
    star = tuple(min(255, v + 40) for v in c1)
    pygame.draw.polygon(surf, star, pts)
    if size >= 20:
        f = font("dejavu_serif", max(8, round(size * 0.42)), "bold")
        from engine.cards import cards

        try:
            name = cards().characters[character].name
        except Exception:  # noqa: BLE001
            name = character
        letter = (name.split()[-1] if name else "?")[0].upper()
        t = outlined(letter, f, c2, (10, 6, 3), max(1, size // 40))
        surf.blit(t, t.get_rect(center=(r, r)))
    return _remember(key, _convert(surf))


def coin(size: int) -> pygame.Surface:
    size = max(6, int(size))
    key = ("coin", size)
    if key in _cache:
        return _cache[key]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    pygame.draw.circle(surf, (120, 84, 10), (r, r), r)
    pygame.draw.circle(surf, (238, 196, 72), (r, r), r - max(1, size // 10))
    pygame.draw.circle(surf, (255, 228, 130), (r - r // 3, r - r // 3), max(1, r // 3))
    return _remember(key, _convert(surf))


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table top: dark wood with a green baize inlay, cached per size."""
    key = ("felt", size)
    if key in _cache:
        return _cache[key]
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    surf.fill((46, 28, 15))
    for y in range(0, h, 6):
        shade = 40 + (y * 7919 % 13)
        pygame.draw.line(surf, (shade + 8, shade - 12, shade - 26), (0, y), (w, y), 1)
    inlay = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 60), -max(8, h // 40))
    pygame.draw.rect(surf, (28, 62, 40), inlay, border_radius=max(8, w // 60))
    # soft light in the middle
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for yy in range(18):
        for xx in range(32):
            dx, dy = (xx - 15.5) / 16, (yy - 8.5) / 9
            a = max(0.0, 1 - math.hypot(dx, dy)) ** 1.5
            small.set_at((xx, yy), (70, 120, 80, round(110 * a)))
    glow = pygame.transform.smoothscale(small, inlay.size)
    surf.blit(glow, inlay.topleft)
    pygame.draw.rect(surf, (150, 110, 50), inlay, 2, border_radius=max(8, w // 60))
    out = surf.convert() if pygame.display.get_surface() is not None else surf
    return _remember(key, out)


def mat_background(character: str, size: tuple[int, int], active: bool = False) -> pygame.Surface:
    key = ("mat", character, size, active, meaning.name())
    if key in _cache:
        return _cache[key]
    w, h = size
    c1, c2 = palette(character)
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    base = tuple(round(v * 0.28 + 20) for v in c1)
    pygame.draw.rect(surf, (*base, 235), (0, 0, w, h), border_radius=8)
    band = tuple(round(v * 0.5) for v in c1)
    pygame.draw.rect(surf, (*band, 235), (0, 0, w, max(6, h // 6)), border_top_left_radius=8,
                     border_top_right_radius=8)
    edge = meaning.colour("active") if active else tuple(round(v * 0.8) for v in c2)
    pygame.draw.rect(surf, edge, (0, 0, w, h), 3 if active else 2, border_radius=8)
    return _remember(key, _convert(surf))


def text(s: str, size: int, colour: tuple = PARCHMENT, style: str = "regular",
         family: str = "dejavu_sans", shadow: bool = True) -> pygame.Surface:
    """A cached rendered text line (with a 1 px shadow for legibility on wood)."""
    key = ("text", s, size, colour, style, family, shadow)
    if key in _cache:
        return _cache[key]
    f = font(family, max(6, int(size)), style)
    img = f.render(s, True, colour)
    if shadow:
        out = pygame.Surface((img.get_width() + 1, img.get_height() + 1), pygame.SRCALPHA)
        out.blit(f.render(s, True, (0, 0, 0)), (1, 1))
        out.blit(img, (0, 0))
        img = out
    return _remember(key, _convert(img))
