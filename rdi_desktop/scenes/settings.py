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
from rdi_desktop.text_size import line_h, px, text_w
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

    def _rows(self) -> list[tuple[str, str, list[tuple[str, str, Any, int]]]]:
        """(label, hint, controls) of each row; a control is (key, kind, value, width):
        a toggle's text, a list's (options, chosen) or a slider's 0-100."""
        st, ui = self.app.settings, self.app.ui

        def toggle(key: str, on: bool) -> tuple[str, str, Any, int]:
            return key, "toggle", self._toggle_text(on), max(160, text_w(ui, ["Off", "On"]))

        def menu(key: str, options: list[str], chosen: str, least: int) -> tuple[str, str, Any, int]:
            return key, "menu", (options, chosen), max(least, text_w(ui, options, pad=56))

        def slider(key: str, value: float, width: int) -> tuple[str, str, Any, int]:
            return key, "slider", round(value * 100), width
        return [
            ("Pass automatically", "when I have no legal response",
             [toggle("auto_pass", st.auto_pass)]),
            ("Confirm before passing", "whenever I still could play a card",
             [toggle("confirm", st.confirm_pass_drink)]),
            ("Respond to cards", "stop to play a response to a card",
             [menu("respond_cards", [o[0] for o in RESPOND_CARDS],
                   _label(RESPOND_CARDS, st.respond_cards), 260)]),
            ("Respond to Drinks", "stop to play a card on a Drink",
             [menu("respond_drinks", [o[0] for o in RESPOND_DRINKS],
                   _label(RESPOND_DRINKS, st.respond_drinks), 260)]),
            ("Stop on my own cards", "to respond to a card I played",
             [toggle("stop_own", st.stop_own_cards)]),
            ("Animation speed", "Instant skips every animation",
             [menu("speed", [s[0] for s in SPEEDS], _nearest(SPEEDS, st.animation_speed), 200)]),
            ("Table scale  /  Text size", "the table's cards and words  /  the words "
             "of every screen",
             [menu("scale", [s[0] for s in SCALES], _nearest(SCALES, st.ui_scale), 146),
              menu("text_scale", [s[0] for s in TEXT_SIZES],
                   _nearest(TEXT_SIZES, st.text_scale), 146)]),
            ("Display", "F11 toggles too",
             [("fullscreen", "toggle", "Fullscreen" if self.app.fullscreen else "Window",
               max(200, text_w(ui, ["Fullscreen", "Window"])))]),
            ("Volume", "all sound; 0 is silent", [slider("volume", st.volume, 300)]),
            ("Music  /  Effects", "the loops  /  the table's sounds",
             [slider("music_volume", st.music_volume, 146),
              slider("effects_volume", st.effects_volume, 146)]),
            ("Mute", "the M key toggles it anywhere", [toggle("muted", st.muted)]),
        ]

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        rows = self._rows()
        self.labels = []
        self.w = {}
        ctl_h = max(40, line_h(ui))
        back_h = max(46, line_h(ui) + 6)
        room = h - 96 - back_h - 30
        ctrl_w = max(sum(c[3] + 8 for c in controls) - 8 for _, _, controls in rows)
        name_w = max(art.font("dejavu_sans", px(17), "bold").size(t)[0] for t, _, _ in rows)
        spots = self._spots(rows, (w, room), ctl_h, max(name_w, min(350, w // 2 - 80)), ctrl_w)
        bottom = 96
        for (text, hint, controls), (label, x, y) in zip(rows, spots, strict=True):
            self.labels.append((text, hint, label))
            for key, kind, value, cw in controls:
                self.w[key] = self._control(kind, value, pygame.Rect(x, y, cw, ctl_h), key)
                x += cw + 8
            bottom = max(bottom, label.bottom, y + ctl_h)
        self._bottom_buttons(w, min(bottom + 26, h - back_h - 14), back_h)

    def _spots(self, rows: list[Any], room: tuple[int, int], ctl_h: int, label_w: int,
               ctrl_w: int) -> list[tuple[pygame.Rect, int, int]]:
        """(label's rect, first control's x and y) of each row: the label left of its
        controls in one column (two when the window is wide enough), else (large words)
        the label over its controls in as many columns as the height needs."""
        w, high = room
        hint_font = art.font("dejavu_sans", px(13), "italic")

        def block(width: int) -> int:  # a label and its hint wrapped to ``width``
            return px(22) + hint_font.get_linesize() * max(
                len(art.wrap(hint, hint_font, width)) for _, hint, _ in rows)
        side = max(ctl_h, block(label_w)) + 6
        for cols in (1, 2):
            per = -(-len(rows) // cols)
            col_w = label_w + 20 + ctrl_w
            if per * side <= high and cols * col_w + (cols - 1) * 40 <= w - 40:
                step = max(side, min(56, high // per))
                x0 = w // 2 - 420 if cols == 1 and label_w <= 350 else (
                    w - cols * col_w - (cols - 1) * 40) // 2
                return [(pygame.Rect(x0 + (i // per) * (col_w + 40), 96 + (i % per) * step,
                                     label_w, step - 6),
                         x0 + (i // per) * (col_w + 40) + (360 if cols == 1 and label_w <= 350
                                                           else label_w + 20),
                         96 + (i % per) * step) for i in range(len(rows))]
        for cols in (2, 3, 4):  # stacked: the label, its hint, then its controls
            per = -(-len(rows) // cols)
            col_w = (w - 40 - (cols - 1) * 24) // cols
            step = block(col_w) + ctl_h + 10
            if per * step <= high + 12 and ctrl_w <= col_w:
                break
        x0 = (w - cols * col_w - (cols - 1) * 24) // 2
        return [(pygame.Rect(x0 + (i // per) * (col_w + 24), 84 + (i % per) * step, col_w,
                             block(col_w)),
                 x0 + (i // per) * (col_w + 24), 84 + (i % per) * step + block(col_w) + 2)
                for i in range(len(rows))]

    def _control(self, kind: str, value: Any, rect: pygame.Rect, key: str) -> Any:
        ui, oid = self.app.ui, ObjectID(f"#set_{key}")
        if kind == "toggle":
            return pygame_gui.elements.UIButton(rect, value, manager=ui, container=self.root,
                                                object_id=oid)
        if kind == "menu":
            return pygame_gui.elements.UIDropDownMenu(value[0], value[1], rect, manager=ui,
                                                      container=self.root, object_id=oid)
        rect.h = min(rect.h, 36)
        return pygame_gui.elements.UIHorizontalSlider(rect, value, (0, 100), manager=ui,
                                                      container=self.root, object_id=oid)

    def _bottom_buttons(self, w: int, y: int, bh: int) -> None:
        """Back in the middle, Colours and motion left of it, Card packs right."""
        from rdi_desktop.scenes.card_packs import summary

        ui = self.app.ui
        back = "Back to the game" if self.over is not None else "Back"
        texts = [("access", "Colours and motion"), ("back", back), ("packs", summary())]
        widths = [max(200 if key == "back" else 260, text_w(ui, [t])) for key, t in texts]
        x = (w - sum(widths) - 20) // 2
        for (key, text), bw in zip(texts, widths, strict=True):
            self.w[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, bw, bh), text, manager=ui, container=self.root,
                object_id=ObjectID(f"#set_{key}"))
            x += bw + 10

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
        hint_font = art.font("dejavu_sans", px(13), "italic")
        for text, hint, r in self.labels:
            img = art.text(text, px(17), PARCH, "bold")
            put_label(surface, img, (r.x, r.y), px(17), (0, 0), "setting")
            y = r.y + px(22)
            for line in art.wrap(hint, hint_font, r.w):  # the hint wraps, never cut
                img = art.text(line, px(13), (180, 160, 130), "italic")
                put_label(surface, img, (r.x, y), px(13), (0, 0), "hint")
                y += hint_font.get_linesize()


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
