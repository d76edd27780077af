"""The table's input: clicks on the hand, the mats, the centre and the side panel,
the answer and tray buttons, and the keys (Enter, Esc).

A part the :class:`~rdi_desktop.scenes.table.TableScene` owns. It keeps what the player
has picked on screen and not yet answered (the cards picked to discard, a card picked to
aim, the Drinks placed in the arrange picker) and where the mouse is; the drawing reads
them, the scene clears them when a new question comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from engine.prompts import Option
from rdi_desktop import reach
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.count_names import ABOUT
from rdi_desktop.handover import unseen_pass
from rdi_desktop.layout import fan_hit
from rdi_desktop.merge import orders_at_once
from rdi_desktop.scenes import table_finish
from rdi_desktop.widgets.table_draw import R

if TYPE_CHECKING:
    from rdi_desktop.scenes.table import TableScene


class TableInput:
    """What the player's clicks and keys do at the table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.mouse: tuple[int, int] = (0, 0)
        #: hand indexes picked to discard at the discard prompt on screen
        self.discard_pick: set[int] = set()
        #: a card picked to play but not yet aimed: (hand index, option index), taken
        #: back by Esc, a right-click or a second click on it
        self.aiming: tuple[int, int] | None = None
        #: Drinks placed in the arrange picker, not yet confirmed (each can be taken back)
        self.arranged: list[str] = []
        #: the players picked so far for the phase's Drinks, ordered in one go (each can
        #: be taken back until the last is picked)
        self.order_picks: list[str] = []

    def clear_picks(self) -> None:
        """A new question: nothing is picked for it yet."""
        self.discard_pick = set()
        self.aiming = None
        self.arranged = []
        self.order_picks = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        sc = self.scene
        if sc.saving.handle_event(event):
            return True
        if sc.broken:  # only the dialog (pygame_gui's) takes input now
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                sc.saving.dialog is None
        if not self.blocked() and sc.coach.handle_event(event):  # Hint, H, Esc cancels
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in sc.buttons:
                self.pick_or_answer(sc.buttons[event.ui_element])
                return True
            act = sc.tray_buttons.get(event.ui_element)
            if act == "arr:back":
                self.take_back_arrange()
                return True
            if act == "arr:confirm":
                self.confirm_arrange()
                return True
            if act == "team:ask" and sc.presenter.prompt is not None:
                req = sc.presenter.prompt
                sc.engine.team_order.toggle_ask(req.prompt, req.view)
                sc.build_prompt_buttons(req)
                return True
            if act == "privacy:pass":  # declined on the handover screen, no hand shown
                self.pass_unseen()
                return True
            if event.ui_element in sc.tray_buttons:
                sc.tray.click(sc.tray_buttons[event.ui_element])
                sc.build_prompt_buttons(sc.presenter.prompt)
                return True
            if event.ui_element is sc.privacy_button:
                sc.presenter.reveal()
                sc.kill_prompt_ui()
                sc.geometry()
                if sc.presenter.prompt is not None:
                    sc.build_prompt_buttons(sc.presenter.prompt)
                return True
            if event.ui_element in sc.finish_buttons:
                table_finish.choose(sc, sc.finish_buttons[event.ui_element])
                return True
            act = sc.menu_buttons.get(event.ui_element)
            if act:
                sc.menu(act)
                return True
        if event.type == pygame.KEYDOWN and sc.confirm is not None and sc.confirm.alive():
            return self._confirm_key(event.key)
        if event.type == pygame.KEYDOWN and sc.finish_buttons:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                table_finish.choose(sc, "fast")
                return True
            if event.key == pygame.K_ESCAPE:
                table_finish.choose(sc, "watch")
                return True
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and \
                event.ui_element is sc.confirm:
            if sc.confirm_option is not None:
                sc.answer(sc.confirm_option, confirmed=True)
            sc.confirm = None
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not self.blocked() and (self.cancel_aim() or self.take_back_arrange()
                                             or self.take_back_order() or sc.tray.cancel()):
            sc.build_prompt_buttons(sc.presenter.prompt)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 \
                and (self.cancel_aim() or self.take_back_arrange() or self.take_back_order()):
            sc.build_prompt_buttons(sc.presenter.prompt)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not self.blocked() and self.confirm_arrange():
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and R(sc.layout.log).collidepoint(self.mouse):
            sc.drawing.logpanel.on_wheel(event.y, len(sc.presenter.log))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.blocked():
                return False
            jump = sc.drawing.logpanel.jump_rect
            if jump is not None and sc.drawing.logpanel.scroll and jump.collidepoint(event.pos):
                sc.drawing.logpanel.jump()
                return True
            return self._click(event.pos)
        return False

    def press(self, pos: tuple[int, int]) -> None:
        """A click at ``pos`` made with the keyboard (Enter on what has the focus:
        :mod:`rdi_desktop.scenes.table_focus`)."""
        self.mouse = pos
        if not self.blocked():
            self._click(pos)

    def _confirm_key(self, key: int) -> bool:
        """Enter confirms the dialog on screen (Pass), Esc cancels it."""
        sc = self.scene
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            index = sc.confirm_option
            sc.close_confirm()
            if index is not None:
                sc.answer(index, confirmed=True)
            return True
        if key == pygame.K_ESCAPE:
            sc.close_confirm()
            return True
        return False

    def blocked(self) -> bool:
        sc = self.scene
        note = sc.app.notice
        if note is not None and note.alive():
            return True
        return sc.confirm is not None and sc.confirm.alive()

    def _click(self, pos: tuple[int, int]) -> bool:
        sc = self.scene
        req = sc.presenter.prompt
        if sc.presenter.privacy_for is not None:
            return False
        if self._tray_click(pos, req):
            sc.build_prompt_buttons(sc.presenter.prompt)
            return True
        if req is None:
            return False
        lay = sc.layout
        if R(lay.hand).collidepoint(pos) and sc.drawing.slots:
            i = fan_hit(sc.drawing.slots, lay.hand_card, pos)
            if i is not None:
                opt = sc.card_options(req).get(i)
                if opt is not None and req.prompt.kind == "discard":
                    self.discard_pick ^= {i}  # a pick, undone by clicking again
                    return True
                if opt is not None and self._pick_to_aim(req, i, opt):
                    return True
                if opt is not None:
                    sc.answer(opt)
                    return True
        if self.aiming is not None:
            return self._aim_click(pos, req)
        if self._widget_click(pos, req) or self._arrange_click(pos, req):
            return True
        for rect, card, tag, _seat in sc.drawing.mat_spots:
            if tag == "zoom" or tag.startswith(ABOUT) or not rect.collidepoint(pos):
                continue
            opt = self._spot_option(req, card, tag)
            if opt is not None:
                sc.answer(opt)
                return True
        pos_of = sc.positions()
        mats = sc.mat_options(req)
        for seat, opt in mats.items():
            if R(lay.mats[pos_of[seat]]).collidepoint(pos):
                self.pick_or_answer(opt)
                return True
        return False

    def pick_or_answer(self, opt: int) -> None:
        """Answer the prompt on screen with ``opt``; the phase's first of several
        Drinks to order is a pick instead, until there is one for each: then the
        first is ordered and the rest are queued (one question for all of them)."""
        sc = self.scene
        req = sc.presenter.prompt
        if req is None:
            return
        o = req.prompt.options[opt]
        n = orders_at_once(req.prompt)
        if n <= 1 or not o.player:
            sc.answer(opt)
            return
        self.order_picks.append(str(o.player))
        if len(self.order_picks) < n:
            sc.build_prompt_buttons(req)  # the banner names the picks so far
            return
        first, rest = self.order_picks[0], self.order_picks[1:]
        self.order_picks = []
        sc.engine.intents.queue_orders(req.seat, rest)
        sc.answer(next(i for i, x in enumerate(req.prompt.options) if x.player == first))

    def pass_unseen(self) -> None:
        """The player the screen was to go to passes without taking it: the question
        is answered "pass" and the screen stays with the player who holds it."""
        sc = self.scene
        req = sc.presenter.prompt
        index = unseen_pass(req.prompt if req is not None else None)
        if req is None or index is None or sc.presenter.privacy_for != req.seat:
            return
        sc.presenter.privacy_for = None
        sc.kill_prompt_ui()
        sc.answer(index, confirmed=True)

    def take_back_order(self) -> bool:
        """Esc or a right-click: the last Drink picked goes back (True if one did)."""
        if not self.order_picks:
            return False
        self.order_picks.pop()
        return True

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
        self.scene.presenter.version += 1
        return True

    def _aim_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a lit mat aims the picked card there and plays it; a click
        anywhere else keeps it picked."""
        sc = self.scene
        pos_of = sc.positions()
        names = [p["name"] for p in sc.presenter.display.get("players", [])]
        for seat in sc.aim_seats(req):
            if R(sc.layout.mats[pos_of[seat]]).collidepoint(pos):
                assert self.aiming is not None
                opt = self.aiming[1]
                self.aiming = None
                sc.engine.intents.queue_target(req.seat, names[seat])
                sc.answer(opt)
                return True
        return True

    def cancel_aim(self) -> bool:
        """The picked card goes back to the hand (nothing was played)."""
        if self.aiming is None:
            return False
        self.aiming = None
        self.scene.presenter.version += 1
        return True

    def _tray_click(self, pos: tuple[int, int], req: PromptRequest | None) -> bool:
        """A click on the viewer's Potion, or on an anytime action the prompt on
        screen does not offer (a Patient, Prize, Scheme, Anytime card): the tray
        opens its chooser or queues / withdraws the action."""
        sc = self.scene
        viewer = sc.presenter.viewer
        if viewer not in sc.engine.humans or sc.presenter.display.get("over"):
            return False
        for rect, card, tag, _seat in sc.drawing.mat_spots:
            if not rect.collidepoint(pos):
                continue
            if tag == "potion":
                sc.tray.potion(viewer)
                return True
            if tag in reach.mat_labels() and card and (req is None or self._spot_option(
                    req, card, tag) is None):
                sc.tray.toggle(viewer, Option(card=card, label=tag))
                return True
        lay = sc.layout
        if R(lay.hand).collidepoint(pos) and sc.drawing.slots:
            i = fan_hit(sc.drawing.slots, lay.hand_card, pos)
            hand = sc.presenter.hands.get(viewer, [])
            if i is None or i >= len(hand):
                return False
            if req is not None and req.seat == viewer and i in sc.card_options(req):
                return False  # the prompt's own answer
            if reach.queueable_card(hand[i]):
                sc.tray.toggle(viewer, Option(card=hand[i]))
                return True
        return False

    def _arrange_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a card of the arrange picker puts it next from the top (on
        screen only: the order is given to the engine on Confirm; a "looked" order
        is answered by a mat, as any order)."""
        sc = self.scene
        arr = sc.arranging(req)
        if arr is None:
            return False
        if not reach.picked(arr.prompt):
            return False
        for rect, card in sc.drawing.arrange_spots:
            if rect.collidepoint(pos) and len(self.arranged) < sc.arrange_left(arr) - 1:
                self.arranged.append(card)
                sc.presenter.version += 1
                sc.build_prompt_buttons(req)
                return True
        return False

    def take_back_arrange(self) -> bool:
        """The last placement goes back (Esc, right-click, Take back)."""
        sc = self.scene
        if not self.arranged:
            return False
        self.arranged.pop()
        sc.presenter.version += 1
        sc.build_prompt_buttons(sc.presenter.prompt)
        return True

    def confirm_arrange(self) -> bool:
        """Give the engine the order placed on screen: the first now, the rest as it
        asks again (those prompts are not shown)."""
        sc = self.scene
        req = sc.presenter.prompt
        arr = sc.arranging(req)
        if req is None or arr is None or not reach.picked(arr.prompt) \
                or len(self.arranged) < sc.arrange_left(arr) - 1:
            return False
        picks = list(self.arranged)
        self.arranged = []
        sc.engine.intents.queue_arrange(req.seat, picks[1:])
        i = next(i for i, o in enumerate(req.prompt.options) if o.card == picks[0])
        sc.answer(i)
        return True

    def _widget_click(self, pos: tuple[int, int], req: PromptRequest) -> bool:
        """A click on a lit card of a variant widget answers the prompt (a lit tavern
        answers the Crawl)."""
        sc = self.scene
        lit = sc.widget_lit(req)
        if not lit:
            return False
        for rect, card in sc.drawing.widget_spots:
            if card in lit and rect.collidepoint(pos):
                i = next(i for i, o in enumerate(req.prompt.options) if o.card == card)
                sc.answer(i)
                return True
        return False

    @staticmethod
    def _spot_option(req: PromptRequest, card: str | None, tag: str) -> int | None:
        """The option a click on a mat spot answers, if the prompt offers it."""
        return reach.spot_option(req.prompt, card, tag)
