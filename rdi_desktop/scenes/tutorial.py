"""The guided first game on the real table ("Learn to play", ``--tutorial``).

A :class:`~rdi_desktop.scenes.table.TableScene` with a real engine thread playing
:data:`rdi_desktop.tutorial.SETUP`; on top of it a lesson box (one or two
sentences, from :class:`rdi_desktop.tutorial.Tutor`) and a glowing frame around
the element to use: the hand card, the mat or the button of the answer
:func:`rdi_desktop.tutorial.suggest` points at. The player answers through the
table's own input as in any game. Menu leaves at any moment; the title's entry
starts it again from the beginning. The tutorial never touches the autosave
or the statistics.
"""

from __future__ import annotations

import copy
import math
from collections import deque
from typing import Any

import pygame

from engine.game import new_game
from rdi_desktop import art, layout
from rdi_desktop.bridge import Batch, EngineThread, PromptRequest
from rdi_desktop.layout import fan_hit
from rdi_desktop.prompt_policy import Policy
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.tutorial import HUMAN_SEAT, SEED, SETUP, Tutor, suggest
from rdi_desktop.widgets.labels import GOLD, PARCH, put_label
from rdi_desktop.widgets.table_draw import R

#: the stop policy the tutorial plays with, whatever the settings say (the seed was
#: chosen under it, so every lesson comes up)
TUTORIAL_POLICY = Policy()


#: frames a second of the highlight's glow while it waits for the click
GLOW_FPS = 10
#: "Well done!": what the lessons covered, then what comes next
LESSONS_DONE = ("The lessons are over: a whole turn, answering a card, Ignoring a Drink, "
                "Gambling and passing out.")
GAME_GOES_ON = "Finish this game, or press Menu to leave."
YOU_ARE_OUT = "You are out: the table offers the results at once."
RESULTS_NEXT = "The game is over too: close this note for the results."


