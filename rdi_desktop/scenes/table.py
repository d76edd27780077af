"""The table: where a game of The Red Dragon Inn is played.

The scene owns an :class:`~rdi_desktop.bridge.EngineThread` and a
:class:`~rdi_desktop.presenter.Presenter`. Each frame it drains the engine's
inbox (capped, never blocking), lets the presenter play events as
animations, and draws the presenter's displayed table. When the presenter
shows a prompt the scene lights the legal cards in the hand, makes mats
clickable for player choices and builds answer buttons in the banner.

Also registered here: ``quick_game`` (you against three AI seats) and
``continue`` (the latest autosave).
"""

from __future__ import annotations

import logging
import os
import random
import time
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engine.kits import (
    anytime_labels,
    boss_character,
    choose_question,
    option_words,
    playable_characters,
)
from engine.prompts import Option
from rdi_desktop import art, reach, variant_ui
from rdi_desktop.anytime import AnytimeTray, anytime_cards, could_play
from rdi_desktop.bridge import (
    AUTOSAVE_NAME,
    HUMAN,
    EngineThread,
    PromptRequest,
    default_ai,
    kinds_of,
    private_views,
    public_view,
    start_game,
)
from rdi_desktop.dim_reason import dim_reason
from rdi_desktop.layout import (
    Rect,
    TableLayout,
    clear_of,
    fan_hit,
    layout_style,
    mat_regions,
    seat_mats,
    table_layout,
    zoom_rect,
)
from rdi_desktop.mats import badges as mat_badges
from rdi_desktop.presenter import Geometry, Presenter
from rdi_desktop.prompt_policy import Policy, TeamOrder
from rdi_desktop.saves import save_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.table_saving import SaveGuard, saved_words  # noqa: F401 (the Save words)
from rdi_desktop.widgets.arrange import draw_arrange
from rdi_desktop.widgets.sea import draw_sea
from rdi_desktop.widgets.table_draw import (
    GOLD,
    MIN_LABEL,
    PARCH,
    LogPanel,
    MatInfo,
    PlateInfo,
    R,
    clip_text,
    draw_centre,
    draw_hand,
    draw_mat,
    draw_plate,
    freeze,
    label_px,
    put_label,
)
from rdi_desktop.widgets.taverns import draw_taverns, tavern_detail, tile_rect
from rdi_desktop.words import phase_ask, prompt_line, quote, turn_line

log = logging.getLogger(__name__)

KIND_ASK = {
    "discard": "Discard phase: click the cards to discard (again to keep one), then Done.",
    "action": "Action phase: play an Action card, or pass.",
    "target": "Choose a player for {card}.",
    "order": "Order a Drink: choose who gets it.",
    "respond": "Respond to {to}? Play a card, or pass.",
    "gamble": "Gambling: play a Gambling card to take control, or pass.",
    "choose": "Choose.",
}
#: the core's `choose` questions; a character's own come from its kit (choose_text)
#: the team's "who acts next?" by phase: what is being decided (003: teammates play
#: their Actions, then drink, one at a time in the order the team picks)
NEXT_TO_ACT = {
    "action": "Your team's Action phase: who plays an Action first? (click a mat; the "
              "Drink phase follows the same order unless you ask)",
    "drink": "Your team's Drink phase: who drinks first? (click a mat)",
}
REASON_ASK = {
    "which_drink": "Which Drink is {to} played on?",
    "split_partner": "Split {to} with whom?",
    "mode": "How do you play {to}?",
    "champion": "Choose your team's Champion for {to} (click a mat).",
    "next_to_act": "Who on your team acts next? (click a mat)",
    "otto_reward": "Otto passed out on your track: take 1 Gold or draw 2 cards?",
    "potion": "Your Potion: which effect?",
}
#: option labels shown on answer buttons
LABEL_TEXT = {
    "pass": "Pass", "done": "Done", "yes": "Yes", "no": "No",
    "fortitude": "+6 Fortitude", "alcohol": "\u22126 Alcohol", "gold": "+3 Gold",
    "draw": "Draw 2", "potion": "Drink a Potion",
}
#: options answered by clicking something on a mat (besides the banner button)
#: (a kit's zone played from as if from hand joins them: Petra's Plotted Schemes)
#: mode -> the tag on a boss player's mat (and on the others')
BOSS_TAG = {"boss-battle": ("BOSS", ""), "two-headed-boss-battle": ("BOSS", ""),
            "leaders-and-lackeys": ("LEADER", "LACKEY")}


def autosave_path() -> Path:
    return save_dir() / AUTOSAVE_NAME


def table_autosave() -> Path | None:
    """Where a new table autosaves: None while the player plays without saving. A save
    folder that cannot be made still gets its path, so the first autosave fails and
    the player is told (issue 34) rather than the table never opening."""
    from rdi_desktop.datafolder import saving_enabled
    from rdi_desktop.saves import data_dir

    if not saving_enabled():
        return None
    try:
        path = autosave_path()
    except OSError:
        return data_dir() / "saves" / AUTOSAVE_NAME
    keep_damaged_aside(path)
    return path


def keep_damaged_aside(path: Path) -> None:
    """A damaged autosave is kept aside (it shows in Load as damaged) before a new game
    autosaves over its name: never silently replaced (issue 34)."""
    from rdi_desktop.atomic import keep_aside
    from rdi_desktop.savefile import SaveProblem, read_game

    if not path.exists():
        return
    try:
        read_game(path)
    except SaveProblem:
        keep_aside(path)


def describe_to(to: Any) -> str:
    if to in (None, "phase"):
        return "this moment"
    if to == "drink":
        return "the Drink"
    if to == "gambling":
        return "the gambling"
    return quote(art.card_title(str(to)))


