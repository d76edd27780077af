"""The table: where a game of The Red Dragon Inn is played.

The scene owns an :class:`~rdi_desktop.bridge.EngineThread` and a
:class:`~rdi_desktop.presenter.Presenter`. Each frame it drains the engine's
inbox (capped, never blocking), lets the presenter play events as
animations, and draws the presenter's displayed table. When the presenter
shows a prompt the scene lights the legal cards in the hand, makes mats
clickable for player choices and builds answer buttons in the banner.

The scene (this module: its life cycle, the answer buttons, each frame, what the
prompt on screen lets the player click) owns two parts, each with its own state: its
:class:`~rdi_desktop.scenes.table_input.TableInput` (what clicks and keys do, and the
picks made on screen but not yet answered) and its
:class:`~rdi_desktop.scenes.table_drawing.TableDrawing` (the static layer, the hover
preview and the banner, drawn from the plain-data
:class:`~rdi_desktop.table_model.TableModel`). A variant's part of the table is its
widget (:mod:`rdi_desktop.widgets.variants`): the table draws whatever the options turn
on. Opening a table (new, loaded, continued) is :mod:`rdi_desktop.scenes.table_open`.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel
from pygame_gui.windows import UIConfirmationDialog

from engine.prompts import Option
from rdi_desktop import art, layout, reach, table_model, text_size
from rdi_desktop.answer_labels import option_label
from rdi_desktop.anytime import AnytimeTray, could_play
from rdi_desktop.bridge import (
    EngineThread,
    PromptRequest,
    private_views,
    public_view,
)
from rdi_desktop.coach import Coach
from rdi_desktop.event_sounds import ending_sting, table_tension
from rdi_desktop.focus import Focusable
from rdi_desktop.handover import unseen_pass
from rdi_desktop.layout import (
    TableLayout,
    layout_style,
    mat_regions,
    seat_mats,
    table_layout,
)
from rdi_desktop.merge import MERGED
from rdi_desktop.presenter import Geometry, Presenter
from rdi_desktop.prompt_policy import Policy, TeamOrder
from rdi_desktop.scenes import table_finish, table_focus
from rdi_desktop.scenes.base import Scene
from rdi_desktop.scenes.table_drawing import TableDrawing
from rdi_desktop.scenes.table_input import TableInput
from rdi_desktop.table_saving import SaveGuard
from rdi_desktop.widgets.table_draw import R
from rdi_desktop.widgets.variants import TableWidget, widgets_for

log = logging.getLogger(__name__)



class TableScene(Scene):
    music = "table"
    #: the words of the menu's buttons over the log
    MENU_WORDS: tuple[str, ...] = ("Save", "Load", "Rules", "Settings", "Menu")
    #: the label of a face-up hand on a mat (the replay's open view says "Hand")
    MATE_HAND_LABEL = "Hand (teammate)"

    def __init__(self, app: Any, engine: EngineThread, autoplay: bool = False) -> None:
        super().__init__(app)
        self.engine = engine
        self.autoplay = autoplay
        self.coach = Coach(self)  # hints: the Expert's advice at a prompt (H)
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
        self.tray_buttons: dict[UIButton, str] = {}
        self._tray_seen: Any = None
        self.n = len(snap["players"])
        #: the variants' table widgets the game's options turn on (made with the layout)
        self.widgets: list[TableWidget] = []
        self.style = self.current_style()
        self.layout: TableLayout = self._make_layout(app.size)
        self.buttons: dict[UIButton, int] = {}
        self.menu_buttons: dict[UIButton, str] = {}
        self.privacy_button: UIButton | None = None
        self.privacy_label: UILabel | None = None
        #: the "pass anyway?" question, and the option it would answer
        self.confirm: UIConfirmationDialog | None = None
        self.confirm_option: int | None = None
        #: every person is out: the offer to finish quickly, its buttons,
        #: and the choice ("fast": AI turns at instant speed; "results": that, with the
        #: table covered until the results)
        self.finish_offered = False
        self.finish_buttons: dict[UIButton, str] = {}
        self.finish: str | None = None
        self.game_over_shown = False
        self.failure_shown = False
        #: saves and autosaves that fail are told at once
        self.saving = SaveGuard(app, engine, autoplay)
        #: the table itself failed (see failed): only the dialog is live
        self.broken = False
        self.started = False
        self.input = TableInput(self)
        self.drawing = self.make_drawing()

    def make_drawing(self) -> TableDrawing:
        """The part that draws this table (the replay draws its own banner)."""
        return TableDrawing(self)

    # -- life cycle ---------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self.started:
            self.started = True
            self.engine.start()

    def exit(self) -> None:
        self.close_confirm()
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

        release_memory()  # a long session's resident size stays flat

    def pause(self) -> None:
        self.close_confirm()  # a dialog lives outside the scene's root: never over another
        super().pause()

    def close_confirm(self) -> None:
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
    def current_style(self) -> str:
        view = self.presenter.display
        return layout_style(view.get("mode"), view.get("players", []), self.presenter.viewer)

    def _make_layout(self, size: tuple[int, int]) -> TableLayout:
        """The table's layout, with room for every variant widget the game's options
        turn on (each takes its own: rdi_desktop/variants/)."""
        view = self.presenter.display
        layout.TEXT_SCALE = self.app.settings.text_scale  # the words grow, the rows with them
        lay = table_layout(size, self.n, self.app.settings.ui_scale, self.style)
        lb = lay.log_buttons  # (large words: the menu's buttons on two rows)
        if text_size.menu_rows(self.app.ui, self.MENU_WORDS, lb.w) > 1:
            lay.log_buttons = lb._replace(h=lb.h * 2 + 4)
        self.widgets = widgets_for(view)
        for w in self.widgets:
            lay = w.reserve(lay, view)
        return lay

    def build_ui(self) -> None:
        self.style = self.current_style()
        self.layout = self._make_layout(self.app.size)
        self.drawing.invalidate()
        self.geometry()
        lay = self.layout
        self.menu_buttons.clear()
        lb = lay.log_buttons
        labels = [("Save", "save"), ("Load", "load"), ("Rules", "rules"),
                  ("Settings", "settings"), ("Menu", "menu")]
        if text_size.menu_rows(self.app.ui, self.MENU_WORDS, lb.w) > 1:
            self._two_menu_rows(lb, labels)
            return self._build_rest()
        bw = (lb.w - 4 * 4) // 5
        fits = art.font("dejavu_sans", 14, "bold").size("Settings")[0] + 10 <= bw
        gear = bw if fits else min(bw, 34)  # too narrow for the word: a small gear
        bw, x = bw if fits else (lb.w - 4 * 4 - gear) // 4, lb.x
        for label, act in labels:
            wide = gear if act == "settings" else bw
            b = pygame_gui.elements.UIButton(
                pygame.Rect(x, lb.y, wide, lb.h), label if fits or act != "settings"
                else "\u2699", manager=self.app.ui, container=self.root, tool_tip_text=(
                    None if fits or act != "settings" else label),
                object_id=ObjectID(f"#table_{act}", "@table_small"))
            x += wide + 4
            self.menu_buttons[b] = act
        self._build_rest()

    def _two_menu_rows(self, lb: Any, labels: list[tuple[str, str]]) -> None:
        """Large words: Save, Load and Rules on one row, Settings and Menu under them."""
        row_h = (lb.h - 4) // 2
        for row, part in enumerate((labels[:3], labels[3:])):
            bw = (lb.w - 4 * (len(part) - 1)) // len(part)
            for k, (label, act) in enumerate(part):
                b = pygame_gui.elements.UIButton(
                    pygame.Rect(lb.x + k * (bw + 4), lb.y + row * (row_h + 4), bw, row_h),
                    label, manager=self.app.ui, container=self.root,
                    object_id=ObjectID(f"#table_{act}", "@table_small"))
                self.menu_buttons[b] = act

    def _build_rest(self) -> None:
        """The prompt's buttons, the finish offer and the coach, after the menu."""
        self.buttons.clear()
        self.privacy_button = None
        self.privacy_label = None
        self.finish_buttons = {}
        table_finish.build(self)
        if self.presenter.privacy_for is not None:
            self._build_privacy()
        else:
            self.build_prompt_buttons(self.presenter.prompt)
        self.coach.rebuild()

    def geometry(self) -> None:
        lay = self.layout
        pos = self.positions()
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

        def widget_anchor(card: str) -> tuple[float, float]:
            """Where a variant widget shows ``card`` (the Crawl's pawn flies there)."""
            for w in self.widgets:
                at = w.anchor(lay, self.presenter.display, card)
                if at is not None:
                    return at
            return (float(lay.stack.x + lay.pile_card[0]), float(lay.stack.center[1]))

        play_w = lay.log.x
        self.presenter.geometry = Geometry(
            mat_center=mat_center, side_center=side_center, side_rect=side_rect,
            deck=_c(lay.deck), discard=_c(lay.discard), inn=_c(lay.inn),
            pot=_c(lay.pot), stack=(lay.stack.x + lay.pile_card[0], lay.stack.center[1]),
            table=pygame.Rect(0, 0, play_w, lay.banner.y), card_w=lay.pile_card[0],
            scale=lay.scale, tavern=widget_anchor)

    def positions(self) -> list[int]:
        return seat_mats(self.style, self.presenter.display.get("players", []),
                         self.presenter.viewer)

    def kill_prompt_ui(self) -> None:
        self.coach.kill_button()
        for b in [*self.buttons, *self.tray_buttons]:
            b.kill()
        self.buttons.clear()
        self.tray_buttons.clear()
        if self.privacy_button is not None:
            self.privacy_button.kill()
            self.privacy_button = None
        if self.privacy_label is not None:
            self.privacy_label.kill()
            self.privacy_label = None

    def _build_privacy(self) -> None:
        self.kill_prompt_ui()
        seat = self.presenter.privacy_for
        if seat is None:
            return
        w, h = self.app.size
        name = self.presenter.name(seat)
        bw = min(w - 40, 420)
        self.privacy_button = pygame_gui.elements.UIButton(
            pygame.Rect((w - bw) // 2, h // 2 + 40, bw, 54), f"I am {name}: show my cards",
            manager=self.app.ui, container=self.root, object_id=ObjectID("#privacy_ok"))
        # why the screen changes hands: the private choice waiting for that player
        self.privacy_label = pygame_gui.elements.UILabel(
            pygame.Rect(20, h // 2 + 104, w - 40, 32), self.presenter.privacy_why,
            manager=self.app.ui, container=self.root, object_id=ObjectID("#privacy_why"))
        held, req = self.presenter.revealed, self.presenter.prompt
        if held is not None and req is not None and unseen_pass(req.prompt) is not None:
            self.tray_buttons[pygame_gui.elements.UIButton(  # a "no" needs no handover
                pygame.Rect((w - bw) // 2, h // 2 + 144, bw, 44), f"{name} passes (the "
                f"screen stays with {self.presenter.name(held)})", manager=self.app.ui,
                container=self.root, object_id=ObjectID("#privacy_pass"))] = "privacy:pass"

    def _prompt_shown(self, req: PromptRequest) -> None:
        self.geometry()
        self.input.clear_picks()
        auto = self.engine.auto_answer(req.prompt, req.view)  # settings or the tray changed
        if auto is not None:
            self.presenter.answer(auto)
            return
        if self.autoplay:
            return
        self.build_prompt_buttons(req)

    def card_options(self, req: PromptRequest) -> dict[int, int]:
        """hand index -> option index for options answered by clicking a card (every
        copy of a card alike: :func:`rdi_desktop.reach.hand_clicks`)."""
        return table_model.card_options(req.prompt, self.presenter.hands.get(req.seat, []))

    def mat_options(self, req: PromptRequest) -> dict[int, int]:
        """seat -> option index for options answered by clicking a mat."""
        return table_model.mat_options(req.prompt, self.presenter.display.get("players", []))

    def build_prompt_buttons(self, req: PromptRequest | None) -> None:
        """The answers to the prompt (if any) and the tray's buttons, right-aligned
        in the banner; while a Potion effect is being chosen only the chooser's."""
        self.kill_prompt_ui()
        if self.presenter.privacy_for is not None:
            return
        lay = self.layout
        rows: list[tuple[int | str, str]] = []
        if req is not None and self.tray.choosing is None:
            # a picker's cards answer its prompt (widgets/arrange.py)
            rows = [(i, option_label(req.prompt, i)) for i in reach.button_rows(
                req.prompt, self.presenter.hands.get(req.seat, []))]
        tray = dict((act, label) for label, act in self.tray.buttons())
        if req is not None and (req.prompt.context.get(MERGED) == "next_to_act" or (
                req.prompt.reason == "next_to_act"
                and req.prompt.context.get("phase") == "action")):
            asking = TeamOrder.key(req.prompt, req.view) in self.engine.team_order.ask_again
            tray["team:ask"] = "Drink order: ask me" if not asking else "Drink order: same"
        arr = self.arranging(req)
        if arr is not None and reach.picked(arr.prompt):
            if self.input.arranged:
                tray["arr:back"] = "Take back"
            if len(self.input.arranged) >= self.arrange_left(arr) - 1:
                tray["arr:confirm"] = "Confirm order"
        rows += list(tray.items())
        self._tray_seen = self.tray.describe()
        s = lay.scale
        bh = max(28, round(32 * s))
        f = art.font("dejavu_serif", 18, "bold")
        x = lay.banner.right - 8
        y = lay.banner.bottom - bh - 6
        # right-aligned, in option order, wrapping leftwards
        for i, label in reversed(rows):
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
        self.coach.refresh(req)

    # -- answers ----------------------------------------------------------------
    def answer(self, index: int, confirmed: bool = False) -> None:
        req = self.presenter.prompt
        if req is None:
            return
        o = req.prompt.options[index]
        if (not confirmed and o.label == "pass" and self.app.settings.confirm_pass_drink
                and could_play(req.prompt.options)):
            self._confirm_pass(index)
            return
        if req.prompt.kind == "discard" and o.label == "done" and self.input.discard_pick:
            index = self._discard_picked(req)
            o = req.prompt.options[index]
        self.input.discard_pick = set()
        self.input.aiming = None
        self.engine.debug(f"ui-answer seat={req.seat} kind={req.prompt.kind} "
                          f"option={index} {o.describe()}")
        self.presenter.answer(index)
        self.build_prompt_buttons(None)

    def _discard_picked(self, req: PromptRequest) -> int:
        """Done with cards picked: discard the first now, the rest (then Done) as the
        engine asks again, without showing those prompts."""
        hand = list(self.presenter.hands.get(req.seat, []))
        cards = [hand[j] for j in sorted(self.input.discard_pick) if j < len(hand)]
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
        from rdi_desktop.text_size import dialog_rect, fit_dialog

        self.confirm_option = index
        self.confirm = UIConfirmationDialog(
            dialog_rect(self.app.size, 380, 200), "You still have cards you could play. "
            "Pass anyway?", manager=self.app.ui, window_title="Pass?", action_short_name="Pass")
        fit_dialog(self.confirm)

    def menu(self, act: str) -> None:
        if act == "save":
            self.saving.save_now()
        elif act == "load":
            self.app.open_scene("load")
        elif act in ("rules", "settings"):  # over the table: the game waits under them
            self.app.open_scene(act, over=self)
        elif act == "menu":
            self.app.pop()  # exit() autosaves
            if not self.presenter.finished:
                self.saving.leave_note()

    def aim_seats(self, req: PromptRequest | None) -> list[int]:
        """The mats the picked card can be aimed at."""
        return table_model.aim_seats((req.seat, req.prompt) if req is not None else None,
                                     self.input.aiming,
                                     self.presenter.display.get("players") or [])

    def widget_lit(self, req: PromptRequest | None) -> frozenset[str]:
        """The cards in the variant widgets the viewer's prompt lets them click (the
        taverns a Crawl may go to)."""
        if req is None or req.seat != self.presenter.viewer:
            return frozenset()
        out: frozenset[str] = frozenset()
        for w in self.widgets:
            out |= w.lit(req.prompt)
        return out

    def arranging(self, req: PromptRequest | None) -> PromptRequest | None:
        """The viewer's own prompt about Drinks only they are looking at (Tara arranging
        a pile, or placing the Drinks she looked at), shown large in the centre."""
        if req is None or req.seat != self.presenter.viewer:
            return None
        pr = req.prompt
        if reach.picked(pr) or (pr.kind == "order" and pr.reason == "looked"):
            return req
        return None

    @staticmethod
    def arrange_left(arr: PromptRequest) -> int:
        """How many Drinks are still to be placed (the last one goes where it is)."""
        ctx = arr.prompt.context
        return len(ctx.get("seen") or []) - (int(ctx.get("position", 1)) - 1)

    def arrange_ctx(self, arr: PromptRequest) -> dict[str, Any]:
        """The picker's context with the placements made on screen: those first (the
        engine's settled ones before them), the rest in the pile's order."""
        ctx = dict(arr.prompt.context)
        seen = [str(c) for c in ctx.get("seen") or []]
        done = int(ctx.get("position", 1)) - 1
        rest = seen[done:]
        arranged = self.input.arranged
        for c in arranged:
            rest.remove(c)
        ctx["seen"] = seen[:done] + arranged + rest
        ctx["position"] = done + len(arranged) + 1
        return ctx

    # -- per frame --------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)
        self.coach.draw(surface)

    def focus_items(self) -> list[Focusable]:
        return table_focus.table_items(self)

    def number_items(self) -> list[Focusable]:
        return table_focus.number_items(self)

    def update(self, dt: float) -> None:
        if self.broken:
            return
        self.drawing.warm()
        msgs = self.engine.drain(limit=400 if self.presenter.instant else 64)
        if msgs:
            self.on_messages(msgs)
            self.presenter.feed(msgs)
        self.presenter.update(dt)
        self.coach.update()
        self.engine.ui_backlog = self.presenter.pending
        if self.presenter.privacy_for is not None and self.privacy_button is None:
            self.tray.choosing = None  # the screen changes hands: a half-made choice goes
            self._build_privacy()
            self.app.audio.play("handover")
        elif self.presenter.privacy_for is None and self._tray_seen != self.tray.describe():
            self.build_prompt_buttons(self.presenter.prompt)
        table_finish.maybe_offer(self)
        if self.autoplay and self.presenter.prompt is not None:
            self.presenter.answer(random.randrange(len(self.presenter.prompt.prompt.options)))
        self.saving.update()
        p = self.presenter
        if p.failure is not None and not self.failure_shown:
            self.failure_shown = True
            self.saving.show_failure(p.failure)
            log.error("engine failure: %s\n%s", p.failure.error, p.failure.details)
        self.app.audio.set_tension(table_tension(p.display))
        if p.finished is not None and p.idle and not self.game_over_shown:
            self.game_over_shown = True
            self.app.audio.sting(ending_sting(p.finished.winners, self.engine.humans))
            self.record_statistics()
            if not self.autoplay:
                self.show_results()

    def show_results(self) -> None:
        """The game is over and the table has shown it: the results screen."""
        self.app.open_scene("game_over", presenter=self.presenter)

    def failed(self, exc: Exception) -> bool:
        """An error in the table itself: the game is saved and reported
        like an engine failure, and the table stops drawing what broke."""
        if not self.broken:
            self.broken = True
            self.close_confirm()
            self.kill_prompt_ui()
            if self.root is not None:
                self.root.hide()
            self.saving.table_failed(exc)
        return True

    def on_messages(self, msgs: list[Any]) -> None:
        """The engine's messages as they arrive, before they are shown (the guided
        first game watches them for its lessons)."""

    def record_statistics(self) -> None:
        """A finished game joins the statistics; autoplay runs do not. Never
        stops the game: a file that cannot be written is logged."""
        if self.autoplay or self.engine.alive or not self.engine.game.over:
            return
        from rdi_desktop.stats import record_game

        try:
            record_game(self.engine.game, list(self.engine.kinds), hints=self.engine.hints_used)
        except OSError as exc:
            log.warning("statistics not recorded: %s", exc)

    def busy(self) -> bool:
        """Frames are needed while events play, messages wait or the drawing is
        stale; a table waiting for a click is not busy (the app sleeps)."""
        p = self.presenter
        if self.autoplay or not p.idle or not self.engine.inbox.empty() or self.coach.busy():
            return True
        if p.privacy_for is not None:
            return False
        return self.drawing.stale()

    @property
    def done(self) -> bool:
        return self.presenter.finished is not None and self.presenter.idle


def _c(r: Any) -> tuple[float, float]:
    return (r.x + r.w / 2, r.y + r.h / 2)
