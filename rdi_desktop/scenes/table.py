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

from rdi_desktop import art
from rdi_desktop.bridge import (
    AUTOSAVE_NAME,
    HUMAN,
    EngineThread,
    PromptRequest,
    default_ai,
    kinds_of,
    start_game,
)
from rdi_desktop.layout import TableLayout, fan_hit, seat_positions, table_layout
from rdi_desktop.presenter import Geometry, Presenter
from rdi_desktop.saves import save_dir
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.widgets.table_draw import (
    GOLD,
    PARCH,
    LogPanel,
    MatInfo,
    R,
    clip_text,
    draw_centre,
    draw_hand,
    draw_mat,
)

log = logging.getLogger(__name__)

KIND_ASK = {
    "discard": "Discard phase: discard any cards you don't want, then Done.",
    "action": "Action phase: play an Action card, or pass.",
    "target": "Choose a player for {card}.",
    "order": "Order a Drink: choose who gets it.",
    "respond": "Respond to {to}? Play a card, or pass.",
    "gamble": "Gambling: play a Gambling card to take control, or pass.",
    "choose": "Choose.",
}
REASON_ASK = {
    "which_drink": "Which Drink is {to} played on?",
    "split_partner": "Split {to} with whom?",
    "mode": "How do you play {to}?",
}


def autosave_path() -> Path:
    return save_dir() / AUTOSAVE_NAME


def describe_to(to: Any) -> str:
    if to in (None, "phase"):
        return "this moment"
    if to == "drink":
        return "the Drink"
    if to == "gambling":
        return "the gambling"
    return art.card_title(str(to))


