"""The Hall table's betting controls, asked in every game with betting rounds: check or
call, fold, all in, and a raise chosen on a slider between the legal minimum and
maximum."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel

from engine.hall.prompts import Prompt

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


class BetControls:
    """The controls of a bet, and the raise slider's state while they are on screen."""

    def __init__(self, table: HallTableScene) -> None:
        self.table = table
        self.slider: UIHorizontalSlider | None = None
        self.raise_label: UILabel | None = None
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
        info = (f"Pot {o.get('pot', 0)} | Current Bet {o.get('current_bet', 0)} | "
                f"yours {o.get('in_this_round', 0)} | money {o.get('stack', 0)}")
        t.label(pygame.Rect(6, 28, cw, 24), info, p)
        x = 6
        bw = (cw - 12) // 3
        if "check" in acts:
            t.button(pygame.Rect(x, 56, bw, 38), "Check", p, lambda: t.answer("check"),
                     object_id="#bet_check")
        else:
            t.button(pygame.Rect(x, 56, bw, 38), f"Call {o.get('call_amount', 0)}", p,
                     lambda: t.answer("call"), "call" in acts, object_id="#bet_call")
        t.button(pygame.Rect(x + bw + 6, 56, bw, 38), "Fold", p, lambda: t.answer("fold"),
                 "fold" in acts, object_id="#bet_fold")
        t.button(pygame.Rect(x + 2 * (bw + 6), 56, bw, 38), f"All in ({o.get('stack', 0)})",
                 p, lambda: t.answer("all_in"), "all_in" in acts, object_id="#bet_all_in")
        lo, hi = o.get("min_raise_to"), o.get("max_raise_to")
        bounds = (int(lo), int(hi)) if "raise_to" in acts and lo is not None \
            and hi is not None else None
        can_raise = bounds is not None
        if bounds is not None and bounds[1] > bounds[0]:
            self.slider = UIHorizontalSlider(pygame.Rect(6, 102, cw - 190, 32), bounds[0],
                                             bounds, t.app.ui, container=p,
                                             object_id="#bet_slider")
        self.raise_button = t.button(
            pygame.Rect(cw - 178, 100, 178, 38), f"Raise to {lo}" if can_raise else "Raise",
            p, self._raise, can_raise, object_id="#bet_raise")
        text = (f"Raise to {lo}  (minimum {lo}, maximum {hi})" if can_raise
                else "No raise is possible now.")
        self.raise_label = t.label(pygame.Rect(6, 140, cw, 24), text, p,
                                   object_id="#bet_raise_label")

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
        if self.raise_label is not None:
            self.raise_label.set_text(f"Raise to {amt}  (minimum {lo}, maximum {hi})")

    def _raise(self) -> None:
        self.table.answer({"action": "raise_to", "amount": self.raise_amount()})
