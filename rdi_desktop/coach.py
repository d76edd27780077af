"""Hints at the table: the Expert's advice for a human seat's prompt, asked with the
Hint button or the H key.

Honest by construction: the engine thread hands the table, with a prompt of a seat whose
hints are on, that seat's :class:`HintBasis` (its view and redacted snapshot, exactly
what an AI seat in that chair gets); the search (engine.ai.hint) runs on a worker
thread from that alone, so a hint never reads a card the player cannot see and the
table never freezes. The table shows a progress bar while it thinks (Esc cancels),
then marks the hinted answer (its button, or the hand card that plays it) and shows a
panel with each option's chance to win and one reason.

Which seats may ask: a per-seat switch in New Game (``"hints": true`` in the player's
set-up record, off by default); the guided first game always allows it. Each hint
shown is recorded (:attr:`rdi_desktop.bridge.EngineThread.hints_used`), so saves,
replays and statistics keep it.
"""

from __future__ import annotations

import html
import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIProgressBar, UITextBox

from engine.ai.hint import HINT_BUDGET, Budget, Hint, HintCancelled, hint_from_view
from engine.prompts import Prompt
from rdi_desktop import art, text_size
from rdi_desktop.answer_labels import option_label
from rdi_desktop.hint_basis import HintBasis

if TYPE_CHECKING:
    from rdi_desktop.bridge import PromptRequest
    from rdi_desktop.scenes.table import TableScene

log = logging.getLogger(__name__)

#: the Hint button's key and words
HINT_KEY = pygame.K_h
HINT_LABEL = "Hint (H)"
MARK = (255, 214, 90)


class HintJob:
    """One hint, searched on a daemon thread; the table polls it each frame."""

    def __init__(self, basis: HintBasis, prompt: Prompt, budget: Budget = HINT_BUDGET) -> None:
        self.basis = basis
        self.prompt = prompt
        self.budget = budget
        self.cancel = threading.Event()
        self.progress = 0.0
        self.result: Hint | None = None
        self.failed = False
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, name="hint", daemon=True)

    def start(self) -> HintJob:
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.result = hint_from_view(self.basis.view, self.basis.redacted, self.prompt,
                                         self.basis.seed, self.budget, self.cancel,
                                         self._progress)
        except HintCancelled:
            pass
        except Exception:  # noqa: BLE001 - a failed hint must never stop the game
            log.exception("the hint search failed")
            self.failed = True
        finally:
            self.done.set()

    def _progress(self, x: float) -> None:
        self.progress = x


def answer_words(prompt: Prompt, i: int) -> str:
    """An option as advice reads it: its button's words ("Discard I raise!" for a card
    of the discard question, which the player answers by clicking the card)."""
    words = option_label(prompt, i)
    if prompt.kind == "discard" and prompt.options[i].card:
        return f"Discard {words}"
    return words


def chances_line(h: Hint, label: Any) -> str:
    """Every option's chance with its spread: "Pass 33% ±4 · Play Dark Ale 41% ±3"."""
    parts = []
    order = sorted(h.options, key=lambda o: -(o.chance if o.chance is not None else -1))
    for o in order:
        name = label(o.index)
        if o.chance is None:
            parts.append(f"{name}: not tried")
        else:
            parts.append(f"{name} {round(100 * o.chance)}% \u00b1{round(100 * o.spread)}")
    return " \u00b7 ".join(parts)


class ThinkingBar(UIProgressBar):
    """The progress bar while the Expert searches, saying how to stop it."""

    def status_text(self) -> str:
        return f"The Expert is thinking\u2026 {round(self.current_progress)}% (Esc cancels)"


