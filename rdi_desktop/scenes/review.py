"""The review of a game, opened from the replay viewer (its Review button).

For the seat chosen, the Expert searches every decision that seat took from that
seat's own view at the time (engine.ai.review) and lists the turning points: where
its estimated chance to win fell the most against the Expert's choice, each with what
the Expert would have played and why. The search runs on a worker thread with a
progress bar (Esc cancels it; Esc again, or Back, returns to the replay); a review
made from a file is kept in that file (rdi_desktop.review_file), so it opens at once
the next time. "Show" puts the replay on that decision.
"""

from __future__ import annotations

import html
import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox

from engine.ai.hint import REVIEW_BUDGET, Budget, HintCancelled
from engine.ai.review import Moment, Review, review
from engine.game import Game
from rdi_desktop import art
from rdi_desktop.coach import ThinkingBar, answer_words
from rdi_desktop.review_file import keep_review, stored_review
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.scroll_keys import ARROW_KEYS, scroll_rows
from rdi_desktop.text_size import line_h, text_w

if TYPE_CHECKING:
    from rdi_desktop.scenes.replay import ReplayScene

log = logging.getLogger(__name__)


class ReviewJob:
    """One seat's review on a daemon thread; the scene polls it each frame."""

    def __init__(self, scene: ReplayScene, seat: int, budget: Budget) -> None:
        rep = scene.replay
        self.args = (rep.setup, rep.seed, list(rep.decisions), seat)
        self.budget = budget
        self.cancel = threading.Event()
        self.progress = 0.0
        self.result: Review | None = None
        self.done = threading.Event()
        threading.Thread(target=self._run, name="review", daemon=True).start()

    def _run(self) -> None:
        try:
            self.result = review(*self.args, budget=self.budget, cancel=self.cancel,
                                 progress=self._progress)
        except HintCancelled:
            pass
        except Exception:  # noqa: BLE001 - a failed review must never stop the viewer
            log.exception("the game review failed")
        finally:
            self.done.set()

    def _progress(self, x: float) -> None:
        self.progress = x


def moment_html(m: Moment, game: Game, name: str, hinted: bool = False) -> str:
    """One turning point in a player's words (and whether a hint was shown there)."""
    p = game.pending()
    e = html.escape
    if p is None:
        return ""
    played, best = answer_words(p, m.played), answer_words(p, m.best)
    a, b = m.hint.options[m.played].chance or 0.0, m.hint.options[m.best].chance or 0.0
    return (f"<b>Turn {m.turn}</b>: {e(name)} chose \u201c{e(played)}\u201d (about "
            f"{round(100 * a)}% to win); the Expert would play \u201c{e(best)}\u201d (about "
            f"{round(100 * b)}%). Why: {e(m.hint.reason)}."
            + (" <i>A hint was shown here.</i>" if hinted else ""))


