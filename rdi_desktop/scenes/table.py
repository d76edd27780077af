"""The table: where a game of The Red Dragon Inn is played.

The scene owns an :class:`~rdi_desktop.bridge.EngineThread` and a
:class:`~rdi_desktop.presenter.Presenter`. Each frame it drains the engine's
inbox (capped, never blocking), lets the presenter play events as
animations, and draws the presenter's displayed table. When the presenter
shows a prompt the scene lights the legal cards in the hand, makes mats
clickable for player choices and builds answer buttons in the banner.

The scene is three parts (issue 29): this module (life cycle, the buttons, each frame),
:mod:`~rdi_desktop.scenes.table_input` (what clicks and keys do) and
:mod:`~rdi_desktop.scenes.table_drawing`, which draws the plain-data
:class:`~rdi_desktop.table_model.TableModel` (what each mat, plate, the centre and the
hand show). A variant's part of the table is its widget
(:mod:`rdi_desktop.widgets.variants`): the table draws whatever the options turn on.

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
    option_words,
    playable_characters,
)
from rdi_desktop import art, reach, variant_ui
from rdi_desktop.anytime import AnytimeTray
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
from rdi_desktop.layout import (
    TableLayout,
    layout_style,
    mat_regions,
    seat_mats,
    table_layout,
)
from rdi_desktop.presenter import Geometry, Presenter
from rdi_desktop.prompt_policy import Policy, TeamOrder
from rdi_desktop.saves import save_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.scenes.table_drawing import (  # noqa: F401 (the banner's words, tests)
    BOSS_TAG,
    KIND_ASK,
    NEXT_TO_ACT,
    REASON_ASK,
    TableDrawing,
    boss_actions,
    describe_to,
)
from rdi_desktop.scenes.table_input import TableInput
from rdi_desktop.table_model import aim_seats, card_options, mat_options
from rdi_desktop.table_saving import SaveGuard, saved_words  # noqa: F401 (the Save words)
from rdi_desktop.widgets.table_draw import (
    LogPanel,
    R,
)
from rdi_desktop.widgets.variants import TableWidget, widget_labels, widgets_for

log = logging.getLogger(__name__)

#: option labels shown on answer buttons
LABEL_TEXT = {
    "pass": "Pass", "done": "Done", "yes": "Yes", "no": "No",
    "fortitude": "+6 Fortitude", "alcohol": "\u22126 Alcohol", "gold": "+3 Gold",
    "draw": "Draw 2", "potion": "Drink a Potion",
}


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


class TableScene(TableInput, TableDrawing, Scene):
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
        #: the variants' table widgets the game's options turn on (made with the layout)
        self.widgets: list[TableWidget] = []
        self.style = self._style()
        self.layout: TableLayout = self._make_layout(app.size)
        self.logpanel = LogPanel()
        self.buttons: dict[Any, int] = {}
        self.menu_buttons: dict[Any, str] = {}
        self.privacy_button: Any = None
        self.privacy_label: Any = None
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
        #: the centre widgets' spots (drawn with the centre, part of _centre_spots)
        self._centre_widget_spots: list[tuple[pygame.Rect, str]] = []
        #: the side panel's hover and click spots (its variant widgets')
        self._side_spots: list[tuple[pygame.Rect, str]] = []
        #: every variant widget's spots, side and centre (a lit one answers a click)
        self._widget_spots: list[tuple[pygame.Rect, str]] = []
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
        """The table's layout, with room for every variant widget the game's options
        turn on (each takes its own: rdi_desktop/variants/)."""
        view = self.presenter.display
        lay = table_layout(size, self.n, self.app.settings.ui_scale, self.style)
        self.widgets = widgets_for(view)
        for w in self.widgets:
            lay = w.reserve(lay, view)
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
        self.privacy_label = None
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
        if self.privacy_label is not None:
            self.privacy_label.kill()
            self.privacy_label = None

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
        # why the screen changes hands: the private choice waiting for that player
        self.privacy_label = pygame_gui.elements.UILabel(
            pygame.Rect(20, h // 2 + 104, w - 40, 32), self.presenter.privacy_why,
            manager=self.app.ui, container=self.root, object_id=ObjectID("#privacy_why"))

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
            if o.label in widget_labels():  # a variant's own action on the card (Use)
                return widget_labels()[o.label].format(card=t)
            act = reach.MAT_ACTIONS.get(o.label)
            if act is not None and act.button:
                return act.button.format(card=t)
            if o.label in anytime_labels() or act is not None:  # a kit's own (Treat, Sell)
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
        return card_options(req.prompt, self.presenter.hands.get(req.seat, []))

    def _mat_options(self, req: PromptRequest) -> dict[int, int]:
        """seat -> option index for options answered by clicking a mat."""
        return mat_options(req.prompt, self.presenter.display.get("players", []))

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

    # -- the finish offer -------------------------------------------------------
    def _maybe_offer_finish(self) -> None:
        """Once the table shows every person at the table out and the game goes on
        without them, offer to finish quickly (once per game), at once: the AI turns
        still to be shown do not hold it back."""
        p = self.presenter
        if self.finish_offered or self.autoplay or not self.engine.humans \
                or p.finished is not None or p.display.get("over"):
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

    def _aim_seats(self, req: PromptRequest | None) -> list[int]:
        """The mats the picked card can be aimed at."""
        return aim_seats((req.seat, req.prompt) if req is not None else None, self.aiming,
                         self.presenter.display.get("players") or [])

    def _widget_lit(self, req: PromptRequest | None) -> frozenset[str]:
        """The cards in the variant widgets the viewer's prompt lets them click (the
        taverns a Crawl may go to)."""
        if req is None or req.seat != self.presenter.viewer:
            return frozenset()
        out: frozenset[str] = frozenset()
        for w in self.widgets:
            out |= w.lit(req.prompt)
        return out

    def _arranging(self, req: PromptRequest | None) -> PromptRequest | None:
        """The viewer's own prompt about Drinks only they are looking at (Tara arranging
        a pile, or placing the Drinks she looked at), shown large in the centre."""
        if req is None or req.seat != self.presenter.viewer:
            return None
        pr = req.prompt
        if reach.picked(pr) or (pr.kind == "order" and pr.reason == "looked"):
            return req
        return None

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
                self.show_results()

    def show_results(self) -> None:
        """The game is over and the table has shown it: the results screen."""
        self.app.open_scene("game_over", presenter=self.presenter)

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
