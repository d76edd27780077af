"""The base class of every scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from rdi_desktop import palette

if TYPE_CHECKING:
    from rdi_desktop.app import App


class Scene:
    """One screen on the app's scene stack.

    Life cycle: ``enter()`` when pushed (builds the UI), ``pause()`` when
    another scene is pushed on top, ``resume()`` when it is on top again,
    ``exit()`` when popped. Each frame the top scene gets ``handle_event``
    for each event (before pygame_gui sees it, return True to swallow it),
    ``update(dt)`` and ``draw(surface)``; pygame_gui draws after that.

    Put every pygame_gui widget under ``self.root`` (a container the size of
    the window) so pausing hides them and exiting kills them. The default
    ``resize`` rebuilds the UI by calling ``build_ui`` again.
    """

    #: When False the scene below is drawn first (dialogs, overlays).
    opaque: bool = True
    #: the window changed size while another scene covered this one
    stale_size: bool = False
    #: the music loop of this screen ("title", "table", "hall"); "" keeps what plays
    music: str = ""

    def __init__(self, app: App) -> None:
        self.app = app
        palette.follow(getattr(app, "settings", None))  # the colours follow the settings
        self.root: pygame_gui.core.UIContainer | None = None

    # -- UI ---------------------------------------------------------------
    def build_ui(self) -> None:
        """Create widgets under ``self.root``. Override."""

    def _make_root(self) -> None:
        if self.root is not None:
            self.root.kill()
        self.root = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), self.app.size), manager=self.app.ui, starting_height=1
        )

    # -- life cycle -----------------------------------------------------
    def enter(self) -> None:
        self._make_root()
        self.build_ui()

    def exit(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    def pause(self) -> None:
        if self.root is not None:
            self.root.hide()

    def resume(self) -> None:
        if self.stale_size:
            self.stale_size = False
            self.resize(self.app.size)
        elif self.root is not None:
            self.root.show()

    def resize(self, size: tuple[int, int]) -> None:
        self._make_root()
        self.build_ui()

    def resize_later(self) -> None:
        """The window changed size under another scene: drop the widgets (nothing of a
        covered scene may be seen or hit) and rebuild them on :meth:`resume`."""
        self.stale_size = True
        if self.root is not None:
            self.root.kill()
            self.root = None

    # -- per frame -------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def failed(self, exc: Exception) -> bool:
        """An exception in this scene's handle_event, update or draw: True when the
        scene handled it (the table does), False to let it stop the program."""
        return False

    def busy(self) -> bool:
        """True while the scene needs every frame without any input (animations, a
        game running behind it). When the top scene is not busy and no event came,
        the app neither draws nor flips and sleeps until the next event (or the
        next ambient frame). A screen that only changes on input keeps this
        default: it draws nothing while nobody touches it."""
        return False

    def ambient_in(self) -> float | None:
        """Seconds until this scene's next ambient frame (a slow animation shown while
        nothing else happens: it is drawn by :meth:`draw_ambient` at a low rate);
        0.0 or less: due now; None: the scene has none."""
        return None

    def draw_ambient(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw the next ambient frame over the last frame drawn and return the
        rectangles changed (only those reach the window). The default draws it
        all."""
        self.draw(surface)
        return [surface.get_rect()]

    def draw(self, surface: pygame.Surface) -> None:
        pass
