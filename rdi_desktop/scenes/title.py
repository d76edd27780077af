"""The title screen: a drawn tavern background and the main menu.

The menu is data: :data:`MENU_ACTIONS` lists ``(label, scene name)``. Each
entry calls ``app.open_scene(name)``; until a scene is registered under that
name (see :mod:`rdi_desktop.scenes`) the app shows a "coming soon" note.
To make an entry real, register a factory under its name, e.g.::

    @register_scene("rules")
    def make_rules(app, **kwargs): return RulesScene(app)

``quit`` is the only name the title screen handles itself.
Keys: Up/Down choose an entry, Enter opens it, Esc closes a note, F11 toggles
fullscreen.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import __version__
from rdi_desktop.fonts import font
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.widgets.folder_question import FolderQuestion
from rdi_desktop.widgets.replace_ask import ReplaceGuard, can_continue

if TYPE_CHECKING:
    from rdi_desktop.app import App

TITLE = "The Red Dragon Inn"
SUBTITLE = "desktop edition"

#: (menu label, scene name). Other issues register scenes under these names.
MENU_ACTIONS: list[tuple[str, str]] = [
    ("New Game", "new_game"),
    ("Quick Game", "quick_game"),
    ("Continue", "continue"),
    ("Load", "load"),
    ("Gambling Hall", "hall"),
    ("Learn to play", "tutorial"),
    ("Rules", "rules"),
    ("Statistics", "statistics"),
    ("Settings", "settings"),
    ("Credits", "credits"),
    ("Quit", "quit"),
]

# palette
WOOD_DARK = (26, 15, 8)
WOOD = (74, 44, 23)
WOOD_LIGHT = (107, 66, 38)
BRASS = (201, 162, 39)
GOLD = (224, 184, 79)
PARCHMENT = (236, 218, 176)
RED = (179, 32, 26)
RED_BRIGHT = (226, 70, 47)
RED_DARK = (110, 16, 12)

BUTTON_W, BUTTON_H, BUTTON_GAP = 300, 44, 8
#: frames a second of the candles and embers while nobody touches the title (each
#: redraws only the flames' glows and the embers' old and new spots)
AMBIENT_FPS = 12


# ---------------------------------------------------------------------------
# drawing helpers (pure pygame; cached per window size)
# ---------------------------------------------------------------------------
def vertical_gradient(size: tuple[int, int], stops: list[tuple[float, tuple[int, int, int]]]
                      ) -> pygame.Surface:
    """A surface filled with a top-to-bottom gradient through colour stops."""
    w, h = size
    strip = pygame.Surface((1, max(h, 2)))
    for y in range(max(h, 2)):
        t = y / max(h - 1, 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t0 <= t <= t1:
                k = 0.0 if t1 == t0 else (t - t0) / (t1 - t0)
                strip.set_at((0, y), [round(a + (b - a) * k) for a, b in zip(c0, c1)])
                break
    return pygame.transform.scale(strip, (max(w, 1), max(h, 1)))


def radial_glow(radius: int, colour: tuple[int, int, int], strength: float = 1.0
                ) -> pygame.Surface:
    """A soft round glow (for BLEND_ADD), computed small and scaled up."""
    n = 64
    small = pygame.Surface((n, n))
    c = (n - 1) / 2
    for y in range(n):
        for x in range(n):
            d = math.hypot(x - c, y - c) / c
            k = max(0.0, 1.0 - d) ** 2 * strength
            small.set_at((x, y), [min(255, round(v * k)) for v in colour])
    return pygame.transform.smoothscale(small, (radius * 2, radius * 2))


def vignette(size: tuple[int, int], strength: int = 200) -> pygame.Surface:
    """Darkens the edges: an alpha surface computed small and scaled up."""
    n_w, n_h = 48, 27
    small = pygame.Surface((n_w, n_h), pygame.SRCALPHA)
    for y in range(n_h):
        for x in range(n_w):
            dx = (x - (n_w - 1) / 2) / ((n_w - 1) / 2)
            dy = (y - (n_h - 1) / 2) / ((n_h - 1) / 2)
            d = min(1.0, math.hypot(dx * 0.9, dy))
            small.set_at((x, y), (0, 0, 0, round(strength * d**2.2)))
    return pygame.transform.smoothscale(small, size)


def draw_planks(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random,
                plank_w: int) -> None:
    """Vertical wall planks with seams, grain and knots over the existing fill."""
    x = rect.left - rng.randint(0, plank_w // 2)
    while x < rect.right:
        w = plank_w + rng.randint(-plank_w // 6, plank_w // 6)
        shade = rng.randint(-14, 14)
        overlay = pygame.Surface((w, rect.height), pygame.SRCALPHA)
        overlay.fill((255, 220, 180, shade) if shade > 0 else (0, 0, 0, -shade))
        surf.blit(overlay, (x, rect.top))
        for _ in range(3):  # grain
            gx = x + rng.randint(4, max(5, w - 4))
            amp = rng.uniform(0.8, 2.2)
            phase = rng.uniform(0, math.tau)
            pts = [
                (gx + amp * math.sin(phase + yy / rng.uniform(40, 90)), rect.top + yy)
                for yy in range(0, rect.height + 12, 12)
            ]
            pygame.draw.aalines(surf, (50, 30, 15), False, pts)
        if rng.random() < 0.5:  # a knot
            kx = x + rng.randint(10, max(11, w - 10))
            ky = rect.top + rng.randint(20, max(21, rect.height - 20))
            pygame.draw.ellipse(surf, (40, 23, 12), (kx - 6, ky - 10, 12, 20))
            pygame.draw.ellipse(surf, (58, 34, 18), (kx - 3, ky - 6, 6, 12))
        pygame.draw.line(surf, (18, 10, 5), (x, rect.top), (x, rect.bottom), 3)
        pygame.draw.line(surf, (98, 62, 36), (x + 2, rect.top), (x + 2, rect.bottom), 1)
        x += w


def draw_tankard(surf: pygame.Surface, base_x: int, base_y: int, scale: float) -> None:
    """A wooden tankard with brass hoops and a foamy head, standing at base."""
    bw, bh = round(44 * scale), round(62 * scale)
    body = pygame.Rect(0, 0, bw, bh)
    body.midbottom = (base_x, base_y)
    # soft shadow on the counter
    shadow = pygame.Surface((round(bw * 1.8), round(12 * scale)), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 110), shadow.get_rect())
    surf.blit(shadow, shadow.get_rect(center=(base_x + round(6 * scale), base_y)))
    # handle
    hr = pygame.Rect(body.right - round(14 * scale), body.top + round(10 * scale),
                     round(32 * scale), round(38 * scale))
    pygame.draw.ellipse(surf, (40, 24, 12), hr.move(1, 2), max(4, round(8 * scale)))
    pygame.draw.ellipse(surf, (112, 70, 37), hr, max(4, round(8 * scale)))
    pygame.draw.ellipse(surf, BRASS, hr.inflate(-round(8 * scale), -round(8 * scale)).move(
        round(3 * scale), 0), 1)
    # body staves
    pygame.draw.rect(surf, (120, 76, 40), body, border_radius=round(4 * scale))
    for i in range(1, 4):
        sx = body.left + i * bw // 4
        pygame.draw.line(surf, (82, 50, 26), (sx, body.top), (sx, body.bottom - 1), 2)
    pygame.draw.rect(surf, (150, 100, 58), (body.left + 3, body.top, 4, bh), 0)
    # hoops
    for fy in (0.2, 0.8):
        y = body.top + round(bh * fy)
        pygame.draw.rect(surf, BRASS, (body.left - 2, y - 3, bw + 4, max(4, round(6 * scale))),
                         border_radius=2)
        pygame.draw.line(surf, GOLD, (body.left, y - 2), (body.right, y - 2), 1)
    # foam
    foam_y = body.top
    for i, dx in enumerate((-0.42, -0.15, 0.12, 0.38)):
        r = round((10 + (i % 2) * 3) * scale)
        pygame.draw.circle(surf, (246, 236, 214), (base_x + round(dx * bw), foam_y - r // 3), r)
    pygame.draw.ellipse(surf, (250, 244, 230),
                        (body.left - 2, foam_y - round(8 * scale), bw + 4, round(14 * scale)))
    # drip
    pygame.draw.line(surf, (246, 236, 214), (body.left + 6, foam_y + 4),
                     (body.left + 6, foam_y + round(18 * scale)), 3)


def draw_candle_body(surf: pygame.Surface, base_x: int, base_y: int, scale: float) -> None:
    """Candle stick (the flame is animated separately)."""
    dish = pygame.Rect(0, 0, round(46 * scale), round(10 * scale))
    dish.midbottom = (base_x, base_y)
    pygame.draw.ellipse(surf, (140, 110, 40), dish)
    pygame.draw.ellipse(surf, GOLD, dish, 2)
    cw, ch = round(16 * scale), round(50 * scale)
    candle = pygame.Rect(0, 0, cw, ch)
    candle.midbottom = (base_x, base_y - dish.height // 2)
    pygame.draw.rect(surf, (232, 220, 190), candle, border_radius=3)
    pygame.draw.rect(surf, (250, 244, 226), (candle.left + 2, candle.top, 4, ch), 0)
    pygame.draw.line(surf, (200, 186, 150), (candle.right - 3, candle.top + 2),
                     (candle.right - 3, candle.bottom - 2), 2)
    pygame.draw.line(surf, (30, 20, 10), candle.midtop,
                     (candle.centerx, candle.top - round(6 * scale)), 2)


def render_title_text(size: int) -> pygame.Surface:
    """The title in blackletter: red gradient fill, gold outline, soft shadow."""
    f = font("blankenburg", size)
    mask = f.render(TITLE, True, (255, 255, 255))
    w, h = mask.get_size()
    pad = max(4, size // 14)
    out = pygame.Surface((w + pad * 4, h + pad * 4), pygame.SRCALPHA)
    # shadow
    shadow = f.render(TITLE, True, (0, 0, 0))
    shadow.set_alpha(150)
    for dx, dy in ((pad + 2, pad + 3), (pad + 4, pad + 5)):
        out.blit(shadow, (pad * 2 + dx - pad, pad * 2 + dy - pad))
    # outline
    outline = f.render(TITLE, True, GOLD)
    dark = f.render(TITLE, True, (28, 8, 4))
    o = max(2, size // 36)
    for ang in range(0, 360, 30):
        dx = round(math.cos(math.radians(ang)) * (o + 2))
        dy = round(math.sin(math.radians(ang)) * (o + 2))
        out.blit(dark, (pad * 2 + dx, pad * 2 + dy))
    for ang in range(0, 360, 30):
        dx = round(math.cos(math.radians(ang)) * o)
        dy = round(math.sin(math.radians(ang)) * o)
        out.blit(outline, (pad * 2 + dx, pad * 2 + dy))
    # gradient fill
    fill = vertical_gradient((w, h), [(0.0, (255, 150, 110)), (0.35, (240, 62, 40)),
                                      (1.0, (160, 20, 14))])
    text = mask.copy()
    text.blit(fill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(text, (pad * 2, pad * 2))
    return out


def version_label() -> str:
    """What the title screen says about this copy (a bug report quotes it)."""
    return f"version {__version__}"


def render_version(size: int) -> pygame.Surface:
    """The version, small and quiet, for the bottom right corner of the title."""
    return font("dejavu_sans", size).render(version_label(), True, PARCHMENT)


def render_subtitle(size: int, width: int) -> pygame.Surface:
    f = font("dejavu_serif", size, "italic")
    spaced = " ".join(SUBTITLE)
    text = f.render(spaced, True, PARCHMENT)
    tw, th = text.get_size()
    out = pygame.Surface((width, th + 8), pygame.SRCALPHA)
    cx, cy = width // 2, (th + 8) // 2
    out.blit(text, (cx - tw // 2, 4))
    # flourishes: a line and a diamond on each side
    gap, length = tw // 2 + 18, min(width // 2 - tw // 2 - 30, size * 7)
    for sign in (-1, 1):
        x0 = cx + sign * gap
        x1 = cx + sign * (gap + length)
        pygame.draw.line(out, BRASS, (x0, cy), (x1, cy), 2)
        d = 5
        pygame.draw.polygon(out, GOLD, [(x1, cy - d), (x1 + d, cy), (x1, cy + d), (x1 - d, cy)])
        pygame.draw.circle(out, GOLD, (x0, cy), 3)
    return out


class TavernBackdrop:
    """The title background, pre-rendered per window size, plus animated
    candle flames and drifting embers: :meth:`draw` draws it all,
    :meth:`draw_changes` only what moved since the last frame drawn."""

    def __init__(self, size: tuple[int, int], seed: int = 7) -> None:
        self.size = size
        self.rng = random.Random(seed)
        self.time = 0.0
        #: ``time`` when the flames and embers were last drawn
        self.drawn_at = 0.0
        #: where they were drawn then (the background is put back there first)
        self.drawn: list[pygame.Rect] = []
        w, h = size
        self.counter_y = round(h * 0.83)
        self.static = self._render_static()
        s = h / 720
        self.candles = [(round(w * 0.16), self.counter_y + round(10 * s)),
                        (round(w * 0.84), self.counter_y + round(10 * s))]
        self.flame_scale = s
        self.glows = [radial_glow(round(r * s), (255, 150, 60), k)
                      for r, k in ((150, 0.55), (158, 0.6), (166, 0.65))]
        self.embers = [self._new_ember(initial=True) for _ in range(36)]

    # -- static layer ------------------------------------------------------
    def _render_static(self) -> pygame.Surface:
        w, h = self.size
        s = h / 720
        surf = vertical_gradient(self.size, [(0.0, (32, 19, 10)), (0.35, (70, 42, 22)),
                                             (0.7, (52, 31, 16)), (1.0, (22, 13, 7))])
        wall = pygame.Rect(0, 0, w, self.counter_y)
        draw_planks(surf, wall, self.rng, max(60, round(96 * s)))
        # ceiling beam
        beam_h = round(34 * s)
        pygame.draw.rect(surf, (40, 24, 12), (0, 0, w, beam_h))
        pygame.draw.line(surf, (88, 56, 30), (0, beam_h - 3), (w, beam_h - 3), 2)
        pygame.draw.line(surf, (12, 7, 3), (0, beam_h), (w, beam_h), 3)
        # warm light from the hearth behind the title
        glow = radial_glow(round(min(w, h * 1.6) * 0.6), (150, 72, 26), 0.85)
        surf.blit(glow, glow.get_rect(center=(w // 2, round(h * 0.22))),
                  special_flags=pygame.BLEND_ADD)
        # the bar counter
        top_h = round(22 * s)
        counter = pygame.Rect(0, self.counter_y, w, h - self.counter_y)
        surf.blit(vertical_gradient(counter.size, [(0.0, (92, 56, 30)), (1.0, (30, 18, 9))]),
                  counter.topleft)
        pygame.draw.rect(surf, (132, 86, 48), (0, self.counter_y - top_h, w, top_h))
        pygame.draw.line(surf, (170, 120, 70), (0, self.counter_y - top_h),
                         (w, self.counter_y - top_h), 2)
        pygame.draw.line(surf, (20, 12, 6), (0, self.counter_y), (w, self.counter_y), 3)
        panel_w = max(80, round(150 * s))
        for x in range(panel_w // 2, w, panel_w):
            r = pygame.Rect(x, self.counter_y + round(14 * s), panel_w - round(24 * s),
                            h - self.counter_y - round(24 * s))
            pygame.draw.rect(surf, (24, 14, 7), r, 2, border_radius=4)
            pygame.draw.line(surf, (110, 70, 40), (r.left + 1, r.bottom), (r.right, r.bottom), 1)
        # tankards and candle sticks on the counter
        for fx, k in ((0.07, 1.0), (0.25, 0.85), (0.75, 0.95), (0.92, 1.05)):
            draw_tankard(surf, round(w * fx), self.counter_y - top_h // 3, s * k)
        for fx in (0.16, 0.84):
            draw_candle_body(surf, round(w * fx), self.counter_y - top_h // 3, s)
        surf.blit(vignette(self.size), (0, 0))
        # the title over the vignette: its words in the colours they are drawn in
        title = render_title_text(max(36, round(96 * s)))
        tr = title.get_rect(midtop=(w // 2, round(52 * s)))
        surf.blit(title, tr)
        sub = render_subtitle(max(14, round(22 * s)), w)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, tr.bottom - round(6 * s))))
        self.title_bottom = tr.bottom - round(6 * s) + sub.get_height()
        ver = render_version(max(11, round(14 * s)))
        self.version_rect = ver.get_rect(bottomright=(w - round(12 * s), h - round(8 * s)))
        surf.blit(ver, self.version_rect)
        return surf.convert() if pygame.display.get_surface() is not None else surf

    # -- animation ---------------------------------------------------------
    def _new_ember(self, initial: bool = False) -> list[float]:
        w, h = self.size
        x = self.rng.choice([w * 0.16, w * 0.84]) + self.rng.uniform(-w * 0.08, w * 0.08)
        y = self.rng.uniform(h * 0.2, h * 0.8) if initial else self.counter_y - 40
        return [x, y, self.rng.uniform(-8, 8), self.rng.uniform(18, 45),
                self.rng.uniform(0, math.tau), self.rng.uniform(1.0, 2.6)]

    def update(self, dt: float) -> None:
        self.time += dt
        for e in self.embers:
            e[0] += (e[2] + 10 * math.sin(self.time * 1.3 + e[4])) * dt
            e[1] -= e[3] * dt
            if e[1] < self.size[1] * 0.12:
                e[:] = self._new_ember()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        self.drawn = self._draw_animated(surface)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Put the background back where the flames and embers were, draw them where
        they are now; returns every rectangle changed."""
        old = self.drawn
        for r in old:
            surface.blit(self.static, r, r)
        self.drawn = self._draw_animated(surface)
        return old + self.drawn

    def _draw_animated(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The candle flames with their glows and the embers; returns where they went."""
        self.drawn_at = self.time
        t = self.time
        s = self.flame_scale
        rects: list[pygame.Rect] = []
        for i, (cx, base) in enumerate(self.candles):
            flicker = (math.sin(t * 11 + i * 2.1) + math.sin(t * 17.3 + i) * 0.6) / 1.6
            top = base - round(84 * s)  # wick tip
            glow = self.glows[int((flicker + 1) * 1.49)]
            centre = (cx, top - round(8 * s))
            surface.blit(glow, glow.get_rect(center=centre), special_flags=pygame.BLEND_ADD)
            # the largest glow's box: a glow is added to what lies under it, so the
            # background must be back under the next one, whichever size it is
            rects.append(self.glows[-1].get_rect(center=centre).clip(surface.get_rect()))
            fh = round((24 + 4 * flicker) * s)
            fw = round(12 * s)
            sway = round(2 * math.sin(t * 7 + i) * s)
            outer = [(cx - fw // 2, top), (cx + sway, top - fh), (cx + fw // 2, top),
                     (cx, top + fw // 3)]
            rects.append(pygame.draw.polygon(surface, (255, 150, 40), outer))
            inner = [(cx - fw // 4, top), (cx + sway // 2, top - fh * 2 // 3),
                     (cx + fw // 4, top), (cx, top + fw // 6)]
            pygame.draw.polygon(surface, (255, 236, 160), inner)
        for x, y, *_rest, r in self.embers:
            k = max(0.0, min(1.0, (y - self.size[1] * 0.12) / (self.size[1] * 0.5)))
            colour = (255, round(120 + 80 * k), round(40 * k))
            rects.append(pygame.draw.circle(surface, colour, (round(x), round(y)),
                                            max(1, round(r * k))))
        return [r for r in rects if r.w and r.h]


class TitleScene(Scene):
    """The title screen. See the module docstring for the menu registry."""
    music = "title"


    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.guard = ReplaceGuard(app)  # Quick Game over an unfinished game asks first
        self.backdrop: TavernBackdrop | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.order: list[pygame_gui.elements.UIButton] = []
        self.selected: int | None = None
        self.panel: pygame_gui.elements.UIPanel | None = None
        #: the data folder cannot be used (see rdi_desktop.widgets.folder_question)
        self.folder = FolderQuestion(app)

    def exit(self) -> None:
        self.folder.close()
        super().exit()

    def build_ui(self) -> None:
        w, h = self.app.size
        self.backdrop = TavernBackdrop((w, h))
        n = len(MENU_ACTIONS)
        s = h / 720
        # more than eight entries: each a little lower, so the menu stays under the title;
        # never lower than the words (a larger text size makes taller buttons)
        font = self.app.ui.get_theme().get_font(["@title_menu_button", "button"])
        bh = max(min(52, max(28, round(BUTTON_H * s * min(1.0, 8 / n)))),
                 font.size("Ag")[1] + 4)
        bw = max(BUTTON_W, max(font.size(label)[0] for label, _ in MENU_ACTIONS) + 40)
        gap = min(10, max(5, round(BUTTON_GAP * s)))
        pad = 16
        # two columns when one is taller than the room under the title
        cols = 1 if n * (bh + gap) + 2 * pad <= h - self.backdrop.title_bottom - 24 else 2
        rows = -(-n // cols)
        panel_h = rows * bh + (rows - 1) * gap + 2 * pad + 6
        top = max(self.backdrop.title_bottom + 12, (h - panel_h) // 2 + 40)
        top = min(top, h - panel_h - 12)
        rect = pygame.Rect(0, 0, cols * bw + (cols - 1) * gap + 2 * pad + 6, panel_h)
        rect.midtop = (w // 2, top)
        self.panel = pygame_gui.elements.UIPanel(
            rect, manager=self.app.ui, container=self.root,
            object_id=ObjectID("#title_menu", "@title_menu"),
        )
        self.buttons.clear()
        self.order.clear()
        for i, (label, name) in enumerate(MENU_ACTIONS):
            col, row = divmod(i, rows)
            button = pygame_gui.elements.UIButton(
                pygame.Rect(pad + col * (bw + gap), pad + row * (bh + gap), bw, bh),
                label, manager=self.app.ui, container=self.panel,
                object_id=ObjectID(f"#{name}_button", "@title_menu_button"),
            )
            self.buttons[button] = name
            self.order.append(button)
            if name == "continue" and not can_continue():
                button.disable()  # nothing to continue: no autosave, or its game is over
        self.selected = None
        self.folder.ask()

    def resume(self) -> None:
        """Back from a game: Continue follows the autosave now on disk."""
        super().resume()
        ok = can_continue()
        for button, name in self.buttons.items():
            if name == "continue":
                if ok:
                    button.enable()
                else:
                    button.disable()

    def activate(self, name: str) -> None:
        if name == "quit":
            self.app.quit()
        elif name == "quick_game":  # a new game over an unfinished one asks first
            self.guard.start(lambda: self.app.open_scene(name))
        else:
            self.app.open_scene(name)

    def _select(self, index: int, step: int = 1) -> None:
        """Select the menu entry at ``index``, skipping disabled ones in the
        direction of travel."""
        if self.selected is not None and self.selected < len(self.order):
            self.order[self.selected].unselect()
        n = len(self.order)
        for k in range(n):
            i = (index + step * k) % n
            if self.order[i].is_enabled:
                break
        self.selected = i
        self.order[self.selected].select()
        self.app.keys.active = True  # the focus ring goes round it too (focus_hint)

    def focus_hint(self) -> pygame.Rect | None:
        """The menu entry Up, Down or Tab selected: the focus ring's place."""
        if self.selected is None or self.selected >= len(self.order):
            return None
        return pygame.Rect(self.order[self.selected].get_abs_rect())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.folder.handle_event(event) or self.guard.handle_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.activate(self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN and not self._note_open() and not self.folder.open():
            if event.key in (pygame.K_DOWN, pygame.K_s, pygame.K_TAB):
                self._select(0 if self.selected is None else self.selected + 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_w):
                self._select(len(self.order) - 1 if self.selected is None
                             else self.selected - 1, -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                    and self.selected is not None and self.order[self.selected].is_enabled:
                self.activate(MENU_ACTIONS[self.selected][1])
                return True
        return False

    def _note_open(self) -> bool:
        note = self.app.notice
        return note is not None and note.alive()

    def update(self, dt: float) -> None:
        self.folder.update()
        if self.backdrop is not None:
            self.backdrop.update(dt)

    def ambient_in(self) -> float | None:
        """The candles and embers move at :data:`AMBIENT_FPS` while nothing else
        happens (none while the data-folder question covers them, or with Reduce motion)."""
        b = self.backdrop
        if b is None or b.size != self.app.size or self.folder.open() \
                or self.app.settings.reduce_motion:
            return None
        return b.drawn_at + 1 / AMBIENT_FPS - b.time

    def draw_ambient(self, surface: pygame.Surface) -> list[pygame.Rect]:
        assert self.backdrop is not None  # ambient_in gives None without one
        return self.backdrop.draw_changes(surface)

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is None or self.backdrop.size != surface.get_size():
            self.backdrop = TavernBackdrop(surface.get_size())
        self.backdrop.draw(surface)
        self.folder.draw(surface)


@register_scene("title")
def make_title(app: App, **kwargs: Any) -> TitleScene:
    return TitleScene(app)
