"""City Square at the table: each seat's city and score, the viewer's city in the middle
(its free districts clickable, its districts' points and failures marked) and the cards
dealt to build, placed by clicking a card, then a district."""

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

LEGEND = ["Barracks (W): patrol Slums", "Estate (L): 1 per kind of neighbour",
          "Tavern (B): 1 per Barracks", "Market (M): largest group, 1 each",
          "Slum (R): 1 if patrolled, else ruins", "red X: failed district",
          "green badge: points"]


@register_part
class CitySquare(GamePart):
    game = "city_square"
    headings = {"place": "Build your city"}

    def __init__(self, table: HallTableScene) -> None:
        super().__init__(table)
        self.controls = {"place": self._place}
        #: dealt card index -> the district it is placed on, on screen
        self.assign: dict[int, tuple[int, int]] = {}
        #: the dealt card a district click places next
        self.city_sel = 0

    def clear(self) -> None:
        self.assign = {}
        self.city_sel = 0

    def key(self) -> tuple[Any, ...]:
        return (tuple(sorted(self.assign.items())), self.city_sel)

    def seat_zone(self, s: pygame.Surface, v: dict[str, Any], player: str,
                  z: pygame.Rect) -> None:
        city = v["cities"].get(player, {})
        side = min(z.height - 14, z.width - 4)
        cell_rect = pygame.Rect(z.left, z.top, side, side)
        d.draw_city(s, cell_rect, city)
        score = v.get("city_scores", {}).get(player, 0)
        pen = d.Pen(s, z.left + side + 6, z.top, z.right - side - 6)
        pen.write(f"{score} pts", 12, d.HILITE, "bold", step=16)
        dealt = v.get("dealt", {}).get(player)
        if isinstance(dealt, int) and dealt:
            pen.write(f"{dealt} to build", 11, d.MUTED)

    def hand(self, s: pygame.Surface, v: dict[str, Any], me: str, inner: pygame.Rect,
             kind: str | None) -> None:
        dealt = v.get("dealt", {}).get(me)
        if not (isinstance(dealt, list) and dealt):
            d.text(s, "Nothing to build right now.", (inner.left, inner.top), 13, d.MUTED)
            return
        d.text(s, "To build this year:", (inner.left, inner.top), 13, d.CREAM)
        head = max(22, d.line(13) + 4)
        box = pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)
        sel = {self.city_sel} if self.city_sel < len(dealt) else set()
        labels = [f"-> ({self.assign[i][0] + 1},{self.assign[i][1] + 1})"
                  if i in self.assign else "" for i in range(len(dealt))]
        rects = d.card_row(s, box, dealt, card_width(inner, 3), sel, dim=set(self.assign),
                           labels=labels)
        if kind == "place":
            for i, r in enumerate(rects):
                self.table.hits.append((r, partial(self._select_dealt, i)))

    def centre(self, s: pygame.Surface, v: dict[str, Any], area: pygame.Rect,
               main: pygame.Rect, hp: Prompt | None) -> None:
        me = self.table.viewer
        title_h = max(24, d.line(15, "bold", "dejavu_serif") + 4)
        side = min(main.height - title_h - 6, 250)
        grid_rect = pygame.Rect(main.left + 10, main.top + title_h, side, side)
        who = me if me is not None else "-"
        d.shadow_text(s, f"City of {who}  -  year {v.get('year', 0)} of 4",
                      (main.left + 10, main.top + 2), 15, d.GOLD, "bold",
                      family="dejavu_serif")
        if me is None:
            return
        city = v["cities"].get(me, {})
        pending: dict[tuple[int, int], dict[str, Any]] = {}
        dealt = v.get("dealt", {}).get(me)
        clickable: set[tuple[int, int]] = set()
        if isinstance(dealt, list):
            for i, pos in self.assign.items():
                if i < len(dealt):
                    pending[pos] = dealt[i]
        if hp is not None and hp.kind == "place" and "free_districts" in hp.options:
            clickable = {(int(x[0]), int(x[1])) for x in hp.options["free_districts"]
                         if (int(x[0]), int(x[1])) not in pending}
        sc = v.get("city_score")
        points = {(int(p["at"][0]), int(p["at"][1])): int(p["points"])
                  for p in sc["district_points"]} if sc is not None else None
        failed = sc["failed_districts"] if sc is not None else None
        cells = d.draw_city(s, grid_rect, city, failed, points, pending, clickable)
        for pos in clickable:
            self.table.hits.append((cells[pos], partial(self._assign, pos)))
        x = grid_rect.right + 20
        d.text(s, f"Score now: {sc['score'] if sc else 0}", (x, grid_rect.top), 15,
               d.HILITE, "bold")
        top = grid_rect.top + max(26, d.line(15, "bold") + 6)
        legend = pygame.Rect(x, top, main.right - x, main.bottom - top)
        if not d.columns(s, LEGEND, legend, 12, d.MUTED, 18):  # (a short middle)
            d.Pen(s, x, top, legend.width).write("How each district scores: the Rules tab.",
                                                 12, d.MUTED)

    def _assign(self, pos: tuple[int, int]) -> None:
        hp = self.table.ctrl.human_prompt()
        if hp is None:
            return
        n = len(hp.options["cards"])
        if self.city_sel in self.assign or self.city_sel >= n:
            free = [i for i in range(n) if i not in self.assign]
            if not free:
                return
            self.city_sel = free[0]
        self.assign[self.city_sel] = pos
        free = [i for i in range(n) if i not in self.assign]
        self.city_sel = free[0] if free else n

    def _select_dealt(self, i: int) -> None:
        if i in self.assign:
            del self.assign[i]
        self.city_sel = i

    def _place(self, p: UIContainer, cw: int, prompt: Prompt) -> None:
        t = self.table
        cards = prompt.options["cards"]
        bw = (cw - 18) // 2
        done = len(self.assign)
        t.label(pygame.Rect(6, 30, cw, 24), "Click a dealt card, then a district of your city.",
                p)
        status = ", ".join(f"{d.LETTERS[cards[i]['rank']]} -> ({r + 1},{c + 1})"
                           for i, (r, c) in sorted(self.assign.items())) or "nothing placed yet"
        t.label(pygame.Rect(6, 54, cw, 24), status, p)
        t.button(pygame.Rect(6, 84, bw, 40), "Build", p,
                 lambda: t.answer([list(self.assign[i]) for i in range(len(cards))]),
                 done == len(cards), object_id="#place_go")
        t.button(pygame.Rect(12 + bw, 84, bw, 40), "Start over", p, self.clear,
                 done > 0, object_id="#place_reset")
