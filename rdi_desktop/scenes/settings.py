"""Settings: auto-pass, confirm before passing, when to stop for responses
(cards, Drinks, my own cards), table scale and text size, window/fullscreen,
animation speed (incl. instant), volume (master, music, effects) and Mute (the M key
toggles it anywhere); its buttons open Colours and motion (scenes/accessibility) and
Card packs. Saved on every change."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art, text_size
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.widgets.labels import PARCH, put_label

SPEEDS = [("Slow", 0.5), ("Normal", 1.0), ("Fast", 2.0), ("Very fast", 3.0),
          ("Instant", 4.0)]
RESPOND_CARDS = [("When it concerns me", "mine"), ("Always", "always")]
RESPOND_DRINKS = [("When my side drinks", "mine"), ("Always", "always"), ("Never", "never")]
SCALES = [("75%", 0.75), ("100%", 1.0), ("125%", 1.25), ("150%", 1.5), ("200%", 2.0)]
TEXT_SIZES = [("100%", 1.0), ("125%", 1.25), ("150%", 1.5)]


def _label(options: list[tuple[str, str]], value: str) -> str:
    return next((text for text, v in options if v == value), options[0][0])


def _nearest(options: list[tuple[str, float]], value: float) -> str:
    return min(options, key=lambda o: abs(o[1] - value))[0]


class SettingsScene(Scene):
    """The settings; ``over``: the table it was opened from, drawn dimmed under them
    (an overlay: the game waits underneath and takes the new settings on return)."""

    def __init__(self, app: Any, over: Scene | None = None) -> None:
        super().__init__(app)
        self.over = over
        self.w: dict[str, Any] = {}
        self.labels: list[tuple[str, str, pygame.Rect]] = []

    def _toggle_text(self, on: bool) -> str:
        return "On" if on else "Off"

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        st = self.app.settings
        x = w // 2 - 60
        y = 96
        step = max(46, min(56, (h - 190) // 12))
        self.labels = []
        self.w = {}

        def label(text: str, hint: str) -> None:
            self.labels.append((text, hint, pygame.Rect(w // 2 - 420, y, 350, 40)))

        label("Pass automatically", "when I have no legal response")
        self.w["auto_pass"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, 160, 40), self._toggle_text(st.auto_pass), manager=ui,
            container=self.root, object_id=ObjectID("#set_auto_pass"))
        y += step
        label("Confirm before passing", "whenever I still could play a card")
        self.w["confirm"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, 160, 40), self._toggle_text(st.confirm_pass_drink), manager=ui,
            container=self.root, object_id=ObjectID("#set_confirm"))
        y += step
        label("Respond to cards", "stop to play a response to a card")
        self.w["respond_cards"] = pygame_gui.elements.UIDropDownMenu(
            [o[0] for o in RESPOND_CARDS], _label(RESPOND_CARDS, st.respond_cards),
            pygame.Rect(x, y, 260, 40), manager=ui, container=self.root,
            object_id=ObjectID("#set_respond_cards"))
        y += step
        label("Respond to Drinks", "stop to play a card on a Drink")
        self.w["respond_drinks"] = pygame_gui.elements.UIDropDownMenu(
            [o[0] for o in RESPOND_DRINKS], _label(RESPOND_DRINKS, st.respond_drinks),
            pygame.Rect(x, y, 260, 40), manager=ui, container=self.root,
            object_id=ObjectID("#set_respond_drinks"))
        y += step
        label("Stop on my own cards", "to respond to a card I played")
        self.w["stop_own"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, 160, 40), self._toggle_text(st.stop_own_cards), manager=ui,
            container=self.root, object_id=ObjectID("#set_stop_own"))
        y += step
        label("Animation speed", "Instant skips every animation")
        self.w["speed"] = pygame_gui.elements.UIDropDownMenu(
            [s[0] for s in SPEEDS], _nearest(SPEEDS, st.animation_speed),
            pygame.Rect(x, y, 200, 40), manager=ui, container=self.root,
            object_id=ObjectID("#set_speed"))
        y += step
        label("Table scale  /  Text", "the table's cards and words  /  its words alone")
        self.w["scale"] = pygame_gui.elements.UIDropDownMenu(
            [s[0] for s in SCALES], _nearest(SCALES, st.ui_scale), pygame.Rect(x, y, 146, 40),
            manager=ui, container=self.root, object_id=ObjectID("#set_scale"))
        self.w["text_scale"] = pygame_gui.elements.UIDropDownMenu(
            [s[0] for s in TEXT_SIZES], _nearest(TEXT_SIZES, st.text_scale),
            pygame.Rect(x + 154, y, 146, 40), manager=ui, container=self.root,
            object_id=ObjectID("#set_text_scale"))
        y += step
        label("Display", "F11 toggles too")
        self.w["fullscreen"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, 200, 40), "Fullscreen" if self.app.fullscreen else "Window",
            manager=ui, container=self.root, object_id=ObjectID("#set_fullscreen"))
        y += step
        label("Volume", "all sound; 0 is silent")
        self.w["volume"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x, y, 300, 36), round(st.volume * 100), (0, 100), manager=ui,
            container=self.root, object_id=ObjectID("#set_volume"))
        y += step
        label("Music  /  Effects", "the loops  /  the table's sounds")
        self.w["music_volume"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x, y, 146, 36), round(st.music_volume * 100), (0, 100), manager=ui,
            container=self.root, object_id=ObjectID("#set_music_volume"))
        self.w["effects_volume"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x + 154, y, 146, 36), round(st.effects_volume * 100), (0, 100),
            manager=ui, container=self.root, object_id=ObjectID("#set_effects_volume"))
        y += step
        label("Mute", "the M key toggles it anywhere")
        self.w["muted"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, 160, 40), self._toggle_text(st.muted), manager=ui,
            container=self.root, object_id=ObjectID("#set_muted"))
        y += step + 20
        self.w["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, min(y, h - 60), 200, 46),
            "Back to the game" if self.over is not None else "Back", manager=ui,
            container=self.root, object_id=ObjectID("#set_back"))
        from rdi_desktop.scenes.card_packs import summary

        self.w["packs"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + 110, min(y, h - 60), 260, 46), summary(), manager=ui,
            container=self.root, object_id=ObjectID("#set_packs"))
        self.w["access"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 370, min(y, h - 60), 260, 46), "Colours and motion",
            manager=ui, container=self.root, object_id=ObjectID("#set_access"))

    def _save(self) -> None:
        save_settings(self)

    def _is(self, element: Any, key: str) -> bool:
        """Is ``element`` the control built under ``key``?"""
        return element is not None and element is self.w.get(key)

    def handle_event(self, event: pygame.event.Event) -> bool:
        st = self.app.settings
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if self._is(el, "auto_pass"):
                st.auto_pass = not st.auto_pass
                el.set_text(self._toggle_text(st.auto_pass))
            elif self._is(el, "confirm"):
                st.confirm_pass_drink = not st.confirm_pass_drink
                el.set_text(self._toggle_text(st.confirm_pass_drink))
            elif self._is(el, "stop_own"):
                st.stop_own_cards = not st.stop_own_cards
                el.set_text(self._toggle_text(st.stop_own_cards))
            elif self._is(el, "muted"):
                self.app.toggle_mute()  # saves, and tells the audio
                el.set_text(self._toggle_text(st.muted))
                return True
            elif self._is(el, "fullscreen"):
                self.app.toggle_fullscreen()
                st.fullscreen = self.app.fullscreen
            elif self._is(el, "packs"):
                self.app.open_scene("card_packs")
                return True
            elif self._is(el, "access"):
                self.app.open_scene("accessibility")
                return True
            elif self._is(el, "back"):
                self._save()
                self.app.pop()
                return True
            else:
                return False
            self._save()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.w.get("speed"):
                st.animation_speed = dict(SPEEDS)[event.text]
            elif event.ui_element is self.w.get("scale"):
                st.ui_scale = dict(SCALES)[event.text]
            elif event.ui_element is self.w.get("text_scale"):
                st.text_scale = dict(TEXT_SIZES)[event.text]
                self._save()
                text_size.apply(self.app)  # every screen's words, at once
                return True
            elif event.ui_element is self.w.get("respond_cards"):
                st.respond_cards = dict(RESPOND_CARDS)[event.text]
            elif event.ui_element is self.w.get("respond_drinks"):
                st.respond_drinks = dict(RESPOND_DRINKS)[event.text]
            else:
                return False
            self._save()
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            field = next((k for k in ("volume", "music_volume", "effects_volume")
                          if event.ui_element is self.w.get(k)), None)
            if field is None:
                return False
            setattr(st, field, event.value / 100)
            self.app.audio.apply()
            if field == "effects_volume":
                self.app.audio.play("coin")  # hear what the new level sounds like
            self._save()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._save()
            self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        button = self.w.get("muted")  # M toggles Mute here too: the button follows
        if button is not None and button.text != self._toggle_text(self.app.settings.muted):
            button.set_text(self._toggle_text(self.app.settings.muted))

    def busy(self) -> bool:
        return False  # nothing moves without input: the app sleeps

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        if self.over is not None:  # the table, dimmed: the game is still there
            self.over.draw(surface)
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((30, 18, 10, 232))
            surface.blit(veil, (0, 0))
        else:
            surface.fill((30, 18, 10))
        t = art.outlined("Settings", art.font("blankenburg", 48), (235, 80, 50), (20, 6, 2), 2)
        put_label(surface, t, t.get_rect(midtop=(w // 2, 20)), 48, (0, 0), "title", "Settings")
        for text, hint, r in self.labels:
            surface.blit(art.text(text, 17, PARCH, "bold"), (r.x, r.y))
            if hint:
                surface.blit(art.text(hint, 13, (180, 160, 130), "italic"), (r.x, r.y + 22))


@register_scene("settings")
def make_settings(app: Any, over: Scene | None = None, **kw: Any) -> SettingsScene:
    return SettingsScene(app, over)


def save_settings(scene: Scene) -> None:
    """Write the settings a screen changed; a failure is said once per screen, in
    words, and the settings still apply until the player quits."""
    from rdi_desktop.atomic import reason_of

    try:
        scene.app.settings.save()
    except OSError as exc:
        if not getattr(scene, "save_warned", False):
            scene.save_warned = True  # type: ignore[attr-defined]
            scene.app.show_message("Settings not saved", "Your settings could not be "
                                   f"saved: {reason_of(exc)}. They apply until you quit.")
