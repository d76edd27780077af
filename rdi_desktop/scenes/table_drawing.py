"""Drawing the table scene: the static layer (felt, mats, plates, centre, banner, hand,
log and side panel), then each frame the animations, the hover preview and the offers.

A mixin of :class:`~rdi_desktop.scenes.table.TableScene`, kept apart so that drawing can
be read without the input (issue 29: the scene was 1,754 lines).
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.kits import choose_question
from rdi_desktop import art, fit_words
from rdi_desktop.anytime import anytime_cards
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.dim_reason import dim_reason
from rdi_desktop.layout import Rect, clear_of, fan_hit, zoom_rect
from rdi_desktop.mats import badges as mat_badges
from rdi_desktop.table_model import (  # noqa: F401 (BOSS_TAG, boss_actions: scenes.table's)
    BOSS_TAG,
    HandInfo,
    TableModel,
    TableUi,
    boss_actions,
    build_table,
    mat_hand,
)
from rdi_desktop.widgets.arrange import draw_arrange
from rdi_desktop.widgets.table_draw import (
    GOLD,
    MIN_LABEL,
    PARCH,
    R,
    clip_text,
    draw_centre,
    draw_hand,
    draw_mat,
    draw_plate,
    freeze,
    label_px,
    put_label,
)
from rdi_desktop.widgets.variants import widget_asks
from rdi_desktop.words import phase_ask, prompt_line, quote, turn_line

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


def reason_asks() -> dict[str, str]:
    """The banner's questions by ``choose`` reason: the core's and the variants' own."""
    return {**REASON_ASK, **widget_asks()}


