"""The Hall table's betting controls, asked in every game with betting rounds: check or
call, fold, all in, and a raise chosen on a slider between the legal minimum and
maximum."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel

from engine.hall.prompts import Prompt
from rdi_desktop.text_size import line_h, text_w

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


class BetControls:
    """The controls of a bet, and the raise slider's state while they are on screen."""

    def __init__(self, table: HallTableScene) -> None:
        self.table = table
        self.slider: UIHorizontalSlider | None = None
        self.raise_label: UILabel | None = None
        self.width = 400  # the panel's width (the raise's line is split to it)
        self.raise_button: UIButton | None = None

    def clear(self) -> None:
        """The controls were taken down (they are built again with the panel)."""
        self.slider = self.raise_label = self.raise_button = None

    def follow(self) -> None:
        """Each frame: the raise's words follow the slider."""
        if self.slider is not None and self.raise_button is not None \
                and self.raise_button.text != f"Raise to {self.raise_amount()}":
            self.slider_moved()

    def build(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        """The betting round's controls in the panel ``p`` (``cw`` wide)."""
        t = self.table
        o = prompt.options
        acts = o.get("actions", [])
        ui = t.app.ui
        self.width = cw
        lh, bh = max(24, line_h(ui, "label", 4)), max(38, line_h(ui, pad=6))
        info = (f"Pot {o.get('pot', 0)} | Current Bet {o.get('current_bet', 0)} | "
                f"yours {o.get('in_this_round', 0)} | money {o.get('stack', 0)}")
        y = 2 + max(26, lh)
        for line in split_to(ui, info, " | ", cw):  # on two lines when it is too wide
            t.label(pygame.Rect(6, y, cw, lh), line, p)
            y += lh
        y += 4
        first = "Check" if "check" in acts else f"Call {o.get('call_amount', 0)}"
        words = [first, "Fold", f"All in ({o.get('stack', 0)})"]
        need = [text_w(ui, [w], pad=12) for w in words]
        spare = max(0, cw - 12 - sum(need))
        bw = [(cw - 12) // 3] * 3 if all(n <= (cw - 12) // 3 for n in need) else \
            [n + spare // 3 for n in need]  # (large words: each its own width)
        x = 6
        if "check" in acts:
            t.button(pygame.Rect(x, y, bw[0], bh), "Check", p, lambda: t.answer("check"),
                     object_id="#bet_check")
        else:
            t.button(pygame.Rect(x, y, bw[0], bh), first, p,
                     lambda: t.answer("call"), "call" in acts, object_id="#bet_call")
        t.button(pygame.Rect(x + bw[0] + 6, y, bw[1], bh), "Fold", p, lambda: t.answer("fold"),
                 "fold" in acts, object_id="#bet_fold")
        t.button(pygame.Rect(x + bw[0] + bw[1] + 12, y, bw[2], bh), words[2],
                 p, lambda: t.answer("all_in"), "all_in" in acts, object_id="#bet_all_in")
        y += bh + 6
        lo, hi = o.get("min_raise_to"), o.get("max_raise_to")
        bounds = (int(lo), int(hi)) if "raise_to" in acts and lo is not None \
            and hi is not None else None
        can_raise = bounds is not None
        rw = max(178, text_w(ui, [f"Raise to {hi}" if can_raise else "Raise"]))
        if bounds is not None and bounds[1] > bounds[0]:
            self.slider = UIHorizontalSlider(pygame.Rect(6, y + 2, cw - rw - 12, 32), bounds[0],
                                             bounds, t.app.ui, container=p,
                                             object_id="#bet_slider")
        self.raise_button = t.button(
            pygame.Rect(cw - rw, y, rw, bh), f"Raise to {lo}" if can_raise else "Raise",
            p, self._raise, can_raise, object_id="#bet_raise")
        y += bh + 2
        text = (f"Raise to {lo}  (minimum {lo}, maximum {hi})" if can_raise
                else "No raise is possible now.")
        lines = split_to(ui, text, "  ", cw)
        self.raise_label = t.label(pygame.Rect(6, y, cw, lh), lines[0], p,
                                   object_id="#bet_raise_label")
        for line in lines[1:]:
            y += lh
            t.label(pygame.Rect(6, y, cw, lh), line, p)

    def raise_amount(self) -> int:
        """The raise the slider is at (the minimum when there is no slider)."""
        hp = self.table.ctrl.human_prompt()
        lo = hp.options.get("min_raise_to") if hp else None
        if self.slider is not None:
            return int(round(self.slider.get_current_value()))
        return int(lo or 0)

    def slider_moved(self) -> None:
        """The raise button and its line say the amount the slider is at."""
        hp = self.table.ctrl.human_prompt()
        if hp is None or hp.kind != "bet":
            return
        amt = self.raise_amount()
        lo, hi = hp.options.get("min_raise_to"), hp.options.get("max_raise_to")
        if self.raise_button is not None:
            self.raise_button.set_text(f"Raise to {amt}")
        if self.raise_label is not None:  # (its first line, when it takes two)
            self.raise_label.set_text(split_to(self.table.app.ui, f"Raise to {amt}  (minimum "
                                               f"{lo}, maximum {hi})", "  ", self.width)[0])

    def _raise(self) -> None:
        self.table.answer({"action": "raise_to", "amount": self.raise_amount()})


def split_to(ui: Any, text: str, sep: str, width: int) -> list[str]:
    """``text`` on one line when it fits ``width`` at the label's font, else split at
    ``sep`` into two lines (large words)."""
    if text_w(ui, [text], "label", 4) <= width or sep not in text:
        return [text]
    parts = text.split(sep)
    half = (len(parts) + 1) // 2
    return [sep.join(parts[:half]).strip(), sep.join(parts[half:]).strip()]
