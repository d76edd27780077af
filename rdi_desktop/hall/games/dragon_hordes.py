"""Dragon Hordes at the table: the Hordes in the middle (a prediction picked by clicking
them), the roll and the cards turned so far, each player's money instead of a pot, and the
questions of predicting (or leaving the game instead), of choosing a Dragon Horde for a 6,
and of staying or leaving after a turn that took money."""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart, register_part
from rdi_desktop.text_size import line_h, text_w

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene

#: a second press of "Leave the game" sooner than this (s) is a double-click's: ignored
DOUBLE_CLICK = 0.5


@register_part
class DragonHordes(GamePart):
    game = "dragon_hordes"
    pot = False
    headings = {"predict": "Predict the next card", "choose_dragon": "Choose a Dragon Horde",
                "stay_or_leave": "Stay or leave the game"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"predict": self._predict, "choose_dragon": self._choose_dragon,
                         "stay_or_leave": self._stay_or_leave}
        #: the prediction picked on screen: a rank's Horde, a colour's, or both
        self.pred_rank: str | None = None
        self.pred_color: str | None = None
        #: "Leave the game" was pressed once: leaving cannot be undone, so it is the
        #: second press that leaves (anything else picked takes the first back)
        self.leave_armed = False
        self.armed_at = 0.0
        self.armed_button: Any = None

    def clear(self) -> None:
        self.pred_rank = None
        self.pred_color = None
        self.leave_armed = False

    def key(self) -> tuple[Any, ...]:
        return (self.pred_rank, self.pred_color, self.leave_armed)

    def focus_hint(self) -> pygame.Rect | None:
        """The keyboard's focus follows "Leave the game" to its second press (its words
        changed, so it is a new button)."""
        b = self.armed_button
        if not self.leave_armed or b is None or not b.alive():
            return None
        return pygame.Rect(b.get_abs_rect())

    def zone_height(self, grown: int) -> int:
        """A seat shows only the roll of its turn: the Hordes keep the room."""
        return max(14, d.line(11)) + 34

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        if v.get("turn_player") == player and v.get("roll") and self.table.ctrl.phase == "play":
            d.text(s, "rolled", (z.left, z.top), 11, d.MUTED)
            d.dice_row(s, (z.left, z.top + max(14, d.line(11))), v["roll"], 26)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        money = v["stacks"].get(me, 0)
        delta = v.get("money_delta", {}).get(me, 0)
        pen = d.Pen(s, inner.left, inner.top, inner.width)
        pen.write(f"Money {money}  ({'+' if delta >= 0 else ''}{delta} this game)", 16,
                  d.HILITE, "bold", step=28)
        if me in v.get("left_game", []):
            pen.write("You left the game with your money; the others play on while "
                      "money is left on the Hordes.", 13, d.MUTED)
        elif kind != "stay_or_leave":
            pen.write("Click Horde cards to choose your prediction.", 13, d.MUTED)
            if kind == "predict":
                pen.write("Or leave the game for good, keeping your money (what is on "
                          "the Hordes stays).", 13, d.MUTED)

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        t = self.table
        full = pygame.Rect(area.left + 10, area.top + 4, area.width - 20, area.height - 8)
        chosen = {x for x in (self.pred_rank, self.pred_color) if x}
        legend = "1 W  2 L  3 B  4 M  5 R  6 Dragon Horde of your choice"
        legend_h = 8 + d.line(12) * len(d.wrap(legend, 12, full.width))
        rects = d.draw_hordes(s, full.inflate(0, -legend_h).move(0, -legend_h // 2),
                              v.get("hordes", {}), chosen)
        ranks, colors = v["horde_ranks"], v["horde_colors"]
        if hp is not None and hp.kind == "predict":
            legal_r = {pr.get("rank") for pr in hp.options["predictions"]}
            legal_c = {pr.get("color") for pr in hp.options["predictions"]}
            for name, rect in rects.items():
                if name in ranks and name in legal_r:
                    t.hits.append((rect, partial(self._pick_rank, name)))
                elif name in colors and name in legal_c:
                    t.hits.append((rect, partial(self._pick_color, name)))
        if hp is not None and hp.kind == "choose_dragon":
            for col in colors:
                t.hits.append((rects[col], partial(t.answer, col)))
        x = rects["Rogue"].right + 24
        tp = v.get("turn_player")
        turn = "Your turn" if tp == t.viewer else f"{tp}'s turn"
        pen = d.Pen(s, x, full.top + 4, full.right - x)
        pen.write(turn, 16, d.HILITE, "bold", step=24)
        if v.get("roll"):
            d.dice_row(s, (x, pen.y), v["roll"], 34)
        pen.y += 46
        rev = v.get("revealed") or []
        if rev:
            pen.write("Cards turned so far", 12, d.MUTED, step=16)
            d.card_row(s, pygame.Rect(x, pen.y, full.right - x, 60), rev[-6:], 34, gap=3)
        d.Pen(s, full.left, rects["red"].bottom + 8, full.width).write(legend, 12, d.MUTED)

    def _pick_rank(self, r: str) -> None:
        self.pred_rank = None if self.pred_rank == r else r
        self.leave_armed = False

    def _pick_color(self, c: str) -> None:
        self.pred_color = None if self.pred_color == c else c
        self.leave_armed = False

    def _leave(self) -> None:
        """The first press arms "Leave the game", the second leaves (not the second
        click of a double-click: it comes too soon)."""
        if not self.leave_armed:
            self.leave_armed = True
            self.armed_at = time.monotonic()
        elif time.monotonic() - self.armed_at >= DOUBLE_CLICK:
            self.table.answer("leave")

    def _predict(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        v = t.view() or {}
        o = prompt.options
        hordes = o["hordes"]
        bw = (cw - 30) // 5
        for i, r in enumerate(v.get("horde_ranks", [])):
            mark = "> " if self.pred_rank == r else ""
            t.button(pygame.Rect(6 + i * (bw + 6), 30, bw, 34), f"{mark}{r}", p,
                     partial(self._pick_rank, r), hordes.get(r, 0) > 0,
                     object_id=f"#pred_{r}", small_font=True)
        cbw = (cw - 18) // 3
        for i, col in enumerate(v.get("horde_colors", [])):
            mark = "> " if self.pred_color == col else ""
            t.button(pygame.Rect(6 + i * (cbw + 6), 68, cbw, 34), f"{mark}{col}", p,
                     partial(self._pick_color, col), hordes.get(col, 0) > 0,
                     object_id=f"#pred_{col}")
        pred: dict[str, str] = {}
        if self.pred_rank:
            pred["rank"] = self.pred_rank
        if self.pred_color:
            pred["color"] = self.pred_color
        legal = bool(pred) and pred in o["predictions"]
        what = " and ".join(pred.values()) or "nothing yet"
        t.label(pygame.Rect(6, 106, cw, 22), f"Prediction: {what} (risk {len(pred)})", p)
        hw = (cw - 18) // 2
        t.button(pygame.Rect(6, 132, hw, 38), "Predict", p, lambda: t.answer(dict(pred)),
                 legal, object_id="#predict_go")
        t.button(pygame.Rect(12 + hw, 132, hw, 38), "Pass", p, lambda: t.answer("pass"),
                 object_id="#predict_pass")
        if o.get("can_leave"):  # 004 "Other Rules": a player may leave at any time
            self._leave_button()

    def _leave_button(self) -> None:
        """"Leave the game" in the hand's panel, under the player's money (away from
        Predict and Pass: leaving cannot be undone)."""
        t = self.table
        area = t.rects["hand"]
        both = ["Leave the game", "Click again to leave"]
        bw = min(area.width - 20, text_w(t.app.ui, both))
        bh = max(38, line_h(t.app.ui, pad=8))
        b = t.button(pygame.Rect(area.left + 10, area.bottom - bh - 10, bw, bh),
                     both[self.leave_armed], t.dyn, self._leave, object_id="#predict_leave")
        self.armed_button = b if self.leave_armed else None

    def _choose_dragon(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        t.label(pygame.Rect(6, 30, cw, 24), f"You rolled {prompt.options['roll']}: a 6 "
                "puts its coin on a Dragon Horde.", p)
        bw = (cw - 18) // 3
        for i, col in enumerate(prompt.options["choices"]):
            t.button(pygame.Rect(6 + i * (bw + 6), 60, bw, 40), f"{col.title()} Dragon", p,
                     partial(t.answer, col), object_id=f"#dragon_{col}")

    def _stay_or_leave(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        o = prompt.options
        delta = o["money_delta"]
        t.label(pygame.Rect(6, 30, cw, 24), f"You took {o['taken']}; this game you are "
                f"{'+' if delta >= 0 else ''}{delta}.", p, object_id="#hordes_taken")
        t.label(pygame.Rect(6, 56, cw, 24), "Leaving keeps your money; you cannot come back.",
                p)
        sw = text_w(t.app.ui, ["Stay in the game"])
        t.button(pygame.Rect(6, 86, sw, 40), "Stay in the game", p, partial(t.answer, "stay"),
                 object_id="#hordes_stay")
        t.button(pygame.Rect(12 + sw, 86, cw - 6 - sw, 40), "Leave with my money", p,
                 partial(t.answer, "leave"), object_id="#hordes_leave")