class TableScene(Scene):
    def __init__(self, app: Any, engine: EngineThread, autoplay: bool = False) -> None:
        super().__init__(app)
        self.engine = engine
        self.autoplay = autoplay
        g = engine.game
        snap = g.view(-1)  # the engine thread has not started yet: safe
        snap["prompt"] = None
        hands = {s: list(g.state.players[s].hand) for s in engine.viewers}
        self.presenter = Presenter(snap, hands, engine.humans, app.settings)
        self.presenter.on_prompt = self._prompt_shown
        self.n = len(snap["players"])
        self.layout: TableLayout = table_layout(app.size, self.n, app.settings.ui_scale)
        self.logpanel = LogPanel()
        self.buttons: dict[Any, int] = {}
        self.menu_buttons: dict[Any, str] = {}
        self.privacy_button: Any = None
        self.confirm: Any = None
        self.confirm_option: int | None = None
        self.hover_card: str | None = None
        self.hover_index: int | None = None
        self.hover_mat: int | None = None
        self.mouse = (0, 0)
        self.slots: list[Any] = []
        self.hot_spots: list[tuple[pygame.Rect, str]] = []
        self.game_over_shown = False
        self.failure_shown = False
        self.started = False
        self.banner_text = ""
        self._logged_prompt: Any = None
        self._shades: dict[Any, pygame.Surface] = {}
        self._warm: list[tuple[str, int]] | None = None
        self._felt: pygame.Surface | None = None

    # -- life cycle ---------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self.started:
            self.started = True
            self.engine.start()

    def exit(self) -> None:
        self.engine.stop()
        super().exit()

    def resume(self) -> None:
        super().resume()
        self.presenter.apply_settings(self.app.settings)
        self.resize(self.app.size)

    # -- UI ---------------------------------------------------------------------
    def build_ui(self) -> None:
        self.layout = table_layout(self.app.size, self.n, self.app.settings.ui_scale)
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
        if self.presenter.privacy_for is not None:
            self._build_privacy()
        elif self.presenter.prompt is not None:
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

        play_w = lay.log.x
        self.presenter.geometry = Geometry(
            mat_center=mat_center, deck=_c(lay.deck), discard=_c(lay.discard), inn=_c(lay.inn),
            pot=_c(lay.pot), stack=(lay.stack.x + lay.pile_card[0], lay.stack.center[1]),
            table=pygame.Rect(0, 0, play_w, lay.banner.y), card_w=lay.pile_card[0],
            scale=lay.scale)

    def _positions(self) -> list[int]:
        return seat_positions(self.n, self.presenter.viewer)

    def _kill_prompt_ui(self) -> None:
        for b in list(self.buttons):
            b.kill()
        self.buttons.clear()
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
        if self.app.settings.auto_pass and all(o.label in ("pass", "done")
                                               for o in req.prompt.options):
            self.presenter.answer(0)
            return
        if self.autoplay:
            return
        self._build_prompt_buttons(req)

    def _option_label(self, req: PromptRequest, i: int) -> str:
        o = req.prompt.options[i]
        if o.label:
            return {"pass": "Pass", "done": "Done", "yes": "Yes", "no": "No"}.get(o.label,
                                                                                o.label)
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
        """hand index -> option index for options answered by clicking a card."""
        hand = list(self.presenter.hands.get(req.seat, []))
        used: set[int] = set()
        out: dict[int, int] = {}
        for i, o in enumerate(req.prompt.options):
            if o.card and o.player is None and o.value is None:
                for j, c in enumerate(hand):
                    if c == o.card and j not in used:
                        used.add(j)
                        out[j] = i
                        break
        return out

    def _mat_options(self, req: PromptRequest) -> dict[int, int]:
        """seat -> option index for options answered by clicking a mat."""
        names = [p["name"] for p in self.presenter.display.get("players", [])]
        out: dict[int, int] = {}
        for i, o in enumerate(req.prompt.options):
            if o.player and not o.card and o.player in names:
                out[names.index(o.player)] = i
        return out

    def _build_prompt_buttons(self, req: PromptRequest) -> None:
        self._kill_prompt_ui()
        lay = self.layout
        by_card = set(self._card_options(req).values())
        rows: list[int] = [i for i in range(len(req.prompt.options)) if i not in by_card]
        s = lay.scale
        bh = max(28, round(32 * s))
        f = art.font("dejavu_serif", 18, "bold")
        x = lay.banner.right - 8
        y = lay.banner.bottom - bh - 6
        # right-aligned, in option order, wrapping leftwards
        for i in reversed(rows):
            label = self._option_label(req, i)
            w = min(max(90, f.size(label)[0] + 30), lay.banner.w // 2)
            if x - w < lay.banner.x + 8:
                x = lay.banner.right - 8
                y -= bh + 4
            b = pygame_gui.elements.UIButton(
                pygame.Rect(x - w, y, w, bh), label, manager=self.app.ui, container=self.root,
                object_id=ObjectID(f"#answer_{i}", "@answer"))
            self.buttons[b] = i
            x -= w + 6

    # -- input ------------------------------------------------------------------
    def answer(self, index: int, confirmed: bool = False) -> None:
        req = self.presenter.prompt
        if req is None:
            return
        o = req.prompt.options[index]
        if (not confirmed and o.label == "pass" and req.prompt.kind == "action"
                and self.app.settings.confirm_pass_drink
                and any(op.card for op in req.prompt.options)):
            self._confirm_pass(index)
            return
        self.engine.debug(f"ui-answer seat={req.seat} kind={req.prompt.kind} "
                          f"option={index} {o.describe()}")
        self.presenter.answer(index)
        self._kill_prompt_ui()

    def _confirm_pass(self, index: int) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, 380, 200)
        rect.center = (w // 2, h // 2)
        self.confirm_option = index
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            rect, "You still have cards you could play. Pass anyway?", manager=self.app.ui,
            window_title="Pass?", action_short_name="Pass")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.buttons:
                self.answer(self.buttons[event.ui_element])
                return True
            if event.ui_element is self.privacy_button:
                self.presenter.reveal()
                self._kill_prompt_ui()
                self._geometry()
                if self.presenter.prompt is not None:
                    self._build_prompt_buttons(self.presenter.prompt)
                return True
            act = self.menu_buttons.get(event.ui_element)
            if act:
                self.menu(act)
                return True
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and \
                event.ui_element is self.confirm:
            if self.confirm_option is not None:
                self.answer(self.confirm_option, confirmed=True)
            self.confirm = None
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and R(self.layout.log).collidepoint(self.mouse):
            self.logpanel.on_wheel(event.y, len(self.presenter.log))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._blocked():
                return False
            return self._click(event.pos)
        return False

    def _blocked(self) -> bool:
        note = self.app.notice
        if note is not None and note.alive():
            return True
        return self.confirm is not None and self.confirm.alive()

    def _click(self, pos: tuple[int, int]) -> bool:
        req = self.presenter.prompt
        if req is None or self.presenter.privacy_for is not None:
            return False
        lay = self.layout
        if R(lay.hand).collidepoint(pos) and self.slots:
            i = fan_hit(self.slots, lay.hand_card, pos)
            if i is not None:
                opt = self._card_options(req).get(i)
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

    def menu(self, act: str) -> None:
        if act == "save":
            text = self.engine.latest_json()
            if not text:
                self.app.show_message("Save", "Nothing to save yet.")
                return
            path = save_dir() / time.strftime("save-%Y%m%d-%H%M%S.json")
            try:
                path.write_text(text, encoding="utf-8")
            except OSError as exc:
                self.app.show_message("Save failed", str(exc))
                return
            self.app.show_message("Saved", f"Game saved to<br>{path}")
        elif act == "load":
            self.app.open_scene("load")
        elif act == "rules":
            self.app.open_scene("rules")
        elif act == "menu":
            self.app.pop()

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
        self.warm()
        msgs = self.engine.drain(limit=400 if self.presenter.instant else 64)
        if msgs:
            self.presenter.feed(msgs)
        self.presenter.update(dt)
        self.engine.ui_backlog = self.presenter.pending
        if self.presenter.privacy_for is not None and self.privacy_button is None:
            self._build_privacy()
        if self.autoplay and self.presenter.prompt is not None:
            self.presenter.answer(random.randrange(len(self.presenter.prompt.prompt.options)))
        p = self.presenter
        if p.failure is not None and not self.failure_shown:
            self.failure_shown = True
            f = p.failure
            self.app.show_message(
                "The engine stopped",
                f"{_esc(f.error)}<br><br>The last autosave is<br>{_esc(f.autosave or '(none)')}")
            log.error("engine failure: %s\n%s", f.error, f.details)
        if p.finished is not None and p.idle and not self.game_over_shown:
            self.game_over_shown = True
            if not self.autoplay:
                self.app.open_scene("game_over", presenter=p)

    @property
    def done(self) -> bool:
        return self.presenter.finished is not None and self.presenter.idle

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if lay.size != surface.get_size():
            self.resize(surface.get_size())
            lay = self.layout
        felt = art.felt((lay.log.x, lay.size[1]))
        surface.blit(felt, (0, 0))
        p = self.presenter
        view = p.display
        players = view.get("players", [])
        names = [pl.get("name", "?") for pl in players]
        pos = self._positions()
        req = p.prompt if p.privacy_for is None else None
        mat_opts = self._mat_options(req) if req is not None else {}
        gm = view.get("gambling") if isinstance(view.get("gambling"), dict) else None
        self.hover_mat = None
        for seat, pl in enumerate(players):
            r = lay.mats[pos[seat]]
            hovered = R(r).collidepoint(self.mouse)
            if hovered:
                self.hover_mat = seat
            info = MatInfo(
                seat=seat, player=pl, fort=p.marker(seat, "fortitude"),
                alc=p.marker(seat, "alcohol"), active=view.get("active") == seat,
                controller=bool(gm and gm.get("controller") == seat),
                in_round=bool(gm and seat in (gm.get("in_round") or [])),
                viewer=pos[seat] == 0 and (seat in self.engine.humans),
                targetable=seat in mat_opts, hovered=hovered and seat in mat_opts,
                glow=p.highlight.get(seat, 0.0))
            draw_mat(surface, r, info, lay.scale, felt)
        self.hot_spots = draw_centre(surface, lay, view, names)
        self._draw_banner(surface, req)
        # the hand
        hand_seat = p.viewer
        hand = p.hands.get(hand_seat, []) if p.privacy_for is None else []
        legal = None
        if req is not None and req.seat == hand_seat:
            legal = set(self._card_options(req))
        self.hover_index = None
        if R(lay.hand).collidepoint(self.mouse) and self.slots:
            self.hover_index = fan_hit(self.slots, lay.hand_card, self.mouse)
        self.slots = draw_hand(surface, lay.hand, hand, lay.hand_card, legal, self.hover_index)
        if not hand and p.privacy_for is None:
            t = art.text("(no cards in hand)", round(14 * lay.scale), PARCH, "italic")
            surface.blit(t, t.get_rect(center=R(lay.hand).center))
        p.animator.draw(surface)
        self.logpanel.draw(surface, lay.log, lay.log_buttons.bottom + 6, p.log, lay.scale)
        self._draw_zoom(surface, hand)
        if p.privacy_for is not None:
            self._draw_privacy(surface, p.privacy_for)
        if req is not None and req is not self._logged_prompt and self.app.debug_path:
            self._logged_prompt = req
            self._debug_prompt(req)

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

    def _draw_banner(self, surface: pygame.Surface, req: PromptRequest | None) -> None:
        lay = self.layout
        r = R(lay.banner)
        s = lay.scale
        mine = req is not None
        key = (r.size, mine)
        shade = self._shades.get(key)
        if shade is None:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((70, 20, 12, 225) if mine else (20, 12, 6, 170))
            self._shades[key] = shade
        surface.blit(shade, r.topleft)
        pygame.draw.rect(surface, GOLD if mine else (110, 84, 44), r, 2, border_radius=6)
        p = self.presenter
        view = p.display
        pad = round(10 * s)
        if req is not None:
            pr = req.prompt
            ctx = pr.context
            to = describe_to(ctx.get("to"))
            if pr.kind == "respond" and ctx.get("to") in (None, "phase"):
                phase = str(ctx.get("phase") or view.get("phase") or "").replace("_", " ")
                ask = (f"{p.name(view.get('active'))}'s {phase} phase: play an Anytime "
                       "card, or pass.")
            elif pr.kind == "choose" and pr.reason in REASON_ASK:
                ask = REASON_ASK[str(pr.reason)].format(to=to)
            else:
                card = ctx.get("to")
                ask = KIND_ASK.get(pr.kind, "Decide.").format(
                    to=to, card=art.card_title(str(card)) if card else "your card")
            who = p.name(req.seat)
            line1 = f"{who}: {ask}"
            if pr.kind in ("target", "order") or pr.reason == "split_partner":
                line1 += "  (click a mat)"
            stack = view.get("stack", [])
            line2 = ""
            if stack:
                line2 = "Pending: " + " \u2192 ".join(
                    f"{art.card_title(it['card'])} ({p.name(it.get('owner'))})"
                    for it in stack[-4:])
        else:
            active = view.get("active")
            phase = str(view.get("phase") or "").replace("_", " ")
            if view.get("over"):
                line1 = "The game is over."
            elif p.privacy_for is not None:
                line1 = f"Pass the screen to {p.name(p.privacy_for)}."
            else:
                line1 = f"{p.name(active)}'s turn \u2014 {phase} phase"
            line2 = "Waiting for the other players\u2026" if not view.get("over") else ""
        self.banner_text = line1 + ("\n" + line2 if line2 else "")
        bw = r.w - 2 * pad
        if self.buttons:
            bw = r.w - 2 * pad  # buttons sit on the bottom row
        t = clip_text(line1, max(12, round(17 * s)), bw, "bold", (255, 240, 200), "dejavu_serif")
        surface.blit(t, (r.x + pad, r.y + round(6 * s)))
        if line2:
            t2 = clip_text(line2, max(10, round(13 * s)), bw // 2 if self.buttons else bw,
                           "regular", PARCH)
            surface.blit(t2, (r.x + pad, r.y + round(6 * s) + t.get_height() + 4))

    def _draw_zoom(self, surface: pygame.Surface, hand: list[str]) -> None:
        lay = self.layout
        card = None
        anchor_x = None
        if self.hover_index is not None and self.hover_index < len(hand):
            card = hand[self.hover_index]
            anchor_x = self.slots[self.hover_index].cx
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
        zw, zh = lay.zoom_card
        img = art.card_face(card, zw)
        if self.hover_index is not None:  # beside the hovered card, not over it
            right = anchor_x + lay.hand_card[0] * 0.6
            anchor_x = right + zw / 2 if right + zw < lay.log.x else \
                anchor_x - lay.hand_card[0] * 0.6 - zw / 2
        x = max(4, min(round(anchor_x - zw / 2), lay.log.x - zw - 4))
        y = max(4, min(lay.hand.y - zh + round(lay.hand_card[1] * 0.35), lay.size[1] - zh - 4))
        if R(lay.log).collidepoint(self.mouse):
            y = max(4, min(self.mouse[1] - zh // 2, lay.size[1] - zh - 4))
        shadow = pygame.Surface((zw, zh), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 120))
        surface.blit(shadow, (x + 6, y + 6))
        surface.blit(img, (x, y))

    def _draw_privacy(self, surface: pygame.Surface, seat: int) -> None:
        w, h = surface.get_size()
        surface.fill((22, 12, 6))
        s = self.layout.scale
        name = self.presenter.name(seat)
        title = art.outlined(f"Pass to {name}", art.font("blankenburg", round(72 * s)),
                             (240, 80, 50), (20, 6, 2), 3)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - round(60 * s))))
        sub = art.text("Everyone else, look away. Cards stay hidden until you click.",
                       round(18 * s), PARCH, "italic", "dejavu_serif")
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + round(5 * s))))


