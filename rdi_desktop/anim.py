"""Animations: small objects with ``update(dt) -> bool`` (False when done) and
``draw(surface)``. They never block input or the engine: the presenter only
uses their remaining time to decide when the next event may play.

Speed: ``Animator.speed`` multiplies time (2.0 = twice as fast);
``Animator.instant`` skips every animation (durations become zero);
``Animator.calm`` (the Reduce motion setting) keeps their time but not their motion:
a flight becomes its picture where it lands, outlined for a moment (:func:`still`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from rdi_desktop import art, palette

Point = tuple[float, float]


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Anim:
    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.t = 0.0

    @property
    def progress(self) -> float:
        return max(0.0, min(1.0, (self.t - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < self.delay + self.duration

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Fly(Anim):
    """A card (or any surface) flying from ``start`` to ``end`` (centres), growing
    from ``s0`` to ``s1`` of its size; the scaled frames come from a small cache."""

    def __init__(self, surf: pygame.Surface, key: tuple, start: Point, end: Point,
                 duration: float = 0.45, delay: float = 0.0, s0: float = 1.0,
                 s1: float = 1.0, spin: float = 0.0, linger: float = 0.0) -> None:
        super().__init__(duration + linger, delay)
        self.fly_time = duration
        self.surf, self.key, self.start, self.end = surf, key, start, end
        self.s0, self.s1, self.spin = s0, s1, spin

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        t = min(1.0, (self.t - self.delay) / max(1e-6, self.fly_time))
        k = ease_out(t)
        x, y = lerp(self.start, self.end, k)
        scale = self.s0 + (self.s1 - self.s0) * k
        angle = self.spin * (1 - k)
        img = art.rotated(self.key, self.surf, round(angle / 5) * 5, round(scale * 20) / 20)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


class Flip(Anim):
    """A card turned over in place: the back narrows, the face widens."""

    def __init__(self, back: pygame.Surface, face: pygame.Surface, center: Point,
                 duration: float = 0.45, delay: float = 0.0, linger: float = 0.5) -> None:
        super().__init__(duration + linger, delay)
        self.flip_time = duration
        self.back, self.face, self.center = back, face, center
        self._frames: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        t = min(1.0, (self.t - self.delay) / max(1e-6, self.flip_time))
        src = self.back if t < 0.5 else self.face
        w = max(1, round(src.get_width() * abs(math.cos(t * math.pi))))
        key = (0 if t < 0.5 else 1, w // 4)
        img = self._frames.get(key)
        if img is None:
            img = pygame.transform.scale(src, (max(1, (w // 4) * 4), src.get_height()))
            self._frames[key] = img
        surface.blit(img, img.get_rect(center=(round(self.center[0]), round(self.center[1]))))


class Coins(Anim):
    """``n`` coins travelling from ``start`` to ``end`` one after another."""

    def __init__(self, start: Point, end: Point, n: int, size: int, duration: float = 0.5,
                 delay: float = 0.0) -> None:
        self.n = max(1, min(n, 8))
        self.stagger = 0.06
        super().__init__(duration + self.stagger * (self.n - 1), delay)
        self.fly = duration
        self.start, self.end, self.size = start, end, size

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        img = art.coin(self.size)
        local = self.t - self.delay
        for i in range(self.n):
            t = (local - i * self.stagger) / self.fly
            if not 0 <= t <= 1:
                continue
            k = ease_in_out(t)
            x, y = lerp(self.start, self.end, k)
            y -= math.sin(k * math.pi) * 40  # arc
            surface.blit(img, img.get_rect(center=(round(x), round(y))))


class FloatText(Anim):
    """A short text rising and fading (e.g. "+3 Alcohol")."""

    def __init__(self, text: str, pos: Point, colour: tuple[int, int, int], size: int,
                 duration: float = 1.0, delay: float = 0.0) -> None:
        super().__init__(duration, delay)
        # a copy of the cached rendering: each float fades its own alpha
        self.img = art.outlined_text(text, "dejavu_sans", size, "bold", colour,
                                     (10, 5, 2), 2).copy()
        self.pos = pos
        self.calm = False  # Reduce motion: it fades where it is, without rising

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        k = self.progress
        x, y = self.pos
        self.img.set_alpha(round(255 * (1 - k * k)))
        rise = 0 if self.calm else 40 * k
        surface.blit(self.img, self.img.get_rect(center=(round(x), round(y - rise))))


class Banner(Anim):
    """A big centred banner over the table (pass-out, game over, turn start)."""

    def __init__(self, text: str, rect: pygame.Rect, colour: tuple[int, int, int],
                 size: int, duration: float = 1.6, delay: float = 0.0,
                 flash: bool = False) -> None:
        super().__init__(duration, delay)
        self.rect = rect
        self.colour = colour
        self.flash = flash
        self.img = art.outlined_text(text, "dejavu_serif", size, "bold", (255, 240, 210),
                                     (20, 6, 2), 3).copy()
        self.band = pygame.Surface((rect.w, self.img.get_height() + size), pygame.SRCALPHA)
        self._grown: dict[int, pygame.Surface] = {}
        self._tint: pygame.Surface | None = None
        self.calm = False  # Reduce motion: no red flash, no growing

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        k = self.progress
        alpha = min(1.0, k * 6, (1 - k) * 4)
        if self.flash and k < 0.25 and not self.calm:
            if self._tint is None:
                self._tint = pygame.Surface(self.rect.size)
                self._tint.fill((200, 20, 10))
            self._tint.set_alpha(round(110 * (1 - k * 4)))
            surface.blit(self._tint, self.rect.topleft)
        self.band.fill((*self.colour, round(220 * alpha)))
        r = self.band.get_rect(center=self.rect.center)
        surface.blit(self.band, r)
        self.img.set_alpha(round(255 * alpha))
        step = 0 if self.calm else round(8 * (1 - min(1.0, k * 5)))  # 0..8 hundredths
        img = self._grown.get(step)
        if img is None:
            img = self.img if step == 0 else pygame.transform.scale_by(self.img,
                                                                        1 + step / 100)
            self._grown[step] = img
        img.set_alpha(round(255 * alpha))
        surface.blit(img, img.get_rect(center=self.rect.center))


class Pulse(Anim):
    """A ring pulsing round a rectangle (whose turn, who took control)."""

    def __init__(self, rect: pygame.Rect, colour: tuple[int, int, int], duration: float = 0.8,
                 delay: float = 0.0) -> None:
        super().__init__(duration, delay)
        self.rect, self.colour = rect, colour

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        k = self.progress
        grow = round(4 + 14 * k)
        r = self.rect.inflate(grow, grow)
        pygame.draw.rect(surface, self.colour, r, max(1, round(5 * (1 - k))), border_radius=10)


#: how long Reduce motion's outline stays round what changed (s)
HIGHLIGHT = 0.6


class Appear(Anim):
    """Reduce motion's stand-in for something that moves: ``surf`` (if any) where the
    motion ends, still, for the motion's time, and an outline round it that fades out
    over :data:`HIGHLIGHT` seconds (a frame, not a colour alone)."""

    def __init__(self, rect: pygame.Rect, duration: float, delay: float = 0.0,
                 surf: pygame.Surface | None = None) -> None:
        super().__init__(duration, delay)
        self.rect, self.surf = rect, surf

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        if self.surf is not None:
            surface.blit(self.surf, self.rect)
        k = (self.t - self.delay) / HIGHLIGHT
        if k < 1:
            glow = pygame.Surface(self.rect.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*palette.colour("lit"), round(255 * (1 - k))),
                             glow.get_rect(), 4, border_radius=8)
            surface.blit(glow, self.rect.inflate(12, 12))


def still(anim: Anim) -> Anim:
    """``anim`` without its motion (Reduce motion): a flight or a flip shows its picture
    where it ends, coins their coin at the end, a pulse a ring that does not grow, a
    rising text stays put, a banner neither grows nor flashes. Times are kept, so the
    table paces the game as before."""
    if isinstance(anim, Fly):
        img = art.rotated(anim.key, anim.surf, 0, round(anim.s1 * 20) / 20)
        rect = img.get_rect(center=(round(anim.end[0]), round(anim.end[1])))
        return Appear(rect, anim.duration, anim.delay, img)
    if isinstance(anim, Flip):
        rect = anim.face.get_rect(center=(round(anim.center[0]), round(anim.center[1])))
        return Appear(rect, anim.duration, anim.delay, anim.face)
    if isinstance(anim, Coins):
        img = art.coin(anim.size)
        rect = img.get_rect(center=(round(anim.end[0]), round(anim.end[1])))
        return Appear(rect, anim.fly, anim.delay + anim.stagger * (anim.n - 1), img)
    if isinstance(anim, Pulse):
        return Appear(anim.rect, min(anim.duration, HIGHLIGHT), anim.delay)
    if isinstance(anim, FloatText | Banner):
        anim.calm = True
    return anim


class Animator:
    """Runs animations; ``speed`` multiplies time, ``instant`` drops them all, ``calm``
    keeps them still (:func:`still`)."""

    def __init__(self, speed: float = 1.0, instant: bool = False) -> None:
        self.speed = speed
        self.instant = instant
        self.calm = False
        self.active: list[Anim] = []
        self.on_done: list[tuple[Anim, Callable[[], None]]] = []

    def add(self, anim: Anim) -> Anim:
        if not self.instant:
            self.active.append(still(anim) if self.calm else anim)
        return anim

    def update(self, dt: float) -> None:
        if self.instant:
            self.active.clear()
            return
        dt *= self.speed
        self.active = [a for a in self.active if a.update(dt)]

    def draw(self, surface: pygame.Surface) -> None:
        for a in self.active:
            a.draw(surface)

    @property
    def busy(self) -> bool:
        return bool(self.active)

    def clear(self) -> None:
        self.active.clear()
