"""The application: pygame-ce set-up, the main loop (60 fps) and the scene stack.

pygame and pygame_gui are used from this (the main) thread only. Each frame:
events -> top scene -> pygame_gui, then ``update(dt)`` and ``draw`` of the
visible scenes, then pygame_gui's ``draw_ui``.

A frame is drawn only when something changed: an event came, the top scene is busy,
a toast is shown or pygame_gui changed by itself (a tool tip came, a text cursor
blinked). Otherwise the loop sleeps until the next event or the top scene's next
ambient frame (a slow animation such as the title's candles), which the scene draws
over the last frame itself, returning the rectangles it changed (only those are sent).
The keys reach the top scene through :class:`rdi_desktop.keyboard.KeyLayer` (focus, Help).

Scenes are opened by name through a registry (see :mod:`rdi_desktop.scenes`):
``app.open_scene("rules")`` calls the registered factory, or shows a
"coming soon" note when none is registered yet. ``app.register_scene(name,
factory)`` adds or replaces one at run time.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from rdi_desktop.fonts import clear_cache, register_gui_fonts
from rdi_desktop.keyboard import KeyLayer
from rdi_desktop.plugins import load_all
from rdi_desktop.scenes import SceneFactory, load_scene_modules
from rdi_desktop.scenes.base import Scene
from rdi_desktop.settings import Settings
from rdi_desktop.text_size import dialog_rect, fit_dialog, load_gui_theme

log = logging.getLogger(__name__)

FPS = 60
#: while nothing moves: how long to sleep waiting for an event before looking
#: again (the engine thread's messages arrive without a pygame event)
IDLE_WAIT_MS = 100
#: how often the idle wait looks for input (s): the worst added input delay
IDLE_SLICE = 0.02
#: frames still drawn after the last change (hover states settle)
SETTLE_FRAMES = 2
#: pygame_gui's theme remembers each element-id combination it has seen under a key
#: that grows with the square of the ids' text (about 1 MB each here) and never
#: forgets one: past this many it is emptied (it only saves re-deriving a list)
THEME_IDS_KEPT = 32
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (800, 600)
WINDOW_TITLE = "The Red Dragon Inn"


def make_icon() -> pygame.Surface:
    """A small drawn window icon: a red shield with a gold border."""
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    points = [(4, 3), (28, 3), (28, 16), (16, 30), (4, 16)]
    pygame.draw.polygon(icon, (150, 28, 22), points)
    pygame.draw.polygon(icon, (224, 184, 79), points, 2)
    pygame.draw.circle(icon, (241, 225, 189), (16, 13), 4)
    return icon


def load_card_packs() -> list[str]:
    """cards.md §4: owner card packs from `<data dir>/cards/`; bad ones are reported."""
    from engine.cards import use_packs
    from rdi_desktop.saves import data_dir

    folder = data_dir() / "cards"
    if not folder.is_dir():
        return []
    try:
        problems = use_packs([folder])
    except Exception as exc:  # never let a pack stop the game
        log.exception("card packs could not be loaded")
        return [f"card packs could not be loaded: {exc}"]
    for p in problems:
        log.warning("%s", p)
    return problems


def merge_rects(rects: list[pygame.Rect], slack: int = 4096) -> list[pygame.Rect]:
    """Fewer, larger rectangles covering ``rects``: two are joined while their union
    adds at most ``slack`` pixels to their own areas. (Sending a window many small
    rectangles costs more per rectangle than per pixel on X11.)"""
    out = [pygame.Rect(r) for r in rects if r.w > 0 and r.h > 0]
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(len(out) - 1, i, -1):
                a, b = out[i], out[j]
                u = a.union(b)
                if u.w * u.h <= a.w * a.h + b.w * b.h + slack:
                    out[i] = u
                    del out[j]
                    merged = True
    return out


def disjoint_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles covering exactly what ``rects`` cover, none overlapping another."""
    out: list[pygame.Rect] = []
    for r in rects:
        pieces = [pygame.Rect(r)] if r.w > 0 and r.h > 0 else []
        for o in out:
            pieces = [q for p in pieces for q in _minus(p, o)]
        out.extend(pieces)
    return out