class TutorialScene(TableScene):
    def __init__(self, app: Any) -> None:
        setup = copy.deepcopy(SETUP)
        kinds = [str(p["seat"]) for p in setup["players"]]
        game = new_game(setup, SEED)
        super().__init__(app, EngineThread(game, kinds, seed=SEED, autosave=None))
        self.engine.policy = TUTORIAL_POLICY
        # the guided game always offers hints to its player (rdi_desktop.coach)
        self.engine.hint_seats = {i for i, k in enumerate(kinds) if k == "human"}
        self.tutor = Tutor(names=[p.name for p in game.state.players])
        self.completed_shown = False
        self.clock = 0.0
        #: ``clock`` when the highlight was last drawn, and what lay under its frame
        #: then (an ambient frame puts that back and draws the frame's next colour)
        self.glow_at = 0.0
        self.glow_under: list[tuple[pygame.Rect, pygame.Surface]] = []
        self.glow_rect = pygame.Rect(0, 0, 0, 0)
        self.lesson_drawn: Any = None
        self._debugged: Any = None
        self._waiting: deque[Batch] = deque()
        #: prompts shown so far (the real-window test tells one from the next by it)
        self.asks = 0
        #: the prompt the lesson on screen was shown for: answered, the box goes
        self._lesson_req: PromptRequest | None = None
        #: the game ended with the lessons: the results wait for "Well done!" to close
        self._results_after_note = False

    # -- the lessons --------------------------------------------------------------
    def on_messages(self, msgs: list[Any]) -> None:
        """Hold each decision's events until the table has shown them: a lesson about
        a player passing out must not come before the table shows it."""
        self._waiting.extend(m for m in msgs if isinstance(m, Batch))

    def _lessons_shown(self) -> None:
        queued = {id(item) for kind, item in self.presenter.backlog if kind == "snapshot"}
        while self._waiting and id(self._waiting[0]) not in queued:
            self.tutor.on_events(self._waiting.popleft().events)

    def _prompt_shown(self, req: PromptRequest) -> None:
        super()._prompt_shown(req)
        self.asks += 1
        if self.presenter.prompt is req:  # not answered by the stop policy
            before = self.tutor.current
            self.tutor.on_prompt(req.prompt)
            if self.tutor.current != before:
                self._lesson_req = req

    def resume(self) -> None:
        super().resume()
        self.engine.policy = TUTORIAL_POLICY

    def record_statistics(self) -> None:
        """The guided game is practice: it is not counted."""

    def answer(self, index: int, confirmed: bool = False) -> None:
        req = self.presenter.prompt
        # the pointed-at answer needs no "pass anyway?" question
        ok = confirmed or (req is not None and index == suggest(req.prompt))
        super().answer(index, confirmed=ok)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._lessons_shown()
        self.clock += dt
        self.tutor.tick(dt)
        if self._lesson_req is not None and self.presenter.prompt is not self._lesson_req:
            self._lesson_req = None
            self.tutor.on_answered()  # its step is done: the box goes
        p = self.presenter
        if self.tutor.finished and not self.completed_shown and p.idle \
                and p.finished is None:
            self.completed_shown = True
            players = p.display.get("players") or []
            out = HUMAN_SEAT < len(players) and players[HUMAN_SEAT].get("out")
            self.app.show_message("Well done!", LESSONS_DONE + " "
                                  + (YOU_ARE_OUT if out else GAME_GOES_ON))
        if self._results_after_note and not (self.app.notice is not None
                                             and self.app.notice.alive()):
            self._results_after_note = False
            super().show_results()

    def show_results(self) -> None:
        """The game is over: when it ends with the lessons, "Well done!" first, then
        the results (never the note over them, nor an offer to play on)."""
        if self.tutor.finished and not self.completed_shown:
            self.completed_shown = True
            self._results_after_note = True
            self.app.show_message("Well done!", LESSONS_DONE + " " + RESULTS_NEXT)
            return
        super().show_results()

    def busy(self) -> bool:
        """As the table; the lesson shown changing also needs a frame (the highlight's
        glow is an ambient animation: :meth:`ambient_in`)."""
        return super().busy() or self._lesson_key() != self.lesson_drawn

    def _lesson_key(self) -> Any:
        return (self.tutor.current, self.tutor.finished, self.completed_shown)

    def ambient_in(self) -> float | None:
        """The highlight glows at :data:`GLOW_FPS` while it waits for the click (a steady
        frame with Reduce motion)."""
        if not self.glow_under or self.app.settings.reduce_motion:
            return None
        return self.glow_at + 1 / GLOW_FPS - self.clock

    def draw_ambient(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Only the highlight's frame: what lay under it back, the frame in its next
        colour, then the lesson box where it covers the frame."""
        rects = [r for r, _ in self.glow_under]
        for r, under in self.glow_under:
            surface.blit(under, r)
        self._draw_glow(surface, self.glow_rect)
        for r in rects:
            surface.set_clip(r)
            self._draw_lesson(surface)
        surface.set_clip(None)
        return rects

    # -- where to click -------------------------------------------------------------
    def _my_prompt(self) -> PromptRequest | None:
        req = self.presenter.prompt
        if req is None or req.seat != HUMAN_SEAT or self.presenter.privacy_for is not None:
            return None
        return req

    def target(self) -> tuple[pygame.Rect, tuple[int, int]] | None:
        """The element of the pointed-at answer: (its rect to frame, a point that
        clicks it), or None when nothing is asked of the player."""
        req = self._my_prompt()
        if req is None:
            return None
        if self.input.aiming is not None:  # a card picked to aim: the mat to aim at,
            seats = self.aim_seats(req)  # the first other player, as suggest() would
            if seats:
                r = R(self.layout.mats[self.positions()[seats[0]]])
                return r, r.center
        index = suggest(req.prompt)
        for hand_i, opt in self.card_options(req).items():
            if opt == index and hand_i < len(self.drawing.slots):
                return self._card_target(hand_i)
        if req.prompt.kind in ("order", "target"):
            for seat, opt in self.mat_options(req).items():
                if opt == index:
                    r = R(self.layout.mats[self.positions()[seat]])
                    return r, r.center
        for b, opt in self.buttons.items():
            if opt == index:
                rect = pygame.Rect(b.get_abs_rect())
                return rect, rect.center
        return None

    def focus_hint(self) -> pygame.Rect | None:
        """The highlighted element: the keyboard's focus goes there, so Enter answers
        as the lesson asks (:mod:`rdi_desktop.keyboard`)."""
        tgt = self.target()
        return tgt[0] if tgt is not None else None

    def _card_target(self, hand_i: int) -> tuple[pygame.Rect, tuple[int, int]]:
        lay = self.layout
        s = self.drawing.slots[hand_i]
        w, h = lay.hand_card
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(s.cx), round(s.cy))
        for dx in range(0, w // 2, 3):  # the visible part of a fanned card
            for pt in ((round(s.cx - dx), round(s.cy)), (round(s.cx + dx), round(s.cy))):
                if fan_hit(self.drawing.slots, lay.hand_card, pt) == hand_i:
                    return rect, pt
        return rect, rect.center

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.glow_under = []
        self.lesson_drawn = self._lesson_key()
        if self.presenter.privacy_for is not None:
            return
        tgt = self.target()
        self._debug_target(tgt)
        if tgt is not None:
            frame = tgt[0].inflate(10, 10)
            sides = [pygame.Rect(frame.x, frame.y, frame.w, 4),
                     pygame.Rect(frame.x, frame.bottom - 4, frame.w, 4),
                     pygame.Rect(frame.x, frame.y + 4, 4, frame.h - 8),
                     pygame.Rect(frame.right - 4, frame.y + 4, 4, frame.h - 8)]
            sides = [r.clip(surface.get_rect()) for r in sides]
            self.glow_under = [(r, surface.subsurface(r).copy()) for r in sides if r.w and r.h]
            self.glow_rect = tgt[0]
            self._draw_glow(surface, tgt[0])
        self._draw_lesson(surface)

    def _draw_glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.glow_at = self.clock
        glow = 0.5 + 0.5 * math.sin(self.clock * 5)
        colour = (255, round(180 + 60 * glow), 60)
        pygame.draw.rect(surface, colour, rect.inflate(10, 10), 4, border_radius=10)

    def _debug_target(self, tgt: tuple[pygame.Rect, tuple[int, int]] | None) -> None:
        """For the real-window test (``RDI_DEBUG_LOG``): where the highlight asks to
        click, each time it moves, and when every lesson has been shown."""
        if not self.app.debug_path:
            return
        ask = self.asks if tgt is not None else 0
        now = (tgt[1] if tgt is not None else None, ask, self.tutor.current,
               self.tutor.finished)
        if now != self._debugged:
            self._debugged = now
            where = f"{tgt[1][0]} {tgt[1][1]}" if tgt is not None else "-"
            self.app.debug(f"tutorial target {where} ask {ask} lesson {self.tutor.current} "
                           f"finished {int(self.tutor.finished)}")

    def _draw_lesson(self, surface: pygame.Surface) -> None:
        text = self.tutor.text()
        if text is None:
            return
        title, body = text
        lay = self.layout
        c = R(lay.centre)
        s = lay.scale
        t_size = layout.TEXT_SCALE
        # right of the Inn's and the pot's numbers, which the lessons talk about
        free = c.right - 16 - max(R(lay.inn).right, R(lay.pot).right)
        w = min(round(470 * s * t_size), c.w - 16, max(free, round(240 * s)))
        # the player's text size while the lesson fits the table's centre, else smaller,
        # down to its size at 100%
        for size in range(max(13, round(15 * s * t_size)), max(13, round(15 * s)) - 1, -1):
            head = max(14, round(size * 17 / 15))
            heads = art.wrap(f"Learn to play: {title}",
                             art.font("dejavu_serif", head, "bold"), w - 24)
            lines = art.wrap(body, art.font("dejavu_sans", size), w - 24)
            line_h = art.font("dejavu_sans", size).get_linesize()
            head_h = art.text("Ag", head, GOLD, "bold", "dejavu_serif").get_height()
            h = max(44 + head_h * (len(heads) - 1), 22 + head_h * len(heads)) \
                + line_h * len(lines)
            if h <= c.h - 16:
                break
        box = pygame.Rect(c.right - w - 8, c.y + 8, w, h)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((30, 14, 6, 235))
        surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=8)
        y = box.y + 8
        for row in heads:
            t = art.text(row, head, GOLD, "bold", "dejavu_serif")
            put_label(surface, t, (box.x + 12, y), head, (0, 0), "lesson")
            y += head_h
        y += 8
        for line in lines:
            put_label(surface, art.text(line, size, PARCH), (box.x + 12, y), size, (0, 0),
                      "lesson")
            y += line_h


@register_scene("tutorial")
def make_tutorial(app: Any, **kw: Any) -> TutorialScene:
    return TutorialScene(app)
