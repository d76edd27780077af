"""The table's input: clicks on the hand, the mats, the centre and the side panel,
the answer and tray buttons, and the keys (Enter, Esc).

A mixin of :class:`~rdi_desktop.scenes.table.TableScene`, kept apart so that what a
click does can be read without the drawing (issue 29: the scene was 1,754 lines).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from engine.prompts import Option
from rdi_desktop import reach
from rdi_desktop.anytime import could_play
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.layout import fan_hit
from rdi_desktop.widgets.table_draw import R


class TableInput:
    """What the player's clicks and keys do at the table (TableScene's state)."""

    presenter: Any
    engine: Any
    app: Any

    def answer(self, index: int, confirmed: bool = False) -> None:
        req = self.presenter.prompt
        if req is None:
            return
        o = req.prompt.options[index]
        if (not confirmed and o.label == "pass" and self.app.settings.confirm_pass_drink
                and could_play(req.prompt.options)):
            self._confirm_pass(index)
            return
        if req.prompt.kind == "discard" and o.label == "done" and self.discard_pick:
            index = self._discard_picked(req)
            o = req.prompt.options[index]
        self.discard_pick = set()
        self.aiming = None
        self.engine.debug(f"ui-answer seat={req.seat} kind={req.prompt.kind} "
                          f"option={index} {o.describe()}")
        self.presenter.answer(index)
        self._build_prompt_buttons(None)

    def _discard_picked(self, req: PromptRequest) -> int:
        """Done with cards picked: discard the first now, the rest (then Done) as the
        engine asks again, without showing those prompts."""
        hand = list(self.presenter.hands.get(req.seat, []))
        cards = [hand[j] for j in sorted(self.discard_pick) if j < len(hand)]
        rest: list[str | None] = [*cards[1:], None]
        self.engine.intents.queue_discards(req.seat, rest)
        return next(i for i, o in enumerate(req.prompt.options) if o.card == cards[0])

    def _answer_now(self, option: Option, then: str | None) -> bool:
        """Answer the prompt on screen with an anytime action, if it offers it."""
        req = self.presenter.prompt
        if req is None or self.presenter.privacy_for is not None \
                or option not in req.prompt.options:
            return False
        if then is not None:
            with self.engine.intents.lock:
                self.engine.intents.follow[req.seat] = then
        self.answer(req.prompt.options.index(option), confirmed=True)
        return True

    def _confirm_pass(self, index: int) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, 380, 200)
        rect.center = (w // 2, h // 2)
        self.confirm_option = index
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            rect, "You still have cards you could play. Pass anyway?", manager=self.app.ui,
            window_title="Pass?", action_short_name="Pass")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.saving.handle_event(event):
            return True
        if self.broken:  # only the dialog (pygame_gui's) takes input now
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.saving.dialog is None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.buttons:
                self.answer(self.buttons[event.ui_element])
                return True
            act = self.tray_buttons.get(event.ui_element)
            if act == "arr:back":
                self.take_back_arrange()
                return True
            if act == "arr:confirm":
                self.confirm_arrange()
                return True
            if act == "team:ask" and self.presenter.prompt is not None:
                req = self.presenter.prompt
                self.engine.team_order.toggle_ask(req.prompt, req.view)
                self._build_prompt_buttons(req)
                return True
            if event.ui_element in self.tray_buttons:
                self.tray.click(self.tray_buttons[event.ui_element])
                self._build_prompt_buttons(self.presenter.prompt)
                return True
            if event.ui_element is self.privacy_button:
                self.presenter.reveal()
                self._kill_prompt_ui()
                self._geometry()
                if self.presenter.prompt is not None:
                    self._build_prompt_buttons(self.presenter.prompt)
                return True
            if event.ui_element in self.finish_buttons:
                self.choose_finish(self.finish_buttons[event.ui_element])
                return True
            act = self.menu_buttons.get(event.ui_element)
            if act:
                self.menu(act)
                return True
        if event.type == pygame.KEYDOWN and self.confirm is not None and self.confirm.alive():
            return self._confirm_key(event.key)
        if event.type == pygame.KEYDOWN and self.finish_buttons:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose_finish("fast")
                return True
            if event.key == pygame.K_ESCAPE:
                self.choose_finish("watch")
                return True
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and \
                event.ui_element is self.confirm:
            if self.confirm_option is not None:
                self.answer(self.confirm_option, confirmed=True)
            self.confirm = None
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not self._blocked() and (self.cancel_aim() or self.take_back_arrange()
                                             or self.tray.cancel()):
            self._build_prompt_buttons(self.presenter.prompt)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 \
                and (self.cancel_aim() or self.take_back_arrange()):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not self._blocked() and self.confirm_arrange():
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and R(self.layout.log).collidepoint(self.mouse):
            self.logpanel.on_wheel(event.y, len(self.presenter.log))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._blocked():
                return False
            jump = self.logpanel.jump_rect
            if jump is not None and self.logpanel.scroll and jump.collidepoint(event.pos):
                self.logpanel.jump()
                return True
            return self._click(event.pos)
        return False

    def _confirm_key(self, key: int) -> bool:
        """Enter confirms the dialog on screen (Pass), Esc cancels it (issue 31)."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            index = self.confirm_option
            self._close_confirm()
            if index is not None:
                self.answer(index, confirmed=True)
            return True
        if key == pygame.K_ESCAPE:
            self._close_confirm()
            return True
        return False

    def _blocked(self) -> bool:
        note = self.app.notice
        if note is not None and note.alive():
            return True
        return self.confirm is not None and self.confirm.alive()

    def _click(self, pos: tuple[int, int]) -> bool:
        req = self.presenter.prompt
        if self.presenter.privacy_for is not None:
            return False
        if self._tray_click(pos, req):
            self._build_prompt_buttons(self.presenter.prompt)
            return True
        if req is None:
            return False
        lay = self.layout
        if R(lay.hand).collidepoint(pos) and self.slots:
            i = fan_hit(self.slots, lay.hand_card, pos)
            if i is not None:
                opt = self._card_options(req).get(i)
                if opt is not None and req.prompt.kind == "discard":
                    self.discard_pick ^= {i}  # a pick, undone by clicking again
                    return True
                if opt is not None and self._pick_to_aim(req, i, opt):
                    return True
                if opt is not None:
                    self.answer(opt)
                    return True
        if self.aiming is not None:
            return self._aim_click(pos, req)
        if self._widget_click(pos, req) or self._arrange_click(pos, req):
            return True
        for rect, card, tag, _seat in self.mat_spots:
            if tag == "zoom" or not rect.collidepoint(pos):
                continue
            opt = self._spot_option(req, card, tag)
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

    def _pick_to_aim(self, req: PromptRequest, i: int, opt: int) -> bool:
        """A card that needs a target is picked, not played: the mats light up and it
        goes back to the hand with a second click (True when the click did that)."""
        if self.aiming is not None and self.aiming[0] == i:
            self.cancel_aim()
            return True
        card = req.prompt.options[opt].card
        if req.prompt.kind not in ("action", "respond") or not card \
                or reach.aim_kind(card) is None:
            return False
        self.aiming = (i, opt)
        self.presenter.version += 1
        return True

    def _aim_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a lit mat aims the picked card there and plays it; a click
        anywhere else keeps it picked."""
        pos_of = self._positions()
        names = [p["name"] for p in self.presenter.display.get("players", [])]
        for seat in self._aim_seats(req):
            if R(self.layout.mats[pos_of[seat]]).collidepoint(pos):
                assert self.aiming is not None
                opt = self.aiming[1]
                self.aiming = None
                self.engine.intents.queue_target(req.seat, names[seat])
                self.answer(opt)
                return True
        return True

    def cancel_aim(self) -> bool:
        """The picked card goes back to the hand (nothing was played)."""
        if self.aiming is None:
            return False
        self.aiming = None
        self.presenter.version += 1
        return True

    def _tray_click(self, pos: tuple[int, int], req: PromptRequest | None) -> bool:
        """A click on the viewer's Potion, or on an anytime action the prompt on
        screen does not offer (a Patient, Prize, Scheme, Anytime card): the tray
        opens its chooser or queues / withdraws the action."""
        viewer = self.presenter.viewer
        if viewer not in self.engine.humans or self.presenter.display.get("over"):
            return False
        for rect, card, tag, _seat in self.mat_spots:
            if not rect.collidepoint(pos):
                continue
            if tag == "potion":
                self.tray.potion(viewer)
                return True
            if tag in reach.mat_labels() and card and (req is None or self._spot_option(
                    req, card, tag) is None):
                self.tray.toggle(viewer, Option(card=card, label=tag))
                return True
        lay = self.layout
        if R(lay.hand).collidepoint(pos) and self.slots:
            i = fan_hit(self.slots, lay.hand_card, pos)
            hand = self.presenter.hands.get(viewer, [])
            if i is None or i >= len(hand):
                return False
            if req is not None and req.seat == viewer and i in self._card_options(req):
                return False  # the prompt's own answer
            if reach.queueable_card(hand[i]):
                self.tray.toggle(viewer, Option(card=hand[i]))
                return True
        return False

    def _arrange_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a card of the arrange picker puts it next from the top (on
        screen only: the order is given to the engine on Confirm; a "looked" order
        is answered by a mat, as any order)."""
        arr = self._arranging(req)
        if arr is None:
            return False
        if not reach.picked(arr.prompt):
            return False
        for rect, card in self._arrange_spots:
            if rect.collidepoint(pos) and len(self.arranged) < self._arrange_left(arr) - 1:
                self.arranged.append(card)
                self.presenter.version += 1
                self._build_prompt_buttons(req)
                return True
        return False

    def take_back_arrange(self) -> bool:
        """The last placement goes back (Esc, right-click, Take back)."""
        if not self.arranged:
            return False
        self.arranged.pop()
        self.presenter.version += 1
        self._build_prompt_buttons(self.presenter.prompt)
        return True

    def confirm_arrange(self) -> bool:
        """Give the engine the order placed on screen: the first now, the rest as it
        asks again (those prompts are not shown)."""
        req = self.presenter.prompt
        arr = self._arranging(req)
        if req is None or arr is None or not reach.picked(arr.prompt) \
                or len(self.arranged) < self._arrange_left(arr) - 1:
            return False
        picks = list(self.arranged)
        self.arranged = []
        self.engine.intents.queue_arrange(req.seat, picks[1:])
        i = next(i for i, o in enumerate(req.prompt.options) if o.card == picks[0])
        self.answer(i)
        return True

    def _widget_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a lit card of a variant widget answers the prompt (a lit tavern
        answers the Crawl)."""
        lit = self._widget_lit(req)
        if not lit:
            return False
        for rect, card in self._widget_spots:
            if card in lit and rect.collidepoint(pos):
                i = next(i for i, o in enumerate(req.prompt.options) if o.card == card)
                self.answer(i)
                return True
        return False

    @staticmethod
    def _spot_option(req: PromptRequest, card: str | None, tag: str) -> int | None:
        """The option a click on a mat spot answers, if the prompt offers it."""
        return reach.spot_option(req.prompt, card, tag)

    def choose_finish(self, act: str) -> None:
        """The player's answer to the offer: the AI turns at instant speed (and, for
        the results, the table covered until the game-over screen), or keep watching."""
        for b in self.finish_buttons:
            b.kill()
        self.finish_buttons = {}
        if act in ("fast", "results"):
            self.finish = act
            self.presenter.animator.instant = True
            self.presenter.hold = 0.0
            self.engine.max_ahead = 100_000  # the AI seats no longer wait for the table

    def menu(self, act: str) -> None:
        if act == "save":
            self.saving.save_now()
        elif act == "load":
            self.app.open_scene("load")
        elif act == "rules":
            self.app.open_scene("rules")
        elif act == "menu":
            self.app.pop()  # exit() autosaves
            if not self.presenter.finished:
                self.saving.leave_note()