class ReviewScene(Scene):
    def __init__(self, app: Any, replay: ReplayScene) -> None:
        super().__init__(app)
        self.viewer = replay
        self.budget = REVIEW_BUDGET
        players = replay.replay.game_at(0).state.players
        self.names = [p.name for p in players]
        self.seats = [i for i, p in enumerate(players) if not p.automaton]
        humans = [h for h in replay.loaded.humans if h in self.seats]
        self.seat = humans[0] if humans else self.seats[0]
        self.job: ReviewJob | None = None
        self.result: Review | None = None
        self.shows: dict[UIButton, int] = {}
        self.bar: ThinkingBar | None = None
        self.back: UIButton | None = None
        self.seat_menu: UIDropDownMenu | None = None
        #: the first turning point shown (the list scrolls: wheel, Page Up/Down,
        #: Home/End, Up/Down past the first or last one shown), how many fit, and how
        #: many are out of sight above and below
        self.first = 0
        self.page = 1
        self.hidden = (0, 0)
        self.more: UILabel | None = None

    def enter(self) -> None:
        self._make_root()
        self.choose(self.seat)

    def choose(self, seat: int) -> None:
        """Show the seat's review: the one kept in the file, else start making it."""
        self.seat = seat
        if self.job is not None:
            self.job.cancel.set()
        self.job, self.result, self.first = None, None, 0
        path = self.viewer.loaded.path
        rep = self.viewer.replay
        if path is not None:
            self.result = stored_review(path, seat, len(rep.decisions),
                                        self.budget.max_iterations)
        if self.result is None:
            self.job = ReviewJob(self.viewer, seat, self.budget)
        self.rebuild()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel.set()
            self.job = None
            self.rebuild()

    def rebuild(self) -> None:
        if self.root is not None:
            self._make_root()
            self.build_ui()

    # -- UI -----------------------------------------------------------------------
    def build_ui(self) -> None:
        self.shows = {}
        self.bar = None
        self.more = None
        w, h = self.app.size
        ui = self.app.ui
        x0 = max(20, (w - 960) // 2)
        width = min(960, w - 40)
        labels: list[str | tuple[str, str]] = [self.names[i] for i in self.seats]
        rh = max(32, line_h(ui, pad=8))  # the seat row and the buttons: as tall as words
        lw = max(108, text_w(ui, ["Whose play:"], "label", 8))
        self.seat_menu = UIDropDownMenu(labels, self.names[self.seat],
                                        pygame.Rect(x0 + lw + 2, 80,
                                                    max(260, text_w(ui, [str(x) for x in labels], pad=60)), rh),
                                        manager=ui, container=self.root,
                                        object_id=ObjectID("#review_seat"))
        pygame_gui.elements.UILabel(pygame.Rect(x0, 80, lw, rh), "Whose play:", manager=ui,
                                    container=self.root)
        bh = max(44, rh + 8)
        bw = max(200, text_w(ui, ["Back"]))
        self.back = UIButton(pygame.Rect(w // 2 - bw // 2, h - bh - 16, bw, bh), "Back",
                             manager=ui, container=self.root, object_id=ObjectID("#review_back"))
        top = 80 + rh + 18
        if self.job is not None:
            self.bar = ThinkingBar(pygame.Rect(x0, top, width, rh), manager=ui,
                                   container=self.root, object_id=ObjectID("#review_progress"))
            self.bar.set_current_progress(100 * self.job.progress)
            return
        if self.result is None:
            UITextBox("The review was cancelled. Choose a seat to start it again.",
                      pygame.Rect(x0, top, width, -1), manager=ui, container=self.root)
            return
        self._build_result(x0, width, top, h - bh - 24)

    def _build_result(self, x0: int, width: int, top: int, bottom: int) -> None:
        rev = self.result
        assert rev is not None
        ui = self.app.ui
        name = self.names[self.seat]
        head = (f"{html.escape(name)} played as the Expert would at {rev.agreed()} of "
                f"{len(rev.moments)} decisions searched.")
        points = rev.turning_points()
        hinted = {h["decision"] for h in self.viewer.loaded.hints if h["seat"] == self.seat}
        if hinted:
            head += f" Hints shown: {len(hinted)}."
        if not points:
            head += " No decision lost much: no turning points."
        else:
            head += " The turning points, biggest fall in the chance to win first:"
        box = UITextBox(head, pygame.Rect(x0, top - 6, width, -1), manager=ui,
                        container=self.root, object_id=ObjectID("#review_head"))
        y = box.get_abs_rect().bottom + 6
        # the turning points from self.first, each as tall as its words, as many as fit
        # above the line saying how many more there are
        more_h = line_h(ui, "label", 4)
        sw = max(100, text_w(ui, ["Show"]))
        self.first = max(0, min(self.first, len(points) - 1))
        shown = 0
        for m in points[self.first:]:
            game = self.viewer.replay.game_at(m.index)
            t = UITextBox(moment_html(m, game, name, m.index in hinted),
                          pygame.Rect(x0, y, width - sw - 10, -1), manager=ui,
                          container=self.root)
            r = t.get_abs_rect()
            if r.bottom > bottom - more_h and shown:
                t.kill()  # further down the list
                break
            b = UIButton(pygame.Rect(x0 + width - sw, y, sw, max(34, line_h(ui, pad=8))),
                         "Show", manager=ui, container=self.root,
                         object_id=ObjectID("#review_show"))
            self.shows[b] = m.index
            shown += 1
            y = r.bottom + 8
        self.page = max(1, shown)
        self.hidden = (self.first, len(points) - self.first - shown)
        if any(self.hidden):
            above, below = self.hidden
            words = ", ".join(([f"{above} above"] if above else [])
                              + ([f"{below} more below"] if below else []))
            self.more = pygame_gui.elements.UILabel(
                pygame.Rect(x0, y, width, more_h),
                f"Turning points: {words} (wheel, Page Up/Down, arrows)",
                manager=ui, container=self.root, object_id=ObjectID("#review_more"))

    # -- per frame --------------------------------------------------------------
    def scroll(self, step: int) -> bool:
        """Show the turning points ``step`` further down the list (up when negative)."""
        points = len(self.result.turning_points()) if self.result is not None else 0
        first = max(0, min(self.first + step, points - 1))
        if step > 0 and not self.hidden[1] or first == self.first:
            return False
        self.first = first
        self.rebuild()
        return True

    def _arrow_scroll(self, event: pygame.event.Event) -> bool:
        """Up on the first "Show" shown, Down on the last: the list scrolls a point
        under the keyboard's focus, which goes to the "Show" of the point brought in."""
        keys = self.app.keys
        cur = keys.focused() if keys.active else None
        el = getattr(cur, "element", None)
        if el not in self.shows:
            return False
        step = ARROW_KEYS[event.key]
        order = list(self.shows)
        if order.index(el) != (len(order) - 1 if step > 0 else 0) or not self.scroll(step):
            return False
        new = list(self.shows)[-1 if step > 0 else 0]
        keys.focus = next((it.key for it in keys.items() if it.element is new), keys.focus)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in ARROW_KEYS \
                and self._arrow_scroll(event):
            return True
        step = scroll_rows(event, self.page)
        if step is not None and self.result is not None:
            self.scroll(step)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return True
            if event.ui_element in self.shows:
                index = self.shows[event.ui_element]
                self.app.pop()
                self.viewer.playing = False
                self.viewer.show(index)
                return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and \
                event.ui_element is self.seat_menu:
            self.choose(next(i for i in self.seats if self.names[i] == event.text))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.job is not None:
                self.cancel()
            else:
                self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        job = self.job
        if job is None:
            return
        if self.bar is not None:
            self.bar.set_current_progress(100 * job.progress)
        if not job.done.is_set():
            return
        self.job, self.result = None, job.result
        path = self.viewer.loaded.path
        if self.result is not None and path is not None:
            keep_review(path, self.result, len(self.viewer.replay.decisions))
        self.rebuild()

    def busy(self) -> bool:
        return self.job is not None  # the progress bar moves

    def exit(self) -> None:
        if self.job is not None:
            self.job.cancel.set()
        super().exit()

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Game review", art.font("blankenburg", 44), (235, 80, 50),
                         (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 14)))


@register_scene("review")
def make_review(app: Any, replay: ReplayScene | None = None, **kw: Any) -> ReviewScene | None:
    return ReviewScene(app, replay) if replay is not None else None