def _minus(a: pygame.Rect, b: pygame.Rect) -> list[pygame.Rect]:
    """``a`` without ``b``: up to four rectangles (above, below, left, right of it)."""
    cut = a.clip(b)
    if cut.w == 0 or cut.h == 0:
        return [a]
    parts = [pygame.Rect(a.x, a.y, a.w, cut.y - a.y),
             pygame.Rect(a.x, cut.bottom, a.w, a.bottom - cut.bottom),
             pygame.Rect(a.x, cut.y, cut.x - a.x, cut.h),
             pygame.Rect(cut.right, cut.y, a.right - cut.right, cut.h)]
    return [p for p in parts if p.w > 0 and p.h > 0]


class App:
    """Owns the window, the pygame_gui manager, the settings and the scene stack."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        settings: Settings | None = None,
        seed: int | None = None,
    ) -> None:
        from rdi_desktop.datafolder import check
        from rdi_desktop.saves import data_dir

        #: a data folder that cannot be used is said on the title screen,
        #: which offers another folder or playing without saving (None: it is fine)
        self.folder_problem = check(data_dir())
        notes: list[str] = []
        self.settings = settings if settings is not None else Settings.load(notes=notes)
        #: a damaged settings file, said over the title when it first opens
        self.settings_note = " ".join(notes)
        self.seed = seed
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen

        if sys.platform.startswith("linux"):
            # The window's pixels go to X11 through shared memory, not through an
            # OpenGL texture: where OpenGL is drawn by the CPU (no GPU driver, a
            # virtual machine, Xvfb) each frame shown cost ~6 ms of CPU; the X11 path
            # ~0.05 ms. A user's SDL_FRAMEBUFFER_ACCELERATION still wins.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.init()
        clear_cache()
        from rdi_desktop.sound import Audio

        self.audio = Audio(self.settings)
        pygame.display.set_caption(WINDOW_TITLE)
        try:
            pygame.display.set_icon(make_icon())
        except pygame.error:  # pragma: no cover - some drivers have no icons
            pass
        self.windowed_size = size or DEFAULT_SIZE
        self.screen = self._set_mode()
        self.clock = pygame.time.Clock()

        self.ui = pygame_gui.UIManager(self.size, enable_live_theme_updates=False)
        register_gui_fonts(self.ui)
        load_gui_theme(self.ui, self.settings.text_scale)  # the theme at the text size

        self.scenes: list[Scene] = []
        self.keys = KeyLayer(self)  # the focus, the number keys, the Help overlay
        load_all()  # the mat files, variant widgets and event handlers register first
        self.factories: dict[str, SceneFactory] = load_scene_modules()
        self.running = False
        self.frame = 0
        #: frames actually drawn and flipped (an idle frame draws nothing)
        self.frames_drawn = 0
        #: frames in a row with no event and a scene that is not busy
        self.idle_frames = 0
        #: ambient frames drawn (a part of ``frames_drawn``: only changed rectangles)
        self.ambient_frames = 0
        #: what pygame_gui showed after the last frame (see _ui_changed)
        self._ui_shown: tuple[int, tuple[bool, ...]] = (0, ())
        self.notice: pygame_gui.windows.UIMessageWindow | None = None
        self.notice_html = ""  # text of the last note (tests read it)
        #: RDI_DEBUG_LOG=path: the app appends what the real-window test needs
        #: (button positions per screen, prompts, answers) to that file
        self.debug_path = os.environ.get("RDI_DEBUG_LOG") or None
        self._debug_top: Scene | None = None
        self.toast_text = ""
        self.toast_until = 0.0
        self.pack_problems = load_card_packs()
        if self.pack_problems:
            import html

            self.show_message("Card packs skipped", "<br>".join(
                html.escape(p) for p in self.pack_problems))

    # -- set-up ----------------------------------------------------------
    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        try:
            self.screen = self._set_mode()
        except pygame.error as exc:
            log.warning("cannot switch fullscreen: %s", exc)
            self.fullscreen = not self.fullscreen
            self.screen = self._set_mode()
        self._resized()

    def _resized(self) -> None:
        self.ui.set_window_resolution(self.size)
        self.rebuild_screens()

    def rebuild_screens(self) -> None:
        """Lay the screens out again (a new window size or text size)."""
        # Only the visible scene rebuilds now: a covered scene's widgets would be drawn
        # (and clicked) over the one on top; it rebuilds when it is back on top.
        for scene in self.scenes[:-1]:
            scene.resize_later()
        if self.scenes:
            self.scenes[-1].resize(self.size)
        if self.notice is not None and self.notice.alive():
            rect = self.notice.get_abs_rect()
            rect.center = (self.size[0] // 2, self.size[1] // 2)
            self.notice.set_position(rect.topleft)

    # -- scene registry ---------------------------------------------------
    def register_scene(self, name: str, factory: SceneFactory) -> None:
        """Make ``open_scene(name)`` call ``factory(app, **kwargs)``."""
        self.factories[name] = factory

    def open_scene(self, name: str, **kwargs: Any) -> Scene | None:
        """Open the scene registered as ``name`` (push it on the stack).

        Unregistered names show a "coming soon" note; a factory that raises
        shows the error in a note instead of crashing the game.
        """
        factory = self.factories.get(name)
        if factory is None:
            from rdi_desktop.scenes import SCENE_IMPORT_ERRORS

            if SCENE_IMPORT_ERRORS:  # a screen failed to load: say so, never "soon"
                self.show_message("Screen not available", "This screen could not be loaded "
                                  "(the error is in the log). Please report it.")
                return None
            self.show_message("Coming soon", "This part of the inn is still being built. "
                              "<i>Coming soon!</i>")
            return None
        try:
            scene = factory(self, **kwargs)
            if scene is not None:
                self.push(scene)
            if name == "title":
                self._startup_notes()
        except Exception as exc:  # noqa: BLE001 - nothing may crash the game
            log.exception("opening scene %r failed", name)
            self.show_message("Something went wrong", f"Could not open <b>{name}</b>: {exc}")
            return None
        return scene

    # -- scene stack --------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        self.follow_music()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
            self.follow_music()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self.follow_music()

    def follow_music(self) -> None:
        """Play the music of the topmost scene that has one (Settings over the table
        keeps the table's loop)."""
        for scene in reversed(self.scenes):
            if scene.music:
                self.audio.music(scene.music)
                return

    def toggle_mute(self) -> None:
        """M (or Settings' Mute): silence everything or bring it back; saved."""
        muted = self.audio.toggle_mute()
        log.info("sound %s", "muted" if muted else "on")
        try:
            self.settings.save()
        except OSError as exc:
            log.warning("settings could not be saved: %s", exc)
        self.toast("Sound off (M)" if muted else "Sound on (M)")

    def toast(self, text: str, seconds: float = 1.5) -> None:
        """A short note drawn over the top of the window (frames are drawn meanwhile)."""
        self.toast_text = text
        self.toast_until = time.monotonic() + seconds

    def _typing(self) -> bool:
        """A text field has the keyboard: letters are text, not shortcuts."""
        focus = self.ui.get_focus_set() or set()
        return any(isinstance(el, pygame_gui.elements.UITextEntryLine) for el in focus)

    def quit(self) -> None:
        self.running = False

    # -- notes ------------------------------------------------------------
    def _startup_notes(self) -> None:
        """What start-up found wrong, said once over the title: a damaged settings file,
        seat plug-ins that were left out."""
        import html

        from rdi_desktop.plugins import SEAT_PROBLEMS

        parts = [self.settings_note] if self.settings_note else []
        parts += SEAT_PROBLEMS
        if parts:
            title = "Settings" if self.settings_note and not SEAT_PROBLEMS else "Notes"
            self.show_message(title, "<br>".join(html.escape(p) for p in parts))
        self.settings_note = ""
        SEAT_PROBLEMS.clear()

    def show_message(self, title: str, html: str) -> pygame_gui.windows.UIMessageWindow:
        """A small themed message window centred in the window (one at a time)."""
        if self.notice is not None and self.notice.alive():
            self.notice.kill()
        self.notice = pygame_gui.windows.UIMessageWindow(
            dialog_rect(self.size, 400, 210), html, manager=self.ui, window_title=title
        )
        fit_dialog(self.notice)
        self.notice.set_blocking(True)
        self.notice_html = html
        return self.notice

    def close_message(self) -> bool:
        if self.notice is not None and self.notice.alive():
            self.notice.kill()
            self.notice = None
            return True
        return False

    # -- main loop ----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            w = max(event.w, MIN_SIZE[0])
            h = max(event.h, MIN_SIZE[1])
            self.windowed_size = (w, h)
            current = pygame.display.get_surface()
            if current is None or current.get_size() != (w, h):
                self.screen = self._set_mode()
            else:
                self.screen = current
            self._resized()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11 or (
                event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT
            ):
                self.toggle_fullscreen()
                return
            # a message has one answer (OK): Enter gives it, as Esc does
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER) \
                    and self.close_message():
                return
            if event.key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                    and not self._typing():
                self.toggle_mute()
                return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.audio.play("button")
        top = self.top
        if top is not None and self._guarded(top, self.keys.handle, event):
            return
        self.ui.process_events(event)

    def step(self, dt: float) -> None:
        """One frame: events, update, then draw and flip unless nothing moved (an
        ambient frame of the top scene draws only what it changed)."""
        events = pygame.event.get()
        for event in events:
            self.handle_event(event)
        if not self.running:
            return
        self.audio.update()
        self.ui.update(dt)
        top = self.top
        if top is not None:
            self._guarded(top, top.update, dt)
        self._bound_theme_ids()
        if events or top is None or top.busy() or self.toast_until > time.monotonic():
            self.idle_frames = 0
        else:
            self.idle_frames += 1
        ui_changed = self._ui_changed()  # looked at every frame: it remembers what it saw
        if self.idle_frames <= SETTLE_FRAMES or ui_changed:
            self.draw()
            pygame.display.flip()
            self.frames_drawn += 1
        elif top is not None and self._ambient_in(top) == 0.0:
            self.draw_ambient(top)
        self.frame += 1
        if self.debug_path and self.top is not self._debug_top:
            self._debug_top = self.top
            self.debug_widgets()

    def _ui_changed(self) -> bool:
        """pygame_gui changed something without input: a tool tip came or went, a text
        field's cursor blinked (one frame shows it)."""
        focus = self.ui.get_focus_set() or set()
        cursors = tuple(bool(getattr(el, "cursor_on", False)) for el in focus
                        if isinstance(el, pygame_gui.elements.UITextEntryLine))
        shown = (len(self.ui.get_sprite_group().visible), cursors)
        changed, self._ui_shown = shown != self._ui_shown, shown
        return changed

    def _bound_theme_ids(self) -> None:
        ids = getattr(self.ui.get_theme(), "unique_theming_ids", None)
        if isinstance(ids, dict) and len(ids) > THEME_IDS_KEPT:
            ids.clear()

    def _ambient_in(self, top: Scene) -> float | None:
        """Seconds until the top scene's next ambient frame (0.0: due now)."""
        wait = self._guarded(top, lambda _: top.ambient_in(), None)
        if wait is None or wait is True:  # True: the scene failed and handled it
            return None
        return max(0.0, float(wait))

    def draw_ambient(self, top: Scene) -> None:
        """The top scene draws its next ambient frame over the last one; pygame_gui is
        drawn again inside each changed rectangle it overlaps (clipped, so nothing
        half-transparent is blended twice) and only those rectangles are sent."""
        rects = self._guarded(top, top.draw_ambient, self.screen)
        if not isinstance(rects, list) or not rects:
            return
        shown = self.ui.get_sprite_group().visible
        # only the scene's own rectangles were drawn afresh; each pixel of them gets
        # pygame_gui once (drawn twice, a half-transparent window would darken)
        for r in disjoint_rects(rects):
            self.screen.set_clip(r)
            if any(data[1].colliderect(r) for data in shown if data[0].get_width()):
                self.ui.draw_ui(self.screen)
            self.keys.draw(self.screen)  # the key list, ring or enlarged card stay on top
        self.screen.set_clip(None)
        pygame.display.update(merge_rects(rects))
        self.frames_drawn += 1
        self.ambient_frames += 1

    @staticmethod
    def _guarded(scene: Scene, call: Callable[..., Any], arg: Any) -> Any:
        """``call(arg)``; an exception goes to ``scene.failed`` (the table saves the game
        and shows a dialog) and is raised again when the scene does not
        handle it."""
        try:
            return call(arg)
        except Exception as exc:
            if not scene.failed(exc):
                raise
            return True

    def debug(self, line: str) -> None:
        from rdi_desktop.debuglog import append_line

        append_line(self.debug_path, line)

    def debug_widgets(self) -> None:
        """Log the visible buttons of the top scene (text and centre)."""
        name = type(self.top).__name__ if self.top is not None else "-"
        if not getattr(self, "_window_said", False):  # the test finds its window by this
            self._window_said = True
            info = pygame.display.get_wm_info()
            self.debug(f"window driver={pygame.display.get_driver()} "
                       f"id={info.get('window', '')}")
        self.debug(f"scene {name}")
        for el in self.ui.get_sprite_group().sprites():
            if isinstance(el, pygame_gui.elements.UIButton) and el.visible:
                x, y = el.get_abs_rect().center
                self.debug(f"button {x} {y} {el.text}")

    def draw(self) -> None:
        # Draw from the topmost opaque scene upwards.
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes:
            self.screen.fill((20, 12, 8))
        for scene in self.scenes[start:]:
            self._guarded(scene, scene.draw, self.screen)
        self.ui.draw_ui(self.screen)
        self.keys.draw(self.screen)
        if self.toast_until > time.monotonic():
            from rdi_desktop.widgets.toast import draw_toast

            draw_toast(self)

    def run(
        self,
        first: str | Scene | None = "title",
        max_frames: int | None = None,
        on_frame: Callable[[App], None] | None = None,
        sleep: bool = True,
    ) -> int:
        """Run until quit (or ``max_frames`` frames); returns an exit status. ``first=None``: the
        scenes are open (``--load``); ``sleep=False``: never wait for input (``--selftest``)."""
        if isinstance(first, Scene):
            self.push(first)
        elif first is not None:
            self.open_scene(first)
        self.running = True
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            if on_frame is not None:
                on_frame(self)
            if max_frames is not None and self.frame >= max_frames:
                break
            if sleep and self.idle_frames > SETTLE_FRAMES:
                self.wait_idle()
        return 0

    def wait_idle(self) -> None:
        """Sleep until an event comes, the top scene's next ambient frame is due or
        ``IDLE_WAIT_MS`` pass, looking every ``IDLE_SLICE`` s. (``pygame.event.wait``
        with a timeout polls inside SDL every millisecond on some drivers: several
        times the cost.)"""
        limit = IDLE_WAIT_MS / 1000
        top = self.top
        ambient = self._ambient_in(top) if top is not None else None
        if ambient is not None:
            limit = min(limit, ambient)
        end = time.monotonic() + limit
        while True:
            if pygame.event.peek():
                return
            left = end - time.monotonic()
            if left <= 0:
                return
            time.sleep(min(IDLE_SLICE, left))

    def screenshot(self, path: str | os.PathLike[str]) -> None:
        pygame.image.save(self.screen, os.fspath(path))

    def shutdown(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.audio.shutdown()
        clear_cache()
        pygame.quit()