class TableDrawing:
    """How the table scene draws itself (TableScene's state)."""

    presenter: Any
    engine: Any
    app: Any

    def draw(self, surface: pygame.Surface) -> None:
        if self.broken:  # what broke is not drawn again; the dialog is on top
            surface.fill((20, 12, 8))
            return
        lay = self.layout
        if lay.size != surface.get_size() or self._style() != self.style:
            self.resize(surface.get_size())
            lay = self.layout
        p = self.presenter
        if p.privacy_for is not None:
            self._draw_privacy(surface, p.privacy_for)
            self.slots = []
            self.hover_card = None
            return
        hand = p.hands.get(p.viewer, [])
        # what the mouse is over (cheap): part of the static layer's key
        self.hover_index = None
        if R(lay.hand).collidepoint(self.mouse) and self.slots:
            self.hover_index = fan_hit(self.slots, lay.hand_card, self.mouse)
        self.hover_mat = None
        pos = self._positions()
        for seat in range(min(self.n, len(pos))):
            if R(lay.mats[pos[seat]]).collidepoint(self.mouse):
                self.hover_mat = seat
        self.hover_spot = None
        for rect, card, tag, seat in self.mat_spots:
            if rect.collidepoint(self.mouse):
                self.hover_spot = (card, tag, seat)
                break
        key = self._layer_key(hand)
        if self._static is None or key != self._static_key \
                or self._static.get_size() != surface.get_size():
            self._render_static(surface.get_size(), hand)
            self._static_key = key
        assert self._static is not None
        surface.blit(self._static, (0, 0))
        p.animator.draw(surface)
        self._draw_zoom(surface, hand)
        self._draw_finish(surface)
        req = p.prompt
        if req is not None and req is not self._logged_prompt and self.app.debug_path:
            self._logged_prompt = req
            self._debug_prompt(req)

    def _layer_key(self, hand: list[str]) -> Any:
        p = self.presenter
        marks = tuple(round(v * 8) for v in p.markers.values())
        return (p.version, marks, self.hover_index, self.hover_mat,
                self.hover_spot[1:] if self.hover_spot else None, tuple(hand),
                tuple(sorted(k for k, v in p.highlight.items() if v > 0)),
                id(p.prompt), len(self.buttons), self.tray.describe(), self.logpanel.scroll,
                len(p.log),
                self.layout.size)

    def _mat_hand(self, seat: int, teammate: bool) -> tuple[str, ...] | None:
        """The hand drawn face up on ``seat``'s mat (:func:`rdi_desktop.table_model.mat_hand`)."""
        ui = self._table_ui(None)
        return mat_hand(ui, seat, teammate)

    def _open_hands(self) -> bool:
        """Every known hand face up on its mat (the replay's open view), not only a
        teammate's."""
        return False

    def _table_ui(self, hand: list[str] | None) -> TableUi:
        """The scene's state the table model is built from (besides the snapshot)."""
        p = self.presenter
        req = p.prompt
        hands = dict(p.hands)
        if hand is not None:
            hands[p.viewer] = list(hand)
        return TableUi(
            viewer=p.viewer, humans=frozenset(self.engine.humans),
            positions=tuple(self._positions()), style=self.layout.style,
            wide=frozenset(self.layout.wide), markers=p.markers, glow=p.highlight,
            turn_actions=p.turn_actions, private=p.private, hands=hands,
            open_hands=self._open_hands(), hand_label=self.MATE_HAND_LABEL,
            prompt=(req.seat, req.prompt) if req is not None else None,
            aiming=self.aiming, discard_pick=frozenset(self.discard_pick),
            hover_mat=self.hover_mat, hover_spot=self.hover_spot,
            hover_index=self.hover_index, anytime=anytime_cards, badges=mat_badges)

    def table_model(self, hand: list[str] | None = None) -> TableModel:
        """What the table shows now (the static layer draws it; tests read it)."""
        p = self.presenter
        hand = list(p.hands.get(p.viewer, [])) if hand is None else hand
        return build_table(p.display, self._table_ui(hand), [w.option for w in self.widgets])

    def _render_static(self, size: tuple[int, int], hand: list[str]) -> None:
        """Felt, mats, plates, centre, banner, hand and log into the static layer: the
        parts whose look changed are drawn again, each from the table model."""
        self.static_renders += 1
        full, felt = self._prepare_static(size)
        layer = self._static
        assert layer is not None
        model = self.table_model(hand)
        bottom_key = self._bottom_key(model)
        if self._drawn.get("bottom") != bottom_key:
            self._clear_bottom(layer, felt)
        self._draw_mats_and_plates(layer, model, felt)
        self._draw_centre_part(layer, model, felt)
        self.hot_spots = list(self._centre_spots)
        self.hot_spots += [(rect, card) for rect, card, _t, _s in self.mat_spots if card]
        if self._drawn.get("bottom") != bottom_key:
            self._draw_bottom(layer, model.hand)
            self._drawn["bottom"] = bottom_key
        self._draw_log_and_side(layer, self.presenter.display, self.presenter.prompt, full)

    def _prepare_static(self, size: tuple[int, int]) -> tuple[bool, pygame.Surface]:
        """The static layer at ``size``, all felt when the layout or the size changed
        (then every part is drawn again). Returns (that happened, the felt)."""
        lay = self.layout
        felt = art.felt((lay.log.x, lay.size[1]))
        full = self._static is None or self._static.get_size() != size \
            or self._drawn.get("layout") != (id(lay), id(felt))
        if full:
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._static = self._static.convert()
            self._static.blit(felt, (0, 0))
            self._drawn = {"layout": (id(lay), id(felt))}
        return full, felt

    def _bottom_rect(self) -> pygame.Rect:
        """The bottom strip (banner, hand, the viewer's mats), redrawn as one."""
        lay = self.layout
        gap = max(4, round(6 * lay.scale))
        return pygame.Rect(0, lay.banner.y - gap // 2, lay.log.x,
                           lay.size[1] - lay.banner.y + gap // 2)

    def _bottom_key(self, model: TableModel) -> Any:
        h = model.hand
        return (h.cards, h.hovered, tuple(sorted(h.legal)) if h.legal is not None else None,
                self._banner_lines(self.presenter.prompt), len(self.buttons),
                tuple(sorted(self.discard_pick)), self.aiming)

    def _clear_bottom(self, layer: pygame.Surface, felt: pygame.Surface) -> None:
        """Felt over the bottom strip; the mats and plates it covers are drawn again."""
        lay = self.layout
        bottom = self._bottom_rect()
        layer.blit(felt, bottom.topleft, bottom)
        drawn = self._drawn
        for k in [k for k in drawn if isinstance(k, tuple)]:
            r0 = lay.mats[self._positions()[k[1]]] if k[0] == "mat" else \
                lay.plates[k[1]] if k[0] == "plate" and k[1] < len(lay.plates) else None
            if r0 is None or pygame.Rect(r0).colliderect(bottom):
                del drawn[k]

    def _draw_mats_and_plates(self, layer: pygame.Surface, model: TableModel,
                              felt: pygame.Surface) -> None:
        """Every mat and team plate whose look changed; their hot spots kept."""
        lay = self.layout
        gap = max(4, round(6 * lay.scale))
        pos = self._positions()
        spots: list[tuple[pygame.Rect, str | None, str, int]] = []
        for info in model.mats:
            r = lay.mats[pos[info.seat]]
            for rect, card, tag in draw_mat(layer, r, info, lay.scale, felt, self._drawn,
                                            R(r).inflate(gap, gap)):
                spots.append((rect, card, tag, info.seat))
        for k, plate_info in model.plates:
            if k >= len(lay.plates):
                continue
            first = pos.index(min(pos[q] for q in range(len(pos)) if pos[q] // 2 == k))
            for rect, card, tag in draw_plate(layer, lay.plates[k], plate_info, lay.scale, k,
                                              felt, self._drawn):
                spots.append((rect, card, tag, first))
        self.mat_spots = spots

    def _draw_centre_part(self, layer: pygame.Surface, model: TableModel,
                          felt: pygame.Surface) -> None:
        """The centre of the table, when what it shows changed (and the arrange picker
        over it while the viewer places Drinks)."""
        p = self.presenter
        view = p.display
        req = p.prompt
        names = [pl.get("name", "?") for pl in view.get("players", [])]
        lit = self._widget_lit(req)
        mine = [w for w in self.widgets if w.place == "centre"]
        centre_now = (view.get("drink_deck_size"), tuple(view.get("drink_discard", [])[-1:]),
                      len(view.get("drink_discard", [])), view.get("inn"), view.get("pot"),
                      freeze(view.get("gambling")), freeze(view.get("stack")),
                      freeze(view.get("drinks")), freeze(view.get("options")), tuple(names),
                      tuple((w.option, w.key(view)) for w in mine), lit,
                      id(self._arranging(req)), tuple(self.arranged))
        if self._drawn.get("centre") == centre_now:
            return
        lay = self.layout
        c = R(lay.centre)
        layer.blit(felt, c.topleft, c)
        layer.set_clip(c)
        self._centre_spots = draw_centre(layer, lay, model.centre)
        self._centre_widget_spots = []
        for w in mine:
            self._centre_widget_spots += w.draw(layer, lay, view, lit)
        self._centre_spots += self._centre_widget_spots
        arr = self._arranging(req)
        self._arrange_spots = [] if arr is None else draw_arrange(
            layer, c, self._arrange_ctx(arr), lay.scale)
        layer.set_clip(None)
        self._drawn["centre"] = centre_now

    def _draw_bottom(self, layer: pygame.Surface, hand: HandInfo) -> None:
        """The banner and the hand fan (the bottom strip was cleared)."""
        lay = self.layout
        self._draw_banner(layer, self.presenter.prompt)
        layer.set_clip(self._bottom_rect())
        legal = set(hand.legal) if hand.legal is not None else None
        self.slots = draw_hand(layer, lay.hand, list(hand.cards), lay.hand_card, legal,
                               hand.hovered, set(hand.picked), hand.mark)
        if not hand.cards:
            t = art.text("(no cards in hand)", label_px(14, lay.scale), PARCH, "italic")
            layer.blit(t, t.get_rect(center=R(lay.hand).center))
        layer.set_clip(None)

    def _draw_log_and_side(self, layer: pygame.Surface, view: dict[str, Any],
                           req: PromptRequest | None, full: bool) -> None:
        """The log, and the variants' side panel over its top (redrawn with it)."""
        lay = self.layout
        drawn = self._drawn
        side_key = (tuple((w.option, w.key(view)) for w in self.widgets if w.place == "side"),
                    self._widget_lit(req))
        top = max(lay.log_buttons.bottom + 6, lay.log_top)
        if self.logpanel.draw(layer, lay.log, top, self.presenter.log, lay.scale,
                              only_if_changed=not full) or drawn.get("side") != side_key:
            self._side_spots = self._draw_side(layer, view, req)
            drawn["side"] = side_key
        self.hot_spots += self._side_spots
        self._widget_spots = self._side_spots + self._centre_widget_spots

    def _draw_side(self, layer: pygame.Surface, view: dict[str, Any],
                   req: PromptRequest | None) -> list[tuple[pygame.Rect, str]]:
        """The variants' side panel over the top of the log: the side widgets (the
        Pub Crawl's taverns, the Sea Event Deck: issue 31, the centre had no room)."""
        lay = self.layout
        spots: list[tuple[pygame.Rect, str]] = []
        if lay.log_top <= lay.log_buttons.bottom:
            return spots
        panel = pygame.Rect(lay.log.x + 2, lay.log_buttons.bottom + 3, lay.log.w - 2,
                            lay.log_top - lay.log_buttons.bottom - 3)
        layer.fill((22, 13, 7), panel)
        lit = self._widget_lit(req)
        for w in self.widgets:
            if w.place == "side":
                spots += w.draw(layer, lay, view, lit)
        pygame.draw.line(layer, (150, 110, 50), (panel.x, panel.bottom - 1),
                         (panel.right, panel.bottom - 1), 1)
        return spots

    def _debug_prompt(self, req: PromptRequest) -> None:
        """For the real-window test: where to click to answer this prompt."""
        from rdi_desktop.layout import fan_hit as hit

        lay = self.layout
        pts = []
        for hand_i in self._card_options(req):
            s = self.slots[hand_i] if hand_i < len(self.slots) else None
            if s is None:
                continue
            for dx in range(-lay.hand_card[0] // 2 + 4, lay.hand_card[0] // 2, 3):
                pt = (round(s.cx + dx), round(s.cy))
                if hit(self.slots, lay.hand_card, pt) == hand_i:
                    pts.append(f"{pt[0]},{pt[1]}")
                    break
        btns = [f"{b.get_abs_rect().centerx},{b.get_abs_rect().centery}"
                for b in sorted(self.buttons, key=lambda b: self.buttons[b])]
        self.app.debug(f"prompt seat={req.seat} kind={req.prompt.kind} "
                       f"cards={';'.join(pts)} buttons={';'.join(btns)}")

    def _banner_lines(self, req: PromptRequest | None) -> tuple[bool, str, str]:
        """What the banner says: (a prompt for the viewer?, line 1, line 2)."""
        p = self.presenter
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
            elif pr.reason == "next_to_act":  # asked once a turn, in words (issue 31)
                ask = NEXT_TO_ACT.get(str(ctx.get("phase")), REASON_ASK["next_to_act"])
            elif pr.kind == "choose" and pr.reason in reason_asks():
                ask = reason_asks()[str(pr.reason)].format(to=to)
            elif pr.kind == "order" and pr.reason == "looked":  # a Drink you looked at
                ask = f"Who gets the {art.card_title(str(ctx.get('to')))} you ordered?"
            else:
                card = ctx.get("to")
                ask = KIND_ASK.get(pr.kind, "Decide.").format(
                    to=to, card=quote(art.card_title(str(card))) if card else "your card")
            if self.aiming is not None:
                card = art.card_title(str(pr.options[self.aiming[1]].card))
                ask = (f"Play {quote(card)} on whom? Click a lit mat (Esc, right-click or "
                       "the card again: back to your hand)")
            line1 = prompt_line(p.name(req.seat), ask)
            if pr.kind in ("target", "order") or pr.reason == "split_partner":
                line1 += "  (click a mat)"
            stack = view.get("stack", [])
            line2 = self.tray.status(art.card_title)
            if p.masked and not line2:  # a public question: no handover, no hand shown
                line2 = "Every hand is hidden: this question shows nothing private."
            if stack and not line2:
                line2 = "Pending: " + " \u2192 ".join(
                    f"{art.card_title(it['card'])} ({p.name(it.get('owner'))})"
                    for it in stack[-4:])
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
        who = getattr(self.engine, "thinking_for", lambda _s: None)(0.15)
        if who is not None and line2:  # a Hard or Expert search: say so, the screen lives
            line2 = f"{p.name(who)} is thinking\u2026"
        line2 = self.tray.status(art.card_title) or line2
        return False, line1, line2

    def _draw_banner(self, surface: pygame.Surface, req: PromptRequest | None) -> None:
        lay = self.layout
        r = R(lay.banner)
        s = lay.scale
        mine, line1, line2 = self._banner_lines(req)
        key = (r.size, mine)
        shade = self._shades.get(key)
        if shade is None:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((70, 20, 12, 225) if mine else (20, 12, 6, 170))
            self._shades[key] = shade
        surface.blit(shade, r.topleft)
        pygame.draw.rect(surface, GOLD if mine else (110, 84, 44), r, 2, border_radius=6)
        pad = round(10 * s)
        self.banner_text = line1 + ("\n" + line2 if line2 else "")
        size1 = max(MIN_LABEL, round(17 * s))
        t = art.text(line1, size1, (255, 240, 200), "bold", "dejavu_serif")
        y1 = r.y + round(6 * s)
        room = self._banner_room(r, pad, y1, t.get_height())
        rows = [line1]
        if t.get_width() > room:  # the question wraps onto a second line (issue 31: cut)
            rows = art.wrap(line1, art.font("dejavu_serif", size1, "bold"), room)
            if len(rows) > 2:
                rows = [rows[0], " ".join(rows[1:])]
        for k, row in enumerate(rows):
            room = self._banner_room(r, pad, y1, t.get_height())
            t = clip_text(row, size1, room, "bold", (255, 240, 200), "dejavu_serif")
            put_label(surface, t, (r.x + pad, y1), size1, kind="banner")
            if k < len(rows) - 1:
                y1 += t.get_height()
        if line2:
            size2 = label_px(13, s)
            y2 = y1 + t.get_height() + 4
            h2 = art.text(line2, size2).get_height()
            t2 = clip_text(line2, size2, self._banner_room(r, pad, y2, h2), "regular", PARCH)
            put_label(surface, t2, (r.x + pad, y2), size2, kind="banner")

    def _banner_room(self, r: pygame.Rect, pad: int, y: int, h: int) -> int:
        """How wide a banner line at ``y`` may be: up to the first answer button
        beside it (buttons fill the banner's bottom rows from the right)."""
        right = r.right - pad
        for b in [*self.buttons, *self.tray_buttons]:
            br = b.get_abs_rect()
            if br.bottom > y and br.top < y + h:
                right = min(right, br.x - pad)
        return max(40, right - r.x - pad)

    def _draw_zoom(self, surface: pygame.Surface, hand: list[str]) -> None:
        lay = self.layout
        card = None
        anchor_x = None
        self.dim_text = ""
        from_hand = self.hover_index is not None and self.hover_index < len(hand)
        if from_hand:
            card = hand[self.hover_index]  # type: ignore[index]
            anchor_x = self.slots[self.hover_index].cx  # type: ignore[index]
        elif R(lay.log).collidepoint(self.mouse):
            # the side panel's widgets sit over the log's top: their cards first (a
            # tavern row, the Sea Events' discard), then a card named in the log
            card = next((c for rr, c in self._side_spots if rr.collidepoint(self.mouse)),
                        None) or self.logpanel.card_at(self.mouse)
            anchor_x = lay.log.x - lay.zoom_card[0] / 2 - 10
        else:
            for rr, c in self.hot_spots:
                if rr.collidepoint(self.mouse):
                    card, anchor_x = c, rr.centerx
                    break
        self.hover_card = card
        if card is None or anchor_x is None:
            self._mat_words(surface)
            return
        rect = R(zoom_rect(lay, anchor_x, self.mouse[1] if R(lay.log).collidepoint(self.mouse)
                           else None, bool(self.presenter.display.get("stack")
                                           or self.presenter.display.get("drinks"))))
        avoid = self._click_targets()
        if any(rect.colliderect(a) for a in avoid):
            moved = clear_of(Rect(*rect), [Rect(*a) for a in avoid], lay.log.x)
            if moved is None:
                return  # nowhere clear: the targets matter more than the preview
            rect = R(moved)
        img = art.card_face(card, rect.w)
        shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 120))
        surface.blit(shadow, (rect.x + 6, rect.y + 6))
        surface.blit(img, rect.topleft)
        self.zoom_at = pygame.Rect(rect.topleft, img.get_size())
        self.dim_text = self._dim_text(hand) if from_hand else ""
        if not from_hand:
            for w in self.widgets:  # what a widget's compact look leaves out
                self.dim_text = w.detail(self.presenter.display, card) or self.dim_text
        if self.dim_text:
            self._draw_caption(surface, self.dim_text, self.zoom_at)

    def _draw_finish(self, surface: pygame.Surface) -> None:
        """The offer's heading over the centre, or the cover while going straight
        to the results."""
        s = self.layout.scale
        if self.finish == "results" and not self.game_over_shown:  # then "Look at the table"
            w, h = surface.get_size()
            surface.fill((22, 12, 6))
            t = art.text("Finishing the game\u2026", label_px(28, s), GOLD, "bold",
                         "dejavu_serif")
            surface.blit(t, t.get_rect(center=(w // 2, h // 2)))
            return
        if not self.finish_buttons:
            return
        top = min(b.get_abs_rect().top for b in self.finish_buttons)
        left = min(b.get_abs_rect().left for b in self.finish_buttons)
        right = max(b.get_abs_rect().right for b in self.finish_buttons)
        bottom = max(b.get_abs_rect().bottom for b in self.finish_buttons)
        t = art.text("Everyone at the table is out. Finish quickly?", label_px(15, s), PARCH,
                     "bold")
        box = pygame.Rect(0, 0, max(right - left, t.get_width()) + 24,
                          bottom - top + t.get_height() + 30)
        box.midbottom = ((left + right) // 2, bottom + 10)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((14, 8, 4, 230))
        surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=8)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + 8)))

    def _click_targets(self) -> list[pygame.Rect]:
        """What the banner asks the viewer to click now: the mats of a target or order
        question (or of a card being aimed), the arrange picker's cards."""
        req = self.presenter.prompt
        if req is None or req.seat != self.presenter.viewer:
            return []
        pos = self._positions()
        seats = set(self._mat_options(req)) | set(self._aim_seats(req))
        out = [R(self.layout.mats[pos[q]]) for q in seats if q < len(pos)]
        out += [r for r, _c in self._arrange_spots]
        return out

    def _dim_text(self, hand: list[str]) -> str:
        """Why the hovered hand card is dimmed (the prompt on screen does not offer it)."""
        p = self.presenter
        req = p.prompt
        i = self.hover_index
        if req is None or req.seat != p.viewer or i is None or i >= len(hand) \
                or i in self._card_options(req):
            return ""
        players = p.display.get("players") or []
        gold = players[p.viewer].get("gold") if p.viewer < len(players) else None
        return dim_reason(hand[i], int(gold) if isinstance(gold, int) else None)

    def _mat_words(self, surface: pygame.Surface) -> None:
        """Hovering a mat or a team's plate whose words did not all fit (8 seats at
        150%) tells them in full above it (rdi_desktop.fit_words, issue 31)."""
        lay = self.layout
        areas = [(seat, lay.mats[pos]) for seat, pos in enumerate(self._positions())
                 if pos < len(lay.mats)] + [(-1 - k, r) for k, r in enumerate(lay.plates)]
        for key, rect in areas:
            if R(rect).collidepoint(self.mouse) and fit_words.hover_words(key):
                self.dim_text = fit_words.hover_words(key)
                self._draw_caption(surface, self.dim_text, R(rect), below=True)
                return

    def _draw_caption(self, surface: pygame.Surface, text: str, near: pygame.Rect,
                      below: bool = False) -> None:
        """One line on a dark plate just above the zoomed card (over its top edge
        when there is no room above; under ``near`` with ``below``: a mat's words)."""
        s = self.layout.scale
        img = art.text(text, label_px(14, s), PARCH, "bold")
        pad = max(4, round(5 * s))
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        box.midbottom = (near.centerx, near.y - 4)
        if box.y < 4:
            box.y = near.bottom + 4 if below else near.y + 4
        box.x = max(4, min(box.x, self.layout.log.x - box.w - 4))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((14, 8, 4, 225))
        surface.blit(shade, box.topleft)
        surface.blit(img, (box.x + pad, box.y + pad))
        self.caption_at = box

    def _draw_privacy(self, surface: pygame.Surface, seat: int) -> None:
        w, h = surface.get_size()
        surface.fill((22, 12, 6))
        s = self.layout.scale
        name = self.presenter.name(seat)
        players = self.presenter.display.get("players", [])
        pl = players[seat] if seat < len(players) else {}
        face = art.emblem(str(pl.get("character", "")), round(150 * s), bool(pl.get("boss")))
        title = art.outlined(f"Pass to {name}", art.font("blankenburg", round(72 * s)),
                             (240, 80, 50), (20, 6, 2), 3)
        tr = title.get_rect(center=(w // 2, h // 2 - round(60 * s)))
        surface.blit(face, face.get_rect(midbottom=(w // 2, tr.top - round(6 * s))))
        surface.blit(title, tr)
        sub = art.text("Everyone else, look away. Cards stay hidden until you click.",
                       round(18 * s), PARCH, "italic", "dejavu_serif")
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + round(5 * s))))