class Coach:
    """The table's hint part: the Hint button, the search job, its progress bar, the
    panel and the mark on the hinted answer."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.job: HintJob | None = None
        self.for_req: PromptRequest | None = None  # the prompt the job or hint is for
        self.shown: Hint | None = None
        self.panel: UITextBox | None = None
        self.bar: ThinkingBar | None = None
        self.button: UIButton | None = None
        self.budget = HINT_BUDGET  # the search's (tests make it small)

    # -- what the table asks -------------------------------------------------------
    def available(self, req: PromptRequest | None) -> bool:
        return (req is not None and req.hint_basis is not None
                and self.scene.presenter.privacy_for is None and not self.scene.autoplay)

    def refresh(self, req: PromptRequest | None) -> None:
        """After the answer buttons are rebuilt: the Hint button at the banner's left
        (while the prompt on screen may have a hint and none is shown or coming) and the
        hinted answer's button selected."""
        self.kill_button()
        if self.available(req) and req is not None and self.for_req is not req \
                and self.scene.tray.choosing is None:
            lay = self.scene.layout
            ui = self.scene.app.ui  # (its word at the text size: as wide and tall)
            bh = max(28, round(32 * lay.scale), text_size.line_h(ui, "@answer", 6))
            w = max(40 + art.font("dejavu_serif", 18, "bold").size(HINT_LABEL)[0],
                    text_size.text_w(ui, [HINT_LABEL], "@answer", 40))
            self.button = UIButton(
                pygame.Rect(lay.banner.x + 8, lay.banner.bottom - bh - 6, w, bh), HINT_LABEL,
                manager=self.scene.app.ui, container=self.scene.root,
                object_id=ObjectID("#hint", "@answer"))
        self.mark_buttons()

    def kill_button(self) -> None:
        if self.button is not None:
            self.button.kill()
            self.button = None

    def busy(self) -> bool:
        return self.job is not None

    # -- input -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button \
                and self.button is not None:
            self.ask()
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE and self.job is not None:
            self.cancel()
            return True
        if event.key == HINT_KEY and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self.ask()
        return False

    def ask(self) -> bool:
        """Start a hint for the prompt on screen (False when it may not have one)."""
        req = self.scene.presenter.prompt
        if not self.available(req) or self.job is not None or req is None:
            return False
        if self.for_req is req and self.shown is not None:
            return True  # already shown
        self.close()
        self.for_req = req
        basis = req.hint_basis
        assert basis is not None  # available() checked it
        self.job = HintJob(basis, req.prompt, self.budget).start()
        self._build_bar()
        self.scene.build_prompt_buttons(req)
        return True

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel.set()
        self.job = None
        self.for_req = None
        self.close()
        self.scene.build_prompt_buttons(self.scene.presenter.prompt)

    # -- each frame ----------------------------------------------------------------
    def update(self) -> None:
        req = self.scene.presenter.prompt
        if self.for_req is not None and req is not self.for_req:
            if self.job is not None:  # answered (or the screen changed hands) meanwhile
                self.job.cancel.set()
            self.job = None
            self.for_req = None
            self.close()
            return
        job = self.job
        if job is None:
            return
        if self.bar is not None:
            self.bar.set_current_progress(100 * job.progress)
        if not job.done.is_set():
            return
        self.job = None
        self._kill_bar()
        if job.result is None:
            self.for_req = None
            self.scene.build_prompt_buttons(req)
            return
        self.shown = job.result
        self._record(job)
        self.scene.build_prompt_buttons(req)
        self._build_panel()

    def _record(self, job: HintJob) -> None:
        h = job.result
        assert h is not None
        rec = {"decision": job.basis.answers, "seat": h.seat, "kind": h.kind,
               "choice": h.choice}
        with self.scene.engine.lock:
            self.scene.engine.hints_used.append(rec)

    # -- drawing -------------------------------------------------------------------
    def marked_option(self) -> int | None:
        req = self.scene.presenter.prompt
        if self.shown is None or req is None or req is not self.for_req:
            return None
        return self.shown.choice

    def mark_buttons(self) -> None:
        """Select the hinted answer's button (called after the buttons are rebuilt)."""
        i = self.marked_option()
        for b, j in self.scene.buttons.items():
            if j == i:
                b.select()

    def draw(self, surface: pygame.Surface) -> None:
        """A gold ring and star over the hand card the hint plays, if it is a card."""
        i = self.marked_option()
        req = self.scene.presenter.prompt
        if i is None or req is None:
            return
        slots = self.scene.drawing.slots
        cw, ch = self.scene.layout.hand_card
        for hand_i, opt in self.scene.card_options(req).items():
            if opt != i or hand_i >= len(slots):
                continue
            cx, cy, _ = slots[hand_i]
            top = (round(cx), round(cy - ch / 2 - 12))
            pygame.draw.circle(surface, (30, 18, 8), top, 11)
            pygame.draw.circle(surface, MARK, top, 9)
            r = pygame.Rect(0, 0, cw + 8, ch + 8)
            r.center = (round(cx), round(cy))
            pygame.draw.rect(surface, MARK, r, 3, border_radius=8)
            break

    def _label(self, i: int) -> str:
        req = self.for_req
        return answer_words(req.prompt, i) if req is not None else str(i)

    def panel_html(self) -> str:
        h = self.shown
        assert h is not None
        e = html.escape
        return (f"<b>Hint: {e(h.summary(self._label))}</b><br>"
                f"Why: {e(h.reason)}.<br>"
                f"{e(chances_line(h, self._label))}")

    def _rect(self, height: int) -> pygame.Rect:
        b = self.scene.layout.banner
        w = max(280, b.w // 2)
        return pygame.Rect(b.x + 8, b.y - height - 6, w, height)

    def _build_panel(self) -> None:
        self._kill_panel()
        self.panel = UITextBox(self.panel_html(), self._rect(96), manager=self.scene.app.ui,
                               container=self.scene.root, object_id=ObjectID("#hint_panel"))

    def _build_bar(self) -> None:
        self._kill_bar()
        r = self._rect(26)
        self.bar = ThinkingBar(r, manager=self.scene.app.ui, container=self.scene.root,
                               object_id=ObjectID("#hint_progress"))

    def rebuild(self) -> None:
        """The window changed size: the panel and bar follow the banner."""
        if self.bar is not None:
            self._build_bar()
        if self.panel is not None:
            self._build_panel()

    def _kill_bar(self) -> None:
        if self.bar is not None:
            self.bar.kill()
            self.bar = None

    def _kill_panel(self) -> None:
        if self.panel is not None:
            self.panel.kill()
            self.panel = None

    def close(self) -> None:
        self._kill_bar()
        self._kill_panel()
        self.shown = None
