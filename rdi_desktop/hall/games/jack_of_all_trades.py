"""Jack of All Trades at the table: the four jobs in the middle, each seat's workers (dice,
or cards with Hidden Fate), and the questions of setting the jobs and placing workers."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from engine.hall.prompts import Prompt
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart, register_part
from rdi_desktop.hall.hand_games import card_width

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


@register_part
class JackOfAllTrades(GamePart):
    game = "jack_of_all_trades"
    headings = {"place": "Place your workers", "choose_jobs": "Choose the jobs"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"place": self._place, "choose_jobs": self._choose_jobs}
        #: how each job is set, as picked on screen ("card" or "die")
        self.jobs_choice = ["card"] * 4

    def clear(self) -> None:
        self.jobs_choice = ["card"] * 4

    def key(self) -> tuple[Any, ...]:
        return tuple(self.jobs_choice)

    def zone_height(self, grown: int) -> int:
        """Each seat's workers are small dice or cards: smaller when the heads grow."""
        return max(56, 92 - grown)

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        cw = max(18, min(52, (z.width - 4) // 3, int((z.height - 4) / 1.4)))
        wk = v["workers"].get(player, [])
        if isinstance(wk, int):
            d.card_row(s, z, [None] * wk, cw, gap=2)
        elif wk and isinstance(wk[0], dict):
            d.card_row(s, z, wk, cw, gap=2)
        else:
            size = max(14, min(26, (z.width - 20) // 5))
            d.dice_row(s, (z.left, z.top + 4), list(wk), size, gap=3)
            d.Pen(s, z.left, z.top + size + 10, z.width).write(f"idle total {sum(wk)}", 11,
                                                              d.MUTED)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        t = self.table
        wk = v["workers"].get(me, [])
        top = d.Pen(s, inner.left, inner.top, inner.width).write(
            "Your workers (lowest idle total wins):", 13, d.CREAM, step=22)
        box = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
        if isinstance(wk, list) and wk and isinstance(wk[0], dict):
            rects = d.card_row(s, box, wk, card_width(inner, len(wk)), t.selection)
        elif isinstance(wk, list):
            rects = d.dice_row(s, (box.left, box.top + 6), wk, 50, t.selection, gap=10)
        else:
            rects = []
        if kind == "place":
            for i, r in enumerate(rects):
                t.hits.append((r, partial(t.toggle, i)))

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        d.shadow_text(s, "Jobs", (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        x = main.left + 10
        top = main.top + max(24, d.line(15, "bold", "dejavu_serif") + 4)
        job_y = top + max(18, d.line(12, "bold"))
        step = max(90, d.width("Last Call", 12, "bold") + 12)
        rule = ("A job takes one matching worker (or one 6 when none match); the Last Call "
                "takes all.")
        words_h = (1 + len(d.wrap(rule, 12, main.width - 20))) * max(20, d.line(12))
        # the jobs' cards as tall as the room the words under them leave (78 px at most)
        job_h = max(30, min(78, main.bottom - job_y - 10 - words_h))
        for i, job in enumerate(v.get("jobs", [])):
            label = "Last Call" if i == 3 else f"Job {i + 1}"
            d.text(s, label, (x, top), 12, d.CREAM, "bold")
            if "die" in job:
                d.draw_die(s, pygame.Rect(x, job_y, min(50, job_h), min(50, job_h)), job["die"])
            else:
                d.draw_card(s, pygame.Rect(x, job_y, job_h * 56 // 78, job_h), job["card"])
            x += step
        pen = d.Pen(s, main.left + 10, max(main.top + 130, job_y + job_h + 10)
                    if job_h == 78 else job_y + job_h + 10, main.width - 20)
        srcs = v.get("job_sources")
        if srcs:
            pen.write("Jobs set by: " + ", ".join(srcs), 12, d.MUTED, step=20)
        else:
            pen.y += 20  # (where the line stands once the jobs are set)
        pen.write(rule, 12, d.MUTED)

    def _place(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        o = prompt.options
        bw = (cw - 18) // 2
        job = o["job"]
        what = (f"a rolled {job['die']}" if "die" in job else
                f"{d.card_name(job['card'])}, value {d.RANK_NUMBER.get(job['card']['rank'], 0)}")
        extra = " (Last Call: all matching workers)" if o.get("last_call") else ""
        t.label(pygame.Rect(6, 30, cw, 24), f"Job: {what}{extra}", p)
        t.label(pygame.Rect(6, 54, cw, 24), "Click the workers to send to it.", p)
        t.button(pygame.Rect(6, 84, bw, 40), f"Place {len(t.selection)} selected", p,
                 lambda: t.answer(sorted(t.selection)), bool(t.selection),
                 object_id="#place_go")
        t.button(pygame.Rect(12 + bw, 84, bw, 40), "Place none", p,
                 lambda: t.answer([]), object_id="#place_none")
        t.button(pygame.Rect(6, 130, bw, 36), "Suggest", p,
                 partial(self._suggest, o["suggested"]), object_id="#place_suggest")

    def _suggest(self, idx: list[int]) -> None:
        self.table.selection = set(idx)

    def _choose_jobs(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        t.label(pygame.Rect(6, 30, cw, 24), "Each job is set by a card or a die:", p)
        bw = (cw - 24) // 4
        for i in range(4):
            t.button(pygame.Rect(6 + i * (bw + 6), 60, bw, 40),
                     f"Job {i + 1}: {self.jobs_choice[i]}", p,
                     partial(self._flip_job, i), object_id=f"#job_{i}", small_font=True)
        t.button(pygame.Rect(6, 108, cw // 2, 40), "Confirm", p,
                 lambda: t.answer(list(self.jobs_choice)), object_id="#jobs_go")

    def _flip_job(self, i: int) -> None:
        self.jobs_choice[i] = "die" if self.jobs_choice[i] == "card" else "card"