def _c(r: Any) -> tuple[float, float]:
    return (r.x + r.w / 2, r.y + r.h / 2)


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# ---------------------------------------------------------------------------
# factories
# ---------------------------------------------------------------------------
QUICK_CHARACTERS = ["jett", "dale", "terci", "ygella", "petra"]


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
        while name in names_used:
            name += "'"
        names_used.add(name)
        specs.append({"name": name, "character": ch})
        kinds.append(HUMAN if (i == 0 and human) else default_ai())
    return {"players": specs, "first": 0}, kinds, seed


def open_table(app: Any, setup: dict[str, Any], kinds: list[str], seed: int,
               autoplay: bool = False) -> TableScene:
    engine = start_game(setup, kinds, seed, autosave=autosave_path())
    return TableScene(app, engine, autoplay=autoplay)


def table_from_json(app: Any, text: str) -> TableScene:
    from engine.game import Game

    game = Game.from_json(text)
    kinds = kinds_of(game)
    eng = EngineThread(game, kinds, seed=int(game.state.seed or 0), autosave=autosave_path())
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
    path = autosave_path()
    if not path.exists():
        app.show_message("Continue", "There is no autosave yet. Start a new game!")
        return None
    try:
        return table_from_json(app, path.read_text(encoding="utf-8"))
    except (ValueError, OSError, KeyError) as exc:
        app.show_message("Continue", f"The autosave cannot be read:<br>{_esc(str(exc))}")
        return None


def env_flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")
