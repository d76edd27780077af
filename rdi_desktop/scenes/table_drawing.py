"""Drawing the table scene: the static layer (felt, mats, plates, centre, banner, hand,
log and side panel), then each frame the animations, the hover preview and the offers.

A part the :class:`~rdi_desktop.scenes.table.TableScene` owns. It keeps the static layer
and what it shows by region (redrawn only where that changed), where each card and mat
was drawn (the spots the input's clicks and the hover preview find), what the mouse is
over, and the words last drawn in the banner and under the preview (tests read them).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pygame

from rdi_desktop import art, fit_words, palette
from rdi_desktop.anytime import anytime_cards
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.count_names import ABOUT
from rdi_desktop.dim_reason import dim_reason
from rdi_desktop.layout import FanSlot, Rect, clear_of, fan_hit, zoom_rect
from rdi_desktop.mats import badges as mat_badges
from rdi_desktop.scenes.table_banner import TableBanner
from rdi_desktop.table_model import HandInfo, TableModel, TableUi, build_table, mat_hand
from rdi_desktop.widgets.arrange import draw_arrange
from rdi_desktop.widgets.labels import GOLD, PARCH, label_px
from rdi_desktop.widgets.log_panel import LogPanel
from rdi_desktop.widgets.mat_draw import draw_mat
from rdi_desktop.widgets.plate_draw import draw_plate
from rdi_desktop.widgets.table_draw import R, draw_centre, draw_hand, draw_hidden_hand, freeze

if TYPE_CHECKING:
    from rdi_desktop.scenes.table import TableScene

Spot = tuple[pygame.Rect, str]

class TableDrawing:
    """How the table scene draws itself."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.logpanel = LogPanel()
        #: the hand fan as last drawn (a click or the mouse finds its card there)
        self.slots: list[FanSlot] = []
        #: the card under the mouse (zoomed), and what else the mouse is over
        self.hover_card: str | None = None
        self.hover_index: int | None = None
        self.hover_mat: int | None = None
        self.hover_spot: tuple[str | None, str, int] | None = None
        #: the static layer: felt, mats, plates, centre, banner, hand and log in
        #: one surface, redrawn only when what it shows changes
        self._static: pygame.Surface | None = None
        self._static_key: Any = None
        self.static_renders = 0
        #: card faces (id, width) to render ahead in spare frame time
        self._warm: list[tuple[str, int]] | None = None
        #: what the static layer shows now, by region (mats, plates, centre, bottom)
        self._drawn: dict[Any, Any] = {}
        #: clickable / hoverable spots on mats and plates: (rect, card, tag, seat)
        self.mat_spots: list[tuple[pygame.Rect, str | None, str, int]] = []
        #: every card the mouse may zoom on: the centre's, the mats' and the side panel's
        self.hot_spots: list[Spot] = []
        self._centre_spots: list[Spot] = []
        #: the centre widgets' spots (drawn with the centre, part of _centre_spots)
        self._centre_widget_spots: list[Spot] = []
        #: the side panel's hover and click spots (its variant widgets')
        self.side_spots: list[Spot] = []
        #: every variant widget's spots, side and centre (a lit one answers a click)
        self.widget_spots: list[Spot] = []
        #: the cards of the arrange picker
        self.arrange_spots: list[Spot] = []
        self.banner = self.make_banner()
        self._logged_prompt: Any = None
        #: where the hover preview was last drawn (tests)
        self.zoom_at: pygame.Rect | None = None
        #: why the hovered hand card is dimmed, and where that line was drawn (tests)
        self.dim_text = ""
        self.caption_at: pygame.Rect | None = None
        #: the words drawn over a hidden hand (tests), "" when none was
        self.hidden_hand_text = ""

    def make_banner(self) -> TableBanner:
        """The banner's part (the replay's says where in the game it is)."""
        return TableBanner(self.scene)

    def invalidate(self) -> None:
        """The layout changed: the static layer is drawn again at the next frame, and
        the card faces rendered ahead are those of the new sizes."""
        self._static_key = None
        self._warm = None

    def _warm_list(self) -> list[tuple[str, int]]:
        """Card faces the table will draw, to render ahead in spare frame time."""
        sc = self.scene
        from engine.cards import cards

        db = cards()
        lay = sc.layout
        out: list[tuple[str, int]] = []
        seen: set[tuple[str, bool]] = set()
        hand_seats = set(sc.engine.viewers)
        for i, pl in enumerate(sc.presenter.display.get("players", [])):
            try:
                ids = db.deck_list(pl["character"])
            except Exception:  # noqa: BLE001
                continue
            for c in ids:
                if (c, i in hand_seats) in seen:
                    continue
                seen.add((c, i in hand_seats))
                if i in hand_seats:
                    out.append((c, lay.hand_card[0]))
                out.append((c, lay.pile_card[0]))
        try:
            drinks = set(db.drink_list(sc.engine.game.state.setup.get("drink_deck",
                                                                        "classic")))
        except Exception:  # noqa: BLE001
            drinks = set()
        out.extend((c, lay.pile_card[0]) for c in sorted(drinks))
        return out

    def warm(self, budget_ms: float = 3.0) -> None:
        """Render a few card faces ahead of need (never more than the budget)."""
        if self._warm is None:
            self._warm = self._warm_list()
        t0 = time.perf_counter()
        while self._warm and (time.perf_counter() - t0) * 1000 < budget_ms:
            c, w = self._warm.pop()
            art.card_face(c, w)

    def warming(self) -> bool:
        """Are card faces still to be rendered ahead?"""
        return self._warm is None or bool(self._warm)

    def stale(self) -> bool:
        """Does the static layer show something else than the table now (a frame is
        needed)?"""
        p = self.scene.presenter
        return self.layer_key(p.hands.get(p.viewer, [])) != self._static_key

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if sc.broken:  # what broke is not drawn again; the dialog is on top
            surface.fill((20, 12, 8))
            return
        lay = sc.layout
        if lay.size != surface.get_size() or sc.current_style() != sc.style:
            sc.resize(surface.get_size())
            lay = sc.layout
        p = sc.presenter
        if p.privacy_for is not None:
            self._draw_privacy(surface, p.privacy_for)
            self.slots = []
            self.hover_card = None
            return
        hand = p.hands.get(p.viewer, [])
        # what the mouse is over (cheap): part of the static layer's key
        self.hover_index = None
        if R(lay.hand).collidepoint(sc.input.mouse) and self.slots:
            self.hover_index = fan_hit(self.slots, lay.hand_card, sc.input.mouse)
        self.hover_mat = None
        pos = sc.positions()
        for seat in range(min(sc.n, len(pos))):
            if R(lay.mats[pos[seat]]).collidepoint(sc.input.mouse):
                self.hover_mat = seat
        self.hover_spot = None
        for rect, card, tag, seat in self.mat_spots:
            if rect.collidepoint(sc.input.mouse):
                self.hover_spot = (card, tag, seat)
                break
        key = self.layer_key(hand)
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
        if req is not None and req is not self._logged_prompt and sc.app.debug_path:
            self._logged_prompt = req
            self._debug_prompt(req)

    def layer_key(self, hand: list[str]) -> Any:
        sc = self.scene
        p = sc.presenter
        marks = tuple(round(v * 8) for v in p.markers.values())
        return (p.version, marks, self.hover_index, self.hover_mat,
                self.hover_spot[1:] if self.hover_spot else None, tuple(hand),
                tuple(sorted(k for k, v in p.highlight.items() if v > 0)),
                id(p.prompt), len(sc.buttons), sc.tray.describe(), self.logpanel.scroll,
                len(p.log), sc.layout.size, palette.name())

    def mat_hand(self, seat: int, teammate: bool) -> tuple[str, ...] | None:
        """The hand drawn face up on ``seat``'s mat (:func:`rdi_desktop.table_model.mat_hand`)."""
        ui = self.table_ui(None)
        return mat_hand(ui, seat, teammate)

    def open_hands(self) -> bool:
        """Every known hand face up on its mat (the replay's open view), not only a
        teammate's."""
        return False

    def table_ui(self, hand: list[str] | None) -> TableUi:
        """The scene's state the table model is built from (besides the snapshot)."""
        sc = self.scene
        p = sc.presenter
        req = p.prompt
        hands = dict(p.hands)
        if hand is not None:
            hands[p.viewer] = list(hand)
        return TableUi(
            viewer=p.viewer, humans=frozenset(sc.engine.humans),
            positions=tuple(sc.positions()), style=sc.layout.style,
            wide=frozenset(sc.layout.wide), markers=p.markers, glow=p.highlight,
            turn_actions=p.turn_actions, private=p.private, hands=hands,
            open_hands=self.open_hands(), hand_label=sc.MATE_HAND_LABEL, masked=p.masked,
            prompt=(req.seat, req.prompt) if req is not None else None,
            aiming=sc.input.aiming, discard_pick=frozenset(sc.input.discard_pick),
            hover_mat=self.hover_mat, hover_spot=self.hover_spot,
            hover_index=self.hover_index, anytime=anytime_cards, badges=mat_badges)

    def table_model(self, hand: list[str] | None = None) -> TableModel:
        """What the table shows now (the static layer draws it; tests read it)."""
        p = self.scene.presenter
        hand = list(p.hands.get(p.viewer, [])) if hand is None else hand
        return build_table(p.display, self.table_ui(hand), [w.option for w in self.scene.widgets])

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
        p = self.scene.presenter
        self._draw_log_and_side(layer, p.display, p.prompt, full)

    def _prepare_static(self, size: tuple[int, int]) -> tuple[bool, pygame.Surface]:
        """The static layer at ``size``, all felt when the layout or the size changed
        (then every part is drawn again). Returns (that happened, the felt)."""
        lay = self.scene.layout
        felt = art.felt((lay.log.x, lay.size[1]))
        full = self._static is None or self._static.get_size() != size \
            or self._drawn.get("layout") != (id(lay), id(felt), palette.name())
        if full:
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._static = self._static.convert()
            self._static.blit(felt, (0, 0))
            self._drawn = {"layout": (id(lay), id(felt), palette.name())}
        return full, felt

    def _bottom_rect(self) -> pygame.Rect:
        """The bottom strip (banner, hand, the viewer's mats), redrawn as one."""
        lay = self.scene.layout
        gap = max(4, round(6 * lay.scale))
        return pygame.Rect(0, lay.banner.y - gap // 2, lay.log.x,
                           lay.size[1] - lay.banner.y + gap // 2)

    def _bottom_key(self, model: TableModel) -> Any:
        sc = self.scene
        h = model.hand
        return (h.cards, h.hidden, h.hovered, tuple(sorted(h.legal)) if h.legal is not None else None,
                self.banner.lines(sc.presenter.prompt), len(sc.buttons),
                tuple(sorted(sc.input.discard_pick)), sc.input.aiming)

    def _clear_bottom(self, layer: pygame.Surface, felt: pygame.Surface) -> None:
        """Felt over the bottom strip; the mats and plates it covers are drawn again."""
        lay = self.scene.layout
        bottom = self._bottom_rect()
        layer.blit(felt, bottom.topleft, bottom)
        drawn = self._drawn
        for k in [k for k in drawn if isinstance(k, tuple)]:
            r0 = lay.mats[self.scene.positions()[k[1]]] if k[0] == "mat" else \
                lay.plates[k[1]] if k[0] == "plate" and k[1] < len(lay.plates) else None
            if r0 is None or pygame.Rect(r0).colliderect(bottom):
                del drawn[k]

    def _draw_mats_and_plates(self, layer: pygame.Surface, model: TableModel,
                              felt: pygame.Surface) -> None:
        """Every mat and team plate whose look changed; their hot spots kept."""
        lay = self.scene.layout
        gap = max(4, round(6 * lay.scale))
        pos = self.scene.positions()
        spots: list[tuple[pygame.Rect, str | None, str, int]] = []
        for info in model.mats:
            r = lay.mats[pos[info.seat]]
            for rect, card, tag in draw_mat(layer, r, info, lay.mat_scale, felt, self._drawn,
                                            R(r).inflate(gap, gap)):
                spots.append((rect, card, tag, info.seat))
        for k, plate_info in model.plates:
            if k >= len(lay.plates):
                continue
            first = pos.index(min(pos[q] for q in range(len(pos)) if pos[q] // 2 == k))
            for rect, card, tag in draw_plate(layer, lay.plates[k], plate_info, lay.mat_scale, k,
                                              felt, self._drawn):
                spots.append((rect, card, tag, first))
        self.mat_spots = spots

    def _draw_centre_part(self, layer: pygame.Surface, model: TableModel,
                          felt: pygame.Surface) -> None:
        """The centre of the table, when what it shows changed (and the arrange picker
        over it while the viewer places Drinks)."""
        sc = self.scene
        p = sc.presenter
        view = p.display
        req = p.prompt
        names = [pl.get("name", "?") for pl in view.get("players", [])]
        lit = sc.widget_lit(req)
        mine = [w for w in sc.widgets if w.place == "centre"]
        centre_now = (view.get("drink_deck_size"), tuple(view.get("drink_discard", [])[-1:]),
                      len(view.get("drink_discard", [])), view.get("inn"), view.get("pot"),
                      freeze(view.get("gambling")), freeze(view.get("stack")),
                      freeze(view.get("drinks")), freeze(view.get("options")), tuple(names),
                      tuple((w.option, w.key(view)) for w in mine), lit,
                      id(sc.arranging(req)), tuple(sc.input.arranged))
        if self._drawn.get("centre") == centre_now:
            return
        lay = sc.layout
        c = R(lay.centre)
        layer.blit(felt, c.topleft, c)
        layer.set_clip(c)
        self._centre_spots = draw_centre(layer, lay, model.centre)
        self._centre_widget_spots = []
        for w in mine:
            self._centre_widget_spots += w.draw(layer, lay, view, lit)
        self._centre_spots += self._centre_widget_spots
        arr = sc.arranging(req)
        self.arrange_spots = [] if arr is None else draw_arrange(
            layer, c, sc.arrange_ctx(arr), lay.scale)
        layer.set_clip(None)
        self._drawn["centre"] = centre_now

    def _draw_bottom(self, layer: pygame.Surface, hand: HandInfo) -> None:
        """The banner and the hand fan (the bottom strip was cleared)."""
        lay = self.scene.layout
        self.banner.draw(layer, self.scene.presenter.prompt)
        layer.set_clip(self._bottom_rect())
        legal = set(hand.legal) if hand.legal is not None else None
        self.slots = draw_hand(layer, lay.hand, list(hand.cards), lay.hand_card, legal,
                               hand.hovered, set(hand.picked), hand.mark)
        self.hidden_hand_text = ""
        if hand.hidden:  # held, only not shown: backs and why
            self._draw_hidden_hand(layer, hand.hidden)
        elif not hand.cards:
            t = art.text("(no cards in hand)", label_px(14, lay.scale), PARCH, "italic")
            layer.blit(t, t.get_rect(center=R(lay.hand).center))
        layer.set_clip(None)

    def _draw_hidden_hand(self, layer: pygame.Surface, n: int) -> None:
        p = self.scene.presenter
        players = p.display.get("players") or []
        ch = str(players[p.viewer].get("character", "")) if p.viewer < len(players) else ""
        lay = self.scene.layout
        self.hidden_hand_text = draw_hidden_hand(layer, R(lay.hand), lay.hand_card[0], n, ch,
                                                 lay.scale)

    def _draw_log_and_side(self, layer: pygame.Surface, view: dict[str, Any],
                           req: PromptRequest | None, full: bool) -> None:
        """The log, and the variants' side panel over its top (redrawn with it)."""
        sc = self.scene
        lay = sc.layout
        drawn = self._drawn
        side_key = (tuple((w.option, w.key(view)) for w in sc.widgets if w.place == "side"),
                    sc.widget_lit(req))
        top = max(lay.log_buttons.bottom + 6, lay.log_top)
        if self.logpanel.draw(layer, lay.log, top, sc.presenter.log, lay.scale,
                              only_if_changed=not full) or drawn.get("side") != side_key:
            self.side_spots = self._draw_side(layer, view, req)
            drawn["side"] = side_key
        self.hot_spots += self.side_spots
        self.widget_spots = self.side_spots + self._centre_widget_spots

    def _draw_side(self, layer: pygame.Surface, view: dict[str, Any],
                   req: PromptRequest | None) -> list[tuple[pygame.Rect, str]]:
        """The variants' side panel over the top of the log: the side widgets (the
        Pub Crawl's taverns, the Sea Event Deck: the centre had no room)."""
        sc = self.scene
        lay = sc.layout
        spots: list[tuple[pygame.Rect, str]] = []
        if lay.log_top <= lay.log_buttons.bottom:
            return spots
        panel = pygame.Rect(lay.log.x + 2, lay.log_buttons.bottom + 3, lay.log.w - 2,
                            lay.log_top - lay.log_buttons.bottom - 3)
        layer.fill((22, 13, 7), panel)
        lit = sc.widget_lit(req)
        for w in sc.widgets:
            if w.place == "side":
                spots += w.draw(layer, lay, view, lit)
        pygame.draw.line(layer, (150, 110, 50), (panel.x, panel.bottom - 1),
                         (panel.right, panel.bottom - 1), 1)
        return spots

    def _debug_prompt(self, req: PromptRequest) -> None:
        """For the real-window test: where to click to answer this prompt."""
        sc = self.scene
        from rdi_desktop.layout import fan_hit as hit

        lay = sc.layout
        pts = []
        for hand_i in sc.card_options(req):
            s = self.slots[hand_i] if hand_i < len(self.slots) else None
            if s is None:
                continue
            for dx in range(-lay.hand_card[0] // 2 + 4, lay.hand_card[0] // 2, 3):
                pt = (round(s.cx + dx), round(s.cy))
                if hit(self.slots, lay.hand_card, pt) == hand_i:
                    pts.append(f"{pt[0]},{pt[1]}")
                    break
        btns = [f"{b.get_abs_rect().centerx},{b.get_abs_rect().centery}"
                for b in sorted(sc.buttons, key=lambda b: sc.buttons[b])]
        sc.app.debug(f"prompt seat={req.seat} kind={req.prompt.kind} "
                       f"cards={';'.join(pts)} buttons={';'.join(btns)}")

    def _draw_zoom(self, surface: pygame.Surface, hand: list[str]) -> None:
        sc = self.scene
        lay = sc.layout
        card = None
        anchor_x = None
        self.dim_text = ""
        from_hand = self.hover_index is not None and self.hover_index < len(hand)
        if from_hand:
            card = hand[self.hover_index]  # type: ignore[index]
            anchor_x = self.slots[self.hover_index].cx  # type: ignore[index]
        elif R(lay.log).collidepoint(sc.input.mouse):
            # the side panel's widgets sit over the log's top: their cards first (a
            # tavern row, the Sea Events' discard), then a card named in the log
            card = next((c for rr, c in self.side_spots if rr.collidepoint(sc.input.mouse)),
                        None) or self.logpanel.card_at(sc.input.mouse)
            anchor_x = lay.log.x - lay.zoom_card[0] / 2 - 10
        else:
            for rr, c in self.hot_spots:
                if rr.collidepoint(sc.input.mouse):
                    card, anchor_x = c, rr.centerx
                    break
        self.hover_card = card
        if card is None or anchor_x is None:
            if not self._count_name(surface):
                self._mat_words(surface)
            return
        mouse = sc.input.mouse
        rect = R(zoom_rect(lay, anchor_x, mouse[1] if R(lay.log).collidepoint(mouse)
                           else None, bool(sc.presenter.display.get("stack")
                                           or sc.presenter.display.get("drinks"))))
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
            for w in sc.widgets:  # what a widget's compact look leaves out
                self.dim_text = w.detail(sc.presenter.display, card) or self.dim_text
        if self.dim_text:
            self._draw_caption(surface, self.dim_text, self.zoom_at)

    def _draw_finish(self, surface: pygame.Surface) -> None:
        """The offer's heading over the centre, or the cover while going straight
        to the results."""
        sc = self.scene
        s = sc.layout.scale
        if sc.finish == "results" and not sc.game_over_shown:  # then "Look at the table"
            w, h = surface.get_size()
            surface.fill((22, 12, 6))
            t = art.text("Finishing the game\u2026", label_px(28, s), GOLD, "bold",
                         "dejavu_serif")
            surface.blit(t, t.get_rect(center=(w // 2, h // 2)))
            return
        if not sc.finish_buttons:
            return
        top = min(b.get_abs_rect().top for b in sc.finish_buttons)
        left = min(b.get_abs_rect().left for b in sc.finish_buttons)
        right = max(b.get_abs_rect().right for b in sc.finish_buttons)
        bottom = max(b.get_abs_rect().bottom for b in sc.finish_buttons)
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
        sc = self.scene
        req = sc.presenter.prompt
        if req is None or req.seat != sc.presenter.viewer:
            return []
        pos = sc.positions()
        seats = set(sc.mat_options(req)) | set(sc.aim_seats(req))
        out = [R(sc.layout.mats[pos[q]]) for q in seats if q < len(pos)]
        out += [r for r, _c in self.arrange_spots]
        return out

    def _dim_text(self, hand: list[str]) -> str:
        """Why the hovered hand card is dimmed (the prompt on screen does not offer it)."""
        p = self.scene.presenter
        req = p.prompt
        i = self.hover_index
        if req is None or req.seat != p.viewer or i is None or i >= len(hand) \
                or i in self.scene.card_options(req):
            return ""
        players = p.display.get("players") or []
        gold = players[p.viewer].get("gold") if p.viewer < len(players) else None
        return dim_reason(hand[i], int(gold) if isinstance(gold, int) else None)

    def count_names(self) -> list[tuple[pygame.Rect, str, int]]:
        """The named counts on the mats as last drawn: (screen rect, name, seat)."""
        return [(rect, tag[len(ABOUT):], seat) for rect, _c, tag, seat in self.mat_spots
                if tag.startswith(ABOUT)]

    def _count_name(self, surface: pygame.Surface) -> bool:
        """Hovering a count on a mat names it ("Drink Me! pile: 3 Drinks waiting");
        True when it did."""
        mouse = self.scene.input.mouse
        for rect, name, _seat in self.count_names():
            if rect.collidepoint(mouse):
                self.dim_text = name
                self._draw_caption(surface, name, rect, below=True)
                return True
        return False

    def _mat_words(self, surface: pygame.Surface) -> None:
        """Hovering a mat or a team's plate whose words did not all fit (8 seats at
        150%) tells them in full above it (rdi_desktop.fit_words)."""
        sc = self.scene
        lay = sc.layout
        areas = [(seat, lay.mats[pos]) for seat, pos in enumerate(sc.positions())
                 if pos < len(lay.mats)] + [(-1 - k, r) for k, r in enumerate(lay.plates)]
        for key, rect in areas:
            if R(rect).collidepoint(sc.input.mouse) and fit_words.hover_words(key):
                self.dim_text = fit_words.hover_words(key)
                self._draw_caption(surface, self.dim_text, R(rect), below=True)
                return

    def _draw_caption(self, surface: pygame.Surface, text: str, near: pygame.Rect,
                      below: bool = False) -> None:
        """One line on a dark plate just above the zoomed card (over its top edge
        when there is no room above; under ``near`` with ``below``: a mat's words)."""
        s = self.scene.layout.scale
        img = art.text(text, label_px(14, s), PARCH, "bold")
        pad = max(4, round(5 * s))
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        box.midbottom = (near.centerx, near.y - 4)
        if box.y < 4:
            box.y = near.bottom + 4 if below else near.y + 4
        box.x = max(4, min(box.x, self.scene.layout.log.x - box.w - 4))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((14, 8, 4, 225))
        surface.blit(shade, box.topleft)
        surface.blit(img, (box.x + pad, box.y + pad))
        self.caption_at = box

    def _draw_privacy(self, surface: pygame.Surface, seat: int) -> None:
        sc = self.scene
        w, h = surface.get_size()
        surface.fill((22, 12, 6))
        s = sc.layout.scale
        name = sc.presenter.name(seat)
        players = sc.presenter.display.get("players", [])
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
