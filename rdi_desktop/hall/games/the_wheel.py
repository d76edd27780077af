"""The Wheel at the table: the Wheel with each spoke's strength in the middle (a picked
card's spokes lit, their hubs clickable), the Clock, and the spoke buttons of a play or of
the Clock card, each with what the card adds there."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import register_part
from rdi_desktop.hall.hand_games import HandGame, score_line

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


@register_part
class TheWheel(HandGame):
    game = "the_wheel"
    headings = {"play": "Play a card to the Wheel", "place_clock": "Place the Clock card"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"play": self._play, "place_clock": self._place_clock}

    def _gain(self, card: dict[str, Any], spoke: str) -> int:
        """What ``card`` adds to ``spoke`` (the view's table of the rule)."""
        v = self.table.view() or {}
        return int(v.get("spoke_gains", {}).get(str(card.get("rank")), {}).get(spoke, 0))

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        t = self.table
        radius = max(60, min(main.height // 2 - 26, 130))
        centre = (main.left + radius + 60, main.top + main.height // 2)
        highlight = None
        if hp is not None and hp.kind == "play" and t.selection:
            sel = next(iter(t.selection))
            highlight = [pl["spoke"] for pl in hp.options["plays"] if pl["card"] == sel]
        elif hp is not None and hp.kind == "place_clock":
            highlight = list(hp.options["spokes"])
        hubs = d.draw_wheel(s, centre, radius, v.get("strengths", {}), v.get("wheel", []),
                            v.get("marked_spokes", []), v.get("leading_spoke"), highlight)
        if highlight and hp is not None:
            for spoke in highlight:
                if hp.kind == "play":
                    sel = next(iter(t.selection))
                    t.hits.append((hubs[spoke], partial(
                        t.answer, {"card": sel, "spoke": spoke})))
                else:
                    t.hits.append((hubs[spoke], partial(t.answer, spoke)))
        merchant = "Merchant" + (" (closed)" if "Merchant" in v.get("marked_spokes", []) else "")
        x = centre[0] + radius + max(70, 38 + d.spoke_push(merchant)
                                     + d.width(merchant, 12, "bold") // 2)
        pen = d.Pen(s, x, main.top + 10, main.right - x)
        pen.write(f"Leading spoke: {v.get('leading_spoke')}", 15, d.HILITE, "bold", step=22)
        pen.write(f"Clock cards left: {v.get('clock_left', 0)}", 14, step=22)
        pen.write("Own spoke +2, neighbour +1", 13, d.MUTED, step=18)
        if "dragon_cards" in v["variants"]:
            pen.write("Dragon: +3 anywhere", 13, d.MUTED, step=18)
        pen.y = max(pen.y + 6, main.top + 96)
        score = v.get("hand_score")
        score_line(t, s, v, None if score is None else f"Your hand scores {score} now",
                   (x, pen.y), pen)
        fud = v.get("face_up_discards") or []
        if fud:
            pen.y = max(pen.y + 6, main.top + 124)
            pen.write("Discarded face up:", 12, d.MUTED, step=16)
            d.card_row(s, pygame.Rect(x, pen.y, main.right - x, 50), fud[-5:], 30, gap=3)

    def _play(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        o = prompt.options
        hand = o["hand"]
        sel = next(iter(t.selection), None)
        if sel is None or sel >= len(hand):
            t.label(pygame.Rect(6, 30, cw, 24), "Click a card of your hand.", p)
        else:
            card = hand[sel]
            spokes = [pl["spoke"] for pl in o["plays"] if pl["card"] == sel]
            t.label(pygame.Rect(6, 30, cw, 24),
                    f"{d.card_name(card)}: choose a spoke (or click its hub)", p)
            bw = (cw - 18) // 3
            for i, s in enumerate(spokes):
                r = pygame.Rect(6 + (i % 3) * (bw + 6), 58 + (i // 3) * 42, bw, 38)
                t.button(r, f"{s} +{self._gain(card, s)}", p,
                         partial(t.answer, {"card": sel, "spoke": s}),
                         object_id=f"#spoke_{s}", small_font=True)
            if not spokes:
                t.label(pygame.Rect(6, 58, cw, 24), "This card has no open spoke.", p)
        if o.get("can_use_clock"):
            y = 146
            t.button(pygame.Rect(6, y, cw - 12, 36),
                     f"Discard it and turn the Clock ({o.get('clock_left', 0)} left)", p,
                     lambda: t.answer({"discard": sel if sel is not None else 0}),
                     sel is not None or not hand, object_id="#use_clock")

    def _place_clock(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        card = prompt.options["card"]
        t.label(pygame.Rect(6, 30, cw, 24), f"The Clock shows {d.card_name(card)}.", p)
        bw = (cw - 18) // 3
        for i, s in enumerate(prompt.options["spokes"]):
            r = pygame.Rect(6 + (i % 3) * (bw + 6), 58 + (i // 3) * 42, bw, 38)
            t.button(r, f"{s} +{self._gain(card, s)}", p, partial(t.answer, s),
                     object_id=f"#clock_{s}")