class TableScene(Scene):
    music = "table"
    #: the label of a face-up hand on a mat (the replay's open view says "Hand")
    MATE_HAND_LABEL = "Hand (teammate)"

    def __init__(self, app: Any, engine: EngineThread, autoplay: bool = False) -> None:
        super().__init__(app)
        self.engine = engine
        self.autoplay = autoplay
        g = engine.game
        snap = public_view(g)  # the engine thread has not started yet: safe
        hands = {s: list(g.state.players[s].hand) for s in engine.hand_seats}
        self.presenter = Presenter(snap, hands, engine.humans, app.settings)
        # the log of what the snapshot already holds (setup; a loaded game's past)
        self.presenter.rebuild_log([e.to_dict() for e in g.state.events[:engine.events_shown]])
        if not engine.humans:
            self.presenter.viewer = engine.viewers[0]
        self.presenter.private.update(private_views(g, engine.hand_seats))
        self.presenter.on_prompt = self._prompt_shown
        self.presenter.on_sound = app.audio.play
        engine.policy = Policy.of(app.settings)
        #: Potions, Patients, Prizes, Schemes and Anytime cards used when wanted
        self.tray = AnytimeTray(engine.intents, self._answer_now)
        self.tray_buttons: dict[Any, str] = {}
        self._tray_seen: Any = None
        self.n = len(snap["players"])
        self.style = self._style()
        self.layout: TableLayout = self._make_layout(app.size)
        self.logpanel = LogPanel()
        self.buttons: dict[Any, int] = {}
        self.menu_buttons: dict[Any, str] = {}
        self.privacy_button: Any = None
        self.confirm: Any = None
        self.confirm_option: int | None = None
        self.hover_card: str | None = None
        self.hover_index: int | None = None
        #: hand indexes picked to discard at the discard prompt on screen
        self.discard_pick: set[int] = set()
        #: a card picked to play but not yet aimed: (hand index, option index), taken
        #: back by Esc, a right-click or a second click on it (issue 31)
        self.aiming: tuple[int, int] | None = None
        #: Drinks placed in the arrange picker, not yet confirmed (each can be taken back)
        self.arranged: list[str] = []
        #: every person is out: the offer to finish quickly (issue 31), its buttons,
        #: and the choice ("fast": AI turns at instant speed; "results": that, with the
        #: table covered until the results)
        self.finish_offered = False
        self.finish_buttons: dict[Any, str] = {}
        self.finish: str | None = None
        self.hover_mat: int | None = None
        self.mouse = (0, 0)
        self.slots: list[Any] = []
        self.hot_spots: list[tuple[pygame.Rect, str]] = []
        self.game_over_shown = False
        self.failure_shown = False
        #: saves and autosaves that fail are told at once (issue 34)
        self.saving = SaveGuard(app, engine, autoplay)
        #: the table itself failed (see failed): only the dialog is live
        self.broken = False
        self.started = False
        self.banner_text = ""
        self._logged_prompt: Any = None
        self._shades: dict[Any, pygame.Surface] = {}
        self._warm: list[tuple[str, int]] | None = None
        self._felt: pygame.Surface | None = None
        #: the static layer: felt, mats, plates, centre, banner, hand and log in
        #: one surface, redrawn only when what it shows changes
        self._static: pygame.Surface | None = None
        self._static_key: Any = None
        self.static_renders = 0
        #: clickable / hoverable spots on mats and plates: (rect, card, tag, seat)
        self.mat_spots: list[tuple[pygame.Rect, str | None, str, int]] = []
        #: what the static layer shows now, by region (mats, plates, centre, bottom)
        self._drawn: dict[Any, Any] = {}
        self._centre_spots: list[tuple[pygame.Rect, str]] = []
        #: the side panel's hover and click spots (taverns, the Sea Event Deck)
        self._side_spots: list[tuple[pygame.Rect, str]] = []
        self._arrange_spots: list[tuple[pygame.Rect, str]] = []
        self.hover_spot: tuple[str | None, str, int] | None = None
        #: where the hover preview was last drawn (tests)
        self.zoom_at: pygame.Rect | None = None
        #: why the hovered hand card is dimmed, and where that line was drawn (tests)
        self.dim_text = ""
        self.caption_at: pygame.Rect | None = None

    # -- life cycle ---------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self.started:
            self.started = True
            self.engine.start()

    def exit(self) -> None:
        self._close_confirm()
        self.saving.close()
        # Leaving (Menu, Load, closing the window) keeps the game: the autosave holds
        # it as of the last prompt, so Continue brings back this game, not an older one.
        failed = self.presenter.failure
        if not self.broken and (failed is None or not failed.autosaved):
            # else the autosave already holds the game as it was before the failure
            self.engine.write_autosave(self.engine.latest_json())
        self.engine.stop()
        super().exit()
        from rdi_desktop.memory import release_memory

        release_memory()  # a long session's resident size stays flat (issue 14)

    def pause(self) -> None:
        self._close_confirm()  # a dialog lives outside the scene's root: never over another
        super().pause()

    def _close_confirm(self) -> None:
        if self.confirm is not None and self.confirm.alive():
            self.confirm.kill()
        self.confirm = None
        self.confirm_option = None

    def resume(self) -> None:
        super().resume()
        self.presenter.apply_settings(self.app.settings)
        if self.finish is not None:
            self.presenter.animator.instant = True
        self.engine.policy = Policy.of(self.app.settings)
        self.resize(self.app.size)

    # -- UI ---------------------------------------------------------------------
    def _style(self) -> str:
        view = self.presenter.display
        return layout_style(view.get("mode"), view.get("players", []), self.presenter.viewer)

    def _make_layout(self, size: tuple[int, int]) -> TableLayout:
        lay = table_layout(size, self.n, self.app.settings.ui_scale, self.style)
        for v in variant_ui.in_play(self.presenter.display):  # room for a variant's widget
            if v.layout is not None:
                lay = v.layout(lay, self.presenter.display)
        return lay

    def build_ui(self) -> None:
        self.style = self._style()
        self.layout = self._make_layout(self.app.size)
        self._static_key = None
        self._warm = None
        self._geometry()
        lay = self.layout
        self.menu_buttons.clear()
        lb = lay.log_buttons
        labels = [("Save", "save"), ("Load", "load"), ("Rules", "rules"), ("Menu", "menu")]
        bw = (lb.w - 3 * 4) // 4
        for i, (label, act) in enumerate(labels):
            b = pygame_gui.elements.UIButton(
                pygame.Rect(lb.x + i * (bw + 4), lb.y, bw, lb.h), label, manager=self.app.ui,
                container=self.root, object_id=ObjectID(f"#table_{act}", "@table_small"))
            self.menu_buttons[b] = act
        self.buttons.clear()
        self.privacy_button = None
        self.finish_buttons = {}
        self._build_finish()
        if self.presenter.privacy_for is not None:
            self._build_privacy()
        else:
            self._build_prompt_buttons(self.presenter.prompt)

    def _geometry(self) -> None:
        lay = self.layout
        pos = self._positions()
        mats = lay.mats

        def mat_center(seat: int) -> tuple[float, float]:
            try:
                r = mats[pos[int(seat)]]
            except (IndexError, TypeError, ValueError):
                return (float(lay.centre.center[0]), float(lay.centre.center[1]))
            return (r.x + r.w / 2, r.y + r.h / 2)

        def side_rect(seat: int) -> pygame.Rect:
            try:
                i = pos[int(seat)]
            except (IndexError, TypeError, ValueError):
                return R(lay.centre)
            reg = mat_regions(mats[i], lay.scale, team=lay.style == "teams",
                              wide=i in lay.wide)
            return R(reg.side)

        def side_center(seat: int) -> tuple[float, float]:
            r = side_rect(seat)
            return (float(r.centerx), float(r.centery))

        def tavern_center(t: str) -> tuple[float, float]:
            order = list((self.presenter.display.get("crawl") or {}).get("taverns") or [])
            if t not in order or not lay.taverns.w:
                return (float(lay.stack.x + lay.pile_card[0]), float(lay.stack.center[1]))
            r = tile_rect(R(lay.taverns), len(order), order.index(t), lay.scale)
            return (float(r.centerx), float(r.centery))

        play_w = lay.log.x
        self.presenter.geometry = Geometry(
            mat_center=mat_center, side_center=side_center, side_rect=side_rect,
            deck=_c(lay.deck), discard=_c(lay.discard), inn=_c(lay.inn),
            pot=_c(lay.pot), stack=(lay.stack.x + lay.pile_card[0], lay.stack.center[1]),
            table=pygame.Rect(0, 0, play_w, lay.banner.y), card_w=lay.pile_card[0],
            scale=lay.scale, tavern=tavern_center)

    def _positions(self) -> list[int]:
        return seat_mats(self.style, self.presenter.display.get("players", []),
                         self.presenter.viewer)

    def _kill_prompt_ui(self) -> None:
        for b in [*self.buttons, *self.tray_buttons]:
            b.kill()
        self.buttons.clear()
        self.tray_buttons.clear()
        if self.privacy_button is not None:
            self.privacy_button.kill()
            self.privacy_button = None

    def _build_privacy(self) -> None:
        self._kill_prompt_ui()
        seat = self.presenter.privacy_for
        if seat is None:
            return
        w, h = self.app.size
        name = self.presenter.name(seat)
        bw = min(w - 40, 420)
        self.privacy_button = pygame_gui.elements.UIButton(
            pygame.Rect((w - bw) // 2, h // 2 + 40, bw, 54), f"I am {name}: show my cards",
            manager=self.app.ui, container=self.root, object_id=ObjectID("#privacy_ok"))

    def _prompt_shown(self, req: PromptRequest) -> None:
        self._geometry()
        self.discard_pick = set()
        self.aiming = None
        self.arranged = []
        auto = self.engine.auto_answer(req.prompt, req.view)  # settings or the tray changed
        if auto is not None:
            self.presenter.answer(auto)
            return
        if self.autoplay:
            return
        self._build_prompt_buttons(req)

    def _option_label(self, req: PromptRequest, i: int) -> str:
        o = req.prompt.options[i]
        if o.card and o.label in reach.mat_labels():
            t = art.card_title(o.card)
            act = reach.MAT_ACTIONS.get(o.label)
            if act is not None and act.button:  # a variant's own words (a Prize: Use)
                return act.button.format(card=t)
            if o.label in anytime_labels() or act is not None:  # Treat, Sell  # a kit's own action on the card (Sell)
                return f"{o.label.replace('_', ' ').capitalize()} {t}"
            return f"Play {t}"  # from a kit's zone, as if from hand (Shelf, Potion, Scheme)
        if o.label:
            own = option_words(str(req.prompt.reason), o.label)  # a kit's own choice
            if own is not None:
                return own
            return LABEL_TEXT.get(o.label, o.label.replace("_", " ").capitalize())
        if o.card and o.value is not None:
            return self._mode_label(o.card, o.value)
        parts = []
        if o.card:
            parts.append(art.card_title(o.card))
        if o.player:
            parts.append(("for " if o.card else "") + str(o.player))
        if o.value is not None and not o.card:
            parts.append(str(o.value))
        return " ".join(parts) or "?"

    @staticmethod
    def _mode_label(card: str, value: Any) -> str:
        try:
            from engine.cards import cards

            c = cards().get(card)
            m = int(value) - 1
            mode = c.modes[m]
            kind = (mode.type or c.type).title()
            return f"{c.title} as {kind}"
        except Exception:  # noqa: BLE001
            return f"{art.card_title(card)} ({value})"

    def _card_options(self, req: PromptRequest) -> dict[int, int]:
        """hand index -> option index for options answered by clicking a card (every
        copy of a card alike: :func:`rdi_desktop.reach.hand_clicks`)."""
        return reach.hand_clicks(req.prompt, list(self.presenter.hands.get(req.seat, [])))

    def _mat_options(self, req: PromptRequest) -> dict[int, int]:
        """seat -> option index for options answered by clicking a mat."""
        names = [p["name"] for p in self.presenter.display.get("players", [])]
        out: dict[int, int] = {}
        for i, o in enumerate(req.prompt.options):
            if o.player and not o.card and o.player in names:
                out[names.index(o.player)] = i
        return out

    def _build_prompt_buttons(self, req: PromptRequest | None) -> None:
        """The answers to the prompt (if any) and the tray's buttons, right-aligned
        in the banner; while a Potion effect is being chosen only the chooser's."""
        self._kill_prompt_ui()
        if self.presenter.privacy_for is not None:
            return
        lay = self.layout
        rows: list[int | str] = []
        if req is not None and self.tray.choosing is None:
            # a picker's cards answer its prompt (widgets/arrange.py)
            rows = list(reach.button_rows(req.prompt, self.presenter.hands.get(req.seat, [])))
        tray = dict((act, label) for label, act in self.tray.buttons())
        if req is not None and req.prompt.reason == "next_to_act" \
                and req.prompt.context.get("phase") == "action":
            asking = TeamOrder.key(req.prompt, req.view) in self.engine.team_order.ask_again
            tray["team:ask"] = "Drink order: ask me" if not asking else "Drink order: same"
        arr = self._arranging(req)
        if arr is not None and reach.picked(arr.prompt):
            if self.arranged:
                tray["arr:back"] = "Take back"
            if len(self.arranged) >= self._arrange_left(arr) - 1:
                tray["arr:confirm"] = "Confirm order"
        rows += list(tray)
        self._tray_seen = self.tray.describe()
        s = lay.scale
        bh = max(28, round(32 * s))
        f = art.font("dejavu_serif", 18, "bold")
        x = lay.banner.right - 8
        y = lay.banner.bottom - bh - 6
        # right-aligned, in option order, wrapping leftwards
        for i in reversed(rows):
            label = tray[i] if isinstance(i, str) else self._option_label(req, i)  # type: ignore[arg-type]
            w = min(max(90, f.size(label)[0] + 30), lay.banner.w // 2)
            if x - w < lay.banner.x + 8:
                x = lay.banner.right - 8
                y -= bh + 4
            b = pygame_gui.elements.UIButton(
                pygame.Rect(x - w, y, w, bh), label, manager=self.app.ui, container=self.root,
                object_id=ObjectID(f"#answer_{i}" if isinstance(i, int) else "#tray",
                                   "@answer"))
            if isinstance(i, str):
                self.tray_buttons[b] = i
            else:
                self.buttons[b] = i
            x -= w + 6

    # -- input ------------------------------------------------------------------
    def answer(self, index: int, confirmed: bool = False) -> None:
        req = self.presenter.prompt
        if req is None:
            return
        o = req.prompt.options[index]
        if (not confirmed and o.label == "pass" and self.app.settings.confirm_pass_drink
                and could_play(req.prompt.options)):
            self._confirm_pass(index)
            return
        if req.prompt.kind == "discard" and o.label == "done" and self.discard_pick:
            index = self._discard_picked(req)
            o = req.prompt.options[index]
        self.discard_pick = set()
        self.aiming = None
        self.engine.debug(f"ui-answer seat={req.seat} kind={req.prompt.kind} "
                          f"option={index} {o.describe()}")
        self.presenter.answer(index)
        self._build_prompt_buttons(None)

    def _discard_picked(self, req: PromptRequest) -> int:
        """Done with cards picked: discard the first now, the rest (then Done) as the
        engine asks again, without showing those prompts."""
        hand = list(self.presenter.hands.get(req.seat, []))
        cards = [hand[j] for j in sorted(self.discard_pick) if j < len(hand)]
        rest: list[str | None] = [*cards[1:], None]
        self.engine.intents.queue_discards(req.seat, rest)
        return next(i for i, o in enumerate(req.prompt.options) if o.card == cards[0])

    def _answer_now(self, option: Option, then: str | None) -> bool:
        """Answer the prompt on screen with an anytime action, if it offers it."""
        req = self.presenter.prompt
        if req is None or self.presenter.privacy_for is not None \
                or option not in req.prompt.options:
            return False
        if then is not None:
            with self.engine.intents.lock:
                self.engine.intents.follow[req.seat] = then
        self.answer(req.prompt.options.index(option), confirmed=True)
        return True

    def _confirm_pass(self, index: int) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, 380, 200)
        rect.center = (w // 2, h // 2)
        self.confirm_option = index
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            rect, "You still have cards you could play. Pass anyway?", manager=self.app.ui,
            window_title="Pass?", action_short_name="Pass")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.saving.handle_event(event):
            return True
        if self.broken:  # only the dialog (pygame_gui's) takes input now
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.saving.dialog is None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.buttons:
                self.answer(self.buttons[event.ui_element])
                return True
            act = self.tray_buttons.get(event.ui_element)
            if act == "arr:back":
                self.take_back_arrange()
                return True
            if act == "arr:confirm":
                self.confirm_arrange()
                return True
            if act == "team:ask" and self.presenter.prompt is not None:
                req = self.presenter.prompt
                self.engine.team_order.toggle_ask(req.prompt, req.view)
                self._build_prompt_buttons(req)
                return True
            if event.ui_element in self.tray_buttons:
                self.tray.click(self.tray_buttons[event.ui_element])
                self._build_prompt_buttons(self.presenter.prompt)
                return True
            if event.ui_element is self.privacy_button:
                self.presenter.reveal()
                self._kill_prompt_ui()
                self._geometry()
                if self.presenter.prompt is not None:
                    self._build_prompt_buttons(self.presenter.prompt)
                return True
            if event.ui_element in self.finish_buttons:
                self.choose_finish(self.finish_buttons[event.ui_element])
                return True
            act = self.menu_buttons.get(event.ui_element)
            if act:
                self.menu(act)
                return True
        if event.type == pygame.KEYDOWN and self.confirm is not None and self.confirm.alive():
            return self._confirm_key(event.key)
        if event.type == pygame.KEYDOWN and self.finish_buttons:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose_finish("fast")
                return True
            if event.key == pygame.K_ESCAPE:
                self.choose_finish("watch")
                return True
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and \
                event.ui_element is self.confirm:
            if self.confirm_option is not None:
                self.answer(self.confirm_option, confirmed=True)
            self.confirm = None
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not self._blocked() and (self.cancel_aim() or self.take_back_arrange()
                                             or self.tray.cancel()):
            self._build_prompt_buttons(self.presenter.prompt)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 \
                and (self.cancel_aim() or self.take_back_arrange()):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not self._blocked() and self.confirm_arrange():
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and R(self.layout.log).collidepoint(self.mouse):
            self.logpanel.on_wheel(event.y, len(self.presenter.log))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._blocked():
                return False
            jump = self.logpanel.jump_rect
            if jump is not None and self.logpanel.scroll and jump.collidepoint(event.pos):
                self.logpanel.jump()
                return True
            return self._click(event.pos)
        return False

    def _maybe_offer_finish(self) -> None:
        """Once every person at the table is out and the game goes on without them,
        offer to finish quickly (once per game)."""
        p = self.presenter
        if self.finish_offered or self.autoplay or not self.engine.humans \
                or p.finished is not None or p.display.get("over") or not p.idle:
            return
        players = p.display.get("players") or []
        if not all(h < len(players) and players[h].get("out") for h in self.engine.humans):
            return
        self.finish_offered = True
        self._build_finish()

    def _build_finish(self) -> None:
        for b in self.finish_buttons:
            b.kill()
        self.finish_buttons = {}
        if not self.finish_offered or self.finish is not None:
            return
        c = R(self.layout.centre)
        s = self.layout.scale
        bh = max(30, round(34 * s))
        labels = (("fast", "Fast-forward (Enter)"), ("results", "Straight to the results"),
                  ("watch", "Keep watching (Esc)"))
        bw = min(c.w - 16, round(260 * s))
        y = c.centery - (len(labels) * (bh + 6)) // 2 + round(20 * s)
        for act, label in labels:
            b = pygame_gui.elements.UIButton(
                pygame.Rect(c.centerx - bw // 2, y, bw, bh), label, manager=self.app.ui,
                container=self.root, object_id=ObjectID(f"#finish_{act}", "@answer"))
            self.finish_buttons[b] = act
            y += bh + 6

    def choose_finish(self, act: str) -> None:
        """The player's answer to the offer: the AI turns at instant speed (and, for
        the results, the table covered until the game-over screen), or keep watching."""
        for b in self.finish_buttons:
            b.kill()
        self.finish_buttons = {}
        if act in ("fast", "results"):
            self.finish = act
            self.presenter.animator.instant = True
            self.presenter.hold = 0.0
            self.engine.max_ahead = 100_000  # the AI seats no longer wait for the table

    def _confirm_key(self, key: int) -> bool:
        """Enter confirms the dialog on screen (Pass), Esc cancels it (issue 31)."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            index = self.confirm_option
            self._close_confirm()
            if index is not None:
                self.answer(index, confirmed=True)
            return True
        if key == pygame.K_ESCAPE:
            self._close_confirm()
            return True
        return False

    def _blocked(self) -> bool:
        note = self.app.notice
        if note is not None and note.alive():
            return True
        return self.confirm is not None and self.confirm.alive()

    def _click(self, pos: tuple[int, int]) -> bool:
        req = self.presenter.prompt
        if self.presenter.privacy_for is not None:
            return False
        if self._tray_click(pos, req):
            self._build_prompt_buttons(self.presenter.prompt)
            return True
        if req is None:
            return False
        lay = self.layout
        if R(lay.hand).collidepoint(pos) and self.slots:
            i = fan_hit(self.slots, lay.hand_card, pos)
            if i is not None:
                opt = self._card_options(req).get(i)
                if opt is not None and req.prompt.kind == "discard":
                    self.discard_pick ^= {i}  # a pick, undone by clicking again
                    return True
                if opt is not None and self._pick_to_aim(req, i, opt):
                    return True
                if opt is not None:
                    self.answer(opt)
                    return True
        if self.aiming is not None:
            return self._aim_click(pos, req)
        if self._tavern_click(pos, req) or self._arrange_click(pos, req):
            return True
        for rect, card, tag, _seat in self.mat_spots:
            if tag == "zoom" or not rect.collidepoint(pos):
                continue
            opt = self._spot_option(req, card, tag)
            if opt is not None:
                self.answer(opt)
                return True
        pos_of = self._positions()
        mats = self._mat_options(req)
        for seat, opt in mats.items():
            if R(lay.mats[pos_of[seat]]).collidepoint(pos):
                self.answer(opt)
                return True
        return False

    def _pick_to_aim(self, req: PromptRequest, i: int, opt: int) -> bool:
        """A card that needs a target is picked, not played: the mats light up and it
        goes back to the hand with a second click (True when the click did that)."""
        if self.aiming is not None and self.aiming[0] == i:
            self.cancel_aim()
            return True
        card = req.prompt.options[opt].card
        if req.prompt.kind not in ("action", "respond") or not card \
                or reach.aim_kind(card) is None:
            return False
        self.aiming = (i, opt)
        self.presenter.version += 1
        return True

    def _aim_seats(self, req: PromptRequest | None) -> list[int]:
        if self.aiming is None or req is None:
            return []
        card = req.prompt.options[self.aiming[1]].card
        kind = reach.aim_kind(str(card)) or "another"
        return reach.aim_seats(self.presenter.display.get("players") or [], req.seat, kind)

    def _aim_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a lit mat aims the picked card there and plays it; a click
        anywhere else keeps it picked."""
        pos_of = self._positions()
        names = [p["name"] for p in self.presenter.display.get("players", [])]
        for seat in self._aim_seats(req):
            if R(self.layout.mats[pos_of[seat]]).collidepoint(pos):
                assert self.aiming is not None
                opt = self.aiming[1]
                self.aiming = None
                self.engine.intents.queue_target(req.seat, names[seat])
                self.answer(opt)
                return True
        return True

    def cancel_aim(self) -> bool:
        """The picked card goes back to the hand (nothing was played)."""
        if self.aiming is None:
            return False
        self.aiming = None
        self.presenter.version += 1
        return True

    def _tray_click(self, pos: tuple[int, int], req: PromptRequest | None) -> bool:
        """A click on the viewer's Potion, or on an anytime action the prompt on
        screen does not offer (a Patient, Prize, Scheme, Anytime card): the tray
        opens its chooser or queues / withdraws the action."""
        viewer = self.presenter.viewer
        if viewer not in self.engine.humans or self.presenter.display.get("over"):
            return False
        for rect, card, tag, _seat in self.mat_spots:
            if not rect.collidepoint(pos):
                continue
            if tag == "potion":
                self.tray.potion(viewer)
                return True
            if tag in reach.mat_labels() and card and (req is None or self._spot_option(
                    req, card, tag) is None):
                self.tray.toggle(viewer, Option(card=card, label=tag))
                return True
        lay = self.layout
        if R(lay.hand).collidepoint(pos) and self.slots:
            i = fan_hit(self.slots, lay.hand_card, pos)
            hand = self.presenter.hands.get(viewer, [])
            if i is None or i >= len(hand):
                return False
            if req is not None and req.seat == viewer and i in self._card_options(req):
                return False  # the prompt's own answer
            if reach.queueable_card(hand[i]):
                self.tray.toggle(viewer, Option(card=hand[i]))
                return True
        return False

    def _crawl_lit(self, req: PromptRequest | None) -> frozenset[str]:
        """The taverns the viewer's prompt lets them Crawl to (lit in the tavern row)."""
        if req is None or req.seat != self.presenter.viewer \
                or req.prompt.context.get("reason") != "crawl":
            return frozenset()
        return frozenset(str(o.card) for o in req.prompt.options if o.card)

    def _arranging(self, req: PromptRequest | None) -> PromptRequest | None:
        """The viewer's own prompt about Drinks only they are looking at (Tara arranging
        a pile, or placing the Drinks she looked at), shown large in the centre."""
        if req is None or req.seat != self.presenter.viewer:
            return None
        pr = req.prompt
        if reach.picked(pr) or (pr.kind == "order" and pr.reason == "looked"):
            return req
        return None

    def _arrange_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a card of the arrange picker puts it next from the top (on
        screen only: the order is given to the engine on Confirm; a "looked" order
        is answered by a mat, as any order)."""
        arr = self._arranging(req)
        if arr is None:
            return False
        if not reach.picked(arr.prompt):
            return False
        for rect, card in self._arrange_spots:
            if rect.collidepoint(pos) and len(self.arranged) < self._arrange_left(arr) - 1:
                self.arranged.append(card)
                self.presenter.version += 1
                self._build_prompt_buttons(req)
                return True
        return False

    @staticmethod
    def _arrange_left(arr: PromptRequest) -> int:
        """How many Drinks are still to be placed (the last one goes where it is)."""
        ctx = arr.prompt.context
        return len(ctx.get("seen") or []) - (int(ctx.get("position", 1)) - 1)

    def _arrange_ctx(self, arr: PromptRequest) -> dict[str, Any]:
        """The picker's context with the placements made on screen: those first (the
        engine's settled ones before them), the rest in the pile's order."""
        ctx = dict(arr.prompt.context)
        seen = [str(c) for c in ctx.get("seen") or []]
        done = int(ctx.get("position", 1)) - 1
        rest = seen[done:]
        for c in self.arranged:
            rest.remove(c)
        ctx["seen"] = seen[:done] + self.arranged + rest
        ctx["position"] = done + len(self.arranged) + 1
        return ctx

    def take_back_arrange(self) -> bool:
        """The last placement goes back (Esc, right-click, Take back)."""
        if not self.arranged:
            return False
        self.arranged.pop()
        self.presenter.version += 1
        self._build_prompt_buttons(self.presenter.prompt)
        return True

    def confirm_arrange(self) -> bool:
        """Give the engine the order placed on screen: the first now, the rest as it
        asks again (those prompts are not shown)."""
        req = self.presenter.prompt
        arr = self._arranging(req)
        if req is None or arr is None or not reach.picked(arr.prompt) \
                or len(self.arranged) < self._arrange_left(arr) - 1:
            return False
        picks = list(self.arranged)
        self.arranged = []
        self.engine.intents.queue_arrange(req.seat, picks[1:])
        i = next(i for i, o in enumerate(req.prompt.options) if o.card == picks[0])
        self.answer(i)
        return True

    def _tavern_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a lit tavern answers the Crawl."""
        lit = self._crawl_lit(req)
        if not lit:
            return False
        for rect, card in self._side_spots:
            if card in lit and rect.collidepoint(pos):
                i = next(i for i, o in enumerate(req.prompt.options) if o.card == card)
                self.answer(i)
                return True
        return False

    @staticmethod
    def _spot_option(req: PromptRequest, card: str | None, tag: str) -> int | None:
        """The option a click on a mat spot answers, if the prompt offers it."""
        return reach.spot_option(req.prompt, card, tag)

    def menu(self, act: str) -> None:
        if act == "save":
            self.saving.save_now()
        elif act == "load":
            self.app.open_scene("load")
        elif act == "rules":
            self.app.open_scene("rules")
        elif act == "menu":
            self.app.pop()  # exit() autosaves
            if not self.presenter.finished:
                self.saving.leave_note()

    # -- per frame --------------------------------------------------------------
    def _warm_list(self) -> list[tuple[str, int]]:
        """Card faces the table will draw, to render ahead in spare frame time."""
        from engine.cards import cards

        db = cards()
        lay = self.layout
        out: list[tuple[str, int]] = []
        seen: set[str] = set()
        hand_seats = set(self.engine.viewers)
        for i, pl in enumerate(self.presenter.display.get("players", [])):
            try:
                ids = db.deck_list(pl["character"])
            except Exception:  # noqa: BLE001
                continue
            for c in ids:
                if (c, i in hand_seats) in seen:  # type: ignore[comparison-overlap]
                    continue
                seen.add((c, i in hand_seats))  # type: ignore[arg-type]
                if i in hand_seats:
                    out.append((c, lay.hand_card[0]))
                out.append((c, lay.pile_card[0]))
        try:
            drinks = set(db.drink_list(self.engine.game.state.setup.get("drink_deck",
                                                                        "classic")))
        except Exception:  # noqa: BLE001
            drinks = set()
        out.extend((c, lay.pile_card[0]) for c in sorted(drinks))
        return out

    def warm(self, budget_ms: float = 3.0) -> None:
        """Render a few card faces ahead of need (never more than the budget)."""
        if self._warm is None:
            self._warm = self._warm_list()
        t0 = time.perf_counter()
        while self._warm and (time.perf_counter() - t0) * 1000 < budget_ms:
            c, w = self._warm.pop()
            art.card_face(c, w)

    def update(self, dt: float) -> None:
        if self.broken:
            return
        self.warm()
        msgs = self.engine.drain(limit=400 if self.presenter.instant else 64)
        if msgs:
            self.on_messages(msgs)
            self.presenter.feed(msgs)
        self.presenter.update(dt)
        self.engine.ui_backlog = self.presenter.pending
        if self.presenter.privacy_for is not None and self.privacy_button is None:
            self.tray.choosing = None  # the screen changes hands: a half-made choice goes
            self._build_privacy()
            self.app.audio.play("handover")
        elif self.presenter.privacy_for is None and self._tray_seen != self.tray.describe():
            self._build_prompt_buttons(self.presenter.prompt)
        self._maybe_offer_finish()
        if self.autoplay and self.presenter.prompt is not None:
            self.presenter.answer(random.randrange(len(self.presenter.prompt.prompt.options)))
        self.saving.update()
        p = self.presenter
        if p.failure is not None and not self.failure_shown:
            self.failure_shown = True
            self.saving.show_failure(p.failure)
            log.error("engine failure: %s\n%s", p.failure.error, p.failure.details)
        if p.finished is not None and p.idle and not self.game_over_shown:
            self.game_over_shown = True
            self.record_statistics()
            if not self.autoplay:
                self.app.open_scene("game_over", presenter=p)

    def failed(self, exc: Exception) -> bool:
        """An error in the table itself (issue 34): the game is saved and reported
        like an engine failure, and the table stops drawing what broke."""
        if not self.broken:
            self.broken = True
            self._close_confirm()
            self._kill_prompt_ui()
            if self.root is not None:
                self.root.hide()
            self.saving.table_failed(exc)
        return True

    def on_messages(self, msgs: list[Any]) -> None:
        """The engine's messages as they arrive, before they are shown (the guided
        first game watches them for its lessons)."""

    def record_statistics(self) -> None:
        """A finished game joins the statistics (issue 33); autoplay runs do not. Never
        stops the game: a file that cannot be written is logged."""
        if self.autoplay or self.engine.alive or not self.engine.game.over:
            return
        from rdi_desktop.stats import record_game

        try:
            record_game(self.engine.game, list(self.engine.kinds))
        except OSError as exc:
            log.warning("statistics not recorded: %s", exc)

    def busy(self) -> bool:
        """Frames are needed while events play, messages wait or the drawing is
        stale; a table waiting for a click is not busy (the app sleeps)."""
        p = self.presenter
        if self.autoplay or not p.idle or not self.engine.inbox.empty():
            return True
        if p.privacy_for is not None:
            return False
        return self._layer_key(p.hands.get(p.viewer, [])) != self._static_key

    @property
    def done(self) -> bool:
        return self.presenter.finished is not None and self.presenter.idle

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.broken:  # what broke is not drawn again; the dialog is on top
            surface.fill((20, 12, 8))
            return
        lay = self.layout
        if lay.size != surface.get_size() or self._style() != self.style:
            self.resize(surface.get_size())
            lay = self.layout
        p = self.presenter
        if p.privacy_for is not None:
            self._draw_privacy(surface, p.privacy_for)
            self.slots = []
            self.hover_card = None
            return
        hand = p.hands.get(p.viewer, [])
        # what the mouse is over (cheap): part of the static layer's key
        self.hover_index = None
        if R(lay.hand).collidepoint(self.mouse) and self.slots:
            self.hover_index = fan_hit(self.slots, lay.hand_card, self.mouse)
        self.hover_mat = None
        pos = self._positions()
        for seat in range(min(self.n, len(pos))):
            if R(lay.mats[pos[seat]]).collidepoint(self.mouse):
                self.hover_mat = seat
        self.hover_spot = None
        for rect, card, tag, seat in self.mat_spots:
            if rect.collidepoint(self.mouse):
                self.hover_spot = (card, tag, seat)
                break
        key = self._layer_key(hand)
        if self._static is None or key != self._static_key \
                or self._static.get_size() != surface.get_size():
            self._render_static(surface.get_size(), hand)
            self._static_key = key
        assert self._static is not None
        surface.blit(self._static, (0, 0))
        p.animator.draw(surface)
        self._draw_zoom(surface, hand)
        self._draw_finish(surface)
        req = p.prompt
        if req is not None and req is not self._logged_prompt and self.app.debug_path:
            self._logged_prompt = req
            self._debug_prompt(req)

    def _layer_key(self, hand: list[str]) -> Any:
        p = self.presenter
        marks = tuple(round(v * 8) for v in p.markers.values())
        return (p.version, marks, self.hover_index, self.hover_mat,
                self.hover_spot[1:] if self.hover_spot else None, tuple(hand),
                tuple(sorted(k for k, v in p.highlight.items() if v > 0)),
                id(p.prompt), len(self.buttons), self.tray.describe(), self.logpanel.scroll,
                len(p.log),
                self.layout.size)

    def _mat_hand(self, seat: int, teammate: bool) -> tuple[str, ...] | None:
        """The hand drawn face up on ``seat``'s mat: a teammate's (003: teammates look at
        each other's hands); the replay's open view shows every hand this way."""
        p = self.presenter
        if teammate and seat != p.viewer and seat in p.hands:
            return tuple(p.hands[seat])
        return None

    def _render_static(self, size: tuple[int, int], hand: list[str]) -> None:
        """Felt, mats, plates, centre, banner, hand and log into the static layer."""
        self.static_renders += 1
        lay = self.layout
        felt = art.felt((lay.log.x, lay.size[1]))
        full = self._static is None or self._static.get_size() != size \
            or self._drawn.get("layout") != (id(lay), id(felt))
        if full:
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._static = self._static.convert()
            self._static.blit(felt, (0, 0))
            self._drawn = {"layout": (id(lay), id(felt))}
        layer = self._static
        assert layer is not None
        drawn = self._drawn
        gap = max(4, round(6 * lay.scale))
        # the bottom strip (banner, hand, the viewer's mats) is redrawn as one
        bottom = pygame.Rect(0, lay.banner.y - gap // 2, lay.log.x,
                             lay.size[1] - lay.banner.y + gap // 2)
        p = self.presenter
        req0 = p.prompt
        legal0 = set(self._card_options(req0)) if req0 is not None and req0.seat == p.viewer \
            else None
        bottom_key = (tuple(hand), self.hover_index, tuple(sorted(legal0)) if legal0 else legal0,
                      self._banner_lines(req0), len(self.buttons),
                      tuple(sorted(self.discard_pick)), self.aiming)
        if drawn.get("bottom") != bottom_key:
            layer.blit(felt, bottom.topleft, bottom)
            for k in [k for k in drawn if isinstance(k, tuple)]:
                r0 = lay.mats[self._positions()[k[1]]] if k[0] == "mat" else \
                    lay.plates[k[1]] if k[0] == "plate" and k[1] < len(lay.plates) else None
                if r0 is None or pygame.Rect(r0).colliderect(bottom):
                    del drawn[k]
        p = self.presenter
        view = p.display
        players = view.get("players", [])
        names = [pl.get("name", "?") for pl in players]
        pos = self._positions()
        req = p.prompt
        mat_opts = self._lit_mats(req)
        gm = view.get("gambling") if isinstance(view.get("gambling"), dict) else None
        teams = view.get("teams") or {}
        mode = str(view.get("mode") or "standard")
        viewer_team = players[p.viewer].get("team") if teams and p.viewer < len(players) \
            else None
        lit: dict[int, set[str]] = {}
        if req is not None:
            for o in req.prompt.options:
                if o.card and o.label in reach.mat_labels():
                    lit.setdefault(req.seat, set()).add(o.card)
        potion_seat = None
        if p.viewer in self.engine.humans and not view.get("over") and p.viewer < len(players):
            lit.setdefault(p.viewer, set()).update(
                anytime_cards(players[p.viewer], p.private.get(p.viewer, {})))
            if viewer_team and int((teams.get(viewer_team) or {}).get("potions", 0)) > 0:
                potion_seat = p.viewer
        potion_team = players[potion_seat].get("team") if potion_seat is not None else None
        boss_tag, other_tag = BOSS_TAG.get(mode, ("", ""))
        track_names = tuple(pl.get("name", "") for pl in players if not pl.get("automaton"))
        spots: list[tuple[pygame.Rect, str | None, str, int]] = []
        for seat, pl in enumerate(players):
            idx = pos[seat]
            r = lay.mats[idx]
            team = pl.get("team")
            in_team = bool(teams) and team in teams
            hovered = self.hover_mat == seat
            mate_hand = self._mat_hand(seat, in_team and team == viewer_team)
            owned = None
            if seat == p.viewer and seat in p.private:
                owned = tuple((k, tuple(v)) for k, v in p.private[seat].items())
            wide = idx in lay.wide
            info = MatInfo(
                seat=seat, player=pl, fort=p.marker(seat, "fortitude"),
                alc=p.marker(seat, "alcohol"), active=view.get("active") == seat,
                controller=bool(gm and gm.get("controller") == seat),
                in_round=bool(gm and seat in (gm.get("in_round") or [])),
                viewer=idx == 0 and (seat in self.engine.humans),
                targetable=seat in mat_opts, hovered=hovered and seat in mat_opts,
                glow=p.highlight.get(seat, 0.0), team=lay.style == "teams",
                wide=wide, hand=mate_hand, hand_label=self.MATE_HAND_LABEL, owned=owned,
                lit=frozenset(lit.get(seat, set())),
                track_names=track_names if pl.get("automaton") else (),
                tag=(boss_tag if pl.get("boss") else other_tag) if boss_tag else "",
                badges=mat_badges(view, seat))
            if wide or (pl.get("boss") and mode == "boss-battle"):
                info.actions = tuple(p.turn_actions.get(seat, [])) \
                    if view.get("active") == seat else ()
                info.actions_allowed = boss_actions(view)
            if in_team and lay.style != "teams":
                info.potions = int(teams[team].get("potions", 0))
                info.potion_lit = potion_seat == seat
                info.potion_hover = bool(self.hover_spot and self.hover_spot[1] == "potion"
                                         and self.hover_spot[2] == seat)
            for rect, card, tag in draw_mat(layer, r, info, lay.scale, felt, drawn,
                                            R(r).inflate(gap, gap)):
                spots.append((rect, card, tag, seat))
        if lay.style == "teams":
            for k, plate in enumerate(lay.plates):
                seats = [seat for seat in range(len(players)) if pos[seat] in (2 * k, 2 * k + 1)]
                if not seats:
                    continue
                seats.sort(key=lambda q: pos[q])
                team = players[seats[0]].get("team")
                rec = teams.get(team, {})
                first = seats[0]
                info2 = PlateInfo(
                    team=str(team), members=tuple(str(players[q].get("name")) for q in seats),
                    fort=p.marker(first, "fortitude"), alc=p.marker(first, "alcohol"),
                    gold=int(rec.get("gold", players[first].get("gold", 0))),
                    potions=int(rec.get("potions", 0)),
                    potion_lit=potion_team is not None and team == potion_team,
                    potion_hover=bool(self.hover_spot and self.hover_spot[1] == "potion"
                                      and self.hover_spot[2] == first),
                    active=view.get("active") in seats, mine=team == viewer_team,
                    boss=any(players[q].get("boss") for q in seats))
                for rect, card, tag in draw_plate(layer, plate, info2, lay.scale, k, felt,
                                                  drawn):
                    spots.append((rect, card, tag, first))
        self.mat_spots = spots
        centre_key = (view.get("drink_deck_size"), tuple(view.get("drink_discard", [])[-1:]),
                      len(view.get("drink_discard", [])), view.get("inn"), view.get("pot"),
                      freeze(view.get("gambling")), freeze(view.get("stack")),
                      freeze(view.get("drinks")), freeze(view.get("prizes")),
                      freeze(view.get("options")), view.get("bar_deck_size"), tuple(names),
                      freeze(view.get("crawl")), self._crawl_lit(req),
                      id(self._arranging(req)), tuple(self.arranged))
        centre_now = (centre_key, freeze(view.get("sea")))  # the Sea Event Deck's too
        if drawn.get("centre") != centre_now:
            c = R(lay.centre)
            layer.blit(felt, c.topleft, c)
            layer.set_clip(c)
            self._centre_spots = draw_centre(layer, lay, view, names)
            arr = self._arranging(req)
            self._arrange_spots = [] if arr is None else draw_arrange(
                layer, c, self._arrange_ctx(arr), lay.scale)
            layer.set_clip(None)
            drawn["centre"] = centre_now
        self.hot_spots = list(self._centre_spots)
        self.hot_spots += [(rect, card) for rect, card, _t, _s in spots if card]
        if drawn.get("bottom") != bottom_key:
            self._draw_banner(layer, req)
            layer.set_clip(bottom)
            self.slots = draw_hand(layer, lay.hand, hand, lay.hand_card, legal0,
                                   self.hover_index,
                                   {self.aiming[0]} if self.aiming else self.discard_pick,
                                   "aiming" if self.aiming else "discard")
            if not hand:
                t = art.text("(no cards in hand)", label_px(14, lay.scale), PARCH, "italic")
                layer.blit(t, t.get_rect(center=R(lay.hand).center))
            layer.set_clip(None)
            drawn["bottom"] = bottom_key
        self._draw_log_and_side(layer, view, req, full)

    def _lit_mats(self, req: PromptRequest | None) -> dict[int, int]:
        """The mats lit as answers: the prompt's players, and a picked card's targets."""
        out = self._mat_options(req) if req is not None else {}
        for seat in self._aim_seats(req):
            out.setdefault(seat, -1)
        return out

    def _draw_log_and_side(self, layer: pygame.Surface, view: dict[str, Any],
                           req: PromptRequest | None, full: bool) -> None:
        """The log, and the variants' side panel over its top (redrawn with it)."""
        lay = self.layout
        drawn = self._drawn
        side_key = (freeze(view.get("crawl")), freeze(view.get("sea")), self._crawl_lit(req))
        top = max(lay.log_buttons.bottom + 6, lay.log_top)
        if self.logpanel.draw(layer, lay.log, top, self.presenter.log, lay.scale,
                              only_if_changed=not full) or drawn.get("side") != side_key:
            self._side_spots = self._draw_side(layer, view, req)
            drawn["side"] = side_key
        self.hot_spots += self._side_spots

    def _draw_side(self, layer: pygame.Surface, view: dict[str, Any],
                   req: PromptRequest | None) -> list[tuple[pygame.Rect, str]]:
        """The variants' side panel over the top of the log: the Pub Crawl's taverns
        and the Sea Event Deck (issue 31: the centre had no room for them)."""
        lay = self.layout
        spots: list[tuple[pygame.Rect, str]] = []
        if lay.log_top <= lay.log_buttons.bottom:
            return spots
        panel = pygame.Rect(lay.log.x + 2, lay.log_buttons.bottom + 3, lay.log.w - 2,
                            lay.log_top - lay.log_buttons.bottom - 3)
        layer.fill((22, 13, 7), panel)
        if view.get("crawl"):
            spots += draw_taverns(layer, R(lay.taverns), view["crawl"], lay.scale,
                                  self._crawl_lit(req))
        if view.get("sea"):
            spots += draw_sea(layer, R(lay.sea), view["sea"], lay.scale)
        pygame.draw.line(layer, (150, 110, 50), (panel.x, panel.bottom - 1),
                         (panel.right, panel.bottom - 1), 1)
        return spots

    def _debug_prompt(self, req: PromptRequest) -> None:
        """For the real-window test: where to click to answer this prompt."""
        from rdi_desktop.layout import fan_hit as hit

        lay = self.layout
        pts = []
        for hand_i in self._card_options(req):
            s = self.slots[hand_i] if hand_i < len(self.slots) else None
            if s is None:
                continue
            for dx in range(-lay.hand_card[0] // 2 + 4, lay.hand_card[0] // 2, 3):
                pt = (round(s.cx + dx), round(s.cy))
                if hit(self.slots, lay.hand_card, pt) == hand_i:
                    pts.append(f"{pt[0]},{pt[1]}")
                    break
        btns = [f"{b.get_abs_rect().centerx},{b.get_abs_rect().centery}"
                for b in sorted(self.buttons, key=lambda b: self.buttons[b])]
        self.app.debug(f"prompt seat={req.seat} kind={req.prompt.kind} "
                       f"cards={';'.join(pts)} buttons={';'.join(btns)}")

    def _banner_lines(self, req: PromptRequest | None) -> tuple[bool, str, str]:
        """What the banner says: (a prompt for the viewer?, line 1, line 2)."""
        p = self.presenter
        view = p.display
        if req is not None:
            pr = req.prompt
            ctx = pr.context
            to = describe_to(ctx.get("to"))
            if pr.kind == "respond" and ctx.get("to") in (None, "phase"):
                phase = str(ctx.get("phase") or view.get("phase") or "").replace("_", " ")
                ask = phase_ask(p.name(view.get("active")), p.name(req.seat), phase)
            elif pr.kind == "choose" and choose_question(str(pr.reason)) is not None:
                ask = str(choose_question(str(pr.reason))).format(to=to)
            elif pr.reason == "next_to_act":  # asked once a turn, in words (issue 31)
                ask = NEXT_TO_ACT.get(str(ctx.get("phase")), REASON_ASK["next_to_act"])
            elif pr.kind == "choose" and (pr.reason in REASON_ASK
                                          or variant_ui.question(str(pr.reason))):
                ask = (REASON_ASK.get(str(pr.reason))
                       or str(variant_ui.question(str(pr.reason)))).format(to=to)
            elif pr.kind == "order" and pr.reason == "looked":  # a Drink you looked at
                ask = f"Who gets the {art.card_title(str(ctx.get('to')))} you ordered?"
            else:
                card = ctx.get("to")
                ask = KIND_ASK.get(pr.kind, "Decide.").format(
                    to=to, card=quote(art.card_title(str(card))) if card else "your card")
            if self.aiming is not None:
                card = art.card_title(str(pr.options[self.aiming[1]].card))
                ask = (f"Play {quote(card)} on whom? Click a lit mat (Esc, right-click or "
                       "the card again: back to your hand)")
            line1 = prompt_line(p.name(req.seat), ask)
            if pr.kind in ("target", "order") or pr.reason == "split_partner":
                line1 += "  (click a mat)"
            stack = view.get("stack", [])
            line2 = self.tray.status(art.card_title)
            if stack and not line2:
                line2 = "Pending: " + " \u2192 ".join(
                    f"{art.card_title(it['card'])} ({p.name(it.get('owner'))})"
                    for it in stack[-4:])
            return True, line1, line2
        active = view.get("active")
        phase = str(view.get("phase") or "").replace("_", " ")
        if view.get("over"):
            line1 = "The game is over."
        elif p.privacy_for is not None:
            line1 = f"Pass the screen to {p.name(p.privacy_for)}."
        else:
            line1 = turn_line(p.name(active), phase)
        line2 = "Waiting for the other players\u2026" if not view.get("over") else ""
        who = getattr(self.engine, "thinking_for", lambda _s: None)(0.15)
        if who is not None and line2:  # a Hard or Expert search: say so, the screen lives
            line2 = f"{p.name(who)} is thinking\u2026"
        line2 = self.tray.status(art.card_title) or line2
        return False, line1, line2

    def _draw_banner(self, surface: pygame.Surface, req: PromptRequest | None) -> None:
        lay = self.layout
        r = R(lay.banner)
        s = lay.scale
        mine, line1, line2 = self._banner_lines(req)
        key = (r.size, mine)
        shade = self._shades.get(key)
        if shade is None:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((70, 20, 12, 225) if mine else (20, 12, 6, 170))
            self._shades[key] = shade
        surface.blit(shade, r.topleft)
        pygame.draw.rect(surface, GOLD if mine else (110, 84, 44), r, 2, border_radius=6)
        pad = round(10 * s)
        self.banner_text = line1 + ("\n" + line2 if line2 else "")
        size1 = max(MIN_LABEL, round(17 * s))
        t = art.text(line1, size1, (255, 240, 200), "bold", "dejavu_serif")
        y1 = r.y + round(6 * s)
        room = self._banner_room(r, pad, y1, t.get_height())
        rows = [line1]
        if t.get_width() > room:  # the question wraps onto a second line (issue 31: cut)
            rows = art.wrap(line1, art.font("dejavu_serif", size1, "bold"), room)
            if len(rows) > 2:
                rows = [rows[0], " ".join(rows[1:])]
        for k, row in enumerate(rows):
            room = self._banner_room(r, pad, y1, t.get_height())
            t = clip_text(row, size1, room, "bold", (255, 240, 200), "dejavu_serif")
            put_label(surface, t, (r.x + pad, y1), size1, kind="banner")
            if k < len(rows) - 1:
                y1 += t.get_height()
        if line2:
            size2 = label_px(13, s)
            y2 = y1 + t.get_height() + 4
            h2 = art.text(line2, size2).get_height()
            t2 = clip_text(line2, size2, self._banner_room(r, pad, y2, h2), "regular", PARCH)
            put_label(surface, t2, (r.x + pad, y2), size2, kind="banner")

    def _banner_room(self, r: pygame.Rect, pad: int, y: int, h: int) -> int:
        """How wide a banner line at ``y`` may be: up to the first answer button
        beside it (buttons fill the banner's bottom rows from the right)."""
        right = r.right - pad
        for b in [*self.buttons, *self.tray_buttons]:
            br = b.get_abs_rect()
            if br.bottom > y and br.top < y + h:
                right = min(right, br.x - pad)
        return max(40, right - r.x - pad)

    def _draw_zoom(self, surface: pygame.Surface, hand: list[str]) -> None:
        lay = self.layout
        card = None
        anchor_x = None
        self.dim_text = ""
        from_hand = self.hover_index is not None and self.hover_index < len(hand)
        if from_hand:
            card = hand[self.hover_index]  # type: ignore[index]
            anchor_x = self.slots[self.hover_index].cx  # type: ignore[index]
        elif R(lay.log).collidepoint(self.mouse):
            card = self.logpanel.card_at(self.mouse)
            anchor_x = lay.log.x - lay.zoom_card[0] / 2 - 10
        else:
            for rr, c in self.hot_spots:
                if rr.collidepoint(self.mouse):
                    card, anchor_x = c, rr.centerx
                    break
        self.hover_card = card
        if card is None or anchor_x is None:
            return
        rect = R(zoom_rect(lay, anchor_x, self.mouse[1] if R(lay.log).collidepoint(self.mouse)
                           else None, bool(self.presenter.display.get("stack")
                                           or self.presenter.display.get("drinks"))))
        avoid = self._click_targets()
        if any(rect.colliderect(a) for a in avoid):
            moved = clear_of(Rect(*rect), [Rect(*a) for a in avoid], lay.log.x)
            if moved is None:
                return  # nowhere clear: the targets matter more than the preview
            rect = R(moved)
        img = art.card_face(card, rect.w)
        shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 120))
        surface.blit(shadow, (rect.x + 6, rect.y + 6))
        surface.blit(img, rect.topleft)
        self.zoom_at = pygame.Rect(rect.topleft, img.get_size())
        self.dim_text = self._dim_text(hand) if from_hand else ""
        crawl = self.presenter.display.get("crawl") or {}
        if not from_hand and card in (crawl.get("taverns") or []):
            self.dim_text = tavern_detail(card, crawl)  # what the compact row leaves out
        if self.dim_text:
            self._draw_caption(surface, self.dim_text, self.zoom_at)

    def _draw_finish(self, surface: pygame.Surface) -> None:
        """The offer's heading over the centre, or the cover while going straight
        to the results."""
        s = self.layout.scale
        if self.finish == "results" and not self.game_over_shown:  # then "Look at the table"
            w, h = surface.get_size()
            surface.fill((22, 12, 6))
            t = art.text("Finishing the game\u2026", label_px(28, s), GOLD, "bold",
                         "dejavu_serif")
            surface.blit(t, t.get_rect(center=(w // 2, h // 2)))
            return
        if not self.finish_buttons:
            return
        top = min(b.get_abs_rect().top for b in self.finish_buttons)
        left = min(b.get_abs_rect().left for b in self.finish_buttons)
        right = max(b.get_abs_rect().right for b in self.finish_buttons)
        bottom = max(b.get_abs_rect().bottom for b in self.finish_buttons)
        t = art.text("Everyone at the table is out. Finish quickly?", label_px(15, s), PARCH,
                     "bold")
        box = pygame.Rect(0, 0, max(right - left, t.get_width()) + 24,
                          bottom - top + t.get_height() + 30)
        box.midbottom = ((left + right) // 2, bottom + 10)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((14, 8, 4, 230))
        surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=8)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + 8)))

    def _click_targets(self) -> list[pygame.Rect]:
        """What the banner asks the viewer to click now: the mats of a target or order
        question (or of a card being aimed), the arrange picker's cards."""
        req = self.presenter.prompt
        if req is None or req.seat != self.presenter.viewer:
            return []
        pos = self._positions()
        seats = set(self._mat_options(req)) | set(self._aim_seats(req))
        out = [R(self.layout.mats[pos[q]]) for q in seats if q < len(pos)]
        out += [r for r, _c in self._arrange_spots]
        return out

    def _dim_text(self, hand: list[str]) -> str:
        """Why the hovered hand card is dimmed (the prompt on screen does not offer it)."""
        p = self.presenter
        req = p.prompt
        i = self.hover_index
        if req is None or req.seat != p.viewer or i is None or i >= len(hand) \
                or i in self._card_options(req):
            return ""
        players = p.display.get("players") or []
        gold = players[p.viewer].get("gold") if p.viewer < len(players) else None
        return dim_reason(hand[i], int(gold) if isinstance(gold, int) else None)

    def _draw_caption(self, surface: pygame.Surface, text: str, near: pygame.Rect) -> None:
        """One line on a dark plate just above the zoomed card (over its top edge
        when there is no room above)."""
        s = self.layout.scale
        img = art.text(text, label_px(14, s), PARCH, "bold")
        pad = max(4, round(5 * s))
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        box.midbottom = (near.centerx, near.y - 4)
        if box.y < 4:
            box.y = near.y + 4
        box.x = max(4, min(box.x, self.layout.log.x - box.w - 4))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((14, 8, 4, 225))
        surface.blit(shade, box.topleft)
        surface.blit(img, (box.x + pad, box.y + pad))
        self.caption_at = box

    def _draw_privacy(self, surface: pygame.Surface, seat: int) -> None:
        w, h = surface.get_size()
        surface.fill((22, 12, 6))
        s = self.layout.scale
        name = self.presenter.name(seat)
        players = self.presenter.display.get("players", [])
        pl = players[seat] if seat < len(players) else {}
        face = art.emblem(str(pl.get("character", "")), round(150 * s), bool(pl.get("boss")))
        title = art.outlined(f"Pass to {name}", art.font("blankenburg", round(72 * s)),
                             (240, 80, 50), (20, 6, 2), 3)
        tr = title.get_rect(center=(w // 2, h // 2 - round(60 * s)))
        surface.blit(face, face.get_rect(midbottom=(w // 2, tr.top - round(6 * s))))
        surface.blit(title, tr)
        sub = art.text("Everyone else, look away. Cards stay hidden until you click.",
                       round(18 * s), PARCH, "italic", "dejavu_serif")
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + round(5 * s))))


def boss_actions(view: dict[str, Any]) -> int:
    """How many Actions the Boss may play this turn (003 "Boss Battle"): X, the
    number of Challengers; on her first turn 1 with two Challengers, else 2."""
    x = len([pl for pl in view.get("players", []) if not pl.get("boss")])
    if int(view.get("turn_number", 0) or 0) <= 1:
        return 1 if x == 2 else 2
    return x


def _c(r: Any) -> tuple[float, float]:
    return (r.x + r.w / 2, r.y + r.h / 2)


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# ---------------------------------------------------------------------------
# factories
# ---------------------------------------------------------------------------
QUICK_CHARACTERS = playable_characters()


def quick_setup(players: int = 4, seed: int | None = None, human: bool = True
                ) -> tuple[dict[str, Any], list[str], int]:
    from engine.cards import cards

    seed = seed if seed is not None else random.randrange(1, 1_000_000)
    rng = random.Random(seed)
    chars = [c for c in QUICK_CHARACTERS if c in cards().characters] or \
        list(cards().characters)
    picks = [chars[i % len(chars)] for i in range(players)]
    rng.shuffle(picks)
    specs = []
    kinds = []
    names_used: set[str] = set()
    for i, ch in enumerate(picks):
        name = cards().characters[ch].name
        if i == 0 and human:
            name = "You"
        base, k = name, 2
        while name in names_used:  # "Jett 2", never "Jett'" (the log's possessives)
            name = f"{base} {k}"
            k += 1
        names_used.add(name)
        specs.append({"name": name, "character": ch})
        kinds.append(HUMAN if (i == 0 and human) else default_ai())
    return {"players": specs, "first": 0}, kinds, seed


MODE_NAMES = {"standard": "Standard", "two-headed-dragon": "Two-Headed Dragon",
              "boss-battle": "Boss Battle", "two-headed-boss-battle": "Two-Headed Boss Battle",
              "leaders-and-lackeys": "Leaders and Lackeys"}
#: the player counts each mode allows
MODE_PLAYERS: dict[str, tuple[int, ...]] = {
    "standard": (2, 3, 4, 5, 6, 7, 8), "two-headed-dragon": (4, 6, 8), "boss-battle": (3, 4, 5),
    "two-headed-boss-battle": (4, 6, 8), "leaders-and-lackeys": (4, 6, 8)}
MODE_DEFAULT_PLAYERS = {"standard": 4, "two-headed-dragon": 4, "boss-battle": 4,
                        "two-headed-boss-battle": 4, "leaders-and-lackeys": 4}
for _m in variant_ui.mode_uis():  # a mode a mat file declares (Otto's two-player game)
    MODE_NAMES[_m.mode] = _m.name
    MODE_PLAYERS[_m.mode] = _m.players
    MODE_DEFAULT_PLAYERS[_m.mode] = _m.default
MODES = tuple(MODE_NAMES)
TEAM_NAMES = "ABCD"


def seat_roles(mode: str, n: int) -> list[dict[str, Any]]:
    """What each seat must be in ``mode``: its team, whether it is a Boss and
    whether its character is fixed (Petra). Boss Battle seats the Boss last,
    so seat 1 (you, by default) is a Challenger."""
    roles: list[dict[str, Any]] = []
    for i in range(n):
        r: dict[str, Any] = {"team": None, "boss": False, "fixed": False}
        if mode in ("two-headed-dragon", "two-headed-boss-battle", "leaders-and-lackeys"):
            r["team"] = TEAM_NAMES[i // 2]
            if mode == "two-headed-boss-battle" or (mode == "leaders-and-lackeys"
                                                    and i % 2 == 0):
                r["boss"] = r["fixed"] = True
        elif mode == "boss-battle" and i == n - 1:
            r["boss"] = r["fixed"] = True
        roles.append(r)
    return roles


def variant_setup(mode: str = "standard", players: int | None = None, seed: int | None = None,
                  human: bool = True, options: dict[str, bool] | None = None
                  ) -> tuple[dict[str, Any], list[str], int]:
    """A legal game of ``mode`` (like :func:`quick_setup`): teams of two side by
    side, Boss Petras where the mode needs them, Otto's two players."""
    from engine.cards import cards

    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}")
    n = players if players is not None else MODE_DEFAULT_PLAYERS[mode]
    if n not in MODE_PLAYERS[mode]:
        raise ValueError(f"{MODE_NAMES[mode]} needs {MODE_PLAYERS[mode]} players, not {n}")
    setup, kinds, seed = quick_setup(n, seed, human)
    if mode == "standard" and not options:
        return setup, kinds, seed
    rng = random.Random(seed)
    boss = boss_character()
    others = [c for c in QUICK_CHARACTERS if c != boss and c in cards().characters]
    rng.shuffle(others)
    used: set[str] = set()
    for i, (spec, role) in enumerate(zip(setup["players"], seat_roles(mode, n))):
        ch = boss if role["fixed"] else (spec["character"] if mode == "standard"
                                            else others[i % len(others)])
        spec["character"] = ch
        if role["team"] is not None:
            spec["team"] = role["team"]
        if role["boss"]:
            spec["boss"] = True
        name = "You" if (i == 0 and human) else cards().characters[ch].name
        if role["boss"] and mode == "boss-battle" and not (i == 0 and human):
            name = "Boss " + name
        base, k = name, 2
        while name in used:
            name = f"{base} {k}"
            k += 1
        used.add(name)
        spec["name"] = name
    setup["mode"] = mode
    if options:
        setup["options"] = {k: bool(v) for k, v in options.items()}
    return setup, kinds, seed


def open_table(app: Any, setup: dict[str, Any], kinds: list[str], seed: int,
               autoplay: bool = False) -> TableScene:
    engine = start_game(setup, kinds, seed, autosave=table_autosave())
    return TableScene(app, engine, autoplay=autoplay)


def table_from_save(app: Any, path: Path) -> TableScene:
    """The table for a saved game; :class:`SaveProblem` (a player's sentence) if the
    file cannot be read. A save from another engine version says so once loaded."""
    from rdi_desktop.failure_report import failing_answers
    from rdi_desktop.savefile import read_game

    game = read_game(path)
    replay, _seats = failing_answers(path)
    if replay:  # a failure report: show the failure again, keep the player's autosave
        eng = EngineThread(game, kinds_of(game), seed=int(game.state.seed or 0))
        eng.replay = replay
        return TableScene(app, eng)
    scene = table_for_game(app, game)
    if game.load_note:
        app.show_message("Loaded", _esc(game.load_note))
    return scene


def table_for_game(app: Any, game: Any) -> TableScene:
    kinds = kinds_of(game)
    eng = EngineThread(game, kinds, seed=int(game.state.seed or 0), autosave=table_autosave())
    eng.saved_turn = game.state.turn_number  # the file it came from holds this turn
    return TableScene(app, eng)


@register_scene("table")
def make_table(app: Any, setup: dict[str, Any] | None = None, kinds: list[str] | None = None,
               seed: int | None = None, autoplay: bool = False, **kw: Any) -> TableScene:
    if setup is None or kinds is None:
        setup, kinds, seed = quick_setup(seed=seed)
    return open_table(app, setup, kinds, seed if seed is not None else 1, autoplay)


@register_scene("quick_game")
def make_quick(app: Any, **kw: Any) -> TableScene:
    setup, kinds, seed = quick_setup(seed=app.seed)
    return open_table(app, setup, kinds, seed)


@register_scene("continue")
def make_continue(app: Any, **kw: Any) -> TableScene | None:
    from rdi_desktop.atomic import reason_of
    from rdi_desktop.datafolder import saving_enabled

    try:
        path = autosave_path()
    except OSError as exc:  # issue 34: in words, never a Python error
        app.show_message("Continue", f"The save folder cannot be opened: {reason_of(exc)}.")
        return None
    if not saving_enabled() or not path.exists():
        app.show_message("Continue", "There is no autosave yet. Start a new game!")
        return None
    from rdi_desktop.savefile import SaveProblem

    try:
        return table_from_save(app, path)
    except SaveProblem as exc:
        app.show_message("Continue", f"The autosave cannot be read.<br>{_esc(str(exc))}")
        return None


def env_flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")
