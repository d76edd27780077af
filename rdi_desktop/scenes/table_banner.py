"""The table's banner: the question on screen in words (whose it is, what it asks, what
is pending), or whose turn it is while the others play, drawn over the hand with the
answer buttons at its right.

A part the :class:`~rdi_desktop.scenes.table_drawing.TableDrawing` owns (the replay
has its own words: where in the game the step on screen is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.kits import choose_question
from engine.prompts import Prompt
from rdi_desktop import art
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.hit_back import HIT_BACK
from rdi_desktop.layout import ui_scale
from rdi_desktop.merge import FOLD, FOLDED, MERGED, orders_at_once
from rdi_desktop.widgets.labels import GOLD, MIN_LABEL, PARCH, clip_text, label_px, put_label
from rdi_desktop.widgets.table_draw import R
from rdi_desktop.widgets.variants import widget_asks
from rdi_desktop.words import phase_ask, prompt_line, quote, turn_line

if TYPE_CHECKING:
    from rdi_desktop.scenes.table import TableScene

KIND_ASK = {
    "discard": "Discard phase: click the cards to discard (again to keep one), then Done.",
    "action": "Action phase: play an Action card, or pass.",
    "target": "Choose a player for {card}.",
    "order": "Order a Drink: choose who gets it.",
    "respond": "Respond to {to}? Play a card, or pass.",
    "gamble": "Gambling: play a Gambling or Cheating card to take control, or pass "
              "(an Anytime card is not a pass).",
    "choose": "Choose.",
}
#: the core's `choose` questions; a character's own come from its kit (choose_text)
#: the team's "who acts next?" by phase: what is being decided (003: teammates play
#: their Actions, then drink, one at a time in the order the team picks)
NEXT_TO_ACT = {
    "action": "Your team's Action phase: who plays an Action first? (click a mat; the "
              "Drink phase follows the same order unless you ask)",
    "drink": "Your team's Drink phase: who drinks first? (click a mat)",
}
REASON_ASK = {
    "which_drink": "Which Drink is {to} played on?",
    "split_partner": "Split {to} with whom?",
    "mode": "How do you play {to}?",
    "champion": "Choose your team's Champion for {to} (click a mat).",
    "next_to_act": "Who on your team acts next? (click a mat)",
    "potion": "Your Potion: which effect?",
}
def describe_to(to: Any) -> str:
    if to in (None, "phase"):
        return "this moment"
    if to == "drink":
        return "the Drink"
    if to == "gambling":
        return "the gambling"
    return quote(art.card_title(str(to)))


def order_ask(ctx: dict[str, Any], picks: list[str] | None = None, at_once: int = 1) -> str:
    """The Order a Drink question, saying which Drink of how many when the phase
    orders more than one (the prompt's ``nth`` and ``of``): "Order a Drink (2 of 3)";
    at the first of them all are picked in one go ("Order 3 Drinks"), naming the
    players picked so far."""
    nth, of = ctx.get("nth"), ctx.get("of")
    if at_once > 1:
        done = f" (so far: {', '.join(picks)}; Esc takes one back)" if picks else ""
        return f"Order {at_once} Drinks: click a player for each, one at a time{done}."
    if isinstance(nth, int) and isinstance(of, int) and of > 1:
        return KIND_ASK["order"].replace("Order a Drink:", f"Order a Drink ({nth} of {of}):")
    return KIND_ASK["order"]


def merged_line(pr: Prompt, name: str) -> str:
    """What a question asked together with the one before adds (rdi_desktop/merge.py):
    the Order phase's own card, letting a teammate act first, a kit's step folded in."""
    later = [art.card_title(str(c)) for c in pr.context.get(HIT_BACK) or ()]
    if later:  # rdi_desktop/hit_back.py: the window after the card, asked now
        return f" Hitting back with {quote(later[0])} once it hurts is chosen now too."
    fold = FOLDED.get(str(pr.context.get(FOLD)))
    step = f" Or {fold[:1].lower()}{fold[1:]} (its button)." if fold else ""
    first = pr.context.get(MERGED)
    if first == "next_to_act":
        mates = [str(o.player) for o in pr.options if o.player and not o.card]
        return (f" Or let {' or '.join(mates)} act first." if mates else "") + step
    if fold:
        return step
    if first is None:
        return ""
    cards = [art.card_title(str(o.card)) for o in pr.options if o.card and not o.player]
    return f" Or play {quote(cards[0])} from your hand now." if cards else ""


def reason_asks() -> dict[str, str]:
    """The banner's questions by ``choose`` reason: the core's and the variants' own."""
    return {**REASON_ASK, **widget_asks()}


class TableBanner:
    """What the banner says and how it is drawn."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        #: the words as last drawn (tests)
        self.text = ""
        #: shorter wordings of the second line, longest first (when it is too wide)
        self.shorter: list[str] = []
        self._shades: dict[Any, pygame.Surface] = {}

    def lines(self, req: PromptRequest | None) -> tuple[bool, str, str]:
        """What the banner says: (a prompt for the viewer?, line 1, line 2)."""
        self.shorter = []
        sc = self.scene
        p = sc.presenter
        view = p.display
        if req is not None:
            pr = req.prompt
            ctx = pr.context
            to = describe_to(ctx.get("to"))
            if pr.kind == "respond" and ctx.get("to") in (None, "phase"):
                phase = str(ctx.get("phase") or view.get("phase") or "").replace("_", " ")
                ask = phase_ask(p.name(view.get("active")), p.name(req.seat), phase)
            elif pr.kind == "choose" and choose_question(str(pr.reason)) is not None:
                ask = str(choose_question(str(pr.reason))).format(to=to)
            elif pr.reason == "next_to_act":  # asked once a turn, in words
                ask = NEXT_TO_ACT.get(str(ctx.get("phase")), REASON_ASK["next_to_act"])
            elif pr.kind == "choose" and pr.reason in reason_asks():
                ask = reason_asks()[str(pr.reason)].format(to=to)
            elif pr.kind == "order" and pr.reason == "looked":  # a Drink you looked at
                ask = f"Who gets the {art.card_title(str(ctx.get('to')))} you ordered?"
            elif pr.kind == "order":
                ask = order_ask(ctx, sc.input.order_picks, orders_at_once(pr))
            else:
                card = ctx.get("to")
                ask = KIND_ASK.get(pr.kind, "Decide.").format(
                    to=to, card=quote(art.card_title(str(card))) if card else "your card")
            ask += merged_line(pr, p.name(req.seat))
            if sc.input.aiming is not None:
                card = art.card_title(str(pr.options[sc.input.aiming[1]].card))
                ask = (f"Play {quote(card)} on whom? Click a lit mat (Esc, right-click or "
                       "the card again: back to your hand)")
            line1 = prompt_line(p.name(req.seat), ask)
            if pr.kind in ("target", "order") or pr.reason == "split_partner":
                line1 += "  (click a mat)"
            stack = view.get("stack", [])
            line2 = sc.tray.status(art.card_title)
            if p.masked and not line2:  # a public question: no handover, no hand shown
                line2 = "Every hand is hidden: this question shows nothing private."
            if stack and not line2:
                items = [f"{art.card_title(it['card'])} ({p.name(it.get('owner'))})"
                         for it in stack[-4:]]
                line2 = "Pending: " + " \u2192 ".join(items)
                # too wide for the banner: the newest ones whole, never a name cut
                self.shorter = [f"Pending, the newest {len(items) - k} of {len(stack)}: "
                                + " \u2192 ".join(items[k:]) for k in range(1, len(items))]
            return True, line1, line2
        active = view.get("active")
        phase = str(view.get("phase") or "").replace("_", " ")
        if view.get("over"):
            line1 = "The game is over."
        elif p.privacy_for is not None:
            line1 = f"Pass the screen to {p.name(p.privacy_for)}."
        else:
            line1 = turn_line(p.name(active), phase)
        line2 = "Waiting for the other players\u2026" if not view.get("over") else ""
        who = getattr(sc.engine, "thinking_for", lambda _s: None)(0.15)
        if who is not None and line2:  # a Hard or Expert search: say so, the screen lives
            line2 = f"{p.name(who)} is thinking\u2026"
        line2 = sc.tray.status(art.card_title) or line2
        return False, line1, line2

    def draw(self, surface: pygame.Surface, req: PromptRequest | None) -> None:
        lay = self.scene.layout
        r = R(lay.banner)
        s = lay.scale
        mine, line1, line2 = self.lines(req)
        key = (r.size, mine)
        shade = self._shades.get(key)
        if shade is None:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((70, 20, 12, 225) if mine else (20, 12, 6, 170))
            self._shades[key] = shade
        surface.blit(shade, r.topleft)
        pygame.draw.rect(surface, GOLD if mine else (110, 84, 44), r, 2, border_radius=6)
        pad = round(10 * s)
        self.text = line1 + ("\n" + line2 if line2 else "")
        y1 = r.y + round(6 * s)
        # the words fit the banner's height (a big scale in a small window gives it less
        # than the scale asks for): smaller, down to their size at 100%
        least = max(MIN_LABEL, round(17 * ui_scale(lay.size)))
        for size1 in range(max(least, label_px(17, s)), least - 1, -1):
            size2 = max(MIN_LABEL, size1 * 13 // 17)
            t = art.text(line1, size1, (255, 240, 200), "bold", "dejavu_serif")
            room = self.room(r, pad, y1, t.get_height()) - self.left(r, pad, y1,
                                                                       t.get_height())
            rows = [line1]
            if t.get_width() > room:  # the question wraps onto a second line, never cut
                # (a pixel spare: a bold row is drawn a pixel wider than its font measures)
                rows = art.wrap(line1, art.font("dejavu_serif", size1, "bold"), room - 1)
                if len(rows) > 2:
                    rows = [rows[0], " ".join(rows[1:])]
            tall = t.get_height() * len(rows) + (art.text("Ag", size2).get_height() + 4
                                                 if line2 else 0)
            if y1 + tall <= r.bottom - 2 and self.rows_fit(rows, size1, r, pad, y1,
                                                            t.get_height()):
                break
        for k, row in enumerate(rows):
            left = self.left(r, pad, y1, t.get_height())
            room = self.room(r, pad, y1, t.get_height()) - left
            t = clip_text(row, size1, room, "bold", (255, 240, 200), "dejavu_serif")
            put_label(surface, t, (r.x + pad + left, y1), size1, kind="banner")
            if k < len(rows) - 1:
                y1 += t.get_height()
        if line2:
            y2 = y1 + t.get_height() + 4
            h2 = art.text(line2, size2).get_height()
            room2 = self.room(r, pad, y2, h2)
            line2, size2 = self.fitted(line2, size2, room2)
            t2 = clip_text(line2, size2, room2, "regular", PARCH)
            put_label(surface, t2, (r.x + pad, y2), size2, kind="banner")

    def rows_fit(self, rows: list[str], size: int, r: pygame.Rect, pad: int, y: int,
                 h: int) -> bool:
        """Whether each row of the question is whole beside the answer buttons and the
        Hint button at its height (taller buttons at a large text size leave a row
        less room: a smaller size is tried before a row is cut)."""
        for k, row in enumerate(rows):  # (drawn widths: a bold line's is a pixel more)
            at = y + k * h
            wide = art.text(row, size, (255, 240, 200), "bold", "dejavu_serif").get_width()
            if wide > self.room(r, pad, at, h) - self.left(r, pad, at, h):
                return False
        return True

    def fitted(self, line: str, size: int, room: int) -> tuple[str, int]:
        """The second line in ``room``: whole, else its shorter wordings (the newest
        pending cards), each from ``size`` down to 12 px."""
        for words in [line, *self.shorter]:
            for px in range(size, MIN_LABEL - 1, -1):
                if art.text(words, px).get_width() <= room:
                    return words, px
        return line, size

    def left(self, r: pygame.Rect, pad: int, y: int, h: int) -> int:
        """How far a banner line at ``y`` starts right of its usual start: past the
        Hint button at the banner's bottom left when the line reaches down to it."""
        coach = getattr(self.scene, "coach", None)
        b = getattr(coach, "button", None)
        if b is None or not b.visible:
            return 0
        br = pygame.Rect(b.get_abs_rect())
        return br.right - r.x if br.bottom > y and br.top < y + h else 0

    def room(self, r: pygame.Rect, pad: int, y: int, h: int) -> int:
        """How wide a banner line at ``y`` may be: up to the first answer button
        beside it (buttons fill the banner's bottom rows from the right)."""
        right = r.right - pad
        for b in [*self.scene.buttons, *self.scene.tray_buttons]:
            br = pygame.Rect(b.get_abs_rect())
            if br.bottom > y and br.top < y + h:
                right = min(right, br.x - pad)
        return max(40, right - r.x - pad)
